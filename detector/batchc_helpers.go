package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// codeBody is a function or modifier body with what a report needs to locate a finding in it.
type codeBody struct {
	fn       *analysis.Function // nil for a modifier
	contract *analysis.Contract // the declaring contract of a modifier
	file     *solidity.File
	body     *solidity.Block
	modName  string // the modifier's name; empty for a function
}

// report fills the location fields of r for this body.
func (b codeBody) report(r Report) Report {
	r.Function, r.File = b.fn, b.file
	if b.fn == nil {
		r.Contract = b.contract
	}
	return r
}

// label names the body for messages: Contract.f() or Contract.modifier m.
func (b codeBody) label() string {
	if b.fn != nil {
		return funcLabel(b.fn)
	}
	return b.contract.Name + ".modifier " + b.modName
}

// codeBodies lists every function and modifier body of the unit once, functions first in model order, then
// the modifiers each contract declares itself. The list is made once per model and shared: do not modify it.
func codeBodies(m *analysis.Model) []codeBody {
	return memoSlot(m, codeBodiesSlot, func() []codeBody { return listCodeBodies(m) })
}

// codeBodiesSlot holds the model's code bodies in its memo.
var codeBodiesSlot = analysis.NewMemoSlot()

func listCodeBodies(m *analysis.Model) []codeBody {
	// Counted first: the list holds every body of the unit, and growing it step by step costs several copies.
	n := len(bodies(m))
	for _, c := range m.Contracts {
		for _, d := range c.Decl.Members {
			if md, ok := d.(*solidity.ModifierDefinition); ok && md.Body != nil {
				n++
			}
		}
	}
	out := make([]codeBody, 0, n)
	for _, f := range bodies(m) {
		out = append(out, codeBody{fn: f, contract: f.Contract, file: f.File, body: f.Decl.Body})
	}
	for _, c := range m.Contracts {
		for _, d := range c.Decl.Members {
			if md, ok := d.(*solidity.ModifierDefinition); ok && md.Body != nil {
				out = append(out, codeBody{contract: c, file: c.File, body: md.Body, modName: md.Name})
			}
		}
	}
	return out
}

// scope returns the naming scope of the body, or nil when the model has none for it.
func (b codeBody) scope() *analysis.Scope {
	if b.fn != nil {
		return b.fn.Scope()
	}
	if md := b.contract.Modifiers[b.modName]; md != nil && md.Decl.Body == b.body {
		return md.Scope()
	}
	return nil
}
