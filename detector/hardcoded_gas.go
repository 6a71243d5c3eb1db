package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
)

// HardcodedGas reports message calls made with a fixed amount of gas: an explicit constant gas option, and
// transfer/send, which forward a fixed 2300-gas stipend.
var HardcodedGas = &Detector{
	ID:    "hardcoded-gas",
	Title: "Message call with hardcoded gas",
	Description: "The call forwards a fixed amount of gas. Gas costs of opcodes change between network upgrades " +
		"(EIP-1884 raised SLOAD and BALANCE), so a receiver that works today can run out of gas tomorrow, and " +
		"a receiver that is a contract wallet may need more than the stipend. transfer and send forward a fixed " +
		"2300 gas and are reported at informational severity.",
	Exploit: "After a gas repricing, or when the receiver is a multisig or proxy wallet, the call runs out of gas: " +
		"payments to it revert or silently fail, locking funds or blocking the function for everyone.",
	Recommendation: "Forward all remaining gas (`.call{value: v}(\"\")`), check the result, and protect against " +
		"reentrancy with checks-effects-interactions or a lock instead of a gas limit.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-134",
	CWE:        "CWE-655",
	Requires:   []Requirement{RequireCFG, RequireTypes},
	Run:        runHardcodedGas,
}

func runHardcodedGas(p *Pass) error {
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		for _, s := range fx.calls {
			n, c := s.node, s.call
			stipend := c.Kind == analysis.CallTransfer || c.Kind == analysis.CallSend
			if !stipend && (c.Gas == nil || (c.Kind != analysis.CallLowLevel && c.Kind != analysis.CallExternal &&
				c.Kind != analysis.CallUnknown) || !isConstExpr(n.Scope, c.Gas)) {
				continue
			}
			r := Report{Function: f, File: n.Scope.File, At: c.Expr}
			b := append(p.message(), funcLabel(f)...) // this detector reports often
			if stipend {
				r.Severity, r.Confidence = vigil.SeverityInformational, vigil.ConfidenceHigh
				b = append(append(append(b, " uses "...), c.Name...), ", which forwards a fixed 2300-gas stipend to "...)
				b = appendTarget(b, f, c)
			} else {
				b = appendTarget(append(b, " calls "...), f, c)
				b = appendText(append(b, " with a hardcoded gas limit of "...), n.Scope.File, c.Gas)
			}
			p.reportMessage(r, b)
		}
	}
	return nil
}
