package analysis

import (
	"math/big"
	"strings"

	"github.com/vigilsec/vigil/solidity"
)

// Guards answers "who can reach this point?" for one function: which nodes only a privileged caller reaches
// (past a check of msg.sender or tx.origin against state), and which run under a reentrancy lock.
type Guards struct {
	g      *CFG
	live   []bool // reachable without taking a branch the state's constant values rule out
	open   []bool // reachable without passing an access check
	locked []bool // dominated by the write of a lock flag that an earlier guard checked
	checks []*Node
}

// Guards returns f's guards, computed once.
func (f *Function) Guards() *Guards {
	f.grdOnce.Do(func() {
		sums := f.model.summariesFor()
		ac := &accessCtx{sums: sums, weak: f.model.weakVars()}
		g := f.CFG()
		flowOf := func(sc *Scope) *Flow { return sc.Flow() }
		gd := &Guards{g: g, live: liveNodes(g, f.model.stateValues())}
		masks := accessMasks(g, ac, flowOf)
		open := openPaths(g, masks)
		for i := range open {
			open[i] = open[i] && gd.live[i]
		}
		gd.open = open
		for _, n := range g.Nodes {
			if masks[n.Index] != 0 {
				gd.checks = append(gd.checks, n)
			}
		}
		gd.locked = f.locks()
		f.guards = gd
	})
	return f.guards
}

// Protected reports whether only a privileged caller can reach n: every path from the entry to n passes an
// access check (a require/if on msg.sender or tx.origin against state, in the body, a modifier or an internal
// function called on the way).
func (gd *Guards) Protected(n *Node) bool { return !gd.open[n.Index] }

// Live reports whether n can run at all: dead branches are those needing a value that a state variable,
// assigned only constants across the unit, never holds.
func (gd *Guards) Live(n *Node) bool { return gd.live[n.Index] }

// liveNodes marks the nodes reachable without a branch that the constant state values rule out.
func liveNodes(g *CFG, vals map[*StateVar][]*big.Int) []bool {
	if len(vals) == 0 {
		return g.Reachable([]*Node{g.Entry}, nil)
	}
	return g.Reachable([]*Node{g.Entry}, func(from, to *Node) bool {
		if (from.Kind != NodeCond && from.Kind != NodeGuard) || from.Expr == nil || len(from.Succs) < 2 {
			return false
		}
		v, ok := decided(from.Scope, from.Expr, vals)
		if !ok {
			return false
		}
		if from.Kind == NodeGuard {
			// Succs[0] continues when the condition equals Holds.
			return to == from.Succs[0] && v != from.Holds
		}
		return (to == from.Succs[0] && !v) || (to == from.Succs[1] && v)
	})
}

// AccessChecked reports whether the function's normal exit is only reachable past an access check.
func (gd *Guards) AccessChecked() bool { return gd.Protected(gd.g.Exit) && len(gd.g.Exit.Preds) > 0 }

// Checks lists the nodes that check the caller's identity.
func (gd *Guards) Checks() []*Node { return gd.checks }

// Locked reports whether n runs under a reentrancy lock: a state flag checked and then written on every path
// to n (recognised structurally, in a modifier, inline or in an internal function).
func (gd *Guards) Locked(n *Node) bool { return gd.locked[n.Index] }

// accessNode tells which outgoing edges of n only a privileged caller takes: bit 0 for Succs[0], bit 1 for
// Succs[1], all bits for a call of a function that checks access itself.
func accessNode(n *Node, ac *accessCtx, flowOf func(*Scope) *Flow) uint8 {
	switch n.Kind {
	case NodeGuard:
		if isAccessCheck(n.Scope, flowOf(n.Scope), n.Expr, n.Holds, ac) {
			return 1
		}
	case NodeCond:
		var m uint8
		if isAccessCheck(n.Scope, flowOf(n.Scope), n.Expr, true, ac) {
			m |= 1
		}
		if isAccessCheck(n.Scope, flowOf(n.Scope), n.Expr, false, ac) {
			m |= 2
		}
		return m
	case NodeStmt:
		for _, c := range NodeCalls(n) {
			if c.Kind == CallInternal || c.Kind == CallLibrary {
				if s := ac.sums[c.Callee]; s != nil && s.checks {
					return 0xff
				}
			}
		}
	}
	return 0
}

