package analysis

import (
	"bytes"

	"github.com/vigilsec/vigil/solidity"
)

// asmStoreKey keys, in the model's memo, whether a file of the unit mentions tstore or sstore.
type asmStoreKey struct{}

// Reentrancy locks written in inline assembly: a slot of transient storage (EIP-1153) or of storage, loaded and
// tested by an `if` that reverts, then stored with another value:
//
//	assembly {
//	    if tload(LOCK_SLOT) { revert(0, 0) }
//	    tstore(LOCK_SLOT, 1)
//	}
//
// The assembly block is one node of the graph, and holds no state access the lock analysis sees, so such locks
// are found here: the nodes the store dominates run under the lock. The test and the store may sit in two
// blocks, the test's dominating the store's, and either may be the body of an internal function the node calls
// (a private _enter()).

// asmLocked returns locked with the nodes of f's graph that run under an assembly lock marked; locked is
// reused when not nil.
func asmLocked(f *Function, locked []bool) []bool {
	if !f.model.Memo(asmStoreKey{}, func() any {
		for _, file := range f.model.Files {
			if bytes.Contains(file.Src, []byte("tstore")) || bytes.Contains(file.Src, []byte("sstore")) {
				return true
			}
		}
		return false
	}).(bool) {
		return locked // no file of the unit stores to a slot in assembly
	}
	g := f.CFG()
	var blocks []asmLockBlock
	for _, n := range g.Nodes {
		if b := asmBlockOf(n); b != nil {
			blocks = append(blocks, asmLockBlock{n: n, b: b})
		}
	}
	if len(blocks) == 0 {
		return locked
	}
	var free []bool
	for i, lb := range blocks {
		// The slots tested, with a revert, by this block before its stores, and by the blocks that dominate it.
		var tested []string
		for j, ob := range blocks[:i] {
			if ob.n == lb.n {
				continue
			}
			if free == nil {
				free = make([]bool, len(g.Nodes))
			}
			clear(free)
			grdAvoiding(g, blocks[j].n, free)
			if !free[lb.n.Index] {
				tested = appendTested(tested, ob.b, ob.n)
			}
		}
		if !asmStoresTested(lb.b, lb.n, tested) {
			continue
		}
		if free == nil {
			free = make([]bool, len(g.Nodes))
		}
		clear(free)
		grdAvoiding(g, lb.n, free)
		if locked == nil {
			locked = make([]bool, len(g.Nodes))
		}
		for k := range locked {
			if !free[k] && g.Nodes[k] != lb.n {
				locked[k] = true
			}
		}
	}
	return locked
}

type asmLockBlock struct {
	n *Node
	b *solidity.YulBlock
}

// asmBlockOf returns the assembly of node n: its own block, or the body of the internal function it calls when
// that body is one assembly block. Nil otherwise.
func asmBlockOf(n *Node) *solidity.YulBlock {
	if s, ok := n.Stmt.(*solidity.AssemblyStatement); ok {
		return s.Body
	}
	if n.Expr == nil || n.facts&cfgaCallBits == 0 {
		return nil
	}
	for _, c := range NodeCalls(n) {
		if c.Kind != CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil {
			continue
		}
		if st := c.Callee.Decl.Body.Stmts; len(st) == 1 {
			if a, ok := st[0].(*solidity.AssemblyStatement); ok {
				return a.Body
			}
		}
	}
	return nil
}

// srcOf returns the source text the node's assembly block b comes from: the node's file, or the callee's.
func srcOf(n *Node, b *solidity.YulBlock) []byte {
	if s, ok := n.Stmt.(*solidity.AssemblyStatement); ok && s.Body == b {
		return n.Scope.File.Src
	}
	for _, c := range NodeCalls(n) {
		if c.Kind == CallInternal && c.Callee != nil && c.Callee.Decl.Body != nil && c.Callee.File != nil {
			if st := c.Callee.Decl.Body.Stmts; len(st) == 1 {
				if a, ok := st[0].(*solidity.AssemblyStatement); ok && a.Body == b {
					return c.Callee.File.Src
				}
			}
		}
	}
	return nil
}

// appendTested appends the slots block b tests with an `if` that reverts.
func appendTested(out []string, b *solidity.YulBlock, n *Node) []string {
	src := srcOf(n, b)
	for _, st := range b.Stmts {
		if key, ok := asmLockTest(st, src); ok {
			out = append(out, key)
		}
	}
	return out
}

// asmStoresTested reports whether block b stores, with tstore or sstore, a slot tested before the store: by an
// earlier statement of b, or in tested (blocks that dominate b's node).
func asmStoresTested(b *solidity.YulBlock, n *Node, tested []string) bool {
	src := srcOf(n, b)
	if src == nil {
		return false
	}
	for _, st := range b.Stmts {
		if key, ok := asmLockTest(st, src); ok {
			tested = append(tested, key)
			continue
		}
		es, ok := st.(*solidity.YulExprStmt)
		if !ok {
			continue
		}
		call, ok := es.X.(*solidity.YulCall)
		if !ok || (call.Name != "tstore" && call.Name != "sstore") || len(call.Args) != 2 {
			continue
		}
		if lit, ok := call.Args[1].(*solidity.YulLiteral); ok && isZeroLiteral(lit) {
			continue // a release, not an entry
		}
		key := string(call.Args[0].Range().Text(src))
		for _, t := range tested {
			if t == key {
				return true
			}
		}
	}
	return false
}

// asmLockTest returns the slot an `if` statement loads (tload or sload) in its condition when its body reverts.
func asmLockTest(st solidity.YulStmt, src []byte) (string, bool) {
	yi, ok := st.(*solidity.YulIf)
	if !ok || yi.Body == nil || src == nil {
		return "", false
	}
	reverts := false
	solidity.Preorder(yi.Body, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.YulCall); ok && (c.Name == "revert" || c.Name == "invalid") {
			reverts = true
		}
		return !reverts
	})
	if !reverts {
		return "", false
	}
	key, found := "", false
	solidity.Preorder(yi.Cond, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.YulCall); ok && (c.Name == "tload" || c.Name == "sload") && len(c.Args) == 1 {
			key, found = string(c.Args[0].Range().Text(src)), true
		}
		return !found
	})
	return key, found
}

// isZeroLiteral reports whether lit is 0 or false.
func isZeroLiteral(lit *solidity.YulLiteral) bool {
	switch lit.Kind {
	case solidity.YulBool:
		return lit.Value == "false"
	case solidity.YulNumber:
		for _, r := range lit.Value {
			if r != '0' && r != 'x' && r != 'X' {
				return false
			}
		}
		return true
	}
	return false
}
