package analysis

import (
	"bytes"

	"github.com/vigilsec/vigil/solidity"
)

// asmStoreSlot holds, in the model's memo, whether a function or modifier of the unit stores to a slot in an
// assembly block among its statements. A slot, not a key: every function's locks ask, and a key is hashed.
var asmStoreSlot = NewMemoSlot()

// storesInAssembly reports whether the body of a function or modifier of m has, among its top-level statements
// (where locks are written), an assembly block that calls tstore or sstore.
func storesInAssembly(m *Model) bool {
	stores := func(file *solidity.File, b *solidity.Block) bool {
		if b == nil || file == nil {
			return false
		}
		for _, st := range b.Stmts {
			if a, ok := st.(*solidity.AssemblyStatement); ok {
				t := a.Range().Text(file.Src)
				if bytes.Contains(t, []byte("tstore")) || bytes.Contains(t, []byte("sstore")) {
					return true
				}
			}
		}
		return false
	}
	// Each body once (a contract's Functions list those it inherits too); modifiers through the contracts.
	for _, f := range m.Bodies() {
		if stores(f.File, f.Decl.Body) {
			return true
		}
	}
	for _, c := range m.Contracts {
		for _, md := range c.Modifiers {
			if md != nil && md.Contract != nil && stores(md.Contract.File, md.Decl.Body) {
				return true
			}
		}
	}
	return false
}

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
	if !f.model.MemoSlot(asmStoreSlot, func() any { return storesInAssembly(f.model) }).(bool) {
		return locked // no function or modifier of the unit stores to a slot in assembly
	}
	g := f.CFG()
	var lockNodes []*Node
	var st asmScan
	for _, n := range g.Nodes {
		if st.node(n) || st.helperCall(n, 0) {
			lockNodes = append(lockNodes, n)
		}
	}
	if len(lockNodes) == 0 {
		return locked
	}
	free := make([]bool, len(g.Nodes))
	for _, l := range lockNodes {
		clear(free)
		grdAvoiding(g, l, free)
		if locked == nil {
			locked = make([]bool, len(g.Nodes))
		}
		for k := range locked {
			if !free[k] && g.Nodes[k] != l {
				locked[k] = true
			}
		}
	}
	return locked
}

// asmScan follows, node after node, the slots a function tests before storing to them: in a Yul `if` that
// reverts (if tload(slot) { revert(0, 0) }), or in a Solidity guard on a local loaded from the slot in assembly
// (assembly { entered := tload(slot) } if (entered) revert …).
type asmScan struct {
	tested []string
	// loaded maps a variable assigned a slot's value in assembly to the slot.
	loaded map[string]string
}

// node reads node n and reports whether it stores a nonzero value to a slot tested before: n sets a lock.
func (st *asmScan) node(n *Node) bool {
	if n.Scope == nil || n.Scope.File == nil {
		return false
	}
	src := n.Scope.File.Src
	if a, ok := n.Stmt.(*solidity.AssemblyStatement); ok && a.Body != nil {
		for _, x := range a.Body.Stmts {
			if st.yulStmt(x, src) {
				return true
			}
		}
		return false
	}
	if n.Kind == NodeGuard && n.Expr != nil && len(st.loaded) > 0 {
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if id, ok := x.(*solidity.Identifier); ok {
				if key, ok := st.loaded[id.Name]; ok {
					st.tested = append(st.tested, key)
				}
			}
			return true
		})
	}
	return false
}

// yulStmt reads one statement of an assembly block and reports whether it stores to a tested slot.
func (st *asmScan) yulStmt(x solidity.YulStmt, src []byte) bool {
	switch y := x.(type) {
	case *solidity.YulIf:
		if key, ok := st.lockTest(y, src); ok {
			st.tested = append(st.tested, key)
		}
	case *solidity.YulVarDecl:
		if len(y.Names) == 1 {
			st.load(y.Names[0].Name, y.Value, src)
		}
	case *solidity.YulAssign:
		if len(y.Targets) == 1 {
			st.load(y.Targets[0].Name, y.Value, src)
		}
	case *solidity.YulExprStmt:
		call, ok := y.X.(*solidity.YulCall)
		if !ok || (call.Name != "tstore" && call.Name != "sstore") || len(call.Args) != 2 {
			return false
		}
		if lit, ok := call.Args[1].(*solidity.YulLiteral); ok && isZeroLiteral(lit) {
			return false // a release, not an entry
		}
		key := string(call.Args[0].Range().Text(src))
		for _, t := range st.tested {
			if t == key {
				return true
			}
		}
	}
	return false
}

// load records that variable name holds the value of the slot value loads (tload(slot) or sload(slot)).
func (st *asmScan) load(name string, value solidity.YulExpr, src []byte) {
	c, ok := value.(*solidity.YulCall)
	if !ok || (c.Name != "tload" && c.Name != "sload") || len(c.Args) != 1 {
		return
	}
	if st.loaded == nil {
		st.loaded = map[string]string{}
	}
	st.loaded[name] = string(c.Args[0].Range().Text(src))
}

// lockTest returns the slot an `if` statement tests when its body reverts: loaded in its condition (tload or
// sload), or through a variable loaded from it.
func (st *asmScan) lockTest(yi *solidity.YulIf, src []byte) (string, bool) {
	if yi.Body == nil {
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
		switch c := x.(type) {
		case *solidity.YulCall:
			if (c.Name == "tload" || c.Name == "sload") && len(c.Args) == 1 {
				key, found = string(c.Args[0].Range().Text(src)), true
			}
		case *solidity.YulIdentifier:
			if k, ok := st.loaded[c.Name]; ok {
				key, found = k, true
			}
		}
		return !found
	})
	return key, found
}

// helperCall reads the internal functions node n calls, a level or two deep, as part of the function (a lock's
// test and store may sit in helpers: OpenZeppelin 5's _nonReentrantBefore written in assembly), and reports
// whether one of them stores to a tested slot.
func (st *asmScan) helperCall(n *Node, depth int) bool {
	if n.Expr == nil || n.facts&cfgaCallBits == 0 || depth > 1 {
		return false
	}
	for _, c := range NodeCalls(n) {
		if c.Kind != CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil {
			continue
		}
		for _, m := range c.Callee.CFG().Nodes {
			if st.node(m) || st.helperCall(m, depth+1) {
				return true
			}
		}
	}
	return false
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
