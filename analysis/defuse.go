package analysis

import "github.com/vigilsec/vigil/solidity"

// DefUse holds the reaching definitions of local variables along a function's CFG: for every node, which
// definitions (declarations with a value, assignments, ++/--, delete) of each local may reach it.
type DefUse struct {
	g    *CFG
	defs []def // every definition, indexed by its bit; a node's definitions are consecutive
	// in holds, per node, the definitions reaching its start: node i's words are in[i*words:(i+1)*words].
	in    []uint64
	words int
	// first[i] is the first definition node i makes; its definitions end where node i+1's begin.
	first []int32
}

// def is one definition of a local at a node; Value is the assigned expression (nil when not a plain
// assignment: compound operators, ++/--, tuple slots without a matching element).
type def struct {
	node  *Node
	v     *solidity.VariableDeclaration
	value solidity.Expr
}

// DefUse returns f's reaching definitions, computed once.
func (f *Function) DefUse() *DefUse {
	f.duOnce.Do(func() { f.du = newDefUse(f.CFG()) })
	return f.du
}

func newDefUse(g *CFG) *DefUse {
	du := &DefUse{g: g, first: grdInt32s(len(g.Nodes) + 1)}
	var n *Node // the node whose definitions are being collected
	add := func(v *solidity.VariableDeclaration, value solidity.Expr) {
		if v == nil {
			return
		}
		du.defs = append(du.defs, def{node: n, v: v, value: value})
	}
	local := func(e solidity.Expr) *solidity.VariableDeclaration {
		if id, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
			if sym := n.Scope.symOf(id); sym.Kind == SymLocal || sym.Kind == SymParam || sym.Kind == SymReturn {
				return sym.Var
			}
		}
		return nil
	}
	visit := func(x solidity.Node) {
		switch x := x.(type) {
		case *solidity.AssignExpr:
			if lt, ok := solidity.Unparen(x.LHS).(*solidity.TupleExpr); ok {
				rt, _ := solidity.Unparen(x.RHS).(*solidity.TupleExpr)
				for i, el := range lt.Elems {
					if v := local(el); v != nil {
						var val solidity.Expr
						if rt != nil && i < len(rt.Elems) && x.Op == "=" {
							val = rt.Elems[i]
						}
						add(v, val)
					}
				}
			} else if v := local(x.LHS); v != nil {
				var val solidity.Expr
				if x.Op == "=" {
					val = x.RHS
				}
				add(v, val)
			}
		case *solidity.UnaryExpr:
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				if v := local(x.X); v != nil {
					add(v, nil)
				}
			}
		}
	}
	for _, n = range g.Nodes {
		du.first[n.Index] = int32(len(du.defs))
		if n.Scope == nil {
			continue
		}
		if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok && n.Kind == NodeStmt {
			t, isTuple := d.Value.(*solidity.TupleExpr)
			for i, v := range d.Vars {
				switch {
				case d.Value == nil:
					add(v, nil)
				case isTuple && d.Tuple && i < len(t.Elems):
					add(v, t.Elems[i])
				case len(d.Vars) == 1:
					add(v, d.Value)
				default:
					add(v, nil)
				}
			}
		}
		for _, x := range n.sites() {
			visit(x)
		}
	}
	du.first[len(g.Nodes)] = int32(len(du.defs))
	words := (len(du.defs) + 63) / 64
	du.words = words
	if words == 0 {
		return du
	}
	du.in = grdWords(words * len(g.Nodes))
	// The sets at the nodes' ends are scratch: off the heap while the graph is small.
	var outBuf [64]uint64
	out := outBuf[:0]
	if n := words * len(g.Nodes); n <= len(outBuf) {
		out = outBuf[:n]
	} else {
		out = make([]uint64, n)
	}
	if words == 1 {
		du.solveWord(out)
		return du
	}
	// vars lists the definitions of each variable. kill holds a row of words per variable, every definition of
	// it; killRow[id] is the row of definition id's variable.
	vars := map[*solidity.VariableDeclaration][]int{}
	for id, d := range du.defs {
		vars[d.v] = append(vars[d.v], id)
	}
	kill := make([]uint64, 0, words*len(vars))
	killRow := make([]int32, len(du.defs))
	for _, ids := range vars {
		row := len(kill)
		kill = kill[:row+words]
		for _, id := range ids {
			kill[row+id/64] |= 1 << uint(id%64)
			killRow[id] = int32(row)
		}
	}
	next := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for _, n := range g.Nodes {
			in := du.in[n.Index*words : (n.Index+1)*words]
			for _, p := range n.Preds {
				for w, bits := range out[p.Index*words : (p.Index+1)*words] {
					in[w] |= bits
				}
			}
			copy(next, in)
			lo, hi := int(du.first[n.Index]), int(du.first[n.Index+1])
			for id := lo; id < hi; id++ {
				for w, bits := range kill[killRow[id] : int(killRow[id])+words] {
					next[w] &^= bits
				}
			}
			for id := lo; id < hi; id++ {
				next[id/64] |= 1 << uint(id%64)
			}
			if o := out[n.Index*words : (n.Index+1)*words]; !equalWords(o, next) {
				copy(o, next)
				changed = true
			}
		}
	}
	return du
}

