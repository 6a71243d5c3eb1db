package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// listedTarget reports whether the call c at node n of f goes to an address, a parameter or local x, that a
// guard on every path to the call requires to be registered: a field of x's entry in a state mapping that only
// privileged callers (or constructors) write, or the entry itself, is compared equal to msg.sender or required
// to be set (require(rewardData[token].distributor == msg.sender), require(markets[x].listed),
// require(allowedCollection[x])). Only an address a
// privileged account registered passes: its code was chosen by that account, as a trusted target's is.
func listedTarget(f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	sc := n.Scope
	target := c.Target
	if target == nil && c.Kind == analysis.CallLibrary && libraryOffset(c) == 1 {
		target = tokenOf(c) // IERC20(token).safeTransferFrom(…): the library calls the token it is bound to
	}
	if sc == nil || target == nil {
		return false
	}
	id, ok := unparen(unwrapTypeConversions(sc, target)).(*solidity.Identifier)
	if !ok {
		return false
	}
	x := sc.Resolve(id)
	if x.Kind != analysis.SymParam && x.Kind != analysis.SymLocal || x.Var == nil {
		return false
	}
	g := f.CFG()
	var sw structWriters
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Expr == nil || m.Scope == nil || m.Index >= n.Index || !dominates(g, m, n) {
			continue
		}
		for cj := range conjuncts(m.Expr) {
			e := setOperand(cj)
			if ix, ok := unparen(cj).(*solidity.IndexAccess); ok {
				e = ix // require(allowed[x])
			}
			if b, ok := unparen(cj).(*solidity.BinaryExpr); ok && b.Op == "==" {
				switch {
				case isSenderExpr(b.X):
					e = b.Y
				case isSenderExpr(b.Y):
					e = b.X
				}
			}
			if ix, ok := unparen(e).(*solidity.IndexAccess); ok {
				// x's own entry of a state table, not a struct's field: the whole entry is what is registered.
				if v := keyedEntry(m.Scope, ix, x.Var); v != nil {
					if sw == nil {
						sw = structWritersOf(f.Model())
					}
					if sw.privilegedEntry(v) {
						return true
					}
				}
				continue
			}
			ma, ok := unparen(e).(*solidity.MemberAccess)
			if !ok {
				continue
			}
			entry := unparen(ma.X)
			if pid, ok := entry.(*solidity.Identifier); ok {
				// A storage pointer to the entry: ReserveData storage r = reserves[asset]; require(r.active).
				if p := m.Scope.Resolve(pid); p.Kind == analysis.SymLocal && p.Var != nil && p.Var.Location == solidity.LocationStorage {
					if init := m.Scope.Init(p.Var); init != nil {
						entry = unparen(init)
					}
				}
			}
			ix, ok := entry.(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			kid, ok := unparen(ix.Index).(*solidity.Identifier)
			if !ok || m.Scope.Resolve(kid).Var != x.Var {
				continue
			}
			v, field := structFieldOf(m.Scope, ma)
			if v == nil {
				continue
			}
			if sw == nil {
				sw = structWritersOf(f.Model())
			}
			if sw.privilegedField(v, field) {
				return true
			}
		}
	}
	return false
}

// keyedEntry returns the state table ix reads an entry of, when ix is table[x] with x the local or parameter
// key and table a state variable itself (not a field, nor an inner table); nil otherwise.
func keyedEntry(sc *analysis.Scope, ix *solidity.IndexAccess, key *solidity.VariableDeclaration) *analysis.StateVar {
	kid, ok := unparen(ix.Index).(*solidity.Identifier)
	if !ok || sc.Resolve(kid).Var != key {
		return nil
	}
	tid, ok := unparen(ix.X).(*solidity.Identifier)
	if !ok {
		return nil
	}
	if sym := sc.Resolve(tid); sym.Kind == analysis.SymState {
		return sym.State
	}
	return nil
}

// isSenderExpr reports whether e is msg.sender.
func isSenderExpr(e solidity.Expr) bool {
	m, ok := unparen(e).(*solidity.MemberAccess)
	return ok && isMsgSender(m)
}
