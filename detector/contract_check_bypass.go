package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ContractCheckBypass reports checks that keep contracts out by the caller's code size.
var ContractCheckBypass = &Detector{
	ID:    "contract-check-bypass",
	Title: "Caller told from a contract by its code size",
	Description: "A public function requires the caller to have no code (msg.sender.code.length == 0, " +
		"extcodesize, or an isContract helper) to keep contracts out. A contract has no code while its " +
		"constructor runs, so an attacking contract calls from its constructor and passes the check; and the " +
		"check also shuts out smart-contract wallets.",
	Exploit: "The attacker deploys a contract whose constructor calls the function (for instance to mint past a " +
		"per-account limit, or to run a flash-loan attack the check was meant to stop) and passes as an account.",
	Recommendation: "Do not rely on code size to tell accounts from contracts. Enforce the rule the check stands " +
		"for directly (limits per address, reentrancy locks, commit-reveal), or compare msg.sender with tx.origin " +
		"if only externally owned accounts may call.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-670",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runContractCheckBypass,
}

func runContractCheckBypass(p *Pass) error {
	if !occurrencesOf(p.Model, wordCodeSize).any() {
		return nil // no code of the unit reads code sizes
	}
	sizeOf := map[*analysis.Function]bool{} // internal functions that answer whether their parameter has code
	for _, f := range entries(p.Model) {
		for _, n := range f.CFG().Nodes {
			if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
				continue
			}
			if at := callerCodeTest(n.Scope, n.Expr, sizeOf); at != nil && !(n.Kind == analysis.NodeCond && branchCallsCaller(f.CFG(), n)) {
				p.Report(Report{Function: f, File: n.Scope.File, At: at,
					Message: fmt.Sprintf("%s tells the caller from a contract by its code size (%s): a contract calling from its constructor has no code yet and passes", funcLabel(f), Text(n.Scope.File, at))})
			}
		}
	}
	return nil
}

// callerCodeTest returns the part of condition e that tests whether the caller has code: msg.sender.code.length
// (or address(msg.sender).code.length), or an internal or library function answering it for an account it is
// handed the caller (isContract(msg.sender)); nil when there is none.
func callerCodeTest(sc *analysis.Scope, e solidity.Expr, sizeOf map[*analysis.Function]bool) solidity.Node {
	var found solidity.Node
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found != nil {
			return false
		}
		switch y := x.(type) {
		case *solidity.MemberAccess:
			if codeLengthOf(sc, y, func(a solidity.Expr) bool { return callerValue(sc, a, 0) }) {
				found = y
			}
		case *solidity.CallExpr:
			c := sc.CallOf(y)
			if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
				return true
			}
			args := c.Args
			if libraryOffset(c) == 1 && c.Target != nil {
				args = append([]solidity.Expr{c.Target}, args...)
			}
			if len(args) != 1 || !callerValue(sc, args[0], 0) {
				return true
			}
			answers, ok := sizeOf[c.Callee]
			if !ok {
				answers = answersCodeSize(c.Callee)
				sizeOf[c.Callee] = answers
			}
			if answers {
				found = y
			}
		}
		return found == nil
	})
	return found
}

// codeLengthOf reports whether m is x.code.length (or address(x).code.length) with is(x).
func codeLengthOf(sc *analysis.Scope, m *solidity.MemberAccess, is func(solidity.Expr) bool) bool {
	if m.Member != "length" {
		return false
	}
	code, ok := unparen(m.X).(*solidity.MemberAccess)
	return ok && code.Member == "code" && is(unwrapTypeConversions(sc, code.X))
}

// answersCodeSize reports whether f, a function of one address parameter, returns whether that account has
// code: `return account.code.length > 0;`, or the size read with extcodesize in assembly
// (`assembly { size := extcodesize(account) } return size > 0;`), OpenZeppelin's Address.isContract.
func answersCodeSize(f *analysis.Function) bool {
	if f.Decl.Body == nil || len(f.Decl.Params) != 1 || len(f.Decl.Returns) != 1 {
		return false
	}
	param := f.Decl.Params[0]
	if param == nil || param.Name == "" {
		return false
	}
	sc := f.Scope()
	isParam := func(a solidity.Expr) bool {
		id, ok := unparen(a).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == param
	}
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.MemberAccess:
			found = found || codeLengthOf(sc, y, isParam)
		case *solidity.YulCall:
			if y.Name == "extcodesize" && len(y.Args) == 1 {
				if id, ok := y.Args[0].(*solidity.YulIdentifier); ok && id.Name == param.Name {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// branchCallsCaller reports whether a branch of the condition n calls the caller's code: an external call of
// the caller made in a node one of n's successors dominates. Then the code-size test chooses whether to notify
// the caller (a receiver hook, as safe mints and transfers call onERC721Received when the recipient has code),
// and keeps no one out.
func branchCallsCaller(g *analysis.CFG, n *analysis.Node) bool {
	for _, m := range g.Nodes {
		if m == n || m.Scope == nil || !m.MakesCallsOrWrites() {
			continue
		}
		for _, c := range m.Calls() {
			if c.Kind != analysis.CallExternal && c.Kind != analysis.CallLowLevel || c.Target == nil ||
				!callerValue(m.Scope, unwrapTypeConversions(m.Scope, c.Target), 0) {
				continue
			}
			for _, s := range n.Succs {
				if dominates(g, s, m) {
					return true
				}
			}
		}
	}
	return false
}
