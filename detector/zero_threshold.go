package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ZeroThreshold reports an access-checked setter that stores any number its caller passes, zero included, in the
// state variable a payout's check compares a count of approvals with (valid >= threshold).
var ZeroThreshold = &Detector{
	ID:    "zero-threshold",
	Title: "A privileged setter can set an approval threshold to zero",
	Description: "An access-checked function stores a number its caller chooses in a state variable that a " +
		"function paying out compares a count with: the signatures or approvals it counted, one by one, must " +
		"reach it. Nothing keeps the new value above zero, so one call of the setter (a mistake, a compromised " +
		"key, a malicious proposal) makes the check pass with no approval at all, and anyone can then take the " +
		"payout. (Recognised by how the variable is used, not by its name.)",
	Exploit: "A bridge's admin key is phished; the attacker sets the validator threshold to 0 and releases the " +
		"bridge's tokens to itself with an empty list of signatures.",
	Recommendation: "Require the new threshold to be at least 1 (and at most the number of signers) where it is " +
		"set, and put the change behind the same quorum it governs or a timelock.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-1284",
	Requires:   []Requirement{RequireCFG, RequireGuards},
	Run:        runZeroThreshold,
}

func runZeroThreshold(p *Pass) error {
	for _, w := range paramWrites(p.Model) {
		if !w.f.Guards().Protected(w.n) {
			continue // an open setter is unprotected-config-change's
		}
		g, check, ok := countCheck(w.v)
		if !ok || boundedBelow(w) {
			continue
		}
		sc := w.n.Scope
		p.Report(Report{Function: w.f, File: sc.File, At: w.at,
			Message: fmt.Sprintf("%s lets its privileged caller set %s to 0, and %s pays out past %s (line %d), which then holds with no approval counted",
				funcLabel(w.f), w.v.Name, funcLabel(g), Text(g.File, check), lineOf(check)),
			Related: []Related{{File: g.File, At: check, Message: "the count compared with the threshold"}}})
	}
	return nil
}

// countCheck returns a function of v's hierarchy that makes a message call (a payout, a transfer, a call it
// forwards) and checks, in a require or an assert of its own body, that a local it counts up (n++, n += 1)
// reaches v: count >= v or v <= count.
func countCheck(v *analysis.StateVar) (*analysis.Function, *solidity.BinaryExpr, bool) {
	if v.Contract == nil {
		return nil, nil, false
	}
	for g := range v.Contract.HierarchyBodies() {
		sc := g.Scope()
		var check *solidity.BinaryExpr
		for _, n := range g.CFG().Nodes {
			if n.Kind != analysis.NodeGuard || !n.Holds || n.Scope != sc || n.Expr == nil {
				continue
			}
			b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
			if !ok || b.Op != ">=" && b.Op != "<=" || !slices.ContainsFunc(n.Reads(), func(r analysis.StateAccess) bool { return r.Var == v }) {
				continue
			}
			var count solidity.Expr
			switch {
			case b.Op == ">=" && namesStateVar(sc, b.Y, v):
				count = b.X
			case b.Op == "<=" && namesStateVar(sc, b.X, v):
				count = b.Y
			default:
				continue
			}
			if id, ok := solidity.Unparen(count).(*solidity.Identifier); ok && countedUp(sc, g.Decl.Body, id) {
				check = b
				break
			}
		}
		if check == nil {
			continue
		}
		for _, n := range g.CFG().Nodes {
			if n.Scope != sc {
				continue
			}
			for _, c := range n.Calls() {
				if c.Expr != nil && isMessageCall(c.Kind) {
					return g, check, true
				}
			}
		}
	}
	return nil, nil, false
}

// countedUp reports whether body (scope sc) declares the local id names and adds one to it (x++, ++x, x += 1).
func countedUp(sc *analysis.Scope, body *solidity.Block, id *solidity.Identifier) bool {
	v := sc.Resolve(id)
	if v.Kind != analysis.SymLocal || v.Var == nil {
		return false
	}
	is := func(e solidity.Expr) bool {
		x, ok := solidity.Unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(x).Var == v.Var
	}
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.UnaryExpr:
			found = found || y.Op == "++" && is(y.X)
		case *solidity.AssignExpr:
			if lit, ok := solidity.Unparen(y.RHS).(*solidity.NumberLiteral); ok && y.Op == "+=" && lit.Value == "1" && lit.Unit == "" {
				found = found || is(y.LHS)
			}
		}
		return !found
	})
	return found
}

// boundedBelow reports whether a check or branch of w's function (its modifiers' too) keeps the parameter or the
// variable above zero: x > k, x >= k, k < x, k <= x or x != k.
func boundedBelow(w rateWrite) bool {
	for _, n := range w.f.CFG().Nodes {
		if n.Expr == nil || n.Scope == nil || n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
			continue
		}
		sc := n.Scope
		names := func(e solidity.Expr) bool {
			id, ok := solidity.Unparen(unwrapConversion(e)).(*solidity.Identifier)
			if !ok {
				return false
			}
			sym := sc.Resolve(id)
			return sym.Var == w.param || sym.Kind == analysis.SymState && sym.State == w.v
		}
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok {
				switch b.Op {
				case ">", ">=":
					found = found || names(b.X)
				case "<", "<=":
					found = found || names(b.Y)
				case "!=", "==":
					// x != 0 in a require, or x == 0 in a branch that reverts: either side.
					found = found || names(b.X) || names(b.Y)
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
