package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// runInstantRewardRace reports rewards added to a per-stake accumulator in one step (acc += amount * 1e18 /
// totalStaked), where any caller can stake just before the distribution and unstake right after: a staker who
// sees the distribution pending takes a share of it for a stake held for no time. Accumulators that grow with
// the clock (MasterChef's reward per block, Synthetix's reward rate) stream the reward instead and are left out.
func runInstantRewardRace(p *Pass) {
	ls := ledgerPairs(p.Model)
	if len(ls.pairs) == 0 {
		return
	}
	for _, fx := range functionFacts(p.Model) {
		if len(fx.writers) == 0 {
			continue
		}
		f := fx.fn
		if f.Contract == nil || f.Contract.Kind != solidity.KindContract || f.IsConstructor() || f.IsView() {
			continue
		}
		for _, u := range ls.updates[f] {
			if u.op != "+" {
				continue
			}
			id, ok := solidity.Unparen(u.target).(*solidity.Identifier)
			if !ok {
				continue
			}
			acc := u.sc.Resolve(id)
			if acc.Kind != analysis.SymState || acc.State == nil || ls.pairs[acc.State] != nil {
				continue // a total of a ledger rises with its entries: not a reward per unit
			}
			total := perUnitOf(u.sc, u.amount, 0)
			if total == nil || total == acc.State {
				continue
			}
			if u.sc.Flow().Taint(u.amount).Has(analysis.TaintTime | analysis.TaintBlockNumber | analysis.TaintBlock) {
				continue // the reward accrues with time: a stake must be held while it does
			}
			for ledger := range ls.pairs[total] {
				g := openStake(f, ledger)
				if g == nil {
					continue
				}
				w, _ := balanceMover(f, ledger, nil)
				if w == nil || locksStake(g, w, ledger, total) {
					continue
				}
				b := append(append(append(p.message(), funcLabel(f)...), " adds a reward to "...), acc.State.Name...)
				b = append(append(append(b, " at once, per unit of "...), total.Name...), ", which "...)
				b = append(append(append(b, funcLabel(g)...), " and "...), funcLabel(w)...)
				b = append(b, " let any caller raise just before and take back just after: a staker who sees the distribution pending takes a share of it for a stake held for no time"...)
				p.reportMessage(Report{Function: f, File: u.sc.File, At: u.at, From: f.Decl, Confidence: vigil.ConfidenceLow}, b)
				break
			}
		}
	}
}

// perUnitOf returns the state variable e is divided by, when e is a quotient by one (amount * 1e18 / total, or
// SafeMath's amount.mul(1e18).div(total)), directly or through a local set once; nil otherwise.
func perUnitOf(sc *analysis.Scope, e solidity.Expr, depth int) *analysis.StateVar {
	if e == nil || depth > 3 {
		return nil
	}
	var divisor solidity.Expr
	switch x := solidity.Unparen(e).(type) {
	case *solidity.BinaryExpr:
		if x.Op != "/" {
			return nil
		}
		divisor = x.Y
	case *solidity.CallExpr:
		if op, _, d := helperOp(sc, x); op == "/" {
			divisor = d
		}
	case *solidity.Identifier:
		return perUnitOf(sc, unchangedInit(sc, x), depth+1)
	}
	id, ok := solidity.Unparen(divisor).(*solidity.Identifier)
	if !ok {
		return nil
	}
	if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State != nil && !sym.State.Decl.Constant && !sym.State.Decl.Immutable {
		return sym.State
	}
	return nil
}

// openStake returns an entry function of f's contract, other than f, that raises the caller's own entry of
// ledger without an access check (a stake or deposit), or nil.
func openStake(f *analysis.Function, ledger *analysis.StateVar) *analysis.Function {
	for _, g := range f.Contract.Functions {
		if g == f || !g.IsEntry() || g.IsView() || g.Decl.Body == nil || g.Guards().AccessChecked() {
			continue
		}
		if raisesCallerEntry(g, ledger, 0) {
			return g
		}
	}
	return nil
}

// raisesCallerEntry reports whether g, or an internal function it calls, adds to the caller's entry of ledger.
func raisesCallerEntry(g *analysis.Function, ledger *analysis.StateVar, depth int) bool {
	if depth > 3 || g.Decl.Body == nil {
		return false
	}
	for _, u := range updatesOf(g) {
		if u.op != "+" {
			continue
		}
		if keys, root := entryKeys(u.sc, u.target, 0); root == ledger && callerKeyed(u.sc, keys) {
			return true
		}
	}
	for _, c := range g.Scope().Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != g &&
			raisesCallerEntry(c.Callee, ledger, depth+1) {
			return true
		}
	}
	return false
}

// locksStake reports whether the withdrawal w checks something the stake g sets besides the ledger and its total
// (an unlock time, a deposit block): a stake must then be held for a while, not only across one transaction.
func locksStake(g, w *analysis.Function, ledger, total *analysis.StateVar) bool {
	for _, v := range g.WrittenState() {
		if v != ledger && v != total && w.CheckedState(v) {
			return true
		}
	}
	return false
}
