package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UninitializedStoragePointer reports local struct, array or mapping variables that default to storage and are
// written before they are assigned (Solidity before 0.5).
var UninitializedStoragePointer = &Detector{
	ID:    "uninitialized-storage-pointer",
	Title: "Uninitialised storage pointer",
	Description: "Before Solidity 0.5 a local variable of struct, array or mapping type declared without a data " +
		"location is a storage pointer, and without an initial value it points at storage slot 0. Writing " +
		"through it overwrites the contract's first state variables.",
	Exploit: "Each call that fills the local (game.player = msg.sender) actually overwrites slot 0 and the slots " +
		"after it, such as a secret number or the owner, with values the caller chooses.",
	Recommendation: "Declare the local `memory`, or initialise it from a storage reference it is meant to alias.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-109",
	CWE:            "CWE-824",
	Requires:       []Requirement{RequireSymbols, RequireTypes},
	Run:            runUninitializedStoragePointer,
}

func runUninitializedStoragePointer(p *Pass) error {
	var file *solidity.File
	old := false
	for _, f := range bodies(p.Model) {
		if f.File != file {
			r := p.Model.Pragma(f.File)
			file, old = f.File, r.Unknown() || r.AllowsBelow(0, 5)
		}
		if !old {
			continue // a data location is compulsory from 0.5 on
		}
		sc := f.Scope()
		eachStatement(f.Decl.Body, func(x solidity.Stmt) {
			st, ok := x.(*solidity.VariableDeclarationStatement)
			if !ok || st.Value != nil {
				return
			}
			for _, v := range st.Vars {
				if v == nil || v.Type == nil || v.Location != solidity.LocationDefault || v.Name == "" {
					continue
				}
				t := sc.TypeOf(&solidity.Identifier{Loc: solidity.Loc{Span: v.NameRange}, Name: v.Name})
				if t == nil || (t.Kind != analysis.TypeStruct && t.Kind != analysis.TypeArray && t.Kind != analysis.TypeMapping) {
					continue
				}
				if w := firstUseIsWrite(sc, f.Decl.Body, v, st); w != nil {
					p.Report(Report{Function: f, At: st,
						Message: fmt.Sprintf("%s declares %s as an uninitialised storage pointer and writes through it (line %d), overwriting storage from slot 0", funcLabel(f), v.Name, lineOf(w)),
						Related: []Related{{At: w, Message: "write through the uninitialised pointer"}}})
				}
			}
		})
	}
	return nil
}

// firstUseIsWrite returns the first use of v after its declaration when that use writes through it (a member or
// element assignment, push, ++/--/delete); nil when v is first assigned as a whole or only read.
func firstUseIsWrite(sc *analysis.Scope, body *solidity.Block, v *solidity.VariableDeclaration, decl solidity.Node) solidity.Node {
	var first solidity.Node
	var isWrite bool
	after := decl.Range().End.Offset
	consider := func(at solidity.Node, write bool) {
		if first == nil || at.Range().Start.Offset < first.Range().Start.Offset {
			first, isWrite = at, write
		}
	}
	refersTo := func(e solidity.Expr) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == v
	}
	solidity.Inspect(body, func(x solidity.Node) bool {
		if x == nil || x.Range().Start.Offset < after {
			return true
		}
		var lhs solidity.Expr
		switch e := x.(type) {
		case *solidity.AssignExpr:
			lhs = e.LHS
		case *solidity.UnaryExpr:
			if e.Op == "++" || e.Op == "--" || e.Op == "delete" {
				lhs = e.X
			}
		case *solidity.CallExpr:
			if ma, ok := e.Fun.(*solidity.MemberAccess); ok && (ma.Member == "push" || ma.Member == "pop") && refersTo(ma.X) {
				consider(e, true)
			}
		case *solidity.Identifier:
			if sc.Resolve(e).Var == v {
				consider(e, false)
			}
		}
		if lhs != nil {
			if refersTo(lhs) {
				consider(lhs, false) // assigned as a whole: it now points somewhere chosen
			} else if sym := sc.RootVar(lhs); sym.Var == v {
				consider(x, true)
			}
		}
		return true
	})
	if first != nil && isWrite {
		return first
	}
	return nil
}
