package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ReentrancyEvents reports events emitted after an external call that could re-enter.
//
// Which calls count: calls that hand control to code that can call back (external and low-level calls; not
// staticcall, delegatecall, view functions, or send/transfer with their 2300 gas). A call to an address fixed at
// deployment (constant or immutable) is still reported, at low confidence: the code there is chosen by the
// deployer, not the caller, but it may still call back. Functions under a reentrancy lock are not reported.
var ReentrancyEvents = &Detector{
	ID:    "reentrancy-events",
	Title: "Event emitted after an external call",
	Description: "A function emits an event after an external call. If the callee re-enters, the events of the " +
		"inner call are logged before the outer call's, so off-chain watchers (indexers, bridges, accounting) " +
		"see them out of order or with stale values. Calls to an address fixed at deployment (constant or immutable) " +
		"are reported at low confidence; send, transfer, staticcall and view calls, and locked functions, are not.",
	Exploit: "An attacker re-enters from the external call; the inner Withdraw event is logged before the outer " +
		"one, and an indexer that replays events in order computes wrong balances or double-credits a bridge " +
		"transfer.",
	Recommendation: "Emit events before external calls (checks-effects-interactions), or protect the function " +
		"with a reentrancy lock.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-107",
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:        runReentrancyEvents,
}

func runReentrancyEvents(p *Pass) error {
	cg := p.Model.CallGraph()
	emits := map[*analysis.Function]bool{}
	for _, f := range bodies(p.Model) {
		if f.Contract == nil || f.IsConstructor() || f.IsView() || !cg.Reachable(f) {
			continue
		}
		if !f.IsEntry() && lockedAtEveryCall(cg, f, 0) {
			continue
		}
		g := f.CFG()
		gd := f.Guards()
		reported := map[*analysis.Node]bool{}
		for _, n := range g.Nodes {
			if gd.Locked(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				k, ok := kindOf(c)
				if !ok || k == reentrancyLimited {
					continue
				}
				conf := vigil.Confidence("")
				if fixedTarget(n.Scope, c.Target) {
					conf = vigil.ConfidenceLow
				}
				after := g.After(n)
				for _, m := range g.Nodes {
					if !after[m.Index] || reported[m] || m == n || gd.Locked(m) {
						continue
					}
					at, what := emitAt(m, emits)
					if at == nil {
						continue
					}
					reported[m] = true
					p.Report(Report{Function: f, File: m.Scope.File, At: at, Confidence: conf,
						Message: fmt.Sprintf("%s %s after calling %s (line %d)", funcLabel(f), what, describeTarget(f, c), lineOf(c.Node())),
						Related: []Related{{File: n.Scope.File, At: c.Node(), Message: "external call that can re-enter"}}})
				}
			}
		}
	}
	return nil
}

// emitAt returns the event a node emits (directly, or through an internal function that emits), with a phrase
// for messages; nil when it emits none.
func emitAt(n *analysis.Node, memo map[*analysis.Function]bool) (solidity.Node, string) {
	if n.Own() == nil || n.Scope == nil {
		return nil, ""
	}
	for _, c := range analysis.NodeCalls(n) {
		if c.Expr == nil {
			continue
		}
		if c.Kind == analysis.CallEvent {
			at := solidity.Node(c.Expr)
			if st, ok := n.Stmt.(*solidity.EmitStatement); ok {
				at = st
			}
			return at, "emits " + eventName(c)
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && emitsEvent(c.Callee, memo, 0) {
			return c.Expr, "emits an event in " + funcLabel(c.Callee)
		}
	}
	return nil, ""
}

func eventName(c *analysis.Call) string {
	switch f := c.Expr.Fun.(type) {
	case *solidity.Identifier:
		return f.Name
	case *solidity.MemberAccess:
		return f.Member
	}
	return "an event"
}

// emitsEvent reports whether an internal function emits an event, itself or through its internal calls.
func emitsEvent(f *analysis.Function, memo map[*analysis.Function]bool, depth int) bool {
	if v, ok := memo[f]; ok {
		return v
	}
	memo[f] = false
	if f.Decl.Body == nil || depth > 4 {
		return false
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallEvent || ((c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && emitsEvent(c.Callee, memo, depth+1)) {
			memo[f] = true
			return true
		}
	}
	return false
}

// fixedTarget reports whether a call's target is a constant or immutable state variable: an address chosen at
// deployment.
func fixedTarget(sc *analysis.Scope, target solidity.Expr) bool {
	if target == nil || sc == nil {
		return false
	}
	v := directState(sc, target)
	return v != nil && (v.Decl.Constant || v.Decl.Immutable)
}
