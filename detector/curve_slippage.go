package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// runCurveTrades reports trades the contract prices itself, a bonding curve's buy and sell: a public function
// works out what the caller gets for what it puts in (the ether it sends, or an amount it names) from a total the
// same function then moves (the supply, a reserve), and the caller states no least amount it accepts. Every
// trade moves the price of the next, so a searcher buys just before the caller and sells just after. It is part
// of missing-slippage-protection.
func runCurveTrades(p *Pass) {
	var tf *trustFinder
	defer func() {
		if tf != nil {
			tf.release()
		}
	}()
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 || f.Contract == nil {
			continue
		}
		payable := f.Decl.Mutability == solidity.MutabilityPayable
		if !payable && !sendsEtherToCaller(fx.calls) {
			continue // no ether paid for what the caller sells
		}
		g := f.CFG()
		sc := f.Scope()
		if payable && !addsToCaller(g, sc) {
			continue // nothing credited to the caller for its ether
		}
		var sold uint64 // the parameters a sale debits from the caller
		if !payable {
			if sold = debitedParams(g, sc); sold == 0 {
				continue
			}
		}
		fl := sc.Flow()
		var totals []*analysis.StateVar
		var open []bool
		for _, n := range g.Nodes {
			d, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
			if !ok || n.Scope != sc || d.Tuple || len(d.Vars) != 1 || d.Vars[0] == nil || d.Value == nil {
				continue
			}
			if payable && !fl.Taint(d.Value).Has(analysis.TaintValue) || !payable && fl.Params(d.Value)&sold == 0 {
				continue // not worked out from what the caller puts in: the ether it sends, or what it sells
			}
			if open == nil {
				totals, open = movedTotals(f), openNodes(f)
			}
			if len(totals) == 0 || !open[n.Index] {
				continue
			}
			if tf == nil {
				tf = newTrustFinder(p.Model)
			}
			var total *analysis.StateVar
			pro := false
			for _, v := range totals {
				if carries(sc, tf.valueOf(v, 0)).mentions(d.Value) {
					pro = total != nil
					total = v
				}
			}
			if total == nil || pro {
				// Two totals the trade moves together (shares and the assets pooled) set a pro-rata rate that
				// the trade leaves where it was: a vault's deposit, not a curve.
				continue
			}
			if movesWithCaller(g, sc, total) && carries(sc, growsWithOwnBalance).mentions(d.Value) {
				// The contract's own balance per unit of a supply the trade moves as it moves the caller's
				// entry (a vault's mint or burn): balance and supply move in proportion, so the rate is the one
				// a trade just before leaves.
				continue
			}
			local := d.Vars[0]
			amount := carries(sc, func(sc *analysis.Scope, x solidity.Node) bool {
				id, ok := x.(*solidity.Identifier)
				return ok && sc.Resolve(id).Kind == analysis.SymLocal && sc.Resolve(id).Var == local
			})
			if !paidToCaller(g, sc, payable, amount.mentions) || boundedByCaller(g, sc, fl, fl.Params(d.Value), amount.mentions) {
				continue
			}
			p.Report(Report{Function: f, File: sc.File, At: d,
				Message: fmt.Sprintf("%s prices the trade from %s, which every trade moves, and takes no least amount from the caller: a sandwich trades just before and after it",
					funcLabel(f), total.Name)})
		}
	}
}

// sendsEtherToCaller reports whether one of the message calls sends ether to msg.sender.
func sendsEtherToCaller(calls []callSite) bool {
	for _, s := range calls {
		if c := s.call; c.SendsEther() && c.Target != nil && isSenderExpr(unwrapConversion(c.Target)) {
			return true
		}
	}
	return false
}

// addsToCaller reports whether a node of g adds to the caller's entry of a table (balanceOf[msg.sender] += x).
func addsToCaller(g *analysis.CFG, sc *analysis.Scope) bool {
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if ia, ok := w.At.(*solidity.IndexAccess); ok && isSenderExpr(ia.Index) {
				if a := assignmentTo(n, w.At); a != nil && a.Op == "+=" {
					return true
				}
			}
		}
	}
	return false
}

