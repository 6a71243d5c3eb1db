package detector

import (
	"math/big"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

var (
	// etherBound is above any amount of ether (the supply is below 2^87 wei): msg.value fits in 96 bits.
	etherBound = new(big.Int).Lsh(big.NewInt(1), 96)
	// clockBound is above any block timestamp or number for the next thirty thousand years.
	clockBound = new(big.Int).Lsh(big.NewInt(1), 40)
)

// guardedLargest returns a bound on e's value from what the function knows of its parts, or nil when it
// knows none: constants, msg.value (etherBound), the block's timestamp and number (clockBound), and values
// a condition of the function bounds by a constant (require(duration <= MAX_LOCK)), combined through +, *, /
// and %. checks are the function's guard and branch conditions.
func guardedLargest(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr, depth int) *big.Int {
	if depth > 6 || e == nil {
		return nil
	}
	e = solidity.Unparen(e)
	if v, ok := foldConst(sc, e, nil, 0); ok {
		if v.Sign() < 0 {
			return nil
		}
		return v
	}
	switch x := e.(type) {
	case *solidity.BinaryExpr:
		switch x.Op {
		case "+", "*":
			a, b := guardedLargest(sc, x.X, checks, depth+1), guardedLargest(sc, x.Y, checks, depth+1)
			if a == nil || b == nil {
				return nil
			}
			if x.Op == "+" {
				return new(big.Int).Add(a, b)
			}
			return new(big.Int).Mul(a, b)
		case "/":
			return guardedLargest(sc, x.X, checks, depth+1)
		case "%":
			if m, ok := foldConst(sc, x.Y, nil, 0); ok && m.Sign() > 0 {
				return m
			}
			return guardedLargest(sc, x.X, checks, depth+1)
		}
		return nil
	case *solidity.MemberAccess:
		if id, ok := x.X.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymBuiltin {
			switch {
			case id.Name == "msg" && x.Member == "value":
				return etherBound
			case id.Name == "block" && (x.Member == "timestamp" || x.Member == "number"):
				return clockBound
			}
		}
	case *solidity.Identifier:
		if x.Name == "now" && sc.Resolve(x).Kind == analysis.SymBuiltin {
			return clockBound
		}
	}
	return constantCheck(sc, e, checks)
}

// conjunctComparisons calls fn with each comparison c is the conjunction of (a <= b && c > d), c itself included,
// until fn returns true.
func conjunctComparisons(c solidity.Expr, fn func(b *solidity.BinaryExpr) bool) bool {
	b, ok := solidity.Unparen(c).(*solidity.BinaryExpr)
	if !ok || b.X == nil || b.Y == nil {
		return false
	}
	if b.Op == "&&" {
		return conjunctComparisons(b.X, fn) || conjunctComparisons(b.Y, fn)
	}
	return fn(b)
}

// requiredChecks lists the conditions of f's requires (guards that hold when execution goes on) in sc.
func requiredChecks(f *analysis.Function, sc *analysis.Scope) []solidity.Expr {
	var out []solidity.Expr
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Holds && n.Expr != nil && n.Scope == sc {
			out = append(out, n.Expr)
		}
	}
	return out
}

// constantCheck returns the constant a condition bounds e by from above (e <= k, e < k, k >= e, k > e), or nil.
func constantCheck(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) *big.Int {
	src := sc.File.Src
	ke := keyText(src, e)
	var out *big.Int
	for _, c := range checks {
		conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
			var side, bound solidity.Expr
			switch b.Op {
			case "<", "<=":
				side, bound = b.X, b.Y
			case ">", ">=":
				side, bound = b.Y, b.X
			default:
				return false
			}
			if !sameKey(keyText(src, side), ke) {
				return false
			}
			if k, ok := foldConst(sc, bound, nil, 0); ok && k.Sign() >= 0 {
				out = k
			}
			return out != nil
		})
		if out != nil {
			return out
		}
	}
	return nil
}

// storedCheck reports whether a condition bounds e from above by a stored value no caller chooses (require(
// amount <= balances[msg.sender])): a ledger's amounts stay far below the widths contracts narrow to.
func storedCheck(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) bool {
	src := sc.File.Src
	ke := keyText(src, e)
	found := false
	for _, c := range checks {
		conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
			var side, bound solidity.Expr
			switch b.Op {
			case "<", "<=":
				side, bound = b.X, b.Y
			case ">", ">=":
				side, bound = b.Y, b.X
			default:
				return false
			}
			found = sameKey(keyText(src, side), ke) && sc.RootVar(bound).Kind == analysis.SymState && !chosenValue(sc, bound)
			return found
		})
		if found {
			return true
		}
	}
	return false
}

// guardedFit reports whether a op b fits in bits by the bounds guardedLargest finds for both operands, with the
// function's requires (those that hold when execution goes on) as checks: the block's clock plus a duration
// the caller picks but a require caps.
func (v *overflowVisitor) guardedFit(sc *analysis.Scope, op string, a, b solidity.Expr, bits int) bool {
	if bits < 64 || bits > 256 {
		return false
	}
	checks := requiredChecks(v.f, sc)
	x := guardedLargest(sc, a, checks, 0)
	if x == nil {
		return false
	}
	y := guardedLargest(sc, b, checks, 0)
	if y == nil {
		return false
	}
	r := new(big.Int)
	if op == "+" {
		r.Add(x, y)
	} else {
		r.Mul(x, y)
	}
	return r.BitLen() <= bits
}
