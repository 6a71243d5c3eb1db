package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
)

// UnprotectedSelfdestruct reports selfdestruct reachable by any caller.
var UnprotectedSelfdestruct = &Detector{
	ID:    "unprotected-selfdestruct",
	Title: "Anyone can destroy the contract",
	Description: "selfdestruct (or suicide) is reachable from a public or external function on a path without an " +
		"access check.",
	Exploit: "Any account calls the function, the contract is destroyed and its ether goes to the beneficiary " +
		"the call names or the code chooses.",
	Recommendation: "Restrict the path to selfdestruct to authorised callers, or remove it.",
	Severity:       vigil.SeverityCritical,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-106",
	CWE:            "CWE-284",
	Requires:       []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:            runSelfdestruct,
}

func runSelfdestruct(p *Pass) error {
	if callsIn(p.Model).all&callsSelfdestruct == 0 {
		return nil
	}
	for _, f := range entries(p.Model) {
		gd := f.Guards()
		for _, n := range f.CFG().Nodes {
			if gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				switch {
				case c.Kind == analysis.CallSelfdestruct:
					sev, conf, voided := voidedLevel(f, n)
					note := ""
					if voided {
						note = voidedNote
					}
					p.Report(Report{Function: f, File: n.Scope.File, From: f.Decl, At: c.Node(), Severity: sev, Confidence: conf,
						Message: fmt.Sprintf("%s lets any caller run %s%s", funcLabel(f), Text(n.Scope.File, c.Node()), note)})
				case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
					if at, callee := openSelfdestruct(c.Callee, 0); at != nil {
						p.Report(Report{Function: callee, File: at.Scope.File, From: callee.Decl, At: at.c.Node(),
							Message: fmt.Sprintf("%s lets any caller reach %s through %s", funcLabel(f), Text(at.Scope.File, at.c.Node()), funcLabel(callee))})
					}
				}
			}
		}
	}
	return nil
}

type callAt struct {
	*analysis.Node
	c *analysis.Call
}

// openSelfdestruct finds a selfdestruct in an internal function (or its internal callees) reachable without
// an access check inside it.
func openSelfdestruct(f *analysis.Function, depth int) (*callAt, *analysis.Function) {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return nil, nil
	}
	gd := f.Guards()
	for _, n := range f.CFG().Nodes {
		if gd.Protected(n) {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallSelfdestruct {
				return &callAt{n, c}, f
			}
			if c.Kind == analysis.CallInternal && c.Callee != f {
				if at, g := openSelfdestruct(c.Callee, depth+1); at != nil {
					return at, g
				}
			}
		}
	}
	return nil, nil
}
