package detector

import (
	"bytes"
	"slices"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// reentrancySites is the analysis the reentrancy detectors share, computed once per model: the functions that
// make calls able to re-enter, their state writes, and the call sites reentrancy-eth, reentrancy-no-eth and
// reentrancy-limited-gas report.
type reentrancySites struct {
	// funcs lists, in model order, the functions with a body that may change state, are reachable, and make at
	// least one call that can re-enter (kindOf) themselves, other than send and transfer, and that write state or
	// may emit an event: reentrancy-cross-function and reentrancy-events, which read it, look only at such calls
	// and at what follows them.
	funcs []reentrantFunc
	// stale holds, per reentrancyKind, the unlocked calls followed by writes of state a re-entrant call observes,
	// in the order of funcs and of the calls within each function.
	stale [reentrancyLimited + 1][]staleWrites
}

// reentrantFunc is a function with calls that can re-enter.
type reentrantFunc struct {
	f *analysis.Function
	// calls lists the calls that can re-enter, in node order, then in source order within a node.
	calls []reentrantCall
	// writes lists every state write of f's nodes, as nodeWrites gives them, in node order.
	writes []write
	// locked is true when f is not an entry and every internal call of it happens under a reentrancy lock.
	locked bool
	// mayEmit is false when no node emits an event or calls an internal function: then none emits one.
	mayEmit bool
}

type reentrantCall struct {
	n    *analysis.Node
	c    *analysis.Call
	kind reentrancyKind
	// via is set when c is an internal call whose callee makes the re-entering call via, itself or through the
	// internal functions it calls; viaFn is the function that makes it.
	via   *analysis.Call
	viaFn *analysis.Function
}

// staleWrites is an unlocked call and the writes after it of state a re-entrant call could observe.
type staleWrites struct {
	f  *analysis.Function
	n  *analysis.Node
	c  *analysis.Call
	ws []write
	// via is the re-entering call c's callee makes when c is an internal call, in viaFn (the callee, or an
	// internal function it calls).
	via   *analysis.Call
	viaFn *analysis.Function
}

// reentrancySitesSlot holds reentrancySites.
var reentrancySitesSlot = analysis.NewMemoSlot()

// reentrancySitesOf returns the model's reentrancy analysis, computed by the first detector that asks.
func reentrancySitesOf(m *analysis.Model) *reentrancySites {
	return m.MemoSlot(reentrancySitesSlot, func() any { return findReentrancySites(m) }).(*reentrancySites)
}

func findReentrancySites(m *analysis.Model) *reentrancySites {
	cg := m.CallGraph()
	out := &reentrancySites{}
	written := calleeWrites{}
	observed := observedState{}
	sc := rspScratches.Get().(*rspScratch)
	defer sc.release()
	walk := &sc.walk
	readBefore := map[*analysis.StateVar]bool{}
	calleeReads := calleeReadsCache{}
	setBefore := map[string][]*analysis.Node{}
	// Every function's calls are windows of one slice, sized up front. Its writes, and every call's stale
	// writes, are gathered in the scratch space, then copied into one array of the size kept (finish).
	var calls []reentrantCall
	writes := sc.writes
	// Internal calls whose callee itself makes an ether-sending or state-changing call: a write after such a
	// call is as stale as a write after the callee's call (a bonus credited and paid out by a helper before
	// the claim is recorded).
	inner := innerCalls{}
	var viaCalls []reentrantCall
	// seen[j] tells, for the function at hand, whether a re-entrant call observes the variable of its j-th
	// write (readIn or observedState): 0 not asked yet, 1 yes, 2 no.
	seen := sc.seen
	// Size funcs and calls from the call graph first (its edges are the nodes' calls): appending to them one
	// function at a time allocated several times what they keep.
	fns := bodies(m)
	reenters := rspFlags(sc.reenters, len(fns))
	sc.reenters = reenters
	nFuncs, nCalls := 0, 0
	var foreignFuncs []*analysis.Function // functions that call another contract of the unit that writes state
	for i, f := range fns {
		if f.Contract == nil || f.IsConstructor() || f.IsView() || !cg.Reachable(f) {
			continue
		}
		may, k, unlimited, foreign := rspReentrantEdges(cg, f, inner)
		reenters[i] = may
		if foreign && unlimited {
			foreignFuncs = append(foreignFuncs, f)
		}
		nCalls += k
		if unlimited {
			nFuncs++ // at most: the writes and events are known only from the nodes
		}
	}
	out.funcs = make([]reentrantFunc, 0, nFuncs)
	calls = make([]reentrantCall, 0, nCalls)
	for i, f := range fns {
		if !reenters[i] {
			continue // nothing can re-enter: no detector reports anything here
		}
		g := f.CFG()
		if !g.WritesState() && !slices.ContainsFunc(g.AllCalls(), rspWritesOrEmits) {
			continue // no write, its own or a callee's, and no event: what the nodes hold is dropped below
		}
		c0, w0 := len(calls), len(writes)
		mayEmit := false
		// One pass over each node's facts gathers its re-entering calls and its writes (nodeWrites: the node's
		// own, then those of the internal functions it calls, in call order).
		for _, n := range g.Nodes {
			if !n.MakesCallsOrWrites() {
				continue
			}
			for _, w := range n.Writes() {
				writes = append(writes, write{v: w.Var, at: w.At, node: n})
			}
			for _, c := range n.Calls() {
				if k, ok := kindOf(c); ok {
					calls = append(calls, reentrantCall{n: n, c: c, kind: k})
					continue // an external call: neither an event nor a callee whose writes count
				}
				switch c.Kind {
				case analysis.CallInternal, analysis.CallLibrary:
					// A library function runs in the caller's context: its call (Address.sendValue's) is the
					// caller's, as an internal helper's is.
					if c.Callee != f && c.Expr != nil {
						if ic := inner.of(c.Callee); ic.c != nil {
							viaCalls = append(viaCalls, reentrantCall{n: n, c: c, kind: ic.kind, via: ic.c, viaFn: ic.fn})
						}
					}
					mayEmit = true
					writes = written.appendCallWrites(writes, n, c)
				case analysis.CallEvent:
					mayEmit = true
				}
			}
		}
		sc.writes = writes
		sc.grow()
		rf := reentrantFunc{f: f, calls: calls[c0:len(calls):len(calls)], writes: writes[w0:len(writes):len(writes)], mayEmit: mayEmit}
		shared := (len(rf.writes) > 0 || rf.mayEmit) && slices.ContainsFunc(rf.calls, func(rc reentrantCall) bool { return rc.kind != reentrancyLimited })
		if !shared && len(rf.writes) == 0 {
			viaCalls = viaCalls[:0]
			continue // no write to leave stale, and no other detector looks at the function
		}
		sites := rf.calls
		if len(viaCalls) > 0 {
			sites = append(slices.Clip(sites), viaCalls...)
			viaCalls = viaCalls[:0]
		}
		rf.locked = !f.IsEntry() && lockedAtEveryCall(cg, f, 0)
		if shared {
			out.funcs = append(out.funcs, rf) // its writes are set by finish
			sc.funcs = append(sc.funcs, rspSpan{int32(w0), int32(w0 + len(rf.writes))})
		}
		if rf.locked || len(rf.writes) == 0 {
			continue
		}
		// The guards (and the reentrancy locks they find) are asked for only once a call leaves a write stale:
		// for most calls no write that follows matters, and a lock would change nothing.
		var gd *analysis.Guards
		seen = rspZeroed(seen, len(rf.writes))
		for _, rc := range sites {
			after := walk.after(g, rc.n)
			s0 := len(writes)
			for j, w := range rf.writes {
				if !after[w.node.Index] {
					continue
				}
				if seen[j] == 0 {
					// Whether a re-entrant call observes the variable does not depend on the call: asked once
					// per write of the function.
					seen[j] = 2
					if readIn(g, w.v) || observed.has(f.Contract, w.v) {
						seen[j] = 1
					}
				}
				if seen[j] == 1 && !rechecked(g, after, w) {
					writes = append(writes, w)
				}
			}
			sc.writes = writes
			sc.grow()
			if len(writes) > s0 {
				if gd == nil {
					gd = f.Guards()
				}
				if gd.Locked(rc.n) {
					writes = writes[:s0]
				}
			}
			if len(writes) > s0 {
				before := walk.before(g, rc.n)
				// A place the function sets to a constant on every path to the call (outside any loop around it)
				// and to a constant again after it is a flag raised for the call's duration: during the call it
				// holds the value this execution chose, not a stale one.
				clear(setBefore)
				for _, w := range rf.writes {
					if before[w.node.Index] && w.node != rc.n && w.node.Kind == analysis.NodeStmt && setsConstant(w) {
						setBefore[Text(w.node.Scope.File, w.at)] = append(setBefore[Text(w.node.Scope.File, w.at)], w.node)
					}
				}
				// Without ether the harm comes from a check made before the call that a re-entrant call passes
				// again: require the variable to be read on the way to the call.
				clear(readBefore)
				if rc.kind == reentrancyNoEth {
					markReadsBefore(g, before, rc.n, rf.writes, readBefore, calleeReads)
					if rc.via != nil {
						markHelperReadsBefore(rc.viaFn, rc.via, readBefore)
					}
				}
				// A write made only when the call failed follows the undoing of everything the callee did,
				// re-entrant calls included (a refund restored after a failed payment).
				var succeeded []bool
				if rc.via == nil {
					succeeded = afterCallSuccess(g, rc.n, rc.c)
				}
				kept := writes[:s0]
				var measured []*analysis.Node // the nodes that write what a balance measured across the call moved
				asked := false
				for _, w := range writes[s0:] {
					if succeeded != nil && !succeeded[w.node.Index] {
						continue
					}
					if rc.kind == reentrancyNoEth && !readBefore[w.v] {
						if !asked && rc.via == nil {
							asked, measured = true, balanceMeasuredAcross(f, g, rc.n, rc.c)
						}
						if !slices.Contains(measured, w.node) {
							continue
						}
					}
					if before[w.node.Index] && dominates(g, w.node, rc.n) {
						// Made on every path to the call, in a loop around it: the next turn's effect, made
						// before that turn's call, not one this call leaves pending.
						continue
					}
					if entryFlagged(g, before, rf.writes, rc.n, w) {
						continue
					}
					if len(setBefore) > 0 && setsConstant(w) && setOnEveryPath(g, rc.n, setBefore[Text(w.node.Scope.File, w.at)]) {
						continue
					}
					if restoresSaved(g, rc.n, rf.writes, w) {
						continue
					}
					kept = append(kept, w)
				}
				writes = kept
			}
			if len(writes) > s0 {
				sc.stale = append(sc.stale, rspStale{kind: rc.kind, f: f, n: rc.n, c: rc.c, via: rc.via, viaFn: rc.viaFn, ws: rspSpan{int32(s0), int32(len(writes))}})
			}
		}
	}
	sc.writes, sc.seen = writes, seen
	if len(foreignFuncs) > 0 {
		done := map[*analysis.Call]bool{}
		for _, s := range sc.stale {
			done[s.c] = true
		}
		for _, f := range foreignFuncs {
			appendForeignStale(sc, cg, f, done, calleeReads)
		}
	}
	sc.finish(out)
	return out
}

// balanceMeasuredAcross returns the nodes of f that use a balance measured across call c at node at: f reads a
// token balance of the contract itself (t.balanceOf(address(this))) on every path to the call, outside any loop
// around it, and reads the same balance again after the call, in a node that uses the difference or a local that
// keeps it. When c goes to another contract than the measured token, that contract can re-enter and move the
// same balance in between: the re-entrant call credits it by its own measurement and the outer one counts it
// again, so state written from the difference is stale even though nothing read it before the call. (A call to
// the measured token itself hands control to no one but that token, whose hooks the trusted-target rules weigh.)
func balanceMeasuredAcross(f *analysis.Function, g *analysis.CFG, at *analysis.Node, c *analysis.Call) []*analysis.Node {
	if c.Target == nil || at.Scope == nil {
		return nil
	}
	called := Text(at.Scope.File, unwrapTypeConversions(at.Scope, c.Target))
	var after []bool
	var first []string
	var out []*analysis.Node
	for _, n := range g.Nodes {
		if n == at || !n.MakesCallsOrWrites() {
			continue
		}
		for _, b := range n.Calls() {
			if !ownBalanceRead(b) {
				continue
			}
			if after == nil {
				after = g.After(at)
			}
			t := Text(n.Scope.File, unwrapTypeConversions(n.Scope, b.Target))
			switch {
			case t == called:
			case !after[n.Index] && dominates(g, n, at):
				first = append(first, t)
			case after[n.Index] && slices.Contains(first, t):
				out = append(out, n)
				if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok {
					for _, v := range d.Vars {
						if v != nil {
							out = append(out, f.DefUse().Uses(n, v)...)
						}
					}
				}
			}
		}
	}
	return out
}

// ownBalanceRead reports whether c is t.balanceOf(address(this)) or t.balanceOf(this), an external call.
func ownBalanceRead(c *analysis.Call) bool {
	if c.Kind != analysis.CallExternal || c.Name != "balanceOf" || len(c.Args) != 1 || c.Target == nil {
		return false
	}
	a := unparen(c.Args[0])
	if conv, ok := a.(*solidity.CallExpr); ok && len(conv.Args) == 1 {
		a = unparen(conv.Args[0])
	}
	return isThis(a)
}

// entryFlagged reports whether the stale write w goes through a storage pointer (p.passed = true, with
// Proposal storage p = proposals[id]) whose entry the function flagged before the call: a guard checked a member
// of the same pointer (require(!p.executed)) and a write on every path to the call set it to a constant
// (p.executed = true). A call back for the same entry then fails the guard, and another entry's fields are not the ones left
// stale.
func entryFlagged(g *analysis.CFG, before []bool, writes []write, call *analysis.Node, w write) bool {
	sc := w.node.Scope
	ma, ok := memberAt(w.at)
	if !ok || sc == nil {
		return false
	}
	id, ok := solidity.Unparen(ma.X).(*solidity.Identifier)
	if !ok {
		return false
	}
	if sym := sc.Resolve(id); sym.Kind != analysis.SymLocal || sc.RootVar(id).Kind != analysis.SymState {
		return false
	}
	for _, f := range writes {
		if !before[f.node.Index] || f.node == call || f.node.Scope != sc || !setsConstant(f) || !dominates(g, f.node, call) {
			continue
		}
		fm, ok := memberAt(f.at)
		if !ok {
			continue
		}
		if fid, ok := solidity.Unparen(fm.X).(*solidity.Identifier); !ok || sc.Resolve(fid).Var != sc.Resolve(id).Var {
			continue
		}
		flag := []byte(id.Name + "." + fm.Member)
		for _, n := range g.Nodes {
			if n.Kind == analysis.NodeGuard && before[n.Index] && n.Scope == sc && n.Expr != nil &&
				bytes.Contains(keyText(sc.File.Src, n.Expr), flag) {
				return true
			}
		}
	}
	return false
}

// rspReentrantEdges reports, from the call graph's list of f's calls (those of its nodes, modifiers inlined),
// without visiting its graph, whether f makes a call that can re-enter (kindOf, or an internal call of a function
// that makes one, innerCalls), how many of its calls can re-enter themselves (kindOf), whether one of those
// is not a send or transfer, and whether one changes the state of another contract the unit holds
// (foreignCallee).
func rspReentrantEdges(cg *analysis.CallGraph, f *analysis.Function, inner innerCalls) (may bool, k int, unlimited, foreign bool) {
	for _, e := range cg.Out(f) {
		if e.Call == nil {
			continue
		}
		if kind, ok := kindOf(e.Call); ok {
			may = true
			k++
			unlimited = unlimited || kind != reentrancyLimited
			foreign = foreign || foreignCallee(f, e.Call)
		} else if !may && (e.Call.Kind == analysis.CallInternal || e.Call.Kind == analysis.CallLibrary) && e.Call.Callee != f {
			if inner.of(e.Call.Callee).c != nil {
				may = true
			}
		}
	}
	return may, k, unlimited, foreign
}

// calleeWrites caches Function.WrittenState, which builds a new slice on every call.
type calleeWrites map[*analysis.Function][]*analysis.StateVar

func (cw calleeWrites) of(f *analysis.Function) []*analysis.StateVar {
	vs, ok := cw[f]
	if !ok {
		vs = f.WrittenState()
		cw[f] = vs
	}
	return vs
}

// rspWritesOrEmits reports whether c is a call findReentrancySites reads writes or an event from: an internal,
// library or event call.
func rspWritesOrEmits(c *analysis.Call) bool {
	return c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary || c.Kind == analysis.CallEvent
}

// appendCallWrites appends the writes nodeWrites gives for the internal or library call c at node n: the state
// its callee writes, at the call.
func (cw calleeWrites) appendCallWrites(out []write, n *analysis.Node, c *analysis.Call) []write {
	if c.Callee != nil && c.Expr != nil {
		for _, v := range cw.of(c.Callee) {
			out = append(out, write{v: v, at: c.Expr, node: n})
		}
	}
	return out
}

// innerCalls caches, per internal function, the first call it makes that sends ether with all the gas or changes
// state in another contract (reentrancy-eth's and reentrancy-no-eth's kinds) outside a reentrancy lock: itself,
// or, failing that, through the internal and library functions it calls, a few levels deep (OpenZeppelin's
// _safeMint calls _checkOnERC721Received, which calls the receiver).
type innerCalls map[*analysis.Function]innerCall

type innerCall struct {
	c    *analysis.Call
	kind reentrancyKind
	// fn is the function that makes c.
	fn *analysis.Function
}

func (ic innerCalls) of(f *analysis.Function) innerCall { return ic.find(f, 0) }

func (ic innerCalls) find(f *analysis.Function, depth int) innerCall {
	if f == nil || f.Decl.Body == nil || f.IsConstructor() || f.IsView() {
		return innerCall{}
	}
	r, ok := ic[f]
	if ok {
		return r
	}
	if depth > 3 {
		return innerCall{} // not cached: a shallower search may go deeper from here
	}
	ic[f] = innerCall{} // a recursive call finds nothing more
	// The guards are asked for only once a call qualifies: most internal functions make none, and their
	// guards are then never built.
	var gd *analysis.Guards
	locked := func(n *analysis.Node) bool {
		if gd == nil {
			gd = f.Guards()
		}
		return gd.Locked(n)
	}
search:
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if k, ok := kindOf(c); ok && k != reentrancyLimited && !locked(n) {
				r = innerCall{c: c, kind: k, fn: f}
				break search
			}
		}
	}
	if r.c == nil {
	deeper:
		for _, n := range f.CFG().Nodes {
			for _, c := range analysis.NodeCalls(n) {
				if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != f && c.Expr != nil {
					if d := ic.find(c.Callee, depth+1); d.c != nil && !locked(n) {
						r = d
						break deeper
					}
				}
			}
		}
	}
	ic[f] = r
	return r
}

