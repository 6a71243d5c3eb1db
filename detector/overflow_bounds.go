package detector

import (
	"bytes"
	"math/big"
	"slices"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// boundedByConstant reports whether an operation of a variable and a constant cannot wrap because the checks and
// branches on every path to it bound the variable by constants: `if (count < 1023) f(count + 1)`,
// `require(n >= 2); n - 2`, `if (n == 0) … else if (n == 1) … else n - 2`. x is the variable operand, k the
// constant's value; op is + or * (x needs an upper bound) or - with the constant subtracted (x needs a lower
// bound). A local assigned between a check and the operation is not bounded by that check.
func (v *overflowVisitor) boundedByConstant(sc *analysis.Scope, op string, x solidity.Expr, k *big.Int, bits int, signed bool) bool {
	if signed || k.Sign() < 0 {
		return false
	}
	g := v.f.CFG()
	src := sc.File.Src
	kx := keyText(src, x)
	var local *solidity.VariableDeclaration
	if id, ok := solidity.Unparen(x).(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam {
			local = sym.Var
		}
	}
	var b constBounds
	ck := compactBytes(kx)
	for _, c := range g.Nodes {
		if c == v.n || c.Expr == nil || c.Scope == nil || len(c.Succs) == 0 || !v.textHasKey(c.Scope.File.Src, c.Expr, ck) {
			continue
		}
		var holds bool
		switch {
		case c.Kind == analysis.NodeGuard:
			holds = c.Holds
		case c.Kind == analysis.NodeCond && len(c.Succs) == 2:
			if _, ok := c.Stmt.(*solidity.IfStatement); !ok && local == nil {
				// A loop's condition may no longer hold once its body has changed the variable: only a local's
				// definitions tell.
				continue
			}
		default:
			continue
		}
		// Which edge every path to the operation takes, if any.
		taken := -1
		for i := range min(len(c.Succs), 2) {
			if c.Kind == analysis.NodeGuard && i == 1 {
				break // a guard's other edge aborts
			}
			reached := g.Reachable([]*analysis.Node{g.Entry}, func(from, to *analysis.Node) bool { return from == c && to == c.Succs[i] })
			if !reached[v.n.Index] {
				taken = i
				break
			}
		}
		if taken < 0 {
			continue
		}
		if c.Kind == analysis.NodeCond {
			holds = taken == 0
		}
		if local != nil && !sameDefinitions(v.f.DefUse().Reaching(c, local), v.f.DefUse().Reaching(v.n, local)) {
			continue
		}
		b.learn(c.Scope, c.Expr, holds, kx)
	}
	// A conditional expression around the operation: pos == 0 ? none : a[pos - 1]. Its text shows the ?.
	if own := v.n.Own(); own != nil && bytes.IndexByte(own.Range().Text(v.n.Scope.File.Src), '?') >= 0 {
		solidity.Preorder(own, func(y solidity.Node) bool {
			if !encloses(y, x) {
				return false
			}
			if ce, ok := y.(*solidity.ConditionalExpr); ok && ce.Cond != nil {
				switch {
				case ce.Then != nil && encloses(ce.Then, x):
					b.learn(sc, ce.Cond, true, kx)
				case ce.Else != nil && encloses(ce.Else, x):
					b.learn(sc, ce.Cond, false, kx)
				}
			}
			return true
		})
	}
	return b.keeps(op, k, bits)
}

// textHasKey reports whether e's text holds the key text whose compactBytes is ck (spaces aside): a cheap test
// before reading e. The text is compacted in the visitor's scratch buffer.
func (v *overflowVisitor) textHasKey(src []byte, e solidity.Expr, ck []byte) bool {
	t := keyText(src, e)
	if bytes.IndexAny(t, " \t\r\n") >= 0 {
		v.scratch = appendKey(v.scratch[:0], t) // compactBytes(t), without a new string
		t = v.scratch
	}
	return bytes.Contains(t, ck)
}

// compactBytes is b without spaces.
func compactBytes(b []byte) []byte {
	if bytes.IndexAny(b, " \t\r\n") < 0 {
		return b
	}
	return []byte(compact(b))
}

// constBounds is what checks tell about a variable: it is at least lo, at most hi (when hasHi), and none of
// not.
type constBounds struct {
	lo    *big.Int
	hi    *big.Int
	hasHi bool
	not   []*big.Int
}

// learn records what e evaluating to holds says about the variable whose text is kx.
func (b *constBounds) learn(sc *analysis.Scope, e solidity.Expr, holds bool, kx []byte) {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			b.learn(sc, x.X, !holds, kx)
		}
	case *solidity.BinaryExpr:
		if x.X == nil || x.Y == nil {
			return
		}
		if (x.Op == "&&" && holds) || (x.Op == "||" && !holds) {
			b.learn(sc, x.X, holds, kx)
			b.learn(sc, x.Y, holds, kx)
			return
		}
		if !isComparison(x.Op) {
			return
		}
		src := sc.File.Src
		rel, bound := "", solidity.Expr(nil)
		switch {
		case sameKey(keyText(src, x.X), kx):
			rel, bound = x.Op, x.Y
		case sameKey(keyText(src, x.Y), kx):
			rel, bound = mirrored(x.Op), x.X
		default:
			return
		}
		c, ok := constValue(sc, bound, nil, 0)
		if !ok || c.Sign() < 0 {
			return
		}
		if !holds {
			rel = negateComparison(rel)
		}
		b.add(rel, c)
	}
}

// add records x rel c.
func (b *constBounds) add(rel string, c *big.Int) {
	one := big.NewInt(1)
	switch rel {
	case "<":
		b.atMost(new(big.Int).Sub(c, one))
	case "<=":
		b.atMost(c)
	case ">":
		b.atLeast(new(big.Int).Add(c, one))
	case ">=":
		b.atLeast(c)
	case "==":
		b.atMost(c)
		b.atLeast(c)
	case "!=":
		b.not = append(b.not, c)
	}
}

func (b *constBounds) atMost(c *big.Int) {
	if !b.hasHi || c.Cmp(b.hi) < 0 {
		b.hi, b.hasHi = c, true
	}
}

func (b *constBounds) atLeast(c *big.Int) {
	if b.lo == nil || c.Cmp(b.lo) > 0 {
		b.lo = c
	}
}

// keeps reports whether x op k stays within bits for every x the bounds allow.
func (b *constBounds) keeps(op string, k *big.Int, bits int) bool {
	switch op {
	case "+", "*":
		return b.hasHi && stepFits(op, b.hi, k, bits)
	case "-":
		lo := new(big.Int)
		if b.lo != nil {
			lo.Set(b.lo)
		}
		// Values ruled out one by one (n != 0, n != 1) raise the least value allowed.
		for range len(b.not) {
			if !slices.ContainsFunc(b.not, func(c *big.Int) bool { return c.Cmp(lo) == 0 }) {
				break
			}
			lo.Add(lo, big.NewInt(1))
		}
		return lo.Cmp(k) >= 0
	}
	return false
}

// negateComparison is the comparison that holds when op does not.
func negateComparison(op string) string {
	switch op {
	case "<":
		return ">="
	case ">=":
		return "<"
	case ">":
		return "<="
	case "<=":
		return ">"
	case "==":
		return "!="
	case "!=":
		return "=="
	}
	return op
}

