package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MissingSlippageProtection reports swaps through a Uniswap-style router that accept any amount out, trades a
// contract prices itself on a curve without a least amount out, and trades at a moving price whose bound
// parameter is never read.
var MissingSlippageProtection = &Detector{
	ID:    "missing-slippage-protection",
	Title: "Swap without a minimum amount out",
	Description: "The contract swaps through a router (Uniswap V2's swapExact… functions, V3's exactInput…) and " +
		"passes 0 as the least amount it accepts in return. Whatever price the pool gives when the transaction " +
		"runs is taken, however bad. A deadline of block.timestamp, which every block meets, is reported too " +
		"(low): it lets a pending swap run at any later time. So is a trade the contract prices itself (a " +
		"bonding curve's buy or sell) from a total the trade moves, with no least amount the caller accepts, " +
		"and a trade whose caller names a bound (a least amount out, a most price) the function never reads " +
		"while the amount follows a price other transactions move (an oracle's answer, a bond price that rises " +
		"with debt).",
	Exploit: "A searcher sees the swap in the mempool, buys before it to push the price up and sells right after " +
		"(a sandwich): the swap gets a fraction of its value and the searcher keeps the difference.",
	Recommendation: "Pass a minimum amount out computed off-chain from the expected price and a slippage " +
		"tolerance (a parameter of the caller's), or from a manipulation-resistant oracle.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-20",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runMissingSlippage,
}

// routerCall describes a router function that takes least amounts the caller accepts: its number of
// arguments, the positions of those least amounts and of the deadline (-1 where there is none), and what the
// call does, for the message.
type routerCall struct {
	args     int
	mins     []int
	deadline int
	does     string
	in       int // the position of the amount put in (-1: the ether sent)
}

// routerCalls lists Uniswap V2-style router functions (and Curve's pool functions) by name.
var routerCalls = map[string]routerCall{
	"swapExactTokensForTokens":                              {5, []int{1}, 4, "swaps", 0},
	"swapExactTokensForETH":                                 {5, []int{1}, 4, "swaps", 0},
	"swapExactETHForTokens":                                 {4, []int{0}, 3, "swaps", -1},
	"swapExactTokensForTokensSupportingFeeOnTransferTokens": {5, []int{1}, 4, "swaps", 0},
	"swapExactTokensForETHSupportingFeeOnTransferTokens":    {5, []int{1}, 4, "swaps", 0},
	"swapExactETHForTokensSupportingFeeOnTransferTokens":    {4, []int{0}, 3, "swaps", -1},
	// addLiquidity(tokenA, tokenB, desiredA, desiredB, minA, minB, to, deadline) and the others like it: with
	// every least amount 0, a pool whose price was moved first takes the deposit (or pays the withdrawal) at
	// that price.
	"addLiquidity":       {8, []int{4, 5}, 7, "adds liquidity", 2},
	"addLiquidityETH":    {6, []int{2, 3}, 5, "adds liquidity", 1},
	"removeLiquidity":    {7, []int{3, 4}, 6, "removes liquidity", 2},
	"removeLiquidityETH": {6, []int{2, 3}, 5, "removes liquidity", 1},
	// Curve's exchange(i, j, dx, min_dy), exchange_underlying(i, j, dx, min_dy), add_liquidity(amounts,
	// min_mint_amount) and remove_liquidity_one_coin(token_amount, i, min_amount).
	"exchange":                  {4, []int{3}, -1, "swaps", 2},
	"exchange_underlying":       {4, []int{3}, -1, "swaps", 2},
	"add_liquidity":             {2, []int{1}, -1, "adds liquidity", 0},
	"remove_liquidity_one_coin": {3, []int{2}, -1, "removes liquidity", 0},
}

// zeroMinimum returns, for a router call c whose least amounts are all 0, the first of them and what the call
// does; nil otherwise. V3's exactInputSingle and exactInput take them in a struct literal's amountOutMinimum.
func zeroMinimum(sc *analysis.Scope, c *analysis.Call) (solidity.Expr, string) {
	if rc, ok := routerCalls[c.Name]; ok && len(c.Args) == rc.args {
		for _, i := range rc.mins {
			if !zeroValue(sc, c.Args[i]) {
				return nil, ""
			}
		}
		return c.Args[rc.mins[0]], rc.does
	}
	if (c.Name == "exactInputSingle" || c.Name == "exactInput") && len(c.Args) == 1 {
		if lit, ok := unparen(c.Args[0]).(*solidity.CallExpr); ok {
			for j, name := range lit.ArgNames {
				if name == slippageField && j < len(lit.Args) && zeroValue(sc, lit.Args[j]) {
					return lit.Args[j], "swaps"
				}
			}
		}
	}
	return nil, ""
}

