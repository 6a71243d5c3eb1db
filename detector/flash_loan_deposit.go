package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FlashLoanDepositRepay reports flash loans that count a deposit as their repayment: the loan is checked by
// the contract's balance alone, and a deposit function, open during the loan, credits what the borrower pays
// back to the borrower.
var FlashLoanDepositRepay = &Detector{
	ID:    "flash-loan-deposit-repay",
	Title: "Flash loan repaid with a deposit",
	Description: "A flash loan checks that it was repaid by comparing the contract's balance after the " +
		"borrower's callback with the balance before. During the callback the borrower can call the " +
		"contract's deposit function with the borrowed funds: the balance is restored, so the loan passes, and " +
		"the deposit is credited to the borrower, who withdraws it afterwards.",
	Exploit: "As in Damn Vulnerable DeFi's Side Entrance: borrow the whole pool, deposit it back from the " +
		"callback, let the loan's balance check pass, then withdraw the deposit.",
	Recommendation: "Account for the loan separately from deposits: record the amount owed and require it to be " +
		"paid back through a dedicated path (pull it with transferFrom after the callback), or lock deposits " +
		"(a shared reentrancy guard) while a loan is out.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runFlashLoanDepositRepay,
}

func runFlashLoanDepositRepay(p *Pass) error {
	if !occurrencesOf(p.Model, wordBalance).any() {
		return nil
	}
	for _, f := range entries(p.Model) {
		if f.Contract == nil || f.IsView() {
			continue
		}
		g := f.CFG()
		// Most functions check no balance against an earlier reading: look for that check first.
		restoring := false
		for _, m := range g.Nodes {
			if m.Kind == analysis.NodeGuard && m.Holds && m.Expr != nil && restores(m) {
				restoring = true
				break
			}
		}
		if !restoring {
			continue
		}
		gd := f.Guards()
		for _, n := range g.Nodes {
			to, amount := lends(n)
			if to == nil || gd.Protected(n) {
				continue
			}
			check := restoringGuard(f, n)
			if check == nil || repaidAfter(f, n, to, amount) {
				continue // a repayment pulled from the borrower cannot be a deposit
			}
			dep := creditingDeposit(f, len(f.LockVars()) > 0)
			if dep == nil {
				continue
			}
			p.Report(Report{Function: f, File: check.Scope.File, At: check.Expr,
				Message: fmt.Sprintf("%s takes the loan as repaid when the contract's balance is back (%s), but the borrower can pay it back through %s, which credits the deposit to the borrower to withdraw later",
					funcLabel(f), Text(check.Scope.File, check.Expr), funcLabel(dep.fn)),
				Related: []Related{{File: dep.fn.File, At: dep.at, Message: "the deposit credited here"}}})
			break
		}
	}
	return nil
}

// lends returns the receiver and the amount when node n sends the contract's funds out: ether with a call, or a
// token transfer; nils otherwise.
func lends(n *analysis.Node) (to, amount solidity.Expr) {
	for _, c := range n.Calls() {
		if c.SendsEther() && c.Value != nil && c.Target != nil {
			return c.Target, c.Value
		}
		if to, amount := tokenTransfer(c); to != nil {
			return to, amount
		}
	}
	return nil, nil
}

// restoringGuard returns the guard after node n that balanceRestored finds, or nil.
func restoringGuard(f *analysis.Function, n *analysis.Node) *analysis.Node {
	g := f.CFG()
	after := g.After(n)
	for _, m := range g.Nodes {
		if after[m.Index] && m.Kind == analysis.NodeGuard && m.Holds && m.Expr != nil && restores(m) {
			return m
		}
	}
	return nil
}

// deposit is where a public function credits a caller's record with what the caller pays in.
type deposit struct {
	fn *analysis.Function
	at solidity.Node
}

// creditingDeposit returns a public function of loan's contract, other than loan, that credits an entry keyed
// by the caller with ether it receives or tokens it pulls from the caller, and that can run during the loan:
// when the loan holds a reentrancy lock (locked), the deposit must not hold one.
func creditingDeposit(loan *analysis.Function, locked bool) *deposit {
	for _, f := range loan.Contract.Functions {
		if f == loan || !f.IsEntry() || f.IsView() || f.Decl.Body == nil {
			continue
		}
		if locked && len(f.LockVars()) > 0 {
			continue
		}
		for _, u := range updatesOf(f) {
			if u.op != "+" || u.node.Scope != f.Scope() {
				continue
			}
			ix, ok := unparen(u.target).(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			fl := u.sc.Flow()
			if !callerValue(u.sc, ix.Index, 0) && !fl.Taint(ix.Index).Has(analysis.TaintSender) {
				continue
			}
			if fl.Taint(u.amount).Has(analysis.TaintValue) || pulledFromCaller(u.sc, u.amount) {
				return &deposit{fn: f, at: u.at}
			}
		}
	}
	return nil
}
