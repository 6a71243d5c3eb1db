package analysis

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/vigilsec/vigil/solidity"
)

// Guards answers "who can reach this point?" for one function: which nodes only a privileged caller reaches
// (past a check of msg.sender or tx.origin against state), and which run under a reentrancy lock.
type Guards struct {
	g *CFG
	// live and open are nil when they are the nodes reachable from the entry in a graph without orphans,
	// which CFG.entryReaches tells.
	live   []bool // reachable without taking a branch the state's constant values rule out
	open   []bool // reachable without passing an access check
	checks []*Node
	// f's locks (the nodes dominated by the write of a lock flag that an earlier guard checked) are found
	// when Locked is first asked: only functions that make external calls are.
	f *Function
}

// Guards returns f's guards, computed once.
func (f *Function) Guards() *Guards {
	f.grdOnce.Do(func() {
		sums := f.model.summariesFor()
		ac := &accessCtx{sums: sums}
		g := f.CFG()
		flowOf := func(sc *Scope) *Flow { return sc.Flow() }
		gd := &f.parts.Load().guards // allocated with the scope, which the graph has built
		vals := f.model.stateValues()
		if s := sums.of(f); s != nil && !grdHoldsConst(s.guardVars, f.model.grd.vars) {
			// No condition of f reads a variable with constant values (guardVars holds what they read): none
			// can be decided, which liveNodes need not look for.
			vals = nil
		}
		gd.g, gd.live, gd.f = g, liveNodes(g, vals), f
		// The weak variables only matter to a function with checks: a model without any never needs them.
		var masks []uint8
		if s := sums.of(f); s != nil && s.masksOK {
			if sm := f.model.masksOf(s); sm != nil {
				ac.weak, ac.weakOn = f.model.weakVars(), true
				masks = grdWeaken(g, sm, ac, flowOf)
			}
		} else {
			ac.weak, ac.weakOn = f.model.weakVars(), true
			masks = accessMasks(g, ac, flowOf)
		}
		if unknownModifier(f) {
			// A modifier the unit does not hold (its contract is in a file that was not given) may check
			// the caller, as most do: the function is taken as access-checked at its entry.
			m := make([]uint8, len(g.Nodes))
			copy(m, masks)
			m[g.Entry.Index] = 0xff
			masks = m
		}
		if grdNone(masks) {
			// Without checks the open nodes are those reachable from the entry, of which the live ones are
			// a subset: open && live is live. The two slices are never written, so they can be one.
			gd.open = gd.live
		} else {
			open := grdOpenInto(g, masks, grdBools(len(g.Nodes)))
			if gd.live != nil {
				for i := range open {
					open[i] = open[i] && gd.live[i]
				}
			}
			gd.open = open
			k := 0
			for _, m := range masks {
				if m != 0 {
					k++
				}
			}
			gd.checks = make([]*Node, 0, k)
			for _, n := range g.Nodes {
				if masks[n.Index] != 0 {
					gd.checks = append(gd.checks, n)
				}
			}
		}
		f.guards = gd
	})
	return f.guards
}

// unknownModifier reports whether f applies a modifier that resolves to nothing in the unit: neither a
// modifier of its contract nor a base contract (whose constructor a constructor's header may call).
func unknownModifier(f *Function) bool {
	if f.Contract == nil || f.IsConstructor() {
		return false
	}
	for _, inv := range f.Decl.Modifiers {
		if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		name := inv.Name.Names[len(inv.Name.Names)-1]
		if _, ok := f.Contract.Modifiers[name]; ok {
			continue
		}
		if len(f.model.ContractsNamed(name)) > 0 {
			continue
		}
		return true
	}
	return false
}

// grdWeaken returns the masks judged with ac's weak variables, given those judged without (the summaries').
// A weak variable only ever turns a check into a non-check (isAccessCheck is monotone in the variables it
// trusts), so only the nodes that check without them are judged again; the masks are copied on the first
// change, and nil stands for no check at all.
func grdWeaken(g *CFG, masks []uint8, ac *accessCtx, flowOf func(*Scope) *Flow) []uint8 {
	if masks == nil || len(ac.weak) == 0 { // the empty set has no words
		return masks
	}
	out := masks
	for i, m := range masks {
		if m == 0 {
			continue
		}
		if w := accessNode(g.Nodes[i], ac, flowOf); w != m {
			if &out[0] == &masks[0] {
				out = append([]uint8(nil), masks...)
			}
			out[i] = w
		}
	}
	if grdNone(out) {
		return nil
	}
	return out
}

// Protected reports whether only a privileged caller can reach n: every path from the entry to n passes an
// access check (a require/if on msg.sender or tx.origin against state, in the body, a modifier or an internal
// function called on the way).
func (gd *Guards) Protected(n *Node) bool {
	if gd.open == nil {
		return !gd.g.entryReaches(n)
	}
	return !gd.open[n.Index]
}

// Live reports whether n can run at all: dead branches are those needing a value that a state variable,
// assigned only constants across the unit, never holds.
func (gd *Guards) Live(n *Node) bool {
	if gd.live == nil {
		return gd.g.entryReaches(n)
	}
	return gd.live[n.Index]
}

// liveNodes marks the nodes reachable without a branch that the constant state values rule out; nil when no
// branch may be ruled out and the graph has no orphans: the nodes are then those CFG.entryReaches tells.
func liveNodes(g *CFG, vals constTable) []bool {
	decides := false
	if len(vals) > 0 {
		for _, n := range g.Nodes {
			if grdMayBranch(n) && grdMayDecide(n, vals) {
				decides = true
				break
			}
		}
	}
	if !decides && !g.orphans {
		return nil
	}
	seen := grdBools(len(g.Nodes))
	if !decides {
		g.fromEntry(seen)
		return seen
	}
	// CFG.Reachable written out, to decide each branch once rather than once per edge, and only when its
	// condition reads a variable with constant values.
	var stackBuf [32]*Node // off the heap while the graph is small
	stack := append(stackBuf[:0], g.Entry)
	seen[g.Entry.Index] = true
	for len(stack) > 0 {
		from := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		var v, ok bool
		if grdMayBranch(from) && grdMayDecide(from, vals) {
			v, ok = decided(from.Scope, from.Expr, vals)
		}
		for _, to := range from.Succs {
			if seen[to.Index] {
				continue
			}
			if ok {
				if from.Kind == NodeGuard {
					// Succs[0] continues when the condition equals Holds.
					if to == from.Succs[0] && v != from.Holds {
						continue
					}
				} else if (to == from.Succs[0] && !v) || (to == from.Succs[1] && v) {
					continue
				}
			}
			seen[to.Index] = true
			stack = append(stack, to)
		}
	}
	return seen
}

// grdMayBranch reports whether n is a branch or a guard whose condition the constant values could decide.
func grdMayBranch(n *Node) bool {
	return (n.Kind == NodeCond || n.Kind == NodeGuard) && n.Expr != nil && len(n.Succs) >= 2
}

