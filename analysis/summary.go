package analysis

import (
	"math/bits"
	"sync"

	"github.com/vigilsec/vigil/solidity"
)

// summary is what callers need to know about a function, solved to a fixpoint over the internal call graph.
type summary struct {
	ret       Taint // sources the return value may come from
	external  bool  // makes an external call (itself or through internal calls)
	sends     bool  // sends ether (itself or through internal calls)
	retAccess bool  // the return value is the outcome of an access check
	checks    bool  // no normal exit is reachable without passing an access check
	// masksOK is false when the masks may not hold for the final summaries: the function has no body, or the
	// fixpoint ran out of budget before its summary settled.
	masksOK bool
	// maskAt is 1 + the position in the model's grdVars.masks of accessNode of every node of the function's
	// graph, judged without weak variables, as the round that made the summary computed them to decide
	// checks; 0 when no node checks access. weakVars and Guards start from them (Model.masksOf) instead of
	// judging every condition again. The model keeps them with the numbering of the variables, rather than
	// every summary a reference to both: there is a summary per function.
	maskAt    int32
	retParams uint64 // parameters the return value depends on
	writes    grdSet // state variables written (itself or through internal calls), numbered by grdModel.vars
	guardVars grdSet // state variables read by conditions and guards, likewise
	// retReads holds the state variables the returned values read (itself or through the functions the
	// return statements call): a condition calling the function checks them (if (_entered()) revert).
	retReads grdSet
}

// same reports whether the two summaries tell callers the same thing (masks are the function's own).
func (a *summary) same(b *summary) bool {
	return a.ret == b.ret && a.retParams == b.retParams && grdSetEq(a.writes, b.writes) && a.external == b.external &&
		a.sends == b.sends && a.retAccess == b.retAccess && a.checks == b.checks && grdSetEq(a.guardVars, b.guardVars) &&
		grdSetEq(a.retReads, b.retReads)
}

// sumTable holds a summary per function of a model, indexed by id.
type sumTable []*summary

// sumVars returns the numbering of the state variables that m's summaries share (an empty one before they are
// computed).
func (m *Model) sumVars() *grdVars {
	if m.grd.vars == nil {
		return &grdVars{}
	}
	return m.grd.vars
}

// masksOf returns the masks of s, a summary of m: nil when no node checks access.
func (m *Model) masksOf(s *summary) []uint8 {
	if s.maskAt == 0 {
		return nil
	}
	return m.grd.vars.masks[s.maskAt-1]
}

// of returns f's summary, or nil when f is nil or the table has none (a nil table has none).
func (t sumTable) of(f *Function) *summary {
	if f == nil || int(f.id) >= len(t) {
		return nil
	}
	return t[f.id]
}

