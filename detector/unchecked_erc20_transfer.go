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
	reportRawTokenCalls(p)
	reportAsmEmptyAnswer(p, occurrencesOf(p.Model, wordCodeSize))
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
				if c.Name == "transfer" && recordsNothing(p.Model, f) {
					// Nothing is recorded as paid: on a failure the tokens stay where they were and the call can
					// be made again.
					r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceMedium
					r.Message += " (the function records nothing, so a failed transfer leaves the tokens in place)"
				}
				if grantsAllowance(c) {
					// A failed approve grants nothing, and the spender's later pull of the tokens fails with it:
					// no value moves on the failure. Revoking (approve(spender, 0)) stays medium: a failure leaves
					// the old allowance in place.
					r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceMedium
					r.Message += " (a failed approve grants nothing, and the spender's pull fails with it)"
				}
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

// recordsNothing reports whether f is an entry function no other function calls that writes no state, itself
// or through the internal functions it calls, and takes nothing in return for what it sends (neither ether nor
// tokens it pulls).
func recordsNothing(m *analysis.Model, f *analysis.Function) bool {
	if !f.IsEntry() || f.Decl.Mutability == solidity.MutabilityPayable || len(m.CallGraph().Callers(f)) > 0 || writesState(f) {
		return false // a payable function takes ether for what it sends
	}
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallExternal && c.ERC20 && c.Name == "transferFrom" {
				return false // tokens pulled in for what it sends: a swap
			}
		}
	}
	return true
}

// grantsAllowance reports whether c is approve(spender, amount) with an amount other than the literal zero.
func grantsAllowance(c *analysis.Call) bool {
	if c.Name != "approve" || len(c.Args) != 2 {
		return false
	}
	lit, ok := solidity.Unparen(c.Args[1]).(*solidity.NumberLiteral)
	return !ok || lit.Value != "0"
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

// reportRawTokenCalls reports low-level calls that encode an ERC-20 transfer, transferFrom or approve, check the
// call's success and drop the data it returns: a token that returns false instead of reverting goes unnoticed.
// Only the tuple form (bool ok, ) = token.call(…) is reported, where the returned data could have been read
// (compilers before 0.5 return no data from call).
func reportRawTokenCalls(p *Pass) {
	var codeSize *wordOccurrences // where code sizes are read, found on the first call that needs it
	for _, fx := range functionFacts(p.Model) {
		for _, s := range fx.calls {
			n, c := s.node, s.call
			if c.Kind != analysis.CallLowLevel || c.Name != "call" || len(c.Args) != 1 || c.Value != nil {
				continue
			}
			if data := returnedData(n, c.Expr); data != nil {
				if codeSize == nil {
					codeSize = occurrencesOf(p.Model, wordCodeSize)
				}
				reportEmptyAnswer(p, fx.fn, n, c, data, codeSize)
				continue
			}
			if !dropsReturnData(n, c.Expr) || !encodesERC20Call(n.Scope, c.Args[0]) {
				continue
			}
			if resultUseLazy(fx.fn.DefUse, n, c.Expr) != resultChecked || onlyReturned(fx.fn, n, c.Expr) {
				continue // unchecked-low-level-call reports the ignored (or only returned) success itself
			}
			p.Report(Report{Function: fx.fn, File: n.Scope.File, At: c.Expr, Confidence: vigil.ConfidenceMedium,
				Message: fmt.Sprintf("%s checks that %s did not revert but drops the data it returns: a token that "+
					"returns false on failure is taken to have paid", funcLabel(fx.fn), Text(n.Scope.File, c.Expr))})
		}
	}
}

// reportEmptyAnswer reports the ERC-20 call c of the entry function f, to a token the caller names, when f takes
// an empty answer for success, then records something (a credit) (data.length == 0 || abi.decode(data, (bool))) and reads no code size: an address
// with no code (address(0), an account) answers every call with success and no data, so the transfer is taken
// as made and nothing moved. Tokens that return nothing (USDT) are why the empty answer is accepted; a check that
// the token has code is what makes it safe.
func reportEmptyAnswer(p *Pass, f *analysis.Function, n *analysis.Node, c *analysis.Call, data *solidity.VariableDeclaration, codeSize *wordOccurrences) {
	if !f.IsEntry() || !encodesERC20Call(n.Scope, c.Args[0]) || codeSize.inCode(f) {
		return
	}
	if !n.Scope.Flow().Taint(c.Target).Has(analysis.TaintParam) || !emptyAccepted(f, data) || !writesAfter(f, n) {
		return
	}
	p.Report(Report{Function: f, File: n.Scope.File, At: c.Expr, Confidence: vigil.ConfidenceMedium,
		Message: fmt.Sprintf("%s takes an empty answer from %s as a successful transfer and never checks that the token "+
			"the caller names has code: a call to an address with no code (address(0), an account) succeeds with no "+
			"data, so nothing is paid", funcLabel(f), Text(n.Scope.File, c.Expr))})
}

// writesAfter reports whether f writes state after node n: the record a transfer taken as made credits.
func writesAfter(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	after := g.Reachable(n.Succs, nil)
	for _, m := range g.Nodes {
		if after[m.Index] && len(m.Writes()) > 0 {
			return true
		}
	}
	return false
}

// returnedData returns the local that node n keeps the data returned by call ce in ((bool ok, bytes memory data)
// = ce), or nil.
func returnedData(n *analysis.Node, ce *solidity.CallExpr) *solidity.VariableDeclaration {
	st, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
	if !ok || !st.Tuple || len(st.Vars) != 2 || st.Vars[1] == nil || solidity.Unparen(st.Value) != solidity.Expr(ce) {
		return nil
	}
	return st.Vars[1]
}

// emptyAccepted reports whether a check of f lets an empty data through: data.length == 0 in a condition.
func emptyAccepted(f *analysis.Function, data *solidity.VariableDeclaration) bool {
	found := false
	for _, n := range f.CFG().Nodes {
		if found || n.Expr == nil || (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || b.Op != "==" || found {
				return !found
			}
			for _, side := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				ma, ok := solidity.Unparen(side[0]).(*solidity.MemberAccess)
				lit, isNum := solidity.Unparen(side[1]).(*solidity.NumberLiteral)
				if ok && isNum && ma.Member == "length" && lit.Value == "0" {
					if id, ok := solidity.Unparen(ma.X).(*solidity.Identifier); ok && n.Scope.Resolve(id).Var == data {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// dropsReturnData reports whether node n keeps the success flag of call ce in a tuple and leaves the returned
// data out of it: (bool ok, ) = ce or (ok, ) = ce.
func dropsReturnData(n *analysis.Node, ce *solidity.CallExpr) bool {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		return st.Tuple && len(st.Vars) == 2 && st.Vars[1] == nil && solidity.Unparen(st.Value) == solidity.Expr(ce)
	case *solidity.ExpressionStatement:
		a, ok := solidity.Unparen(st.X).(*solidity.AssignExpr)
		if !ok || a.Op != "=" || solidity.Unparen(a.RHS) != solidity.Expr(ce) {
			return false
		}
		t, ok := solidity.Unparen(a.LHS).(*solidity.TupleExpr)
		return ok && len(t.Elems) == 2 && t.Elems[1] == nil
	}
	return false
}

// encodesERC20Call reports whether e is the calldata of an ERC-20 transfer, transferFrom or approve (see
// encodedERC20).
func encodesERC20Call(sc *analysis.Scope, e solidity.Expr) bool {
	sig, _ := encodedERC20(sc, e)
	return sig != ""
}
