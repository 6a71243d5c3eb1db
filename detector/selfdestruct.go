package detector

import (
	"fmt"
	"slices"

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
					} else if to := fixedBeneficiary(p.Model, f, c); to != nil && conditioned(f, n) {
						// Anyone may end the contract once the condition holds, but its ether goes to the
						// account the deployer fixed: a payment channel's claimTimeout().
						sev, conf = vigil.SeverityLow, vigil.ConfidenceLow
						note = fmt.Sprintf(", though only once a condition holds and for the benefit of %s, which only a constructor sets", to.Name)
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

// fixedBeneficiary returns the state variable a selfdestruct pays its ether to when the unit writes it only in
// constructors (or it is immutable or constant): the account the deployer chose, not one a caller can name.
func fixedBeneficiary(m *analysis.Model, f *analysis.Function, c *analysis.Call) *analysis.StateVar {
	if c.Expr == nil || len(c.Expr.Args) != 1 {
		return nil
	}
	sym := f.Scope().RootVar(unwrapConversion(c.Expr.Args[0]))
	if sym.Kind != analysis.SymState || sym.State == nil {
		return nil
	}
	v := sym.State
	if v.Decl.Immutable || v.Decl.Constant {
		return v
	}
	for _, g := range m.Bodies() {
		if !g.IsConstructor() && slices.Contains(g.WrittenState(), v) {
			return nil
		}
	}
	return v
}

// conditioned reports whether a check of f stands before every path to n.
func conditioned(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	for _, d := range g.Nodes {
		if d.Kind == analysis.NodeGuard && d.Expr != nil && d != n && dominates(g, d, n) {
			return true
		}
	}
	return false
}
