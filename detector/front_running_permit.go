package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FrontRunningPermit reports a state-changing function that submits a signed ERC-2612 (or DAI) permit as a plain
// call, whose revert reverts the function.
var FrontRunningPermit = &Detector{
	ID:    "front-running-permit",
	Title: "Permit call that a front-run makes revert",
	Description: "The function passes a permit signature it was given to the token's permit() and lets a revert " +
		"of that call revert the whole function. The signature is public in the mempool, and anyone can submit " +
		"it to the token first: the nonce is then used, permit() reverts, and so does the function, although the " +
		"allowance it needed is in place.",
	Exploit: "A griefer watches the mempool for depositWithPermit transactions and submits each permit signature " +
		"to the token directly, with more gas: every user's deposit reverts, at no cost to the attacker beyond gas " +
		"(and time-sensitive actions such as repaying before liquidation fail).",
	Recommendation: "Wrap the permit in try/catch and, when it fails, go on if the allowance is already sufficient " +
		"(OpenZeppelin's guidance for ERC-2612), or let users approve separately.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireCallGraph},
	Run:        runFrontRunningPermit,
}

// The ABI signatures of the permits a signature holder can submit to the token itself: ERC-2612's and DAI's.
const (
	permitERC2612 = "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)"
	permitDAI     = "permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)"
)

func runFrontRunningPermit(p *Pass) error {
	var cg *analysis.CallGraph
	for _, f := range bodies(p.Model) {
		// The body's own calls, listed with its scope, tell whether it calls a permit at all: most bodies do
		// not, and their graphs are not walked.
		if !slices.ContainsFunc(f.Scope().Calls(), isPermitCall) {
			continue
		}
		if cg == nil {
			cg = p.Model.CallGraph()
		}
		for _, n := range f.CFG().Nodes {
			if _, ok := n.Stmt.(*solidity.TryStatement); ok {
				continue // try permit(...) {} catch {}: a failure is handled
			}
			for _, c := range n.Calls() {
				if c.Kind != analysis.CallExternal || c.Callee == nil || c.Expr == nil || n.Scope == nil || n.Scope.Function != f {
					continue
				}
				if !isPermitCall(c) {
					continue
				}
				if (!f.IsEntry() || f.IsView()) && len(reachingEntries(cg, f)) == 0 {
					continue
				}
				p.Report(Report{Function: f, At: c.Expr,
					Message: fmt.Sprintf("%s submits a permit signature with %s and reverts if it fails: anyone who submits the same signature to the token first makes it revert",
						funcLabel(f), Text(n.Scope.File, c.Expr.Fun))})
			}
		}
	}
	return nil
}

// isPermitCall reports whether c is an external call of an ERC-2612 or DAI permit, told by its ABI signature.
func isPermitCall(c *analysis.Call) bool {
	// The name is the signature's start: a cheap test before the signature is made.
	if c.Kind != analysis.CallExternal || c.Callee == nil || c.Callee.Name != "permit" {
		return false
	}
	sig := c.Callee.ABISignature()
	return sig == permitERC2612 || sig == permitDAI
}
