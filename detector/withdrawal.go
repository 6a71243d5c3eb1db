package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedEtherWithdrawal reports public functions that let anyone take ether.
var UnprotectedEtherWithdrawal = &Detector{
	ID:    "unprotected-ether-withdrawal",
	Title: "Unprotected ether withdrawal",
	Description: "A public or external function without an access check sends ether to an address the caller " +
		"chooses (msg.sender, a parameter, or state anyone can set), and the amount is not limited by a balance " +
		"recorded for that caller.",
	Exploit: "Anyone calls the function, repeatedly if need be, and receives the contract's ether.",
	Recommendation: "Restrict the function to authorised callers, or pay out only amounts recorded for the caller " +
		"and reduce that record before sending.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runWithdrawal,
}

func runWithdrawal(p *Pass) error {
	si := newSetterIndex()
	for _, f := range entries(p.Model) {
		gd := f.Guards()
		fl := f.Flow()
		for _, n := range f.CFG().Nodes {
			if gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Expr == nil || !c.SendsEther() || c.Kind == analysis.CallExternal || c.Target == nil {
					continue
				}
				sc := n.Scope
				controlled := false
				if sc == f.Scope() && fl.Taint(c.Target).Has(analysis.TaintSender|analysis.TaintOrigin|analysis.TaintParam) {
					controlled = true
				} else if sym := sc.RootVar(c.Target); sym.Kind == analysis.SymState {
					_, controlled = si.openSetter(f.Contract, sym.State, nil)
				}
				if !controlled || sc != f.Scope() || boundedAmount(f, c) {
					continue
				}
				p.Report(Report{Function: f, File: sc.File, At: c.Expr,
					Message: fmt.Sprintf("%s lets any caller send %s to %s", funcLabel(f), Text(sc.File, c.Value), Text(sc.File, c.Target))})
			}
		}
	}
	return nil
}

// boundedAmount reports whether the amount a call sends is limited by what the contract recorded for the
// receiver or the caller: msg.value itself, a mapping entry keyed by the caller or receiver, a check against
// such an entry, or a write that debits one.
func boundedAmount(f *analysis.Function, c *analysis.Call) bool {
	sc := f.Scope()
	fl := f.Flow()
	if c.Value == nil {
		return true
	}
	if lit, ok := c.Value.(*solidity.NumberLiteral); ok && lit.Value == "0" {
		return true
	}
	if fl.Taint(c.Value).Has(analysis.TaintValue) {
		return true
	}
	targetText := Text(f.File, c.Target)
	keyed := func(e solidity.Node) bool {
		found := false
		solidity.Preorder(e, func(x solidity.Node) bool {
			ia, ok := x.(*solidity.IndexAccess)
			if !ok || ia.Index == nil || found {
				return !found
			}
			if sc.RootVar(ia).Kind != analysis.SymState {
				return true
			}
			if fl.Taint(ia.Index).Has(analysis.TaintSender|analysis.TaintOrigin) || Text(f.File, ia.Index) == targetText {
				found = true
			}
			return !found
		})
		return found
	}
	amountKey := exprKey(f.File, c.Value)
	debited := false
	for _, n := range f.CFG().Nodes {
		own := n.Own()
		if own == nil {
			continue
		}
		if n.Kind == analysis.NodeGuard && wrongWayCheck(f, n, amountKey, keyed) {
			return false
		}
		for _, w := range n.Writes() {
			if keyed(w.At) {
				debited = true
			}
		}
		// A helper that updates state for the caller (_transfer(msg.sender, this, amount), _burn(msg.sender,
		// amount)) keeps the caller's record too.
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || len(c.Callee.WrittenState()) == 0 {
				continue
			}
			for _, a := range c.Args {
				if n.Scope.Flow().Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
					debited = true
				}
			}
		}
	}
	return debited
}

// wrongWayCheck recognises a guard that requires the amount to be at least the recorded balance
// (require(amount >= balances[msg.sender])): the comparison is the wrong way round and bounds nothing.
func wrongWayCheck(f *analysis.Function, n *analysis.Node, amountKey string, keyed func(solidity.Node) bool) bool {
	b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
	if !ok || !n.Holds {
		return false
	}
	x, y := exprKey(f.File, b.X), exprKey(f.File, b.Y)
	switch b.Op {
	case ">=", ">":
		return x == amountKey && keyed(b.Y)
	case "<=", "<":
		return y == amountKey && keyed(b.X)
	}
	return false
}