// grdMayDecide reports whether decided may decide the condition of n, a branch or a guard (grdMayBranch): only
// a state variable with constant values can, and the graph's facts listed the state variables the condition
// reads, the node's own expression.
func grdMayDecide(n *Node, vals constTable) bool {
	if n.Scope == nil {
		return true
	}
	for _, r := range n.Reads() {
		if _, ok := vals.of(r.Var); ok {
			return true
		}
	}
	return false
}

// AccessChecked reports whether the function's normal exit is only reachable past an access check.
func (gd *Guards) AccessChecked() bool { return gd.Protected(gd.g.Exit) && len(gd.g.Exit.Preds) > 0 }

// Checks lists the nodes that check the caller's identity.
func (gd *Guards) Checks() []*Node { return gd.checks }

// Locked reports whether n runs under a reentrancy lock: a state flag checked and then written on every path
// to n (recognised structurally, in a modifier, inline or in an internal function).
func (gd *Guards) Locked(n *Node) bool { return grdIn(gd.f.locks(), n) }

// grdIn reports whether n is marked in a node set that may be nil (no node marked).
func grdIn(set []bool, n *Node) bool { return n.Index < len(set) && set[n.Index] }

// accessNode tells which outgoing edges of n only a privileged caller takes: bit 0 for Succs[0], bit 1 for
// Succs[1], all bits for a call of a function that checks access itself.
func accessNode(n *Node, ac *accessCtx, flowOf func(*Scope) *Flow) uint8 {
	switch n.Kind {
	case NodeGuard:
		if isAccessCheck(n.Scope, &grdFlow{sc: n.Scope, of: flowOf, n: n}, n.Expr, n.Holds, ac) {
			return 1
		}
	case NodeCond:
		var m uint8
		fl := &grdFlow{sc: n.Scope, of: flowOf, n: n}
		if isAccessCheck(n.Scope, fl, n.Expr, true, ac) {
			m |= 1
		}
		if isAccessCheck(n.Scope, fl, n.Expr, false, ac) {
			m |= 2
		}
		return m
	case NodeStmt:
		for _, c := range NodeCalls(n) {
			if c.Kind == CallInternal || c.Kind == CallLibrary {
				if s := ac.sums.of(c.Callee); s != nil && s.checks {
					return 0xff
				}
				if c.Kind == CallInternal && abstractAssertion(c.Callee) {
					return 0xff
				}
			}
		}
	}
	return 0
}

// accessMasks computes accessNode for every node.
func accessMasks(g *CFG, ac *accessCtx, flowOf func(*Scope) *Flow) []uint8 {
	return grdMasksInto(nil, g, ac, flowOf)
}

// grdMasksInto computes accessNode for every node into buf, grown as needed.
func grdMasksInto(buf []uint8, g *CFG, ac *accessCtx, flowOf func(*Scope) *Flow) []uint8 {
	if cap(buf) < len(g.Nodes) {
		buf = make([]uint8, len(g.Nodes))
	}
	buf = buf[:len(g.Nodes)]
	for _, n := range g.Nodes {
		// Only conditions and statements that call may check: the others, most nodes, are not asked (the
		// summaries judge them so too, in their own pass over the nodes).
		var m uint8
		if n.Kind == NodeGuard || n.Kind == NodeCond || (n.Kind == NodeStmt && n.facts&cfgaCallBits != 0) {
			m = accessNode(n, ac, flowOf)
		}
		buf[n.Index] = m
	}
	return buf
}

// grdNone reports whether no node checks access.
func grdNone(masks []uint8) bool {
	for _, m := range masks {
		if m != 0 {
			return false
		}
	}
	return true
}

// grdZeroed returns buf resized to n entries, all zero, reusing its array when it has room.
func grdZeroed[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// grdOpenInto marks in seen (all false, one entry per node) the nodes reachable from the entry without taking
// an edge the masks mark as checked (nil masks: none), and returns it. It is CFG.Reachable written out for
// the masks, so that the callers can reuse their buffers.
func grdOpenInto(g *CFG, masks []uint8, seen []bool) []bool {
	if masks == nil {
		g.fromEntry(seen)
		return seen
	}
	var stackBuf [32]*Node // off the heap while the graph is small
	stack := append(stackBuf[:0], g.Entry)
	seen[g.Entry.Index] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		m := masks[n.Index]
		for _, s := range n.Succs {
			if seen[s.Index] || (m != 0 && grdChecked(n, s, m)) {
				continue
			}
			seen[s.Index] = true
			stack = append(stack, s)
		}
	}
	return seen
}

// grdChecked reports whether the edge from -> to is one that mask m (from's, not zero) marks as checked.
func grdChecked(from, to *Node, m uint8) bool {
	if m == 0xff {
		return true
	}
	for i, s := range from.Succs {
		if s == to && i < 8 && m&(1<<uint(i)) != 0 {
			return true
		}
	}
	return false
}

// grdFlow is a scope's data flow, found when an access check first needs it: most conditions (an amount
// compared with another, a flag) never do.
type grdFlow struct {
	sc *Scope
	of func(*Scope) *Flow
	fl *Flow
	// n is the node judged, whose graph tells the function a modifier's parameters are given by; nil outside
	// a graph.
	n *Node
}

func (g *grdFlow) get() *Flow {
	if g.fl == nil {
		g.fl = g.of(g.sc)
	}
	return g.fl
}

// callerDerived reports whether e's value comes from the caller's identity (msg.sender or tx.origin).
func callerDerived(fl *Flow, e solidity.Expr) bool {
	return fl.Taint(e).Has(TaintSender | TaintOrigin)
}

// callerKeyed is callerDerived, also for a stored entry keyed by a modifier's parameter that the function judged
// gives the caller's address: require(isOwner[owner]) in ownerExists(address owner), applied as
// ownerExists(msg.sender). A modifier's body is one scope for all the functions applying it, whose flow cannot
// tell what each passes.
func (g *grdFlow) callerKeyed(e solidity.Expr) bool {
	return callerDerived(g.get(), e) || g.modSenderKey(e, 0)
}

// modSenderKey reports whether e is a parameter of the modifier whose body g judges, or an entry indexed by one,
// and every application of the modifier by the function of g's node passes the caller's address for it.
func (g *grdFlow) modSenderKey(e solidity.Expr, depth int) bool {
	if g.sc == nil || g.n == nil {
		return false
	}
	md := g.sc.Modifier
	if md == nil || g.n.g == nil || g.n.g.fn == nil || depth > 4 {
		return false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.IndexAccess:
		return x.Index != nil && g.modSenderKey(x.Index, depth+1) || x.X != nil && g.modSenderKey(x.X, depth+1)
	case *solidity.Identifier:
		sym := g.sc.symOf(x)
		if sym.Kind != SymParam {
			return false
		}
		f := g.n.g.fn
		if f.Contract == nil {
			return false
		}
		applied := false
		for _, inv := range f.Decl.Modifiers {
			if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 || f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]] != md {
				continue
			}
			if sym.Index >= len(inv.Args) || !senderExpr(f.Scope(), inv.Args[sym.Index], depth+1) {
				return false
			}
			applied = true
		}
		return applied
	}
	return false
}