// applyConst computes a op b for the arithmetic operators + - * /; false for another operator or a division by
// zero.
func applyConst(op string, a, b *big.Int) (*big.Int, bool) {
	r := new(big.Int)
	switch op {
	case "+":
		r.Add(a, b)
	case "-":
		r.Sub(a, b)
	case "*":
		r.Mul(a, b)
	case "/":
		if b.Sign() == 0 {
			return nil, false
		}
		r.Quo(a, b)
	case "%":
		if b.Sign() == 0 {
			return nil, false
		}
		r.Rem(a, b)
	case "**", "<<":
		// Constants such as 2**112 or 1 << 96; an exponent or a shift beyond 1024 is not folded.
		if b.Sign() < 0 || !b.IsInt64() || b.Int64() > 1024 || a.Sign() < 0 {
			return nil, false
		}
		if op == "**" {
			if a.BitLen()*int(b.Int64()) > 4096 {
				return nil, false
			}
			r.Exp(a, b, nil)
		} else {
			r.Lsh(a, uint(b.Int64()))
		}
	default:
		return nil, false
	}
	return r, true
}

// stepFits reports whether the largest value x can take, op k (+ or *), stays within bits.
func stepFits(op string, maxX, k *big.Int, bits int) bool {
	if op != "+" && op != "*" {
		return false
	}
	r, _ := applyConst(op, maxX, k)
	return r.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(bits))) < 0
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
				// The push comes first on every path to the operation.
				if dominates(g, n, v.n) {
					return true
				}
			}
		}
	}
	return false
}

