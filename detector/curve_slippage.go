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
// of missing-slippage-protection. It returns the functions it reported.
func runCurveTrades(p *Pass) map[*analysis.Function]bool {
	var reported map[*analysis.Function]bool
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
		sc := f.Scope()
		// tokenPaid marks a trade that pays the caller only in tokens: judged as a two-reserve curve only (below).
		tokenPaid := !payable && !sendsEtherToCaller(fx.calls)
		if tokenPaid && !tokensToCaller(sc, fx.calls) {
			continue // nothing paid, in ether or in tokens, for what the caller puts in
		}
		g := f.CFG()
		if payable && !addsToCaller(g, sc) && !tokensToCaller(sc, fx.calls) {
			continue // nothing credited or paid in tokens to the caller for its ether
		}
		var sold uint64 // the parameters of what the caller gives up: debited from its entry, or its tokens taken
		if !payable {
			if sold = debitedParams(g, sc) | tokensTakenParams(sc, fx.calls); sold == 0 {
				continue
			}
		}
		fl := sc.Flow()
		var totals []*analysis.StateVar
		var open []bool
		var priced []*solidity.VariableDeclaration // the amounts reported: what is worked out from them is the same trade
		for _, n := range g.Nodes {
			if n.Scope != sc {
				continue
			}
			local, value, declared := tradeAmount(sc, n)
			if local == nil {
				continue
			}
			if payable && !fl.Taint(value).Has(analysis.TaintValue) || !payable && fl.Params(value)&sold == 0 {
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
			pro, apart := false, false
			for _, v := range totals {
				if carries(sc, tf.valueOf(v, 0)).mentions(value) {
					if total != nil {
						if movedApart(g, sc, total, v) {
							apart = true
						} else {
							pro = true
						}
					}
					total = v
				}
			}
			if total == nil || pro {
				// Two totals the trade moves together (shares and the assets pooled) set a pro-rata rate that
				// the trade leaves where it was: a vault's deposit, not a curve. Two it moves apart (one
				// reserve in, the other out) are a constant-product curve's.
				continue
			}
			if (tokenPaid || !declared) && !apart {
				// A share of a pool paid in tokens, or set into a result, priced from one total the unit holds
				// whole: its other side (a staked sum a view adds up, the contract's balance) may move with it
				// too, as a pro-rata rate does. Only two reserves moved apart tell a curve there.
				continue
			}
			if movesWithCaller(g, sc, total) && carries(sc, growsWithOwnBalance).mentions(value) {
				// The contract's own balance per unit of a supply the trade moves as it moves the caller's
				// entry (a vault's mint or burn): balance and supply move in proportion, so the rate is the one
				// a trade just before leaves.
				continue
			}
			amount := carries(sc, func(sc *analysis.Scope, x solidity.Node) bool {
				id, ok := x.(*solidity.Identifier)
				if !ok {
					return false
				}
				sym := sc.Resolve(id)
				return (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn) && sym.Var == local
			})
			if !paidToCaller(g, sc, payable, amount.mentions) || boundedByCaller(g, sc, fl, fl.Params(value), amount.mentions) {
				continue
			}
			if len(priced) > 0 && carries(sc, func(sc *analysis.Scope, x solidity.Node) bool {
				id, ok := x.(*solidity.Identifier)
				return ok && slices.Contains(priced, sc.Resolve(id).Var)
			}).mentions(value) {
				continue // a fee or a share of an amount already reported
			}
			priced = append(priced, local)
			if reported == nil {
				reported = map[*analysis.Function]bool{}
			}
			reported[f] = true
			p.Report(Report{Function: f, File: sc.File, At: n.Stmt,
				Message: fmt.Sprintf("%s prices the trade from %s, which every trade moves, and takes no least amount from the caller: a sandwich trades just before and after it",
					funcLabel(f), total.Name)})
		}
	}
	return reported
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
// entry of a table (balanceOf[msg.sender] += tokens) or sent to it in tokens; for a sale, or a purchase paid in tokens, sent to
// msg.sender in ether or in tokens (transferred or minted to it).
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
		}
		for _, c := range n.Calls() {
			if payable {
				// A purchase paid in tokens: the tokens sent to the caller for its ether.
				if amount := tokensGivenToCaller(c); amount != nil && mentions(amount) {
					return true
				}
				continue
			}
			if c.SendsEther() && c.Target != nil && c.Value != nil && isSenderExpr(unwrapConversion(c.Target)) && mentions(c.Value) {
				return true
			}
			if amount := tokensGivenToCaller(c); amount != nil && mentions(amount) {
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

// tradeAmount returns the local (or named return) that node n sets, with the value it sets it to, when n is a
// declaration of one local with a value (declared) or an assignment of one (uint out = f(x); out = f(x)); nils
// otherwise.
func tradeAmount(sc *analysis.Scope, n *analysis.Node) (local *solidity.VariableDeclaration, value solidity.Expr, declared bool) {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if st.Tuple || len(st.Vars) != 1 || st.Vars[0] == nil || st.Value == nil {
			return nil, nil, false
		}
		return st.Vars[0], st.Value, true
	case *solidity.ExpressionStatement:
		a, ok := unparen(st.X).(*solidity.AssignExpr)
		if !ok || a.Op != "=" {
			return nil, nil, false
		}
		id, ok := unparen(a.LHS).(*solidity.Identifier)
		if !ok {
			return nil, nil, false
		}
		if sym := sc.Resolve(id); (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn) && sym.Var != nil {
			return sym.Var, a.RHS, false
		}
	}
	return nil, nil, false
}

// tokensToCaller reports whether one of the message calls transfers or mints tokens to msg.sender.
func tokensToCaller(sc *analysis.Scope, calls []callSite) bool {
	for _, s := range calls {
		if s.node.Scope == sc && tokensGivenToCaller(s.call) != nil {
			return true
		}
	}
	return false
}

// tokensGivenToCaller returns the amount of an ERC-20 transfer to msg.sender (token.transfer(msg.sender, x), a
// safeTransfer) or of a mint for it (token.mint(msg.sender, x)); nil for any other call.
func tokensGivenToCaller(c *analysis.Call) solidity.Expr {
	if to, amount := tokenTransfer(c); to != nil {
		if isSenderExpr(unwrapConversion(to)) {
			return amount
		}
		return nil
	}
	if c.Kind == analysis.CallExternal && c.Name == "mint" && len(c.Args) == 2 && isSenderExpr(unwrapConversion(c.Args[0])) {
		return c.Args[1]
	}
	return nil
}

// tokensTakenParams returns the parameters (bit i: parameter i) of the amounts f's own calls take from the
// caller in tokens: pulled with transferFrom(msg.sender, to, amount), or burnt from it (token.burn(msg.sender,
// amount), token.burnFrom(msg.sender, amount)). What a trade paid in tokens gives up.
func tokensTakenParams(sc *analysis.Scope, calls []callSite) uint64 {
	var out uint64
	for _, s := range calls {
		c := s.call
		if s.node.Scope != sc || c.Expr == nil {
			continue
		}
		var amount solidity.Expr
		if from, _ := transferFromSource(c); from != nil && isSenderExpr(unwrapConversion(from)) {
			amount = c.Args[len(c.Args)-1]
		} else if c.Kind == analysis.CallExternal && (c.Name == "burn" || c.Name == "burnFrom") && len(c.Args) == 2 && isSenderExpr(unwrapConversion(c.Args[0])) {
			amount = c.Args[1]
		}
		if amount != nil {
			out |= sc.Flow().Params(amount)
		}
	}
	return out
}

// movedApart reports whether f's own nodes add to one of the whole totals a and b and take from the other
// (reserveIn += amountIn; reserveOut -= amountOut): the two reserves of a constant-product curve, not a
// supply and the assets pooled behind it, which a deposit moves together.
func movedApart(g *analysis.CFG, sc *analysis.Scope, a, b *analysis.StateVar) bool {
	da, db := 0, 0
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if _, whole := w.At.(*solidity.Identifier); !whole || w.Var != a && w.Var != b {
				continue
			}
			x := assignmentTo(n, w.At)
			if x == nil {
				continue
			}
			d := 0
			switch x.Op {
			case "+=":
				d = 1
			case "-=":
				d = -1
			default:
				return false
			}
			if w.Var == a {
				if da != 0 && da != d {
					return false
				}
				da = d
			} else {
				if db != 0 && db != d {
					return false
				}
				db = d
			}
		}
	}
	return da != 0 && db != 0 && da != db
}
