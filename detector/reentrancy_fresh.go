package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// freshEntryWrite reports whether the write w, made after a call (after marks the nodes that follow it), fills
// an entry that did not exist during the call: an element pushed onto an array, or the entry of a mapping or array
// at a key taken from a state counter incremented after the call (listings[nextId++] = …, or id = nextId++ then
// listings[id] = …). Nothing read the entry while the call ran, and a re-entrant call that takes a key itself
// takes another: the write leaves nothing stale. The counter's own increment is a write like any other.
func freshEntryWrite(g *analysis.CFG, after []bool, w write) bool {
	sc := w.node.Scope
	if sc == nil {
		return false
	}
	if call, ok := w.node.Own().(*solidity.CallExpr); ok {
		if ma, ok := call.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" && solidity.Node(ma.X) == w.at {
			return true
		}
	}
	var e solidity.Node = w.at
	for {
		ma, ok := e.(*solidity.MemberAccess)
		if !ok {
			break
		}
		e = solidity.Unparen(ma.X)
	}
	ix, ok := e.(*solidity.IndexAccess)
	if !ok || ix.Index == nil {
		return false
	}
	if id, ok := solidity.Unparen(ix.X).(*solidity.Identifier); !ok || sc.Resolve(id).Kind != analysis.SymState {
		return false
	}
	key := solidity.Unparen(ix.Index)
	if counterIncrement(sc, key) {
		return true
	}
	id, ok := key.(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Var == nil || sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
		return false
	}
	// Every value the local gets is a counter's next value, taken after the call.
	defs := 0
	if init := sc.Init(sym.Var); init != nil {
		if !counterIncrement(sc, solidity.Unparen(init)) || !initAfter(g, after, sc, sym.Var) {
			return false
		}
		defs++
	}
	for _, n := range g.Nodes {
		if n.Scope != sc || n.Expr == nil {
			continue
		}
		bad := false
		solidity.Preorder(n.Own(), func(x solidity.Node) bool {
			if bad {
				return false
			}
			t := mutated(x)
			if t == nil {
				return true
			}
			if tid, ok := unparen(t).(*solidity.Identifier); ok && sc.Resolve(tid).Var == sym.Var {
				a, ok := x.(*solidity.AssignExpr)
				if !ok || a.Op != "=" || !counterIncrement(sc, solidity.Unparen(a.RHS)) || !after[n.Index] {
					bad = true
				}
				defs++
			}
			return true
		})
		if bad {
			return false
		}
	}
	return defs > 0
}

// counterIncrement reports whether e is c++ or ++c for a state variable c.
func counterIncrement(sc *analysis.Scope, e solidity.Expr) bool {
	u, ok := e.(*solidity.UnaryExpr)
	if !ok || u.Op != "++" {
		return false
	}
	id, ok := solidity.Unparen(u.X).(*solidity.Identifier)
	return ok && sc.Resolve(id).Kind == analysis.SymState
}

// initAfter reports whether the declaration of local v, in scope sc, is a node that after marks.
func initAfter(g *analysis.CFG, after []bool, sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		if ds, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok {
			for _, d := range ds.Vars {
				if d == v {
					return after[n.Index]
				}
			}
		}
	}
	return false
}
