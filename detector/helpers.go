package detector

import (
	"iter"
	"slices"
	"strconv"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// bodies returns the unit's functions that have a body, in model order. The slice is shared: do not modify it.
func bodies(m *analysis.Model) []*analysis.Function { return m.Bodies() }

// entries returns the functions an outside caller can invoke. The slice is shared: do not modify it.
func entries(m *analysis.Model) []*analysis.Function { return m.Entries() }

// write is a state write at a node, possibly made inside an internal callee.
type write struct {
	v    *analysis.StateVar
	at   solidity.Node
	node *analysis.Node
	fn   *analysis.Function
}

// nodeWrites lists the state writes a node makes itself and through the internal functions it calls.
func nodeWrites(n *analysis.Node) []write {
	// Size the list before filling it: detectors ask for every node, and most nodes write nothing.
	type calleeWrites struct {
		at   solidity.Node
		vars []*analysis.StateVar
	}
	var buf [4]calleeWrites
	callees := buf[:0]
	size := len(n.Writes())
	for _, c := range n.Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
			if vs := c.Callee.WrittenState(); len(vs) > 0 {
				callees = append(callees, calleeWrites{at: c.Expr, vars: vs})
				size += len(vs)
			}
		}
	}
	if size == 0 {
		return nil
	}
	out := make([]write, 0, size)
	for _, w := range n.Writes() {
		out = append(out, write{v: w.Var, at: w.At, node: n})
	}
	for _, c := range callees {
		for _, v := range c.vars {
			out = append(out, write{v: v, at: c.at, node: n})
		}
	}
	return out
}

// modelOf returns the model of a contract, through the functions of its hierarchy (a contract does not lead to
// its model), or nil when the hierarchy has no function: a question about its functions has an empty answer then,
// cheap to compute again.
func modelOf(c *analysis.Contract) *analysis.Model {
	for _, d := range c.Derived() {
		if len(d.Functions) > 0 {
			return d.Functions[0].Model()
		}
	}
	return nil
}

// readVars returns the state variables read anywhere in the contract's functions and modifiers (and in
// contracts that inherit from it): what a reentrant call could observe. The map is computed once per contract
// and shared: do not modify it.
func readVars(c *analysis.Contract) map[*analysis.StateVar]bool {
	return memo(modelOf(c), readVarsKey{c}, func() map[*analysis.StateVar]bool { return findReadVars(c) })
}

// readVarsKey keys a contract's read variables in the model's memo.
type readVarsKey struct{ c *analysis.Contract }

func findReadVars(c *analysis.Contract) map[*analysis.StateVar]bool {
	out := map[*analysis.StateVar]bool{}
	for _, d := range c.Derived() {
		for _, base := range d.Linearization {
			for v := range base.ReadState() {
				out[v] = true
			}
		}
	}
	return out
}

// pick returns the first of ws made in a function other than except.
func pick(ws []write, except *analysis.Function) (write, bool) {
	for _, w := range ws {
		if w.fn != except {
			return w, true
		}
	}
	return write{}, false
}

// lineOf returns the 1-based line where n starts.
func lineOf(n solidity.Node) int { return n.Range().Start.Line }

// describeTarget renders a call's target for messages.
func describeTarget(f *analysis.Function, c *analysis.Call) string {
	if c.Target == nil {
		return "an address"
	}
	return Text(f.File, c.Target)
}

// appendTarget appends describeTarget(f, c) to dst.
func appendTarget(dst []byte, f *analysis.Function, c *analysis.Call) []byte {
	if c.Target == nil {
		return append(dst, "an address"...)
	}
	return appendText(dst, f.File, c.Target)
}