// zeroValue reports whether e is 0: the literal, or a local set to it and never assigned again
// (uint256 amountOutMin = 0).
func zeroValue(sc *analysis.Scope, e solidity.Expr) bool {
	e = unparen(e)
	if isZeroLiteral(e) {
		return true
	}
	if _, ok := e.(*solidity.Identifier); !ok || sc == nil {
		return false
	}
	init := unchangedInit(sc, e)
	return init != nil && isZeroLiteral(unparen(init))
}

// slippageField names the minimum-out field of the parameter structs of V3's exactInputSingle and exactInput.
const slippageField = "amountOutMinimum"

func runMissingSlippage(p *Pass) error {
	reported := runCurveTrades(p)
	ev := spotEval{seen: map[*analysis.Function]spotValue{}}
	for _, fx := range functionFacts(p.Model) {
		for _, s := range fx.calls {
			c := s.call
			if c.Kind != analysis.CallExternal || c.Expr == nil {
				continue
			}
			if _, ok := routerCalls[c.Name]; ok || c.Name == "exactInputSingle" || c.Name == "exactInput" {
				// A trade through a router is judged by the bounds it passes, not by the parameters left unread.
				if reported == nil {
					reported = map[*analysis.Function]bool{}
				}
				reported[fx.fn] = true
			}
			zero, does := zeroMinimum(s.node.Scope, c)
			if zero == nil {
				if min, minFile, what := spotMinimum(s.node.Scope, c, &ev); min != nil {
					p.Report(Report{Function: fx.fn, File: s.node.Scope.File, At: c.Expr,
						Message: fmt.Sprintf("%s %s through %s with a minimum computed from %s in the same transaction: a sandwich moves it with the price, so it bounds nothing",
							funcLabel(fx.fn), what, Text(s.node.Scope.File, c.Target), Text(minFile, min)),
						Related: []Related{{File: minFile, At: min, Message: "the pool's current state"}}})
					continue
				}
				if min := callerMinimum(fx.fn, s.node, c); min != nil {
					sc := s.node.Scope
					p.Report(Report{Function: fx.fn, File: sc.File, At: c.Expr, Confidence: vigil.ConfidenceLow,
						Message: fmt.Sprintf("%s %s the contract's own funds through %s with the least amount out the caller passes (%s), and any caller may: one passes 0 and sandwiches the trade",
							funcLabel(fx.fn), routerCalls[c.Name].does, Text(sc.File, c.Target), Text(sc.File, min)),
						Related: []Related{{File: sc.File, At: min, Message: "the minimum amount out"}}})
					continue
				}
				if deadline := deadlineNow(s.node.Scope, c); deadline != nil {
					p.Report(Report{Function: fx.fn, File: s.node.Scope.File, At: c.Expr, Severity: vigil.SeverityLow,
						Message: fmt.Sprintf("%s %s through %s with block.timestamp as the deadline, which every block meets: a transaction held back by a validator runs whenever it pays them best",
							funcLabel(fx.fn), routerCalls[c.Name].does, Text(s.node.Scope.File, c.Target)),
						Related: []Related{{File: s.node.Scope.File, At: deadline, Message: "the deadline"}}})
				}
				continue
			}
			sc := s.node.Scope
			p.Report(Report{Function: fx.fn, File: sc.File, At: c.Expr,
				Message: fmt.Sprintf("%s %s through %s accepting any amount out (minimum %s): a sandwich attack takes most of its value",
					funcLabel(fx.fn), does, Text(sc.File, c.Target), Text(sc.File, zero)),
				Related: []Related{{File: sc.File, At: zero, Message: "the minimum amount out"}}})
		}
	}
	runUnreadBounds(p, reported)
	return nil
}

