package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TimestampDependence reports logic that depends on block.timestamp.
var TimestampDependence = &Detector{
	ID:    "timestamp-dependence",
	Title: "Logic depends on the block timestamp",
	Description: "block.timestamp (now) is set by the block producer within a tolerance, and block.number only " +
		"estimates time. Comparisons, stored values and ether amounts derived from them can be nudged by the " +
		"producer or drift from the intended time.",
	Exploit: "A validator who is also a player picks a timestamp a few seconds off so that a deadline check or a " +
		"time-based lottery turns in their favour.",
	Recommendation: "Do not use the timestamp for randomness or for decisions that a shift of a few seconds could " +
		"change; allow for the tolerance in deadlines.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-116",
	CWE:        "CWE-829",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runTimestamp,
}

func runTimestamp(p *Pass) error {
	for _, c := range p.Model.Contracts {
		for _, d := range c.Decl.Members {
			sv, ok := d.(*solidity.StateVariableDeclaration)
			if !ok || sv.Value == nil || !mentionsTimestamp(sv.Value) {
				continue
			}
			msg := append(append(append(p.message(), c.Name...), '.'), sv.Name...)
			p.reportMessage(Report{Contract: c, At: sv.Value, Confidence: vigil.ConfidenceLow},
				append(msg, " is initialised from the block timestamp"...))
		}
	}
	// Only bodies that name block data, or call a function that may return some, can hold a timed value.
	timedScopes := scopesWith(p.Model, blockSources)
	if !timedScopes.any() {
		return nil
	}
	var helperSites map[solidity.Node]bool // the helpers' time arithmetic reported, made at the first
	var buf [4]*analysis.Scope             // a body and its modifiers': a few
	scopes := buf[:0]
	for _, f := range bodies(p.Model) {
		if scopes = graphScopes(f, scopes[:0]); !timedScopes.mayAny(scopes) {
			continue
		}
		label := lazyLabel{f: f}
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil || n.Kind == analysis.NodeEntry || !timedScopes.may(n.Scope) {
				continue
			}
			sc := n.Scope
			fl := sc.Flow()
			timed := func(e solidity.Expr) bool { return fl.Taint(e).Has(analysis.TaintTime | analysis.TaintBlockNumber) }
			// Comparisons: in conditions, requires, returns and assignments alike.
			compared := false
			if mayCompare(own.Range().Text(sc.File.Src)) { // a comparison shows its operator
				exprWalk(own, func(x solidity.Node) bool {
					if b, ok := x.(*solidity.BinaryExpr); ok && isComparison(b.Op) && (timed(b.X) || timed(b.Y)) {
						p.reportMessage(Report{Function: f, File: sc.File, At: b},
							appendTextMessage(p.message(), label.String(), " compares a timestamp-derived value: ", sc.File, b))
						compared = true
						return false
					}
					return true
				}, false)
			}
			// A condition decided by a time-derived value computed elsewhere (a helper returning now >= x).
			if !compared && (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && timed(n.Expr) {
				p.reportMessage(Report{Function: f, File: sc.File, At: n.Expr},
					appendTextMessage(p.message(), label.String(), " branches on a timestamp-derived condition: ", sc.File, n.Expr))
			}
			// Ether amounts derived from the timestamp.
			for _, c := range analysis.NodeCalls(n) {
				if c.SendsEther() && c.Value != nil && c.Expr != nil && timed(c.Value) {
					p.Report(Report{Function: f, File: sc.File, At: c.Expr,
						Message: label.String() + " sends an amount derived from the block timestamp"})
					if !mentionsTimestamp(own) {
						if helperSites == nil {
							helperSites = map[solidity.Node]bool{}
						}
						reportTimedHelpers(p, f, sc, helperSites)
					}
				}
			}
			// State written from the timestamp: a recorded time is usual, so confidence is low. An assignment to
			// state is one of the node's state writes.
			if len(n.Writes()) == 0 {
				continue
			}
			eachAssignment(sc.File.Src, own, func(a *solidity.AssignExpr) {
				if !timed(a.RHS) || sc.RootVar(a.LHS).Kind != analysis.SymState {
					return
				}
				if hasComparison(a.RHS) {
					return // reported as a comparison
				}
				p.reportMessage(Report{Function: f, File: sc.File, At: a, Confidence: vigil.ConfidenceLow},
					appendTextMessage(p.message(), label.String(), " stores a timestamp-derived value: ", sc.File, a))
			})
		}
	}
	return nil
}

// reportTimedHelpers reports, in the internal functions that f's body sc calls for a time-derived value (a
// bounty that grows with the seconds elapsed, bountyOf(id)), the arithmetic where the block timestamp enters that
// value: f sends an amount the block producer nudges, and the helper is where it is computed.
func reportTimedHelpers(p *Pass, f *analysis.Function, sc *analysis.Scope, seen map[solidity.Node]bool) {
	fl := sc.Flow()
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || c.Expr == nil ||
			!fl.Taint(c.Expr).Has(analysis.TaintTime) || !mentionsTimestamp(c.Callee.Decl.Body) {
			continue
		}
		g := c.Callee
		solidity.Preorder(g.Decl.Body, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || (b.Op != "-" && b.Op != "+" && b.Op != "*" && b.Op != "/") {
				return true
			}
			if !mentionsTimestamp(b.X) && !mentionsTimestamp(b.Y) {
				return true
			}
			if !seen[b] {
				seen[b] = true
				p.reportMessage(Report{Function: g, File: g.File, At: b},
					appendTextMessage(p.message(), funcLabel(g), " computes the amount "+funcLabel(f)+" sends from the block timestamp: ", g.File, b))
			}
			return false
		})
	}
}

func hasComparison(e solidity.Node) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
			found = true
		}
		return !found
	})
	return found
}

// mentionsTimestamp reports whether e reads block.timestamp or now directly.
func mentionsTimestamp(e solidity.Node) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.Identifier:
			if x.Name == "now" {
				found = true
			}
		case *solidity.MemberAccess:
			if id, ok := x.X.(*solidity.Identifier); ok && id.Name == "block" && (x.Member == "timestamp" || x.Member == "number") {
				found = true
			}
		}
		return !found
	})
	return found
}
