package detector

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// reportSignConversion reports a conversion between a signed and an unsigned integer type at least as wide
// (uint256(x) of an int256, int256(x) of a uint256) of a value no check keeps in range. Such a conversion
// keeps the bits and reads them the other way, in every compiler version: a negative value becomes a huge
// unsigned one, and an unsigned value of 2^255 or more a negative one.
//
// A signed value counts when the caller chooses it or another contract answered it (an oracle's int256
// price), and the function never compares it (answer > 0, x < 0 ? -x : x). An unsigned value counts when the
// caller chooses it, nothing bounds it from above, and it is not also an amount the function moves through
// another contract (a token transfer of 2^255 fails on its own).
func reportSignConversion(p *Pass, f *analysis.Function, sc *analysis.Scope, conv, arg solidity.Expr, tt, at *analysis.Type, params uint64) {
	if isConstExpr(sc, arg) || hashed(sc, arg) {
		return
	}
	src := sc.File.Src
	inner := solidity.Unparen(arg)
	negated := false
	if u, ok := inner.(*solidity.UnaryExpr); ok && u.Op == "-" && u.X != nil {
		inner, negated = solidity.Unparen(u.X), true // uint256(-x): the sign of x decides, as for x
	}
	key := keyText(src, inner)
	if c, ok := inner.(*solidity.ConditionalExpr); ok && c.Cond != nil {
		// uint256(n >= 0 ? n : -n): the branch is chosen by a test, which checks the sign when it compares.
		if b, ok := solidity.Unparen(c.Cond).(*solidity.BinaryExpr); ok && isComparison(b.Op) {
			return
		}
	}
	// The values converted: both branches of a conditional (its condition only picks one).
	parts := []solidity.Expr{inner}
	if c, ok := inner.(*solidity.ConditionalExpr); ok && c.Then != nil && c.Else != nil {
		parts = []solidity.Expr{c.Then, c.Else}
	}
	chosen, answered := false, true
	for _, e := range parts {
		if params == ^uint64(0) {
			chosen = chosen || (sc.Flow().Taint(e).Has(analysis.TaintParam|analysis.TaintData) && callerInput(sc, e, false))
		} else if params != 0 {
			chosen = chosen || (sc == f.Scope() && callerInputDepth(sc, e, false, params, 0))
		}
		answered = answered && sc.Flow().Taint(e).Has(analysis.TaintCallReturn)
	}
	answered = answered && !chosen
	to := Text(sc.File, conv)
	if i := strings.IndexByte(to, '('); i > 0 {
		to = to[:i]
	}
	if at.Signed {
		if (!chosen && !answered) || signCompared(f, src, key, false) || partCompared(f, sc, inner) || (answered && negated) {
			// uint256(-amount1) of a pool's answer: negating it shows the code expects its sign (an output
			// delta is negative), as Uniswap's router does.
			return
		}
		what, conf := "which the caller chooses", vigil.Confidence("")
		if answered {
			what, conf = "which another contract returns", vigil.ConfidenceLow
		}
		p.Report(Report{Function: f, File: sc.File, At: conv, Confidence: conf,
			Message: fmt.Sprintf("%s converts %s, %s, to %s with no check of its sign: a negative value becomes a huge unsigned one", funcLabel(f), Text(sc.File, arg), what, to)})
		return
	}
	if !chosen || largestValue(sc, arg, new(big.Int).Lsh(big.NewInt(1), uint(at.Bits)), 0).Cmp(new(big.Int).Lsh(big.NewInt(1), uint(tt.Bits-1))) < 0 ||
		signCompared(f, src, key, true) || passedToContract(f, src, key) || resultSignChecked(f, src, keyText(src, conv)) {
		return
	}
	p.Report(Report{Function: f, File: sc.File, At: conv,
		Message: fmt.Sprintf("%s converts %s, which the caller chooses, to %s with no check that it fits: values of 2^%d and above become negative", funcLabel(f), Text(sc.File, arg), to, tt.Bits-1)})
}

// resultSignChecked reports whether f's body requires or tests the conversion keyed conv, to a signed type, to be
// at least zero (int256(x) >= 0, 0 < int256(x)): that holds exactly when x fits, as MakerDAO's diff checks it.
func resultSignChecked(f *analysis.Function, src []byte, conv []byte) bool {
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		b, ok := x.(*solidity.BinaryExpr)
		if found || !ok || b.X == nil || b.Y == nil {
			return !found
		}
		switch b.Op {
		case ">=", ">":
			found = sameKey(keyText(src, b.X), conv) && isZeroLiteral(b.Y)
		case "<=", "<":
			found = sameKey(keyText(src, b.Y), conv) && isZeroLiteral(b.X)
		}
		return !found
	})
	return found
}

// signCompared reports whether an ordering comparison in f's body (a guard, a branch, a conditional expression)
// has the value keyed key on one side; with above, one that bounds it from above (key <= x, x > key, key == x).
func signCompared(f *analysis.Function, src []byte, key []byte, above bool) bool {
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		b, ok := x.(*solidity.BinaryExpr)
		if found || !ok || !isComparison(b.Op) || b.X == nil || b.Y == nil {
			return !found
		}
		left, right := sameKey(keyText(src, unwrapConversion(b.X)), key), sameKey(keyText(src, unwrapConversion(b.Y)), key)
		switch {
		case !above:
			found = (left || right) && b.Op != "==" && b.Op != "!=" // an order, which tells the sign
		case b.Op == "==":
			found = left || right
		case b.Op == "<" || b.Op == "<=":
			found = left
		case b.Op == ">" || b.Op == ">=":
			found = right
		}
		return !found
	})
	return found
}

// passedToContract reports whether f passes the value keyed key to a call of another contract (a token transfer
// of it): the call fails for any amount beyond what exists.
func passedToContract(f *analysis.Function, src []byte, key []byte) bool {
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallExternal {
			continue
		}
		for _, a := range c.Args {
			if sameKey(keyText(src, unwrapConversion(a)), key) {
				return true
			}
		}
	}
	return false
}

// partCompared reports whether a variable the value e is computed from is put in order with something in f
// (require(tick > -887272 && tick < 887272) before uint256(int256(tick + 887272))): the code reasons about
// its range.
func partCompared(f *analysis.Function, sc *analysis.Scope, e solidity.Expr) bool {
	src := sc.File.Src
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok && !found {
			if k := sc.Resolve(id).Kind; k == analysis.SymLocal || k == analysis.SymParam || k == analysis.SymState {
				found = signCompared(f, src, keyText(src, id), false)
			}
		}
		return !found
	})
	return found
}