// spotMinimum returns, for a router call whose least amount is computed from the pools' current state (a router
// quote, reserves or slot0 read in the same transaction), the expression that reads that state and what the
// call does; nil otherwise.
func spotMinimum(sc *analysis.Scope, c *analysis.Call, ev *spotEval) (solidity.Expr, *solidity.File, string) {
	var min solidity.Expr
	does := "swaps"
	if rc, ok := routerCalls[c.Name]; ok && len(c.Args) == rc.args {
		min, does = c.Args[rc.mins[0]], rc.does
	} else if (c.Name == "exactInputSingle" || c.Name == "exactInput") && len(c.Args) == 1 {
		if lit, ok := unparen(c.Args[0]).(*solidity.CallExpr); ok {
			for j, name := range lit.ArgNames {
				if name == slippageField && j < len(lit.Args) {
					min = lit.Args[j]
				}
			}
		}
	}
	if min == nil {
		return nil, nil, ""
	}
	v := ev.of(sc, min, 0)
	at, ok := v.at.(solidity.Expr)
	if v.flags&spotPriced == 0 || !ok {
		// A quote on the pool's curve (amountIn * 997 * rOut / (rIn * 1000 + amountIn * 997)) is not a linear
		// price, but it is the pool's current state all the same: the sandwich has moved it already.
		if read := poolReadIn(sc, min, 0); read != nil {
			return read, sc.File, does
		}
		return nil, nil, ""
	}
	return at, v.file, does
}

// poolReadIn returns the read of a pool's current state (getReserves() or slot0() into a local) that the value
// of e is computed from, through locals, arithmetic, conversions and the arguments of internal functions
// (getAmountOut(amountIn, rIn, rOut)); nil when there is none.
func poolReadIn(sc *analysis.Scope, e solidity.Expr, depth int) solidity.Expr {
	if e == nil || depth > 8 {
		return nil
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal {
			return nil
		}
		if init := sc.Init(sym.Var); init != nil {
			return poolReadIn(sc, init, depth+1)
		}
		c, i, alt := poolLocal(sc, sym.Var)
		if alt[0] != nil {
			if r := poolReadIn(sc, alt[0].Elems[i], depth+1); r != nil {
				return r
			}
			return poolReadIn(sc, alt[1].Elems[i], depth+1)
		}
		if c != nil && (c.Name == "getReserves" || c.Name == "slot0" && i <= 1) {
			return c.Expr
		}
	case *solidity.BinaryExpr:
		if r := poolReadIn(sc, x.X, depth+1); r != nil {
			return r
		}
		return poolReadIn(sc, x.Y, depth+1)
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || (c.Kind != analysis.CallTypeConversion && c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) {
			return nil
		}
		if c.Kind != analysis.CallTypeConversion && (c.Callee == nil || !c.Callee.IsView()) {
			return nil // a function that changes state is more than its arguments
		}
		for _, a := range x.Args {
			if r := poolReadIn(sc, a, depth+1); r != nil {
				return r
			}
		}
	}
	return nil
}

// callerMinimum returns the least amount of a router call at node n of f when the caller of f chooses it while
// the amount put in is not the caller's (the contract's balance, rewards it collected), and any caller may run
// the call: a permissionless harvest(minOut). nil otherwise.
func callerMinimum(f *analysis.Function, n *analysis.Node, c *analysis.Call) solidity.Expr {
	rc, ok := routerCalls[c.Name]
	if !ok || len(c.Args) != rc.args || !f.IsEntry() || n.Scope == nil {
		return nil
	}
	in := c.Value
	if rc.in >= 0 {
		in = c.Args[rc.in]
	}
	if in == nil {
		return nil
	}
	fl := n.Scope.Flow()
	for _, i := range rc.mins {
		if !fl.Taint(c.Args[i]).Has(analysis.TaintParam) {
			return nil
		}
	}
	if fl.Taint(in).Has(analysis.Caller) || !openNodes(f)[n.Index] || f.Decl.Mutability == solidity.MutabilityPayable || pullsFromCaller(f) {
		return nil // the caller's own funds (sent, or pulled in first) are what is traded
	}
	return c.Args[rc.mins[0]]
}

// deadlineNow returns the deadline argument of a router swap when it is the block's time (block.timestamp, now),
// or nil.
func deadlineNow(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	rc, ok := routerCalls[c.Name]
	i := rc.deadline
	if !ok || i < 0 || len(c.Args) != rc.args || blockClock(sc, c.Args[i]) != "time" {
		return nil
	}
	return c.Args[i]
}