// solveWord computes du.in when the definitions fit in one word, as in most functions: each node's set is a
// single word, and the sets are combined without slicing rows; out is the scratch for the sets at the nodes' ends.
func (du *DefUse) solveWord(out []uint64) {
	// kill[id] holds every definition of definition id's variable: found by comparing the definitions pairwise,
	// there being few, rather than grouped in a map.
	var kill [64]uint64
	defs := du.defs
	for id, d := range defs {
		if kill[id] != 0 {
			continue // an earlier definition of the variable set it
		}
		var all uint64
		for j := id; j < len(defs); j++ {
			if defs[j].v == d.v {
				all |= 1 << uint(j)
			}
		}
		for j := id; j < len(defs); j++ {
			if all&(1<<uint(j)) != 0 {
				kill[j] = all
			}
		}
	}
	in, first := du.in, du.first
	for changed := true; changed; {
		changed = false
		for _, n := range du.g.Nodes {
			i := n.Index
			set := in[i]
			for _, p := range n.Preds {
				set |= out[p.Index]
			}
			in[i] = set
			lo, hi := int(first[i]), int(first[i+1])
			for id := lo; id < hi; id++ {
				set &^= kill[id]
			}
			for id := lo; id < hi; id++ {
				set |= 1 << uint(id)
			}
			if out[i] != set {
				out[i] = set
				changed = true
			}
		}
	}
}

func equalWords(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// reaches reports whether definition id reaches the start of node i.
func (du *DefUse) reaches(i, id int) bool {
	return du.in[i*du.words+id/64]&(1<<uint(id%64)) != 0
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
	for id, d := range du.defs {
		if d.v == v && du.reaches(n.Index, id) {
			out = append(out, Definition{Node: d.node, Value: d.value})
		}
	}
	return out
}

// Uses returns the nodes whose own expression reads v and that a definition of v made at defNode reaches.
func (du *DefUse) Uses(defNode *Node, v *solidity.VariableDeclaration) []*Node {
	var ids []int
	for id := int(du.first[defNode.Index]); id < int(du.first[defNode.Index+1]); id++ {
		if du.defs[id].v == v {
			ids = append(ids, id)
		}
	}
	var out []*Node
	for _, n := range du.g.Nodes {
		reached := false
		for _, id := range ids {
			if du.reaches(n.Index, id) {
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
					if id, ok := solidity.Unparen(x.LHS).(*solidity.Identifier); ok && n.Scope.symOf(id).Var == v {
						solidity.Inspect(x.RHS, visit)
						return false
					}
				}
			case *solidity.Identifier:
				if n.Scope.symOf(x).Var == v {
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
