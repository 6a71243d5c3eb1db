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

// moduloBounded reports whether an operation of a value built from a remainder and a constant cannot wrap:
// x % m is below m, so x % m + 1 fits whatever m is, and (x % 6) * 10 + 1 fits when the largest value the
// constants allow does. rem is the operand built from a remainder, k the constant.
func moduloBounded(sc *analysis.Scope, op string, rem solidity.Expr, k *big.Int, bits int, signed bool) bool {
	if signed || k.Sign() < 0 || (op != "+" && op != "*") {
		return false
	}
	if m, ok := solidity.Unparen(rem).(*solidity.BinaryExpr); ok && m.Op == "%" && op == "+" && k.Cmp(big.NewInt(1)) <= 0 {
		// Any modulus fits the type, so the largest remainder is at most its largest value less one.
		return true
	}
	ub, ok := remainderBound(sc, rem, 0)
	if !ok {
		return false
	}
	return constantBoundHolds(op, "<=", ub, k, bits)
}

// remainderBound is the largest value of an unsigned expression made of remainders by constants, constants,
// and sums, products and quotients of those, or false for any other expression.
func remainderBound(sc *analysis.Scope, e solidity.Expr, depth int) (*big.Int, bool) {
	if depth > 8 {
		return nil, false
	}
	b, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok {
		v, ok := constValue(sc, e, nil, depth+1)
		return v, ok && v.Sign() >= 0
	}
	if b.Op == "%" {
		m, ok := constValue(sc, b.Y, nil, depth+1)
		if !ok || m.Sign() <= 0 {
			return nil, false
		}
		return m.Sub(m, big.NewInt(1)), true
	}
	x, ok := remainderBound(sc, b.X, depth+1)
	if !ok {
		return nil, false
	}
	if b.Op == "/" {
		if y, ok := constValue(sc, b.Y, nil, depth+1); ok && y.Sign() > 0 {
			return x.Quo(x, y), true
		}
		return x, true // a quotient is at most its dividend
	}
	y, ok := remainderBound(sc, b.Y, depth+1)
	if !ok {
		return nil, false
	}
	switch b.Op {
	case "+":
		return x.Add(x, y), true
	case "*":
		return x.Mul(x, y), true
	}
	return nil, false
}

// pushedBefore reports whether x - k cannot wrap because x is the length of an array, or the new length a
// push returns (0.4), and a push onto that array comes first on every path: after entries.push(e),
// entries.length - 1 is the new element's index. k is at most 1.
func (v *overflowVisitor) pushedBefore(sc *analysis.Scope, x solidity.Expr, k *big.Int) bool {
	if k.Sign() < 0 || k.Cmp(big.NewInt(1)) > 0 {
		return false
	}
	switch e := solidity.Unparen(x).(type) {
	case *solidity.CallExpr:
		// a.push(e) - 1 in 0.4, where push returns the new length.
		m, ok := e.Fun.(*solidity.MemberAccess)
		return ok && m.Member == "push" && arrayType(sc, m.X)
	case *solidity.MemberAccess:
		if e.Member != "length" || !arrayType(sc, e.X) {
			return false
		}
		src := sc.File.Src
		array := keyText(src, e.X)
		g := v.f.CFG()
		for _, n := range g.Nodes {
			if n == v.n || n.Scope == nil || n.Scope.File != sc.File {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Expr == nil {
					continue
				}
				m, ok := c.Expr.Fun.(*solidity.MemberAccess)
				if !ok || m.Member != "push" || !sameKey(keyText(src, m.X), array) {
					continue
				}
				// The push comes first on every path when v.n cannot be reached without going through it.
				reached := g.Reachable([]*analysis.Node{g.Entry}, func(_, to *analysis.Node) bool { return to == n })
				if !reached[v.n.Index] {
					return true
				}
			}
		}
	}
	return false
}

// arrayType reports whether e is a dynamic or fixed array.
func arrayType(sc *analysis.Scope, e solidity.Expr) bool {
	t := sc.TypeOf(e)
	return t != nil && t.Kind == analysis.TypeArray
}

