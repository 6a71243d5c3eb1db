package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UncheckedERC20Transfer reports ERC-20 transfer, transferFrom and approve calls whose bool result is ignored.
var UncheckedERC20Transfer = &Detector{
	ID:    "unchecked-erc20-transfer",
	Title: "Unchecked return value of an ERC-20 transfer",
	Description: "ERC-20 transfer, transferFrom and approve report failure by returning false, and many tokens " +
		"do return false instead of reverting. The code ignores the result, so a failed transfer is treated as a " +
		"successful one.",
	Exploit: "A user deposits with a token whose transferFrom returns false when the allowance is missing; the " +
		"contract credits the deposit anyway and the user withdraws tokens they never paid.",
	Recommendation: "Check the result (require(token.transfer(...))) or use a SafeERC20-style wrapper that makes a " +
		"low-level call and checks both success and the decoded return data.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-104",
	CWE:        "CWE-252",
	Requires:   []Requirement{RequireTypes, RequireCFG, RequireDataFlow},
	Run:        runUncheckedERC20,
}

func runUncheckedERC20(p *Pass) error {
	for _, f := range callsIn(p.Model).erc20 {
		for _, n := range f.CFG().Nodes {
			if !n.HasOwn() {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				callee, ok := erc20Call(c)
				if !ok {
					continue
				}
				conf := vigil.Confidence("")
				if callee != nil {
					// The interface in the unit says what comes back: nothing to check when it returns nothing
					// (a token known not to return a bool is called this way on purpose).
					rets := callee.Decl.Returns
					if len(rets) == 0 {
						continue
					}
					if et, ok := rets[0].Type.(*solidity.ElementaryTypeName); !ok || et.Name != "bool" {
						continue
					}
				} else {
					conf = vigil.ConfidenceMedium
				}
				status := resultUseIn(f.DefUse(), n, c.Expr)
				if status == resultChecked {
					continue
				}
				why := "ignores the bool returned by"
				if status == resultStoredUnused {
					why = "stores but never checks the bool returned by"
					conf = vigil.ConfidenceMedium
				}
				r := Report{Function: f, File: n.Scope.File, At: c.Expr, Confidence: conf,
					Message: fmt.Sprintf("%s %s %s", funcLabel(f), why, Text(n.Scope.File, c.Expr))}
				if callee != nil && neverReturnsFalse(callee) {
					// The token's own code is in the unit and only ever returns true (it reverts instead): the
					// result matters only if a different token sits behind the address.
					r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
					r.Message += " (" + funcLabel(callee) + " in this code never returns false)"
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// erc20Call tells whether c is an external transfer, transferFrom or approve on a token, and returns the called
// declaration when the unit has it.
func erc20Call(c *analysis.Call) (*analysis.Function, bool) {
	if c.Expr == nil || c.Kind != analysis.CallExternal || !c.ERC20 {
		return nil, false
	}
	return c.Callee, true
}

// neverReturnsFalse reports whether the function f has a body whose every return statement returns the literal
// true, as have the functions of that name in the contracts that inherit from f's contract (an override could
// return false).
func neverReturnsFalse(f *analysis.Function) bool {
	if f.Contract == nil {
		return false
	}
	for _, d := range f.Contract.Derived() {
		for _, g := range d.FunctionsNamed(f.Decl.Name) {
			if len(g.Decl.Params) == len(f.Decl.Params) && !onlyReturnsTrue(g) {
				return false
			}
		}
	}
	return onlyReturnsTrue(f)
}

// onlyReturnsTrue reports whether f has a body with at least one return statement, each returning the literal true.
func onlyReturnsTrue(f *analysis.Function) bool {
	if f.Decl.Body == nil {
		return false
	}
	returns, other := 0, false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if r, ok := x.(*solidity.ReturnStatement); ok {
			if b, ok := solidity.Unparen(r.Value).(*solidity.BoolLiteral); ok && b.Value {
				returns++
			} else {
				other = true
			}
			return false
		}
		return !other
	})
	return returns > 0 && !other
}
