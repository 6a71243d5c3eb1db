package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
)

// DelegatecallUserControlled reports delegatecall to an address the caller chooses.
var DelegatecallUserControlled = &Detector{
	ID:    "delegatecall-user-controlled",
	Title: "Delegatecall to a caller-controlled address",
	Description: "delegatecall runs another contract's code with this contract's storage and balance. The target " +
		"comes from the caller (a parameter, msg.data, or state anyone can set) on a path without an access check.",
	Exploit: "An attacker passes the address of their own contract, whose code overwrites the owner slot or " +
		"selfdestructs, in the context of this contract.",
	Recommendation: "Delegatecall only to trusted, fixed addresses, or restrict who may choose the target.",
	Severity:       vigil.SeverityCritical,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-112",
	CWE:            "CWE-829",
	Requires:       []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:            runDelegatecall,
}

func runDelegatecall(p *Pass) error {
	for _, f := range entries(p.Model) {
		gd := f.Guards()
		var setters map[*analysis.StateVar]write
		for _, n := range f.CFG().Nodes {
			if gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Kind != analysis.CallLowLevel || (c.Name != "delegatecall" && c.Name != "callcode") || c.Target == nil {
					continue
				}
				sc := n.Scope
				controlled := sc.Flow().Taint(c.Target).Has(analysis.TaintParam | analysis.TaintData | analysis.TaintSender | analysis.TaintOrigin)
				if !controlled {
					if sym := sc.RootVar(c.Target); sym.Kind == analysis.SymState {
						if setters == nil {
							setters = openSetters(f.Contract, nil)
						}
						_, controlled = setters[sym.State]
					}
				}
				if controlled {
					p.Report(Report{Function: f, File: sc.File, At: c.Node(),
						Message: fmt.Sprintf("%s delegatecalls %s, which any caller can choose", funcLabel(f), Text(sc.File, c.Target))})
				}
			}
		}
	}
	return nil
}
