package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UncheckedLowLevelCall reports low-level calls and sends whose success flag is ignored.
var UncheckedLowLevelCall = &Detector{
	ID:    "unchecked-low-level-call",
	Title: "Unchecked return value of a low-level call",
	Description: "call, delegatecall, callcode and send do not revert when the callee fails: they return false. " +
		"The code ignores that result, so a failed payment or call goes unnoticed and execution continues as if " +
		"it had succeeded.",
	Exploit: "The receiver's fallback reverts (or runs out of gas); send returns false, the contract still marks " +
		"the payment as made, and the funds stay locked or the accounting goes wrong.",
	Recommendation: "Check the returned success flag (require(ok) or if (!ok) revert) or use transfer / a helper " +
		"that reverts on failure.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-104",
	CWE:        "CWE-252",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUncheckedCall,
}

func runUncheckedCall(p *Pass) error {
	for _, f := range bodies(p.Model) {
		g := f.CFG()
		for _, n := range g.Nodes {
			own := n.Own()
			if own == nil {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Expr == nil || !(c.Kind == analysis.CallSend || c.Kind == analysis.CallLowLevel) {
					continue
				}
				status := resultUse(n, c.Expr)
				if status == resultChecked {
					continue
				}
				conf := vigil.ConfidenceHigh
				why := "ignores the result of"
				if status == resultStoredUnused {
					conf = vigil.ConfidenceMedium
					why = "stores but never checks the result of"
				}
				p.Report(Report{Function: f, File: n.Scope.File, At: c.Expr, Confidence: conf,
					Message: fmt.Sprintf("%s %s %s", funcLabel(f), why, Text(n.Scope.File, c.Expr))})
			}
		}
	}
	return nil
}

type resultStatus int

const (
	resultChecked resultStatus = iota
	resultIgnored
	resultStoredUnused
)

// resultUse tells how the value of call expression ce (evaluated at node n) is used.
func resultUse(n *analysis.Node, ce *solidity.CallExpr) resultStatus {
	sc := n.Scope
	switch st := n.Stmt.(type) {
	case *solidity.ExpressionStatement:
		x := unparen(st.X)
		if x == solidity.Expr(ce) {
			return resultIgnored
		}
		if a, ok := x.(*solidity.AssignExpr); ok && unparen(a.RHS) == solidity.Expr(ce) {
			return varUse(sc, lhsVars(sc, a.LHS))
		}
		if a, ok := x.(*solidity.AssignExpr); ok {
			if t, ok := unparen(a.RHS).(*solidity.TupleExpr); ok && len(t.Elems) > 0 && t.Elems[0] == solidity.Expr(ce) {
				return varUse(sc, lhsVars(sc, a.LHS))
			}
		}
	case *solidity.VariableDeclarationStatement:
		if unparen(st.Value) == solidity.Expr(ce) && len(st.Vars) > 0 {
			return varUse(sc, st.Vars[:1])
		}
	}
	// Anywhere else (a condition, a require, a return value, an argument) the value is used.
	return resultChecked
}

func unparen(e solidity.Expr) solidity.Expr {
	for {
		t, ok := e.(*solidity.TupleExpr)
		if !ok || len(t.Elems) != 1 || t.Elems[0] == nil {
			return e
		}
		e = t.Elems[0]
	}
}

// lhsVars returns the local variables an assignment's left side names first (the success flag slot).
func lhsVars(sc *analysis.Scope, lhs solidity.Expr) []*solidity.VariableDeclaration {
	lhs = unparen(lhs)
	if t, ok := lhs.(*solidity.TupleExpr); ok && len(t.Elems) > 0 {
		lhs = t.Elems[0]
	}
	if id, ok := lhs.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Var != nil {
			return []*solidity.VariableDeclaration{sym.Var}
		}
		return nil // a state variable or something else keeps the value: count it as used
	}
	return nil
}

// varUse reports whether a local holding a call's success flag is later read in a condition, a require/assert,
// a return or any other expression.
func varUse(sc *analysis.Scope, vars []*solidity.VariableDeclaration) resultStatus {
	if len(vars) == 0 || vars[0] == nil {
		if len(vars) == 0 {
			return resultChecked
		}
		return resultStoredUnused
	}
	v := vars[0]
	used := false
	body := sc.Body()
	solidity.Inspect(body, func(x solidity.Node) bool {
		if used {
			return false
		}
		switch x := x.(type) {
		case *solidity.AssignExpr:
			// Being assigned is not a use; look only at the right side (and index expressions on the left).
			solidity.Inspect(x.RHS, func(y solidity.Node) bool {
				if id, ok := y.(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
					used = true
				}
				return !used
			})
			return false
		case *solidity.Identifier:
			if sc.Resolve(x).Var == v {
				used = true
			}
		}
		return true
	})
	if used {
		return resultChecked
	}
	return resultStoredUnused
}