// comparisonOps are the relational operators.
var comparisonOps = map[string]bool{"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true}

// isConstExpr reports whether e is built only from literals and constant state variables.
func isConstExpr(sc *analysis.Scope, e solidity.Expr) bool {
	ok := true
	solidity.Preorder(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymState && sym.State.Decl.Constant {
				return true
			}
			if sym.Kind == analysis.SymContract || sym.Kind == analysis.SymEnum || sym.Kind == analysis.SymBuiltin && x.Name != "now" && x.Name != "this" {
				return true
			}
			ok = false
		case *solidity.MemberAccess:
			if id, isID := x.X.(*solidity.Identifier); isID && (id.Name == "msg" || id.Name == "block" || id.Name == "tx") {
				ok = false
			}
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c != nil && c.Kind != analysis.CallTypeConversion {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// funcLabel names a function for messages: Contract.name().
func funcLabel(f *analysis.Function) string { return f.String() }

// appendJoinVars appends state variable names for messages to b: the first three distinct texts, each with its
// line, joined by commas. It is built in b itself: reports are many, and formatting each part on its own and
// joining the parts cost several allocations more.
func appendJoinVars(b []byte, ws []write, f *solidity.File) []byte {
	var seen [3][2]int // where each distinct text is in b
	n := 0
	for _, w := range ws {
		part := len(b)
		if n > 0 {
			b = append(b, ", "...)
		}
		start := len(b)
		b = appendText(b, f, w.at)
		dup := false
		for _, s := range seen[:n] {
			if string(b[s[0]:s[1]]) == string(b[start:]) {
				dup = true
				break
			}
		}
		if dup {
			b = b[:part]
			continue
		}
		seen[n] = [2]int{start, len(b)}
		n++
		b = append(b, " (line "...)
		b = strconv.AppendInt(b, int64(lineOf(w.at)), 10)
		b = append(b, ')')
		if n == len(seen) {
			break
		}
	}
	return b
}

// paidFor reports whether a branch or check of f reads msg.value: what f sets, the caller pays for.
func paidFor(f *analysis.Function) bool {
	// A condition handed to a modifier (condition(msg.value == 2 * value)), which the modifier requires.
	for _, inv := range f.Decl.Modifiers {
		if inv == nil {
			continue
		}
		for _, a := range inv.Args {
			if len(msgValueReads(f.Scope(), a)) > 0 {
				return true
			}
		}
	}
	for _, n := range f.CFG().Nodes {
		if (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && n.Expr != nil && n.Scope != nil && len(msgValueReads(n.Scope, n.Expr)) > 0 {
			return true
		}
	}
	return false
}

// dominates reports whether every path from the graph's entry to n goes through d: whether n cannot be reached
// from the entry without entering d by an edge (the entry itself is where the walk starts, d or not). The walk
// stops as soon as it reaches n, and keeps the nodes seen as bits on the stack for most graphs: detectors ask
// this for many pairs of nodes of a function, and a full walk with a slice of its own cost more than their
// other work on the pair.
func dominates(g *analysis.CFG, d, n *analysis.Node) bool {
	if d == n {
		return true
	}
	if n == g.Entry {
		return false
	}
	var seenBuf [8]uint64 // graphs of up to 512 nodes
	seen := seenBuf[:]
	if words := (len(g.Nodes) + 63) / 64; words > len(seenBuf) {
		seen = make([]uint64, words)
	}
	var stackBuf [64]*analysis.Node
	stack := append(stackBuf[:0], g.Entry)
	seen[g.Entry.Index>>6] |= 1 << (g.Entry.Index & 63)
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range m.Succs {
			if s == d || seen[s.Index>>6]&(1<<(s.Index&63)) != 0 {
				continue
			}
			if s == n {
				return false
			}
			seen[s.Index>>6] |= 1 << (s.Index & 63)
			stack = append(stack, s)
		}
	}
	return true
}

// mutated returns the place the syntax node n changes itself: an assignment's left side, the operand of ++, --
// or delete; nil for other nodes.
func mutated(n solidity.Node) solidity.Expr {
	switch x := n.(type) {
	case *solidity.AssignExpr:
		return x.LHS
	case *solidity.UnaryExpr:
		if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
			return x.X
		}
	}
	return nil
}

// encloses reports whether inner's source range lies within outer's.
func encloses(outer, inner solidity.Node) bool {
	o, i := outer.Range(), inner.Range()
	return o.Start.Offset <= i.Start.Offset && i.End.Offset <= o.End.Offset
}

// entryKeys returns the indexes on the way from a state variable to the place e names, following local storage
// pointers (proposal.receipts[voter] with proposal = proposals[id] gives id and voter), and the state variable;
// nil when e is not such a place.
func entryKeys(sc *analysis.Scope, e solidity.Expr, depth int) ([]solidity.Expr, *analysis.StateVar) {
	if depth > 8 {
		return nil, nil
	}
	switch x := unparen(e).(type) {
	case *solidity.IndexAccess:
		keys, root := entryKeys(sc, x.X, depth+1)
		if root == nil || x.Index == nil {
			return nil, nil
		}
		return append(keys, x.Index), root
	case *solidity.MemberAccess:
		return entryKeys(sc, x.X, depth+1)
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		switch {
		case sym.Kind == analysis.SymState:
			return nil, sym.State
		case sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage:
			if init := sc.Init(sym.Var); init != nil {
				return entryKeys(sc, init, depth+1)
			}
		}
	}
	return nil, nil
}

// assignedIn reports whether the body assigns, increments, decrements or deletes the local or parameter v after
// declaring it.
func assignedIn(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	found := false
	if body := sc.Body(); body != nil {
		solidity.Preorder(body, func(x solidity.Node) bool {
			if t := mutated(x); t != nil && !found {
				if id, ok := unparen(t).(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// ownStateAssigns yields, in node order, the assignment statements of f's own body (not of its modifiers) whose
// target is rooted in a state variable (x = …, m[k] -= …, s.field += …), with that variable.
func ownStateAssigns(f *analysis.Function) iter.Seq2[*solidity.AssignExpr, *analysis.StateVar] {
	return func(yield func(*solidity.AssignExpr, *analysis.StateVar) bool) {
		sc := f.Scope()
		for _, n := range f.CFG().Nodes {
			if n.Scope != sc || !n.MakesCallsOrWrites() {
				continue
			}
			st, ok := n.Stmt.(*solidity.ExpressionStatement)
			if !ok {
				continue
			}
			a, ok := st.X.(*solidity.AssignExpr)
			if !ok {
				continue
			}
			if v := sc.RootVar(a.LHS); v.Kind == analysis.SymState && v.State != nil && !yield(a, v.State) {
				return
			}
		}
	}
}

// assignmentTo returns the assignment of node n whose target is at, or nil.
func assignmentTo(n *analysis.Node, at solidity.Node) *solidity.AssignExpr {
	var out *solidity.AssignExpr
	solidity.Preorder(n.Own(), func(x solidity.Node) bool {
		if a, ok := x.(*solidity.AssignExpr); ok && a.LHS == at {
			out = a
		}
		return out == nil
	})
	return out
}

// appendUnique appends x to list unless it is there already.
func appendUnique[T comparable](list []T, x T) []T {
	if slices.Contains(list, x) {
		return list
	}
	return append(list, x)
}

// callerValue reports whether e is the caller's address: msg.sender (or what holds only it), or a parameter
// of an internal function that a call in the unit passes the caller's address (the voter of _castVote(voter,
// id), called as _castVote(msg.sender, id)): that call reaches the code with the caller's account.
func callerValue(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if sc.Flow().Taint(e) == analysis.TaintSender {
		return true
	}
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok || depth > 2 || sc.Function == nil || sc.Function.IsEntry() {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymParam {
		return false
	}
	g := sc.Function
	for _, h := range sc.Model.CallGraph().Callers(g) {
		hs := h.Scope()
		for _, c := range hs.Calls() {
			if c.Kind == analysis.CallInternal && c.Callee == g && sym.Index < len(c.Args) && callerValue(hs, c.Args[sym.Index], depth+1) {
				return true
			}
		}
		// The call may come from a modifier of h (onlyRole(role) { _checkRole(role, msg.sender); _; }), whose
		// nodes h's graph holds.
		if len(h.Decl.Modifiers) == 0 {
			continue
		}
		for _, n := range h.CFG().Nodes {
			if n.Scope == nil || n.Scope.Modifier == nil {
				continue
			}
			for _, c := range n.Calls() {
				if c.Kind == analysis.CallInternal && c.Callee == g && sym.Index < len(c.Args) && callerValue(n.Scope, c.Args[sym.Index], depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// upperBounded returns the side of the comparison b that the other bounds from above (x in x <= k, x < k, k >= x,
// k > x) and that bound; nil and nil when b is no such comparison.
func upperBounded(b *solidity.BinaryExpr) (side, bound solidity.Expr) {
	switch b.Op {
	case "<", "<=":
		return b.X, b.Y
	case ">", ">=":
		return b.Y, b.X
	}
	return nil, nil
}