// raisedBefore reports whether x - k cannot wrap because, on every path to the subtraction, the function first
// adds to x an amount of at least k (pot += msg.value after require(msg.value == TICKET), TICKET >= k), and
// nothing else in the function writes x before the subtraction.
func (v *overflowVisitor) raisedBefore(sc *analysis.Scope, x solidity.Expr, k *big.Int) bool {
	if k.Sign() <= 0 {
		return false
	}
	src := sc.File.Src
	kx := keyText(src, x)
	g := v.f.CFG()
	var raise *analysis.Node
	var amount solidity.Expr
	for _, n := range g.Nodes {
		if n == v.n || n.Scope != sc || len(n.Writes()) == 0 {
			continue
		}
		for _, w := range n.Writes() {
			at, ok := w.At.(solidity.Expr)
			if !ok || !sameKey(keyText(src, at), kx) {
				continue
			}
			var as *solidity.AssignExpr
			if n.Expr != nil {
				as, _ = solidity.Unparen(n.Expr).(*solidity.AssignExpr)
			}
			if as == nil || as.Op != "+=" || raise != nil {
				if g.After(n)[v.n.Index] {
					return false // another write of x on the way to the subtraction
				}
				continue
			}
			raise, amount = n, as.RHS
		}
	}
	if raise == nil || !dominates(g, raise, v.n) {
		return false
	}
	if c, ok := foldConst(sc, amount, nil, 0); ok {
		return c.Cmp(k) >= 0
	}
	// A check that bounds the amount from below, on every path to the raise.
	ka := keyText(src, amount)
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Scope != sc || n.Expr == nil || !dominates(g, n, raise) {
			continue
		}
		b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || !n.Holds {
			continue
		}
		for i, side := range [2]solidity.Expr{b.X, b.Y} {
			if !sameKey(keyText(src, side), ka) {
				continue
			}
			other := b.Y
			op := b.Op
			if i == 1 {
				other = b.X
				op = map[string]string{"<=": ">=", "<": ">", ">=": "<=", ">": "<", "==": "=="}[op]
			}
			lo, ok := foldConst(sc, other, nil, 0)
			if !ok {
				continue
			}
			if op == ">" {
				lo = new(big.Int).Add(lo, big.NewInt(1))
			} else if op != "==" && op != ">=" {
				continue
			}
			if lo.Cmp(k) >= 0 {
				return true
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
	// The operands' exprKeys, for comparisons that stop at the first difference, made at the first check that
	// compares: many functions have none.
	var ca, cb []byte
	keyed := false
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil || n == v.n {
			continue
		}
		c, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || c.X == nil || c.Y == nil {
			continue
		}
		switch c.Op {
		case "<", "<=", ">", ">=":
		default:
			continue // mirrored or not, neither < nor <= nor their negations
		}
		if !keyed {
			ca, cb = v.operandKeys(ka, kb)
			keyed = true
		}
		src := n.Scope.File.Src
		x, y := keyText(src, c.X), keyText(src, c.Y)
		op := c.Op
		if sameCompactKey(x, kb, cb) && sameCompactKey(y, ka, ca) {
			op = mirrored(op) // read as a OP b
		} else if !sameCompactKey(x, ka, ca) || !sameCompactKey(y, kb, cb) {
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
		if dominates(g, n, v.n) {
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
	idb, ok := solidity.Unparen(b).(*solidity.Identifier)
	if !ok {
		return false
	}
	ida, ok := solidity.Unparen(a).(*solidity.Identifier)
	if !ok {
		// msg.value - msg.value / 50: msg.value is one value for the whole transaction.
		if !isMsgValue(sc, a) {
			return v.storedPortion(sc, a, idb)
		}
		sb := sc.Resolve(idb)
		if sb.Kind != analysis.SymLocal || sb.Var == nil {
			return false
		}
		defs := v.f.DefUse().Reaching(v.n, sb.Var)
		for _, d := range defs {
			if d.Value == nil || !partOf(sc, d.Value, func(x solidity.Expr) bool { return isMsgValue(sc, x) }) {
				return false
			}
		}
		return len(defs) > 0
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
		if d.Value == nil || !partOf(sc, d.Value, func(x solidity.Expr) bool {
			id, ok := solidity.Unparen(x).(*solidity.Identifier)
			return ok && sc.Resolve(id).Var == sa.Var
		}) {
			return false
		}
		// The same value of a: the definitions of a reaching the subtraction are those reaching b's.
		if !sameDefinitions(du.Reaching(d.Node, sa.Var), atUse) {
			return false
		}
	}
	return true
}

// storedPortion is portionOf for a stored minuend, a member of an entry (d.amount - fee, with fee = d.amount *
// feeBps / 10000 and d a storage pointer or deals[id]): every definition of the local b reaching the subtraction
// takes a part of the same text, and the function's own statements write no member of that name, nor a whole
// entry, nor anything through an internal call, so the stored value is the one b was taken from.
func (v *overflowVisitor) storedPortion(sc *analysis.Scope, a solidity.Expr, idb *solidity.Identifier) bool {
	ma, ok := solidity.Unparen(a).(*solidity.MemberAccess)
	if !ok {
		return false
	}
	sb := sc.Resolve(idb)
	if sb.Kind != analysis.SymLocal || sb.Var == nil {
		return false
	}
	// The root: a state variable, or a storage pointer (local or parameter) that is never pointed elsewhere.
	root := sc.RootVar(a)
	switch root.Kind {
	case analysis.SymState:
	case analysis.SymLocal, analysis.SymParam:
		if root.Var == nil || root.Var.Location != solidity.LocationStorage || rebound(sc, root.Var) {
			return false
		}
	default:
		return false
	}
	ka := keyText(sc.File.Src, a)
	defs := v.f.DefUse().Reaching(v.n, sb.Var)
	for _, d := range defs {
		if d.Value == nil || !partOf(sc, d.Value, func(x solidity.Expr) bool { return sameKey(keyText(sc.File.Src, x), ka) }) {
			return false
		}
	}
	if len(defs) == 0 {
		return false
	}
	for _, n := range v.f.CFG().Nodes {
		for _, w := range n.Writes() {
			switch at := w.At.(type) {
			case *solidity.MemberAccess:
				if at.Member == ma.Member {
					return false
				}
			case *solidity.Identifier:
				if t := sc.TypeOf(at); t == nil || t.Kind == analysis.TypeStruct || t.Kind == analysis.TypeMapping || t.Kind == analysis.TypeArray {
					return false
				}
			case *solidity.IndexAccess:
				// An entry of plain value (credit[seller] += amount - fee) holds no struct: it cannot be the
				// member subtracted from. A whole entry of a struct, or of a table, may be.
				wsc := n.Scope
				if wsc == nil {
					wsc = sc
				}
				if t := wsc.TypeOf(at); t == nil || t.Kind == analysis.TypeStruct || t.Kind == analysis.TypeMapping || t.Kind == analysis.TypeArray {
					return false
				}
			default:
				return false // an entry written whole, deleted, or written by a callee
			}
		}
	}
	return true
}

// partOf reports whether e takes a part of the value isA tells: a - c, a / d, a * n / d with constants n <= d (or n
// a stored value never set above d), a % m, written with operators or with SafeMath-style helpers
// (a.mul(n).div(d)).
func partOf(sc *analysis.Scope, e solidity.Expr, isA func(solidity.Expr) bool) bool {
	op, x, y := binaryOp(sc, e)
	switch op {
	case "-", "%":
		return isA(x)
	case "/":
		if isA(x) {
			return true
		}
		// a * n / d
		mop, mx, my := binaryOp(sc, x)
		if mop != "*" {
			return false
		}
		var k solidity.Expr
		switch {
		case isA(mx):
			k = my
		case isA(my):
			k = mx
		default:
			return false
		}
		n, okN := constValue(sc, k, nil, 0)
		if !okN {
			// A stored rate every write of which is capped: a * feeBps / 10000 with feeBps never above 1000.
			if id, ok := solidity.Unparen(k).(*solidity.Identifier); ok {
				if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State != nil {
					if t := sc.TypeOf(id); t != nil && t.Kind == analysis.TypeInt && !t.Signed {
						n = storedCap(sc, sym.State)
						okN = n != nil
					}
				}
			}
		}
		d, okD := constValue(sc, y, nil, 0)
		return okN && okD && n.Sign() >= 0 && d.Sign() > 0 && n.Cmp(d) <= 0
	}
	return false
}

// binaryOp returns the operation e computes of two operands: a binary operator's, or a helper's (helperOp); ""
// for anything else.
func binaryOp(sc *analysis.Scope, e solidity.Expr) (op string, x, y solidity.Expr) {
	switch b := solidity.Unparen(e).(type) {
	case *solidity.BinaryExpr:
		return b.Op, b.X, b.Y
	case *solidity.CallExpr:
		return helperOp(sc, b)
	}
	return "", nil, nil
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

// update is an assignment of a function that adds to or takes from a place (x += v, x -= v, x = x + v,
// x = x - v: op "+" or "-"), or sets it (x = v: op "=").
type update struct {
	at     *solidity.AssignExpr
	op     string // "+", "-" or "="
	target solidity.Expr
	amount solidity.Expr
	sc     *analysis.Scope // its file's source holds the texts of target and amount
	node   *analysis.Node
}

// updates lists the updates of v's function, in the order of its graph.
func (v *overflowVisitor) updates() []update { return updatesOf(v.f) }

// appendUpdates appends the updates of a function whose nodes that write state are writers (cfgFacts.writers),
// in the order of its graph: the nodes that write nothing need not be looked at.
// ops caches what the helpers called compute (helperOps).
func appendUpdates(list []update, writers []*analysis.Node, ops *helperOps) []update {
	for _, n := range writers {
		if n.Scope == nil {
			continue
		}
		own := n.Own()
		if own == nil {
			continue
		}
		src := n.Scope.File.Src
		add := func(a *solidity.AssignExpr) {
			switch a.Op {
			case "+=", "-=":
				list = append(list, update{at: a, op: a.Op[:1], target: a.LHS, amount: a.RHS, sc: n.Scope, node: n})
			case "=":
				if d, ok := solidity.Unparen(a.RHS).(*solidity.BinaryExpr); ok && (d.Op == "+" || d.Op == "-") &&
					(sameKey(keyText(src, d.X), keyText(src, a.LHS)) || copyOf(n.Scope, d.X, a.LHS)) {
					list = append(list, update{at: a, op: d.Op, target: a.LHS, amount: d.Y, sc: n.Scope, node: n})
				} else if op, amount := localStep(n.Scope, a); op != "" {
					list = append(list, update{at: a, op: op, target: a.LHS, amount: amount, sc: n.Scope, node: n})
				} else if op, amount := helperStep(n.Scope, a, ops); op != "" {
					list = append(list, update{at: a, op: op, target: a.LHS, amount: amount, sc: n.Scope, node: n})
				} else {
					list = append(list, update{at: a, op: "=", target: a.LHS, amount: a.RHS, sc: n.Scope, node: n})
				}
			}
		}
		eachAssignment(src, own, add)
	}
	return list
}

// eachAssignment calls visit for each assignment in n, whose source is in src, in pre-order, as a walk of n
// would find them. Every assignment shows an = in the text, which holds no other for most statements: a
// statement without one assigns nothing, and an assignment with the only one holds no other. Only the rest are
// walked.
func eachAssignment(src []byte, n solidity.Node, visit func(*solidity.AssignExpr)) {
	switch bytes.Count(n.Range().Text(src), []byte{'='}) {
	case 0:
		return
	case 1:
		if a, ok := n.(*solidity.AssignExpr); ok {
			visit(a)
			return
		}
	}
	solidity.Preorder(n, func(x solidity.Node) bool {
		if a, ok := x.(*solidity.AssignExpr); ok {
			visit(a)
		}
		return true
	})
}

// copyOf reports whether e is a local holding a copy of the place target, never assigned again: the
// fromBalance of uint256 fromBalance = _balances[from]; … _balances[from] = fromBalance - value.
func copyOf(sc *analysis.Scope, e, target solidity.Expr) bool {
	v, init := localInit(sc, e)
	return init != nil && sameKey(keyText(sc.File.Src, init), keyText(sc.File.Src, target)) && !reassigned(sc, v)
}

// localStep recognises x = t where t is a local holding x + v or x - v, never assigned again (uint newBalance =
// acc.balance + msg.value; require(newBalance >= acc.balance); acc.balance = newBalance). It returns "+" or "-"
// and v, or "".
func localStep(sc *analysis.Scope, a *solidity.AssignExpr) (string, solidity.Expr) {
	if _, ok := solidity.Unparen(a.RHS).(*solidity.Identifier); !ok {
		return "", nil
	}
	v, init := localInit(sc, a.RHS)
	d, ok := solidity.Unparen(init).(*solidity.BinaryExpr)
	if !ok || (d.Op != "+" && d.Op != "-") || d.X == nil || d.Y == nil {
		return "", nil
	}
	src := sc.File.Src
	if !sameKey(keyText(src, d.X), keyText(src, a.LHS)) || reassigned(sc, v) {
		return "", nil
	}
	return d.Op, d.Y
}

// helperStep recognises x = add(x, v), x = x.add(v) and their subtraction forms, where the helper (an internal or
// library function, SafeMath's add and sub) returns the sum or difference of its two parameters, in that order.
// It returns "+" or "-" and v, or "".
func helperStep(sc *analysis.Scope, a *solidity.AssignExpr, ops *helperOps) (string, solidity.Expr) {
	call, ok := solidity.Unparen(a.RHS).(*solidity.CallExpr)
	if !ok {
		return "", nil
	}
	op, x, y := helperOpIn(sc, call, ops)
	if (op != "+" && op != "-") || !sameKey(keyText(sc.File.Src, x), keyText(sc.File.Src, a.LHS)) {
		return "", nil
	}
	return op, y
}

// helperOp recognises a call of a two-parameter helper (an internal or library function, called directly or as
// x.f(y) through using-for) that computes one arithmetic operation of its parameters, in order: SafeMath's add,
// sub, mul, div, mod. It returns the operator and the two arguments, or "".
func helperOp(sc *analysis.Scope, call *solidity.CallExpr) (op string, x, y solidity.Expr) {
	return helperOpIn(sc, call, nil)
}

// helperOps holds, for the helpers helperOpIn has looked at, the operation each computes ("" for none): what a
// helper computes depends on its body alone, which a unit calls many times (SafeMath's add and sub).
type helperOps struct {
	of map[*analysis.Function]string
}

// helperOpIn is helperOp, with the helpers' operations kept in ops when it is not nil.
func helperOpIn(sc *analysis.Scope, call *solidity.CallExpr, ops *helperOps) (op string, x, y solidity.Expr) {
	c := sc.CallOf(call)
	if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil {
		return "", nil, nil
	}
	params := c.Callee.Decl.Params
	if len(params) != 2 || params[0] == nil || params[1] == nil {
		return "", nil, nil
	}
	switch args := call.Args; {
	case len(args) == 1:
		ma, ok := call.Fun.(*solidity.MemberAccess)
		if !ok {
			return "", nil, nil
		}
		x, y = ma.X, args[0] // x.add(v) through using-for
	case len(args) == 2:
		x, y = args[0], args[1]
	default:
		return "", nil, nil
	}
	if ops != nil {
		var known bool
		if op, known = ops.of[c.Callee]; !known {
			op = helperBodyOp(c.Callee)
			if ops.of == nil {
				ops.of = map[*analysis.Function]string{}
			}
			ops.of[c.Callee] = op
		}
	} else {
		op = helperBodyOp(c.Callee)
	}
	if op == "" {
		return "", nil, nil
	}
	return op, x, y
}

// helperBodyOp returns the operation a helper with two parameters computes: a op b of its parameters, returned
// or kept in a local that is returned; "" when it computes none.
func helperBodyOp(callee *analysis.Function) (op string) {
	params := callee.Decl.Params
	csc := callee.Scope()
	solidity.Preorder(callee.Decl.Body, func(n solidity.Node) bool {
		b, ok := n.(*solidity.BinaryExpr)
		if !ok || op != "" {
			return op == ""
		}
		switch b.Op {
		case "+", "-", "*", "/", "%":
		default:
			return true
		}
		px, okx := solidity.Unparen(b.X).(*solidity.Identifier)
		py, oky := solidity.Unparen(b.Y).(*solidity.Identifier)
		if okx && oky && csc.Resolve(px).Var == params[0] && csc.Resolve(py).Var == params[1] {
			op = b.Op
		}
		return op == ""
	})
	return op
}

// quotientOf reports whether e is a quotient or remainder of the value whose text is ka (ka / d, ka % m, or
// the same through a helper such as SafeMath's div): no more than ka itself, so ka - e cannot wrap. A zero
// divisor reverts.
func quotientOf(sc *analysis.Scope, e solidity.Expr, ka []byte) bool {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.BinaryExpr:
		return (x.Op == "/" || x.Op == "%") && x.X != nil && sameKey(keyText(sc.File.Src, x.X), ka)
	case *solidity.CallExpr:
		op, a, _ := helperOp(sc, x)
		return (op == "/" || op == "%") && sameKey(keyText(sc.File.Src, a), ka)
	}
	return false
}

// ledgerPairsSlot holds ledgerPairs in the model's memo.
var ledgerPairsSlot = analysis.NewMemoSlot()

// ledgerSets holds, per state variable holding a total, the mappings whose entries it totals (pairs), and the
// ledgers some function credits with an amount neither added to a total nor taken from another entry, or sets
// to anything but a total or zero (loose): their entries may exceed the total.
type ledgerSets struct {
	pairs map[*analysis.StateVar]map[*analysis.StateVar]bool
	loose map[*analysis.StateVar]bool
	// updates holds every function's updates (appendUpdates), for the detectors that ask again.
	updates map[*analysis.Function][]update
}

// ledgers returns the ledgers of ls's pairs, whatever their totals, in a new set.
func (ls ledgerSets) ledgers() map[*analysis.StateVar]bool {
	out := map[*analysis.StateVar]bool{}
	for _, ledgers := range ls.pairs {
		for l := range ledgers {
			out[l] = true
		}
	}
	return out
}

// fieldLedgerSets holds pairs and loose (see ledgerSets) for ledgers kept in a member of a mapping's or array's
// entries (deposits[a].amount, written through a storage pointer d = deposits[a] as d.amount), keyed by the
// place (placeKey: the mapping and the path "[].amount"). It is made from the updates ledgerPairs lists, when
// first asked for.
type fieldLedgerSets struct {
	pairs map[*analysis.StateVar]map[fieldPlace]bool
	loose map[fieldPlace]bool
}

// fieldLedgersSlot holds fieldLedgers in the model's memo.
var fieldLedgersSlot = analysis.NewMemoSlot()

// fieldLedgers returns the model's ledgers kept in members of entries (fieldLedgerSets).
func fieldLedgers(m *analysis.Model) fieldLedgerSets {
	return memoSlot(m, fieldLedgersSlot, func() fieldLedgerSets {
		var out fieldLedgerSets
		pair := func(total *analysis.StateVar, ledger fieldPlace) {
			if out.pairs == nil {
				out.pairs = map[*analysis.StateVar]map[fieldPlace]bool{}
			}
			if out.pairs[total] == nil {
				out.pairs[total] = map[fieldPlace]bool{}
			}
			out.pairs[total][ledger] = true
		}
		setLoose := func(ledger fieldPlace) {
			if out.loose == nil {
				out.loose = map[fieldPlace]bool{}
			}
			out.loose[ledger] = true
		}
		for _, list := range ledgerPairs(m).updates {
			for i := range list {
				if fp, ok := entryField(list[i].sc, list[i].target); ok {
					fieldLedger(list, &list[i], fp, pair, setLoose)
				}
			}
		}
		return out
	})
}

// fieldPlace names a member of the entries of a state mapping or array: deposits and "[].amount".
type fieldPlace struct {
	v    *analysis.StateVar
	path string
}

// entryField returns the place e is when it is a member of an entry of a state mapping or array (placeKey with
// an index on the way), written directly or through a storage pointer.
func entryField(sc *analysis.Scope, e solidity.Expr) (fieldPlace, bool) {
	if _, ok := solidity.Unparen(e).(*solidity.MemberAccess); !ok {
		return fieldPlace{}, false
	}
	v, path := placeKey(sc, e, false)
	if v == nil || !strings.Contains(path, "[]") || strings.HasSuffix(path, "[]") {
		return fieldPlace{}, false
	}
	return fieldPlace{v, path}, true
}

// updatesOf returns f's updates, as listed once per model by ledgerPairs.
func updatesOf(f *analysis.Function) []update { return ledgerPairs(f.Model()).updates[f] }

// ledgerPairs returns the model's ledgers (ledgerSets): a total and a mapping are paired when a function changes
// both by the same amount the same way (a mint, a burn), or the total is handed to an entry whole (the initial
// supply credited to the deployer).
func ledgerPairs(m *analysis.Model) ledgerSets {
	return memoSlot(m, ledgerPairsSlot, func() ledgerSets {
		// The pairs and the loose ledgers, each made on its first entry: most units have none, and a nil map
		// reads as empty.
		var out map[*analysis.StateVar]map[*analysis.StateVar]bool
		var loose map[*analysis.StateVar]bool
		pair := func(total, ledger *analysis.StateVar) {
			if out == nil {
				out = map[*analysis.StateVar]map[*analysis.StateVar]bool{}
			}
			if out[total] == nil {
				out[total] = map[*analysis.StateVar]bool{}
			}
			out[total][ledger] = true
		}
		setLoose := func(ledger *analysis.StateVar) {
			if loose == nil {
				loose = map[*analysis.StateVar]bool{}
			}
			loose[ledger] = true
		}
		// The updates of all functions go into one list, rather than one list growing for each function; each
		// function's part of it (spans) is handed out once the list is complete. Only the functions with a
		// node that writes state can have any (functionFacts lists those nodes), and such a node makes one
		// assignment, as a rule: the list starts with room for one update per node, and grows in the rare unit
		// with more.
		facts := functionFacts(m)
		nodes, writing := 0, 0
		for i := range facts {
			if n := len(facts[i].writers); n > 0 {
				nodes, writing = nodes+n, writing+1
			}
		}
		all := make([]update, 0, nodes)
		type span struct {
			f      *analysis.Function
			lo, hi int
		}
		spans := make([]span, 0, writing)
		var ops helperOps
		for i := range facts {
			fx := &facts[i] // by reference: each function's facts take several words
			if len(fx.writers) == 0 {
				continue
			}
			f, lo := fx.fn, len(all)
			all = appendUpdates(all, fx.writers, &ops)
			list := all[lo:]
			if len(list) > 0 {
				spans = append(spans, span{f, lo, len(all)})
			}
			for i := range list {
				u := &list[i]
				ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
				if !ok || ix.X == nil {
					continue
				}
				ledger := stateVarOf(u.sc, ix.X)
				if ledger == nil {
					continue
				}
				if u.op == "=" {
					if id, ok := solidity.Unparen(u.amount).(*solidity.Identifier); ok {
						if total := stateVarOf(u.sc, id); total != nil && total != ledger {
							pair(total, ledger)
							continue
						}
					}
					if !isZeroLiteral(u.amount) {
						setLoose(ledger)
					}
					continue
				}
				matched := false
				amount := keyText(u.sc.File.Src, u.amount)
				for j := range list {
					t := &list[j]
					// Only an update that takes from another place, or that changes a variable of its own the
					// same way, matters: the amounts are compared for those alone.
					moved := u.op == "+" && t.op == "-"
					var id *solidity.Identifier
					own := false
					if t.op == u.op {
						id, own = solidity.Unparen(t.target).(*solidity.Identifier)
					}
					if (!moved && !own) || !sameKey(keyText(t.sc.File.Src, t.amount), amount) {
						continue
					}
					if moved {
						matched = true // moved from another place
					}
					if !own {
						continue
					}
					if total := stateVarOf(t.sc, id); total != nil && total != ledger {
						pair(total, ledger)
						matched = true
					}
				}
				if u.op == "+" && !matched {
					setLoose(ledger)
				}
			}
		}
		var updates map[*analysis.Function][]update // nil (read as empty) when no function has any
		if len(spans) > 0 {
			updates = make(map[*analysis.Function][]update, len(spans))
		}
		for _, s := range spans {
			updates[s.f] = all[s.lo:s.hi:s.hi]
		}
		return ledgerSets{pairs: out, loose: loose, updates: updates}
	})
}

// fieldLedger does for an update u of a member of a mapping's entries (fp), one of list, what ledgerPairs does for an update
// of an entry: it pairs the member with a state variable of its own changed the same way by the same amount in
// the same function (d.amount += msg.value; totalHeld += msg.value), and marks it loose when it is credited
// with an amount no total gets, or set to anything but zero.
func fieldLedger(list []update, u *update, fp fieldPlace, pair func(*analysis.StateVar, fieldPlace), setLoose func(fieldPlace)) {
	if u.op == "=" {
		if !isZeroLiteral(u.amount) {
			setLoose(fp)
		}
		return
	}
	amount := keyText(u.sc.File.Src, u.amount)
	matched := false
	for j := range list {
		t := &list[j]
		if t.op != u.op {
			continue
		}
		id, own := solidity.Unparen(t.target).(*solidity.Identifier)
		if !own || !sameKey(keyText(t.sc.File.Src, t.amount), amount) {
			continue
		}
		if total := stateVarOf(t.sc, id); total != nil && total != fp.v {
			pair(total, fp)
			matched = true
		}
	}
	if u.op == "+" && !matched {
		setLoose(fp)
	}
}

// totalLessEntry reports whether total - m[k] cannot wrap because total is the total of the ledger m (see
// ledgerPairs): the total is at least any entry. The entry may be read into a local first (uint c = m[k]), when
// that is the only definition of the local reaching the subtraction.
func totalLessEntry(sc *analysis.Scope, total, entry solidity.Expr, reach *reaching) bool {
	id, ok := solidity.Unparen(total).(*solidity.Identifier)
	if !ok {
		return false
	}
	if local, ok := solidity.Unparen(entry).(*solidity.Identifier); ok && reach != nil {
		if sym := sc.Resolve(local); sym.Kind == analysis.SymLocal {
			if defs := reach.defs(sym.Var); len(defs) == 1 && defs[0].Value != nil {
				entry = defs[0].Value
			}
		}
	}
	if fp, ok := entryField(sc, entry); ok {
		t := stateVarOf(sc, id)
		fs := fieldLedgers(sc.Model)
		return t != nil && fs.pairs[t][fp] && !fs.loose[fp]
	}
	ix, ok := solidity.Unparen(entry).(*solidity.IndexAccess)
	if !ok || ix.X == nil {
		return false
	}
	t, l := stateVarOf(sc, id), stateVarOf(sc, ix.X)
	ls := ledgerPairs(sc.Model)
	return t != nil && l != nil && ls.pairs[t][l] && !ls.loose[l]
}

// checkedTake reports whether u takes its amount from an entry of the mapping or array base under a check that
// keeps the take from wrapping (an unchecked take lets the caller move more than there is).
func (v *overflowVisitor) checkedTake(u update, base, amount []byte) bool {
	o, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
	return ok && u.op == "-" && o.X != nil && o.Index != nil && sameKey(keyText(u.sc.File.Src, o.X), base) &&
		sameKey(keyText(u.sc.File.Src, u.amount), amount) && v.guardsBound(keyText(u.sc.File.Src, u.target), amount, nil, u.at, u.sc.File.Src, true)
}

// checkedFieldTake is checkedTake for a ledger kept in a member of a mapping's entries (entryField): u takes
// amount from the member under a check that keeps the take from wrapping.
func (v *overflowVisitor) checkedFieldTake(u update, amount []byte) bool {
	if _, ok := solidity.Unparen(u.target).(*solidity.MemberAccess); !ok || !sameKey(keyText(u.sc.File.Src, u.amount), amount) {
		return false
	}
	if _, ok := entryField(u.sc, u.target); !ok {
		return false
	}
	return v.guardsBound(keyText(u.sc.File.Src, u.target), amount, nil, u.at, u.sc.File.Src, true)
}

// movedWithin reports whether m[a] + v cannot wrap because the function moves v into m[a] from an entry of a
// ledger: it also takes v from another entry of m, or from an entry of another mapping or array that is only
// ever set to bounded values or moved by additions and takes (boundedSets), under a check (m[b] -= v, or m[b] =
// m[b] - v), as a token transfer or a spend of deposited credits does. What one entry gains another loses, so
// the entries' sum, and each entry, stays within what the ledgers ever held, whose growth is judged where it is
// made.
func (v *overflowVisitor) movedWithin(sc *analysis.Scope, entry, amount solidity.Expr) bool {
	ix, ok := solidity.Unparen(entry).(*solidity.IndexAccess)
	if !ok || ix.X == nil || ix.Index == nil {
		return false
	}
	src := sc.File.Src
	base, key, kv := keyText(src, ix.X), keyText(src, ix.Index), keyText(src, amount)
	for _, u := range v.updates() {
		o, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if !ok || o.X == nil {
			continue
		}
		from := keyText(u.sc.File.Src, o.X)
		if !v.checkedTake(u, from, kv) {
			continue
		}
		if sameKey(from, base) {
			if !sameKey(keyText(u.sc.File.Src, o.Index), key) {
				return true
			}
			continue
		}
		// Another table must be a ledger that only moves by what is added to it or taken from it: an
		// allowance the caller sets outright (allowed[from][spender] = value) bounds nothing.
		if r := u.sc.RootVar(o.X); r.Kind == analysis.SymState && r.State != nil &&
			memo(sc.Model, boundedSetsKey{r.State}, func() bool { return boundedSets(sc.Model, r.State) }) {
			return true
		}
	}
	return false
}

// ledgerTotal reports whether an update of a ledger's total cannot wrap because the same function makes the same
// change to an entry of the ledger, the one that can wrap first: a burn takes v from the total after taking it,
// under a check, from a balance (the total is at least any balance), and a mint that adds v to a balance and
// to the total is reported at the total. total is a state variable of its own (not an entry), amount the change.
func (v *overflowVisitor) ledgerTotal(sc *analysis.Scope, op string, total, amount solidity.Expr) bool {
	if _, ok := solidity.Unparen(total).(*solidity.Identifier); !ok || stateVarOf(sc, total) == nil {
		return false
	}
	kv := keyText(sc.File.Src, amount)
	for _, u := range v.updates() {
		if op == "-" && u.op == "-" && v.checkedFieldTake(u, kv) {
			return true // acc.balance -= v under require(v <= acc.balance), acc = accounts[msg.sender]
		}
		o, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if !ok || o.X == nil || stateVarOf(sc, o.X) == nil || !sameKey(keyText(u.sc.File.Src, u.amount), kv) {
			continue
		}
		if op == "-" && v.checkedTake(u, keyText(u.sc.File.Src, o.X), kv) {
			return true
		}
	}
	return false
}

// mintedWithTotal reports whether entry + amount (a balance credited) goes with an addition of the same amount
// to a state variable of its own, the ledger's total, in the same function: the total reaches any sum first,
// and is reported instead.
func (v *overflowVisitor) mintedWithTotal(sc *analysis.Scope, entry, amount solidity.Expr) bool {
	ix, ok := solidity.Unparen(entry).(*solidity.IndexAccess)
	if !ok || ix.X == nil || stateVarOf(sc, ix.X) == nil {
		return false
	}
	kv := keyText(sc.File.Src, amount)
	for _, u := range v.updates() {
		if _, ok := solidity.Unparen(u.target).(*solidity.Identifier); ok && u.op == "+" && sameKey(keyText(u.sc.File.Src, u.amount), kv) && stateVarOf(sc, u.target) != nil {
			return true
		}
	}
	return false
}

// placeKey names the storage place e is, by its state variable and the members and indexes on the way to it
// (balances[x].time is balances[].time), or "" when e is not rooted at a state variable. A local storage pointer
// stands for the place it points to (Observation storage o = observations[pair][i]; o.timestamp); with copies
// set, so does a local memory copy of one, whose members hold what the place held when it was copied.
func placeKey(sc *analysis.Scope, e solidity.Expr, copies bool) (*analysis.StateVar, string) {
	var path []string
	for depth := 0; depth < 32; depth++ {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.MemberAccess:
			path = append(path, "."+x.Member)
			e = x.X
			continue
		case *solidity.IndexAccess:
			path = append(path, "[]")
			e = x.X
			continue
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymState {
				slices.Reverse(path)
				return sym.State, strings.Join(path, "")
			}
			if sym.Kind == analysis.SymLocal && sym.Var != nil && len(path) > 0 &&
				(sym.Var.Location == solidity.LocationStorage || copies && sym.Var.Location == solidity.LocationMemory) {
				if v, init := localInit(sc, x); init != nil && !rebound(sc, v) {
					e = init
					continue
				}
			}
		}
		return nil, ""
	}
	return nil, ""
}

// rebound reports whether the body of sc assigns the local v itself (v = …, v in a tuple assigned, v++, v--,
// delete v), which for a storage pointer points it elsewhere; writing its members (v.x = …) or using it as an
// index (a[v] = …) does not.
func rebound(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	body := sc.Body()
	if body == nil {
		return false
	}
	found := false
	is := func(e solidity.Expr) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == v
	}
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch a := x.(type) {
		case *solidity.AssignExpr:
			if t, ok := unparen(a.LHS).(*solidity.TupleExpr); ok {
				for _, el := range t.Elems {
					found = found || el != nil && is(el)
				}
			} else {
				found = found || is(a.LHS)
			}
		case *solidity.UnaryExpr:
			found = found || (a.Op == "++" || a.Op == "--" || a.Op == "delete") && is(a.X)
		}
		return !found
	})
	return found
}

