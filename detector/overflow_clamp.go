package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// minOf returns the two values a conditional expression picks the smaller of (a <= b ? a : b, b > a ? a : b),
// or nil and nil when it is no such choice.
func minOf(src []byte, e solidity.Expr) (p, q solidity.Expr) {
	c, ok := solidity.Unparen(e).(*solidity.ConditionalExpr)
	if !ok || c.Then == nil || c.Else == nil {
		return nil, nil
	}
	cmp, ok := solidity.Unparen(c.Cond).(*solidity.BinaryExpr)
	if !ok || cmp.X == nil || cmp.Y == nil {
		return nil, nil
	}
	small, large := cmp.X, cmp.Y // the side that is picked when the condition holds, for < and <=
	switch cmp.Op {
	case "<", "<=":
	case ">", ">=":
		small, large = cmp.Y, cmp.X
	default:
		return nil, nil
	}
	if !sameKey(keyText(src, small), keyText(src, c.Then)) || !sameKey(keyText(src, large), keyText(src, c.Else)) {
		return nil, nil
	}
	return c.Then, c.Else
}

// clampAssign returns the assignment of an `if (v > x) v = x;` statement (also `v >= x`, `x < v`, `x <= v`, the
// assignment in a block of its own) that clamps the local v to at most x, or nil when s is no such statement.
func clampAssign(sc *analysis.Scope, s solidity.Stmt, v *solidity.VariableDeclaration) *solidity.AssignExpr {
	ifs, ok := s.(*solidity.IfStatement)
	if !ok || ifs.Else != nil {
		return nil
	}
	then := ifs.Then
	if b, isBlock := then.(*solidity.Block); isBlock {
		if len(b.Stmts) != 1 {
			return nil
		}
		then = b.Stmts[0]
	}
	es, ok := then.(*solidity.ExpressionStatement)
	if !ok {
		return nil
	}
	as, ok := solidity.Unparen(es.X).(*solidity.AssignExpr)
	if !ok || as.Op != "=" || as.RHS == nil || !namesLocal(sc, as.LHS, v) {
		return nil
	}
	cmp, ok := solidity.Unparen(ifs.Cond).(*solidity.BinaryExpr)
	if !ok || cmp.X == nil || cmp.Y == nil {
		return nil
	}
	large, small := cmp.X, cmp.Y // v, x for > and >=
	switch cmp.Op {
	case ">", ">=":
	case "<", "<=":
		large, small = cmp.Y, cmp.X
	default:
		return nil
	}
	if !namesLocal(sc, large, v) || !sameKey(keyText(sc.File.Src, small), keyText(sc.File.Src, as.RHS)) {
		return nil
	}
	return as
}

// namesLocal reports whether e is the variable v itself.
func namesLocal(sc *analysis.Scope, e solidity.Expr, v *solidity.VariableDeclaration) bool {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	return ok && v != nil && sc.Resolve(id).Var == v
}

// clampsTo reports whether the statement s leaves the local v at most the value keyed kx: `if (v > x) v = x;`,
// or v set to the smaller of x and something else (`v = a <= x ? a : x`, in its declaration too).
func clampsTo(sc *analysis.Scope, s solidity.Stmt, v *solidity.VariableDeclaration, kx []byte) bool {
	src := sc.File.Src
	var value solidity.Expr
	switch st := s.(type) {
	case *solidity.IfStatement:
		as := clampAssign(sc, st, v)
		return as != nil && sameKey(keyText(src, as.RHS), kx)
	case *solidity.ExpressionStatement:
		as, ok := solidity.Unparen(st.X).(*solidity.AssignExpr)
		if !ok || as.Op != "=" || !namesLocal(sc, as.LHS, v) {
			return false
		}
		value = as.RHS
	case *solidity.VariableDeclarationStatement:
		if len(st.Vars) != 1 || st.Vars[0] != v {
			return false
		}
		value = st.Value
	default:
		return false
	}
	p, q := minOf(src, value)
	return p != nil && (sameKey(keyText(src, p), kx) || sameKey(keyText(src, q), kx))
}