// confusedCheck returns the line of a check, on every path to the subtraction a - b, that requires b to be at
// least a (require(amount >= balance) before balance - amount): the check meant to stop the underflow is written
// the wrong way round, and every call it lets through wraps but the one where both are equal. 0 when there is
// none. ka and kb are the operands' texts.
func (v *overflowVisitor) confusedCheck(ka, kb []byte) int {
	g := v.f.CFG()
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil || n == v.n {
			continue
		}
		c, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || c.X == nil || c.Y == nil {
			continue
		}
		src := n.Scope.File.Src
		x, y := keyText(src, c.X), keyText(src, c.Y)
		op := c.Op
		if sameKey(x, kb) && sameKey(y, ka) {
			op = flipComparison(op) // read as a OP b
		} else if !sameKey(x, ka) || !sameKey(y, kb) {
			continue
		}
		// What the check lets through: the comparison when it must hold (require), its negation when it must
		// not (if (...) revert).
		wrong := op == "<=" || op == "<"
		if !n.Holds {
			wrong = op == ">=" || op == ">"
		}
		if !wrong {
			continue
		}
		reached := g.Reachable([]*analysis.Node{g.Entry}, func(_, to *analysis.Node) bool { return to == n })
		if !reached[v.n.Index] {
			return lineOf(c)
		}
	}
	return 0
}

// trivialStep reports whether a product with the constant k cannot wrap: x * 0 and x * 1 (a fraction's
// numerator of one, as in value * FEE_NUM / FEE_DEN).
func trivialStep(op string, k *big.Int) bool {
	return op == "*" && (k.Sign() == 0 || k.Cmp(big.NewInt(1)) == 0)
}

// portionOf reports whether a - b cannot wrap because b is a part of a: every definition of the local b that
// reaches the subtraction takes a part of the same value of a (b = a - c, b = a / d, b = a * n / d with n <= d,
// b = a % m), a being a local or parameter not assigned between that definition and the subtraction.
// valuePaid - (valuePaid - price) is price; valuePaid - valuePaid / 100 is most of valuePaid.
func (v *overflowVisitor) portionOf(sc *analysis.Scope, a, b solidity.Expr) bool {
	ida, ok := solidity.Unparen(a).(*solidity.Identifier)
	if !ok {
		return false
	}
	idb, ok := solidity.Unparen(b).(*solidity.Identifier)
	if !ok {
		return false
	}
	sa, sb := sc.Resolve(ida), sc.Resolve(idb)
	if sa.Var == nil || sb.Kind != analysis.SymLocal || sb.Var == nil || sa.Var == sb.Var {
		return false
	}
	if sa.Kind != analysis.SymLocal && sa.Kind != analysis.SymParam {
		return false
	}
	du := v.f.DefUse()
	defs := du.Reaching(v.n, sb.Var)
	if len(defs) == 0 {
		return false
	}
	atUse := du.Reaching(v.n, sa.Var)
	for _, d := range defs {
		if d.Value == nil || !partOf(sc, d.Value, sa.Var) {
			return false
		}
		// The same value of a: the definitions of a reaching the subtraction are those reaching b's.
		if !sameDefinitions(du.Reaching(d.Node, sa.Var), atUse) {
			return false
		}
	}
	return true
}

// partOf reports whether e takes a part of the variable a: a - c, a / d, a * n / d with constants n <= d, a % m.
func partOf(sc *analysis.Scope, e solidity.Expr, a *solidity.VariableDeclaration) bool {
	isA := func(x solidity.Expr) bool {
		id, ok := solidity.Unparen(x).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == a
	}
	bin, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok {
		return false
	}
	switch bin.Op {
	case "-", "%":
		return isA(bin.X)
	case "/":
		if isA(bin.X) {
			return true
		}
		// a * n / d
		m, ok := solidity.Unparen(bin.X).(*solidity.BinaryExpr)
		if !ok || m.Op != "*" {
			return false
		}
		var k solidity.Expr
		switch {
		case isA(m.X):
			k = m.Y
		case isA(m.Y):
			k = m.X
		default:
			return false
		}
		n, okN := constValue(sc, k, nil, 0)
		d, okD := constValue(sc, bin.Y, nil, 0)
		return okN && okD && n.Sign() >= 0 && d.Sign() > 0 && n.Cmp(d) <= 0
	}
	return false
}

// sameDefinitions reports whether two lists of reaching definitions name the same definitions.
func sameDefinitions(x, y []analysis.Definition) bool {
	if len(x) != len(y) {
		return false
	}
	for _, d := range x {
		found := false
		for _, e := range y {
			if d.Node == e.Node && d.Value == e.Value {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
