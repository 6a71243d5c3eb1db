package detector

import (
	"slices"
	"sync"
	"unsafe"

	"github.com/vigilsec/vigil/analysis"
)

// The writes public functions make to each state variable, computed once per contract and model and shared by
// tx-order-dependence, unprotected-ether-withdrawal, delegatecall-user-controlled and assert-state-change.

// stateSetters lists, per state variable, up to four writes public non-view functions make to it (constructors
// excepted, since they are not entries), split by whether an access check guards them, in the order of the
// contract's derived contracts, their functions and the functions' graph nodes.
type stateSetters struct {
	// slots holds each variable written, in an open-addressed table of their addresses (a power of two long, at
	// most half full; nil when nothing is written), with where its writes are in writes: one table and one
	// array where two maps cost several times as much to make.
	slots  []setterSlot
	writes []write
}

// setterSlot is a slot of stateSetters' table: a variable, or nil, and its writes, writes[at:at+open] the open
// ones and the guarded ones after them.
type setterSlot struct {
	v             *analysis.StateVar
	at            uint32
	open, guarded uint8
}

// slot returns v's slot, or nil when nothing writes v.
func (s *stateSetters) slot(v *analysis.StateVar) *setterSlot {
	if len(s.slots) == 0 {
		return nil
	}
	mask := len(s.slots) - 1
	for i := addrHash(unsafe.Pointer(v), mask); ; i = (i + 1) & mask {
		switch sl := &s.slots[i]; sl.v {
		case v:
			return sl
		case nil:
			return nil
		}
	}
}

// openOf returns the writes of v that no access check guards.
func (s *stateSetters) openOf(v *analysis.StateVar) []write {
	if sl := s.slot(v); sl != nil && sl.open > 0 {
		hi := sl.at + uint32(sl.open)
		return s.writes[sl.at:hi:hi]
	}
	return nil
}

// guardedOf returns the writes of v that an access check guards.
func (s *stateSetters) guardedOf(v *analysis.StateVar) []write {
	if sl := s.slot(v); sl != nil && sl.guarded > 0 {
		lo := sl.at + uint32(sl.open)
		hi := lo + uint32(sl.guarded)
		return s.writes[lo:hi:hi]
	}
	return nil
}

// maxSetters bounds the writes kept per variable: callers want one write by a function other than theirs.
const maxSetters = 16

// contractSettersKey keys a contract's stateSetters in the model's memo.
type contractSettersKey struct{ c *analysis.Contract }

// settersOf returns the public writes of state visible in c, including those made in contracts that inherit
// from c.
func settersOf(m *analysis.Model, c *analysis.Contract) *stateSetters {
	return m.Memo(contractSettersKey{c}, func() any { return buildSetters(c) }).(*stateSetters)
}

