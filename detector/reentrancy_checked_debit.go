package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// checkedDebit returns the left side of the checked subtraction that bounds the ether the call of sw sends, or nil.
// Under checked arithmetic (0.8 and later, outside unchecked blocks), a function that sends an amount and then
// subtracts that same amount from a state entry cannot pay a re-entrant call twice from the same entry: the
// re-entrant call debits the entry first, and the outer subtraction, made from what is left, underflows and
// reverts the whole transaction. It holds when the call sends a local or parameter that nothing assigns after
// the call, the subtraction of exactly that amount runs on every path from the call to the function's end, the
// entry's keys are fixed for the execution (msg.sender, locals and parameters not assigned after the call,
// constants), and every write the call leaves stale is such a checked subtraction of the amount (a flag set after
// the call, or a balance set to zero, still lets a re-entrant call pass a check on stale state).
func checkedDebit(sw staleWrites) solidity.Node {
	c, sc := sw.c, sw.n.Scope
	if sw.via != nil || c.Value == nil || sc == nil || sc.File == nil {
		return nil
	}
	id, ok := unparen(c.Value).(*solidity.Identifier)
	if !ok {
		return nil
	}
	amount := sc.Resolve(id)
	if amount.Kind != analysis.SymLocal && amount.Kind != analysis.SymParam || amount.Var == nil {
		return nil
	}
	g := sw.f.CFG()
	if sw.n.Index >= len(g.Nodes) || g.Nodes[sw.n.Index] != sw.n {
		return nil
	}
	fixed := []*solidity.VariableDeclaration{amount.Var}
	var bound solidity.Node
	for _, w := range sw.ws {
		lhs := checkedSubtractionOf(w, amount.Var)
		if lhs == nil {
			return nil
		}
		if bound != nil {
			continue
		}
		keys, ok := fixedKeys(w.node.Scope, lhs)
		if !ok || !onEveryPathFrom(g, sw.n, w.node) {
			continue
		}
		bound = w.at
		fixed = append(fixed, keys...)
	}
	if bound == nil || assignedAfter(g, sw.n, fixed) {
		return nil
	}
	return bound
}

// checkedSubtractionOf returns the left side of the write w when it is a checked subtraction of the local or
// parameter amount from itself, or nil: under checked arithmetic (0.8 and later, outside unchecked blocks)
// v -= amount or v = v - amount, and under any version v = v.sub(amount) or v = safeSub(v, amount) with a helper
// that reverts below zero (SafeMath's sub: a guard in its body, see arithmeticOf).
func checkedSubtractionOf(w write, amount *solidity.VariableDeclaration) solidity.Expr {
	n := w.node
	if n == nil || n.Scope == nil || n.Scope.File == nil {
		return nil
	}
	a, ok := n.Own().(*solidity.AssignExpr)
	if !ok || a.LHS != w.at {
		return nil
	}
	src := n.Scope.File.Src
	native := !n.Unchecked && n.Scope.Model.Checked(n.Scope.File)
	var rhs solidity.Expr
	switch a.Op {
	case "-=":
		if !native {
			return nil
		}
		rhs = a.RHS
	case "=":
		switch r := unparen(a.RHS).(type) {
		case *solidity.BinaryExpr:
			if !native || r.Op != "-" || !sameKey(keyText(src, r.X), keyText(src, a.LHS)) {
				return nil
			}
			rhs = r.Y
		case *solidity.CallExpr:
			rhs = checkedSubHelper(n.Scope, r, a.LHS)
			if rhs == nil {
				return nil
			}
		default:
			return nil
		}
	default:
		return nil
	}
	id, ok := unparen(rhs).(*solidity.Identifier)
	if !ok || n.Scope.Resolve(id).Var != amount {
		return nil
	}
	return a.LHS
}