// blockClock tells whether e is one of the block's clocks itself: "time" for now and block.timestamp,
// "number" for block.number, "" for anything else.
func blockClock(sc *analysis.Scope, e solidity.Expr) string {
	return blockClockDepth(sc, e, 0)
}

// blockClockDepth is blockClock, also through a local holding a reading and a clock cut to 32 bits or more
// (uint32(block.timestamp % 2**32), which runs forward until 2106).
func blockClockDepth(sc *analysis.Scope, e solidity.Expr, depth int) string {
	if depth > 4 {
		return ""
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.Identifier:
		if x.Name == "now" && sc.Resolve(x).Kind == analysis.SymBuiltin {
			return "time"
		}
		if v, init := localInit(sc, x); init != nil {
			// unchangedInit, with the value read before the walk that tells whether it stays.
			if clock := blockClockDepth(sc, init, depth+1); clock != "" && !reassigned(sc, v) {
				return clock
			}
		}
	case *solidity.CallExpr:
		if _, conv := x.Fun.(*solidity.ElementaryTypeExpr); conv && len(x.Args) == 1 {
			if t := sc.TypeOf(x); t != nil && t.Kind == analysis.TypeInt && !t.Signed && t.Bits >= 32 {
				return blockClockDepth(sc, x.Args[0], depth+1)
			}
		}
	case *solidity.BinaryExpr:
		if m, ok := foldConst(sc, x.Y, nil, 0); x.Op == "%" && ok && m.BitLen() > 32 {
			return blockClockDepth(sc, x.X, depth+1)
		}
	case *solidity.MemberAccess:
		if id, ok := x.X.(*solidity.Identifier); ok && id.Name == "block" && sc.Resolve(id).Kind == analysis.SymBuiltin {
			switch x.Member {
			case "timestamp":
				return "time"
			case "number":
				return "number"
			}
		}
	}
	return ""
}