// ModifierCallerKey reports whether e, an expression of the modifier body node n belongs to, is a parameter of
// the modifier, or an entry indexed by one, that every application of the modifier by n's function gives the
// caller's address: owner in require(isOwner[owner]) of ownerExists(address owner), applied as
// ownerExists(msg.sender). The modifier's own data flow cannot tell, its body being one scope for all the
// functions applying it.
func (n *Node) ModifierCallerKey(e solidity.Expr) bool {
	if n == nil || n.Scope == nil || n.Scope.Modifier == nil {
		return false
	}
	g := grdFlow{sc: n.Scope, n: n}
	return g.modSenderKey(e, 0)
}

// isAccessCheck reports whether e evaluating to polarity implies that the caller is privileged: msg.sender (or
// tx.origin) equals a stored or constant address, a stored boolean keyed by the caller is true, or a function
// whose result is such a check returns true.
func isAccessCheck(sc *Scope, fl *grdFlow, e solidity.Expr, polarity bool, ac *accessCtx) bool {
	sums := ac.sums
	switch x := e.(type) {
	case *solidity.TupleExpr:
		if len(x.Elems) == 1 && x.Elems[0] != nil {
			return isAccessCheck(sc, fl, x.Elems[0], polarity, ac)
		}
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return isAccessCheck(sc, fl, x.X, !polarity, ac)
		}
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&":
			if polarity {
				return isAccessCheck(sc, fl, x.X, true, ac) || isAccessCheck(sc, fl, x.Y, true, ac)
			}
			return isAccessCheck(sc, fl, x.X, false, ac) && isAccessCheck(sc, fl, x.Y, false, ac)
		case "||":
			if polarity {
				return isAccessCheck(sc, fl, x.X, true, ac) && isAccessCheck(sc, fl, x.Y, true, ac)
			}
			return isAccessCheck(sc, fl, x.X, false, ac) || isAccessCheck(sc, fl, x.Y, false, ac)
		case ">", "<":
			// entry > 0, 0 < entry: an unsigned entry that is not zero.
			entry, zero := x.X, x.Y
			if x.Op == "<" {
				entry, zero = x.Y, x.X
			}
			return ac.membership(sc, fl, entry, zero, "!=", polarity)
		case "==", "!=":
			if ac.membership(sc, fl, x.X, x.Y, x.Op, polarity) || ac.membership(sc, fl, x.Y, x.X, x.Op, polarity) {
				return true
			}
			if (x.Op == "==") != polarity {
				return false
			}
			return ac.identityComparison(sc, fl, x.X, x.Y) || ac.identityComparison(sc, fl, x.Y, x.X)
		}
	case *solidity.IndexAccess, *solidity.MemberAccess:
		if !polarity {
			return false
		}
		if t := sc.TypeOf(e); t == nil || t.Kind != TypeBool {
			return false
		}
		sym := sc.RootVar(e)
		return sym.Kind == SymState && fl.callerKeyed(e) && !ac.isWeakAt(sym.State, sc, e, true)
	case *solidity.CallExpr:
		if !polarity {
			return false
		}
		c := sc.CallOf(x)
		if c == nil {
			return false
		}
		switch c.Kind {
		case CallInternal, CallLibrary:
			if s := sums.of(c.Callee); s != nil && s.retAccess && (!ac.voids() || retAccessHolds(c.Callee, ac)) {
				return true
			}
			if c.Kind == CallInternal && abstractHook(c.Callee) {
				return true
			}
			fallthrough
		case CallExternal:
			if c.Kind == CallExternal && c.Callee != nil && !c.Callee.IsView() {
				// A call that changes state (token.transferFrom(msg.sender, …)) is no question about the caller.
				return false
			}
			for i, a := range c.Args {
				if callerDerived(fl.get(), a) && !fl.get().Taint(a).Has(TaintParam) || senderParam(sc, a, 0) || fl.modSenderKey(a, 0) {
					if c.Kind == CallInternal && c.Callee != nil && len(c.Args) == len(c.Callee.Decl.Params) && paramOnlyStored(c.Callee, i) {
						continue // the callee only records the account (placeBid(msg.sender, value))
					}
					// isOwner(msg.sender) asks about the caller; it proves nothing when any caller can
					// rewrite all it reads (Parity's ownerIndex, set by a public initWallet).
					return c.Kind == CallExternal || !ac.voids() || !readsOnlyWeak(c.Callee, ac)
				}
			}
		}
	}
	return false
}

// retAccessHolds reports whether f, whose result the summaries take for the outcome of an access check
// (retAccess: a return value is one, or every return that may give true lies past one), still gives one when
// ac's weak variables do not count: Parity's confirmAndCheck, which returns true only to a caller whose entry in
// m_ownerIndex is set, proves nothing when a public initWallet lets anyone set it. The summaries judge without
// the weak variables; a check through f is judged again with them, a few calls deep.
func retAccessHolds(f *Function, ac *accessCtx) bool {
	if f == nil || f.Decl.Body == nil || ac.depth >= 2 {
		return false
	}
	sub := *ac
	sub.depth++
	g := f.CFG()
	flowOf := func(sc *Scope) *Flow { return sc.Flow() }
	for _, n := range g.Nodes {
		if rs := grdReturnOf(f, n); rs != nil && rs.Value != nil {
			if isAccessCheck(n.Scope, &grdFlow{sc: n.Scope, of: flowOf, n: n}, rs.Value, true, &sub) {
				return true
			}
		}
	}
	if !grdBoolResult(f) {
		return false
	}
	masks := accessMasks(g, &sub, flowOf)
	if grdNone(masks) {
		return false
	}
	open := grdOpenInto(g, masks, make([]bool, len(g.Nodes)))
	mayTrue := false
	for _, n := range g.Nodes {
		if rs := grdReturnOf(f, n); rs != nil && !grdFalseResult(rs) {
			if open[n.Index] {
				return false
			}
			mayTrue = true
		}
	}
	return mayTrue
}

// grdReturnOf returns the return statement of f that node n makes, or nil (a modifier's return is not f's).
func grdReturnOf(f *Function, n *Node) *solidity.ReturnStatement {
	rs, ok := n.Stmt.(*solidity.ReturnStatement)
	if !ok || !n.hasOwn() || n.Scope == nil || n.Scope.Function != f {
		return nil
	}
	return rs
}

// grdBoolResult reports whether f returns one unnamed bool: a condition calling it tests what its return
// statements give, false where it returns nothing or ends without returning.
func grdBoolResult(f *Function) bool {
	rets := f.Decl.Returns
	if len(rets) != 1 || rets[0] == nil || rets[0].Name != "" {
		return false
	}
	et, ok := rets[0].Type.(*solidity.ElementaryTypeName)
	return ok && et.Name == "bool"
}

// grdFalseResult reports whether the return statement of a grdBoolResult function gives false: it returns
// nothing (return;, the default value) or the literal false.
func grdFalseResult(rs *solidity.ReturnStatement) bool {
	if rs.Value == nil {
		return true
	}
	lit, ok := solidity.Unparen(rs.Value).(*solidity.BoolLiteral)
	return ok && !lit.Value
}

