package detector

import (
	"math/big"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// boundedByConstant reports whether an operation of a variable and a constant cannot wrap because a comparison
// of the function's guards or branches bounds the variable by a constant: `if (count < 1023) f(count + 1)`,
// `require(n >= 2); n - 2`. x is the variable operand's text, k the constant's value; op is + or * (x needs an
// upper bound) or - with the constant subtracted (x needs a lower bound).
func (v *overflowVisitor) boundedByConstant(sc *analysis.Scope, op string, x []byte, k *big.Int, bits int, signed bool) bool {
	if signed || k.Sign() < 0 {
		return false
	}
	if !v.guardsBuilt {
		v.guards.build(v.f)
		v.guardsBuilt = true
	}
	found := false
	for _, g := range v.guards.roots {
		solidity.Preorder(g.b, func(y solidity.Node) bool {
			c, ok := y.(*solidity.BinaryExpr)
			if found || !ok {
				return !found
			}
			if !isComparison(c.Op) || c.X == nil || c.Y == nil {
				return true
			}
			// Written as x OP C or as C OP' x; rel is how x stands to C.
			rel, bound := "", solidity.Expr(nil)
			switch {
			case sameKey(keyText(g.src, c.X), x):
				rel, bound = c.Op, c.Y
			case sameKey(keyText(g.src, c.Y), x):
				rel, bound = flipComparison(c.Op), c.X
			default:
				return true
			}
			cv, ok := constValue(sc, bound, nil, 0)
			if !ok || cv.Sign() < 0 {
				return true
			}
			found = constantBoundHolds(op, rel, cv, k, bits)
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// constantBoundHolds reports whether x rel c (x < c, x <= c, x > c, x >= c, x == c) keeps x op k within bits.
func constantBoundHolds(op, rel string, c, k *big.Int, bits int) bool {
	limit := new(big.Int).Lsh(big.NewInt(1), uint(bits)) // the first value that does not fit
	switch op {
	case "+", "*":
		// The largest x allowed.
		maxX := new(big.Int).Set(c)
		switch rel {
		case "<":
			maxX.Sub(maxX, big.NewInt(1))
		case "<=", "==":
		default:
			return false
		}
		r := new(big.Int)
		if op == "+" {
			r.Add(maxX, k)
		} else {
			r.Mul(maxX, k)
		}
		return r.Cmp(limit) < 0
	case "-":
		// The smallest x allowed.
		minX := new(big.Int).Set(c)
		switch rel {
		case ">":
			minX.Add(minX, big.NewInt(1))
		case ">=", "==":
		default:
			return false
		}
		return minX.Cmp(k) >= 0
	}
	return false
}

// flipComparison is the operator that keeps a comparison's meaning when its sides are swapped.
func flipComparison(op string) string {
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