// pastClocksSlot holds pastClocks in the model's memo.
var pastClocksSlot = analysis.NewMemoSlot()

// pastClocks returns the storage places (placeKey) that only ever hold a past reading of one of the block's
// clocks, with that clock: every assignment to the place, or to any part of its state variable that holds it,
// stores the clock or zero.
func pastClocks(m *analysis.Model) map[*analysis.StateVar]map[string]string {
	return memoSlot(m, pastClocksSlot, func() map[*analysis.StateVar]map[string]string {
		out := map[*analysis.StateVar]map[string]string{}
		// The places of each variable spoilt, in a list: a place listed twice is spoilt all the same.
		bad := map[*analysis.StateVar][]string{}
		spoil := func(v *analysis.StateVar, k string) {
			bad[v] = append(bad[v], k)
		}
		for _, f := range m.Bodies() {
			sc := f.Scope()
			// Code that writes storage without naming it (assembly, delegatecall) may write any variable of its
			// contract.
			spoilAll := func() {
				if f.Contract != nil {
					for _, v := range f.Contract.StateVars {
						spoil(v, "")
					}
				}
			}
			for _, c := range sc.Calls() {
				if c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") {
					spoilAll()
				}
				if c.Kind != analysis.CallLibrary || c.Expr == nil {
					continue
				}
				// A library may write the storage it is handed: a storage parameter (a value such as the uint of
				// x.sub(y) is a copy).
				args := c.Expr.Args
				if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && c.Callee != nil && len(c.Callee.Decl.Params) == len(args)+1 {
					args = append([]solidity.Expr{ma.X}, args...)
				}
				for i, a := range args {
					if c.Callee != nil && i < len(c.Callee.Decl.Params) {
						if p := c.Callee.Decl.Params[i]; p != nil && p.Location != solidity.LocationStorage {
							continue
						}
					}
					if sym := sc.RootVar(a); sym.Kind == analysis.SymState {
						spoil(sym.State, "")
					}
				}
			}
			for _, n := range f.CFG().Nodes {
				if _, ok := n.Stmt.(*solidity.AssemblyStatement); ok {
					spoilAll()
				}
				if len(n.Writes()) == 0 || !n.HasOwn() || n.Scope == nil {
					continue
				}
				sc := n.Scope
				// The assignments of the node, as a walk would meet them: most statements hold one at most.
				eachAssignment(sc.File.Src, n.Own(), func(a *solidity.AssignExpr) {
					v, k := placeKey(sc, a.LHS, false)
					if v == nil {
						return
					}
					if a.Op == "=" && isZeroLiteral(a.RHS) {
						return // zero is before any reading of either clock
					}
					clock := ""
					if a.Op == "=" {
						clock = blockClock(sc, a.RHS)
						if clock == "" {
							if fields, ok := structMade(sc, a.LHS, a.RHS); ok {
								// A whole record made from its fields (grants[id] = Grant(to, total,
								// block.timestamp)): each field holds what it is made from.
								for i, arg := range fields.args {
									fk := k + "." + fields.names[i]
									if isZeroLiteral(arg) {
										continue
									}
									c := blockClock(sc, arg)
									if c == "" {
										spoil(v, fk)
										continue
									}
									if out[v] == nil {
										out[v] = map[string]string{}
									}
									if old, ok := out[v][fk]; ok && old != c {
										spoil(v, fk)
									}
									out[v][fk] = c
								}
								return
							}
						}
					}
					if clock == "" {
						spoil(v, k)
						return
					}
					if out[v] == nil {
						out[v] = map[string]string{}
					}
					if old, ok := out[v][k]; ok && old != clock {
						spoil(v, k)
					}
					out[v][k] = clock
				})
			}
		}
		// A place is spoilt by any other write to it or to what holds it (a whole struct or entry assigned).
		for v, keys := range out {
			for k := range keys {
				for _, b := range bad[v] {
					if b == k || strings.HasPrefix(k, b) {
						delete(keys, k)
					}
				}
			}
		}
		return out
	})
}