// abstractHook reports whether f is an internal function left for deriving contracts to implement, answering
// a yes-or-no question of their own (`function _canSetAuthorizedSenders() internal virtual returns (bool);`):
// a condition calling it decides who passes as the implementation will, which is what an access check does.
func abstractHook(f *Function) bool {
	if f == nil || f.Decl.Body != nil || !f.Decl.Virtual || len(f.Decl.Params) > 0 || len(f.Decl.Returns) != 1 {
		return false
	}
	if f.Decl.Visibility != solidity.VisibilityInternal || f.Contract == nil || f.Contract.Kind == solidity.KindInterface {
		return false
	}
	t := f.Decl.Returns[0].Type
	et, ok := t.(*solidity.ElementaryTypeName)
	return ok && et.Name == "bool"
}

// abstractAssertion reports whether f is an internal view function left for deriving contracts to implement
// that returns nothing (`function _onlyRouterOwner() internal view virtual;`): called as a statement, all it
// can do is revert or not, so it checks something, and what it checks is the implementation's access rule.
func abstractAssertion(f *Function) bool {
	if f == nil || f.Decl.Body != nil || !f.Decl.Virtual || len(f.Decl.Returns) > 0 || f.Contract == nil || f.Contract.Kind == solidity.KindInterface {
		return false
	}
	m := f.Decl.Mutability
	return f.Decl.Visibility == solidity.VisibilityInternal && (m == solidity.MutabilityView || m == solidity.MutabilityPure)
}

// senderParam reports whether e is a parameter of an internal function that every call in the unit passes the
// caller's address: the account of OpenZeppelin's _checkRole(role, account), called as _checkRole(role,
// _msgSender()). A public function's parameters can be anything.
func senderParam(sc *Scope, e solidity.Expr, depth int) bool {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok || depth > 3 {
		return false
	}
	sym := sc.symOf(id)
	f := sc.Function
	if sym.Kind != SymParam || f == nil || f.IsEntry() || f.IsConstructor() {
		return false
	}
	callers := sc.Model.CallGraph().Callers(f)
	if len(callers) == 0 {
		return false
	}
	// Every call passes the caller, or an account the contract works out itself from an internal function
	// without arguments (AccessControlCrossChain's _checkRole(alias, _crossChainSender())), with at least one
	// passing the caller: no caller picks the account checked.
	sender, seen := false, 0
	for _, caller := range callers {
		for _, csc := range callerScopes(caller) {
			for _, c := range csc.Calls() {
				if c.Callee != f || c.Expr == nil {
					continue
				}
				args := c.Args
				if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && len(f.Decl.Params) == len(args)+1 {
					args = append([]solidity.Expr{ma.X}, args...)
				}
				if sym.Index >= len(args) {
					return false
				}
				seen++
				switch a := args[sym.Index]; {
				case senderExpr(csc, a, depth+1):
					sender = true
				case !workedOutAccount(csc, a):
					return false
				}
			}
		}
	}
	return sender || seen == 0
}

// callerScopes returns the scopes whose calls are f's in the call graph: its body's and those of the modifiers
// it applies, which its graph inlines.
func callerScopes(f *Function) []*Scope {
	out := []*Scope{f.Scope()}
	if f.Contract == nil {
		return out
	}
	for _, inv := range f.Decl.Modifiers {
		if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil && md.Decl.Body != nil {
			out = append(out, md.Scope())
		}
	}
	return out
}

// workedOutAccount reports whether e is the result of an internal function called without arguments, which
// no caller picks.
func workedOutAccount(sc *Scope, e solidity.Expr) bool {
	call, ok := solidity.Unparen(e).(*solidity.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	c := sc.CallOf(call)
	return c != nil && c.Kind == CallInternal && c.Callee != nil
}

// senderExpr reports whether e is the caller's address: msg.sender, an internal function without parameters
// returning it (_msgSender()), or a parameter always given it (senderParam).
func senderExpr(sc *Scope, e solidity.Expr, depth int) bool {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.MemberAccess:
		id, ok := x.X.(*solidity.Identifier)
		return ok && id.Name == "msg" && x.Member == "sender" && sc.symOf(id).Kind == SymBuiltin
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c != nil && c.Kind == CallTypeConversion && len(x.Args) == 1 && depth <= 3 {
			return senderExpr(sc, x.Args[0], depth+1) // payable(msg.sender)
		}
		if c == nil || c.Kind != CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || len(x.Args) != 0 || depth > 3 {
			return false
		}
		stmts := c.Callee.Decl.Body.Stmts
		if len(stmts) != 1 {
			return false
		}
		r, ok := stmts[0].(*solidity.ReturnStatement)
		return ok && r.Value != nil && senderExpr(c.Callee.Scope(), r.Value, depth+1)
	case *solidity.Identifier:
		// A local holding the caller's address (address sender = _msgSender()), or a parameter given it.
		if sym := sc.symOf(x); sym.Kind == SymLocal && sym.Var != nil && depth <= 3 {
			if init := sc.Init(sym.Var); init != nil && senderExpr(sc, init, depth+1) {
				return !sc.assignedLater(sym.Var)
			}
			return false
		}
		return senderParam(sc, x, depth)
	}
	return false
}

// identityComparison reports whether who is the caller's identity and other a value the caller does not
// control (state, a constant, a stored role).
// A state variable that any caller can overwrite (an owner set by a public function, a constructor misnamed
// into a plain function) does not make a privileged address.
func (ac *accessCtx) identityComparison(sc *Scope, lazy *grdFlow, who, other solidity.Expr) bool {
	fl := lazy.get()
	if !callerDerived(fl, who) || sc.RootVar(who).Kind == SymState {
		return false // an entry keyed by the caller holds stored data, not the caller's identity
	}
	if zero, ok := constZero(other); ok && zero {
		// No caller is the zero address: a value worked out from the caller that is compared with zero is
		// data (the caller's index in an owners table, a bit of it), not the caller's identity.
		return false
	}
	t := fl.Taint(other)
	if t.Has(Caller) && !hashDerivedAddress(sc, other, 0) {
		return false
	}
	if ac.voids() {
		if sym := sc.RootVar(other); sym.Kind == SymState && ac.isWeakAt(sym.State, sc, other, false) {
			return false
		}
	}
	return true
}