// accessOpen returns the nodes reachable from the entry without passing an access check.
func accessOpen(g *CFG, ac *accessCtx, flowOf func(*Scope) *Flow) []bool {
	return openPaths(g, accessMasks(g, ac, flowOf))
}

// accessMasks computes accessNode for every node.
func accessMasks(g *CFG, ac *accessCtx, flowOf func(*Scope) *Flow) []uint8 {
	masks := make([]uint8, len(g.Nodes))
	for _, n := range g.Nodes {
		masks[n.Index] = accessNode(n, ac, flowOf)
	}
	return masks
}

// openPaths returns the nodes reachable from the entry without taking an edge the masks mark as checked.
func openPaths(g *CFG, masks []uint8) []bool {
	return g.Reachable([]*Node{g.Entry}, func(from, to *Node) bool {
		m := masks[from.Index]
		if m == 0 {
			return false
		}
		if m == 0xff {
			return true
		}
		for i, s := range from.Succs {
			if s == to && i < 8 && m&(1<<uint(i)) != 0 {
				return true
			}
		}
		return false
	})
}

// callerDerived reports whether e's value comes from the caller's identity (msg.sender or tx.origin).
func callerDerived(fl *Flow, e solidity.Expr) bool {
	return fl.Taint(e).Has(TaintSender | TaintOrigin)
}

// isAccessCheck reports whether e evaluating to polarity implies that the caller is privileged: msg.sender (or
// tx.origin) equals a stored or constant address, a stored boolean keyed by the caller is true, or a function
// whose result is such a check returns true.
func isAccessCheck(sc *Scope, fl *Flow, e solidity.Expr, polarity bool, ac *accessCtx) bool {
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
		return sym.Kind == SymState && callerDerived(fl, e) && !ac.weak[sym.State]
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
			if s := sums[c.Callee]; s != nil && s.retAccess {
				return true
			}
			fallthrough
		case CallExternal:
			for _, a := range c.Args {
				if callerDerived(fl, a) && !fl.Taint(a).Has(TaintParam) {
					return true
				}
			}
		}
	}
	return false
}

// identityComparison reports whether who is the caller's identity and other a value the caller does not
// control (state, a constant, a stored role).
// A state variable that any caller can overwrite (an owner set by a public function, a constructor misnamed
// into a plain function) does not make a privileged address.
func (ac *accessCtx) identityComparison(sc *Scope, fl *Flow, who, other solidity.Expr) bool {
	if !callerDerived(fl, who) || sc.RootVar(who).Kind == SymState {
		return false // an entry keyed by the caller holds stored data, not the caller's identity
	}
	t := fl.Taint(other)
	if t.Has(Caller) {
		return false
	}
	if ac.weak != nil {
		if sym := sc.RootVar(other); sym.Kind == SymState && ac.weak[sym.State] {
			return false
		}
	}
	return true
}

// accessCtx is what deciding an access check needs: the function summaries, and the state variables anyone
// can set (nil while those are being computed).
type accessCtx struct {
	sums map[*Function]*summary
	weak map[*StateVar]bool
}

// weakVars computes the state variables that some public function writes on a path without an access check
// (constructors and run-once initialisers excepted), judged with the plain guards.
func (m *Model) weakVars() map[*StateVar]bool {
	m.weakOnce.Do(func() {
		ac := &accessCtx{sums: m.summariesFor()}
		weak := map[*StateVar]bool{}
		for _, f := range m.AllFunctions() {
			if !f.IsEntry() || f.Decl.Body == nil {
				continue
			}
			g := f.CFG()
			open := accessOpen(g, ac, func(sc *Scope) *Flow { return sc.Flow() })
			// Writes behind a check-and-set flag run once (initialisers); they do not make a variable weak.
			once := f.locks()
			for _, n := range g.Nodes {
				own := n.Own()
				if !open[n.Index] || own == nil || once[n.Index] {
					continue
				}
				for _, w := range n.Writes() {
					weak[w.Var] = true
				}
			}
		}
		m.weak = weak
	})
	return m.weak
}

