package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DelegatecallUserControlled reports delegatecall to an address the caller chooses.
var DelegatecallUserControlled = &Detector{
	ID:    "delegatecall-user-controlled",
	Title: "Delegatecall to a caller-controlled address",
	Description: "delegatecall runs another contract's code with this contract's storage and balance. The target " +
		"comes from the caller (a parameter, msg.data, or state anyone can set) on a path without an access check.",
	Exploit: "An attacker passes the address of their own contract, whose code overwrites the owner slot or " +
		"selfdestructs, in the context of this contract.",
	Recommendation: "Delegatecall only to trusted, fixed addresses, or restrict who may choose the target.",
	Severity:       vigil.SeverityCritical,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-112",
	CWE:            "CWE-829",
	Requires:       []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:            runDelegatecall,
}

func runDelegatecall(p *Pass) error {
	// The low-level calls are made by their names: code that spells neither has none.
	delegatecall := occurrencesOf(p.Model, wordDelegatecall)
	if !delegatecall.any() {
		return nil
	}
	for _, f := range entries(p.Model) {
		if !delegatecall.inCode(f) {
			continue
		}
		gd := f.Guards()
		for _, n := range f.CFG().Nodes {
			if gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if controlledDelegatecall(p.Model, f, n, c) {
					sc := n.Scope
					p.Report(Report{Function: f, File: sc.File, At: c.Node(),
						Message: fmt.Sprintf("%s delegatecalls %s, which any caller can choose", funcLabel(f), Text(sc.File, c.Target))})
				}
			}
		}
	}
	return nil
}

// controlledDelegatecall reports whether c, at node n of f, is a delegatecall (or callcode) whose target the
// caller chooses: a parameter, calldata, the caller's own address, or state that anyone can set. One that only
// lets execution go on when it fails does not count: no change the callee makes survives.
func controlledDelegatecall(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	if c.Kind != analysis.CallLowLevel || (c.Name != "delegatecall" && c.Name != "callcode") || c.Target == nil {
		return false
	}
	sc := n.Scope
	controlled := sc.Flow().Taint(c.Target).Has(analysis.TaintParam | analysis.TaintData | analysis.TaintSender | analysis.TaintOrigin)
	if !controlled {
		if sym := sc.RootVar(unwrapConversion(c.Target)); sym.Kind == analysis.SymState {
			_, controlled = openSetterIn(m, f.Contract, sym.State, nil)
		}
	}
	return controlled && !(c.Expr != nil && mustFail(n, c.Expr))
}

// mustFail reports whether a guard lets execution continue only when the call returns false:
// require(!x.delegatecall(d)) or if (x.delegatecall(d)) revert().
func mustFail(n *analysis.Node, ce *solidity.CallExpr) bool {
	if n.Kind != analysis.NodeGuard || n.Expr == nil {
		return false
	}
	e, neg := n.Expr, 0
	for {
		switch x := e.(type) {
		case *solidity.TupleExpr:
			if len(x.Elems) != 1 || x.Elems[0] == nil {
				return false
			}
			e = x.Elems[0]
			continue
		case *solidity.UnaryExpr:
			if x.Op != "!" {
				return false
			}
			e, neg = x.X, neg+1
			continue
		case *solidity.CallExpr:
			// The guard continues when the condition equals Holds; the call's value is then Holds xor negated.
			return x == ce && (n.Holds != (neg%2 == 1)) == false
		}
		return false
	}
}