// summariesFor computes every function's summary once per model.
//
// The fixpoint is a worklist over callers: a function is summarised again only when the summary of one of its
// internal callees changed. The solver's scratch buffers (sets, masks, reachability, flows) serve every round.
func (m *Model) summariesFor() sumTable {
	m.summaryOnce.Do(func() {
		all := m.AllFunctions()
		// A function without a body keeps the empty summary: its round changes nothing and requeues no one.
		// The worklist holds the others (the bodies, in the same order), and the budget is what remains of it
		// after the rounds of those without a body, which all come first in the first pass.
		fns := m.Bodies()
		// The solver's working memory comes from grdSolvers; what the summaries keep is allocated here.
		st := grdSolvers.Get().(*grdSolver)
		defer st.release()
		st.vars = new(grdVars)
		// Every function with a body is summarised at least once: one slab holds the first round's summaries,
		// and the empty summary that every function has until then, which is never written.
		slab := make([]summary, len(fns)+1)
		empty := &slab[0]
		st.slab = slab[1:]
		cur := make(sumTable, len(all))
		for i := range cur {
			cur[i] = empty
		}
		st.index = grdZeroed(st.index, len(all))
		for i, f := range fns {
			st.index[f.id] = int32(i + 1)
		}
		st.ac.sums = cur
		st.callers.reset(len(fns))
		work := calleesFirst(fns, st.index, &st.order, st.work[:0])
		queued := grdZeroed(st.queued, len(fns))
		st.queued = queued
		for i := range fns {
			queued[i] = true
		}
		// Each summary only grows, so the worklist ends; the budget bounds pathological recursion.
		st.changed = grdZeroed(st.changed, len(all))
		head := 0
		for budget := 8*(len(all)+1) - (len(all) - len(fns)); head < len(work) && budget > 0; budget-- {
			i := work[head]
			st.step++
			// The first pass (the initial worklist, every function once) lists the callers.
			st.record = head < len(fns)
			head++
			queued[i] = false
			f := fns[i]
			st.at = i
			s := st.summarize(f)
			old := cur[f.id]
			// Replace the summary even when it is the same, for its masks: the sets only grow, so equal
			// summaries are interchangeable for the callers.
			cur[f.id] = s
			if s.ret != old.ret || s.retParams != old.retParams {
				st.changed[f.id] = st.step
			}
			if s.same(old) {
				continue
			}
			// In the first pass the callers not summarised yet are missing from the list, but they are still
			// queued: the list has every caller this loop would add.
			cl := &st.callers
			for k := cl.lists[i].first; k != 0; k = cl.edges[k-1].next {
				if c := cl.edges[k-1].caller; !queued[c] {
					queued[c] = true
					work = append(work, c)
				}
			}
		}
		// The first pass summarised every function (the budget allows it), so these summaries are their own.
		for _, i := range work[head:] {
			cur[fns[i].id].masksOK = false
		}
		st.work = work
		st.vars.masks, st.kept = st.kept, nil // the model's now
		m.grd.vars = st.vars
		m.summaries = cur
		st.keepFlows()
	})
	return m.summaries
}

// keepFlows makes the flows the rounds solved the scopes' own where the final summaries would solve them
// alike: a flow reads the summaries of its scope's internal callees only for what their return values may
// hold, so one solved after the last change of those is the final flow, which Scope.Flow need not solve again.
// A later flow of a scope is true whenever an earlier one is: the scopes are taken from the last flow back.
func (st *grdSolver) keepFlows() {
	for i := len(st.made) - 1; i >= 0; i-- {
		mf := st.made[i]
		if mf.sc.flow.Load() != nil {
			continue
		}
		final := true
		for _, c := range mf.sc.calls {
			if (c.Kind == CallInternal || c.Kind == CallLibrary) && c.Callee != nil && int(c.Callee.id) < len(st.changed) &&
				st.changed[c.Callee.id] >= mf.step {
				final = false
				break
			}
		}
		if final {
			mf.sc.flow.CompareAndSwap(nil, mf.fl)
		}
	}
}

// calleesFirst appends to work the positions of fns in an order where a function comes after the functions it
// calls (but in cycles): the first pass of the fixpoint then summarises most callees before their callers, and
// few functions need a second round. index gives, by id, 1 + each function's position in fns (0 for others).
func calleesFirst(fns []*Function, index []int32, sc *grdOrder, work []int32) []int32 {
	// state: 0 not met, 1 on the stack, 2 done. The walk is iterative: call chains may be long.
	state := sc.state
	if cap(state) < len(fns) {
		state = make([]uint8, len(fns))
	}
	state = state[:len(fns)]
	clear(state)
	stack := sc.stack[:0]
	defer func() {
		clear(stack[:cap(stack)]) // the frames hold the graphs' calls
		sc.state, sc.stack = state, stack[:0]
	}()
	for i := range fns {
		if state[i] != 0 {
			continue
		}
		state[i] = 1
		stack = append(stack, grdFrame{int32(i), fns[i].CFG().calls})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if len(top.calls) == 0 {
				state[top.f] = 2
				work = append(work, top.f)
				stack = stack[:len(stack)-1]
				continue
			}
			c := top.calls[0]
			top.calls = top.calls[1:]
			if (c.Kind != CallInternal && c.Kind != CallLibrary) || c.Callee == nil {
				continue
			}
			if j := index[c.Callee.id] - 1; j >= 0 && state[j] == 0 {
				state[j] = 1
				stack = append(stack, grdFrame{j, fns[j].CFG().calls})
			}
		}
	}
	return work
}

