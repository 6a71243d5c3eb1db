package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// createdWhereEmpty reports whether the entry write w (lhs, an entry of a state mapping or a field of one) runs
// only where a check before it, on every path, requires that same entry to still hold its default value
// (require(orders[id].buyer == address(0)); orders[id] = Order(...)): like a write at a fresh key, it creates an
// entry, and changes none that a pending transaction reads.
func createdWhereEmpty(w write, lhs solidity.Expr) bool {
	if w.fn == nil || w.node == nil || w.node.Scope == nil || w.node.Scope.Function != w.fn {
		return false
	}
	sc := w.node.Scope
	key := entryKeyThrough(sc, lhs)
	if key == nil {
		return false
	}
	src := sc.File.Src
	keyTxt := keyText(src, key)
	g := w.fn.CFG()
	for _, d := range g.Nodes {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Expr == nil || d.Scope != sc || !dominates(g, d, w.node) {
			continue
		}
		if requiresEmpty(sc, d.Expr, w.v, keyTxt) && !keyChangedBetween(sc, key, d.Expr.Range().End.Offset, lhs.Range().Start.Offset) {
			return true
		}
	}
	return false
}

// requiresEmpty reports whether the condition e, when it holds, requires the entry of v at the key whose text
// is keyTxt (or a field of it) to hold its default value: entry == 0, address(0) or false, !entry, or a
// conjunction with such a part.
func requiresEmpty(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar, keyTxt []byte) bool {
	entry := func(x solidity.Expr) bool {
		k := entryKeyThrough(sc, x)
		if k == nil {
			return false
		}
		r := sc.RootVar(x)
		return r.Kind == analysis.SymState && r.State == v && sameKey(keyText(sc.File.Src, k), keyTxt)
	}
	switch x := unparen(e).(type) {
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&":
			return requiresEmpty(sc, x.X, v, keyTxt) || requiresEmpty(sc, x.Y, v, keyTxt)
		case "==":
			return entry(x.X) && isDefaultValue(x.Y) || entry(x.Y) && isDefaultValue(x.X)
		}
	case *solidity.UnaryExpr:
		return x.Op == "!" && entry(x.X)
	}
	return false
}

// keyChangedBetween reports whether a variable the key names is assigned by a statement between the source
// offsets from and to of sc's body: then the check and the write may not name the same entry.
func keyChangedBetween(sc *analysis.Scope, key solidity.Expr, from, to int) bool {
	var vars []*solidity.VariableDeclaration
	solidity.Preorder(key, func(y solidity.Node) bool {
		if id, ok := y.(*solidity.Identifier); ok {
			if s := sc.Resolve(id); s.Var != nil {
				vars = append(vars, s.Var)
			}
		}
		return true
	})
	if len(vars) == 0 {
		return false
	}
	changed := false
	solidity.Preorder(sc.Body(), func(y solidity.Node) bool {
		if changed {
			return false
		}
		r := y.Range()
		if r.End.Offset <= from || r.Start.Offset >= to {
			return r.Start.Offset < to && r.End.Offset > from // descend only into nodes overlapping the span
		}
		if lhs := mutated(y); lhs != nil {
			solidity.Preorder(lhs, func(z solidity.Node) bool {
				if id, ok := z.(*solidity.Identifier); ok {
					for _, v := range vars {
						if sc.Resolve(id).Var == v {
							changed = true
						}
					}
				}
				return !changed
			})
		}
		return !changed
	})
	return changed
}

// entryKeyThrough is stateEntryKey, also for a field read or written through a storage pointer the function
// declares with an entry and never points elsewhere (Bet storage b = bets[commit]; b.player): the key of that
// entry.
func entryKeyThrough(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	if k := stateEntryKey(e); k != nil {
		return k
	}
	for depth := 0; depth < 8; depth++ {
		ma, ok := unparen(e).(*solidity.MemberAccess)
		if !ok {
			break
		}
		e = ma.X
	}
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return nil
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil || sym.Var.Location != solidity.LocationStorage {
		return nil
	}
	init := sc.Init(sym.Var)
	if init == nil || rebound(sc, sym.Var) {
		return nil
	}
	return stateEntryKey(init)
}