// clampedBelow reports whether the local or parameter y holds at most x where at is evaluated: a statement
// before at, in the block that holds at or one around it, clamps y to x (clampsTo), and between the two no loop
// starts around at, nothing writes y or a variable x reads, and, when x reads storage, nothing writes storage
// through a pointer or calls a function. The clamp then runs on every path to at, and its bound still holds.
func clampedBelow(sc *analysis.Scope, y, x solidity.Expr, at solidity.Node) bool {
	id, ok := solidity.Unparen(y).(*solidity.Identifier)
	if !ok || x == nil {
		return false
	}
	sym := sc.Resolve(id)
	if (sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymParam) || sym.Var == nil {
		return false
	}
	v := sym.Var
	kx := keyText(sc.File.Src, x)
	body := sc.Body()
	if body == nil {
		return false
	}
	var stmts []solidity.Stmt
	var inner solidity.Stmt = body
	for range 32 {
		switch s := inner.(type) {
		case *solidity.Block:
			if s == nil {
				return false
			}
			stmts = s.Stmts
		case *solidity.IfStatement:
			stmts = []solidity.Stmt{s.Then, s.Else}
		case *solidity.ForStatement:
			stmts = []solidity.Stmt{s.Body}
		case *solidity.WhileStatement:
			stmts = []solidity.Stmt{s.Body}
		case *solidity.DoWhileStatement:
			stmts = []solidity.Stmt{s.Body}
		default:
			return false
		}
		i := -1
		for k, s := range stmts {
			if s != nil && encloses(s, at) {
				i = k
				break
			}
		}
		if i < 0 {
			return false
		}
		for j := i - 1; j >= 0; j-- {
			if stmts[j] != nil && clampsTo(sc, stmts[j], v, kx) {
				return keptBetween(sc, stmts[j+1:i+1], v, x, at)
			}
		}
		inner = stmts[i]
	}
	return false
}

// keptBetween reports whether the statements stmts, up to where at is evaluated, leave the local v and the value
// x as they are (see clampedBelow).
func keptBetween(sc *analysis.Scope, stmts []solidity.Stmt, v *solidity.VariableDeclaration, x solidity.Expr, at solidity.Node) bool {
	// The variables x reads, and whether it reads storage.
	var vars []*solidity.VariableDeclaration
	var states []*analysis.StateVar
	stored := false
	solidity.Preorder(x, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			switch sym := sc.Resolve(id); sym.Kind {
			case analysis.SymLocal, analysis.SymParam, analysis.SymReturn:
				vars = append(vars, sym.Var)
				if sym.Var != nil && sym.Var.Location == solidity.LocationStorage {
					stored = true
				}
			case analysis.SymState:
				states = append(states, sym.State)
				stored = true
			}
		}
		return true
	})
	// The state x reads through a storage pointer (t.debt with t = troves[id] reads troves).
	if r := sc.RootVar(solidity.Unparen(x)); r.Kind == analysis.SymState && r.State != nil {
		states = append(states, r.State)
	}
	start := at.Range().Start.Offset
	ok := true
	for _, s := range stmts {
		solidity.Preorder(s, func(n solidity.Node) bool {
			if !ok || n.Range().Start.Offset >= start {
				return false
			}
			around := encloses(n, at) // evaluated after at, or its loop
			switch n.(type) {
			case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
				if around {
					ok = false
				}
				return ok
			case *solidity.CallExpr:
				if stored && !around {
					if c := sc.CallOf(n.(*solidity.CallExpr)); c == nil || !harmlessCall(c.Kind) {
						ok = false
					}
				}
				return ok
			}
			lhs := mutated(n)
			if lhs == nil || around {
				return true
			}
			r := sc.RootVar(lhs)
			switch {
			case r.Var == v && r.Var != nil:
				ok = false
			case r.Kind == analysis.SymState:
				for _, st := range states {
					if st == r.State && !otherMember(lhs, x) {
						ok = false
					}
				}
			case r.Var != nil:
				for _, w := range vars {
					if w == r.Var {
						ok = false
					}
				}
				if stored && r.Var.Location == solidity.LocationStorage {
					ok = false
				}
			}
			return ok
		})
		if !ok {
			return false
		}
	}
	return true
}

// harmlessCall tells whether a call of kind k leaves storage as it is: a builtin (require, keccak256), a type
// conversion, a struct built, an event.
func harmlessCall(k analysis.CallKind) bool {
	switch k {
	case analysis.CallBuiltin, analysis.CallTypeConversion, analysis.CallStruct, analysis.CallEvent:
		return true
	}
	return false
}

// otherMember reports whether the places a and b are members of different names (t.coll and t.debt): a write of
// one leaves the other as it is.
func otherMember(a, b solidity.Expr) bool {
	ma, okA := solidity.Unparen(a).(*solidity.MemberAccess)
	mb, okB := solidity.Unparen(b).(*solidity.MemberAccess)
	return okA && okB && ma.Member != mb.Member
}