// grdOrder is calleesFirst's working memory: the state of each function and the stack of the walk.
type grdOrder struct {
	state []uint8
	stack []grdFrame
}

// grdFrame is a function on calleesFirst's stack, with the calls it has left to follow.
type grdFrame struct {
	f     int32
	calls []*Call
}

// grdCallers lists the callers of every function (by index in the worklist's functions), each once, in the
// order they were added: for callee j, edges[lists[j].first-1], then edges[its next-1], and so on (0 ends a
// list). The fixpoint's first pass adds them while it walks each function's calls, in the functions' order.
type grdCallers struct {
	lists []grdCallerList
	edges []grdCaller
}

// grdCallerList is where a callee's callers are in grdCallers.
type grdCallerList struct {
	first, last int32 // 1 + the index of the first and last edge, 0 when there is none
	stamp       int32 // 1 + the last caller added, to add each caller once
}

// grdCaller is an edge of grdCallers.
type grdCaller struct {
	caller, next int32
}

// reset empties the lists for n callees.
func (cl *grdCallers) reset(n int) {
	if cap(cl.lists) < n {
		cl.lists = make([]grdCallerList, n)
	}
	cl.lists = cl.lists[:n]
	clear(cl.lists)
	cl.edges = cl.edges[:0]
}

// add lists caller as a caller of callee, unless it is already the last one listed.
func (cl *grdCallers) add(callee, caller int32) {
	l := &cl.lists[callee]
	if l.stamp == caller+1 {
		return
	}
	l.stamp = caller + 1
	cl.edges = append(cl.edges, grdCaller{caller: caller})
	k := int32(len(cl.edges))
	if l.last == 0 {
		l.first = k
	} else {
		cl.edges[l.last-1].next = k
	}
	l.last = k
}

// grdSolver holds what the rounds of the summary fixpoint share: the current summaries and scratch buffers
// (the fixpoint runs once per model, on one goroutine).
//
// A solver serves one model at a time and then goes back to grdSolvers with its buffers, which the next model's
// fixpoint reuses.
type grdSolver struct {
	vars  *grdVars
	index []int32 // by id, 1 + the position of each function with a body in the worklist's list, 0 for others
	// callers is filled while record is set, by the summaries of fns[at].
	callers grdCallers
	record  bool
	at      int32
	ac      accessCtx // sums: the current summaries; no weak variables while they are computed
	arena   grdSetArena
	// maskChunk is what remains of the chunk keepMasks hands out, of maskSize bytes; chunks double. kept lists
	// the masks kept, which summaries number (maskAt).
	maskChunk []uint8
	maskSize  int
	kept      [][]uint8
	slab      []summary
	flowFn    func(*Scope) *Flow // flowOf, made once
	// step counts the rounds (1 for the first); changed holds, by id, the last round that changed what a
	// function's summary tells of its return value (0: none did), and made the flows solved under the
	// summaries, with their round: keepFlows reads them.
	step    int32
	changed []int32
	made    []grdMadeFlow
	// The worklist, the functions on it, and calleesFirst's working memory.
	work   []int32
	queued []bool
	order  grdOrder
	// Scratch, reset by every summarize.
	flows          []grdScopeFlow
	writes, guards grdSet
	rets           grdSet
	masks          []uint8
	seen           []bool
	mayTrue        []*Node
}

// grdSolvers holds the solvers between models.
var grdSolvers = sync.Pool{New: func() any {
	st := new(grdSolver)
	st.flowFn = st.flowOf
	return st
}}

