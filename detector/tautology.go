package detector

import (
	"fmt"
	"math/big"
	"math/bits"
	"slices"

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
	var scratch big.Int // the value of plain literals, reused from comparison to comparison
	for _, f := range bodies(p.Model) {
		var sc *analysis.Scope // fetched at the first binary expression
		// A loop over the body's flat form, which tells each node's kind without a type assertion, costs less
		// than reading the body's text for a comparison with a literal first.
		nodes := solidity.PreorderNodes(f.Decl.Body)
		for i := 0; i < nodes.Len(); i++ {
			if nodes.Kind(i) != solidity.FlatBinaryExpr {
				continue
			}
			if sc == nil {
				sc = f.Scope()
			}
			b, ok := nodes.At(i).(*solidity.BinaryExpr)
			if ok && (b.Op == "||" || b.Op == "&&") {
				if verdict, ok := decidedRange(sc, b); ok {
					p.Report(Report{Function: f, At: b,
						Message: fmt.Sprintf("%s: %s is always %t: %s", funcLabel(f), Text(f.File, b), verdict,
							map[bool]string{true: "every value satisfies one of the comparisons",
								false: "no value satisfies both comparisons"}[verdict])})
					// The comparisons inside it are not reported again.
					i = nodes.End(i) - 1
				}
				continue
			}
			if !ok || !isComparison(b.Op) {
				continue
			}
			if verdict, ok := decidedComparison(sc, b, &scratch); ok {
				p.Report(Report{Function: f, At: b,
					Message: fmt.Sprintf("%s: %s is always %t", funcLabel(f), Text(f.File, b), verdict)})
			}
		}
	}
	return nil
}

// decidedComparison evaluates `x op c` (or `c op x`) where x is an integer variable and c a literal, when the
// range of x's type alone decides it.
func decidedComparison(sc *analysis.Scope, b *solidity.BinaryExpr, scratch *big.Int) (bool, bool) {
	x, y := unparen(b.X), unparen(b.Y)
	op := b.Op
	lit, ok := y.(*solidity.NumberLiteral)
	if !ok {
		lit, ok = x.(*solidity.NumberLiteral)
		if !ok {
			return false, false
		}
		x = y
		op = mirrored(op)
	}
	// The literal's own type is not the operand's: a conversion or a wider expression would have been
	// typed by the model as its result type, so only plain variables, members and index accesses count.
	switch x.(type) {
	case *solidity.Identifier, *solidity.MemberAccess, *solidity.IndexAccess:
	default:
		return false, false
	}
	t := sc.TypeOf(x)
	if t == nil || t.Kind != analysis.TypeInt || t.Bits <= 0 || t.Bits > 256 {
		return false, false
	}
	c, ok := literalValue(lit, scratch)
	if !ok {
		return false, false
	}
	verdict, decided := decide(op, c, t.Bits, t.Signed)
	// Comparisons of constant expressions are not reported; that test is the dearest, so it comes last.
	if !decided || isConstExpr(sc, x) {
		return false, false
	}
	return verdict, true
}

