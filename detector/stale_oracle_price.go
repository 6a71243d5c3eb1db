package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// StaleOraclePrice reports prices read from a Chainlink-style feed (latestRoundData, or getRoundData for a given
// round) whose update time is never checked.
var StaleOraclePrice = &Detector{
	ID:    "stale-oracle-price",
	Title: "Oracle price used without a staleness check",
	Description: "latestRoundData() returns the price with the time it was last updated. The code keeps the price " +
		"and drops or never compares the update time, so a feed that has stopped updating (a paused feed, a " +
		"congested network, a deprecated aggregator) keeps supplying an old price as if it were current.",
	Exploit: "When the market moves and the feed lags, borrowers take loans against collateral valued at the old, " +
		"higher price, or liquidations use a price that no longer holds.",
	Recommendation: "Check the update time against a heartbeat (require(block.timestamp - updatedAt <= " +
		"maxDelay)) and that the price is positive, and fall back or revert otherwise.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-672",
	Requires:   []Requirement{RequireCFG},
	Run:        runStaleOraclePrice,
}

func runStaleOraclePrice(p *Pass) error {
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		for _, s := range fx.calls {
			c := s.call
			if c.Kind != analysis.CallExternal || c.Expr == nil {
				continue
			}
			sc := s.node.Scope
			if len(c.Expr.Args) == 1 && (c.Name == "getPriceUnsafe" || c.Name == "getEmaPriceUnsafe") {
				// Pyth's unchecked read: the price struct's publishTime is the only age there is.
				if v := declaredLocal(s.node, c.Expr); v != nil && !publishTimeChecked(sc, v) {
					p.Report(Report{Function: f, File: sc.File, At: c.Expr,
						Message: fmt.Sprintf("%s reads the price from %s with %s, which does not check its age, and never compares its publishTime: a price that stopped updating is still used",
							funcLabel(f), Text(sc.File, c.Target), c.Name)})
				}
				continue
			}
			// getRoundData(roundId) answers as latestRoundData does, for a round that may be long past.
			round := c.Name == "getRoundData" && len(c.Expr.Args) == 1
			if len(c.Expr.Args) != 0 && !round {
				continue
			}
			if c.Name == "latestAnswer" && (c.Callee == nil || len(c.Callee.Decl.Returns) == 1) && !readsFeedTime(&fx) &&
				!(f.IsView() && echoedAnswer(sc, f, c.Expr) && contractReadsFeedTime(f.Contract)) {
				p.Report(Report{Function: f, File: sc.File, At: c.Expr, Confidence: vigil.ConfidenceLow,
					Message: fmt.Sprintf("%s reads the price from %s with latestAnswer(), which returns no update time to check: a feed that stopped updating still supplies its last price",
						funcLabel(f), Text(sc.File, c.Target))})
				continue
			}
			if c.Name != "latestRoundData" && !round {
				continue
			}
			vars, ok := roundVars(sc, s.node, c.Expr)
			if !ok || len(vars) != 5 || vars[1] == nil {
				continue // the price itself is not kept here
			}
			updatedAt := vars[3]
			if updatedAt != nil && (comparedIn(sc, updatedAt) || returnedIn(sc, updatedAt)) {
				continue
			}
			if startedAt := vars[2]; startedAt != nil && comparedIn(sc, startedAt) {
				continue // the round's start time checked: a sequencer-uptime feed's grace period, or a round's age
			}
			what := "drops the update time"
			if updatedAt != nil {
				what = "never compares the update time " + updatedAt.Name
			}
			if round {
				what += " of the round it names"
			}
			p.Report(Report{Function: f, File: sc.File, At: c.Expr,
				Message: fmt.Sprintf("%s reads the price from %s and %s: a feed that stopped updating still supplies its last price",
					funcLabel(f), Text(sc.File, c.Target), what)})
		}
	}
	return nil
}

// readsFeedTime reports whether the function also asks a feed for the time of its answer (latestTimestamp()
// or getTimestamp(round) of the legacy aggregator interface), which it then can check.
func readsFeedTime(fx *cfgFacts) bool {
	for _, s := range fx.calls {
		if s.call.Kind == analysis.CallExternal && (s.call.Name == "latestTimestamp" || s.call.Name == "getTimestamp") {
			return true
		}
	}
	return false
}

// contractReadsFeedTime reports whether a function of c, or of a contract it inherits, asks a feed for the time of
// its answer: a feed proxy that hands on latestAnswer() in one view and latestTimestamp() in another leaves the
// check to its consumers, who have both.
func contractReadsFeedTime(c *analysis.Contract) bool {
	if c == nil {
		return false
	}
	for f := range c.HierarchyBodies() {
		for _, call := range f.Scope().Calls() {
			if call.Kind == analysis.CallExternal && (call.Name == "latestTimestamp" || call.Name == "getTimestamp") {
				return true
			}
		}
	}
	return false
}