// hashDerivedAddress reports whether e is an address cut from a keccak256 hash (a CREATE2 address worked out
// from a factory and a salt, as Uniswap's PoolAddress.computeAddress), through conversions, locals and internal
// or library functions returning one: whatever the caller puts in the hash, no account but the one deployed at
// that address can send from it, so comparing the caller with it admits that contract alone.
func hashDerivedAddress(sc *Scope, e solidity.Expr, depth int) bool {
	if depth > 4 {
		return false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.Identifier:
		if sym := sc.symOf(x); sym.Kind == SymLocal && sym.Var != nil {
			if init := sc.Init(sym.Var); init != nil && !sc.assignedLater(sym.Var) {
				return hashDerivedAddress(sc, init, depth+1)
			}
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil {
			return false
		}
		switch c.Kind {
		case CallTypeConversion:
			return len(x.Args) == 1 && hashDerivedAddress(sc, x.Args[0], depth+1)
		case CallBuiltin:
			return c.Name == "keccak256" && depth > 0
		case CallInternal, CallLibrary:
			if c.Callee == nil || c.Callee.Decl.Body == nil || len(c.Callee.Decl.Body.Stmts) == 0 {
				return false
			}
			// The value returned last: return v, or an assignment to the one named return (pool = address(…)).
			switch st := c.Callee.Decl.Body.Stmts[len(c.Callee.Decl.Body.Stmts)-1].(type) {
			case *solidity.ReturnStatement:
				return st.Value != nil && hashDerivedAddress(c.Callee.Scope(), st.Value, depth+1)
			case *solidity.ExpressionStatement:
				a, ok := st.X.(*solidity.AssignExpr)
				rets := c.Callee.Decl.Returns
				if !ok || a.Op != "=" || len(rets) != 1 || rets[0] == nil || rets[0].Name == "" {
					return false
				}
				id, ok := solidity.Unparen(a.LHS).(*solidity.Identifier)
				return ok && id.Name == rets[0].Name && hashDerivedAddress(c.Callee.Scope(), a.RHS, depth+1)
			}
		}
	}
	return false
}

// accessCtx is what deciding an access check needs: the function summaries, and the state variables anyone
// can set, unless weakOn is false (while those are being computed).
type accessCtx struct {
	sums sumTable
	// weak is the set of weakVars, numbered as the summaries number the variables (see grdVars).
	weak   grdSet
	weakOn bool
	// depth counts the functions whose result retAccessHolds is judging again.
	depth int
	// probe, when not nil, takes every variable written somewhere for weak, and collects in it those a
	// comparison of the caller relies on (HelperGuards).
	probe *[]HelperGuard
}

// isWeak reports whether v is one of the weak variables, when they count. A variable without a number is
// written nowhere, so no one can set it.
func (ac *accessCtx) isWeak(v *StateVar) bool {
	if ac.probe != nil {
		return v.grd != 0
	}
	return ac.weakOn && v.grd != 0 && ac.weak.has(v.grd-1)
}

// isWeakAt is isWeak for the variable v that the comparison of the caller at (in sc) relies on: an entry keyed
// by the caller, or a stored account. A probe collects it.
func (ac *accessCtx) isWeakAt(v *StateVar, sc *Scope, at solidity.Expr, keyed bool) bool {
	if !ac.isWeak(v) {
		return false
	}
	if ac.probe != nil && !slices.ContainsFunc(*ac.probe, func(h HelperGuard) bool { return h.Var == v }) {
		*ac.probe = append(*ac.probe, HelperGuard{Var: v, Keyed: keyed, Use: at, Scope: sc})
	}
	return true
}

// voids reports whether some variables count as weak: checks relying on them prove nothing.
func (ac *accessCtx) voids() bool {
	return ac.probe != nil || ac.weakOn && len(ac.weak) > 0
}

// HelperGuard is a state variable that the access check of a function answering yes or no reads (see
// HelperGuards), with the use of it in that check.
type HelperGuard struct {
	Var *StateVar
	// Keyed is true for an entry keyed by the caller (m_ownerIndex[uint(msg.sender)]), false for a stored
	// account the caller is compared with.
	Keyed bool
	// Use is the expression of the check that reads the variable, in Scope (the helper's).
	Use   solidity.Expr
	Scope *Scope
}

// HelperGuards returns the state variables whose entry for the caller (or stored account) the access check of a
// function answering yes or no reads, where the summaries take that function's result for the outcome of the
// check: Parity's confirmAndCheck, which returns true only to a caller whose m_ownerIndex entry is set, makes
// `if (confirmAndCheck(op)) _;` a check of m_ownerIndex. They are the variables that, taken for weak, make the
// check prove nothing (retAccessHolds), which is what the guard model asks of them; whoever can write them
// passes the check. Computed once per model.
func (m *Model) HelperGuards() []HelperGuard {
	return m.Memo(helperGuardsKey{}, func() any {
		sums := m.summariesFor()
		var out []HelperGuard
		for _, f := range m.Bodies() {
			if s := sums.of(f); s == nil || !s.retAccess {
				continue
			}
			retAccessHolds(f, &accessCtx{sums: sums, probe: &out})
		}
		return out
	}).([]HelperGuard)
}

// helperGuardsKey keys HelperGuards' answer in the model's memo.
type helperGuardsKey struct{}

// weakVars computes the state variables that some public function writes on a path without an access check
// (constructors and run-once initialisers excepted), judged with the plain guards. The set is numbered as the
// summaries number the variables: they numbered every variable a body writes.
func (m *Model) weakVars() grdSet {
	m.weakOnce.Do(func() {
		sums := m.summariesFor()
		ac := &accessCtx{sums: sums}
		var weak grdSet
		vars := m.sumVars()
		// setWeak adds v, which the summaries numbered with the writes of its function.
		setWeak := func(v *StateVar) {
			if i, ok := vars.pos(v); ok {
				grdAdd(&weak, i)
			}
		}
		// flagged holds the writes left out because a one-time flag guards them, with their flag: they count
		// after all when any caller can reset the flag.
		type flaggedWrite struct{ flag, v *StateVar }
		var flagged []flaggedWrite
		// flaggedSets holds, likewise, the writes an open call makes through a helper behind a one-time flag.
		type flaggedSet struct {
			flag *StateVar
			set  grdSet
		}
		var flaggedSets []flaggedSet
		var seen []bool
		for _, f := range m.Entries() {
			g := f.CFG()
			// The summaries judged the function's checks without weak variables, as here.
			var masks []uint8
			if s := sums.of(f); s != nil && s.masksOK {
				masks = m.masksOf(s)
			} else {
				masks = accessMasks(g, ac, func(sc *Scope) *Flow { return sc.Flow() })
			}
			// Without checks, in a graph without orphans, the open nodes are those entryReaches tells.
			var open []bool
			if masks != nil || g.orphans {
				seen = grdZeroed(seen, len(g.Nodes))
				open = grdOpenInto(g, masks, seen)
			}
			if !grdExitOpen(g, open) {
				// Every way out passes an access check: an unprivileged call reverts, and with it the writes
				// made before the check (OpenZeppelin's reinitializer(2) ahead of onlyOwner).
				continue
			}
			// Writes behind a one-time flag run once (initialisers); they do not make a variable weak.
			var flag *StateVar
			var after []bool
			flagDone := false
			for _, n := range g.Nodes {
				if !n.MakesCallsOrWrites() || (open == nil && !g.entryReaches(n)) || (open != nil && !open[n.Index]) || !n.hasOwn() {
					continue
				}
				// An internal helper that checks no caller writes for whoever reaches the call: Parity's
				// initWallet filling the owner table through initMultiowned.
				var helper grdSet
				for _, c := range n.Calls() {
					if c.Kind != CallInternal || c.Callee == nil || c.Callee.IsEntry() {
						continue
					}
					if cs := sums.of(c.Callee); cs != nil && cs.masksOK && cs.maskAt == 0 && !cs.checks && len(cs.writes) > 0 {
						grdUnion(&helper, cs.writes)
					}
				}
				if len(n.Writes()) == 0 && helper == nil {
					continue
				}
				if !flagDone {
					// Both flags are one-value variables that f, or an internal function it calls, checks
					// and writes: a settled summary's sets hold what those check and write.
					if s := sums.of(f); s == nil || !s.masksOK || grdScalarIn(s.guardVars, s.writes, m.grd.vars) {
						flag, after = onceFlag(g)
						if flag == nil {
							flag, after = helperOnceFlag(m, g, sums)
						}
					}
					flagDone = true
				}
				if helper != nil && flag != nil {
					// The helper that sets the one-time flag (initOnce: require(!done); done = true) does not
					// make it weak: onceFlag found it set to one value only.
					if i, ok := vars.pos(flag); ok && helper.has(i) {
						helper[i>>6] &^= 1 << uint(i&63)
					}
				}
				if helper != nil {
					if flag != nil && after[n.Index] {
						flaggedSets = append(flaggedSets, flaggedSet{flag, helper})
					} else {
						grdUnion(&weak, helper)
					}
				}
				for _, w := range n.Writes() {
					if grdClearsEntry(n, w) {
						continue
					}
					if flag != nil && after[n.Index] {
						flagged = append(flagged, flaggedWrite{flag, w.Var})
						continue
					}
					setWeak(w.Var)
				}
			}
		}
		for _, fw := range flagged {
			if i, ok := vars.pos(fw.flag); ok && weak.has(i) {
				setWeak(fw.v)
			}
		}
		for _, fs := range flaggedSets {
			if i, ok := vars.pos(fs.flag); ok && weak.has(i) {
				grdUnion(&weak, fs.set)
			}
		}
		m.weak = weak
	})
	return m.weak
}

// onceFlag finds a one-time flag in g: a state variable a guard tests (require(!initialized)) that the code
// after the guard writes (initialized = true), whatever the order of the other writes. It returns the flag and
// the nodes after its guard, which run at most once unless the flag can be reset elsewhere.
func onceFlag(g *CFG) (*StateVar, []bool) {
	for _, n := range g.Nodes {
		if n.Kind != NodeGuard || n.Expr == nil || len(n.Reads()) == 0 {
			continue
		}
		var after []bool
		for _, r := range n.Reads() {
			if r.Var.Decl.Constant || r.Var.Decl.Immutable {
				continue
			}
			if _, ok := r.Var.Decl.Type.(*solidity.ElementaryTypeName); !ok {
				continue // a flag is one value, not an entry of a table
			}
			if after == nil {
				after = g.After(n)
			}
			// Every write of the flag in g sets it to the same literal, one of them after the guard: a lock
			// released at the end (locked = false) lets the code run again.
			value, setAfter, ok := "", false, true
			for _, m := range g.Nodes {
				for _, w := range m.Writes() {
					if w.Var != r.Var {
						continue
					}
					lit := constantSet(m, w.At)
					if lit == "" || (value != "" && lit != value) {
						ok = false
					}
					value = lit
					setAfter = setAfter || after[m.Index]
				}
			}
			if ok && setAfter {
				return r.Var, after
			}
		}
	}
	return nil, nil
}

// helperOnceFlag finds a one-time flag checked and set by an internal helper g calls (_initOnce(), with
// require(!done); done = true): a one-value state variable the helper both checks and writes, which every write
// in the unit sets to the same literal, so that nothing resets it. It returns the flag and the nodes after the
// call.
func helperOnceFlag(m *Model, g *CFG, sums sumTable) (*StateVar, []bool) {
	for _, n := range g.Nodes {
		for _, c := range NodeCalls(n) {
			if c.Kind != CallInternal || c.Callee == nil {
				continue
			}
			s := sums.of(c.Callee)
			if s == nil {
				continue
			}
			for i := range min(len(s.guardVars), len(s.writes)) {
				for w := s.guardVars[i] & s.writes[i]; w != 0; w &= w - 1 {
					v := m.grd.vars.list[i<<6+bits.TrailingZeros64(w)]
					if _, scalar := v.Decl.Type.(*solidity.ElementaryTypeName); scalar && m.setOnlyOnce(v) {
						return v, g.After(n)
					}
				}
			}
		}
	}
	return nil, nil
}

// setOnlyOnce reports whether every write of v in the unit sets it to the same literal (a flag raised and
// never lowered), computed once per variable.
func (m *Model) setOnlyOnce(v *StateVar) bool {
	return m.Memo(onceFlagKey{v}, func() any {
		value := ""
		for f := range v.Contract.HierarchyBodies() {
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					if w.Var != v {
						continue
					}
					lit := constantSet(n, w.At)
					if lit == "" || (value != "" && lit != value) {
						return false
					}
					value = lit
				}
			}
		}
		return value != ""
	}).(bool)
}

