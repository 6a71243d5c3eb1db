package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedLoanCallback reports callbacks that check which contract calls them (the flash lender, the pool)
// but ignore the address the lender hands them of who started the loan, and then act on the call's data with the
// contract's own funds.
var UnprotectedLoanCallback = &Detector{
	ID:    "unprotected-loan-callback",
	Title: "Callback trusts the lender that calls it, not the account that took the loan",
	Description: "The function only lets one stored contract call it (require(msg.sender == pool)), and that " +
		"contract calls it back on behalf of whoever asked: a flash lender (ERC-3156, Aave, dYdX's Solo, a pair's " +
		"flash swap) calls the receiver its borrower names, and passes the borrower's address as the first " +
		"argument. The function never reads that address, yet repays the loan with its fee, or runs calls taken " +
		"from the data, out of this contract's funds. Checking the caller proves only that a loan is under way, " +
		"not that this contract asked for it.",
	Exploit: "The attacker asks the lender for a loan with this contract as the receiver (Damn Vulnerable DeFi's " +
		"naive receiver, the dYdX callee bots drained in 2022): the lender calls back, the check passes, and the " +
		"contract pays the fee each time until it is empty, or executes the attacker's packed calls as itself " +
		"(approve or transfer its tokens to the attacker).",
	Recommendation: "Also require the initiator the lender passes to be this contract (require(initiator == " +
		"address(this))), or set a flag before asking for the loan and require it in the callback.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-863",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedLoanCallback,
}

func runUnprotectedLoanCallback(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || len(f.Decl.Params) < 2 || !hasAddressParam(f) || !f.ChecksCaller() {
			continue
		}
		lender := onlyLenderChecked(f)
		if lender == nil || !ignoresAddressParam(f) || checksStateBesides(f) {
			continue
		}
		at, what := loanEffect(f, lender)
		if at == nil {
			continue
		}
		p.Report(Report{Function: f, File: f.File, At: at,
			Message: fmt.Sprintf("%s checks only that %s calls it, and ignores the address it is passed of who took the loan: "+
				"anyone can have %s call back with data of their choice, and the function %s", funcLabel(f),
				lender.Name, lender.Name, what)})
	}
	return nil
}

// ignoresAddressParam reports whether f declares an address parameter that neither its body nor its modifiers'
// arguments read (unnamed, or named and unused).
func ignoresAddressParam(f *analysis.Function) bool {
	var unread []*solidity.VariableDeclaration
	for _, v := range f.Decl.Params {
		if t, ok := v.Type.(*solidity.ElementaryTypeName); ok && t.Name == "address" {
			if v.Name == "" {
				return true
			}
			unread = append(unread, v)
		}
	}
	if len(unread) == 0 {
		return false
	}
	sc := f.Scope()
	read := map[*solidity.VariableDeclaration]bool{}
	visit := func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam && sym.Var != nil {
				read[sym.Var] = true
			}
		}
		return true
	}
	solidity.Preorder(f.Decl.Body, visit)
	for _, m := range f.Decl.Modifiers {
		if m != nil {
			for _, a := range m.Args {
				solidity.Preorder(a, visit)
			}
		}
	}
	for _, v := range unread {
		if !read[v] {
			return true
		}
	}
	return false
}

// onlyLenderChecked returns the state variable that every access check of f compares msg.sender with, or nil
// when some check asks something else (tx.origin, a role, an owner) or the checks name different variables.
func onlyLenderChecked(f *analysis.Function) *analysis.StateVar {
	var lender *analysis.StateVar
	checks := f.Guards().Checks()
	if len(checks) == 0 {
		return nil
	}
	for _, n := range checks {
		if n.Expr == nil || n.Scope == nil {
			return nil
		}
		b, ok := unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || (b.Op != "==" && b.Op != "!=") {
			return nil
		}
		var other solidity.Expr
		switch {
		case isSenderExpr(b.X):
			other = b.Y
		case isSenderExpr(b.Y):
			other = b.X
		default:
			return nil
		}
		// address(pool), IPool(pool): the variable itself.
		for {
			ce, ok := unparen(other).(*solidity.CallExpr)
			if !ok || len(ce.Args) != 1 {
				break
			}
			if c := n.Scope.CallOf(ce); c == nil || c.Kind != analysis.CallTypeConversion {
				break
			}
			other = ce.Args[0]
		}
		id, ok := unparen(other).(*solidity.Identifier)
		if !ok {
			return nil
		}
		sym := n.Scope.Resolve(id)
		if sym.Kind != analysis.SymState || sym.State == nil || (lender != nil && lender != sym.State) {
			return nil
		}
		lender = sym.State
	}
	return lender
}

// checksStateBesides reports whether a guard of f's own body, other than its access checks, compares with or
// reads stored state without calling out: a flag or an expected hash that the contract set before it asked for
// the loan (require(pending), require(keccak256(data) == expected)) tells its own loans from others'.
func checksStateBesides(f *analysis.Function) bool {
	sc := f.Scope()
	fl := f.Flow()
	checks := f.Guards().Checks()
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope != sc {
			continue
		}
		if containsNode(checks, n) || len(n.Calls()) > 0 {
			continue
		}
		if fl.Taint(n.Expr).Has(analysis.TaintState) {
			return true
		}
	}
	return false
}

func containsNode(ns []*analysis.Node, n *analysis.Node) bool {
	for _, m := range ns {
		if m == n {
			return true
		}
	}
	return false
}

// loanEffect returns what f does with its data and this contract's funds once the check passed: a call whose
// target and calldata come from the parameters (preferred, the worse of the two), or else a payment of an amount
// from the parameters to the lender (msg.sender or the lender's variable): the repayment with its fee.
func loanEffect(f *analysis.Function, lender *analysis.StateVar) (solidity.Node, string) {
	sc := f.Scope()
	fl := f.Flow()
	var repay solidity.Node
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if target, data := forwardedCall(c); target != nil && data != nil &&
				fl.Taint(target).Has(analysis.TaintParam) && fl.Taint(data).Has(analysis.TaintParam) && !isLender(sc, target, lender) {
				return c.Node(), "runs the call to " + Text(f.File, target) + " it decodes from them as this contract"
			}
			if repay != nil {
				continue
			}
			to, amount := tokenTransfer(c)
			if to == nil {
				to, amount = tokenApproval(c)
			}
			if to == nil && sendsEtherTo(c) {
				to, amount = c.Target, c.Value
			}
			if to != nil && amount != nil && (isSenderExpr(to) || isLender(sc, to, lender)) && fl.Taint(amount).Has(analysis.TaintParam) {
				repay = c.Node()
			}
		}
	}
	if repay != nil {
		return repay, "pays the loan and its fee back from this contract's funds"
	}
	return nil, ""
}

// isLender reports whether e is the lender's variable, or a conversion of it.
func isLender(sc *analysis.Scope, e solidity.Expr, lender *analysis.StateVar) bool {
	for {
		ce, ok := unparen(e).(*solidity.CallExpr)
		if !ok || len(ce.Args) != 1 {
			break
		}
		if c := sc.CallOf(ce); c == nil || c.Kind != analysis.CallTypeConversion {
			break
		}
		e = ce.Args[0]
	}
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	return sym.Kind == analysis.SymState && sym.State == lender
}