// release drops the solver's references to the model (the pool may keep it a while) and returns it to
// grdSolvers.
func (st *grdSolver) release() {
	clear(st.flows)
	clear(st.made)
	// The chunks of the sets' words and of the masks hold no pointers: what remains of them serves the next
	// model, rather than each model starting small chunks of its own.
	st.vars, st.slab, st.ac = nil, nil, accessCtx{}
	clear(st.kept)
	st.kept = st.kept[:0]
	st.flows, st.made = st.flows[:0], st.made[:0]
	st.step, st.record, st.at = 0, false, 0
	grdSolvers.Put(st)
}

// grdScopeFlow is a scope's data flow under the current summaries.
type grdScopeFlow struct {
	sc *Scope
	fl *Flow
}

// grdMadeFlow is a flow the fixpoint solved for a scope with internal calls, in round step.
type grdMadeFlow struct {
	sc   *Scope
	fl   *Flow
	step int32
}

// flowOf returns sc's data flow under the current summaries, computed once per summarize: a function has
// few scopes (its body and its modifiers), a short list beats a map.
func (st *grdSolver) flowOf(sc *Scope) *Flow {
	for _, x := range st.flows {
		if x.sc == sc {
			return x.fl
		}
	}
	fl := sc.flowFor(st.ac.sums)
	st.flows = append(st.flows, grdScopeFlow{sc, fl})
	if sc.callsInternal {
		st.made = append(st.made, grdMadeFlow{sc, fl, st.step})
	}
	return fl
}

// keepMasks keeps a copy of a function's masks, from chunks shared by the model's summaries (few functions check
// access, and their graphs are small), and returns its maskAt.
func (st *grdSolver) keepMasks(m []uint8) int32 {
	if len(st.maskChunk) < len(m) {
		st.maskSize = min(max(2*st.maskSize, 64), 1024)
		st.maskChunk = make([]uint8, max(len(m), st.maskSize))
	}
	out := st.maskChunk[:len(m):len(m)]
	st.maskChunk = st.maskChunk[len(m):]
	copy(out, m)
	st.kept = append(st.kept, out)
	return int32(len(st.kept))
}

// newSummary returns an empty summary, taken from a slab: a model makes few more than one per function.
func (st *grdSolver) newSummary() *summary {
	if len(st.slab) == 0 {
		st.slab = make([]summary, 16)
	}
	s := &st.slab[0]
	st.slab = st.slab[1:]
	return s
}

