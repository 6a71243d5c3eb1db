package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TxOrderDependence reports ether transfers whose receiver or amount another transaction can change first.
var TxOrderDependence = &Detector{
	ID:    "tx-order-dependence",
	Title: "Transaction order dependence",
	Description: "An ether transfer's receiver or amount is read from state that another public function lets " +
		"any caller set. Whoever gets their transaction mined first decides where the ether goes.",
	Exploit: "An attacker watches the mempool for the payout transaction and front-runs it with a higher gas price " +
		"call that sets the receiver (or the amount) in their favour.",
	Recommendation: "Do not let untrusted callers change a pending payout's receiver or amount; use commit-reveal " +
		"or bind the payout to the values the caller saw.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-114",
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runTOD,
}

func runTOD(p *Pass) error {
	si := newSetterIndex()
	for _, f := range entries(p.Model) {
		for _, n := range f.CFG().Nodes {
			for _, c := range analysis.NodeCalls(n) {
				if c.Expr == nil || !c.SendsEther() || c.Kind == analysis.CallExternal {
					continue
				}
				sc := n.Scope
				for _, e := range []solidity.Expr{c.Target, c.Value} {
					if e == nil {
						continue
					}
					sym := sc.RootVar(e)
					if sym.Kind != analysis.SymState || sym.State.Decl.Constant || sym.State.Decl.Immutable {
						continue
					}
					who, conf := "any caller", vigil.Confidence("")
					w, ok := si.openSetter(f.Contract, sym.State, f)
					if !ok {
						// A privileged account changing a payout while claims are pending is the same race.
						if w, ok = si.guardedSetter(f.Contract, sym.State, f); !ok {
							continue
						}
						who, conf = "a privileged account", vigil.ConfidenceLow
					}
					p.Report(Report{Function: f, File: sc.File, At: c.Expr, Confidence: conf,
						Message: fmt.Sprintf("%s sends ether using %s, which %s can change first in another transaction", funcLabel(f), sym.State.Name, who),
						Related: []Related{{File: w.node.Scope.File, At: w.at, Message: "set here by " + who}}})
					break
				}
			}
		}
	}
	runApproveRace(p)
	return nil
}

// runApproveRace reports allowance-style writes: an entry function overwrites m[msg.sender][p0] with a caller
// value, while another function lets the key spend it by decrementing m[x][msg.sender]. Changing a non-zero
// allowance this way can be front-run by the spender, who spends the old value and then the new one.
func runApproveRace(p *Pass) {
	for _, c := range p.Model.Contracts {
		spent := map[*analysis.StateVar]bool{}
		for _, f := range c.Functions {
			if f.Decl.Body == nil {
				continue
			}
			sc := f.Scope()
			fl := sc.Flow()
			solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
				a, ok := x.(*solidity.AssignExpr)
				if !ok {
					return true
				}
				// m[x][msg.sender] -= v, or m[x][msg.sender] = m[x][msg.sender] - v (or .sub(v)).
				if a.Op == "-=" || (a.Op == "=" && strings.Contains(exprKey(f.File, a.RHS), exprKey(f.File, a.LHS))) {
					markSpend(sc, fl, a.LHS, spent)
				}
				return true
			})
		}
		if len(spent) == 0 {
			continue
		}
		for _, f := range c.Declared {
			if !f.IsEntry() || f.Decl.Body == nil {
				continue
			}
			sc := f.Scope()
			fl := sc.Flow()
			solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
				a, ok := x.(*solidity.AssignExpr)
				if !ok || a.Op != "=" {
					return true
				}
				outer, ok := solidity.Unparen(a.LHS).(*solidity.IndexAccess)
				if !ok {
					return true
				}
				inner, ok := outer.X.(*solidity.IndexAccess)
				if !ok || inner.Index == nil || outer.Index == nil {
					return true
				}
				sym := sc.RootVar(inner)
				if sym.Kind != analysis.SymState || !spent[sym.State] {
					return true
				}
				if !fl.Taint(inner.Index).Has(analysis.TaintSender) || !fl.Taint(a.RHS).Has(analysis.TaintParam) {
					return true
				}
				p.Report(Report{Function: f, At: a, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
					Message: fmt.Sprintf("%s overwrites an allowance (%s); the spender can front-run the change and spend both amounts", funcLabel(f), Text(f.File, a))})
				return true
			})
		}
	}
}

// markSpend records m when lhs is m[x][msg.sender]: the caller spends from someone else's allowance.
func markSpend(sc *analysis.Scope, fl *analysis.Flow, lhs solidity.Expr, spent map[*analysis.StateVar]bool) {
	outer, ok := solidity.Unparen(lhs).(*solidity.IndexAccess)
	if !ok || outer.Index == nil {
		return
	}
	inner, ok := outer.X.(*solidity.IndexAccess)
	if !ok {
		return
	}
	if !fl.Taint(outer.Index).Has(analysis.TaintSender) {
		return
	}
	if sym := sc.RootVar(inner); sym.Kind == analysis.SymState {
		spent[sym.State] = true
	}
}
