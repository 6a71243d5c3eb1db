package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// steppedKey keys steppedTotal's answers in the model's memo.
type steppedKey struct{ v *analysis.StateVar }

// steppedRead returns the state variable e reads when e is a plain read of a stored value (total, or an entry
// counts[k] of a mapping or array) whose every write keeps it small (steppedTotal), or nil.
func steppedRead(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	v := plainStored(sc, e)
	if v == nil || !memo(sc.Model, steppedKey{v}, func() bool { return steppedTotal(sc, v) }) {
		return nil
	}
	return v
}

// plainStored returns the state variable e names, directly or through the keys of its entries (counts[k]), or
// nil: a member (a struct's field) or a call is not such a read.
func plainStored(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	for {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.IndexAccess:
			e = x.X
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == analysis.SymState && sym.State != nil && !sym.State.Slot &&
				!sym.State.Decl.Constant && !sym.State.Decl.Immutable {
				return sym.State
			}
			return nil
		default:
			return nil
		}
	}
}

// steppedTotal reports whether every write of the state variable v (or of its entries) in the unit either sets
// it to a value its function bounds by stepBound (a constant, a capped parameter, zero), copies or lowers a
// value it holds (counts[to] = counts[from], total -= n), or raises it by at most stepBound (total += n after
// require(n <= 10), count++, total = total + 1). Its initial value is a constant. Each transaction then raises
// it by at most stepBound times the writes it can afford, and no number of transactions that can ever be sent
// brings it near 2^256: v + n, for n itself at most stepBound, cannot wrap. A lowering that wraps below zero is
// an underflow, reported where it is. No code may write v without naming it (raw storage writes, or v handed
// to a library or internal function as storage).
// sc is the asker's scope, in which the initial value is folded.
func steppedTotal(sc *analysis.Scope, v *analysis.StateVar) bool {
	if v.Contract == nil || writtenStateOf(sc.Model).rawFor(v) {
		return false
	}
	if init := v.Decl.Value; init != nil {
		if k, ok := foldConst(sc, init, nil, 0); !ok || k.Sign() < 0 || k.Cmp(stepBound) > 0 {
			return false
		}
	}
	for f := range v.Contract.HierarchyBodies() {
		fs := f.Scope()
		for _, c := range fs.Calls() {
			if (c.Kind != analysis.CallLibrary && c.Kind != analysis.CallInternal) || c.Expr == nil {
				continue
			}
			if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && storedRoot(fs, ma.X) == v {
				return false
			}
			for _, a := range c.Expr.Args {
				if storedRoot(fs, a) == v {
					return false
				}
			}
		}
		for _, n := range f.CFG().Nodes {
			for _, w := range n.Writes() {
				if w.Var == v && !steppedWrite(f, n, v, w.At) {
					return false
				}
			}
		}
	}
	return true
}

// storedRoot returns the state variable at the root of e (total, counts[k], records[k].field), or nil.
func storedRoot(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	if r := sc.RootVar(e); r.Kind == analysis.SymState {
		return r.State
	}
	return nil
}

// steppedWrite reports whether the write of v at at, in node n of f, is one steppedTotal allows.
func steppedWrite(f *analysis.Function, n *analysis.Node, v *analysis.StateVar, at solidity.Node) bool {
	sc := n.Scope
	if sc == nil {
		return false
	}
	var as *solidity.AssignExpr
	var un *solidity.UnaryExpr
	solidity.Preorder(n.Own(), func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.AssignExpr:
			if y.LHS == at {
				as = y
			}
		case *solidity.UnaryExpr:
			if y.X == at {
				un = y
			}
		}
		return as == nil && un == nil
	})
	if un != nil {
		return un.Op == "++" || un.Op == "--" || un.Op == "delete"
	}
	if as == nil || as.RHS == nil || plainStored(sc, as.LHS) != v {
		return false
	}
	small := func(e solidity.Expr) bool {
		k := guardedLargest(sc, e, requiredChecks(f, sc, n), sc.Model.Checked(sc.File) && !n.Unchecked, 0)
		return k != nil && k.Cmp(stepBound) <= 0
	}
	held := func(e solidity.Expr) bool {
		return steppedPart(sc, e, func(x solidity.Expr) bool { return plainStored(sc, x) == v }, small, 0)
	}
	switch as.Op {
	case "-=":
		return true
	case "+=":
		return small(as.RHS)
	case "=":
		if b, ok := solidity.Unparen(as.RHS).(*solidity.BinaryExpr); ok && b.X != nil && b.Y != nil {
			switch b.Op {
			case "+":
				if (held(b.X) && small(b.Y)) || (held(b.Y) && small(b.X)) {
					return true
				}
			case "-":
				if held(b.X) {
					return true
				}
			}
		}
		// A small value, an entry copied to another, or the larger of the two.
		return held(as.RHS)
	}
	return false
}