// madeFields is a struct made from its fields: each argument, with the name of the field it sets.
type madeFields struct {
	args  []solidity.Expr
	names []string
}

// structMade returns the fields of the struct the value rhs makes (S(a, b) or S({x: a, y: b})) and assigns to
// lhs, each with its argument; false for any other value.
func structMade(sc *analysis.Scope, lhs, rhs solidity.Expr) (madeFields, bool) {
	mk, ok := solidity.Unparen(rhs).(*solidity.CallExpr)
	if !ok {
		return madeFields{}, false
	}
	if c := sc.CallOf(mk); c == nil || c.Kind != analysis.CallStruct {
		return madeFields{}, false
	}
	t := sc.TypeOf(lhs)
	if t == nil || t.Struct == nil || len(mk.Args) != len(t.Struct.Members) {
		return madeFields{}, false
	}
	out := madeFields{args: mk.Args, names: make([]string, len(mk.Args))}
	for i := range mk.Args {
		switch {
		case len(mk.ArgNames) == len(mk.Args):
			out.names[i] = mk.ArgNames[i]
		case t.Struct.Members[i] != nil:
			out.names[i] = t.Struct.Members[i].Name
		default:
			return madeFields{}, false
		}
	}
	return out, true
}

// isZeroLiteral reports whether e is the literal 0.
func isZeroLiteral(e solidity.Expr) bool {
	lit, ok := solidity.Unparen(e).(*solidity.NumberLiteral)
	return ok && lit.Value == "0" && lit.Unit == ""
}