// onceFlagKey keys setOnlyOnce's answer for a variable in the model's memo.
type onceFlagKey struct{ v *StateVar }

// constantSet returns the literal (true, 1) node n assigns to the expression at, or "": a flag being set, not
// a counter moved on or a time recorded, which would let the code behind the guard run again.
func constantSet(n *Node, at solidity.Node) string {
	lit := ""
	solidity.Preorder(n.Own(), func(x solidity.Node) bool {
		if a, ok := x.(*solidity.AssignExpr); ok && a.Op == "=" && a.LHS == at {
			switch v := solidity.Unparen(a.RHS).(type) {
			case *solidity.BoolLiteral:
				lit = "false"
				if v.Value {
					lit = "true"
				}
			case *solidity.NumberLiteral:
				lit = v.Value
			}
		}
		return lit == ""
	})
	return lit
}

// locks returns lockedNodes for f's graph with the unit's summaries, computed once: weakVars and Guards both
// need it. Nil when no node is locked.
func (f *Function) locks() []bool {
	f.lockOnce.Do(func() {
		sums := f.model.summariesFor() // which numbers the variables
		// A lock is a variable that f, or an internal function it calls, checks and writes: none when a
		// settled summary's sets, which hold what those check and write, share no variable.
		if s := sums.of(f); s == nil || !s.masksOK || grdMeet(s.guardVars, s.writes) {
			f.locked, f.lockVars = lockedNodes(f.model, f.CFG(), sums)
			f.locked = releasedLocks(f, f.locked, f.lockVars)
			f.locked = counterLocked(f, f.locked) // a counter guard checks and writes its counter too (counter_lock.go)
		}
		// Locks kept in slots that inline assembly tests and stores (asm_lock.go).
		f.locked = asmLocked(f, f.locked)
	})
	return f.locked
}

