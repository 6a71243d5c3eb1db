package detector

import (
	"slices"
	"sync"

	"github.com/vigilsec/vigil/analysis"
)

// The writes public functions make to each state variable, computed once per contract and model and shared by
// tx-order-dependence, unprotected-ether-withdrawal, delegatecall-user-controlled and assert-state-change.

// stateSetters lists, per state variable, up to four writes public non-view functions make to it (constructors
// excepted, since they are not entries), split by whether an access check guards them, in the order of the
// contract's derived contracts, their functions and the functions' graph nodes.
type stateSetters struct {
	open, guarded map[*analysis.StateVar][]write
}

// maxSetters bounds the writes kept per variable: callers want one write by a function other than theirs.
const maxSetters = 4

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
	// window of one array of the exact size, and the maps. Most variables have one or two writers: lists made
	// with room for maxSetters, or grown by append, cost several times the bytes kept. A variable is looked up
	// once per write, for its place in sc.vars, which then holds its counts and lists.
	nOpen, nGuarded, total := 0, 0, 0
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
			switch {
			case sv.counts[i] > 0:
			case guarded:
				nGuarded++
			default:
				nOpen++
			}
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
			for _, n := range cfg.Nodes {
				if len(n.Writes()) == 0 && len(n.Calls()) == 0 {
					continue // most nodes: nothing written, and their guard need not be read
				}
				if g == nil {
					g = f.Guards()
				}
				guarded := g.Protected(n)
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
	slab := make([]write, 0, total)
	for _, e := range sc.writes {
		sv := &sc.vars[e.v]
		ws := sv.lists[e.kind]
		if ws == nil {
			k := int(sv.counts[e.kind])
			ws = slab[len(slab) : len(slab) : len(slab)+k]
			slab = slab[:len(slab)+k]
		}
		if len(ws) < maxSetters {
			sv.lists[e.kind] = append(ws, e.w)
		}
	}
	// A kind no variable keeps is a nil map, which reads as empty: many contracts have no guarded writes.
	s := &stateSetters{}
	if nOpen > 0 {
		s.open = make(map[*analysis.StateVar][]write, nOpen)
	}
	if nGuarded > 0 {
		s.guarded = make(map[*analysis.StateVar][]write, nGuarded)
	}
	for _, sv := range sc.vars {
		if sv.lists[0] != nil {
			s.open[sv.v] = sv.lists[0]
		}
		if sv.lists[1] != nil {
			s.guarded[sv.v] = sv.lists[1]
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
// keeps (at most maxSetters each), then their lists.
type rspSetterVar struct {
	v      *analysis.StateVar
	counts [2]uint8
	lists  [2][]write
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
	return pick(s.open[v], except)
}

// guardedSetter returns a write of v that a privileged caller can make from a public function other than except.
func (s *stateSetters) guardedSetter(v *analysis.StateVar, except *analysis.Function) (write, bool) {
	return pick(s.guarded[v], except)
}

// openSetterIn is openSetter for the contract c, which may be nil (a file-level function): nothing then.
func openSetterIn(m *analysis.Model, c *analysis.Contract, v *analysis.StateVar, except *analysis.Function) (write, bool) {
	if c == nil {
		return write{}, false
	}
	return settersOf(m, c).openSetter(v, except)
}
