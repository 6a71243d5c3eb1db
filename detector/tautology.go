package detector

import (
	"fmt"
	"math/big"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Tautology reports comparisons whose result the operand's type decides: `x >= 0` or `x < 0` for an unsigned
// x, `b < 256` for a uint8.
var Tautology = &Detector{
	ID:    "tautology",
	Title: "Comparison that is always true or always false",
	Description: "A comparison of an integer with a constant is decided by the integer's type alone: an unsigned " +
		"value is never below zero, a uint8 never above 255. The check does not do what its author meant.",
	Exploit: "A loop `for (uint i = n; i >= 0; i--)` never ends and runs out of gas; a bounds check `x >= 0` " +
		"that was meant to reject bad input lets everything through.",
	Recommendation: "Fix the condition (compare with the bound that was meant), or use a signed type where " +
		"negative values are possible.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-571",
	Requires:   []Requirement{RequireTypes},
	Run:        runTautology,
}

func runTautology(p *Pass) error {
	for _, f := range bodies(p.Model) {
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			b, ok := n.(*solidity.BinaryExpr)
			if !ok || !comparisonOps[b.Op] {
				return true
			}
			if verdict, ok := decidedComparison(sc, b); ok {
				p.Report(Report{Function: f, At: b,
					Message: fmt.Sprintf("%s: %s is always %t", funcLabel(f), Text(f.File, b), verdict)})
			}
			return true
		})
	}
	return nil
}

// decidedComparison evaluates `x op c` (or `c op x`) where x is an integer variable and c a literal, when the
// range of x's type alone decides it.
func decidedComparison(sc *analysis.Scope, b *solidity.BinaryExpr) (bool, bool) {
	x, y := unparen(b.X), unparen(b.Y)
	op := b.Op
	lit, ok := y.(*solidity.NumberLiteral)
	if !ok {
		lit, ok = x.(*solidity.NumberLiteral)
		if !ok {
			return false, false
		}
		x = y
		op = map[string]string{"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}[op]
	}
	if _, isLit := x.(*solidity.NumberLiteral); isLit || isConstExpr(sc, x) {
		return false, false
	}
	t := sc.TypeOf(x)
	if t == nil || t.Kind != analysis.TypeInt || t.Bits <= 0 || t.Bits > 256 {
		return false, false
	}
	// The literal's own type is not the operand's: a conversion or a wider expression would have been
	// typed by the model as its result type, so only plain variables, members and index accesses count.
	switch x.(type) {
	case *solidity.Identifier, *solidity.MemberAccess, *solidity.IndexAccess:
	default:
		return false, false
	}
	c, ok := lit.BigInt()
	if !ok {
		return false, false
	}
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
	hi.Sub(hi, big.NewInt(1))
	if t.Signed {
		lo.Lsh(big.NewInt(1), uint(t.Bits-1))
		lo.Neg(lo)
		hi.Lsh(big.NewInt(1), uint(t.Bits-1))
		hi.Sub(hi, big.NewInt(1))
	}
	switch op {
	case ">=":
		if c.Cmp(lo) <= 0 {
			return true, true
		}
		if c.Cmp(hi) > 0 {
			return false, true
		}
	case "<":
		if c.Cmp(lo) <= 0 {
			return false, true
		}
		if c.Cmp(hi) > 0 {
			return true, true
		}
	case ">":
		if c.Cmp(hi) >= 0 {
			return false, true
		}
		if c.Cmp(lo) < 0 {
			return true, true
		}
	case "<=":
		if c.Cmp(hi) >= 0 {
			return true, true
		}
		if c.Cmp(lo) < 0 {
			return false, true
		}
	case "==":
		if c.Cmp(lo) < 0 || c.Cmp(hi) > 0 {
			return false, true
		}
	case "!=":
		if c.Cmp(lo) < 0 || c.Cmp(hi) > 0 {
			return true, true
		}
	}
	return false, false
}