// decide evaluates `x op c` for an integer x of the given width and signedness: the verdict, and whether the
// type's range decides it.
func decide(op string, c *big.Int, bits int, signed bool) (bool, bool) {
	lo, hi := intRange(bits, signed)
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

// literalValue is lit.BigInt(), parsing plain decimal literals, with or without a unit (10 ether), without
// big.Rat, into scratch.
func literalValue(lit *solidity.NumberLiteral, scratch *big.Int) (*big.Int, bool) {
	if n, ok := plainDecimal(lit.Value); ok {
		if lit.Unit == "" {
			return scratch.SetInt64(n), true
		}
		if u, known := units[lit.Unit]; known {
			if hi, lo := bits.Mul64(uint64(n), uint64(u)); hi == 0 {
				return scratch.SetUint64(lo), true
			}
		}
	}
	return lit.BigInt()
}

// mirrored is the operator that gives the same comparison with the operands swapped.
func mirrored(op string) string {
	switch op {
	case "<":
		return ">"
	case ">":
		return "<"
	case "<=":
		return ">="
	case ">=":
		return "<="
	}
	return op
}

// intBounds holds the least and the greatest value of every integer width, unsigned ([0]) and signed ([1]).
// They are shared: never modify them.
var intBounds = func() (b [2][257][2]*big.Int) {
	for bits := 1; bits <= 256; bits++ {
		hi := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		b[0][bits] = [2]*big.Int{new(big.Int), hi.Sub(hi, big.NewInt(1))}
		lo := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
		lo.Neg(lo)
		shi := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
		b[1][bits] = [2]*big.Int{lo, shi.Sub(shi, big.NewInt(1))}
	}
	return b
}()

// intRange returns the least and the greatest value of an integer type of 1 to 256 bits.
func intRange(bits int, signed bool) (lo, hi *big.Int) {
	s := 0
	if signed {
		s = 1
	}
	return intBounds[s][bits][0], intBounds[s][bits][1]
}

// decidedRange decides `x op1 c1 || x op2 c2` (or &&) for one integer operand x compared with literals, when
// neither comparison alone is decided: `x > 0 || x < 10` holds for every unsigned x, `x < 5 && x > 9` for none.
func decidedRange(sc *analysis.Scope, b *solidity.BinaryExpr) (bool, bool) {
	// The shapes of both sides come first: most conditions joined by || or && are not two comparisons with a
	// literal, and are told so before anything is typed, compared or made.
	var xs [2]solidity.Expr
	var ops [2]string
	var lits [2]*solidity.NumberLiteral
	for i, side := range [2]solidity.Expr{b.X, b.Y} {
		cmp, ok := unparen(side).(*solidity.BinaryExpr)
		if !ok || !isComparison(cmp.Op) {
			return false, false
		}
		x, y, op := unparen(cmp.X), unparen(cmp.Y), cmp.Op
		lit, ok := y.(*solidity.NumberLiteral)
		if !ok {
			if lit, ok = x.(*solidity.NumberLiteral); !ok {
				return false, false
			}
			x, op = y, mirrored(op)
		}
		switch x.(type) {
		case *solidity.Identifier, *solidity.MemberAccess, *solidity.IndexAccess:
		default:
			return false, false
		}
		xs[i], ops[i], lits[i] = x, op, lit
	}
	t := sc.TypeOf(xs[0])
	if t == nil || t.Kind != analysis.TypeInt || t.Bits <= 0 || t.Bits > 256 {
		return false, false
	}
	var textA, textB [128]byte // the operands' texts, compared in place
	if !sameKey(appendText(textA[:0], sc.File, xs[0]), appendText(textB[:0], sc.File, xs[1])) || !sameOperand(sc, xs[0], xs[1]) {
		return false, false
	}
	var sets [2][]valueRange
	for i := range sets {
		c, ok := literalValue(lits[i], new(big.Int)) // kept by the ranges: a value of its own
		if !ok {
			return false, false
		}
		if _, decided := decide(ops[i], c, t.Bits, t.Signed); decided {
			return false, false // reported on its own
		}
		sets[i] = satisfying(ops[i], c, t.Bits, t.Signed)
	}
	lo, hi := intRange(t.Bits, t.Signed)
	if b.Op == "||" {
		return true, covers(append(sets[0], sets[1]...), lo, hi)
	}
	for _, r := range sets[0] {
		for _, q := range sets[1] {
			if maxInt(r.lo, q.lo).Cmp(minInt(r.hi, q.hi)) <= 0 {
				return false, false
			}
		}
	}
	return false, true
}

// sameOperand reports whether two textually equal operands name the same variable (a local and a state
// variable of one name do not).
func sameOperand(sc *analysis.Scope, a, b solidity.Expr) bool {
	ra, rb := sc.RootVar(a), sc.RootVar(b)
	return ra.Kind == rb.Kind && ra.Var == rb.Var && ra.State == rb.State
}

// valueRange is the integers from lo to hi, both included.
type valueRange struct{ lo, hi *big.Int }

// satisfying returns the values of an integer type for which `x op c` holds.
func satisfying(op string, c *big.Int, bits int, signed bool) []valueRange {
	lo, hi := intRange(bits, signed)
	one := big.NewInt(1)
	below := new(big.Int).Sub(c, one)
	above := new(big.Int).Add(c, one)
	switch op {
	case "<":
		return []valueRange{{lo, below}}
	case "<=":
		return []valueRange{{lo, c}}
	case ">":
		return []valueRange{{above, hi}}
	case ">=":
		return []valueRange{{c, hi}}
	case "==":
		return []valueRange{{c, c}}
	case "!=":
		return []valueRange{{lo, below}, {above, hi}}
	}
	return []valueRange{{lo, hi}}
}

// covers reports whether the ranges together hold every integer from lo to hi.
func covers(rs []valueRange, lo, hi *big.Int) bool {
	slices.SortFunc(rs, func(a, b valueRange) int { return a.lo.Cmp(b.lo) })
	next := new(big.Int).Set(lo) // the least value not yet covered
	for _, r := range rs {
		if r.lo.Cmp(next) > 0 {
			return false
		}
		if r.hi.Cmp(next) >= 0 {
			next.Add(r.hi, big.NewInt(1))
		}
	}
	return next.Cmp(hi) > 0
}

func maxInt(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

func minInt(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}
