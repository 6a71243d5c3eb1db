package analysis

import (
	"bytes"

	"github.com/vigilsec/vigil/solidity"
)

// releasedLocks unmarks, in locked (f's locked nodes), the nodes that a path from a lock's setting reaches after
// the lock was released: a write of the lock variable that gives it another value than the write that set it
// (locked = true … locked = false; status = ENTERED … status = NOT_ENTERED). The first write of the variable,
// in the order of the graph, sets the lock. Code after the release, a call made
// once the lock is open again, runs unprotected, as at the end of a nonReentrant modifier.
func releasedLocks(f *Function, locked []bool, vars []*StateVar) []bool {
	if locked == nil || len(vars) == 0 {
		return locked
	}
	g := f.CFG()
	type flagWrite struct {
		n   *Node
		rhs []byte
	}
	var ws []flagWrite
	for _, n := range g.Nodes {
		for _, w := range n.Writes() {
			isVar := false
			for _, v := range vars {
				isVar = isVar || w.Var == v
			}
			if !isVar || n.Scope == nil {
				continue
			}
			a, ok := n.Own().(*solidity.AssignExpr)
			if !ok || a.Op != "=" || a.LHS != w.At {
				continue
			}
			ws = append(ws, flagWrite{n: n, rhs: a.RHS.Range().Text(n.Scope.File.Src)})
		}
	}
	if len(ws) < 2 {
		return locked
	}
	var free, reach []bool
	for _, set := range ws {
		if !bytes.Equal(set.rhs, ws[0].rhs) {
			continue // the first write after the lock's check sets it; another value releases it
		}
		// relocks tells a write that sets the lock as set does.
		relocks := func(n *Node) bool {
			for _, w := range ws {
				if w.n == n && bytes.Equal(w.rhs, set.rhs) {
					return true
				}
			}
			return false
		}
		for _, rel := range ws {
			if rel.n == set.n || bytes.Equal(rel.rhs, set.rhs) {
				continue
			}
			if free == nil {
				free = make([]bool, len(g.Nodes))
			}
			// The release must follow the setting on every path to it, and come before the end.
			clear(free)
			grdAvoiding(g, set.n, free)
			if free[rel.n.Index] || rel.n == g.Exit {
				continue
			}
			// Everything reachable from the release without setting the lock again runs unlocked.
			if reach == nil {
				reach = make([]bool, len(g.Nodes))
			}
			clear(reach)
			stack := []*Node{rel.n}
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, s := range x.Succs {
					if reach[s.Index] || relocks(s) {
						continue
					}
					reach[s.Index] = true
					stack = append(stack, s)
				}
			}
			for i, r := range reach {
				if r {
					locked[i] = false
				}
			}
		}
	}
	return locked
}
