package detector

import (
	"github.com/vigilsec/vigil/analysis"
)

// callerGuardsKey is the Model.Memo key of callerGuardVars' answer.
type callerGuardsKey struct{}

// callerGuardsOf returns callerGuardVars of the model, computed once for the detectors that need it.
func callerGuardsOf(m *analysis.Model) map[*analysis.StateVar]callerGuard {
	return m.Memo(callerGuardsKey{}, func() any { return callerGuardVars(m) }).(map[*analysis.StateVar]callerGuard)
}

// guardWriters tells which functions write a variable access checks compare the caller with: the cheap test
// that rules out most functions before any path is examined.
type guardWriters struct {
	guards  map[*analysis.StateVar]callerGuard
	written calleeWrites
}

func newGuardWriters(guards map[*analysis.StateVar]callerGuard) *guardWriters {
	return &guardWriters{guards: guards, written: calleeWrites{}}
}

// writes reports whether a node of f writes one of the guard variables (only stored accounts, not role tables,
// when unkeyedOnly), itself or through the internal functions it calls, as nodeWrites counts writes.
func (gw *guardWriters) writes(f *analysis.Function, unkeyedOnly bool) bool {
	is := func(v *analysis.StateVar) bool {
		g, ok := gw.guards[v]
		return ok && !(unkeyedOnly && g.keyed)
	}
	for _, n := range f.CFG().Nodes {
		for _, w := range n.Writes() {
			if is(w.Var) {
				return true
			}
		}
		for _, c := range n.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
				for _, v := range gw.written.of(c.Callee) {
					if is(v) {
						return true
					}
				}
			}
		}
	}
	return false
}
