package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MissingSlippageProtection reports swaps through a Uniswap-style router that accept any amount out.
var MissingSlippageProtection = &Detector{
	ID:    "missing-slippage-protection",
	Title: "Swap without a minimum amount out",
	Description: "The contract swaps through a router (Uniswap V2's swapExact… functions, V3's exactInput…) and " +
		"passes 0 as the least amount it accepts in return. Whatever price the pool gives when the transaction " +
		"runs is taken, however bad. A deadline of block.timestamp, which every block meets, is reported too " +
		"(low): it lets a pending swap run at any later time.",
	Exploit: "A searcher sees the swap in the mempool, buys before it to push the price up and sells right after " +
		"(a sandwich): the swap gets a fraction of its value and the searcher keeps the difference.",
	Recommendation: "Pass a minimum amount out computed off-chain from the expected price and a slippage " +
		"tolerance (a parameter of the caller's), or from a manipulation-resistant oracle.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-20",
	Requires:   []Requirement{RequireCFG},
	Run:        runMissingSlippage,
}

// slippageArg gives, for the router functions that take a minimum amount out, that argument's position.
var slippageArg = map[string]int{
	"swapExactTokensForTokens":                              1,
	"swapExactTokensForETH":                                 1,
	"swapExactETHForTokens":                                 0,
	"swapExactTokensForTokensSupportingFeeOnTransferTokens": 1,
	"swapExactTokensForETHSupportingFeeOnTransferTokens":    1,
	"swapExactETHForTokensSupportingFeeOnTransferTokens":    0,
}

// slippageField names the minimum-out field of the parameter structs of V3's exactInputSingle and exactInput.
const slippageField = "amountOutMinimum"

func runMissingSlippage(p *Pass) error {
	for _, fx := range functionFacts(p.Model) {
		for _, s := range fx.calls {
			c := s.call
			if c.Kind != analysis.CallExternal || c.Expr == nil {
				continue
			}
			var zero solidity.Expr
			if i, ok := slippageArg[c.Name]; ok && i < len(c.Args) && isZeroLiteral(unparen(c.Args[i])) {
				zero = c.Args[i]
			} else if (c.Name == "exactInputSingle" || c.Name == "exactInput") && len(c.Args) == 1 {
				if lit, ok := unparen(c.Args[0]).(*solidity.CallExpr); ok {
					for j, name := range lit.ArgNames {
						if name == slippageField && j < len(lit.Args) && isZeroLiteral(unparen(lit.Args[j])) {
							zero = lit.Args[j]
						}
					}
				}
			}
			if zero == nil {
				if deadline := deadlineNow(s.node.Scope, c); deadline != nil {
					p.Report(Report{Function: fx.fn, File: s.node.Scope.File, At: c.Expr, Severity: vigil.SeverityLow,
						Message: fmt.Sprintf("%s swaps through %s with block.timestamp as the deadline, which every block meets: a swap held back by a validator runs whenever it pays them best",
							funcLabel(fx.fn), Text(s.node.Scope.File, c.Target)),
						Related: []Related{{File: s.node.Scope.File, At: deadline, Message: "the deadline"}}})
				}
				continue
			}
			sc := s.node.Scope
			p.Report(Report{Function: fx.fn, File: sc.File, At: c.Expr,
				Message: fmt.Sprintf("%s swaps through %s accepting any amount out (minimum %s): a sandwich attack takes most of the swap's value",
					funcLabel(fx.fn), Text(sc.File, c.Target), Text(sc.File, zero)),
				Related: []Related{{File: sc.File, At: zero, Message: "the minimum amount out"}}})
		}
	}
	return nil
}

// slippageDeadline gives, for the router functions of slippageArg, the deadline argument's position.
var slippageDeadline = map[string]int{
	"swapExactTokensForTokens":                              4,
	"swapExactTokensForETH":                                 4,
	"swapExactETHForTokens":                                 3,
	"swapExactTokensForTokensSupportingFeeOnTransferTokens": 4,
	"swapExactTokensForETHSupportingFeeOnTransferTokens":    4,
	"swapExactETHForTokensSupportingFeeOnTransferTokens":    3,
}

// deadlineNow returns the deadline argument of a router swap when it is the block's time (block.timestamp, now),
// or nil.
func deadlineNow(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	i, ok := slippageDeadline[c.Name]
	if !ok || i >= len(c.Args) || blockClock(sc, c.Args[i]) != "time" {
		return nil
	}
	return c.Args[i]
}
