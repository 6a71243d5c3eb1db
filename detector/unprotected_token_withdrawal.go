package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedTokenWithdrawal reports public functions that let anyone take the contract's ERC-20 tokens.
var UnprotectedTokenWithdrawal = &Detector{
	ID:    "unprotected-token-withdrawal",
	Title: "Unprotected token withdrawal",
	Description: "A public or external function without an access check transfers tokens the contract holds " +
		"to an address the caller chooses (msg.sender or a parameter), and the amount is not limited by a " +
		"balance recorded for that caller.",
	Exploit: "Anyone calls the function with their own address as the receiver and takes the contract's tokens.",
	Recommendation: "Restrict the function to authorised callers, or pay out only amounts recorded for the caller " +
		"and reduce that record before transferring.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedTokenWithdrawal,
}

func runUnprotectedTokenWithdrawal(p *Pass) error {
	records := ledgers{}
	for _, f := range entries(p.Model) {
		fsc := f.Scope()
		var open []bool
		for _, n := range f.CFG().Nodes {
			if n.Scope != fsc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				to, amount := tokenTransfer(c)
				if to == nil || !receiverChosen(f, to) {
					continue
				}
				if open == nil {
					open = openNodes(f)
				}
				if !open[n.Index] || records.bounded(f, &analysis.Call{Target: to, Value: amount}) {
					continue
				}
				p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
					Message: fmt.Sprintf("%s lets any caller transfer %s of the contract's tokens to %s", funcLabel(f),
						Text(fsc.File, amount), Text(fsc.File, to))})
			}
		}
	}
	return nil
}

// receiverChosen reports whether the receiver of f's token transfer is one the caller chooses: msg.sender or a
// parameter, not an address the contract stores.
func receiverChosen(f *analysis.Function, to solidity.Expr) bool {
	t := f.Flow().Taint(to)
	return t.Has(analysis.TaintSender|analysis.TaintOrigin|analysis.TaintParam) && !t.Has(analysis.TaintState)
}

// tokenTransfer returns the receiver and amount of an ERC-20 transfer out of this contract:
// t.transfer(to, amount) on a token whose transfer returns bool, t.safeTransfer(to, amount) through
// using-for, and SafeERC20.safeTransfer(t, to, amount). It returns nils for any other call.
func tokenTransfer(c *analysis.Call) (to, amount solidity.Expr) {
	if c.Expr == nil {
		return nil, nil
	}
	switch {
	case c.Kind == analysis.CallExternal && c.ERC20 && c.Name == "transfer" && len(c.Args) == 2:
		return c.Args[0], c.Args[1]
	case c.Kind == analysis.CallExternal && c.Name == "safeTransfer" && c.Callee == nil && len(c.Args) == 2:
		// SafeERC20 through using-for on a token interface, which the model takes for a call of the token.
		return c.Args[0], c.Args[1]
	case c.Kind == analysis.CallLibrary && c.Name == "safeTransfer":
		if libraryOffset(c) == 1 && len(c.Args) == 2 {
			return c.Args[0], c.Args[1]
		}
		if len(c.Args) == 3 {
			return c.Args[1], c.Args[2]
		}
	}
	return nil, nil
}
