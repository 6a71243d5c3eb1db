package analysis

import (
	"sync"

	"github.com/vigilsec/vigil/solidity"
)

// DefUse holds the reaching definitions of local variables along a function's CFG: for every node, which
// definitions (declarations with a value, assignments, ++/--, delete) of each local may reach it.
type DefUse struct {
	g    *CFG
	defs []def           // every definition, indexed by its bit
	in   [][]uint64      // per node: definitions reaching its start
	of   map[*Node][]int // per node: the definitions it makes
	vars map[*solidity.VariableDeclaration][]int
}

// def is one definition of a local at a node; Value is the assigned expression (nil when not a plain
// assignment: compound operators, ++/--, tuple slots without a matching element).
type def struct {
	node  *Node
	v     *solidity.VariableDeclaration
	value solidity.Expr
}

type defUseState struct {
	duOnce sync.Once
	du     *DefUse
}

// DefUse returns f's reaching definitions, computed once.
func (f *Function) DefUse() *DefUse {
	f.duOnce.Do(func() { f.du = newDefUse(f.CFG()) })
	return f.du
}

func newDefUse(g *CFG) *DefUse {
	du := &DefUse{g: g, of: map[*Node][]int{}, vars: map[*solidity.VariableDeclaration][]int{}}
	add := func(n *Node, v *solidity.VariableDeclaration, value solidity.Expr) {
		if v == nil {
			return
		}
		i := len(du.defs)
		du.defs = append(du.defs, def{node: n, v: v, value: value})
		du.of[n] = append(du.of[n], i)
		du.vars[v] = append(du.vars[v], i)
	}
	local := func(sc *Scope, e solidity.Expr) *solidity.VariableDeclaration {
		if id, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == SymLocal || sym.Kind == SymParam || sym.Kind == SymReturn {
				return sym.Var
			}
		}
		return nil
	}
	for _, n := range g.Nodes {
		sc := n.Scope
		if sc == nil {
			continue
		}
		if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok && n.Kind == NodeStmt {
			t, isTuple := d.Value.(*solidity.TupleExpr)
			for i, v := range d.Vars {
				switch {
				case d.Value == nil:
					add(n, v, nil)
				case isTuple && d.Tuple && i < len(t.Elems):
					add(n, v, t.Elems[i])
				case len(d.Vars) == 1:
					add(n, v, d.Value)
				default:
					add(n, v, nil)
				}
			}
		}
		own := n.Own()
		if own == nil {
			continue
		}
		solidity.Preorder(own, func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.AssignExpr:
				if lt, ok := solidity.Unparen(x.LHS).(*solidity.TupleExpr); ok {
					rt, _ := solidity.Unparen(x.RHS).(*solidity.TupleExpr)
					for i, el := range lt.Elems {
						if v := local(sc, el); v != nil {
							var val solidity.Expr
							if rt != nil && i < len(rt.Elems) && x.Op == "=" {
								val = rt.Elems[i]
							}
							add(n, v, val)
						}
					}
				} else if v := local(sc, x.LHS); v != nil {
					var val solidity.Expr
					if x.Op == "=" {
						val = x.RHS
					}
					add(n, v, val)
				}
			case *solidity.UnaryExpr:
				if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
					if v := local(sc, x.X); v != nil {
						add(n, v, nil)
					}
				}
			}
			return true
		})
	}
	words := (len(du.defs) + 63) / 64
	du.in = make([][]uint64, len(g.Nodes))
	out := make([][]uint64, len(g.Nodes))
	for i := range g.Nodes {
		du.in[i] = make([]uint64, words)
		out[i] = make([]uint64, words)
	}
	if words == 0 {
		return du
	}
	// kill[v] = all definitions of v.
	kill := map[*solidity.VariableDeclaration][]uint64{}
	for v, ids := range du.vars {
		k := make([]uint64, words)
		for _, id := range ids {
			k[id/64] |= 1 << uint(id%64)
		}
		kill[v] = k
	}
	for changed := true; changed; {
		changed = false
		for _, n := range g.Nodes {
			in := du.in[n.Index]
			for _, p := range n.Preds {
				for w, bits := range out[p.Index] {
					in[w] |= bits
				}
			}
			next := make([]uint64, words)
			copy(next, in)
			for _, id := range du.of[n] {
				for w, bits := range kill[du.defs[id].v] {
					next[w] &^= bits
				}
			}
			for _, id := range du.of[n] {
				next[id/64] |= 1 << uint(id%64)
			}
			for w := range next {
				if next[w] != out[n.Index][w] {
					out[n.Index] = next
					changed = true
					break
				}
			}
		}
	}
	return du
}

// Definition is a definition of a local that reaches a node: the node that makes it and the value assigned
// (nil for a declaration without a value, a compound assignment, ++/-- or delete).
type Definition struct {
	Node  *Node
	Value solidity.Expr
}

// Reaching returns the definitions of v that may reach the start of n. For a parameter, the absence of any
// reaching definition means it still holds the argument.
func (du *DefUse) Reaching(n *Node, v *solidity.VariableDeclaration) []Definition {
	var out []Definition
	in := du.in[n.Index]
	for _, id := range du.vars[v] {
		if in[id/64]&(1<<uint(id%64)) != 0 {
			d := du.defs[id]
			out = append(out, Definition{Node: d.node, Value: d.value})
		}
	}
	return out
}

// Uses returns the nodes whose own expression reads v and that a definition of v made at defNode reaches.
func (du *DefUse) Uses(defNode *Node, v *solidity.VariableDeclaration) []*Node {
	var ids []int
	for _, id := range du.of[defNode] {
		if du.defs[id].v == v {
			ids = append(ids, id)
		}
	}
	var out []*Node
	for _, n := range du.g.Nodes {
		reached := false
		for _, id := range ids {
			if du.in[n.Index][id/64]&(1<<uint(id%64)) != 0 {
				reached = true
			}
		}
		if !reached || n.Scope == nil {
			continue
		}
		own := n.Own()
		if own == nil {
			continue
		}
		used := false
		var visit func(x solidity.Node) bool
		visit = func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.AssignExpr:
				// A plain assignment to v defines it; only its right side can read v.
				if x.Op == "=" {
					if id, ok := solidity.Unparen(x.LHS).(*solidity.Identifier); ok && n.Scope.Resolve(id).Var == v {
						solidity.Inspect(x.RHS, visit)
						return false
					}
				}
			case *solidity.Identifier:
				if n.Scope.Resolve(x).Var == v {
					used = true
				}
			}
			return !used
		}
		solidity.Inspect(own, visit)
		if used {
			out = append(out, n)
		}
	}
	return out
}
