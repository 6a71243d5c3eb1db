package detector

import (
	"strconv"

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
	emits := map[*analysis.Function]bool{}
	walk := getWalk()
	defer putWalk(walk)
	var emitted []nodeEmit
	var related []Related
	sites := reentrancySitesOf(p.Model)
	for i := range sites.funcs {
		rf := &sites.funcs[i]
		if rf.locked || !rf.mayEmit {
			continue
		}
		f := rf.f
		g := f.CFG()
		gd := f.Guards()
		// What each node emits is asked at most once, in the order the nodes are first met after a call: emitAt's
		// memo of emitting functions depends on that order.
		if cap(emitted) < len(g.Nodes) {
			emitted = make([]nodeEmit, len(g.Nodes))
		} else {
			emitted = emitted[:len(g.Nodes)]
			clear(emitted)
		}
		for _, rc := range rf.calls {
			n, c := rc.n, rc.c
			if gd.Locked(n) || rc.kind == reentrancyLimited {
				continue
			}
			after := walk.after(g, n)
			for _, m := range g.Nodes {
				e := &emitted[m.Index]
				if !after[m.Index] || e.reported || m == n || gd.Locked(m) {
					continue
				}
				if !e.asked {
					e.asked = true
					e.at, e.what = emitAt(m, emits)
				}
				if e.at == nil {
					continue
				}
				e.reported = true
				conf := vigil.Confidence("")
				if fixedTarget(n.Scope, c.Target) {
					conf = vigil.ConfidenceLow
				}
				// The message is built in the pass's buffer, and one list of related places serves every report:
				// Report copies both.
				msg := append(append(append(p.message(), funcLabel(f)...), ' '), e.what...)
				msg = append(append(msg, " after calling "...), describeTarget(f, c)...)
				msg = append(strconv.AppendInt(append(msg, " (line "...), int64(lineOf(c.Node())), 10), ')')
				if m, unresolved := appendUnresolvedLock(msg, f); unresolved {
					msg, conf = m, vigil.ConfidenceLow
				}
				related = append(related[:0], Related{File: n.Scope.File, At: c.Node(), Message: "external call that can re-enter"})
				p.reportMessage(Report{Function: f, File: m.Scope.File, At: e.at, Confidence: conf, Related: related}, msg)
			}
		}
	}
	return nil
}

// nodeEmit is what a node emits (emitAt's answer, once asked) and whether it has been reported.
type nodeEmit struct {
	asked, reported bool
	at              solidity.Node
	what            string
}

// emitAt returns the event a node emits (directly, or through an internal function that emits), with a phrase
// for messages; nil when it emits none.
func emitAt(n *analysis.Node, memo map[*analysis.Function]bool) (solidity.Node, string) {
	if !n.HasOwn() || n.Scope == nil {
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
