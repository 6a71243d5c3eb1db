package detector

import (
	"bytes"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// CapCheckedBeforeIncrease reports a cap checked against a running total before the function adds the caller's
// amount to it, with no check of the total that includes the amount: the last call takes the total past the cap
// by whatever it adds.
var CapCheckedBeforeIncrease = &Detector{
	ID:    "cap-checked-before-increase",
	Title: "Cap checked before the amount is added",
	Description: "A check bounds a state variable from above (require(totalSupply <= MAX_SUPPLY)) and the " +
		"function then adds an amount the caller chooses to it, while no check of the function compares the " +
		"total with the amount included (totalSupply + amount <= MAX_SUPPLY) or the new total after the addition. " +
		"The check holds for the total as it was, not as it will be: while the total is below the cap, one call " +
		"raises it past the cap by any amount.",
	Exploit: "When the supply sits just below the cap, the attacker mints (or buys, or deposits) an amount as " +
		"large as it likes: the check passes on the old supply, and the cap the holders relied on is exceeded.",
	Recommendation: "Check the total with the amount included (require(totalSupply + amount <= MAX_SUPPLY)), or " +
		"check the new total after the addition.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-697",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runCapCheckedBeforeIncrease,
}

func runCapCheckedBeforeIncrease(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || !f.CFG().WritesState() {
			continue
		}
		var guards []*analysis.Node // the function's guards, gathered on first need
		for _, u := range updatesOf(f) {
			if u.op != "+" || u.node.Scope == nil {
				continue
			}
			sc := u.sc
			total := directState(sc, u.target)
			if total == nil || isConstExpr(sc, u.amount) ||
				!sc.Flow().Taint(u.amount).Has(analysis.TaintParam|analysis.TaintData|analysis.TaintValue) {
				continue
			}
			if guards == nil {
				for _, n := range f.CFG().Nodes {
					if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil {
						guards = append(guards, n)
					}
				}
				if len(guards) == 0 {
					break
				}
			}
			g := f.CFG()
			before := g.Before(u.node)
			var capped *analysis.Node
			rechecked := false
			ka := keyText(sc.File.Src, u.amount)
			for _, n := range guards {
				text := keyText(n.Scope.File.Src, n.Expr)
				if !before[n.Index] || n == u.node {
					if mentionsState(n.Scope, n.Expr, total) {
						rechecked = true // the total checked after the addition
					}
					continue
				}
				if bytes.Contains(text, ka) && mentionsState(n.Scope, n.Expr, total) {
					rechecked = true // the total checked with the amount (totalSupply + amount <= cap)
					continue
				}
				if capped == nil && boundsAbove(n, total) {
					capped = n
				}
			}
			if capped == nil || rechecked {
				continue
			}
			p.Report(Report{Function: f, File: capped.Scope.File, At: capped.Expr,
				Message: fmt.Sprintf("%s checks %s against its cap before adding %s to it, and never with the amount included: one call takes %s past the cap by any amount",
					funcLabel(f), total.Name, Text(sc.File, u.amount), total.Name),
				Related: []Related{{File: sc.File, At: u.at, Message: "the amount added after the check"}}})
			break // one report per function
		}
	}
	return nil
}

// mentionsState reports whether e reads the state variable v by name.
func mentionsState(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && !found {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// boundsAbove reports whether the guard n bounds the whole state variable v, alone on its side, from above by a
// constant, an immutable or another state variable (require(totalSupply <= cap)).
func boundsAbove(n *analysis.Node, v *analysis.StateVar) bool {
	sc := n.Scope
	negated := !n.Holds
	e := solidity.Unparen(n.Expr)
	for {
		u, ok := e.(*solidity.UnaryExpr)
		if !ok || u.Op != "!" {
			break
		}
		negated, e = !negated, solidity.Unparen(u.X)
	}
	var conjuncts []solidity.Expr
	var split func(solidity.Expr)
	split = func(x solidity.Expr) {
		if b, ok := solidity.Unparen(x).(*solidity.BinaryExpr); ok && b.Op == "&&" && !negated {
			split(b.X)
			split(b.Y)
			return
		}
		conjuncts = append(conjuncts, x)
	}
	split(e)
	for _, c := range conjuncts {
		b, ok := solidity.Unparen(c).(*solidity.BinaryExpr)
		if !ok || !isComparison(b.Op) || b.X == nil || b.Y == nil {
			continue
		}
		for i, side := range [2]solidity.Expr{b.X, b.Y} {
			other := b.Y
			if i == 1 {
				other = b.X
			}
			if directState(sc, side) != v {
				continue
			}
			// A cap is a setting: a constant, or another state variable (an immutable, a configured limit),
			// not a value worked out in the function (res >= count, with res = count + input).
			if cap := directState(sc, other); !isConstExpr(sc, other) && (cap == nil || cap == v) {
				continue
			}
			if up, _ := boundSides(b.Op, i == 1, negated); up && b.Op != "==" && b.Op != "!=" {
				return true
			}
		}
	}
	return false
}