func buildSetters(c *analysis.Contract) *stateSetters {
	sc := rspSetterScratch.Get().(*rspSetterBuf)
	defer rspSetterScratch.Put(sc)
	// WrittenState builds a new slice on each call; a callee is often called from several nodes.
	written := sc.written
	// First every write, in order, with the number each variable keeps of either kind; then the lists, each a
	// window of one array of the exact size, and the table. Most variables have one or two writers: lists made
	// with room for maxSetters, or grown by append, cost several times the bytes kept. A variable is looked up
	// once per write, for its place in sc.vars, which then holds its counts and where its writes go.
	total := 0
	add := func(w write, guarded bool) {
		x, added := sc.index.getOrAdd(w.v, int32(len(sc.vars)))
		if added {
			sc.vars = append(sc.vars, rspSetterVar{v: w.v})
		}
		i := 0
		if guarded {
			i = 1
		}
		sc.writes = append(sc.writes, rspSetterWrite{w: w, v: x, kind: uint8(i)})
		sv := &sc.vars[x]
		if sv.counts[i] < maxSetters {
			sv.counts[i]++
			total++
		}
	}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if !f.IsEntry() || f.IsView() {
				continue
			}
			cfg := f.CFG()
			if !cfg.WritesState() && !slices.ContainsFunc(cfg.AllCalls(), setterCall) {
				continue // no node writes, itself or through a callee: the function adds nothing
			}
			var g *analysis.Guards // asked for at the first node that writes or calls
			checked := false       // every way out passes an access check
			for _, n := range cfg.Nodes {
				if !n.MakesCallsOrWrites() {
					continue // most nodes: nothing written, and their guard need not be read
				}
				if g == nil {
					g = f.Guards()
					checked = g.AccessChecked()
				}
				// A write made before the check counts as guarded when every way out passes one: an unprivileged
				// call reverts, and the write with it (Gnosis' submitTransaction records the transaction, then
				// confirms it as an owner).
				guarded := checked || g.Protected(n)
				// The same writes, in the same order, as nodeWrites.
				for _, w := range n.Writes() {
					add(write{v: w.Var, at: w.At, node: n, fn: f}, guarded)
				}
				for _, call := range n.Calls() {
					if !setterCall(call) {
						continue
					}
					vs, ok := written[call.Callee]
					if !ok {
						vs = call.Callee.WrittenState()
						written[call.Callee] = vs
					}
					for _, v := range vs {
						add(write{v: v, at: call.Expr, node: n, fn: f}, guarded)
					}
				}
			}
		}
	}
	// Each variable's writes take the next counts[0]+counts[1] places of one array, and a slot of the table.
	s := &stateSetters{}
	if len(sc.vars) > 0 {
		s.writes = make([]write, total)
		size := 2
		for size < 2*len(sc.vars) {
			size *= 2
		}
		s.slots = make([]setterSlot, size)
		mask := size - 1
		at := uint32(0)
		for x := range sc.vars {
			sv := &sc.vars[x]
			sv.at = at
			at += uint32(sv.counts[0]) + uint32(sv.counts[1])
			i := addrHash(unsafe.Pointer(sv.v), mask)
			for s.slots[i].v != nil {
				i = (i + 1) & mask
			}
			s.slots[i] = setterSlot{v: sv.v, at: sv.at, open: sv.counts[0], guarded: sv.counts[1]}
		}
		// The first maxSetters writes of each kind, in order.
		for _, e := range sc.writes {
			sv := &sc.vars[e.v]
			if k := sv.filled[e.kind]; k < sv.counts[e.kind] {
				i := sv.at + uint32(k)
				if e.kind == 1 {
					i += uint32(sv.counts[0])
				}
				s.writes[i] = e.w
				sv.filled[e.kind] = k + 1
			}
		}
	}
	// Leave the pooled buffer empty, holding no pointers into the model.
	clear(sc.writes)
	sc.writes = sc.writes[:0]
	clear(sc.vars)
	sc.vars = sc.vars[:0]
	sc.index.reset()
	clear(written)
	return s
}

// setterCall reports whether c is a call whose callee's writes count as the caller's: an internal or library call
// to a known function.
func setterCall(c *analysis.Call) bool {
	return (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil
}

// rspSetterWrite is a write buildSetters found, with its variable's place in the scratch space's vars and
// whether an access check guards it (kind 1) or not (kind 0).
type rspSetterWrite struct {
	w    write
	v    int32
	kind uint8
}

// rspSetterVar is what buildSetters gathers about a variable written: how many open and guarded writes it
// keeps (at most maxSetters each), then where they are kept.
type rspSetterVar struct {
	v      *analysis.StateVar
	counts [2]uint8
	// at is the place of its first write in the array kept, and filled the writes of either kind placed there.
	at     uint32
	filled [2]uint8
}

// rspSetterBuf is buildSetters' scratch space, reused from one contract to the next.
type rspSetterBuf struct {
	writes []rspSetterWrite
	vars   []rspSetterVar
	// index holds each variable's place in vars.
	index   ptrIndex[analysis.StateVar]
	written map[*analysis.Function][]*analysis.StateVar
}

// rspSetterScratch pools buildSetters' scratch space.
var rspSetterScratch = sync.Pool{New: func() any {
	return &rspSetterBuf{written: map[*analysis.Function][]*analysis.StateVar{}}
}}

// openSetter returns a write of v that any caller can make from a public function other than except.
func (s *stateSetters) openSetter(v *analysis.StateVar, except *analysis.Function) (write, bool) {
	return pick(s.openOf(v), except)
}

// guardedSetter returns a write of v that a privileged caller can make from a public function other than except.
func (s *stateSetters) guardedSetter(v *analysis.StateVar, except *analysis.Function) (write, bool) {
	return pick(s.guardedOf(v), except)
}

// openSetterIn is openSetter for the contract c, which may be nil (a file-level function): nothing then.
func openSetterIn(m *analysis.Model, c *analysis.Contract, v *analysis.StateVar, except *analysis.Function) (write, bool) {
	if c == nil {
		return write{}, false
	}
	return settersOf(m, c).openSetter(v, except)
}
