package detector

import (
	"github.com/vigilsec/vigil/analysis"
)

// privilegedOnly reports whether a re-entering call at node n of f cannot be exploited by whoever receives it:
// only a privileged caller gets to n, and no function others can call reads any of the state written after the
// call (ws). The receiver can then re-enter nothing that observes the stale state; f itself is closed to it.
func privilegedOnly(m *analysis.Model, f *analysis.Function, n *analysis.Node, ws []write) bool {
	if !f.Guards().Protected(n) {
		return false
	}
	open := openReads(m)
	for _, w := range ws {
		if open[w.v] {
			return false
		}
	}
	return true
}

// openReadsKey keys openReads in the model's memo.
type openReadsKey struct{}

// openReads returns the state variables read by the public functions any caller can run to the end (those not
// access-checked), through their modifiers and the internal functions they call.
func openReads(m *analysis.Model) map[*analysis.StateVar]bool {
	return memo(m, openReadsKey{}, func() map[*analysis.StateVar]bool {
		out := map[*analysis.StateVar]bool{}
		seen := map[*analysis.Function]bool{}
		var add func(f *analysis.Function, depth int)
		add = func(f *analysis.Function, depth int) {
			if f == nil || f.Decl.Body == nil && len(f.Decl.Modifiers) == 0 || seen[f] || depth > 4 {
				return
			}
			seen[f] = true
			for _, n := range f.CFG().Nodes {
				for _, r := range n.Reads() {
					out[r.Var] = true
				}
				for _, c := range n.Calls() {
					if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
						add(c.Callee, depth+1)
					}
				}
			}
		}
		for _, f := range entries(m) {
			if !f.Guards().AccessChecked() {
				add(f, 0)
			}
		}
		return out
	})
}
