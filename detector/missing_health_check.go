package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MissingHealthCheck reports a withdrawal that takes from the caller's collateral or margin while the contract
// checks the caller's solvency after its other changes of the same records, and not after this one.
var MissingHealthCheck = &Detector{
	ID:    "missing-health-check",
	Title: "Collateral withdrawn without the solvency check the contract uses elsewhere",
	Description: "The contract judges an account's solvency with a function that reads the account's records " +
		"and a price from another contract (a health factor, a margin ratio), and requires it after other " +
		"changes of the caller's records (a borrow, an opened position). A function that lowers one of those " +
		"records for the caller and pays the caller never asks it: collateral or margin leaves while the debt " +
		"or the position stays.",
	Exploit: "A borrower (or trader) borrows against collateral, or opens a leveraged position, then withdraws " +
		"the collateral or margin through this function, leaving the protocol with an unbacked loan.",
	Recommendation: "Require the same solvency check at the end of the withdrawal, after the record is lowered.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceLow,
	SWC:            "SWC-105",
	CWE:            "CWE-841",
	Requires:       []Requirement{RequireCFG, RequireDataFlow},
	Run:            runMissingHealthCheck,
}

// solvencyCheck is a function the contract asks in a check about the caller: one that reads state and a value
// another contract returns (a price), with the state variables it reads.
type solvencyCheck struct {
	fn    *analysis.Function
	reads map[*analysis.StateVar]bool
}

func runMissingHealthCheck(p *Pass) error {
	// The solvency checks of each contract: an internal function called in a guard of an entry, on a value
	// of the caller's, whose result depends on state and on another contract's answer.
	var checks map[*analysis.Contract][]solvencyCheck
	for _, g := range entries(p.Model) {
		if g.Decl.Body == nil || g.Contract == nil {
			continue
		}
		gsc := g.Scope()
		for _, n := range g.CFG().Nodes {
			if n.Kind != analysis.NodeGuard || n.Scope != gsc || n.Expr == nil || len(analysis.NodeCalls(n)) == 0 {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || !c.Callee.IsView() || c.Expr == nil {
					continue
				}
				t := g.Flow().Taint(c.Expr)
				if !t.Has(analysis.TaintState) || !t.Has(analysis.TaintCallReturn) || !t.Has(analysis.TaintSender) {
					continue
				}
				if checks == nil {
					checks = map[*analysis.Contract][]solvencyCheck{}
				}
				known := false
				for _, s := range checks[g.Contract] {
					known = known || s.fn == c.Callee
				}
				if !known {
					reads := map[*analysis.StateVar]bool{}
					collectReads(c.Callee, reads, map[*analysis.Function]bool{}, 0)
					checks[g.Contract] = append(checks[g.Contract], solvencyCheck{fn: c.Callee, reads: reads})
				}
			}
		}
	}
	if checks == nil {
		return nil
	}
	for _, f := range entries(p.Model) {
		cs := checks[f.Contract]
		if len(cs) == 0 || f.Decl.Body == nil || f.IsView() || asksAny(f, cs, 0) {
			continue
		}
		lowered, at := loweredRecord(f, cs)
		if lowered == nil || !paysCaller(f) {
			continue
		}
		p.Report(Report{Function: f, File: f.File, From: f.Decl, At: at,
			Message: fmt.Sprintf("%s lowers the caller's %s and pays the caller without asking %s, which the contract requires after other changes of the caller's records",
				funcLabel(f), lowered.Decl.Name, funcLabel(cs[0].fn))})
	}
	return nil
}

// asksAny reports whether f calls one of the solvency checks, itself or through the internal functions it
// calls, a few calls deep.
func asksAny(f *analysis.Function, cs []solvencyCheck, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 2 {
		return false
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallInternal || c.Callee == nil {
			continue
		}
		for _, s := range cs {
			if c.Callee == s.fn {
				return true
			}
		}
		if asksAny(c.Callee, cs, depth+1) {
			return true
		}
	}
	return false
}

// loweredRecord returns a state variable a solvency check reads that f decreases in an entry of the caller's
// (collateralOf[msg.sender] -= amount, or a field through a storage pointer to it), with the write.
func loweredRecord(f *analysis.Function, cs []solvencyCheck) (*analysis.StateVar, solidity.Node) {
	fl := f.Flow()
	for a, v := range ownStateAssigns(f) {
		if a.Op != "-=" || !fl.Taint(a.LHS).Has(analysis.TaintSender) {
			continue
		}
		for _, s := range cs {
			if s.reads[v] {
				return v, a
			}
		}
	}
	return nil, nil
}

// paysCaller reports whether f sends tokens or ether to msg.sender.
func paysCaller(f *analysis.Function) bool {
	fl := f.Flow()
	for _, c := range f.Scope().Calls() {
		to, _ := tokenTransfer(c)
		if to == nil && (c.Kind == analysis.CallSend || (c.Kind == analysis.CallLowLevel && c.Value != nil)) {
			to = c.Target
		}
		if to != nil && fl.Taint(to).Has(analysis.TaintSender) {
			return true
		}
	}
	return false
}