// LockVars returns the one-value state variables of f's reentrancy locks: checked and then set before the code
// they protect (a status flag, a guard kept in a storage slot), which the lock's release writes again.
func (f *Function) LockVars() []*StateVar {
	f.locks()
	return f.lockVars
}

// lockedNodes finds the nodes dominated by the write of a state variable that a guard checked before it, and
// those variables; nil when there are none (most functions have no lock). The summaries (sums, of m) number the
// variables of their sets as m tells.
func lockedNodes(m *Model, g *CFG, sums sumTable) ([]bool, []*StateVar) {
	numbering := m.grd.vars
	first := grdFirstLockGuard(g, sums, numbering)
	if first < 0 {
		return nil, nil
	}
	// Everything but the result is scratch, reused across calls: every function of every unit comes here.
	ls := grdLockPool.take()
	defer ls.release()
	// The variables of every fact share one array (small sets, duplicates allowed).
	buf := ls.buf[:0]
	// lockVars appends the variables an internal callee of n both checks and writes, when they hold one value
	// (a status flag, as a nonReentrant helper sets): a table entry checked and set by a callee (_mint's
	// _owners[id]) guards that entry, not the function, which a call for another entry re-enters.
	lockVars := func(n *Node) { buf = grdCalleeLockVars(buf, n, sums, numbering, false) }
	facts := ls.facts[:0]
	for _, n := range g.Nodes[first:] { // the nodes before first add no guard
		if !n.hasOwn() {
			continue
		}
		from := len(buf)
		if n.Kind == NodeGuard {
			for _, r := range n.Reads() {
				buf = append(buf, r.Var)
			}
		}
		if n.facts&cfgaCallBits != 0 { // the callees' lock variables, when n calls
			lockVars(n)
		}
		if len(buf) > from {
			facts = append(facts, grdLockFact{n: n, from: int32(from), to: int32(len(buf))})
		}
	}
	guards := len(facts) // facts[:guards] are the guards, the writes follow
	if guards == 0 {
		ls.buf, ls.facts = buf, facts
		return nil, nil
	}
	for _, n := range g.Nodes {
		if !n.hasOwn() {
			continue
		}
		from := len(buf)
		for _, w := range n.Writes() {
			buf = append(buf, w.Var)
		}
		if n.facts&cfgaCallBits != 0 { // the callees' lock variables, when n calls
			lockVars(n)
		}
		if len(buf) > from {
			facts = append(facts, grdLockFact{n: n, from: int32(from), to: int32(len(buf))})
		}
	}
	ls.buf, ls.facts = buf, facts
	vars := func(f grdLockFact) []*StateVar { return buf[f.from:f.to] }
	// avoiding[i*len(g.Nodes):][:len(g.Nodes)]: the nodes reachable from the entry without passing guard i,
	// computed (and cleared) on first use, which done[i] records.
	nn := len(g.Nodes)
	done := grdZeroed(ls.done, guards)
	avoiding := ls.avoiding
	if cap(avoiding) < guards*nn {
		avoiding = make([]bool, guards*nn)
	}
	avoiding = avoiding[:guards*nn]
	ls.done, ls.avoiding = done, avoiding
	var locked []bool
	var found []*StateVar
	for _, w := range facts[guards:] {
		ok := false
		var shared []*StateVar
		for i, gf := range facts[:guards] {
			if !sharesVar(vars(gf), vars(w)) {
				continue
			}
			// The guard must come first on every path to the write.
			if gf.n != w.n {
				av := avoiding[i*nn : (i+1)*nn]
				if !done[i] {
					done[i] = true
					clear(av)
					grdAvoiding(g, gf.n, av)
				}
				if av[w.n.Index] {
					continue
				}
			}
			ok = true
			for _, v := range vars(w) {
				if slices.Contains(vars(gf), v) {
					shared = append(shared, v)
				}
			}
			break
		}
		if !ok || !grdWholeLock(w.n, shared) {
			continue
		}
		for _, v := range shared {
			// Only one-value flags: a balance checked and then debited locks nothing.
			if _, scalar := v.Decl.Type.(*solidity.ElementaryTypeName); scalar && !slices.Contains(found, v) {
				found = append(found, v)
			}
		}
		free := grdZeroed(ls.free, nn)
		ls.free = free
		grdAvoiding(g, w.n, free)
		if locked == nil {
			locked = grdBools(nn)
		}
		for i := range locked {
			if !free[i] && g.Nodes[i] != w.n {
				locked[i] = true
			}
		}
		// A call inside the lock's own node (an internal lock function) is not itself protected.
	}
	return locked, found
}

// grdWholeLock reports whether the write at n of the checked variables shared locks the code it dominates for
// every caller: a one-value flag does, and so does a table entry whose keys are msg.sender and constants (a
// per-account flag). An entry keyed by a parameter or any other value (ERC-721's _owners[tokenId], checked
// unset and then set) guards that entry only: a re-entrant call for another key passes the check.
func grdWholeLock(n *Node, shared []*StateVar) bool {
	for _, v := range shared {
		if _, scalar := v.Decl.Type.(*solidity.ElementaryTypeName); scalar {
			return true
		}
		for _, w := range n.Writes() {
			if w.Var != v {
				continue
			}
			if e, ok := w.At.(solidity.Expr); ok && grdFixedKeys(e) {
				return true
			}
		}
	}
	return false
}

// grdFixedKeys reports whether every index of the written entry e (m[k1][k2]…, or a member of such an entry) is
// msg.sender or a literal.
func grdFixedKeys(e solidity.Expr) bool {
	for {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.IndexAccess:
			switch k := solidity.Unparen(x.Index).(type) {
			case *solidity.MemberAccess:
				id, ok := k.X.(*solidity.Identifier)
				if !ok || id.Name != "msg" || k.Member != "sender" {
					return false
				}
			case *solidity.NumberLiteral, *solidity.BoolLiteral, *solidity.StringLiteral:
			default:
				return false
			}
			e = x.X
		case *solidity.MemberAccess:
			e = x.X
		case *solidity.Identifier:
			return true
		default:
			return false
		}
	}
}

// grdFirstLockGuard returns the index of the first node of g that lockedNodes takes for a guard: one that reads
// state, or calls an internal function that both checks and writes a one-value state variable; -1 when there is
// none, as in most functions, which then need no scratch.
func grdFirstLockGuard(g *CFG, sums sumTable, vars *grdVars) int {
	var one [1]*StateVar
	for i, n := range g.Nodes {
		if !n.hasOwn() {
			continue
		}
		if n.Kind == NodeGuard && len(n.Reads()) > 0 {
			return i
		}
		if len(grdCalleeLockVars(one[:0], n, sums, vars, true)) > 0 {
			return i
		}
	}
	return -1
}