// locks returns lockedNodes for f's graph with the unit's summaries, computed once: weakVars and Guards both
// need it.
func (f *Function) locks() []bool {
	f.lockOnce.Do(func() { f.locked = lockedNodes(f.CFG(), f.model.summariesFor()) })
	return f.locked
}

// lockedNodes finds the nodes dominated by the write of a state variable that a guard checked before it.
func lockedNodes(g *CFG, sums map[*Function]*summary) []bool {
	locked := make([]bool, len(g.Nodes))
	type fact struct {
		n    *Node
		vars []*StateVar // small sets: a slice, duplicates allowed
	}
	// The variables of every fact share one array; spans delimit each fact's until the array is complete.
	var (
		buf            []*StateVar
		guards, writes []fact
		spans          [][2]int
	)
	// lockVars appends the variables an internal callee of n both checks and writes.
	lockVars := func(n *Node) {
		for _, c := range NodeCalls(n) {
			if c.Kind == CallInternal || c.Kind == CallLibrary {
				if s := sums[c.Callee]; s != nil {
					for v := range s.guardVars {
						if s.writes[v] {
							buf = append(buf, v)
						}
					}
				}
			}
		}
	}
	for _, n := range g.Nodes {
		if n.Own() == nil {
			continue
		}
		from := len(buf)
		if n.Kind == NodeGuard {
			for _, r := range n.Reads() {
				buf = append(buf, r.Var)
			}
		}
		lockVars(n)
		if len(buf) > from {
			guards = append(guards, fact{n: n})
			spans = append(spans, [2]int{from, len(buf)})
		}
	}
	if len(guards) == 0 {
		return locked
	}
	for _, n := range g.Nodes {
		if n.Own() == nil {
			continue
		}
		from := len(buf)
		for _, w := range n.Writes() {
			buf = append(buf, w.Var)
		}
		lockVars(n)
		if len(buf) > from {
			writes = append(writes, fact{n: n})
			spans = append(spans, [2]int{from, len(buf)})
		}
	}
	for i, sp := range spans {
		if i < len(guards) {
			guards[i].vars = buf[sp[0]:sp[1]]
		} else {
			writes[i-len(guards)].vars = buf[sp[0]:sp[1]]
		}
	}
	// avoiding[i]: the nodes reachable from the entry without passing guards[i], computed on first use.
	avoiding := make([][]bool, len(guards))
	for _, w := range writes {
		ok := false
		for i, gf := range guards {
			if !sharesVar(gf.vars, w.vars) {
				continue
			}
			// The guard must come first on every path to the write.
			if gf.n == w.n {
				ok = true
				break
			}
			if avoiding[i] == nil {
				avoiding[i] = g.Reachable([]*Node{g.Entry}, func(_, to *Node) bool { return to == gf.n })
			}
			if !avoiding[i][w.n.Index] {
				ok = true
				break
			}
		}
		if !ok {
			continue
		}
		free := g.Reachable([]*Node{g.Entry}, func(_, to *Node) bool { return to == w.n })
		for i := range locked {
			if !free[i] && g.Nodes[i] != w.n {
				locked[i] = true
			}
		}
		// A call inside the lock's own node (an internal lock function) is not itself protected.
	}
	return locked
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
func (ac *accessCtx) membership(sc *Scope, fl *Flow, entry, constant solidity.Expr, op string, polarity bool) bool {
	if _, ok := solidity.Unparen(entry).(*solidity.IndexAccess); !ok {
		return false
	}
	sym := sc.RootVar(entry)
	if sym.Kind != SymState || !callerDerived(fl, entry) || ac.weak[sym.State] {
		return false
	}
	zero, ok := constZero(constant)
	if !ok {
		return false
	}
	switch {
	case zero:
		return (op == "!=") == polarity
	default:
		return op == "==" && polarity
	}
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
