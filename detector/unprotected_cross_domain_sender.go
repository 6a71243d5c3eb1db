package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedCrossDomainSender reports functions that accept a cross-domain message because the messenger
// delivered it, without asking the messenger who sent it on the other side.
var UnprotectedCrossDomainSender = &Detector{
	ID:    "unprotected-cross-domain-sender",
	Title: "Cross-domain message accepted without checking its sender",
	Description: "A public function is restricted to calls from a cross-domain messenger (msg.sender == messenger), " +
		"a contract the same contract sends its own messages through (sendMessage(address,bytes,uint32), the " +
		"Optimism-style interface). The messenger relays every account's messages, so the check only tells that " +
		"the call came from the other chain; the function never asks the messenger for the message's sender " +
		"there (xDomainMessageSender()) and acts (mints, releases, records) for whoever sent it.",
	Exploit: "The attacker sends a message through the messenger on the other chain, targeting this function with " +
		"the arguments of a deposit or withdrawal they never made; the messenger delivers it and the function " +
		"mints or releases the tokens to them.",
	Recommendation: "Also require messenger.xDomainMessageSender() to be the counterpart contract (Optimism's " +
		"onlyFromCrossDomainAccount / onlyOtherBridge).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUnprotectedCrossDomainSender,
}

func runUnprotectedCrossDomainSender(p *Pass) error {
	var messengers map[*analysis.StateVar]bool // the state addresses the unit sends messages through
	for _, f := range entries(p.Model) {
		if f.IsView() || f.Decl.Body == nil || f.Contract == nil || !f.CFG().WritesState() && len(f.CFG().AllCalls()) == 0 {
			continue
		}
		if messengers == nil {
			messengers = map[*analysis.StateVar]bool{}
			for _, g := range bodies(p.Model) {
				for _, c := range g.Scope().Calls() {
					if c.Kind == analysis.CallExternal && c.Name == "sendMessage" && len(c.Args) == 3 && c.Target != nil {
						if sym := g.Scope().RootVar(uncast(g.Scope(), c.Target)); sym.Kind == analysis.SymState && sym.State != nil {
							messengers[sym.State] = true
						}
					}
				}
			}
		}
		if len(messengers) == 0 {
			return nil
		}
		var gate *analysis.StateVar
		asks := false
		for _, n := range f.CFG().Nodes {
			if n.Scope == nil {
				continue
			}
			for _, c := range n.Calls() {
				if c.Kind == analysis.CallExternal && c.Name == "xDomainMessageSender" && len(c.Args) == 0 {
					asks = true
				}
			}
			if n.Kind != analysis.NodeGuard || n.Expr == nil || gate != nil {
				continue
			}
			for t := range conjuncts(n.Expr) {
				b, ok := unparen(t).(*solidity.BinaryExpr)
				if !ok || b.Op != "==" {
					continue
				}
				for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if !isSenderExpr(unwrapConversion(pair[0])) {
						continue
					}
					if sym := n.Scope.RootVar(uncast(n.Scope, pair[1])); sym.Kind == analysis.SymState && messengers[sym.State] {
						gate = sym.State
					}
				}
			}
		}
		if gate == nil || asks {
			continue
		}
		p.Report(Report{Function: f, At: f.Decl,
			Message: fmt.Sprintf("%s accepts any message the messenger %s delivers: it checks that the messenger calls, never who sent the message on the other side (xDomainMessageSender())",
				funcLabel(f), gate.Name)})
	}
	return nil
}

// uncast strips conversions from e, to elementary types (address(m)) and to contract types (IMessenger(m)).
func uncast(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	for {
		e = unwrapConversion(e)
		ce, ok := unparen(e).(*solidity.CallExpr)
		if !ok || len(ce.Args) != 1 {
			return e
		}
		if c := sc.CallOf(ce); c == nil || c.Kind != analysis.CallTypeConversion {
			return e
		}
		e = ce.Args[0]
	}
}
