package analysis

import "github.com/vigilsec/vigil/solidity"

// grdClearsEntry reports whether the write w, made by node n itself, only clears one entry of a table: it
// assigns false to it (`admins[a] = false`) or deletes it (`delete roles[r][a]`). Such a write cannot let a
// caller pass a check that requires its own entry to be set, so it does not make the table a weak variable:
// anyone may be able to revoke an entry (a fault of its own, which the detectors report), but not to grant one.
// Checks that pass on a cleared entry (`require(!banned[msg.sender])`) are not access checks to begin with.
func grdClearsEntry(n *Node, w StateAccess) bool {
	// The statement itself is the write (admins[a] = false; delete admins[a];): a clearing nested in a larger
	// expression is rare enough to be taken as a write like any other.
	switch x := n.Expr.(type) {
	case *solidity.AssignExpr:
		if x.Op != "=" || x.LHS != asExpr(w.At) {
			return false
		}
		if _, ok := x.LHS.(*solidity.IndexAccess); !ok {
			return false
		}
		lit, ok := solidity.Unparen(x.RHS).(*solidity.BoolLiteral)
		return ok && !lit.Value
	case *solidity.UnaryExpr:
		if x.Op != "delete" {
			return false
		}
		ia, ok := solidity.Unparen(x.X).(*solidity.IndexAccess)
		return ok && solidity.Expr(ia) == asExpr(w.At)
	}
	return false
}

// asExpr returns n as an expression, or nil.
func asExpr(n solidity.Node) solidity.Expr {
	e, _ := n.(solidity.Expr)
	return e
}

// grdExitOpen reports whether a caller who passes no access check may complete a call: g's exit is reachable
// from its entry without passing one (open, as grdOpenInto marks it; nil when g has no check and no orphan).
// A graph whose exit cannot be reached at all (every path ends in a revert, a selfdestruct or an assembly
// return) tells nothing, and counts as open.
func grdExitOpen(g *CFG, open []bool) bool {
	if open == nil || !g.entryReaches(g.Exit) {
		return true
	}
	return open[g.Exit.Index]
}

// ProtectedPlain reports whether every path from the entry to n passes a check of the caller when the checks
// against weak variables count too: the accounts any caller can set (an owner written by a public function with
// no check). Where Protected says no and ProtectedPlain yes, n is written to be guarded, and is open only through
// the write that makes the account weak.
func (gd *Guards) ProtectedPlain(n *Node) bool {
	f, g := gd.f, gd.g
	if f == nil {
		return gd.Protected(n)
	}
	if unknownModifier(f) {
		return true
	}
	sums := f.model.summariesFor()
	var masks []uint8
	if s := sums.of(f); s != nil && s.masksOK {
		masks = f.model.masksOf(s)
	} else {
		masks = accessMasks(g, &accessCtx{sums: sums}, func(sc *Scope) *Flow { return sc.Flow() })
	}
	if masks == nil || grdNone(masks) {
		return false
	}
	return !grdOpenInto(g, masks, make([]bool, len(g.Nodes)))[n.Index]
}
