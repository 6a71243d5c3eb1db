package detector

import (
	"bytes"
	"math/big"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// lengthStepLimit is the largest constant lengthRoom lets be added to an array's length, which gas keeps far
// below 2^64: the sum stays far below 2^256.
var lengthStepLimit = new(big.Int).Lsh(big.NewInt(1), 64)

// lengthRoom reports whether x op k cannot overflow a bits-wide type when x is below 2^64, as an array's length
// is: the length of a memory or calldata array is bounded by the memory or calldata paid for; a storage array's
// length grows one push at a time, unless code sets it (0.4's a.length = n, a.length--, which wraps), which
// isLength rules out. So length + k with k below 2^64 (voteID = p.votes.length++; voteID + 1), and length * k
// with k leaving 64 bits of room (ids.length * 1e18), stay in range.
func lengthRoom(op string, k *big.Int, bits int) bool {
	if k.Sign() < 0 || bits < 128 {
		return false
	}
	switch op {
	case "+":
		return k.Cmp(lengthStepLimit) < 0
	case "*":
		return k.BitLen()+64 <= bits
	}
	return false
}

// belowLength reports whether a guard on every path to the operation bounds x, a local or parameter, by a
// bounded array's length (require(count <= holdings.length)): x then stays below 2^64 as the length does, and
// x + k or x * k is judged as the length's would be (lengthRoom).
func (v *overflowVisitor) belowLength(sc *analysis.Scope, x solidity.Expr) bool {
	id, ok := unparen(x).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymParam || sym.Var == nil {
		return false
	}
	g := v.f.CFG()
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Expr == nil || m.Scope != sc || m == v.n || !dominates(g, m, v.n) {
			continue
		}
		for cj := range conjuncts(m.Expr) {
			b, ok := unparen(cj).(*solidity.BinaryExpr)
			if !ok {
				continue
			}
			small, large := b.X, b.Y
			switch b.Op {
			case "<", "<=":
			case ">", ">=":
				small, large = b.Y, b.X
			default:
				continue
			}
			sid, ok := unparen(small).(*solidity.Identifier)
			if !ok || sc.Resolve(sid).Var != sym.Var || !isLength(sc, large, 0) {
				continue
			}
			if sameDefinitions(v.f.DefUse().Reaching(m, sym.Var), v.f.DefUse().Reaching(v.n, sym.Var)) {
				return true
			}
		}
	}
	return false
}

// isLength reports whether e's value is an array's length that is bounded (see lengthRoom).
func isLength(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	switch x := unparen(e).(type) {
	case *solidity.MemberAccess:
		return x.Member == "length" && arrayType(sc, x.X) && lengthBounded(sc, x.X)
	case *solidity.UnaryExpr:
		// p.votes.length++ yields the length before the step.
		return x.Op == "++" && x.Postfix && isLength(sc, x.X, depth)
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn || sym.Var == nil || depth > 1 || sc.Body() == nil {
			return false
		}
		// Every value the local takes is a length.
		values := 0
		if init := sc.Init(sym.Var); init != nil {
			if !isLength(sc, init, depth+1) {
				return false
			}
			values++
		}
		// A loop over the body's flat form, which stops at the first value that is not a length.
		nodes := solidity.PreorderNodes(sc.Body())
		for i := 0; i < nodes.Len(); i++ {
			switch y := nodes.At(i).(type) {
			case *solidity.AssignExpr:
				if id, isID := unparen(y.LHS).(*solidity.Identifier); isID && sc.Resolve(id).Var == sym.Var {
					if y.Op != "=" || !isLength(sc, y.RHS, depth+1) {
						return false
					}
					values++
				}
			case *solidity.UnaryExpr:
				if id, isID := unparen(y.X).(*solidity.Identifier); isID && sc.Resolve(id).Var == sym.Var && (y.Op == "++" || y.Op == "--" || y.Op == "delete") {
					return false
				}
			}
		}
		return values > 0
	}
	return false
}

