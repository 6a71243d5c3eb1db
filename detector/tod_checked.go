package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// senderIsVarAt reports whether every path of f from its entry to n passes a check that msg.sender equals the
// state variable v (in f's body or a modifier it applies): at n the account v holds is the caller. Ether sent
// there goes to whoever calls, and a change of v made first only makes the call fail.
func senderIsVarAt(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) bool {
	return senderIsAt(f, n, v, nil)
}

// senderIsPlaceAt is senderIsVarAt for a field of an entry, place (l.renter, through a storage pointer): the
// checks compare msg.sender with the same place, by its text.
func senderIsPlaceAt(f *analysis.Function, n *analysis.Node, v *analysis.StateVar, place solidity.Expr) bool {
	return senderIsAt(f, n, v, place)
}

func senderIsAt(f *analysis.Function, n *analysis.Node, v *analysis.StateVar, place solidity.Expr) bool {
	if f == nil || f.Decl.Body == nil || n == nil {
		return false
	}
	g := f.CFG()
	any := false
	for _, c := range g.Nodes {
		if (c.Kind == analysis.NodeGuard || c.Kind == analysis.NodeCond) && c.Expr != nil && c.Scope != nil &&
			(senderEquals(c.Scope, c.Expr, v, place, true) || senderEquals(c.Scope, c.Expr, v, place, false)) {
			any = true
			break
		}
	}
	if !any {
		return false
	}
	seen := g.Reachable([]*analysis.Node{g.Entry}, func(from, to *analysis.Node) bool {
		if from.Expr == nil || from.Scope == nil || len(from.Succs) == 0 {
			return false
		}
		var holds bool
		switch {
		case from.Kind == analysis.NodeGuard && to == from.Succs[0]:
			holds = from.Holds
		case from.Kind == analysis.NodeCond && len(from.Succs) == 2 && from.Succs[0] != from.Succs[1]:
			holds = to == from.Succs[0]
		default:
			return false
		}
		return senderEquals(from.Scope, from.Expr, v, place, holds)
	})
	return !seen[n.Index]
}

// senderEquals reports whether e evaluating to holds implies msg.sender == v: msg.sender == v true, msg.sender
// != v false, and either through a conjunction that holds (a disjunction that fails).
// With place set, the other side is that place (the same text) rather than the plain variable.
func senderEquals(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar, place solidity.Expr, holds bool) bool {
	b, ok := unparen(e).(*solidity.BinaryExpr)
	if u, isNot := unparen(e).(*solidity.UnaryExpr); isNot && u.Op == "!" {
		return senderEquals(sc, u.X, v, place, !holds)
	}
	if !ok {
		return false
	}
	switch b.Op {
	case "&&":
		return holds && (senderEquals(sc, b.X, v, place, true) || senderEquals(sc, b.Y, v, place, true))
	case "||":
		return !holds && (senderEquals(sc, b.X, v, place, false) || senderEquals(sc, b.Y, v, place, false))
	case "==", "!=":
		if (b.Op == "==") != holds {
			return false
		}
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if isSenderExpr(pair[0]) {
				if place != nil {
					if sameKey(keyText(sc.File.Src, pair[1]), keyText(sc.File.Src, place)) {
						return true
					}
					continue
				}
				if sym := sc.RootVar(pair[1]); sym.Kind == analysis.SymState && sym.State == v {
					if _, plain := unparen(pair[1]).(*solidity.Identifier); plain {
						return true
					}
				}
			}
		}
	}
	return false
}

// handedOnByHolder reports whether every write of v in ws, other than those of except, is made where msg.sender
// equals v: only the account v holds hands it on, and it alone decides where what is sent to it goes.
func handedOnByHolder(ws []write, v *analysis.StateVar, except *analysis.Function) bool {
	if len(ws) == 0 || len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		if w.fn == except {
			continue
		}
		if w.fn == nil || !senderIsVarAt(w.fn, w.node, v) {
			return false
		}
	}
	return true
}

// ownEntryOf reports whether e reads the entry of a state mapping at the very key target names, a parameter or
// local the function does not reassign (allocator.transfer(allocations[allocator])): the amount paid is the
// receiver's own entry.
func ownEntryOf(sc *analysis.Scope, e, target solidity.Expr) bool {
	ix, ok := unparen(e).(*solidity.IndexAccess)
	if !ok || ix.Index == nil || target == nil {
		return false
	}
	a, ok1 := unparen(ix.Index).(*solidity.Identifier)
	t, ok2 := unparen(target).(*solidity.Identifier)
	if !ok1 || !ok2 {
		return false
	}
	sa, st := sc.Resolve(a), sc.Resolve(t)
	if sa.Var == nil || sa.Var != st.Var || (sa.Kind != analysis.SymParam && sa.Kind != analysis.SymLocal) {
		return false
	}
	return !assignedIn(sc, sa.Var)
}

// raisedOnly reports whether every write in ws, all of them known, other than those of except, adds to the
// variable (fees += msg.value * fee / 100) or is made where msg.sender equals holder (when not nil), the
// account paid: one made first by someone else only raises what the caller is then paid.
func raisedOnly(ws []write, except *analysis.Function, holder *analysis.StateVar) bool {
	if len(ws) == 0 || len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		if w.fn == except {
			continue
		}
		if w.node == nil {
			return false
		}
		if a := assignmentTo(w.node, w.at); a != nil && a.Op == "+=" {
			continue
		}
		if holder == nil || !senderIsVarAt(w.fn, w.node, holder) {
			return false
		}
	}
	return true
}

// sendsToCaller reports whether the call c at n of f sends to its caller: msg.sender, or a state variable that
// a check on every path to n makes equal to msg.sender, which it returns.
func sendsToCaller(f *analysis.Function, n *analysis.Node, c *analysis.Call) (bool, *analysis.StateVar) {
	if c.Target == nil || n.Scope == nil {
		return false, nil
	}
	if isSenderExpr(c.Target) {
		return true, nil
	}
	sym := n.Scope.RootVar(c.Target)
	if _, plain := unparen(c.Target).(*solidity.Identifier); !plain || sym.Kind != analysis.SymState {
		return false, nil
	}
	return senderIsVarAt(f, n, sym.State), sym.State
}
