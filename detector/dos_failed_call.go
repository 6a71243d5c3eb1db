package detector

import (
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DoSFailedCall reports payments whose failure reverts a whole batch, or blocks whoever comes next.
var DoSFailedCall = &Detector{
	ID:    "dos-failed-call",
	Title: "Denial of service by a failing call",
	Description: "A call that reverts the transaction when it fails (transfer, require(send), a checked call, an " +
		"external call) is made to a different receiver on each iteration of a loop, or refunds the previous " +
		"holder of a position before the caller takes it. One receiver that rejects the payment makes the whole " +
		"function fail for everyone. Likewise a call whose failure is ignored, but which forwards all the gas " +
		"left to an address any caller can set, lets that address burn the gas and make the rest of the " +
		"function (a payment to someone else) fail, unless the caller brings far more gas (this one is low).",
	Exploit: "The attacker becomes a recipient (or the current leader) with a contract whose fallback reverts. " +
		"Every later payout loop or bid reverts, funds stay locked and the attacker keeps the position.",
	Recommendation: "Pay with the withdrawal pattern: record what each receiver is owed and let them pull it; " +
		"never let one receiver's failure revert a payment to others, and cap the gas a call to an untrusted " +
		"address may use.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-113",
	CWE:        "CWE-703",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runDoSFailedCall,
}

func runDoSFailedCall(p *Pass) error {
	facts := functionFacts(p.Model)
	reportHelperRefunds(p, facts)
	loops := newBodyLoops(p.Model)
	// What each loop assigns, computed once per loop rather than once per call in it.
	assigned := map[scopedLoop]map[*solidity.VariableDeclaration]bool{}
	var stores []callerStore // appendCallerStores' list, for one function at a time
	for _, fx := range facts {
		f := fx.fn
		if len(fx.calls) == 0 || fx.view {
			continue
		}
		senderWrites := stores[:0]
		storesKnown := false
		for _, s := range fx.calls {
			n, c := s.node, s.call
			if fx.entry && c.Kind == analysis.CallLowLevel && c.Gas == nil {
				reportGasGrief(p, f, n, c)
			}
			if c.Target == nil || !revertsOnFailure(n, c) {
				continue
			}
			sc := n.Scope
			if loop, ok := loops.loopOf(sc, n.Own()); ok {
				key := scopedLoop{sc, loop}
				vars, ok := assigned[key]
				if !ok {
					vars = loopAssigned(sc, loop)
					assigned[key] = vars
				}
				if takesCallerTokens(sc, c) {
					continue // transferFrom(msg.sender, ...) fails for the caller's own allowance or balance
				}
				if paysOneFromGuardedTokens(p.Model, sc, c, vars) || callsGuardedContract(p.Model, sc, c) {
					continue // the callees are a set only deployment and guarded code choose
				}
				receiver, hook := c.Target, hookedReceiver(c)
				if hook != nil {
					receiver = hook
				}
				tokenTo := tokenReceiver(c)
				if tokenTo != nil && !variesIn(sc, c.Target, vars) {
					receiver = tokenTo
				} else {
					tokenTo = nil
				}
				if !variesIn(sc, receiver, vars) {
					continue
				}
				if fx.entry && sc == f.Scope() {
					// Receivers the caller picks itself (a multicall, listings it chooses to buy) fail only
					// for that caller, who can leave the failing one out; the harm is a loop over receivers
					// others registered.
					if sc.Flow().Taint(receiver).Has(analysis.TaintParam|analysis.TaintData) && !walksStoredList(sc, f.CFG(), receiver, vars) && !walksCallersChain(sc, receiver, loop) {
						continue
					}
				}
				if !fx.entry && sc == f.Scope() && receiversFromCallers(p.Model, f, sc.Flow().Params(receiver)) {
					continue // the same, through an internal helper (a router's _swap over the caller's path)
				}
				conf := vigil.Confidence("")
				if c.Kind == analysis.CallExternal && hook == nil {
					// A token or hook call per receiver: it fails only if the receiver can make it fail.
					conf = vigil.ConfidenceMedium
				}
				msg := funcLabel(f) + " calls " + Text(sc.File, c.Target) + " inside a loop and reverts if it fails, so one failing receiver blocks every other"
				if tokenTo != nil {
					// Only a token that refuses some receivers (USDC's and USDT's blocklists) fails here.
					conf = vigil.ConfidenceLow
					msg = funcLabel(f) + " transfers " + Text(sc.File, c.Target) + " to " + Text(sc.File, tokenTo) + " inside a loop and reverts if it fails: a receiver the token refuses (a blocklisted address) blocks every other"
				}
				if hook != nil {
					msg = funcLabel(f) + " sends " + Text(sc.File, hook) + " a token with " + c.Name + " inside a loop: the token calls the receiver's hook, which can revert and block every other receiver"
				}
				p.Report(Report{Function: f, File: sc.File, At: c.Expr, Confidence: conf, Message: msg})
				continue
			}
			// A refund to the previous holder of a position the caller now takes.
			tokenTo := tokenReceiver(c)
			if !fx.entry || (!c.SendsEther() && tokenTo == nil) {
				continue
			}
			to := c.Target
			if !c.SendsEther() {
				to = tokenTo // token.transfer(highestBidder, highestBid)
			}
			v, snap := heldPosition(sc, to) // payable(king), or a copy of auctions[id].bidder taken before
			if v == nil {
				continue
			}
			if !storesKnown {
				senderWrites, storesKnown = appendCallerStores(senderWrites, f), true
				stores = senderWrites
			}
			if w, ok := positionTaken(sc, senderWrites, v, snap); ok && sameFieldTaken(to, w) {
				r := Report{Function: f, File: sc.File, At: c.Expr,
					Message: funcLabel(f) + " pays the previous " + heldName(sc, v, snap) + " before replacing it with the caller, and reverts if that payment fails: a receiver that rejects ether blocks everyone after it",
					Related: []Related{{File: f.File, At: w, Message: "the caller takes the position here"}}}
				if !c.SendsEther() {
					// Only a token that refuses some receivers (a blocklist, a receive hook) fails here.
					r.Confidence = vigil.ConfidenceLow
					r.Message = funcLabel(f) + " refunds the previous " + heldName(sc, v, snap) + " in " + Text(sc.File, c.Target) + " before replacing it with the caller, and reverts if that transfer fails: a receiver the token refuses (a blocklisted address) blocks everyone after it"
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// reportGasGrief reports a call at node n of the public function f whose failure is let through, but which
// forwards all the gas left to an address any caller can set: the callee can burn it (an endless loop, an
// invalid opcode, a huge return), and what f must do after the call (pay someone else) then fails, unless the
// caller brings 64 times the gas it needs.
func reportGasGrief(p *Pass, f *analysis.Function, n *analysis.Node, c *analysis.Call) {
	if c.Kind != analysis.CallLowLevel || c.Name != "call" || c.Gas != nil || c.Target == nil || f.Contract == nil {
		return
	}
	sc := n.Scope
	v := stateVarOf(sc, unwrapConversion(c.Target))
	if v == nil {
		return
	}
	w, ok := openSetterIn(p.Model, f.Contract, v, f)
	if !ok || revertsOnFailure(n, c) {
		return // a failure that reverts is the other kind of denial of service
	}
	g := f.CFG()
	after := g.After(n)
	src := f.File.Src
	for _, m := range g.Nodes {
		if !after[m.Index] || m == n {
			continue
		}
		for _, d := range m.Calls() {
			if !d.SendsEther() || d.Target == nil || sameKey(keyText(src, d.Target), keyText(src, c.Target)) {
				continue
			}
			// Low: a caller who brings 64 times the gas the rest needs gets through (63/64 of it goes to the
			// callee), unless the callee returns more data than any gas can copy.
			p.Report(Report{Function: f, File: sc.File, At: c.Expr, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceMedium,
				Message: funcLabel(f) + " forwards all its gas to " + Text(sc.File, c.Target) + ", which any caller can set: its code can burn the gas (or return more data than can be copied), and " +
					Text(m.Scope.File, d.Expr) + " after the call then fails unless the caller brings 64 times the gas it needs",
				Related: []Related{{File: m.Scope.File, At: d.Expr, Message: "the payment that runs out of gas"}, {File: w.node.Scope.File, At: w.at, Message: "set here by any caller"}}})
			return
		}
	}
}

// walksStoredList reports whether the receiver e is an entry of a stored list that the loop walks by its own
// counter (holders[number][i], tickets[i].bettor), or by indexes the caller must give for every entry: the caller
// may pick the list, or the order, but not which of its entries, registered by others, are paid, so it cannot
// leave a failing one out.
func walksStoredList(sc *analysis.Scope, g *analysis.CFG, e solidity.Expr, vars map[*solidity.VariableDeclaration]bool) bool {
	e = stripMembers(unwrapConversion(e))
	if id, ok := unparen(e).(*solidity.Identifier); ok {
		// A storage pointer to the entry (Bid storage b = bids[order[i]]; b.bidder): the entry it points at.
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
			if init := pointerInit(sc, sym.Var); init != nil {
				e = stripMembers(init)
			}
		}
	}
	ix, ok := unparen(e).(*solidity.IndexAccess)
	if !ok || ix.X == nil || ix.Index == nil || !variesIn(sc, ix.Index, vars) {
		return false
	}
	if sc.Flow().Taint(ix.Index).Has(analysis.TaintParam|analysis.TaintData) && !indexesEveryEntry(sc, g, ix) {
		return false // ids[i]: the caller lists the entries itself
	}
	root := sc.RootVar(ix.X)
	return root.Kind == analysis.SymState && callersListed(sc.Model)[root.State]
}

// stripMembers returns e without the member accesses on top of it (bids[k].bidder.addr: bids[k]).
func stripMembers(e solidity.Expr) solidity.Expr {
	for {
		m, ok := unparen(e).(*solidity.MemberAccess)
		if !ok {
			return e
		}
		e = m.X
	}
}

// indexesEveryEntry reports whether the index of the entry ix reads the caller's array of indexes
// (bids[order[i]]) and a check of the body requires that array to be as long as the list itself
// (require(order.length == bids.length)): the caller orders the entries but must name one for each, so it
// cannot leave a failing receiver out.
func indexesEveryEntry(sc *analysis.Scope, g *analysis.CFG, ix *solidity.IndexAccess) bool {
	in, ok := unparen(ix.Index).(*solidity.IndexAccess)
	if !ok || in.X == nil {
		return false
	}
	arr, list := sc.RootVar(in.X), sc.RootVar(ix.X)
	if arr.Kind != analysis.SymParam && arr.Kind != analysis.SymLocal || list.Kind != analysis.SymState {
		return false
	}
	lengthOf := func(x solidity.Expr) analysis.Symbol {
		m, ok := unparen(x).(*solidity.MemberAccess)
		if !ok || m.Member != "length" {
			return analysis.Symbol{}
		}
		return sc.RootVar(m.X)
	}
	found := false
	for _, n := range g.Nodes {
		if found || n.Kind != analysis.NodeGuard || n.Scope != sc || n.Expr == nil {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if found || !ok || b.Op != "==" {
				return !found
			}
			l, r := lengthOf(b.X), lengthOf(b.Y)
			found = sameSymbol(l, arr) && sameSymbol(r, list) || sameSymbol(l, list) && sameSymbol(r, arr)
			return !found
		})
	}
	return found
}

// sameSymbol reports whether a and b are the same variable.
func sameSymbol(a, b analysis.Symbol) bool {
	return a.Kind != analysis.SymUnknown && a.Kind == b.Kind && a.Var == b.Var && a.State == b.State
}

// walksCallersChain reports whether the receiver e is a cursor the loop moves along a chain stored in a mapping
// (up = sponsor[up], cur = nodes[cur].next) whose links callers write for themselves (sponsor[msg.sender] =
// referrer): the caller picks where the walk starts, but the links after it are others', so it cannot leave a
// failing one out.
func walksCallersChain(sc *analysis.Scope, e solidity.Expr, loop solidity.Range) bool {
	id, ok := unparen(unwrapConversion(e)).(*solidity.Identifier)
	if !ok {
		return false
	}
	cursor := sc.Resolve(id).Var
	if cursor == nil || sc.Body() == nil {
		return false
	}
	var chain *analysis.StateVar
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if chain != nil || !ok || a.Op != "=" || !loop.Contains(a.Range().Start) || sc.RootVar(a.LHS).Var != cursor {
			return chain == nil
		}
		rhs := unparen(unwrapConversion(a.RHS))
		if ma, ok := rhs.(*solidity.MemberAccess); ok {
			rhs = unparen(ma.X)
		}
		ix, ok := rhs.(*solidity.IndexAccess)
		if !ok || ix.Index == nil {
			return true
		}
		if k, ok := unparen(ix.Index).(*solidity.Identifier); ok && sc.Resolve(k).Var == cursor {
			if t := sc.TypeOf(ix.X); t != nil && t.Kind == analysis.TypeMapping {
				chain = stateVarOf(sc, ix.X)
			}
		}
		return chain == nil
	})
	if chain == nil || chain.Contract == nil {
		return false
	}
	for f := range chain.Contract.HierarchyBodies() {
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		for _, n := range g.Nodes {
			for _, w := range n.Writes() {
				if w.Var != chain || n.Scope == nil {
					continue
				}
				at, ok := w.At.(solidity.Expr)
				if !ok {
					continue
				}
				if ma, ok := unparen(at).(*solidity.MemberAccess); ok {
					at = ma.X
				}
				if ix, ok := unparen(at).(*solidity.IndexAccess); ok && ix.Index != nil && n.Scope.Flow().Taint(ix.Index).Has(analysis.TaintSender) {
					return true
				}
			}
		}
	}
	return false
}

// callersListedSlot holds callersListed's answer in the model's memo.
var callersListedSlot = analysis.NewMemoSlot()

// callersListed returns the state arrays (or mappings of arrays) to which a function pushes its caller's address
// (holders[number].push(msg.sender)): lists whose entries others register, one each.
func callersListed(m *analysis.Model) map[*analysis.StateVar]bool {
	return m.MemoSlot(callersListedSlot, func() any {
		out := map[*analysis.StateVar]bool{}
		for _, fx := range functionFacts(m) {
			for _, n := range fx.writers {
				own := n.Own()
				if own == nil || n.Scope == nil {
					continue
				}
				sc := n.Scope
				solidity.Preorder(own, func(x solidity.Node) bool {
					c, ok := x.(*solidity.CallExpr)
					if !ok || len(c.Args) != 1 {
						return true
					}
					if ma, ok := c.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" {
						if v := stateVarOf(sc, ma.X); v != nil && sc.Flow().Taint(c.Args[0]).Has(analysis.TaintSender|analysis.TaintOrigin) {
							out[v] = true
						}
					}
					return true
				})
			}
		}
		return out
	}).(map[*analysis.StateVar]bool)
}

// scopedLoop identifies a loop of a body.
type scopedLoop struct {
	sc   *analysis.Scope
	loop solidity.Range
}

// revertsOnFailure reports whether a failure of call c at node n reverts the transaction: transfer and
// external calls revert by themselves; send and low-level calls when their result is required.
func revertsOnFailure(n *analysis.Node, c *analysis.Call) bool {
	switch c.Kind {
	case analysis.CallTransfer:
		return true
	case analysis.CallExternal:
		return c.Callee == nil || !c.Callee.IsView()
	case analysis.CallSend, analysis.CallLowLevel:
		if c.Kind == analysis.CallLowLevel && c.Name != "call" {
			return false
		}
		if n.Kind == analysis.NodeGuard && n.Expr != nil && contains(n.Expr, c.Expr) {
			return true
		}
		// The success flag kept in a local and required later.
		flag := successFlag(n, c)
		if flag == nil {
			return false
		}
		return laterGuardNames(n, flag)
	}
	return false
}

// successFlag returns the local that keeps the success flag of call c at node n, or nil.
func successFlag(n *analysis.Node, c *analysis.Call) *solidity.VariableDeclaration {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if len(st.Vars) > 0 && st.Vars[0] != nil && contains(st.Value, c.Expr) {
			return st.Vars[0]
		}
	case *solidity.ExpressionStatement:
		if a, ok := unparen(st.X).(*solidity.AssignExpr); ok && contains(a.RHS, c.Expr) {
			if vs := lhsVars(n.Scope, a.LHS); len(vs) > 0 {
				return vs[0]
			}
		}
	}
	return nil
}