// movedTotals returns the whole integer state variables (not tables) that f's own nodes write.
func movedTotals(f *analysis.Function) []*analysis.StateVar {
	var out []*analysis.StateVar
	sc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if _, whole := w.At.(*solidity.Identifier); whole && holdsNumber(w.Var) && !slices.Contains(out, w.Var) {
				out = append(out, w.Var)
			}
		}
	}
	return out
}

// debitedParams returns the parameters (bit i: parameter i) of the amounts g takes from the caller's entry of a
// table (balanceOf[msg.sender] -= tokens): what a sale gives up.
func debitedParams(g *analysis.CFG, sc *analysis.Scope) uint64 {
	var out uint64
	var fl *analysis.Flow
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if ia, ok := w.At.(*solidity.IndexAccess); !ok || !isSenderExpr(ia.Index) {
				continue
			}
			if a := assignmentTo(n, w.At); a != nil && a.Op == "-=" {
				if fl == nil {
					fl = sc.Flow()
				}
				out |= fl.Params(a.RHS)
			}
		}
	}
	return out
}

// paidToCaller reports whether the amount goes to the caller: for a purchase (payable), added to the caller's
// entry of a table (balanceOf[msg.sender] += tokens); for a sale, sent to msg.sender in ether.
func paidToCaller(g *analysis.CFG, sc *analysis.Scope, payable bool, mentions func(solidity.Node) bool) bool {
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		if payable {
			for _, w := range n.Writes() {
				a := assignmentTo(n, w.At)
				ia, ok := w.At.(*solidity.IndexAccess)
				if a != nil && a.Op == "+=" && ok && isSenderExpr(ia.Index) && mentions(a.RHS) {
					return true
				}
			}
			continue
		}
		for _, c := range n.Calls() {
			if c.SendsEther() && c.Target != nil && c.Value != nil && isSenderExpr(unwrapConversion(c.Target)) && mentions(c.Value) {
				return true
			}
		}
	}
	return false
}

// boundedByCaller reports whether a check or branch of g compares the amount with a value of a parameter the
// amount does not depend on: the least amount (or the most) the caller accepts.
func boundedByCaller(g *analysis.CFG, sc *analysis.Scope, fl *analysis.Flow, own uint64, mentions func(solidity.Node) bool) bool {
	for _, n := range g.Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Scope != sc || n.Expr == nil {
			continue
		}
		if fl.Params(n.Expr)&^own != 0 && mentions(n.Expr) {
			return true
		}
	}
	return false
}

// growsWithOwnBalance reports whether x is an expression that grows with the contract's own balance of ether or of a
// token (balanceBacked), read now.
func growsWithOwnBalance(sc *analysis.Scope, x solidity.Node) bool {
	e, ok := x.(solidity.Expr)
	return ok && balanceBacked(sc, e, 0)
}

// movesWithCaller reports whether a node of g changes the whole total the way another changes the caller's entry
// of a table, with the same operator and amount (totalShares += minted beside shares[msg.sender] += minted): the
// total is the supply of the units the caller holds, not a reserve the trade moves the other way.
func movesWithCaller(g *analysis.CFG, sc *analysis.Scope, total *analysis.StateVar) bool {
	var toTotal, toCaller []*solidity.AssignExpr
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			a := assignmentTo(n, w.At)
			if a == nil || (a.Op != "+=" && a.Op != "-=") {
				continue
			}
			if _, whole := w.At.(*solidity.Identifier); whole && w.Var == total {
				toTotal = append(toTotal, a)
			} else if ia, ok := w.At.(*solidity.IndexAccess); ok && isSenderExpr(ia.Index) {
				toCaller = append(toCaller, a)
			}
		}
	}
	for _, t := range toTotal {
		for _, c := range toCaller {
			if t.Op == c.Op && Text(sc.File, t.RHS) == Text(sc.File, c.RHS) {
				return true
			}
		}
	}
	return false
}