// lengthBounded reports whether the length of the array arr cannot be set at will: a memory or calldata array,
// or a state array no code of the unit assigns a length to or shortens with length--.
func lengthBounded(sc *analysis.Scope, arr solidity.Expr) bool {
	if t := sc.TypeOf(arr); t != nil && (t.Location == solidity.LocationMemory || t.Location == solidity.LocationCalldata) {
		return true
	}
	sym := sc.RootVar(arr)
	if sym.Kind == analysis.SymParam || sym.Kind == analysis.SymLocal {
		// A parameter of an external function is calldata; a local array not in storage is memory.
		return sym.Var != nil && sym.Var.Location != solidity.LocationStorage
	}
	if sym.Kind != analysis.SymState || sym.State == nil {
		return false
	}
	return !memo(sc.Model, lengthSetKey{sym.State}, func() bool { return lengthSet(sc.Model, sym.State) })
}

// lengthSetKey keys lengthSet's answers in the model's memo.
type lengthSetKey struct{ v *analysis.StateVar }

// lengthSet reports whether some code of the unit sets the length of an array held in v (v.length = n,
// v[i].length -= k, v.length--).
func lengthSet(m *analysis.Model, v *analysis.StateVar) bool {
	// Such code spells out length: the model's one scan of its files tells which bodies do.
	words := occurrencesOf(m, wordLength)
	for f := range v.Contract.HierarchyBodies() {
		if !words.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		sc := f.Scope()
		nodes := solidity.PreorderNodes(f.Decl.Body)
		for i := 0; i < nodes.Len(); i++ {
			var target solidity.Expr
			switch y := nodes.At(i).(type) {
			case *solidity.AssignExpr:
				target = y.LHS
			case *solidity.UnaryExpr:
				if y.Op == "--" || y.Op == "delete" {
					target = y.X
				}
			}
			if ma, ok := unparen(target).(*solidity.MemberAccess); ok && ma.Member == "length" {
				if r := sc.RootVar(ma.X); r.Kind == analysis.SymState && r.State == v {
					return true
				}
			}
		}
	}
	return false
}

// indexedBefore reports whether x - k cannot wrap because x is arr.length and, on every path to the
// subtraction, the function has read arr[c] or arr[e + c] with the constant c at least k - 1: that read
// reverts unless arr holds more than c elements (Uniswap's router reads path[i + 1] before path.length - 2).
func (v *overflowVisitor) indexedBefore(sc *analysis.Scope, x solidity.Expr, k *big.Int) bool {
	l, ok := solidity.Unparen(x).(*solidity.MemberAccess)
	if !ok || l.Member != "length" || l.X == nil || k.Sign() <= 0 || !arrayType(sc, l.X) {
		return false
	}
	src := sc.File.Src
	array := keyText(src, l.X)
	need := new(big.Int).Sub(k, big.NewInt(1))
	reach := &reaching{f: v.f, n: v.n}
	g := v.f.CFG()
	for _, d := range g.Nodes {
		if d == v.n || d.Scope != sc {
			continue
		}
		own := d.Own()
		if own == nil || !bytes.Contains(own.Range().Text(src), array) {
			continue
		}
		found := false
		solidity.Preorder(own, func(y solidity.Node) bool {
			ix, ok := y.(*solidity.IndexAccess)
			if found || !ok || ix.X == nil || ix.Index == nil || !sameKey(keyText(src, ix.X), array) {
				return !found
			}
			idx := solidity.Unparen(ix.Index)
			if b, ok := idx.(*solidity.BinaryExpr); ok && b.Op == "+" {
				idx = solidity.Unparen(b.Y)
			}
			if c, ok := foldConst(sc, idx, reach, 0); ok && c.Cmp(need) >= 0 {
				found = true
			}
			return !found
		})
		if found && dominates(g, d, v.n) {
			return true
		}
	}
	return false
}

// seededArray reports whether x - k cannot wrap because x is the length of a state array that a constructor
// pushes to on every path, directly or through an internal function it calls (CryptoKitties creates kitty 0), or
// fills with a list it requires to be non-empty (filledNonEmpty), k is 1, and no code of the unit shortens the
// array (pop, delete, a length set).
func seededArray(sc *analysis.Scope, x solidity.Expr, k *big.Int) bool {
	l, ok := solidity.Unparen(x).(*solidity.MemberAccess)
	if !ok || l.Member != "length" || l.X == nil || k.Cmp(big.NewInt(1)) != 0 {
		return false
	}
	r := sc.RootVar(l.X)
	if r.Kind != analysis.SymState || r.State == nil || !sameKey(keyText(sc.File.Src, l.X), []byte(r.State.Name)) {
		return false
	}
	v := r.State
	return memo(sc.Model, seededArrayKey{v}, func() bool {
		return (constructorPushes(sc.Model, v) || filledNonEmpty(sc.Model, v)) && !shortened(sc.Model, v)
	})
}