// summarize computes f's summary (f has a body) under the current summaries.
func (st *grdSolver) summarize(f *Function) *summary {
	s := st.newSummary()
	sums := st.ac.sums
	g := f.CFG()
	st.flows = st.flows[:0]
	writes, guards, rets := st.writes[:0], st.guards[:0], st.rets[:0]
	// The access masks are judged in the same pass (see grdMasksInto): only conditions and calling statements
	// may check.
	masks := st.masks
	if cap(masks) < len(g.Nodes) {
		masks = make([]uint8, len(g.Nodes))
	}
	masks = masks[:len(g.Nodes)]
	clear(masks)
	checked := false
	// The returns that may give true, of a function returning one bool: past an access check, every one makes
	// the result the outcome of that check (Parity's confirmAndCheck).
	boolRet := grdBoolResult(f)
	mayTrue := st.mayTrue[:0]
	for _, n := range g.Nodes {
		kind := n.Kind
		if kind == NodeGuard || kind == NodeCond || (kind == NodeStmt && n.facts&cfgaCallBits != 0) {
			if m := accessNode(n, &st.ac, st.flowFn); m != 0 {
				masks[n.Index], checked = m, true
			}
		}
		if !n.hasOwn() {
			continue
		}
		sc := n.Scope
		for _, w := range n.Writes() {
			grdAdd(&writes, st.vars.index(w.Var))
		}
		cond := kind == NodeGuard || kind == NodeCond
		rs, ret := n.Stmt.(*solidity.ReturnStatement)
		ret = ret && sc.Function == f
		if cond || ret {
			for _, r := range n.Reads() {
				if cond {
					grdAdd(&guards, st.vars.index(r.Var))
				}
				if ret {
					grdAdd(&rets, st.vars.index(r.Var))
				}
			}
		}
		for _, c := range n.Calls() {
			if c.IsExternal() {
				s.external = true
			}
			if c.SendsEther() {
				s.sends = true
			}
			if c.Kind == CallInternal || c.Kind == CallLibrary {
				if st.record && c.Callee != nil {
					if j := st.index[c.Callee.id] - 1; j >= 0 {
						st.callers.add(j, st.at)
					}
				}
				if cs := sums.of(c.Callee); cs != nil {
					grdUnion(&writes, cs.writes)
					grdUnion(&guards, cs.guardVars)
					if cond {
						grdUnion(&guards, cs.retReads)
					}
					if ret {
						grdUnion(&rets, cs.retReads)
					}
					s.external = s.external || cs.external
					s.sends = s.sends || cs.sends
				}
			}
		}
		if ret && rs.Value != nil {
			fl := st.flowOf(sc)
			tv := fl.val(rs.Value)
			s.ret |= tv.t
			s.retParams |= tv.params
			if isAccessCheck(sc, &grdFlow{fl: fl}, rs.Value, true, &st.ac) {
				s.retAccess = true
			}
		}
		if ret && boolRet && !grdFalseResult(rs) {
			mayTrue = append(mayTrue, n)
		}
	}
	st.writes, st.guards, st.rets = writes, guards, rets
	s.writes = st.arena.keep(writes)
	s.guardVars = st.arena.keep(guards)
	s.retReads = st.arena.keep(rets)
	// Named return variables.
	sc := f.Scope()
	for _, r := range f.Decl.Returns {
		if r != nil && r.Name != "" {
			tv := st.flowOf(sc).local(r)
			s.ret |= tv.t
			s.retParams |= tv.params
		}
	}
	st.masks = masks
	if !checked {
		masks = nil
	} else {
		s.maskAt = st.keepMasks(masks)
	}
	s.masksOK = true
	// Without checks, in a graph without orphans, the exit is reachable when it has a predecessor: no walk
	// is needed to tell that no check stands on every path.
	if masks != nil || g.orphans {
		st.seen = grdZeroed(st.seen, len(g.Nodes))
		open := grdOpenInto(g, masks, st.seen)
		s.checks = !open[g.Exit.Index] && len(g.Exit.Preds) > 0
		if masks != nil && len(mayTrue) > 0 && !s.retAccess {
			s.retAccess = true
			for _, n := range mayTrue {
				if open[n.Index] {
					s.retAccess = false
					break
				}
			}
		}
	}
	clear(mayTrue)
	st.mayTrue = mayTrue[:0]
	return s
}

// NodeCalls returns the calls a node makes itself (not those of nested statements), in source order.
func NodeCalls(n *Node) []*Call { return n.Calls() }

