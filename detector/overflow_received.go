package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// pulledIn reports whether the body of sc, on every path through it, takes amount from the caller into this
// contract with a token it does not let the caller name (token.transferFrom(msg.sender, address(this), amount)
// or safeTransferFrom through a library, token a stored address): amount is then tokens the caller held, no
// more than the token's supply, which fits in 256 bits. amount must be a parameter or local the body does not
// assign again.
func pulledIn(sc *analysis.Scope, amount solidity.Expr) bool {
	id, ok := solidity.Unparen(amount).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if (sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal) || sym.Var == nil || reassigned(sc, sym.Var) {
		return false
	}
	body := sc.Body()
	if body == nil || sc.Function == nil || sc.Function.Scope() != sc {
		return false
	}
	src := sc.File.Src
	key := keyText(src, amount)
	for _, c := range sc.Calls() {
		if c.Expr == nil {
			continue
		}
		from, to, pulled := pullOf(sc, c)
		if !from || !to || !sameKey(keyText(src, pulled), key) || !fixedToken(sc, c) {
			continue
		}
		// Only a call of a statement of the body itself runs whenever the function does (a branch or a loop
		// may skip it).
		for _, s := range body.Stmts {
			switch s.(type) {
			case *solidity.ExpressionStatement, *solidity.VariableDeclarationStatement:
				if encloses(s, c.Expr) {
					return true
				}
			}
		}
	}
	return false
}

// fixedToken reports whether the token the call c goes to is held in storage (a state variable, or a field of
// a stored record such as pools[pid].token): not an address the caller passes.
func fixedToken(sc *analysis.Scope, c *analysis.Call) bool {
	token := c.Target
	if token == nil {
		if ma, ok := solidity.Unparen(c.Expr.Fun).(*solidity.MemberAccess); ok {
			token = ma.X
		}
	}
	if token == nil || tokenChosenByCaller(sc, token) {
		return false
	}
	r := sc.RootVar(token)
	switch r.Kind {
	case analysis.SymState:
		return true
	case analysis.SymLocal:
		return r.Var != nil && r.Var.Location == solidity.LocationStorage
	}
	return false
}

// receivedSum reports whether a + b, a sum of 256-bit unsigned integers, adds an amount pulledIn to a stored
// value (storedTotal), either way round.
func receivedSum(f *analysis.Function, sc *analysis.Scope, op string, a, b solidity.Expr) bool {
	if op != "+" {
		return false
	}
	t := sc.TypeOf(a)
	if t == nil || t.Kind != analysis.TypeInt {
		t = sc.TypeOf(b)
	}
	if t == nil || t.Kind != analysis.TypeInt || t.Bits != 256 || t.Signed {
		return false
	}
	ta, tb, pa, pb := operandTaints(sc, a, b, f.IsConstructor())
	return (storedTotal(ta, pa) && pulledIn(sc, b)) || (storedTotal(tb, pb) && pulledIn(sc, a))
}

// storedTotal reports whether an operand, with taint t and parameters p, is a stored value (a total or an
// account's entry, msg.sender's included) and nothing the caller passes.
func storedTotal(t analysis.Taint, p uint64) bool {
	return p == 0 && t&^(analysis.TaintValue|analysis.TaintState|analysis.TaintSender) == 0
}

// ownerSet reports whether e holds only constants and state variables that nothing but the constructor and
// functions guarded by a check of the caller sets (a multiplier, a house edge, a rate the owner picks), through
// locals that keep their first value and conversions: no caller of the function can choose it.
func ownerSet(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if depth > 4 {
		return false
	}
	if _, ok := foldConst(sc, e, nil, 0); ok {
		return true
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		switch sym.Kind {
		case analysis.SymState:
			return guardedSet(sc.Model, sym.State) || neverWritten(sc.Model, sym.State)
		case analysis.SymLocal:
			init := unchangedInit(sc, x)
			return init != nil && ownerSet(sc, init, depth+1)
		}
	case *solidity.BinaryExpr:
		return ownerSet(sc, x.X, depth+1) && ownerSet(sc, x.Y, depth+1)
	case *solidity.CallExpr:
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
			return ownerSet(sc, x.Args[0], depth+1)
		}
	}
	return false
}

// privilegedFactor reports whether a product or difference can only wrap through a value the owner sets: one
// operand is ownerSet and no constant, and the other ownerSet too, or an amount of ether received times at most a
// small constant (msg.value * multiplier, 100 - houseEdge), or a value the function's requires bound by a small
// constant (price * weeks with require(weeks <= 52)) or by a stored value the owner sets and others only lower
// (price * quantity with require(quantity <= remaining)). A wrap then takes a setting no sane owner makes. checks
// are the requires on every path to the operation, asked for only when needed.
func privilegedFactor(sc *analysis.Scope, op string, a, b solidity.Expr, checks func() []solidity.Expr) bool {
	if op != "*" && op != "-" {
		return false
	}
	bounded := func(e solidity.Expr) bool {
		if ownerSet(sc, e, 0) || (op == "*" && etherBounded(sc, e, 0)) {
			return true
		}
		if op != "*" {
			return false
		}
		k := guardedLargest(sc, e, checks(), sc.Model.Checked(sc.File), 0)
		return (k != nil && k.Cmp(stepBound) <= 0) || ownerCapped(sc, e, checks())
	}
	set := func(e solidity.Expr) bool {
		_, constant := foldConst(sc, e, nil, 0)
		return !constant && ownerSet(sc, e, 0)
	}
	return (set(a) && bounded(b)) || (set(b) && bounded(a))
}

// clockPlusChosen reports whether a + b adds a parameter the caller passes (a duration, or a number of days
// times a constant) to the block's time or number, and no guard of the function requires the parameter to be
// at least something. The wrapped sum lies before now, as a parameter of 0 nearly gives: the caller gains no
// more than a small value of its own choosing gives, unless a minimum is enforced, which the wrap would skip.
func (v *overflowVisitor) clockPlusChosen(sc *analysis.Scope, op string, a, b solidity.Expr) bool {
	if op != "+" {
		return false
	}
	var d solidity.Expr
	switch {
	case blockClock(sc, a) != "":
		d = b
	case blockClock(sc, b) != "":
		d = a
	default:
		return false
	}
	if x, ok := solidity.Unparen(d).(*solidity.BinaryExpr); ok && x.Op == "*" {
		if _, k := foldConst(sc, x.Y, nil, 0); k {
			d = x.X
		} else if _, k := foldConst(sc, x.X, nil, 0); k {
			d = x.Y
		}
	}
	id, ok := solidity.Unparen(d).(*solidity.Identifier)
	if !ok || sc.Resolve(id).Kind != analysis.SymParam {
		return false
	}
	if !v.guardsBuilt {
		v.guards.build(v.f)
		v.guardsBuilt = true
	}
	src := sc.File.Src
	key := keyText(src, id)
	floored := false
	for _, g := range v.guards.roots {
		solidity.Preorder(g.b, func(x solidity.Node) bool {
			c, ok := x.(*solidity.BinaryExpr)
			if !ok || floored {
				return !floored
			}
			switch {
			case (c.Op == ">" || c.Op == ">=" || c.Op == "==") && sameKey(keyText(src, c.X), key):
				floored = true
			case (c.Op == "<" || c.Op == "<=" || c.Op == "==") && sameKey(keyText(src, c.Y), key):
				floored = true
			}
			return !floored
		})
	}
	return !floored
}