// filledNonEmpty reports whether some constructor sets the array v whole, in one of its top-level statements,
// and every statement of the unit that sets v whole (v = list) runs only after a require that list.length is
// above zero: the array then holds an element from construction on, however often it is replaced.
func filledNonEmpty(m *analysis.Model, v *analysis.StateVar) bool {
	fromConstructor := false
	for _, f := range bodies(m) {
		if !bytes.Contains(f.Decl.Body.Range().Text(f.File.Src), []byte(v.Name)) {
			continue
		}
		sc := f.Scope()
		var top map[solidity.Stmt]bool
		for _, n := range f.CFG().Nodes {
			a, ok := n.Expr.(*solidity.AssignExpr)
			if !ok || n.Scope != sc || a.Op != "=" {
				continue
			}
			id, ok := unparen(a.LHS).(*solidity.Identifier)
			if !ok {
				continue
			}
			if r := sc.Resolve(id); r.Kind != analysis.SymState || r.State == nil || r.State.Decl != v.Decl {
				continue
			}
			if !requiredNonEmpty(f, sc, n, a.RHS) {
				return false
			}
			if f.IsConstructor() && !fromConstructor {
				if top == nil {
					top = map[solidity.Stmt]bool{}
					for _, st := range f.Decl.Body.Stmts {
						top[st] = true
					}
				}
				fromConstructor = top[n.Stmt]
			}
		}
	}
	return fromConstructor
}