// observedState answers readVars(c)[v] (is v read anywhere in c's hierarchy) for the few variables asked about,
// without building the whole set per contract.
type observedState map[observedKey]bool

type observedKey struct {
	c *analysis.Contract
	v *analysis.StateVar
}

func (o observedState) has(c *analysis.Contract, v *analysis.StateVar) bool {
	k := observedKey{c, v}
	if r, ok := o[k]; ok {
		return r
	}
	r := false
	for _, d := range c.Derived() {
		for _, base := range d.Linearization {
			if base.ReadState()[v] {
				r = true
				break
			}
		}
		if r {
			break
		}
	}
	o[k] = r
	return r
}

// rspFlags returns buf with n false entries, reusing its array when large enough.
func rspFlags(buf []bool, n int) []bool {
	if cap(buf) < n {
		return make([]bool, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// rspZeroed returns buf with n zero entries, reusing its array when large enough.
func rspZeroed(buf []uint8, n int) []uint8 {
	if cap(buf) < n {
		return make([]uint8, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// readIn reports whether a node of g reads v. A variable f's own graph reads is read in f's contract, and so is
// observed there (observedState.has), which need then not gather what the whole hierarchy reads.
func readIn(g *analysis.CFG, v *analysis.StateVar) bool {
	for _, n := range g.Nodes {
		for _, r := range n.Reads() {
			if r.Var == v {
				return true
			}
		}
	}
	return false
}

// cfgWalk answers reachability questions on control flow graphs with buffers reused from one question to the
// next; a returned slice is valid until the next call.
type cfgWalk struct {
	seen  []bool
	stack []*analysis.Node
}

func (w *cfgWalk) reset(g *analysis.CFG) {
	if cap(w.seen) < len(g.Nodes) {
		w.seen = make([]bool, len(g.Nodes))
	} else {
		w.seen = w.seen[:len(g.Nodes)]
		clear(w.seen)
	}
	w.stack = w.stack[:0]
}

// after marks the nodes reachable from n by at least one edge, as CFG.After does.
func (w *cfgWalk) after(g *analysis.CFG, n *analysis.Node) []bool {
	w.reset(g)
	for _, s := range n.Succs {
		if !w.seen[s.Index] {
			w.seen[s.Index] = true
			w.stack = append(w.stack, s)
		}
	}
	for len(w.stack) > 0 {
		x := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		for _, s := range x.Succs {
			if !w.seen[s.Index] {
				w.seen[s.Index] = true
				w.stack = append(w.stack, s)
			}
		}
	}
	return w.seen
}

// before marks the nodes from which n can be reached, n included, as CFG.Before does.
func (w *cfgWalk) before(g *analysis.CFG, n *analysis.Node) []bool {
	w.reset(g)
	w.seen[n.Index] = true
	w.stack = append(w.stack, n)
	for len(w.stack) > 0 {
		x := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		for _, p := range x.Preds {
			if !w.seen[p.Index] {
				w.seen[p.Index] = true
				w.stack = append(w.stack, p)
			}
		}
	}
	return w.seen
}

// setOnEveryPath reports whether one of the nodes (writes made before the call node n) lies on every path from
// the entry to n and not in a loop with n.
func setOnEveryPath(g *analysis.CFG, n *analysis.Node, nodes []*analysis.Node) bool {
	if len(nodes) == 0 {
		return false
	}
	after := g.After(n)
	for _, m := range nodes {
		if after[m.Index] {
			continue // a write of an earlier turn of a loop around the call
		}
		if dominates(g, m, n) {
			return true
		}
	}
	return false
}

// setsConstant reports whether the write w is a plain assignment of a constant (flag = true, status = 2).
func setsConstant(w write) bool {
	a, ok := w.node.Own().(*solidity.AssignExpr)
	return ok && a.Op == "=" && a.LHS == w.at && isConstExpr(w.node.Scope, a.RHS)
}

// markReadsBefore marks in into the state variables the nodes marked in before (those on the way to the call at
// node at) read, themselves or through the view functions they call: a value computed by a view helper
// (pending(msg.sender)) is read as much as one computed inline, unless the function also writes the variable on
// the way to the call (writes lists its writes): the helper may then have read this execution's own update
// (a flash loan's cap on the supply it has just minted). A helper that changes state reads to update (_mint's
// balance += amount), not to decide.
func markReadsBefore(g *analysis.CFG, before []bool, at *analysis.Node, writes []write, into map[*analysis.StateVar]bool, reads calleeReadsCache) {
	var viaHelpers []*analysis.StateVar
	for _, x := range g.Nodes {
		if !before[x.Index] {
			continue
		}
		for _, r := range x.Reads() {
			into[r.Var] = true
		}
		if !x.MakesCallsOrWrites() {
			continue
		}
		for _, c := range x.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.IsView() {
				viaHelpers = append(viaHelpers, reads.of(c.Callee)...)
			}
		}
	}
	for _, v := range viaHelpers {
		if into[v] {
			continue
		}
		if !slices.ContainsFunc(writes, func(w write) bool { return w.v == v && w.node != at && before[w.node.Index] }) {
			into[v] = true
		}
	}
}

// markHelperReadsBefore marks in into the state variables that the helper fn, which makes the re-entering call
// via, reads on its way to it (the pending reward worked out from a user's entry before it is paid): checks made
// there, before the call, a re-entrant call passes again as it would checks of the entry itself.
func markHelperReadsBefore(fn *analysis.Function, via *analysis.Call, into map[*analysis.StateVar]bool) {
	g := fn.CFG()
	for _, n := range g.Nodes {
		if !slices.Contains(analysis.NodeCalls(n), via) {
			continue
		}
		before := g.Before(n)
		for _, x := range g.Nodes {
			if before[x.Index] && x != n {
				for _, r := range x.Reads() {
					into[r.Var] = true
				}
			}
		}
		return
	}
}

// restoresSaved reports whether the write w, after the call at node at, gives a state variable back the value a
// local saved from it (bytes32 before = _executionId; _executionId = …; call; _executionId = before), when the
// function set the variable on every path to the call (writes lists its writes). The variable holds, during the
// call, the value this execution chose for it, a context for the callee, and the write after restores the old
// one: nothing is left stale.
func restoresSaved(g *analysis.CFG, at *analysis.Node, writes []write, w write) bool {
	sc := w.node.Scope
	a, ok := w.node.Own().(*solidity.AssignExpr)
	if !ok || sc == nil || a.Op != "=" || a.LHS != w.at {
		return false
	}
	lhs, ok := unparen(a.LHS).(*solidity.Identifier)
	if !ok {
		return false
	}
	id, ok := unparen(a.RHS).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil || assignedIn(sc, sym.Var) {
		return false
	}
	saved, ok := unparen(sc.Init(sym.Var)).(*solidity.Identifier)
	if !ok || saved.Name != lhs.Name || sc.Resolve(saved).State != w.v {
		return false
	}
	var set []*analysis.Node
	for _, x := range writes {
		if x.v == w.v && x.node != at && x.node != w.node {
			set = append(set, x.node)
		}
	}
	return setOnEveryPath(g, at, set)
}

// afterCallSuccess is afterSuccess, also for a call that is itself the condition of a branch
// (if (!msg.sender.send(amount)) { … }): the nodes that run after the call succeeded. Nil when it cannot tell.
func afterCallSuccess(g *analysis.CFG, n *analysis.Node, c *analysis.Call) []bool {
	if s := afterSuccess(g, n, c); s != nil || n.Kind != analysis.NodeCond || len(n.Succs) != 2 || c.Expr == nil {
		return s
	}
	if c.Kind != analysis.CallLowLevel && c.Kind != analysis.CallSend {
		return nil
	}
	ok := 0 // the successor taken when the call succeeded
	switch e := unparen(n.Expr).(type) {
	case *solidity.CallExpr:
		if e != c.Expr {
			return nil
		}
	case *solidity.UnaryExpr:
		if e.Op != "!" || unparen(e.X) != solidity.Expr(c.Expr) {
			return nil
		}
		ok = 1
	default:
		return nil
	}
	seen := make([]bool, len(g.Nodes))
	stack := []*analysis.Node{n.Succs[ok]}
	seen[n.Succs[ok].Index] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range x.Succs {
			if !seen[s.Index] {
				seen[s.Index] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}
