package detector

import "github.com/vigilsec/vigil/analysis"

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
	s := &stateSetters{open: map[*analysis.StateVar][]write{}, guarded: map[*analysis.StateVar][]write{}}
	add := func(into map[*analysis.StateVar][]write, w write) {
		if ws := into[w.v]; len(ws) < maxSetters {
			if ws == nil {
				ws = make([]write, 0, maxSetters)
			}
			into[w.v] = append(ws, w)
		}
	}
	// WrittenState builds a new slice on each call; a callee is often called from several nodes.
	written := map[*analysis.Function][]*analysis.StateVar{}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if !f.IsEntry() || f.IsView() {
				continue
			}
			g := f.Guards()
			for _, n := range f.CFG().Nodes {
				into := s.open
				if g.Protected(n) {
					into = s.guarded
				}
				// The same writes, in the same order, as nodeWrites.
				for _, w := range n.Writes() {
					add(into, write{v: w.Var, at: w.At, node: n, fn: f})
				}
				for _, call := range n.Calls() {
					if (call.Kind != analysis.CallInternal && call.Kind != analysis.CallLibrary) || call.Callee == nil || call.Expr == nil {
						continue
					}
					vs, ok := written[call.Callee]
					if !ok {
						vs = call.Callee.WrittenState()
						written[call.Callee] = vs
					}
					for _, v := range vs {
						add(into, write{v: v, at: call.Expr, node: n, fn: f})
					}
				}
			}
		}
	}
	return s
}

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