// facts computes every node's calls, state reads and state writes, each node in one walk of its own
// expression, and sets the nodes' flags of them (Node.facts). The lists of all nodes share the graph's arrays,
// which factStart delimits: most are empty or short. They are gathered in scratch arrays and then kept as
// keepFacts tells; the starts are pieces of shared chunks (grdStarts).
func (g *CFG) facts(body *Scope) {
	scratch := cfgaFactBufs.Get().(*cfgaFactScratch)
	var (
		calls  = scratch.calls[:0]
		reads  = scratch.reads[:0]
		writes = scratch.writes[:0]
		sites  = scratch.sites[:0]
		sc     *Scope
		// starts is made at the first node with syntax of its own: the offsets before it are all zero, and a
		// graph without such a node (a function without a body) needs none of its own.
		starts []cfgaFactStart
		// cursor is where the last selection of cursorScope's factNodes ended.
		cursorScope *Scope
		cursor      int
	)
	// One walk gathers the writes (as Scope.StateWrites would), the calls and the reads (as Scope.readOf tells
	// them, in the same type switch).
	visit := func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.Identifier:
			if sym := sc.symOf(x); sym.Kind == SymState {
				reads = append(reads, StateAccess{Var: sym.State, At: x})
			}
		case *solidity.MemberAccess:
			// SlotAccess finds a variable only in a StorageSlot's .value or, in a body with storage pointers,
			// a field of namespaced storage: most member accesses are neither, and are not asked.
			if x.Member != "value" && !sc.pointers {
				break
			}
			if v := sc.SlotAccess(x); v != nil {
				reads = append(reads, StateAccess{Var: v, At: x})
			}
		case *solidity.CallExpr:
			// A transient load or store, a push or a pop is a call of a member: the other calls (most) are
			// not asked about them.
			if ma, ok := x.Fun.(*solidity.MemberAccess); ok {
				if ma.Member == "tload" {
					if v, write := sc.transientAccess(x); !write && v != nil {
						reads = append(reads, StateAccess{Var: v, At: x})
					}
				}
				writes = sc.appendWrites(writes, x)
			}
			if c := sc.CallOf(x); c != nil {
				calls = append(calls, c)
			}
		case *solidity.AssignExpr:
			writes = sc.appendWrites(writes, x)
			sites = append(sites, x)
		case *solidity.UnaryExpr:
			writes = sc.appendWrites(writes, x)
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				sites = append(sites, x)
			}
		}
		return true
	}
	for i, n := range g.Nodes {
		// Every node has its callLo, which tells where the calls of the node before it end (Node.Calls).
		n.callLo = int32(len(calls))
		if !n.hasOwn() || n.Scope == nil {
			if starts != nil {
				starts[i] = cfgaFactStart{writes: int32(len(writes)), reads: int32(len(reads)), sites: int32(len(sites))}
			}
			continue
		}
		if starts == nil {
			starts = grdStarts(len(g.Nodes) + 1)
		}
		from := cfgaFactStart{writes: int32(len(writes)), reads: int32(len(reads)), sites: int32(len(sites))}
		starts[i] = from
		sc = n.Scope
		switch {
		case n.Expr == nil:
			// The node's own syntax is an assembly block.
			as := n.Stmt.(*solidity.AssemblyStatement)
			r := as.Range()
			for _, c := range sc.calls {
				if c.Yul != nil && r.Contains(c.Yul.Range().Start) {
					calls = append(calls, c)
				}
			}
			solidity.Preorder(as, visit)
		case sc.factWalk:
			solidity.Preorder(n.Own(), visit)
		default:
			// The body's factNodes from own's start to its end are those a walk of own would meet, in its
			// order: they are in pre-order by offset, and each starts at a token of its own. The graph's nodes
			// mostly come in source order: the search goes on from the last node's end while that is not past
			// own's start.
			var nodes []cfgaFactNode
			if sc.factNodes != nil {
				nodes = sc.factNodes.nodes
			}
			start, end := exprOffsets(n.Expr)
			i := 0
			if sc == cursorScope && (cursor == 0 || nodes[cursor-1].off < start) {
				i = cursor
			} else {
				for hi := len(nodes); i < hi; {
					m := int(uint(i+hi) >> 1)
					if nodes[m].off < start {
						i = m + 1
					} else {
						hi = m
					}
				}
			}
			for ; i < len(nodes) && nodes[i].off < start; i++ {
			}
			for ; i < len(nodes) && nodes[i].off < end; i++ {
				visit(nodes[i].n)
			}
			cursorScope, cursor = sc, i
		}
		// The node's flags, which the nodes without syntax of their own leave zero.
		if k := int32(len(calls)) - n.callLo; k > 0 {
			n.facts = uint8(min(k, cfgaManyCalls))
		}
		if int32(len(writes)) > from.writes {
			n.facts |= cfgaHasWrites
		}
		if int32(len(reads)) > from.reads {
			n.facts |= cfgaHasReads
		}
	}
	switch {
	case starts != nil:
		starts[len(g.Nodes)] = cfgaFactStart{writes: int32(len(writes)), reads: int32(len(reads)), sites: int32(len(sites))}
	case len(g.Nodes) < len(cfgaNoFacts):
		starts = cfgaNoFacts[: len(g.Nodes)+1 : len(g.Nodes)+1]
	default:
		starts = grdStarts(len(g.Nodes) + 1)
	}
	g.factStart = starts
	g.keepFacts(body, calls, reads, writes, sites)
	scratch.put(calls, reads, writes, sites)
}