// afterSuccess returns the nodes of g that can run after a call c at node n when the call succeeded, by index: those
// reachable from n without taking the failure branch of a test of the call's success flag (`if (!ok)`). What
// runs only when the call failed runs after the callee's own changes were undone with it. It returns nil when
// the call keeps no success flag.
func afterSuccess(g *analysis.CFG, n *analysis.Node, c *analysis.Call) []bool {
	if c.Kind != analysis.CallLowLevel && c.Kind != analysis.CallSend {
		return nil
	}
	flag := successFlag(n, c)
	if flag == nil {
		return nil
	}
	sc := n.Scope
	isFlag := func(e solidity.Expr) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == flag
	}
	// failure returns the successor of a branch on the flag that runs when the call failed, or -1.
	failure := func(m *analysis.Node) int {
		if m.Kind != analysis.NodeCond || m.Scope != sc || len(m.Succs) != 2 {
			return -1
		}
		switch e := unparen(m.Expr).(type) {
		case *solidity.UnaryExpr:
			if e.Op == "!" && isFlag(e.X) {
				return 0
			}
		case *solidity.Identifier:
			if isFlag(e) {
				return 1
			}
		}
		return -1
	}
	seen := make([]bool, len(g.Nodes))
	stack := append([]*analysis.Node(nil), n.Succs...)
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if m.Index >= len(seen) || seen[m.Index] {
			continue
		}
		seen[m.Index] = true
		skip := failure(m)
		for i, s := range m.Succs {
			if i != skip {
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// laterGuardNames reports whether a guard node of n's scope that follows n in the same body names the local
// flag.
func laterGuardNames(n *analysis.Node, flag *solidity.VariableDeclaration) bool {
	w := nodeWalks.Get().(*nodeWalk)
	defer w.release()
	g := n.Scope
	w.mark(n)
	w.stack = append(w.stack, n.Succs...)
	for len(w.stack) > 0 {
		m := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		if !w.mark(m) {
			continue
		}
		if m.Kind == analysis.NodeGuard && m.Scope == g {
			found := false
			solidity.Preorder(m.Expr, func(x solidity.Node) bool {
				if id, ok := x.(*solidity.Identifier); ok && g.Resolve(id).Var == flag {
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
		w.stack = append(w.stack, m.Succs...)
	}
	return false
}

// nodeWalk is the scratch space of a walk of one graph's nodes: the nodes seen, by index, and those left to visit.
type nodeWalk struct {
	seen  []bool
	stack []*analysis.Node
}

// nodeWalks recycles the walks' scratch space from one walk to the next.
var nodeWalks = sync.Pool{New: func() any { return new(nodeWalk) }}

// mark records n as seen, and reports whether it was not yet.
func (w *nodeWalk) mark(n *analysis.Node) bool {
	for len(w.seen) <= n.Index {
		w.seen = append(w.seen, false)
	}
	if w.seen[n.Index] {
		return false
	}
	w.seen[n.Index] = true
	return true
}

// release empties w, keeping its storage but no node, and returns it to nodeWalks.
func (w *nodeWalk) release() {
	clear(w.seen)
	clear(w.stack[:cap(w.stack)])
	w.seen, w.stack = w.seen[:0], w.stack[:0]
	nodeWalks.Put(w)
}

// loopAssigned returns the local variables (parameters included) whose value changes from one iteration of the
// loop to the next: those the loop assigns or declares, or that the post expression of its for statement assigns.
func loopAssigned(sc *analysis.Scope, loop solidity.Range) map[*solidity.VariableDeclaration]bool {
	body := sc.Body()
	if body == nil {
		return nil
	}
	// The post expression of the for loop the range belongs to runs once per iteration too.
	var post solidity.Range
	hasPost := false
	eachStatement(body, func(s solidity.Stmt) {
		if fs, ok := s.(*solidity.ForStatement); ok && fs.Post != nil && fs.Range().Start.Offset <= loop.Start.Offset && loop.End.Offset <= fs.Range().End.Offset {
			post, hasPost = fs.Post.Range(), true // the innermost enclosing for wins: the walk visits outer first
		}
	})
	inPost := func(x solidity.Node) bool {
		r := x.Range()
		return hasPost && post.Start.Offset <= r.Start.Offset && r.End.Offset <= post.End.Offset
	}
	assigned := map[*solidity.VariableDeclaration]bool{}
	solidity.Preorder(body, func(x solidity.Node) bool {
		var lhs solidity.Expr
		switch a := x.(type) {
		case *solidity.AssignExpr:
			lhs = a.LHS
		case *solidity.UnaryExpr:
			if a.Op == "++" || a.Op == "--" {
				lhs = a.X
			}
		case *solidity.VariableDeclarationStatement:
			if loop.Contains(a.Range().Start) {
				for _, v := range a.Vars {
					if v != nil {
						assigned[v] = true
					}
				}
			}
		}
		if lhs != nil {
			if sym := sc.RootVar(lhs); sym.Var != nil && (loop.Contains(x.Range().Start) || inPost(x)) {
				assigned[sym.Var] = true
			}
		}
		return true
	})
	return assigned
}

// variesIn reports whether e names a different receiver on each iteration of a loop: it reads a local or
// parameter the loop assigns (loopAssigned), such as its counter.
func variesIn(sc *analysis.Scope, e solidity.Expr, assigned map[*solidity.VariableDeclaration]bool) bool {
	if len(assigned) == 0 {
		return false
	}
	varies := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Var != nil && assigned[sym.Var] {
				varies = true
			}
		}
		return !varies
	})
	return varies
}

// callerStore is a write of the caller's address to a state variable.
type callerStore struct {
	v  *analysis.StateVar
	at solidity.Node
}

// appendCallerStores appends to out the writes of f that set a state variable to the caller's address
// (msg.sender or tx.origin), in source order. Most functions make none.
func appendCallerStores(out []callerStore, f *analysis.Function) []callerStore {
	sc := f.Scope()
	fl := sc.Flow()
	// A loop over the body's flat form costs less than a call back per node.
	nodes := solidity.PreorderNodes(f.Decl.Body)
	for i := 0; i < nodes.Len(); i++ {
		a, ok := nodes.At(i).(*solidity.AssignExpr)
		if !ok || a.Op != "=" {
			continue
		}
		if _, isIdx := unparen(a.LHS).(*solidity.IndexAccess); isIdx {
			continue
		}
		if v := stateVarOf(sc, a.LHS); v != nil && fl.Taint(a.RHS).Has(analysis.TaintSender|analysis.TaintOrigin) {
			out = append(out, callerStore{v, a})
		}
	}
	return out
}

// heldPosition returns the state variable whose stored address e (a receiver) names: read in place (king,
// payable(a.bidder) through a storage pointer), or through a local of an elementary type initialised once from
// it and never reassigned (address payable previous = a.bidder), whose initial value is then returned as snap.
// It returns nil when e reads no stored address.
func heldPosition(sc *analysis.Scope, e solidity.Expr) (v *analysis.StateVar, snap solidity.Expr) {
	e = unwrapConversion(e)
	if v := stateVarOf(sc, e); v != nil {
		return v, nil
	}
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok {
		return nil, nil
	}
	local := sc.Resolve(id).Var
	if local == nil {
		return nil, nil
	}
	if _, builtin := local.Type.(*solidity.ElementaryTypeName); !builtin {
		return nil, nil
	}
	init := sc.Init(local)
	if init == nil {
		return nil, nil
	}
	init = unwrapConversion(init)
	if v := stateVarOf(sc, init); v != nil && !assignedIn(sc, local) {
		return v, init
	}
	return nil, nil
}

// heldName names the position heldPosition found: the variable, or the stored place a local copied.
func heldName(sc *analysis.Scope, v *analysis.StateVar, snap solidity.Expr) string {
	if snap != nil {
		return Text(sc.File, snap)
	}
	return v.Name
}

// positionTaken returns the store of the caller's address into v that takes the position a receiver held:
// with snap nil (the receiver read in place), the last store of v; with snap the stored value a local copied,
// the last store into that same place (a.bidder = msg.sender for a copy of a.bidder) made after the copy.
func positionTaken(sc *analysis.Scope, stores []callerStore, v *analysis.StateVar, snap solidity.Expr) (solidity.Node, bool) {
	if snap == nil {
		return storeOf(stores, v)
	}
	src := sc.File.Src
	for i := len(stores) - 1; i >= 0; i-- {
		a, ok := stores[i].at.(*solidity.AssignExpr)
		if stores[i].v != v || !ok || a.Range().Start.Offset < snap.Range().End.Offset {
			continue
		}
		if sameKey(keyText(src, a.LHS), keyText(src, snap)) {
			return a, true
		}
	}
	return nil, false
}

// sameFieldTaken reports whether the caller's store w takes the place the receiver to was read from: for a
// field of a struct entry (l.lender), a store of that field or of the whole entry. A lender paid while the
// caller becomes the renter holds a place the caller does not take.
func sameFieldTaken(to solidity.Expr, w solidity.Node) bool {
	field := fieldOf(unwrapConversion(to))
	if field == "" {
		return true
	}
	a, ok := w.(*solidity.AssignExpr)
	if !ok {
		return true
	}
	wf := fieldOf(a.LHS)
	return wf == "" || wf == field
}

// storeOf returns the last of the stores that writes v.
func storeOf(stores []callerStore, v *analysis.StateVar) (solidity.Node, bool) {
	for i := len(stores) - 1; i >= 0; i-- {
		if stores[i].v == v {
			return stores[i].at, true
		}
	}
	return nil, false
}

// receiversFromCallers reports whether the parameters of the internal function f in params (a bit mask by
// position, none of them a storage reference) receive, at every call of f in the unit, a value the caller of a
// public function passes: then a loop over receivers taken from them runs over the caller's own choice.
func receiversFromCallers(m *analysis.Model, f *analysis.Function, params uint64) bool {
	if params == 0 {
		return false
	}
	for i, p := range f.Decl.Params {
		if i < 64 && params&(1<<uint(i)) != 0 && (p == nil || p.Location == solidity.LocationStorage) {
			return false
		}
	}
	return everyCallPasses(m, f, params, (*analysis.Function).IsEntry,
		func(_ *analysis.Function, gs *analysis.Scope, arg solidity.Expr) bool {
			return callerInput(gs, arg, false)
		})
}

// hookedReceiver returns the receiver of an ERC-721 or ERC-1155 safe transfer (safeTransferFrom(from, to, ...),
// safeBatchTransferFrom): the token calls back the receiver's onERC721Received / onERC1155Received hook, and
// the transfer reverts when the hook does. It returns nil for any other call.
func hookedReceiver(c *analysis.Call) solidity.Expr {
	if c.Kind != analysis.CallExternal || c.Expr == nil || len(c.Expr.Args) < 3 {
		return nil
	}
	if c.Name != "safeTransferFrom" && c.Name != "safeBatchTransferFrom" {
		return nil
	}
	return c.Expr.Args[1]
}

// reportHelperRefunds reports the refund of the previous holder of a position made through an internal helper
// (_refund(highestBidder, highestBid), the helper paying its parameter and reverting on failure) by a public
// function that then gives the position to the caller.
func reportHelperRefunds(p *Pass, facts []cfgFacts) {
	// payer tells, for each internal function that makes a call paying ether, which parameter it pays (and
	// reverts when that fails), or -1.
	var payer map[*analysis.Function]int
	for _, fx := range facts {
		if len(fx.calls) == 0 || fx.entry || fx.fn.Decl.Body == nil {
			continue
		}
		for _, s := range fx.calls {
			if !s.call.SendsEther() || s.call.Target == nil || !revertsOnFailure(s.node, s.call) {
				continue
			}
			sym := s.node.Scope.RootVar(unwrapConversion(s.call.Target))
			if sym.Kind != analysis.SymParam {
				continue
			}
			if payer == nil {
				payer = map[*analysis.Function]int{}
			}
			payer[fx.fn] = sym.Index
			break
		}
	}
	if payer == nil {
		return
	}
	for _, fx := range facts {
		f := fx.fn
		if !fx.entry || fx.view {
			continue
		}
		var stores []callerStore
		storesKnown := false
		sc := f.Scope()
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Expr == nil {
				continue
			}
			i, ok := payer[c.Callee]
			if !ok {
				continue
			}
			arg := storageCollectionArg(c, i)
			if arg == nil {
				continue
			}
			v, snap := heldPosition(sc, arg)
			if v == nil {
				continue
			}
			if !storesKnown {
				stores, storesKnown = appendCallerStores(nil, f), true
			}
			// Read in place, the holder must still be the previous one: the caller takes the position after
			// the call. A copy taken before the caller's write names the previous holder wherever it is paid.
			if w, ok := positionTaken(sc, stores, v, snap); ok && (snap != nil || w.Range().Start.Offset > c.Expr.Range().Start.Offset) {
				p.Report(Report{Function: f, File: sc.File, At: c.Expr,
					Message: funcLabel(f) + " pays the previous " + heldName(sc, v, snap) + " through " + funcLabel(c.Callee) + " before replacing it with the caller, and reverts if that payment fails: a receiver that rejects ether blocks everyone after it",
					Related: []Related{{File: f.File, At: w, Message: "the caller takes the position here"}}})
			}
		}
	}
}

// takesCallerTokens reports whether c is an ERC-20 transferFrom that takes the caller's own tokens
// (token.transferFrom(msg.sender, ...)): it fails only on the caller's balance or allowance, which the caller
// controls, so it blocks no one else.
func takesCallerTokens(sc *analysis.Scope, c *analysis.Call) bool {
	if !c.ERC20 || c.Name != "transferFrom" || c.Expr == nil || len(c.Expr.Args) == 0 {
		return false
	}
	t := sc.Flow().Taint(c.Expr.Args[0])
	return t.Has(analysis.TaintSender) && !t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintState|analysis.TaintCallReturn)
}

// tokenReceiver returns the receiver of an ERC-20 transfer(to, amount), made directly or through SafeERC20's
// safeTransfer, or nil for any other call.
func tokenReceiver(c *analysis.Call) solidity.Expr {
	to, _ := tokenTransfer(c)
	return to
}

// paysOneFromGuardedTokens reports whether c transfers, on every iteration of its loop, to the same receiver
// (the caller, a stored treasury: nothing the loop assigns) a token read from a state variable that only
// constructors and caller-guarded functions write: a pool's coins, an admin's list of reward tokens. There is
// one receiver, so a failure blocks no other, and no one outside the guard can add a token that fails on
// purpose.
func paysOneFromGuardedTokens(m *analysis.Model, sc *analysis.Scope, c *analysis.Call, vars map[*solidity.VariableDeclaration]bool) bool {
	to, _ := tokenTransfer(c)
	if to == nil || variesIn(sc, to, vars) {
		return false
	}
	return guardedSet(m, storedSource(sc, c.Target))
}

// callsGuardedContract reports whether c is a plain external call (no ether, no token transfer, no receiver
// hook) of a contract read from a state variable that only constructors and caller-guarded functions write: a
// vault's strategies, a registry's adapters. Whoever holds the guard chose that code; no one else can add a
// callee that fails on purpose.
func callsGuardedContract(m *analysis.Model, sc *analysis.Scope, c *analysis.Call) bool {
	if c.Kind != analysis.CallExternal || c.SendsEther() || tokenReceiver(c) != nil || hookedReceiver(c) != nil {
		return false
	}
	return guardedSet(m, storedSource(sc, c.Target))
}

// storedSource returns the state variable e reads, through conversions (IStrategy(s)) and locals initialised
// once and never reassigned (address s = queue[i]), or nil.
func storedSource(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	for depth := 0; depth < 4; depth++ {
		if v := stateVarOf(sc, e); v != nil {
			return v
		}
		switch x := solidity.Unparen(e).(type) {
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c == nil || c.Kind != analysis.CallTypeConversion || len(x.Args) != 1 {
				return nil
			}
			e = x.Args[0]
		case *solidity.Identifier:
			v := sc.Resolve(x).Var
			init := sc.Init(v)
			if v == nil || init == nil || assignedIn(sc, v) {
				return nil
			}
			e = init
		default:
			return nil
		}
	}
	return nil
}

// guardedSet reports whether the state variable v is set, and only by constructors and by public functions at
// nodes a check of the caller guards. A variable nothing sets tells nothing of who would set it.
func guardedSet(m *analysis.Model, v *analysis.StateVar) bool {
	if v == nil {
		return false
	}
	set := false
	// Only the functions of the contracts that inherit v's own can write it: the rest of a large unit is not looked at.
	for f := range v.Contract.HierarchyBodies() {
		ctor := f.IsConstructor()
		if !ctor && !f.IsEntry() {
			continue // an internal function's writes count at the public functions that call it
		}
		var gd *analysis.Guards
		for _, n := range f.CFG().Nodes {
			for _, w := range nodeWrites(n) {
				if w.v != v {
					continue
				}
				set = true
				if ctor {
					continue
				}
				if gd == nil {
					gd = f.Guards()
				}
				if !gd.Protected(n) {
					return false
				}
			}
		}
	}
	return set
}
