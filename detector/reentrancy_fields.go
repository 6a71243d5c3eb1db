package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// readsWrittenField reports whether the entry function g reads the part of w's struct variable that the write w
// leaves pending: when w writes one member of a struct held in state (strategies[s].totalDebt), a function that
// reads only other members of it (strategies[s].debtRatio) sees no stale value. A read of the whole struct or
// mapping entry, a read through a storage pointer or an internal function, or a write whose member path is not
// known counts as reading it.
func readsWrittenField(g *analysis.Function, w write, reads calleeReadsCache) bool {
	at, ok := w.at.(solidity.Expr)
	if !ok || w.node == nil || w.node.Scope == nil {
		return true
	}
	path, ok := fieldPath(w.node.Scope, at, w.v)
	if !ok || path == "" {
		return true
	}
	for _, n := range g.CFG().Nodes {
		if !n.HasOwn() || n.Scope == nil {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
				for _, v := range reads.of(c.Callee) {
					if v == w.v {
						return true
					}
				}
			}
		}
		reads := false
		for _, r := range n.Reads() {
			if r.Var == w.v {
				reads = true
				break
			}
		}
		if reads && readsFieldIn(n.Scope, n.Own(), w.v, path) {
			return true
		}
	}
	return false
}

// readsFieldIn reports whether the code x, in scope sc, reads a member path of v that overlaps path: the
// left side of a plain assignment names the place it writes and reads only its keys.
func readsFieldIn(sc *analysis.Scope, x solidity.Node, v *analysis.StateVar, path string) bool {
	found := false
	var visit func(x solidity.Node) bool
	keys := func(e solidity.Expr) {
		for range 16 {
			switch y := unparen(e).(type) {
			case *solidity.IndexAccess:
				if y.Index != nil {
					solidity.Preorder(y.Index, visit)
				}
				e = y.X
			case *solidity.MemberAccess:
				e = y.X
			default:
				if _, ok := y.(*solidity.Identifier); !ok && y != nil {
					solidity.Preorder(y, visit)
				}
				return
			}
		}
	}
	visit = func(x solidity.Node) bool {
		if found {
			return false
		}
		switch e := x.(type) {
		case *solidity.AssignExpr:
			if e.Op == "=" {
				keys(e.LHS)
				solidity.Preorder(e.RHS, visit)
				return false
			}
		case *solidity.MemberAccess, *solidity.IndexAccess:
			if p, ok := fieldPath(sc, e.(solidity.Expr), v); ok {
				found = p == "" || overlappingFields(p, path) // "": the whole entry
				if !found {
					keys(e.(solidity.Expr))
				}
				return false
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(e); sym.Kind == analysis.SymState && sym.State == v {
				found = true // the variable whole
			}
		}
		return !found
	}
	solidity.Preorder(x, visit)
	return found
}