// requiredNonEmpty reports whether a require on every path to the node at (of f, scope sc) holds only when
// list.length > 0, list.length >= 1, list.length != 0, or the same written the other way round.
func requiredNonEmpty(f *analysis.Function, sc *analysis.Scope, at *analysis.Node, list solidity.Expr) bool {
	src := sc.File.Src
	want := append(append([]byte{}, keyText(src, list)...), ".length"...)
	isLen := func(e solidity.Expr) bool { return sameKey(keyText(src, e), want) }
	isConst := func(e solidity.Expr, k int64) bool {
		c, ok := constValue(sc, e, nil, 0)
		return ok && c.Cmp(big.NewInt(k)) == 0
	}
	for _, c := range requiredChecks(f, sc, at) {
		if conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
			switch b.Op {
			case ">", "!=":
				return isLen(b.X) && isConst(b.Y, 0) || b.Op == "!=" && isLen(b.Y) && isConst(b.X, 0)
			case ">=":
				return isLen(b.X) && isConst(b.Y, 1)
			case "<":
				return isConst(b.X, 0) && isLen(b.Y)
			case "<=":
				return isConst(b.X, 1) && isLen(b.Y)
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// seededArrayKey keys seededArray's answers in the model's memo.
type seededArrayKey struct{ v *analysis.StateVar }

// constructorPushes reports whether some constructor's body pushes to v in one of its top-level statements, or
// calls at top level an internal function whose body does.
func constructorPushes(m *analysis.Model, v *analysis.StateVar) bool {
	for _, f := range bodies(m) {
		if !f.IsConstructor() {
			continue
		}
		if topLevelPush(f, v, 0) {
			return true
		}
	}
	return false
}

func topLevelPush(f *analysis.Function, v *analysis.StateVar, depth int) bool {
	if f.Decl.Body == nil || depth > 2 {
		return false
	}
	sc := f.Scope()
	for _, st := range f.Decl.Body.Stmts {
		found := false
		solidity.Preorder(st, func(n solidity.Node) bool {
			switch n.(type) {
			case *solidity.IfStatement, *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
				return false // may not run
			}
			c, ok := n.(*solidity.CallExpr)
			if !ok || found {
				return !found
			}
			if ma, ok := c.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" {
				if r := sc.RootVar(ma.X); r.Kind == analysis.SymState && r.State != nil && r.State.Decl == v.Decl {
					found = true
				}
			}
			if call := sc.CallOf(c); call != nil && call.Kind == analysis.CallInternal && call.Callee != nil && topLevelPush(call.Callee, v, depth+1) {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// shortened reports whether some code of the unit may shorten the array v: v.pop(), delete v, v.length--,
// v.length = n. v is matched by its declaration: each contract inheriting it has its own StateVar.
func shortened(m *analysis.Model, v *analysis.StateVar) bool {
	for _, f := range bodies(m) {
		sc := f.Scope()
		found := false
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if found {
				return false
			}
			same := func(e solidity.Expr) bool {
				if ma, ok := solidity.Unparen(e).(*solidity.MemberAccess); ok && ma.Member == "length" {
					e = ma.X
				}
				r := sc.RootVar(e)
				return r.Kind == analysis.SymState && r.State != nil && r.State.Decl == v.Decl
			}
			switch y := n.(type) {
			case *solidity.UnaryExpr:
				if (y.Op == "delete" || y.Op == "--") && same(y.X) {
					found = true
				}
			case *solidity.AssignExpr:
				if ma, ok := solidity.Unparen(y.LHS).(*solidity.MemberAccess); ok && ma.Member == "length" && same(ma.X) {
					found = true
				}
			case *solidity.CallExpr:
				if ma, ok := y.Fun.(*solidity.MemberAccess); ok && ma.Member == "pop" {
					if r := sc.RootVar(ma.X); r.Kind == analysis.SymState && r.State != nil && r.State.Decl == v.Decl {
						found = true
					}
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

// plusAssign is the operator of a raise, x += d.
var plusAssign = []byte("+=")

// raisedByAtLeast reports whether x - y cannot wrap because, on every path to it, x was just raised by an
// amount d (x += d, the only write of x on the way) and a branch taken only when d >= y leads to it: the
// Solidity documentation's BlindAuction credits refund with a deposit and takes back a bid no larger than it.
func (v *overflowVisitor) raisedByAtLeast(sc *analysis.Scope, x, y solidity.Expr) bool {
	src := sc.File.Src
	kx, ky := keyText(src, x), keyText(src, y)
	g := v.f.CFG()
	var raise *analysis.Node
	var amount solidity.Expr
	var others []*analysis.Node
	// The nodes whose text names x; the raise is one of them, written with +=: without one, nothing is walked.
	var named []*analysis.Node
	plus := false
	for _, n := range g.Nodes {
		own := n.Own()
		if n == v.n || n.Scope != sc || own == nil {
			continue
		}
		if text := own.Range().Text(src); bytes.Contains(text, kx) {
			named = append(named, n)
			plus = plus || bytes.Contains(text, plusAssign)
		}
	}
	if !plus {
		return false
	}
	for _, n := range named {
		own := n.Own()
		solidity.Preorder(own, func(y solidity.Node) bool {
			t := mutated(y)
			if tu, ok := solidity.Unparen(t).(*solidity.TupleExpr); ok && t != nil {
				for _, e := range tu.Elems {
					if e != nil && sameKey(keyText(src, e), kx) {
						others = append(others, n)
					}
				}
				return true
			}
			if t != nil && sameKey(keyText(src, t), kx) {
				if as, ok := y.(*solidity.AssignExpr); ok && as.Op == "+=" && raise == nil {
					raise, amount = n, as.RHS
				} else {
					others = append(others, n)
				}
			}
			return true
		})
	}
	if raise == nil || !dominates(g, raise, v.n) {
		return false
	}
	for _, n := range others {
		// A write before the raise on every path (the declaration) is overwritten by it; any other may
		// come between.
		if !dominates(g, n, raise) && g.After(n)[v.n.Index] {
			return false
		}
	}
	ka := keyText(src, amount)
	for _, c := range g.Nodes {
		if c.Kind != analysis.NodeCond || c.Scope != sc || c.Expr == nil || len(c.Succs) != 2 || !dominates(g, raise, c) {
			continue
		}
		then := c.Succs[0]
		if len(then.Preds) != 1 || !dominates(g, then, v.n) {
			continue
		}
		if conjunctComparisons(c.Expr, func(b *solidity.BinaryExpr) bool {
			l, r := keyText(src, b.X), keyText(src, b.Y)
			switch b.Op {
			case ">=":
				return sameKey(l, ka) && sameKey(r, ky)
			case "<=":
				return sameKey(l, ky) && sameKey(r, ka)
			}
			return false
		}) {
			return true
		}
	}
	return false
}
