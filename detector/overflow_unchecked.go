package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// uncheckedSeverity is the severity of a possible wrap of a op b inside an `unchecked` block. The block is the
// developer's explicit claim that the operation cannot wrap: when a caller of a public function picks an
// operand (a parameter, msg.data or msg.value; not a stored entry, whoever's key picks it), the claim rests on
// what callers send and deserves a review (medium); otherwise it rests on the contract's own invariants
// (library math, counters bounded by supply) and is only worth a note (low). An addition whose amount the
// function also puts through checked arithmetic on stored values (debited from another entry of the same
// mapping, or added to a total) rests on those invariants too: a transfer between balances, a share of a sum;
// and so do a small constant step (tokenId + 1) and a sum of the ether values the function sends. So does a
// subtraction from a stored total of an amount the function also debits, checked, from an entry of another
// state variable (balanceOf[from] -= amount; unchecked { totalSupply -= amount; }): the total is the sum of
// the entries, so at least the entry.
func uncheckedSeverity(f *analysis.Function, n *analysis.Node, op string, a, b solidity.Expr) vigil.Severity {
	if !f.IsEntry() || n.Scope != f.Scope() {
		return vigil.SeverityLow
	}
	var amount solidity.Expr
	for _, e := range []solidity.Expr{a, b} {
		if e != nil && chosenValue(n.Scope, e) {
			amount = e
		}
	}
	if amount == nil {
		return vigil.SeverityLow
	}
	if other := addendBase(a, b, amount); op == "+" && other != nil {
		if k, ok := foldConst(n.Scope, other, nil, 0); ok && k.Sign() >= 0 && k.Cmp(lengthStepLimit) < 0 {
			// id + 1: only the few largest values wrap, which ids, indexes and counts never reach.
			return vigil.SeverityLow
		}
		if checkedTwin(f, n, other, amount) || sentAsValue(f, n.Scope, amount) {
			return vigil.SeverityLow
		}
	}
	if op == "-" && amount == b && debitedEntry(f, n, a, amount) {
		return vigil.SeverityLow
	}
	return vigil.SeverityMedium
}

// debitedEntry reports whether f, besides the unchecked total - amount of node n, debits amount (or a
// conversion of it) from an entry of another state variable in a way that reverts when the entry holds less:
// by checked arithmetic, or after a require that bounds amount by the entry.
func debitedEntry(f *analysis.Function, n *analysis.Node, total, amount solidity.Expr) bool {
	sc := n.Scope
	root := sc.RootVar(total)
	if root.Kind != analysis.SymState || root.State == nil {
		return false
	}
	src := sc.File.Src
	ka := keyText(src, amount)
	var checks []solidity.Expr // gathered on first need
	checksDone := false
	found := false
	for _, m := range f.CFG().Nodes {
		if m == n || m.Scope != sc || found {
			continue
		}
		own := m.Own()
		if own == nil || len(m.Writes()) == 0 {
			continue
		}
		solidity.Preorder(own, func(x solidity.Node) bool {
			as, ok := x.(*solidity.AssignExpr)
			if found || !ok || as.LHS == nil || as.RHS == nil {
				return !found
			}
			rhs := solidity.Unparen(as.RHS)
			op := as.Op
			var copied []byte // the local the entry was read into, when the debit is made from it
			if op == "=" {
				if bx, ok := rhs.(*solidity.BinaryExpr); ok && bx.Op == "-" && bx.X != nil {
					if sameKey(keyText(src, bx.X), keyText(src, as.LHS)) {
						op, rhs = "-=", bx.Y
					} else if localCopyOf(sc, bx.X, as.LHS) {
						// uint256 bal = balanceOf[a]; require(bal >= amount); balanceOf[a] = bal - amount;
						op, rhs, copied = "-=", bx.Y, keyText(src, bx.X)
					}
				}
			}
			if op != "-=" || !sameKey(keyText(src, unwrapConversion(rhs)), ka) {
				return true
			}
			if _, entry := solidity.Unparen(as.LHS).(*solidity.Identifier); entry {
				return true // a plain variable: not an entry of a ledger
			}
			r := sc.RootVar(as.LHS)
			if r.Kind != analysis.SymState || r.State == nil || r.State == root.State {
				return true
			}
			if !m.Unchecked {
				found = true
				return false
			}
			if !checksDone {
				checks, checksDone = requiredChecks(f, sc, m), true
			}
			kl := keyText(src, as.LHS)
			for _, c := range checks {
				conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
					side, bound := upperBounded(b)
					kb := keyText(src, widened(bound))
					found = found || (side != nil && sameKey(keyText(src, side), ka) && (sameKey(kb, kl) || copied != nil && sameKey(kb, copied)))
					return found
				})
			}
			return !found
		})
	}
	return found
}

// sentAsValue reports whether f also sends amount as the ether of a call (Multicall3 sums the values it
// forwards): a wrap of their sum needs more ether than exists to be sent.
func sentAsValue(f *analysis.Function, sc *analysis.Scope, amount solidity.Expr) bool {
	src := sc.File.Src
	ka := keyText(src, amount)
	for _, c := range f.Scope().Calls() {
		if c.Value != nil && sameKey(keyText(src, c.Value), ka) {
			return true
		}
	}
	return false
}

// addendBase returns the operand of a + b other than amount: the stored value an amount is added to.
func addendBase(a, b, amount solidity.Expr) solidity.Expr {
	if amount == b {
		return a
	}
	return b
}

// checkedTwin reports whether f subtracts amount from another entry of the state variable stored is rooted
// in (checked, or an unchecked subtraction reported on its own when it can wrap), or adds it, outside
// unchecked blocks, to another state variable.
func checkedTwin(f *analysis.Function, n *analysis.Node, stored, amount solidity.Expr) bool {
	sc := n.Scope
	root := sc.RootVar(stored)
	if root.Kind != analysis.SymState {
		return false
	}
	src := sc.File.Src
	ka, ks := keyText(src, amount), keyText(src, stored)
	found := false
	for _, m := range f.CFG().Nodes {
		if m == n || m.Scope != sc || found {
			continue
		}
		own := m.Own()
		if own == nil {
			continue
		}
		solidity.Preorder(own, func(x solidity.Node) bool {
			as, ok := x.(*solidity.AssignExpr)
			if found || !ok || as.LHS == nil || as.RHS == nil {
				return !found
			}
			r := sc.RootVar(as.LHS)
			if r.Kind != analysis.SymState || sameKey(keyText(src, as.LHS), ks) {
				return true
			}
			op, rhs := as.Op, solidity.Unparen(as.RHS)
			if op == "=" {
				if bx, ok := rhs.(*solidity.BinaryExpr); ok && (bx.Op == "+" || bx.Op == "-") {
					op, rhs = bx.Op+"=", bx.Y
				}
			}
			if !sameKey(keyText(src, rhs), ka) {
				return true
			}
			switch op {
			case "-=": // a debit, checked or itself reported when it can wrap
				found = r.State != nil && r.State == root.State
			case "+=":
				found = !m.Unchecked
			}
			return !found
		})
	}
	return found
}

// localCopyOf reports whether e is a local initialised with entry (uint256 bal = balanceOf[a]) and never assigned
// again: it holds the entry's value where the function reads it.
func localCopyOf(sc *analysis.Scope, e, entry solidity.Expr) bool {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok {
		return false
	}
	v := sc.Resolve(id)
	if v.Kind != analysis.SymLocal || v.Var == nil || assignedIn(sc, v.Var) {
		return false
	}
	init := sc.Init(v.Var)
	return init != nil && sameKey(keyText(sc.File.Src, init), keyText(sc.File.Src, entry))
}