// sinceStored reports whether now - t (or block.number - n) cannot wrap because t is a place that only ever
// holds a past reading of the same clock (a deposit's time, a period's first block): the clocks do not run
// backwards.
func sinceStored(sc *analysis.Scope, a, b solidity.Expr) bool {
	clock := blockClock(sc, a)
	if clock == "" {
		return false
	}
	v, k := placeKey(sc, b, true)
	return v != nil && pastClocks(sc.Model)[v][k] == clock
}

// boundsFit reports whether a op b cannot wrap whatever the values of the variables in them: the largest value
// each operand can take, from constants and from remainders and quotients (x % max + 1 is at most the type's
// largest value, (a / 2) + (b / 2) at most 2^256 - 2, (x % 6) * 10 + 1 at most 51), keeps the result within
// bits. ta is the type of a, and tb that of b when known (the types risk has looked up).
func (v *overflowVisitor) boundsFit(sc *analysis.Scope, op string, a, b solidity.Expr, bits int, signed bool, ta, tb *analysis.Type, tbKnown bool) bool {
	if signed || (op != "+" && op != "*") {
		return false
	}
	if bits < 1 || bits > 256 {
		limit := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		r, _ := applyConst(op, largestValue(sc, a, limit, 0), largestValue(sc, b, limit, 0))
		return r.Cmp(limit) < 0
	}
	// The type's largest value is shared, and the result goes to the visitor's scratch value: the common
	// answer, that the operands can be as large as their type, costs no allocation.
	_, top := intRange(bits, false)
	x, y := largestBelowTyped(sc, a, top, 0, ta, true), largestBelowTyped(sc, b, top, 0, tb, tbKnown)
	if op == "+" {
		v.bound.Add(x, y)
	} else {
		v.bound.Mul(x, y)
	}
	return v.bound.Cmp(top) <= 0
}