// grdCalleeLockVars appends to buf the one-value state variables (a status flag, as a nonReentrant helper sets)
// that an internal callee of n both checks and writes (the summaries' sets number them as vars tells); with
// first, it stops at the first such variable.
func grdCalleeLockVars(buf []*StateVar, n *Node, sums sumTable, vars *grdVars, first bool) []*StateVar {
	for _, c := range NodeCalls(n) {
		if c.Kind != CallInternal && c.Kind != CallLibrary {
			continue
		}
		s := sums.of(c.Callee)
		if s == nil {
			continue
		}
		for k := range min(len(s.guardVars), len(s.writes)) {
			for w := s.guardVars[k] & s.writes[k]; w != 0; w &= w - 1 {
				v := vars.list[k<<6+bits.TrailingZeros64(w)]
				if _, scalar := v.Decl.Type.(*solidity.ElementaryTypeName); scalar && revertsOn(c.Callee, v, 0) {
					buf = append(buf, v)
					if first {
						return buf
					}
				}
			}
		}
	}
	return buf
}

// revertsOn reports whether f, or an internal function it calls (a few calls deep), reverts on a check of v: a
// require, or a condition whose branch reverts. Only such a check stops f's caller too: a callee that returns
// early instead (a pool update's if (block.number <= lastRewardBlock) return;) checks and writes its variable
// like a lock, but its caller goes on after the call.
func revertsOn(f *Function, v *StateVar, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return false
	}
	for _, n := range f.CFG().Nodes {
		// A guard reads v itself, or through a function it calls (if (_entered()) revert Reentrant();).
		if n.Kind == NodeGuard && readsVar(n, v, depth) {
			return true
		}
		for _, c := range NodeCalls(n) {
			if (c.Kind == CallInternal || c.Kind == CallLibrary) && c.Callee != f && revertsOn(c.Callee, v, depth+1) {
				return true
			}
		}
	}
	return false
}

// readsVar reports whether node n reads v, itself or in an internal function it calls (a few calls deep).
func readsVar(n *Node, v *StateVar, depth int) bool {
	for _, r := range n.Reads() {
		if r.Var == v {
			return true
		}
	}
	if depth > 3 {
		return false
	}
	for _, c := range NodeCalls(n) {
		if (c.Kind == CallInternal || c.Kind == CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil {
			for _, m := range c.Callee.CFG().Nodes {
				if readsVar(m, v, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// grdLockFact is a guard or a write of lockedNodes: its node and the span of its variables in the scratch.
type grdLockFact struct {
	n        *Node
	from, to int32
}

// grdLockScratch is lockedNodes' working memory.
type grdLockScratch struct {
	buf                  []*StateVar
	facts                []grdLockFact
	done, avoiding, free []bool
}

// grdLockPool holds lockedNodes' scratch between calls.
var grdLockPool cfgaSpare[grdLockScratch]

// release drops the scratch's references to the model (the pool may keep it a while) and returns it.
func (ls *grdLockScratch) release() {
	clear(ls.buf)
	clear(ls.facts)
	ls.buf, ls.facts = ls.buf[:0], ls.facts[:0]
	grdLockPool.give(ls)
}

// grdAvoiding marks in seen (all false, one entry per node) the nodes reachable from the entry without
// entering avoid (the entry itself is always reachable), as CFG.Reachable with that block would.
func grdAvoiding(g *CFG, avoid *Node, seen []bool) {
	var stackBuf [32]*Node // off the heap while the graph is small
	stack := append(stackBuf[:0], g.Entry)
	seen[g.Entry.Index] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range n.Succs {
			if seen[s.Index] || s == avoid {
				continue
			}
			seen[s.Index] = true
			stack = append(stack, s)
		}
	}
}

// sharesVar reports whether the two lists have a variable in common.
func sharesVar(a, b []*StateVar) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// membership recognises a stored entry keyed by the caller compared with a constant, such that the outcome
// implies the entry is set: owners[msg.sender] != 0, roles[msg.sender] == true, or (on the failing side)
// if (owners[msg.sender] == address(0)) revert.
func (ac *accessCtx) membership(sc *Scope, fl *grdFlow, entry, constant solidity.Expr, op string, polarity bool) bool {
	// The entry itself (roles[msg.sender]) or a field of it (strategies[msg.sender].activation).
	x := solidity.Unparen(entry)
	if id, ok := x.(*solidity.Identifier); ok {
		// A local that holds the entry, read once and never reassigned, in an internal function answering yes or
		// no (Parity's confirmAndCheck: uint ownerIndex = m_ownerIndex[uint(msg.sender)]; if (ownerIndex == 0)
		// return;), whose answer a modifier or a require asks for. Elsewhere such a local is more often an amount
		// owed to the caller (uint amount = rewards[msg.sender]; require(amount > 0)), which makes a creditor of
		// the caller, not a member.
		if _, ok := constZero(constant); !ok {
			return false
		}
		if f := sc.Function; f == nil || f.IsEntry() || !grdBoolResult(f) {
			return false
		}
		sym := sc.symOf(id)
		if sym.Kind != SymLocal || sym.Var == nil {
			return false
		}
		init := sc.Init(sym.Var)
		if init == nil || sc.assignedLater(sym.Var) {
			return false
		}
		entry = init
		x = solidity.Unparen(init)
	}
	for {
		ma, ok := x.(*solidity.MemberAccess)
		if !ok {
			break
		}
		x = solidity.Unparen(ma.X)
	}
	if _, ok := x.(*solidity.IndexAccess); !ok {
		return false
	}
	sym := sc.RootVar(entry)
	if sym.Kind != SymState || !fl.callerKeyed(entry) {
		return false
	}
	zero, ok := constZero(constant)
	if !ok {
		return false
	}
	if zero && (op == "!=") != polarity || !zero && !(op == "==" && polarity) {
		return false
	}
	return !ac.isWeakAt(sym.State, sc, entry, true)
}

// constZero evaluates 0, false, address(0) (zero) and true or other number literals (not zero).
func constZero(e solidity.Expr) (zero bool, ok bool) {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.NumberLiteral:
		v := strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(x.Value, "0x"), "0X"), "0_")
		return v == "", true
	case *solidity.BoolLiteral:
		return !x.Value, true
	case *solidity.CallExpr:
		if t, ok := x.Fun.(*solidity.ElementaryTypeExpr); ok && t.Type.Name == "address" && len(x.Args) == 1 {
			return constZero(x.Args[0])
		}
	}
	return false, false
}

// readsOnlyWeak reports whether f, an internal function, reads state and every state variable it reads is one
// any caller can overwrite.
func readsOnlyWeak(f *Function, ac *accessCtx) bool {
	if f == nil || f.Decl.Body == nil {
		return false
	}

	read := false
	for _, n := range f.CFG().Nodes {
		for _, r := range n.Reads() {
			if !ac.isWeak(r.Var) {
				return false
			}
			read = true
		}
	}
	return read
}

// assignedLater reports whether the body of s assigns the local v after its declaration.
func (s *Scope) assignedLater(v *solidity.VariableDeclaration) bool {
	for _, d := range s.defs {
		a, ok := d.(*solidity.AssignExpr)
		if !ok {
			continue
		}
		found := false
		solidity.Preorder(a.LHS, func(n solidity.Node) bool {
			if id, ok := n.(*solidity.Identifier); ok && s.symOf(id).Var == v {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