// steppedPart reports whether e is a value base accepts (a stepped total's), one small bounds, or, through a
// local that keeps its first value or the branches of a conditional, one of them: uint start = paidUntil[who] >
// now ? paidUntil[who] : now.
func steppedPart(sc *analysis.Scope, e solidity.Expr, base, small func(solidity.Expr) bool, depth int) bool {
	if depth > 3 || e == nil {
		return false
	}
	if base(e) {
		return true
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.ConditionalExpr:
		return steppedPart(sc, x.Then, base, small, depth+1) && steppedPart(sc, x.Else, base, small, depth+1)
	case *solidity.Identifier:
		if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal {
			if init := unchangedInit(sc, x); init != nil {
				return steppedPart(sc, init, base, small, depth+1)
			}
		}
	}
	return small(e)
}

// steppedOperand reports whether e holds a stepped total's value (steppedRead), directly, through a local or
// a conditional, with the other branches' values at most stepBound. checks and checked are guardedLargest's.
func steppedOperand(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr, checked bool) bool {
	found := false
	base := func(x solidity.Expr) bool {
		if steppedRead(sc, x) != nil {
			found = true
			return true
		}
		return false
	}
	small := func(x solidity.Expr) bool {
		k := guardedLargest(sc, x, checks, checked, 0)
		return k != nil && k.Cmp(stepBound) <= 0
	}
	return steppedPart(sc, e, base, small, 0) && found
}

// loweredKey keys ownerLowered's answers in the model's memo.
type loweredKey struct{ v *analysis.StateVar }

// ownerCapped reports whether one of checks bounds e from above by a state variable that only the deployer or a
// privileged account sets and that other code only lowers (require(quantity <= remaining) with remaining set
// in the constructor and lowered by each sale): e is then at most a value of the owner's choosing.
func ownerCapped(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) bool {
	return boundedAboveBy(sc, e, checks, func(bound solidity.Expr) bool {
		id, ok := solidity.Unparen(bound).(*solidity.Identifier)
		if !ok {
			return false
		}
		sym := sc.Resolve(id)
		if sym.Kind != analysis.SymState || sym.State == nil || sym.State.Slot {
			return false
		}
		v := sym.State
		return memo(sc.Model, loweredKey{v}, func() bool { return ownerLowered(sc.Model, v) })
	})
}

// ownerLowered reports whether every write of the state variable v is in a constructor, behind a check of
// the caller, or lowers it (v -= n, v--, delete v, v = 0), and no code writes it without naming it.
func ownerLowered(m *analysis.Model, v *analysis.StateVar) bool {
	if v.Contract == nil || writtenStateOf(m).rawFor(v) {
		return false
	}
	for f := range v.Contract.HierarchyBodies() {
		var gd *analysis.Guards
		for _, n := range f.CFG().Nodes {
			for _, w := range n.Writes() {
				if w.Var != v || f.IsConstructor() {
					continue
				}
				if f.IsEntry() {
					if gd == nil {
						gd = f.Guards()
					}
					if gd.Protected(n) {
						continue
					}
				}
				if !lowers(n, w.At) {
					return false
				}
			}
		}
	}
	return true
}

// lowers reports whether the write at at, in node n, lowers the value or zeroes it.
func lowers(n *analysis.Node, at solidity.Node) bool {
	ok := false
	solidity.Preorder(n.Own(), func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.AssignExpr:
			if y.LHS == at {
				ok = y.Op == "-=" || (y.Op == "=" && isZeroLiteral(y.RHS))
				return false
			}
		case *solidity.UnaryExpr:
			if y.X == at {
				ok = y.Op == "--" || y.Op == "delete"
				return false
			}
		}
		return true
	})
	return ok
}