// roundVars returns the variables the results of call ce, at node n, are kept in: the locals of a tuple
// declaration or assignment, nil where a result is dropped. ok is false when the results are used otherwise.
func roundVars(sc *analysis.Scope, n *analysis.Node, ce *solidity.CallExpr) ([]*solidity.VariableDeclaration, bool) {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if unparen(st.Value) == solidity.Expr(ce) && st.Tuple {
			return st.Vars, true
		}
	case *solidity.ExpressionStatement:
		a, ok := unparen(st.X).(*solidity.AssignExpr)
		if !ok || unparen(a.RHS) != solidity.Expr(ce) {
			return nil, false
		}
		t, ok := unparen(a.LHS).(*solidity.TupleExpr)
		if !ok {
			return nil, false
		}
		out := make([]*solidity.VariableDeclaration, len(t.Elems))
		for i, e := range t.Elems {
			if e == nil {
				continue
			}
			id, ok := unparen(e).(*solidity.Identifier)
			if !ok {
				return nil, false // kept in state or a field: used elsewhere
			}
			sym := sc.Resolve(id)
			if sym.Var == nil {
				return nil, false
			}
			out[i] = sym.Var
		}
		return out, true
	}
	return nil, false
}

// comparedIn reports whether the local v is an operand of a comparison in the body, or of arithmetic that one
// compares (block.timestamp - updatedAt > delay), with something other than a number (updatedAt != 0 only tells
// that the round is complete).
func comparedIn(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	found := false
	solidity.Preorder(sc.Body(), func(n solidity.Node) bool {
		if b, ok := n.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
			// updatedAt > 0, startedAt != 0: a round that has an answer, not one recent enough.
			if readsLocal(sc, b.X, v) && !aloneAgainstNumber(b.X, b.Y) || readsLocal(sc, b.Y, v) && !aloneAgainstNumber(b.Y, b.X) {
				found = true
			}
		}
		if call, ok := n.(*solidity.CallExpr); ok && !found {
			// Passed to a helper (a check of its own, _checkStale(updatedAt)).
			if c := sc.CallOf(call); c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) {
				for _, a := range call.Args {
					if readsLocal(sc, a, v) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// declaredLocal returns the one local that node n declares with the value of ce (Price memory p = pyth.getPriceUnsafe(id)),
// or nil.
func declaredLocal(n *analysis.Node, ce *solidity.CallExpr) *solidity.VariableDeclaration {
	st, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
	if !ok || st.Tuple || len(st.Vars) != 1 || unparen(st.Value) != solidity.Expr(ce) {
		return nil
	}
	return st.Vars[0]
}

// publishTimeChecked reports whether a comparison of the body reads v.publishTime against something other than a
// number, or hands v (or its publishTime) to an internal function to check.
func publishTimeChecked(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	isTime := func(e solidity.Expr) bool {
		found := false
		solidity.Preorder(e, func(n solidity.Node) bool {
			if ma, ok := n.(*solidity.MemberAccess); ok && ma.Member == "publishTime" && readsLocal(sc, ma.X, v) {
				found = true
			}
			return !found
		})
		return found
	}
	found := false
	solidity.Preorder(sc.Body(), func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.ReturnStatement:
			// Returned whole, or its publish time: the caller has what it needs to check.
			if x.Value != nil && (isTime(x.Value) || mentionsWhole(sc, x.Value, v)) {
				found = true
			}
		case *solidity.BinaryExpr:
			// p.publishTime != 0 is no age check; block.timestamp - p.publishTime <= 60 is.
			bare := func(e solidity.Expr) bool { _, ok := unparen(e).(*solidity.MemberAccess); return ok }
			if isComparison(x.Op) && (isTime(x.X) && !(bare(x.X) && isLiteral(x.Y)) || isTime(x.Y) && !(bare(x.Y) && isLiteral(x.X))) {
				found = true
			}
		case *solidity.CallExpr:
			// The whole struct, or its publish time, handed to a helper that can check it; a helper given only
			// the price and exponent (a scaling) checks no age.
			if c := sc.CallOf(x); c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) {
				for _, a := range x.Args {
					if mentionsWhole(sc, a, v) || isTime(a) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// mentionsWhole reports whether e is the local v itself, or a tuple holding it.
func mentionsWhole(sc *analysis.Scope, e solidity.Expr, v *solidity.VariableDeclaration) bool {
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		return sc.Resolve(x).Var == v
	case *solidity.TupleExpr:
		for _, el := range x.Elems {
			if el != nil && mentionsWhole(sc, el, v) {
				return true
			}
		}
	}
	return false
}

// aloneAgainstNumber reports whether a comparison puts the variable x alone against the number y (updatedAt > 0).
func aloneAgainstNumber(x, y solidity.Expr) bool {
	_, id := unparen(x).(*solidity.Identifier)
	_, lit := unparen(y).(*solidity.NumberLiteral)
	return id && lit
}

// returnedIn reports whether the local v is returned, for the caller to check.
func returnedIn(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	if sc.Function != nil {
		for _, r := range sc.Function.Decl.Returns {
			if r == v {
				return true
			}
		}
	}
	found := false
	eachStatement(sc.Body(), func(s solidity.Stmt) {
		if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil && readsLocal(sc, r.Value, v) {
			found = true
		}
	})
	return found
}
