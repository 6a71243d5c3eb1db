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
	or := memoSlot(m, openReadsSlot, func() *openReaders { return &openReaders{m: m, known: map[*analysis.StateVar]bool{}} })
	for _, w := range ws {
		if or.reads(w.v) {
			return false
		}
	}
	return true
}

// openReadsSlot holds openReaders in the model's memo.
var openReadsSlot = analysis.NewMemoSlot()

// openReaders answers whether a public function any caller can run to the end (one not access-checked) reads a
// state variable, through its modifiers and the internal functions it calls. Each variable is looked up once,
// stopping at the first such function that reads it.
type openReaders struct {
	m     *analysis.Model
	known map[*analysis.StateVar]bool
}

func (or *openReaders) reads(v *analysis.StateVar) bool {
	if r, ok := or.known[v]; ok {
		return r
	}
	seen := map[*analysis.Function]bool{}
	var in func(f *analysis.Function, depth int) bool
	in = func(f *analysis.Function, depth int) bool {
		if f == nil || f.Decl.Body == nil && len(f.Decl.Modifiers) == 0 || seen[f] || depth > 4 {
			return false
		}
		seen[f] = true
		for _, n := range f.CFG().Nodes {
			for _, r := range n.Reads() {
				if r.Var == v {
					return true
				}
			}
			for _, c := range n.Calls() {
				if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && in(c.Callee, depth+1) {
					return true
				}
			}
		}
		return false
	}
	r := false
	// Only the functions of v's contract and those inheriting it can read it.
	for f := range v.Contract.HierarchyBodies() {
		if f.IsEntry() && !f.Guards().AccessChecked() && in(f, 0) {
			r = true
			break
		}
	}
	or.known[v] = r
	return r
}