// exprOffsets returns the offsets of e's start and end. A switch on the kinds a node's expression mostly has
// reads them from e, where the dynamic call of Range would copy the whole range.
func exprOffsets(e solidity.Expr) (start, end int) {
	switch e := e.(type) {
	case *solidity.BinaryExpr:
		return e.Span.Start.Offset, e.Span.End.Offset
	case *solidity.AssignExpr:
		return e.Span.Start.Offset, e.Span.End.Offset
	case *solidity.CallExpr:
		return e.Span.Start.Offset, e.Span.End.Offset
	case *solidity.UnaryExpr:
		return e.Span.Start.Offset, e.Span.End.Offset
	}
	r := e.Range()
	return r.Start.Offset, r.End.Offset
}

// cfgaNoFacts is the factStart of the graphs without a node of syntax of its own, all zero, which they share (it
// is only read).
var cfgaNoFacts [64]cfgaFactStart

// WrittenState lists the state variables of f's contract that f writes, itself or through the internal
// functions it calls, in declaration order.
func (f *Function) WrittenState() []*StateVar {
	s := f.model.summariesFor().of(f)
	if s == nil || len(s.writes) == 0 || f.Contract == nil {
		return nil
	}
	// The set's size bounds the list's: one allocation holds it.
	n := 0
	for _, w := range s.writes {
		n += bits.OnesCount64(w)
	}
	out := make([]*StateVar, 0, n)
	vars := f.model.grd.vars
	for _, v := range f.Contract.StateVars {
		if i, ok := vars.pos(v); ok && s.writes.has(i) {
			out = append(out, v)
		}
	}
	// Then the storage reached by slot, in the order the model met it, which is the order of the numbers.
	for wi, w := range s.writes {
		for ; w != 0; w &= w - 1 {
			if v := vars.list[wi<<6+bits.TrailingZeros64(w)]; v.Slot {
				out = append(out, v)
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// ChecksCaller reports whether no normal exit of f is reachable without passing a comparison of the caller with
// stored or constant state, trusting even state that any caller can set (which Guards does not): f checks
// who calls it, whoever may have become the privileged account.
func (f *Function) ChecksCaller() bool {
	s := f.model.summariesFor().of(f)
	return s != nil && s.checks
}

// AnswersAccess reports whether f's result is the outcome of a comparison of the caller with stored or constant
// state (a return value is one, or every return that may give true lies past one), trusting even state that any
// caller can set: a condition calling it checks who calls.
func (f *Function) AnswersAccess() bool {
	s := f.model.summariesFor().of(f)
	return s != nil && s.retAccess
}

// CheckedState reports whether f's conditions and guards read v, itself or through the internal functions it
// calls (and the values those return into a condition): whether f decides anything on v.
func (f *Function) CheckedState(v *StateVar) bool {
	s := f.model.summariesFor().of(f)
	if s == nil || len(s.guardVars) == 0 {
		return false
	}
	i, ok := f.model.grd.vars.pos(v)
	return ok && s.guardVars.has(i)
}