// largestValue is the largest value an unsigned expression can take below limit: a constant's value, less than
// the modulus for a remainder, a constant's share of the largest dividend for a quotient, and the sum or product
// of its operands' for a sum or a product; limit - 1 for anything else. The value returned may be shared: it is
// only to be read.
func largestValue(sc *analysis.Scope, e solidity.Expr, limit *big.Int, depth int) *big.Int {
	return largestBelow(sc, e, new(big.Int).Sub(limit, big.NewInt(1)), depth)
}

// largestBelow is largestValue with top, limit - 1, computed once for the whole expression. It changes neither
// top nor the values its operands get, which may be top or a shared bound.
func largestBelow(sc *analysis.Scope, e solidity.Expr, top *big.Int, depth int) *big.Int {
	return largestBelowTyped(sc, e, top, depth, nil, false)
}

// largestBelowTyped is largestBelow with e's type t, when known, at hand.
func largestBelowTyped(sc *analysis.Scope, e solidity.Expr, top *big.Int, depth int, t *analysis.Type, known bool) *big.Int {
	if depth > 8 {
		return top
	}
	if v, ok := constValue(sc, e, nil, depth+1); ok {
		if v.Sign() < 0 || v.Cmp(top) > 0 {
			return top
		}
		return v
	}
	b, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok || b.X == nil || b.Y == nil {
		if !known {
			t = sc.TypeOf(e)
		}
		return typeLargest(sc, e, t, top, depth)
	}
	x := largestBelow(sc, b.X, top, depth+1)
	switch b.Op {
	case "%":
		// Below the modulus, which is at most the type's largest value.
		m, ok := constValue(sc, b.Y, nil, depth+1)
		if !ok {
			// A modulus of a narrower type (x % granularity, a uint8) keeps the remainder below its largest value.
			m = largestBelow(sc, b.Y, top, depth+1)
		}
		if m.Sign() <= 0 || m.Cmp(top) > 0 {
			m = top
		}
		if m.Cmp(x) <= 0 {
			return new(big.Int).Sub(m, big.NewInt(1))
		}
		return x
	case "/":
		if d, ok := constValue(sc, b.Y, nil, depth+1); ok && d.Sign() > 0 {
			return new(big.Int).Quo(x, d)
		}
		return x
	case ">>":
		if d, ok := constValue(sc, b.Y, nil, depth+1); ok && d.Sign() > 0 && d.IsInt64() && d.Int64() < 1024 {
			return new(big.Int).Rsh(x, uint(d.Int64()))
		}
		return x
	case "+", "*":
		x, _ = applyConst(b.Op, x, largestBelow(sc, b.Y, top, depth+1))
		if x.Cmp(top) > 0 {
			return top // the operation wraps itself, and is reported where it is
		}
		return x
	}
	return top
}

// typeLargest is largestBelow for an expression that is not an operation: the largest value of its own unsigned
// type (a uint112 local, a call returning uint224), and for a conversion that widens, the largest value of
// what it converts (uint224(y) with y a uint112 stays below 2**112). t is e's type.
func typeLargest(sc *analysis.Scope, e solidity.Expr, t *analysis.Type, top *big.Int, depth int) *big.Int {
	out := top
	if t != nil && t.Kind == analysis.TypeInt && !t.Signed && t.Bits > 0 && t.Bits <= 256 {
		if _, m := intRange(t.Bits, false); m.Cmp(top) < 0 {
			out = m // shared: only read
		}
	}
	if c, ok := solidity.Unparen(e).(*solidity.CallExpr); ok && out.Sign() > 0 {
		if r := returnedLargest(sc, c, out, depth); r != nil {
			return r
		}
	}
	if c, ok := solidity.Unparen(e).(*solidity.CallExpr); ok && len(c.Args) == 1 {
		if _, conv := c.Fun.(*solidity.ElementaryTypeExpr); conv {
			if at := sc.TypeOf(c.Args[0]); at != nil && (at.Kind == analysis.TypeAddress || at.Kind == analysis.TypeContract) {
				// uint256(signer): an address is 160 bits.
				if _, m := intRange(160, false); m.Cmp(out) < 0 {
					return m
				}
			}
			if inner := largestBelow(sc, c.Args[0], top, depth+1); inner.Cmp(out) < 0 {
				if at := sc.TypeOf(c.Args[0]); at != nil && at.Kind == analysis.TypeInt && !at.Signed {
					return inner // a widening conversion keeps the value
				}
			}
		}
	}
	return out
}

// otherOperand returns the operand of b beside the one is picks (its right one when is picks its left), or nil
// when is picks neither.
func otherOperand(b *solidity.BinaryExpr, is func(solidity.Expr) bool) solidity.Expr {
	switch {
	case is(b.X):
		return b.Y
	case is(b.Y):
		return b.X
	}
	return nil
}

// returnedLargest bounds what a call of an internal or library function returns by the largest of the values
// its return statements give (card / 4, 10, 11: at most 63 of a uint8 card), below top; nil when it cannot
// tell: another kind of call, named results, no return statement, or a returned value that may reach top.
func returnedLargest(sc *analysis.Scope, c *solidity.CallExpr, top *big.Int, depth int) *big.Int {
	call := sc.CallOf(c)
	if call == nil || (call.Kind != analysis.CallInternal && call.Kind != analysis.CallLibrary) || call.Callee == nil ||
		call.Callee.Decl.Body == nil || depth > 4 {
		return nil
	}
	for _, r := range call.Callee.Decl.Returns {
		if r == nil || r.Name != "" || len(call.Callee.Decl.Returns) != 1 {
			return nil
		}
	}
	csc := call.Callee.Scope()
	var out *big.Int
	failed := false
	solidity.Preorder(call.Callee.Decl.Body, func(n solidity.Node) bool {
		if failed {
			return false
		}
		r, ok := n.(*solidity.ReturnStatement)
		if !ok {
			return true
		}
		if r.Value == nil {
			failed = true
			return false
		}
		v := largestBelow(csc, singleValue(csc, call.Callee.Decl.Body, r.Value), top, depth+2)
		if v.Cmp(top) >= 0 {
			failed = true
			return false
		}
		if out == nil || v.Cmp(out) > 0 {
			out = v
		}
		return false
	})
	if failed {
		return nil
	}
	return out
}

// singleValue returns the value a local named by e is declared with, when body never assigns it again; e
// otherwise.
func singleValue(sc *analysis.Scope, body *solidity.Block, e solidity.Expr) solidity.Expr {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok {
		return e
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil {
		return e
	}
	init := sc.Init(sym.Var)
	if init == nil {
		return e
	}
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len(); i++ {
		var target solidity.Expr
		switch y := nodes.At(i).(type) {
		case *solidity.AssignExpr:
			target = y.LHS
		case *solidity.UnaryExpr:
			if y.Op == "++" || y.Op == "--" || y.Op == "delete" {
				target = y.X
			}
		}
		targets := []solidity.Expr{target}
		if tu, ok := solidity.Unparen(target).(*solidity.TupleExpr); ok {
			targets = tu.Elems
		}
		for _, t := range targets {
			if t, ok := solidity.Unparen(t).(*solidity.Identifier); ok && sc.Resolve(t).Var == sym.Var {
				return e
			}
		}
	}
	return init
}