// fixedKeys reports whether the entry lhs (v, v[k], v[k1][k2].field) is a state variable's, indexed only by
// msg.sender, constants, locals and parameters, and returns those locals and parameters.
func fixedKeys(sc *analysis.Scope, lhs solidity.Expr) ([]*solidity.VariableDeclaration, bool) {
	var vars []*solidity.VariableDeclaration
	e := unparen(lhs)
	for range 8 {
		switch x := e.(type) {
		case *solidity.IndexAccess:
			if x.Index == nil {
				return nil, false
			}
			ok := true
			solidity.Preorder(x.Index, func(k solidity.Node) bool {
				switch k := k.(type) {
				case *solidity.CallExpr, *solidity.IndexAccess, *solidity.AssignExpr, *solidity.UnaryExpr:
					ok = false
				case *solidity.MemberAccess:
					if !isMsgSender(k) {
						ok = false
					}
					return false
				case *solidity.Identifier:
					sym := sc.Resolve(k)
					switch {
					case (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam) && sym.Var != nil:
						vars = append(vars, sym.Var)
					case sym.Kind == analysis.SymState && (sym.State.Decl.Constant || sym.State.Decl.Immutable):
					default:
						ok = false
					}
				}
				return ok
			})
			if !ok {
				return nil, false
			}
			e = unparen(x.X)
		case *solidity.MemberAccess:
			e = unparen(x.X)
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			return vars, sym.Kind == analysis.SymState && !sym.State.Decl.Constant && !sym.State.Decl.Immutable
		default:
			return nil, false
		}
	}
	return nil, false
}

// isMsgSender reports whether m is msg.sender.
func isMsgSender(m *solidity.MemberAccess) bool {
	id, ok := unparen(m.X).(*solidity.Identifier)
	return ok && id.Name == "msg" && m.Member == "sender"
}

// onEveryPathFrom reports whether every path from node from to the function's normal end goes through node d.
func onEveryPathFrom(g *analysis.CFG, from, d *analysis.Node) bool {
	if g.Exit == nil || from == d {
		return false
	}
	seen := g.Reachable([]*analysis.Node{from}, func(_, to *analysis.Node) bool { return to == d })
	return !seen[g.Exit.Index]
}

// assignedAfter reports whether a node reachable from the call node at assigns (=, op=, ++, --, delete) one of
// the locals or parameters vars.
func assignedAfter(g *analysis.CFG, at *analysis.Node, vars []*solidity.VariableDeclaration) bool {
	after := g.After(at)
	found := false
	for _, n := range g.Nodes {
		if found {
			break
		}
		if !after[n.Index] && n != at || n.Scope == nil {
			continue
		}
		own := n.Own()
		if own == nil {
			continue
		}
		hit := func(e solidity.Expr) {
			targets := []solidity.Expr{e}
			if t, ok := unparen(e).(*solidity.TupleExpr); ok {
				targets = t.Elems
			}
			for _, t := range targets {
				if id, ok := unparen(t).(*solidity.Identifier); ok {
					if v := n.Scope.Resolve(id).Var; v != nil {
						for _, w := range vars {
							found = found || v == w
						}
					}
				}
			}
		}
		solidity.Preorder(own, func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.AssignExpr:
				hit(x.LHS)
			case *solidity.UnaryExpr:
				if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
					hit(x.X)
				}
			}
			return !found
		})
	}
	return found
}

// checkedSubHelper returns the amount the call ce subtracts from lhs when ce is a call of a helper that returns
// its first operand minus its second and reverts below zero (lhs.sub(x) or safeSub(lhs, x)), or nil.
func checkedSubHelper(sc *analysis.Scope, ce *solidity.CallExpr, lhs solidity.Expr) solidity.Expr {
	c := sc.CallOf(ce)
	if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
		return nil
	}
	args := c.Args
	if libraryOffset(c) == 1 {
		args = append([]solidity.Expr{c.Target}, args...)
	}
	if len(args) != 2 || !sameKey(keyText(sc.File.Src, args[0]), keyText(sc.File.Src, lhs)) {
		return nil
	}
	if op, checked := arithmeticOf(c.Callee); op != "-" || !checked {
		return nil
	}
	return args[1]
}
