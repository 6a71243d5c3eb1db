package analysis

import (
	"github.com/vigilsec/vigil/solidity"
)

// summary is what callers need to know about a function, solved to a fixpoint over the internal call graph.
type summary struct {
	ret       Taint              // sources the return value may come from
	retParams uint64             // parameters the return value depends on
	writes    map[*StateVar]bool // nil when empty, like guardVars
	external  bool               // makes an external call (itself or through internal calls)
	sends     bool               // sends ether (itself or through internal calls)
	retAccess bool               // the return value is the outcome of an access check
	checks    bool               // no normal exit is reachable without passing an access check
	guardVars map[*StateVar]bool
}

func (a *summary) same(b *summary) bool {
	return a.ret == b.ret && a.retParams == b.retParams && len(a.writes) == len(b.writes) && a.external == b.external &&
		a.sends == b.sends && a.retAccess == b.retAccess && a.checks == b.checks && len(a.guardVars) == len(b.guardVars)
}

// summariesFor computes every function's summary once per model.
func (m *Model) summariesFor() map[*Function]*summary {
	m.summaryOnce.Do(func() {
		fns := m.AllFunctions()
		cur := make(map[*Function]*summary, len(fns))
		for _, f := range fns {
			cur[f] = &summary{}
		}
		// Callers of each function, to recompute only what a changed summary can affect.
		callers := map[*Function][]*Function{}
		for _, f := range fns {
			if f.Decl.Body == nil {
				continue
			}
			seen := map[*Function]bool{}
			for _, n := range f.CFG().Nodes {
				for _, c := range n.Calls() {
					if c.Callee != nil && (c.Kind == CallInternal || c.Kind == CallLibrary) && !seen[c.Callee] {
						seen[c.Callee] = true
						callers[c.Callee] = append(callers[c.Callee], f)
					}
				}
			}
		}
		work := append([]*Function(nil), fns...)
		queued := make(map[*Function]bool, len(fns))
		for _, f := range fns {
			queued[f] = true
		}
		// Each summary only grows, so the worklist ends; the budget bounds pathological recursion.
		for budget := 8 * (len(fns) + 1); len(work) > 0 && budget > 0; budget-- {
			f := work[0]
			work = work[1:]
			queued[f] = false
			s := m.summarize(f, cur)
			if s.same(cur[f]) {
				continue
			}
			cur[f] = s
			for _, c := range callers[f] {
				if !queued[c] {
					queued[c] = true
					work = append(work, c)
				}
			}
		}
		m.summaries = cur
	})
	return m.summaries
}

func (m *Model) summarize(f *Function, sums map[*Function]*summary) *summary {
	s := &summary{}
	if f.Decl.Body == nil {
		return s
	}
	g := f.CFG()
	ac := &accessCtx{sums: sums}
	flows := map[*Scope]*Flow{}
	flowOf := func(sc *Scope) *Flow {
		if fl := flows[sc]; fl != nil {
			return fl
		}
		fl := sc.flowFor(sums)
		flows[sc] = fl
		return fl
	}
	for _, n := range g.Nodes {
		own := n.Own()
		if own == nil {
			continue
		}
		sc := n.Scope
		for _, w := range n.Writes() {
			s.writes = addVar(s.writes, w.Var)
		}
		if n.Kind == NodeGuard || n.Kind == NodeCond {
			for _, r := range n.Reads() {
				s.guardVars = addVar(s.guardVars, r.Var)
			}
		}
		for _, c := range NodeCalls(n) {
			if c.IsExternal() {
				s.external = true
			}
			if c.SendsEther() {
				s.sends = true
			}
			if c.Kind == CallInternal || c.Kind == CallLibrary {
				if cs := sums[c.Callee]; cs != nil {
					for v := range cs.writes {
						s.writes = addVar(s.writes, v)
					}
					for v := range cs.guardVars {
						s.guardVars = addVar(s.guardVars, v)
					}
					s.external = s.external || cs.external
					s.sends = s.sends || cs.sends
				}
			}
		}
		if rs, ok := n.Stmt.(*solidity.ReturnStatement); ok && rs.Value != nil && sc.Function == f {
			fl := flowOf(sc)
			tv := fl.val(rs.Value)
			s.ret |= tv.t
			s.retParams |= tv.params
			if isAccessCheck(sc, fl, rs.Value, true, ac) {
				s.retAccess = true
			}
		}
	}
	// Named return variables.
	sc := f.Scope()
	for _, r := range f.Decl.Returns {
		if r != nil && r.Name != "" {
			tv := flowOf(sc).locals[r]
			s.ret |= tv.t
			s.retParams |= tv.params
		}
	}
	open := accessOpen(g, ac, flowOf)
	s.checks = !open[g.Exit.Index] && len(g.Exit.Preds) > 0
	return s
}

// addVar adds v to the set, making the set on first use.
func addVar(set map[*StateVar]bool, v *StateVar) map[*StateVar]bool {
	if set == nil {
		set = map[*StateVar]bool{}
	}
	set[v] = true
	return set
}

// NodeCalls returns the calls a node makes itself (not those of nested statements), in source order.
func NodeCalls(n *Node) []*Call { return n.Calls() }

// facts computes every node's calls, state reads and state writes, each node in one walk of its own
// expression. The lists of all nodes share the graph's arrays, which factStart delimits: most are empty or short.
// They are gathered in scratch arrays and then copied into arrays of their exact size.
func (g *CFG) facts() {
	scratch := cfgaFactBufs.Get().(*cfgaFactScratch)
	var (
		calls  = scratch.calls[:0]
		reads  = scratch.reads[:0]
		writes = scratch.writes[:0]
		sites  = scratch.sites[:0]
		sc     *Scope
		starts = make([]cfgaFactStart, len(g.Nodes)+1)
	)
	// One walk gathers the writes (as Scope.StateWrites would), the calls and the reads.
	visit := func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.CallExpr:
			writes = sc.appendWrites(writes, x)
			if c := sc.CallOf(x); c != nil {
				calls = append(calls, c)
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == SymState {
				reads = append(reads, StateAccess{Var: sym.State, At: x})
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
		starts[i] = cfgaFactStart{calls: int32(len(calls)), writes: int32(len(writes)), reads: int32(len(reads)), sites: int32(len(sites))}
		own := n.Own()
		if own == nil || n.Scope == nil {
			continue
		}
		sc = n.Scope
		if as, ok := own.(*solidity.AssemblyStatement); ok {
			r := as.Range()
			for _, c := range sc.calls {
				if c.Yul != nil && r.Contains(c.Yul.Range().Start) {
					calls = append(calls, c)
				}
			}
		}
		solidity.Preorder(own, visit)
	}
	starts[len(g.Nodes)] = cfgaFactStart{calls: int32(len(calls)), writes: int32(len(writes)), reads: int32(len(reads)), sites: int32(len(sites))}
	g.reads, g.writes = cfgaCloneAccesses(reads, writes)
	g.calls, g.sites, g.factStart = cfgaClone(calls), cfgaClone(sites), starts
	scratch.put(calls, reads, writes, sites)
}

// WrittenState lists the state variables of f's contract that f writes, itself or through the internal
// functions it calls, in declaration order.
func (f *Function) WrittenState() []*StateVar {
	s := f.model.summariesFor()[f]
	if s == nil || len(s.writes) == 0 || f.Contract == nil {
		return nil
	}
	var out []*StateVar
	for _, v := range f.Contract.StateVars {
		if s.writes[v] {
			out = append(out, v)
		}
	}
	return out
}
