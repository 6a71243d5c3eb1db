package detector

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedConfigChange reports public functions that let anyone replace what the contract trusts: the
// contracts it asks for answers or moves tokens with, and the numbers its payouts are computed or checked with.
var UnprotectedConfigChange = &Detector{
	ID:    "unprotected-config-change",
	Title: "Anyone can replace what the contract trusts",
	Description: "A public function without an access check stores a value the caller chooses in a state variable " +
		"(or in the entry of a table it names, such as a token's price) the contract trusts elsewhere: an address it calls for an answer that decides a payout, a check or a " +
		"stored value, or that it passes on to another contract (an oracle or price feed), a token it pays out or pulls in, a contract it approves to spend " +
		"its tokens, calls or delegatecalls; a number used in the arithmetic of a payout or in a check that " +
		"guards one (a fee, a price, a rate, a limit), or worked into the rate or price a public view reports to " +
		"other contracts (an exchange rate from a reported balance), or a hash such a check tests proofs against (a merkle " +
		"root); or a flag such a check reads that the function sets with no condition but the flag itself (an " +
		"open finalize(), or a record's approved flag for a record the caller names); a value set once counts " +
		"when it can be set only after a stored deadline (a market's outcome, an option's settlement price). (Recognised by how the variable is used, not by its name.)",
	Exploit: "The attacker points the variable at a contract of their own (an oracle that reports any price, a " +
		"worthless token, code that drains the contract) or sets the number in their favour, then calls the " +
		"function that trusts it and takes the contract's funds.",
	Recommendation: "Restrict the setter to authorised callers (an onlyOwner-style modifier, a role, or a " +
		"timelock), or set the value once, in the constructor.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedConfigChange,
}

// configWrite is a write of a whole state variable, in an entry function, of a value the caller chooses.
type configWrite struct {
	f *analysis.Function
	// n is the node of f that writes, itself or through the internal function it calls; at is what the
	// report points at (the assignment's target, or the call).
	n    *analysis.Node
	at   solidity.Node
	v    *analysis.StateVar
	file *solidity.File
	// address tells an address or contract variable (replaced) from a number or flag (set).
	address bool
	// entry marks the write of a table's entry (prices[token] = p) rather than of the whole variable.
	entry bool
	// value is the value stored, for a write made by f itself.
	value solidity.Expr
	// flip marks a flag set to a constant: a switch, where the caller chooses when, not what (finalized = true
	// in an open finalize()), judged by checksOnly.
	flip bool
}

func runUnprotectedConfigChange(p *Pass) error {
	m := p.Model
	var writesBuf [8]configWrite // most units make few such writes
	writes := writesBuf[:0]
	for _, f := range entries(m) {
		if f.IsView() || f.IsConstructor() || f.Contract == nil {
			continue
		}
		writes = appendConfigWrites(writes, f)
	}
	if len(writes) == 0 {
		return nil
	}
	guards := callerGuardVars(m)
	inits := map[*analysis.Function]bool{}
	for _, gwr := range guardWritersOf(m).writers {
		if gwr.isInit {
			inits[gwr.f] = true // unprotected-initializer judges it
		}
	}
	tf := newTrustFinder(m)
	defer tf.release()
	var relBuf [2]Related
	for _, w := range writes {
		if _, ok := guards[w.v]; ok || inits[w.f] {
			continue // an access check compares the caller with it: unprotected-owner-change's question
		}
		if !openNodes(w.f)[w.n.Index] {
			continue
		}
		if w.flip && w.entry {
			// A record's flag any caller sets for a record it names (claims[id].approved = true), which a
			// check before another function's payout reads: the approval step, skipped by anyone.
			if tf.paysSomething(w.f, 0) || !checksOnly(w.f, w.n, w.v) || decidedByCaller(w.f, w.n) || paidFor(w.f) {
				continue
			}
			var u trustUse
			var ok bool
			if field := flagField(w.at); field != "" {
				u, ok = tf.entryFlagGate(w.f, w.v, field)
			} else {
				u, ok = tf.entryGateOfChosenSend(w.f, w.v)
			}
			if ok {
				p.Report(Report{Function: w.f, File: w.file, From: w.f.Decl, At: w.at, Severity: vigil.SeverityMedium,
					Message: fmt.Sprintf("%s lets any caller, at any time, set %s for an entry it names, %s (line %d)", funcLabel(w.f), Text(w.file, w.at), u.what, lineOf(u.at)),
					Related: []Related{{File: u.fn.File, At: u.at, Message: "trusted here"}}})
			}
			continue
		}
		if w.flip {
			// A flag that marks the function's own one-time payout done (a lottery's sendToWinner) is no
			// switch of another's; nor is one set past a condition on anything but itself.
			if tf.paysSomething(w.f, 0) || !checksOnly(w.f, w.n, w.v) || decidedByCaller(w.f, w.n) {
				continue
			}
		} else if setOnce(w.f, w.n, w.v) && !afterStoredMoment(w.f, w.n) || decidedByCaller(w.f, w.n) || backedByOwnRecord(w) || provenEntry(w) || freshHashEntry(w) || pulledEntry(w) {
			continue
		}
		if paidFor(w.f) {
			continue // the caller pays to set it: a bet, a bid or a purchase, not the contract's configuration
		}
		if !w.flip && holdsFlag(w.v) && (w.value == nil || isConstExpr(w.n.Scope, w.value)) {
			continue // a flag set to a constant is trusted only as a switch (below), thrown with no condition but itself
		}
		u, ok := tf.use(w.v, w.f.Contract)
		if ok && u.viaCall && tf.carriesOwn(w) {
			ok = false // a number moved on from its own value (lockedProfit = _calculateLockedProfit() + gain)
		}
		if (!ok || u.reported) && holdsNumber(w.v) && !tf.carriesOwn(w) {
			// A use the contract itself makes of the number's carried value outranks a rate it only reports.
			if cu, cok := tf.carriedUse(w.v, w.f.Contract); cok {
				u, ok = cu, true
			}
		}
		if !ok || w.flip && !u.flag {
			continue // a switch matters where a check guarding a payout reads it
		}
		if u.echo && !guardedContract(guards, w.f.Contract) {
			continue // no caller checked anywhere: a settable double, not a proxy whose setter lost its check
		}
		verb := "set"
		if w.address {
			verb = "replace"
		} else if w.flip {
			verb = "at any time, set"
		}
		sev := vigil.Severity("")
		if !u.open || u.gate {
			// The use is behind an access check, or the value is a flag that opens or shuts a payout: the
			// attacker can block or loosen it, not set what is paid.
			sev = vigil.SeverityMedium
		}
		name := w.v.Name
		if w.entry {
			name = Text(w.file, w.at)
		}
		related := append(relBuf[:0], Related{File: u.fn.File, At: u.at, Message: "trusted here"})
		if u.storeAt != nil {
			related = append(related, Related{File: u.storeFile, At: u.storeAt, Message: "stored here"})
		}
		p.Report(Report{Function: w.f, File: w.file, From: w.f.Decl, At: w.at, Severity: sev,
			Message: fmt.Sprintf("%s lets any caller %s %s, %s (line %d)", funcLabel(w.f), verb, name, u.what, lineOf(u.at)),
			Related: related})
	}
	return nil
}

// appendConfigWrites appends the writes of f that store a caller-chosen value in a whole state variable
// (not an entry of a table, which per-account records are), itself or through an internal function it calls
// with the value.
func appendConfigWrites(out []configWrite, f *analysis.Function) []configWrite {
	chosen := analysis.TaintParam | analysis.TaintData
	g := f.CFG()
	// Only a node's own writes and its calls of functions with a body are read below: a graph with neither,
	// most of the functions here, has nothing to find, told without a look at each node.
	if !g.WritesState() && !slices.ContainsFunc(g.AllCalls(), calleeWithBody) {
		return out
	}
	for _, n := range g.Nodes {
		if n.Scope == nil || !n.MakesCallsOrWrites() {
			continue
		}
		fl := n.Scope.Flow()
		picked := func(rhs solidity.Expr) bool { return fl.Taint(rhs).Has(chosen) }
		for _, w := range n.Writes() {
			if rhs, address := configValue(n, w.Var, w.At, picked); rhs != nil {
				if !address && updatesItself(n.Scope, w.At, rhs) {
					continue // totalSupply = supply - amount, supply read from it: a total moved, not set
				}
				out = append(out, configWrite{f: f, n: n, at: w.At, v: w.Var, file: n.Scope.File, address: address, value: rhs})
			} else if rhs, address := configEntryValue(n, fl, w.Var, w.At, picked); rhs != nil && !updatesItself(n.Scope, w.At, rhs) {
				out = append(out, configWrite{f: f, n: n, at: w.At, v: w.Var, file: n.Scope.File, address: address, entry: true, value: rhs})
			} else if len(f.Decl.Modifiers) == 0 && entryFlagFlip(n, fl, w.Var, w.At) {
				out = append(out, configWrite{f: f, n: n, at: w.At, v: w.Var, file: n.Scope.File, entry: true, flip: true})
			} else if len(f.Decl.Modifiers) == 0 && holdsFlag(w.Var) {
				sc := n.Scope
				if rhs, _ := configValue(n, w.Var, w.At, func(e solidity.Expr) bool { return isConstExpr(sc, e) }); rhs != nil {
					out = append(out, configWrite{f: f, n: n, at: w.At, v: w.Var, file: sc.File, value: rhs, flip: true})
				}
			}
		}
		for _, c := range n.Calls() {
			if !calleeWithBody(c) {
				continue
			}
			csc := c.Callee.Scope()
			cfl := csc.Flow()
			fromParams := func(rhs solidity.Expr) bool { return cfl.Params(rhs) != 0 }
			off := libraryOffset(c)
			var open []bool
			for _, cn := range c.Callee.CFG().Nodes {
				if cn.Scope != csc || len(cn.Writes()) == 0 {
					continue
				}
				for _, w := range cn.Writes() {
					// The callee stores one of its parameters: the caller chooses it when the argument does.
					rhs, address := configValue(cn, w.Var, w.At, fromParams)
					if rhs == nil {
						continue
					}
					bits := cfl.Params(rhs)
					if open == nil {
						open = openNodes(c.Callee)
					}
					if !open[cn.Index] || setOnce(c.Callee, cn, w.Var) {
						continue // the callee checks the caller first, or sets it once
					}
					for i, a := range c.Args {
						if j := i + off; j < 64 && bits&(1<<uint(j)) != 0 && fl.Taint(a).Has(chosen) {
							out = append(out, configWrite{f: f, n: n, at: c.Expr, v: w.Var, file: n.Scope.File, address: address})
							break
						}
					}
				}
			}
		}
	}
	return out
}

// holdsFlag reports whether v is a whole bool variable.
func holdsFlag(v *analysis.StateVar) bool {
	t, ok := v.Decl.Type.(*solidity.ElementaryTypeName)
	return ok && t.Name == "bool"
}

// checksOnly reports whether every check or branch on the way to node n of f, a function with no modifiers, reads
// no state but v, and nothing that tells who calls or when (the caller, the time, the block, another contract's
// answer): a switch any caller can throw at any moment. A run-once flag (require(!finalized)) passes, a closing time (block.timestamp >= end) or a
// target reached (raised >= softCap) does not.
func checksOnly(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) bool {
	g := f.CFG()
	var before []bool // worked out for the first check that is more than a test of v
	for _, m := range g.Nodes {
		if m == n || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || testsOnly(m, v) || callerBound(m) {
			continue
		}
		if before == nil {
			before = g.Before(n)
		}
		if before[m.Index] {
			return false
		}
	}
	return true
}

// testsOnly reports whether the condition of node m reads no state but v, calls nothing, and depends on nothing
// that tells who calls or when.
func testsOnly(m *analysis.Node, v *analysis.StateVar) bool {
	if m.Expr == nil || m.Scope == nil || len(m.Calls()) > 0 {
		return false
	}
	for _, r := range m.Reads() {
		if r.Var != v {
			return false
		}
	}
	return !m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender | analysis.TaintOrigin | analysis.TaintTime | analysis.TaintBlock |
		analysis.TaintBlockNumber | analysis.TaintCallReturn)
}

// calleeWithBody reports whether c calls an internal or library function with a body, whose writes of its
// parameters appendConfigWrites follows.
func calleeWithBody(c *analysis.Call) bool {
	return (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil && c.Callee.Decl.Body != nil
}

// configValue returns the value node n assigns to the whole state variable v at the target at (v = value), with
// whether v holds an address or a contract; nil for another kind of write (an entry, a field, a compound
// assignment, a constant) or a value keep rejects.
func configValue(n *analysis.Node, v *analysis.StateVar, at solidity.Node, keep func(solidity.Expr) bool) (solidity.Expr, bool) {
	if v.Decl.Constant || v.Decl.Immutable {
		return nil, false
	}
	id, ok := at.(*solidity.Identifier)
	if !ok {
		return nil, false
	}
	if sym := n.Scope.Resolve(id); sym.Kind != analysis.SymState || sym.State != v {
		return nil, false
	}
	rhs := placedValue(n, v, at, keep)
	if rhs == nil {
		return nil, false
	}
	t := n.Scope.TypeOf(id)
	return rhs, t != nil && (t.Kind == analysis.TypeAddress || t.Kind == analysis.TypeContract)
}

// configEntryValue returns the value node n assigns to an entry of the table v at the target at
// (prices[token] = p), with whether the entry holds an address or a contract: an entry of a plain value (not a
// struct, a list or another table), written directly, under keys the caller picks and none of them the caller's
// own address. Such an entry is the table's setting for whatever the caller names (a token's price), not a record
// the caller keeps for itself (balances[msg.sender], allowance[msg.sender][spender]).
func configEntryValue(n *analysis.Node, fl *analysis.Flow, v *analysis.StateVar, at solidity.Node, keep func(solidity.Expr) bool) (solidity.Expr, bool) {
	if v.Decl.Constant || v.Decl.Immutable {
		return nil, false
	}
	ia, ok := at.(*solidity.IndexAccess)
	if !ok {
		return nil, false
	}
	chosen := false
	var e solidity.Expr = ia
	for {
		x, ok := e.(*solidity.IndexAccess)
		if !ok {
			break
		}
		if x.Index == nil {
			return nil, false
		}
		t := fl.Taint(x.Index)
		if t.Has(analysis.TaintSender | analysis.TaintOrigin) {
			return nil, false
		}
		chosen = chosen || t.Has(analysis.TaintParam|analysis.TaintData)
		e = x.X
	}
	id, ok := e.(*solidity.Identifier)
	if !ok || !chosen {
		return nil, false
	}
	if sym := n.Scope.Resolve(id); sym.Kind != analysis.SymState || sym.State != v {
		return nil, false
	}
	t := n.Scope.TypeOf(ia)
	if t == nil {
		return nil, false
	}
	switch t.Kind {
	case analysis.TypeInt, analysis.TypeAddress, analysis.TypeContract:
	case analysis.TypeBool:
		// A flag the caller chooses for an account it names (isBlocked[account] = flagged), which a check
		// guarding a payout reads: the table's setting, as a price is.
	case analysis.TypeFixedBytes:
		// A hash the table holds for what the caller names (roots[epoch] = root), which a check guarding a
		// payout tests proofs against: the setting of that epoch, as merkleRoot is of the whole contract.
	default:
		return nil, false
	}
	rhs := placedValue(n, v, at, keep)
	if rhs == nil {
		return nil, false
	}
	return rhs, t.Kind == analysis.TypeAddress || t.Kind == analysis.TypeContract
}

// placedValue returns the value node n assigns with = to the target at, in v, or nil when there is none, keep
// rejects it, or it reads state that moves: an update from state (total = total + amount), not a value put in
// place. A value read from settings that no caller can change (the caller's reward spread over a fixed duration)
// is still put in place. keep is the caller's own test of the value, asked first: it rejects most values, and
// costs less than finding which names in the value are state variables.
func placedValue(n *analysis.Node, v *analysis.StateVar, at solidity.Node, keep func(solidity.Expr) bool) solidity.Expr {
	var rhs solidity.Expr
	own := n.Own()
	if a, ok := own.(*solidity.AssignExpr); ok && a.Op == "=" && a.LHS == at {
		rhs = a.RHS // the statement is the assignment, as most are: the walk would stop there
	} else {
		solidity.Preorder(own, func(x solidity.Node) bool {
			if a, ok := x.(*solidity.AssignExpr); ok && a.Op == "=" && a.LHS == at {
				rhs = a.RHS
			}
			return rhs == nil
		})
	}
	if rhs == nil || !keep(rhs) || readsMoving(n.Scope, rhs, v) {
		return nil
	}
	return rhs
}

// readsMoving reports whether e, a value stored in v, reads a state variable that is neither constant, immutable
// nor settled: v itself, which the write moves on from its value, is never settled.
func readsMoving(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) bool {
	found := false
	exprWalk(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State != nil && !sym.State.Decl.Constant && !sym.State.Decl.Immutable && (sym.State == v || !settled(sym.State)) {
				found = true
			}
		}
		return !found
	}, true)
	return found
}

// settled reports whether v is changed only where no caller can reach: by a constructor, or behind an access
// check, in every function that can write it (those of its contract and of the contracts inheriting it).
// Internal functions count as reachable, their callers unknown here.
func settled(v *analysis.StateVar) bool {
	if v.Contract == nil {
		return false
	}
	for f := range v.Contract.HierarchyBodies() {
		if f.IsConstructor() {
			continue
		}
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		for _, n := range g.Nodes {
			for _, w := range n.Writes() {
				if w.Var == v && openNodes(f)[n.Index] {
					return false
				}
			}
		}
	}
	return true
}

// setOnce reports whether f's write of v at n is made once: f checks and sets a one-time flag, or a check on the
// way to the write tests v itself against a constant (require(address(oracle) == address(0))), as a variable
// still unset.
func setOnce(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) bool {
	if flag := onceFlag(f); flag != nil && flag != v {
		return true // the variable itself as its flag is judged by how its checks below test it
	}
	g := f.CFG()
	before := g.Before(n)
	for _, m := range g.Nodes {
		if m == n || !before[m.Index] || m.Expr == nil || m.Scope == nil || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) {
			continue
		}
		if testsUnset(m.Scope, m.Expr, v) {
			return true
		}
	}
	return false
}

// afterStoredMoment reports whether a check on the way to node n of f lets it through only once the time (or
// block) has passed a moment the contract stores (require(block.timestamp >= closeTime)): a value set once then is
// no setup step made at deployment, but a settlement of a contract already in use (a market's outcome, an
// option's settlement price), which the first caller past the moment chooses.
func afterStoredMoment(f *analysis.Function, n *analysis.Node) bool {
	clock := analysis.TaintTime | analysis.TaintBlockNumber
	return comparedBefore(f, n, false, func(sc *analysis.Scope, fl *analysis.Flow, b *solidity.BinaryExpr) bool {
		var now, moment solidity.Expr
		switch b.Op {
		case ">=", ">":
			now, moment = b.X, b.Y
		case "<=", "<":
			now, moment = b.Y, b.X
		default:
			return false
		}
		return fl.Taint(now).Has(clock) && !fl.Taint(moment).Has(clock|analysis.TaintParam|analysis.TaintData) && exprReadsState(sc, moment)
	})
}

// comparedBefore reports whether a check of f (with conds, a branch too) on the way to node n holds a comparison
// that match accepts, given the check's scope and data flow.
func comparedBefore(f *analysis.Function, n *analysis.Node, conds bool, match func(*analysis.Scope, *analysis.Flow, *solidity.BinaryExpr) bool) bool {
	g := f.CFG()
	var before []bool
	for _, m := range g.Nodes {
		if m == n || m.Expr == nil || m.Scope == nil || m.Kind != analysis.NodeGuard && (!conds || m.Kind != analysis.NodeCond) {
			continue
		}
		sc, fl := m.Scope, m.Scope.Flow()
		found := false
		solidity.Preorder(m.Expr, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok && match(sc, fl, b) {
				found = true
			}
			return !found
		})
		if !found {
			continue
		}
		if before == nil {
			before = g.Before(n)
		}
		if before[m.Index] {
			return true
		}
	}
	return false
}

// exprReadsState reports whether e reads a state variable.
func exprReadsState(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymState {
			found = true
		}
		return !found
	})
	return found
}

// testsUnset reports whether the condition e, when it holds, shows v still unset: v tested against a constant in a
// conjunct, or in a disjunction whose other sides each test v or decide on the caller
// (require(oracle == address(0) || msg.sender == owner)). A disjunct any caller meets at other times
// (block.timestamp < start || price == 0) leaves the value open to change until then.
func testsUnset(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) bool {
	if b, ok := unparen(e).(*solidity.BinaryExpr); ok {
		switch b.Op {
		case "&&":
			return testsUnset(sc, b.X, v) || testsUnset(sc, b.Y, v)
		case "||":
			x, y := testsUnset(sc, b.X, v), testsUnset(sc, b.Y, v)
			callerSide := func(z solidity.Expr) bool {
				return sc.Flow().Taint(z).Has(analysis.TaintSender | analysis.TaintOrigin)
			}
			return (x || y) && (x || callerSide(b.X)) && (y || callerSide(b.Y))
		}
	}
	tested := map[*analysis.StateVar]bool{}
	flagTests(sc, e, tested)
	return tested[v]
}

// freshHashEntry reports whether w stores a hash in a table's entry that a check on the way found empty
// (require(hashlocks[id] == 0)): the caller registers a hash under a new key, its own record (a swap's hash lock),
// not the table's setting for a key already in use (roots[epoch] over a posted root).
func freshHashEntry(w configWrite) bool {
	if !w.entry || w.value == nil {
		return false
	}
	sc := w.n.Scope
	if t := sc.TypeOf(w.at.(solidity.Expr)); t == nil || t.Kind != analysis.TypeFixedBytes {
		return false
	}
	key := keyText(sc.File.Src, w.at.(solidity.Expr))
	g := w.f.CFG()
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope != sc || !dominates(g, m, w.n) {
			continue
		}
		found := false
		eachFlagOperand(m.Expr, 0, func(x solidity.Expr, compared bool, _ int) {
			found = found || compared && sameKey(keyText(sc.File.Src, x), key)
		}, func(x solidity.Expr) bool { return isConstExpr(sc, x) })
		if found {
			return true
		}
	}
	return false
}

// pulledEntry reports whether w stores in a table's entry the amount that its function pulls from the caller
// into the contract (amounts[id] = amount; token.transferFrom(msg.sender, address(this), amount)): a deposit the
// caller records and pays for, as a payable function's msg.value check makes a bid, not the table's setting.
func pulledEntry(w configWrite) bool {
	if !w.entry || w.value == nil {
		return false
	}
	sc := w.n.Scope
	fl := sc.Flow()
	val := keyText(sc.File.Src, w.value)
	for _, c := range sc.Calls() {
		from, _ := transferFromSource(c)
		if from == nil || !fl.Taint(from).Has(analysis.TaintSender) {
			continue
		}
		if _, amount, out := tokenMove(sc, c); amount != nil && !out && sameKey(keyText(sc.File.Src, amount), val) {
			return true
		}
	}
	return false
}

// provenEntry reports whether the keys and the value that w, a write of a table's entry, stores are both in a hash
// that a check before the write reads: a merkle proof or a signature over keccak256(account, amount) decides
// them, the tree's or the signer's choice, not the caller's.
func provenEntry(w configWrite) bool {
	ia, ok := w.at.(*solidity.IndexAccess)
	if !w.entry || !ok || w.value == nil {
		return false
	}
	sc := w.n.Scope
	fl := sc.Flow()
	need := fl.Params(w.value)
	for x, ok := ia, true; ok; x, ok = x.X.(*solidity.IndexAccess) {
		if !recoveredSigner(sc, x.Index) {
			// The signer ecrecover returns keys its own record, as msg.sender does: its parameters (v, r, s)
			// are not the hash's to hold.
			need |= fl.Params(x.Index)
		}
	}
	if need == 0 {
		return false
	}
	hash := func(_ *analysis.Scope, x solidity.Node) bool {
		ce, ok := x.(*solidity.CallExpr)
		if !ok {
			return false
		}
		c := sc.CallOf(ce)
		if c == nil || c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha256") {
			return false
		}
		var bits uint64
		for _, a := range ce.Args {
			bits |= fl.Params(a)
		}
		return bits&need == need
	}
	g := w.f.CFG()
	before := g.Before(w.n)
	var mentions func(solidity.Node) bool
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || m.Scope != sc || m.Expr == nil || !before[m.Index] {
			continue
		}
		if mentions == nil {
			mentions = carries(sc, hash).mentions
		}
		if mentions(m.Expr) {
			return true
		}
	}
	return false
}

// recoveredSigner reports whether e is a local that holds what ecrecover returns, never assigned again.
func recoveredSigner(sc *analysis.Scope, e solidity.Expr) bool {
	v, init := localInit(sc, e)
	if init == nil || assignedLater(sc, v) {
		return false
	}
	ce, ok := solidity.Unparen(init).(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := sc.CallOf(ce)
	return c != nil && c.Kind == analysis.CallBuiltin && c.Name == "ecrecover"
}

// decidedByCaller reports whether node n of f runs only past a branch or check that calls an internal function
// deciding on the caller: one with a branch or check on a value derived from msg.sender or tx.origin (a
// multi-signature confirmAndCheck(op) that looks up the caller's owner index). The model's guards see checks of
// the caller made in the function, or in a helper handed the caller's address; such a helper reads it itself.
func decidedByCaller(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	for _, m := range g.Nodes {
		if m == n || m.Expr == nil || (m.Kind != analysis.NodeCond && m.Kind != analysis.NodeGuard) {
			continue
		}
		for _, c := range m.Calls() {
			if c.Kind == analysis.CallInternal && c.Callee != nil && decidesOnCaller(c.Callee) && dominates(g, m, n) {
				return true
			}
		}
	}
	return false
}

// decidesOnCaller reports whether f has a branch or check on a value derived from msg.sender or tx.origin.
func decidesOnCaller(f *analysis.Function) bool {
	if f.Decl.Body == nil {
		return false
	}
	for _, n := range f.CFG().Nodes {
		if (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && n.Expr != nil && n.Scope != nil &&
			n.Scope.Flow().Taint(n.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) {
			return true
		}
	}
	return false
}

// trustUse is a place where the contract trusts a state variable.
type trustUse struct {
	fn *analysis.Function
	at solidity.Node
	// what says how, naming the function: "whose answer decides a check in Lender.borrow()".
	what string
	// atRisk marks a use that matters only where the contract pays out somewhere: an answer that decides a
	// check or a stored value.
	atRisk bool
	// open marks a use any caller reaches; only a privileged caller reaches the others, which the attacker
	// cannot turn to their profit as directly.
	open bool
	// gate marks a flag read in a check that guards a payout (paused, saleOpen): the caller opens or shuts the
	// payout, the amounts stay the contract's.
	gate bool
	// storeAt, in storeFile, is where the value trusted is stored in the state variable whose use this is, for a
	// use of the variable's value carried into another (see carriedUse); nil for a use of the variable itself.
	storeAt   solidity.Node
	storeFile *solidity.File
	// viaCall marks a use of the value read through an internal function rather than of the variable itself.
	viaCall bool
	// flag marks a bool variable's use in a check guarding a payout: trusted as a switch (see configWrite.flip).
	flag bool
	// reported marks a number a public view works into the rate it reports: trusted by other contracts.
	reported bool
	// forward, for an atRisk use, says how the answer also reaches another contract in a call that changes its
	// state (see sinkForward): a use that stands where the contract pays nothing out.
	forward string
	// echo marks an address whose answer a public view hands back unchanged (a feed proxy's latestAnswer()):
	// trusted only where the contract checks its callers elsewhere, as a price feed proxy does; a setter and an
	// echo alone are as often a test double.
	echo bool
}

// trustFinder finds where state variables are trusted, each variable's uses computed once per pass.
type trustFinder struct {
	m    *analysis.Model
	uses map[*analysis.StateVar][]trustUse
	// paid holds, per internal function, the parameters (bit i: parameter i) its payouts' amounts depend on.
	paid map[*analysis.Function]uint64
	// pays holds, per function, the nodes that pay out, themselves or through internal functions.
	pays map[*analysis.Function][]*analysis.Node
	// risk holds, per contract, whether any of its functions pays out.
	risk map[*analysis.Contract]bool
	// rets holds, per function and state variable, whether the function's result carries the variable's value.
	rets map[retKey]bool
	// ledgers holds the unit's ledgers tied to a total (a token's balances), made on first need.
	ledgers     map[*analysis.StateVar]bool
	ledgersDone bool
}

// retKey is a function and a state variable whose value its result may carry.
type retKey struct {
	f *analysis.Function
	v *analysis.StateVar
}

// trustFinders recycles the trust finders: their maps are kept from one unit to the next, rather than grown again
// for every unit.
var trustFinders = sync.Pool{New: func() any {
	return &trustFinder{uses: map[*analysis.StateVar][]trustUse{}, paid: map[*analysis.Function]uint64{},
		pays: map[*analysis.Function][]*analysis.Node{}, risk: map[*analysis.Contract]bool{}, rets: map[retKey]bool{}}
}}

func newTrustFinder(m *analysis.Model) *trustFinder {
	tf := trustFinders.Get().(*trustFinder)
	tf.m = m
	return tf
}

// release empties tf, keeping its maps but nothing of the unit, and returns it to trustFinders.
func (tf *trustFinder) release() {
	clear(tf.uses)
	clear(tf.paid)
	clear(tf.pays)
	clear(tf.risk)
	clear(tf.rets)
	tf.ledgers, tf.ledgersDone = nil, false
	tf.m = nil
	trustFinders.Put(tf)
}

// use returns a use of v in a contract deployed with the setter's contract c: one that inherits c and sees the
// function of the use.
//
// A use any caller reaches comes first, and of those a use of the variable itself before one through an internal
// function.
func (tf *trustFinder) use(v *analysis.StateVar, c *analysis.Contract) (trustUse, bool) {
	us := tf.usesOf(v)
	for _, open := range []bool{true, false} {
		for _, viaCall := range []bool{false, true} { // a use of the variable itself before one through a function
			for _, u := range us {
				if u.open != open || u.viaCall != viaCall || u.reported {
					continue
				}
				for _, d := range c.Derived() {
					if !d.Inherits(u.fn.Contract) {
						continue
					}
					if !u.atRisk || tf.paysOut(d) {
						return u, true
					}
					if u.forward != "" {
						u.what, u.atRisk = u.forward, false
						return u, true
					}
				}
			}
		}
	}
	// Last, a rate a public view reports to other contracts.
	for _, u := range us {
		if u.reported && slices.ContainsFunc(c.Derived(), func(d *analysis.Contract) bool { return d.Inherits(u.fn.Contract) }) {
			return u, true
		}
	}
	return trustUse{}, false
}

func (tf *trustFinder) usesOf(v *analysis.StateVar) []trustUse {
	if us, ok := tf.uses[v]; ok {
		return us
	}
	var us []trustUse
	if v.Contract != nil {
		for _, f := range bodies(tf.m) {
			if f.Contract == nil || !f.Contract.Inherits(v.Contract) {
				continue
			}
			if u, ok := tf.useIn(f, v); ok {
				us = append(us, u)
			}
		}
	}
	tf.uses[v] = us
	return us
}

// carriesOwn reports whether the value w stores in a whole variable is worked out from the variable's own value
// read through an internal function (lockedProfit = _calculateLockedProfit() + gain - fees): as with
// updatesItself's reads, the write moves the number on from what it was, it does not set it.
func (tf *trustFinder) carriesOwn(w configWrite) bool {
	return !w.entry && w.value != nil && carries(w.n.Scope, tf.valueOf(w.v, 0)).mentions(w.value)
}

// carriedUse returns a use, in a contract deployed with c, of a number the contract works out from v's value
// and stores: v trusted at one remove, through the state it decides (a reward rate read by view functions whose
// result a modifier stores in each account's rewards, which a claim pays out). It follows two such stores at most.
func (tf *trustFinder) carriedUse(v *analysis.StateVar, c *analysis.Contract) (trustUse, bool) {
	seen := []*analysis.StateVar{v}
	var next []carriedStore
	for _, s := range tf.storesOf(v) {
		seen = append(seen, s.v)
		next = append(next, s)
	}
	for hop := 0; hop < 2 && len(next) > 0; hop++ {
		cur := next
		next = nil
		for _, s := range cur {
			if u, ok := tf.use(s.v, c); ok && !u.reported {
				u.what = fmt.Sprintf("which %s stores in %s (line %d), %s", funcLabel(s.fn), s.v.Name, lineOf(s.at), u.what)
				u.open = u.open && openNodes(s.fn)[s.n.Index]
				u.storeAt, u.storeFile = s.at, s.n.Scope.File
				return u, true
			}
			if hop == 0 {
				for _, t := range tf.storesOf(s.v) {
					if !slices.Contains(seen, t.v) {
						seen = append(seen, t.v)
						t.fn, t.n, t.at = s.fn, s.n, s.at // reported at the first store, where v's value enters the state
						next = append(next, t)
					}
				}
			}
		}
	}
	return trustUse{}, false
}

// carriedStore is the first store of a value carrying a state variable's in another, v.
type carriedStore struct {
	v  *analysis.StateVar
	fn *analysis.Function
	n  *analysis.Node
	at solidity.Node
}

// storesOf returns the number variables other than v that the functions able to read v (those of v's contract
// and of the contracts inheriting it, their modifiers included) assign values carrying v's: values that read v,
// a local computed from it, or the result of an internal function that carries it.
func (tf *trustFinder) storesOf(v *analysis.StateVar) []carriedStore {
	var out []carriedStore
	if v.Contract == nil {
		return nil
	}
	seed := tf.valueOf(v, 0)
	// A modifier's nodes are in the graph of every function it modifies: its body is read once.
	var done, here []*analysis.Scope
	var cs []carrier // per scope of here: its carrier, or none (no sc) where it cannot carry v's value
	for f := range v.Contract.HierarchyBodies() {
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		here, cs = here[:0], cs[:0]
		for _, n := range g.Nodes {
			if n.Scope == nil || len(n.Writes()) == 0 || slices.Contains(done, n.Scope) {
				continue
			}
			i := slices.Index(here, n.Scope)
			if i < 0 {
				var c carrier
				if tf.mayCarry(g, n.Scope, v, 0) {
					c = carries(n.Scope, seed)
				}
				i, here, cs = len(here), append(here, n.Scope), append(cs, c)
			}
			c := cs[i]
			if c.sc == nil {
				continue
			}
			for _, w := range n.Writes() {
				if w.Var == v || !holdsNumber(w.Var) || slices.ContainsFunc(out, func(s carriedStore) bool { return s.v == w.Var }) {
					continue
				}
				if a := assignmentTo(n, w.At); a != nil && c.mentions(a.RHS) {
					out = append(out, carriedStore{v: w.Var, fn: f, n: n, at: a})
				}
			}
		}
		done = append(done, here...)
	}
	return out
}

// mayCarry reports whether the body sc, whose nodes are among g's, can carry v's value at all: it reads v, or
// calls an internal function whose result carries it. Most bodies do neither, told without finding their locals.
func (tf *trustFinder) mayCarry(g *analysis.CFG, sc *analysis.Scope, v *analysis.StateVar, depth int) bool {
	for _, n := range g.Nodes {
		if n.Scope != sc {
			continue
		}
		for _, r := range n.Reads() {
			if r.Var == v {
				return true
			}
		}
	}
	for _, c := range sc.Calls() {
		if c.Kind == analysis.CallInternal && c.Callee != nil && c.Expr != nil && tf.returnsValueOf(c.Callee, v, depth+1) {
			return true
		}
	}
	return false
}

// valueOf returns a seed that picks out v's value: a read of v, or a call of an internal function whose result
// carries it (looked for to a depth of 3 from depth).
func (tf *trustFinder) valueOf(v *analysis.StateVar, depth int) func(*analysis.Scope, solidity.Node) bool {
	return func(sc *analysis.Scope, x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			return sym.Kind == analysis.SymState && sym.State == v
		case *solidity.CallExpr:
			c := sc.CallOf(y)
			return c != nil && c.Kind == analysis.CallInternal && c.Callee != nil && tf.returnsValueOf(c.Callee, v, depth+1)
		}
		return false
	}
}

// returnsValueOf reports whether f's result carries v's value: a value it returns, or its named result, reads v,
// a local computed from it, or the result of an internal function that carries it (to a depth of 3).
func (tf *trustFinder) returnsValueOf(f *analysis.Function, v *analysis.StateVar, depth int) bool {
	k := retKey{f, v}
	if r, ok := tf.rets[k]; ok {
		return r
	}
	if f.Decl.Body == nil || len(f.Decl.Returns) == 0 || depth > 3 {
		return false
	}
	tf.rets[k] = false // a recursive call carries nothing more
	sc := f.Scope()
	g := f.CFG()
	if !tf.mayCarry(g, sc, v, depth) {
		return false // tf.rets[k] stays false
	}
	c := carries(sc, tf.valueOf(v, depth))
	r := false
	for _, ret := range f.Decl.Returns {
		if ret != nil && c.derived[ret] {
			r = true
		}
	}
	for _, n := range g.Nodes {
		if r {
			break
		}
		if rs, ok := n.Stmt.(*solidity.ReturnStatement); ok && n.Scope == sc && c.mentions(rs.Value) {
			r = true
		}
	}
	tf.rets[k] = r
	return r
}

// holdsNumber reports whether v holds an integer, or a table or list of them.
func holdsNumber(v *analysis.StateVar) bool {
	t := v.Decl.Type
	for {
		switch x := t.(type) {
		case *solidity.Mapping:
			t = x.Value
		case *solidity.ArrayTypeName:
			t = x.Elem
		case *solidity.ElementaryTypeName:
			return strings.HasPrefix(x.Name, "uint") || strings.HasPrefix(x.Name, "int")
		default:
			return false
		}
	}
}

// useIn returns the first way f trusts v: a call on v, in node order, or else v's value in the amount of a
// payout or in a check that guards one.
func (tf *trustFinder) useIn(f *analysis.Function, v *analysis.StateVar) (trustUse, bool) {
	sc := f.Scope()
	number, flag := false, false
	for _, n := range f.CFG().Nodes {
		// The body's nodes, and its modifiers' (a whenNotPaused check guards the body's payout as one in the
		// body does).
		if n.Scope == nil || n.Scope != sc && n.Kind != analysis.NodeGuard {
			continue
		}
		if _, asm := n.Stmt.(*solidity.AssemblyStatement); asm && n.Scope == sc {
			for _, c := range n.Calls() {
				// An assembly delegatecall of an address read from v, through a local
				// (address impl = implementation; assembly { delegatecall(gas(), impl, …) }).
				if t, as := yulDelegateTarget(n, c); t != nil && yulStoredIn(sc, yulBindings(as), t, 0).v == v {
					return trustUse{fn: f, at: c.Node(), what: "whose code " + funcLabel(f) + " runs with delegatecall", open: openNodes(f)[n.Index]}, true
				}
			}
		}
		reads := false
		for _, r := range n.Reads() {
			if r.Var != v {
				continue
			}
			reads = true
			if e, ok := r.At.(solidity.Expr); ok && !number {
				t := n.Scope.TypeOf(e)
				if t != nil && t.Kind == analysis.TypeBool {
					flag = true // a whole variable holding a flag
				}
				for t != nil && (t.Kind == analysis.TypeMapping || t.Kind == analysis.TypeArray) {
					t = t.Elem // a table of numbers: its entries are the numbers trusted
				}
				// A hash the contract tests proofs against (a merkle root) is trusted as a number is.
				number = t.IsInt() || t != nil && t.Kind == analysis.TypeFixedBytes
				flag = t != nil && t.Kind == analysis.TypeBool
			}
		}
		if n.Scope != sc || !reads && !callsStoredLocal(sc, n, v) {
			continue // a modifier's check is judged by its reads alone (sink)
		}
		for _, c := range n.Calls() {
			if u, ok := tf.callUse(f, n, c, v); ok {
				return u, true
			}
		}
	}
	label := funcLabel(f)
	if flag && writesVar(f, v) {
		flag = false // a function that checks and sets the flag runs once; the flag guards no one else's payout here
	}
	if number || flag {
		read := func(sc *analysis.Scope, x solidity.Node) bool {
			id, ok := x.(*solidity.Identifier)
			if !ok {
				return false
			}
			sym := sc.Resolve(id)
			return sym.Kind == analysis.SymState && sym.State == v
		}
		k, at, n, _ := tf.sink(f, read)
		switch k {
		case sinkPayout:
			if !flag {
				return trustUse{fn: f, at: at, what: "which sets the amount " + label + " pays out", open: openNodes(f)[n.Index]}, true
			}
			// A flag the amount is chosen by (stake = outcomeYes ? yes : no): trusted as a number is, so a
			// value the caller stores decides what is paid; a switch thrown to a constant (flip) is judged
			// only where it guards a payout.
			return trustUse{fn: f, at: at, what: "which decides the amount " + label + " pays out", open: openNodes(f)[n.Index]}, true
		case sinkGuard:
			// A flag opens or shuts the payout (gate); a number bounds it.
			return trustUse{fn: f, at: at, what: "which a check guarding the payout of " + label + " reads", open: openNodes(f)[n.Index], flag: flag, gate: flag}, true
		case sinkCheck:
			// A number a require reads before the function stores what a public view reports (an oracle's
			// update() bounded by a period, a median's quorum of reporters): loosened, it lets the caller store
			// the price other contracts read. Ranked and rated as a reported rate is.
			if !flag && n.Kind == analysis.NodeGuard && f.IsEntry() && !f.IsView() {
				if w, view := tf.reportedStoreAfter(f, n, v); view != nil {
					return trustUse{fn: f, at: at, what: fmt.Sprintf("which a check in %s reads before it stores %s, which %s reports to other contracts", label, w.Name, funcLabel(view)),
						open: openNodes(f)[n.Index], gate: true, reported: true}, true
				}
			}
		}
	}
	// v's value read through an internal function whose result sets the amount f pays out (a pending-reward
	// view over a per-share accumulator).
	if holdsNumber(v) && slices.ContainsFunc(sc.Calls(), func(c *analysis.Call) bool {
		return c.Kind == analysis.CallInternal && c.Callee != nil && c.Expr != nil && tf.returnsValueOf(c.Callee, v, 1)
	}) {
		if k, at, n, _ := tf.sink(f, tf.valueOf(v, 0)); k == sinkPayout {
			return trustUse{fn: f, at: at, what: "which sets the amount " + label + " pays out through " + tf.carrierName(f, v),
				open: openNodes(f)[n.Index], viaCall: true}, true
		}
	}
	// A number a public view works into the rate or price it reports ((totalEth * 1e18) / supply): other
	// contracts read that answer and act on it, so the number is trusted beyond this contract. Such a use is
	// ranked after those inside the contract (open false) and rated medium (gate): what it decides is paid
	// elsewhere.
	if number && f.IsEntry() && f.IsView() {
		if at := reportedArithmetic(sc, f, v); at != nil {
			return trustUse{fn: f, at: at, what: "which " + label + " works into the rate it reports to other contracts", gate: true, reported: true}, true
		}
	}
	return trustUse{}, false
}

// echoedAnswer reports whether f returns the answer of call unchanged: the call is a return statement's value, or
// a named result's.
func echoedAnswer(sc *analysis.Scope, f *analysis.Function, call solidity.Expr) bool {
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.ReturnStatement:
			found = found || y.Value != nil && solidity.Unparen(y.Value) == call
			return false
		case *solidity.AssignExpr:
			if id, ok := solidity.Unparen(y.LHS).(*solidity.Identifier); ok && solidity.Unparen(y.RHS) == call {
				if v := sc.Resolve(id).Var; v != nil && slices.Contains(f.Decl.Returns, v) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// guardedContract reports whether c, or a contract it inherits, keeps a variable its functions check the caller
// against (an owner).
func guardedContract(guards map[*analysis.StateVar]callerGuard, c *analysis.Contract) bool {
	for v := range guards {
		if v.Contract != nil && c.Inherits(v.Contract) {
			return true
		}
	}
	return false
}

// reportedStoreAfter returns a state variable other than v that f writes after its check n, and a public view of
// a contract that sees it whose result carries its value; nil when there is none.
func (tf *trustFinder) reportedStoreAfter(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) (*analysis.StateVar, *analysis.Function) {
	g := f.CFG()
	if !g.WritesState() {
		return nil, nil
	}
	after := g.After(n)
	var tried []*analysis.StateVar
	for _, m := range g.Nodes {
		if !after[m.Index] {
			continue
		}
		for _, w := range m.Writes() {
			if w.Var == v || w.Var.Contract == nil || slices.Contains(tried, w.Var) {
				continue
			}
			tried = append(tried, w.Var)
			for _, view := range bodies(tf.m) {
				if view == f || !view.IsEntry() || !view.IsView() || view.Contract == nil || !view.Contract.Inherits(w.Var.Contract) {
					continue
				}
				if tf.returnsValueOf(view, w.Var, 1) {
					return w.Var, view
				}
			}
		}
	}
	return nil, nil
}

// reportedArithmetic returns the value of a return statement of f that works the state variable v into a ratio
// or a scaled amount (v in an operand of * or /), or nil: a rate or a price worked out from v, not v handed back
// as it is or moved by an offset.
func reportedArithmetic(sc *analysis.Scope, f *analysis.Function, v *analysis.StateVar) solidity.Expr {
	var at solidity.Expr
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if at != nil {
			return false
		}
		var value solidity.Expr
		switch r := x.(type) {
		case *solidity.ReturnStatement:
			value = r.Value
		case *solidity.AssignExpr:
			// A named result assigned (tick = int24(delta / int56(window))).
			if id, ok := solidity.Unparen(r.LHS).(*solidity.Identifier); ok && len(f.Decl.Returns) > 0 {
				if rv := sc.Resolve(id).Var; rv != nil && slices.Contains(f.Decl.Returns, rv) {
					value = r.RHS
				}
			}
		default:
			return true
		}
		if value == nil {
			return false
		}
		solidity.Preorder(value, func(y solidity.Node) bool {
			if b, ok := y.(*solidity.BinaryExpr); ok && at == nil && (b.Op == "*" || b.Op == "/") && readsStateVar(sc, b, v) {
				at = value
			}
			return at == nil
		})
		return false
	})
	return at
}

// readsStateVar reports whether the syntax x names the state variable v.
func readsStateVar(sc *analysis.Scope, x solidity.Node, v *analysis.StateVar) bool {
	found := false
	solidity.Preorder(x, func(y solidity.Node) bool {
		if id, ok := y.(*solidity.Identifier); ok && !found {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// carrierName names the first internal function f calls whose result carries v's value.
func (tf *trustFinder) carrierName(f *analysis.Function, v *analysis.StateVar) string {
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallInternal && c.Callee != nil && c.Expr != nil && tf.returnsValueOf(c.Callee, v, 1) {
			return funcLabel(c.Callee)
		}
	}
	return "an internal function"
}

// callUse tells how a call of f trusts v: v is the token moved, the contract called or delegatecalled, the
// spender approved, or the contract whose answer decides a payout, a check or a stored value.
// reportedAnswer reports whether the value of call, made in the body of f (scope sc), is worked into what f
// returns (an operand of * or / in the value of a return statement or in a value assigned to a named result,
// itself or through a local it initialises).
func reportedAnswer(sc *analysis.Scope, f *analysis.Function, call solidity.Expr) bool {
	if f.Decl.Body == nil {
		return false
	}
	// The locals initialised from the call, then whether a result reads the call or one of them.
	var carriers []*solidity.VariableDeclaration
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if d, ok := x.(*solidity.VariableDeclarationStatement); ok && len(d.Vars) == 1 && d.Vars[0] != nil && d.Value != nil && contains(d.Value, call) {
			carriers = append(carriers, d.Vars[0])
		}
		return true
	})
	// carried reports whether e holds the call or reads a local it initialised.
	carried := func(e solidity.Node) bool {
		found := false
		solidity.Preorder(e, func(y solidity.Node) bool {
			if y == call {
				found = true
			} else if id, ok := y.(*solidity.Identifier); ok && len(carriers) > 0 && slices.Contains(carriers, sc.Resolve(id).Var) {
				found = true
			}
			return !found
		})
		return found
	}
	// carries reports whether the result e works the answer into an amount or a rate (an operand of * or /),
	// as reportedArithmetic asks of a number: a value priced by the answer, not the answer compared or echoed.
	carries := func(e solidity.Expr) bool {
		found := false
		solidity.Preorder(e, func(y solidity.Node) bool {
			if b, ok := y.(*solidity.BinaryExpr); ok && (b.Op == "*" || b.Op == "/") && carried(b) {
				found = true
			}
			return !found
		})
		return found
	}
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.ReturnStatement:
			found = found || y.Value != nil && carries(y.Value)
			return false
		case *solidity.AssignExpr:
			if id, ok := solidity.Unparen(y.LHS).(*solidity.Identifier); ok && y.RHS != nil {
				if v := sc.Resolve(id).Var; v != nil && slices.Contains(f.Decl.Returns, v) && carries(y.RHS) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func (tf *trustFinder) callUse(f *analysis.Function, n *analysis.Node, c *analysis.Call, v *analysis.StateVar) (trustUse, bool) {
	sc := f.Scope()
	label := funcLabel(f)
	u := trustUse{fn: f, at: c.Node(), open: openNodes(f)[n.Index]}
	if c.Expr != nil && c.ERC20 && c.Name == "approve" && len(c.Args) == 2 && directState(sc, c.Args[0]) == v {
		u.what = "which " + label + " approves to spend the contract's tokens"
		return u, true
	}
	if token, _, out := tokenMove(sc, c); token != nil && directState(sc, token) == v {
		u.what = "the token " + label + " pulls in"
		if out {
			u.what = "the token " + label + " pays out"
		}
		return u, true
	}
	if to, _ := tokenTransfer(c); to != nil && directState(sc, to) == v {
		u.what = "the account " + label + " pays the contract's tokens to"
		return u, true
	}
	if c.Target == nil {
		return trustUse{}, false
	}
	if storedTarget(sc, c.Target) != v {
		if delegatedEntryOf(sc, c) == v {
			// The code of a table's entry runs with delegatecall (a vault's plugin, a diamond's facet for a
			// selector): whoever sets an entry runs code as the contract.
			u.what = "whose code " + label + " runs with delegatecall"
			return u, true
		}
		return trustUse{}, false
	}
	switch {
	case c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode"):
		u.what = "whose code " + label + " runs with delegatecall"
		return u, true
	case c.Kind == analysis.CallLowLevel && c.Name == "call" && len(c.Args) > 0 && !emptyData(c.Args[0]):
		u.what = "which " + label + " calls with the contract's authority"
		return u, true
	case c.Kind == analysis.CallExternal && c.SendsEther():
		u.what = "which " + label + " pays ether in a call"
		return u, true
	case sendsEtherTo(c):
		// A plain ether transfer (transfer, send, or a call with empty data) to the address held in v: v is
		// where the contract's ether goes, like the payee of its tokens above.
		u.what = "the account " + label + " pays the contract's ether to"
		return u, true
	case c.Kind == analysis.CallExternal && c.Expr != nil:
		call := c.Expr
		k, _, _, forwarded := tf.sink(f, func(_ *analysis.Scope, x solidity.Node) bool { return x == call })
		// The answer is acted on beyond this contract (a spotter pushing a price into the engine that lends
		// against it), as a rate a public view reports is: trusted whether or not this contract pays out.
		forward := "whose answer " + label + " passes on to another contract it calls"
		switch k {
		case sinkPayout:
			u.what = "whose answer sets the amount " + label + " pays out"
		case sinkGuard, sinkCheck:
			u.what, u.atRisk = "whose answer decides a check in "+label, true
		case sinkStore:
			u.what, u.atRisk = "whose answer "+label+" stores", true
		case sinkForward:
			u.what = forward
		default:
			if f.IsEntry() && f.IsView() && reportedAnswer(sc, f, call) {
				// A public view reporting the answer (a comptroller's liquidity priced by its oracle): other
				// contracts read it and lend or pay on it, as on a rate a view works out (reportedArithmetic).
				u.what, u.open, u.gate, u.reported = "whose answer "+label+" reports to other contracts", false, true, true
				return u, true
			}
			if f.IsEntry() && f.IsView() && echoedAnswer(sc, f, call) {
				u.what, u.open, u.gate, u.reported, u.echo = "whose answer "+label+" hands on to other contracts", false, true, true, true
				return u, true
			}
			if !tf.paysAfter(f, n) {
				return trustUse{}, false
			}
			// A hook asked before the payout (a transaction guard's checkTransaction): its revert refuses it.
			u.what, u.atRisk = "which "+label+" calls before paying out, and whose revert refuses the payment", true
		}
		if u.atRisk && forwarded {
			u.forward = forward
		}
		return u, true
	}
	return trustUse{}, false
}

// paysAfter reports whether f pays out at a node that may run after n (and is not n).
func (tf *trustFinder) paysAfter(f *analysis.Function, n *analysis.Node) bool {
	pays := tf.payNodes(f)
	if len(pays) == 0 || len(pays) == 1 && pays[0] == n {
		return false
	}
	after := f.CFG().After(n)
	for _, p := range pays {
		if p != n && after[p.Index] {
			return true
		}
	}
	return false
}

// storedTarget returns the state variable the called address e is (directState), also through a local set
// from it and never reassigned (address g = guard; IGuard(g).check(…)).
func storedTarget(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	if v := directState(sc, e); v != nil {
		return v
	}
	x := solidity.Unparen(e)
	for depth := 0; depth < 4; depth++ {
		ce, ok := x.(*solidity.CallExpr)
		if !ok || len(ce.Args) != 1 {
			break
		}
		if c := sc.CallOf(ce); c == nil || c.Kind != analysis.CallTypeConversion {
			return nil
		}
		x = solidity.Unparen(ce.Args[0])
	}
	if v, init := localInit(sc, x); v != nil && init != nil && !reassigned(sc, v) {
		return directState(sc, init)
	}
	return nil
}

// callsStoredLocal reports whether a call of node n is made to a local copy of the state variable v (see
// storedTarget): the node reads the local, not v.
func callsStoredLocal(sc *analysis.Scope, n *analysis.Node, v *analysis.StateVar) bool {
	for _, c := range n.Calls() {
		if c.Kind == analysis.CallExternal && c.Target != nil && directState(sc, c.Target) == nil && storedTarget(sc, c.Target) == v {
			return true
		}
		if delegatedEntryOf(sc, c) == v {
			return true
		}
	}
	return false
}

// delegatedEntryOf returns the state table whose entry a delegatecall (or callcode) c runs the code of, itself or
// through a local that keeps it (address plugin = methods[msg.sig]; plugin.delegatecall(msg.data)); nil
// otherwise.
func delegatedEntryOf(sc *analysis.Scope, c *analysis.Call) *analysis.StateVar {
	if c.Kind != analysis.CallLowLevel || c.Name != "delegatecall" && c.Name != "callcode" || c.Target == nil {
		return nil
	}
	entry := storedEntry(sc, c.Target, 0)
	if entry == nil {
		return nil
	}
	if sym := sc.RootVar(entry); sym.Kind == analysis.SymState {
		return sym.State
	}
	return nil
}

// emptyData reports whether e is the empty calldata of a plain ether transfer ("" or bytes("")).
func emptyData(e solidity.Expr) bool {
	switch x := unwrapConversion(e).(type) {
	case *solidity.StringLiteral:
		return len(x.Value) == 0
	case *solidity.CallExpr:
		return len(x.Args) == 1 && emptyData(x.Args[0])
	}
	return false
}

// forwardsTo reports whether c is an external call, to a contract held in a state variable, of a function that
// may change that contract's state: what it is handed is acted on there.
func forwardsTo(sc *analysis.Scope, c *analysis.Call) bool {
	if c.Kind != analysis.CallExternal || c.Expr == nil || c.Getter != nil || len(c.Args) == 0 || c.Target == nil || directState(sc, c.Target) == nil {
		return false
	}
	return c.Callee == nil || !c.Callee.IsView()
}

// The places a value reaches in a function, strongest first.
type sinkKind uint8

const (
	sinkNone    sinkKind = iota
	sinkForward          // passed to a stored contract in a call that changes its state
	sinkStore            // written to state
	sinkCheck            // in a check or a branch
	sinkGuard            // in a check or a branch that a payout follows
	sinkPayout           // in the amount of a payout
)

// sink returns where in f, at most, the values that seed picks out go, through the locals computed from them:
// the strongest place, with the syntax node and the graph node of the first such place, and whether they are
// also passed to another contract (sinkForward), which a stronger place hides.
// seedIn reports whether seed holds for a node of e, in the scope sc.
func seedIn(sc *analysis.Scope, e solidity.Expr, seed func(*analysis.Scope, solidity.Node) bool) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if !found && seed(sc, x) {
			found = true
		}
		return !found
	})
	return found
}

func (tf *trustFinder) sink(f *analysis.Function, seed func(*analysis.Scope, solidity.Node) bool) (sinkKind, solidity.Node, *analysis.Node, bool) {
	sc := f.Scope()
	mentions := carries(sc, seed).mentions
	g := f.CFG()
	best, at, node, forwarded := sinkNone, solidity.Node(nil), (*analysis.Node)(nil), false
	var n *analysis.Node
	note := func(k sinkKind, x solidity.Node) {
		forwarded = forwarded || k == sinkForward
		if k > best {
			best, at, node = k, x, n
		}
	}
	pays := tf.payNodes(f)
	for _, n = range g.Nodes {
		if n.Scope != nil && n.Scope != sc && n.Kind == analysis.NodeGuard && n.Expr != nil && len(pays) > 0 && n.HasOwn() {
			// A modifier's check (whenNotPaused) of what seed reads itself, in front of the body's payout.
			sm := n.Scope
			if !seedIn(sm, n.Expr, seed) {
				continue
			}
			for _, p := range pays {
				if g.After(n)[p.Index] {
					note(sinkGuard, n.Expr)
					break
				}
			}
			continue
		}
		if n.Scope != sc || !n.HasOwn() {
			continue
		}
		for _, c := range n.Calls() {
			if amount := movedAmount(sc, c); amount != nil && mentions(amount) {
				note(sinkPayout, c.Node())
			}
			if forwardsTo(sc, c) {
				for _, a := range c.Args {
					if mentions(a) {
						note(sinkForward, c.Expr)
						break
					}
				}
			}
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
				bits, off := tf.paidParams(c.Callee, 0), libraryOffset(c)
				for i, a := range c.Args {
					if j := i + off; j < 64 && bits&(1<<uint(j)) != 0 && mentions(a) {
						note(sinkPayout, c.Expr)
					}
				}
			}
		}
		if (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && mentions(n.Expr) {
			k := sinkCheck
			after := g.After(n)
			for _, p := range pays {
				if after[p.Index] || n.Kind == analysis.NodeGuard && p != n && g.After(p)[n.Index] {
					// A payout that follows the check, or one made before a require that reverts it
					// (an optimistic transfer checked afterwards, as a pair's swap checks its invariant).
					k = sinkGuard
					break
				}
			}
			note(k, n.Expr)
		}
		for _, w := range n.Writes() {
			if a := assignmentTo(n, w.At); a != nil && mentions(a.RHS) {
				note(sinkStore, a)
			}
		}
	}
	for _, u := range tf.ledgerCredits(f) {
		if u.node.Scope == sc && mentions(u.amount) {
			n = u.node
			note(sinkPayout, u.at)
		}
	}
	return best, at, node, forwarded
}

// ledgerCredits returns the credits f makes itself to an entry of a ledger of balances (balances[to] += amount
// - fee), one tied to a total or one whose entries are both credited and debited: a token's own ledger pays out
// by crediting it, as another contract pays out by transferring tokens.
func (tf *trustFinder) ledgerCredits(f *analysis.Function) []update {
	if !tf.ledgersDone {
		tf.ledgersDone = true
		ls := ledgerPairs(tf.m)
		if len(ls.pairs) > 0 {
			tf.ledgers = ls.ledgers()
		}
		// A table whose entries are both credited and debited by amounts holds balances moved between
		// accounts (a token whose supply was minted once, in its constructor).
		var debited, credited map[*analysis.StateVar]bool
		for _, ups := range ls.updates {
			for _, u := range ups {
				ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
				if !ok || u.op != "+" && u.op != "-" {
					continue
				}
				v := stateVarOf(u.sc, ix.X)
				if v == nil {
					continue
				}
				if u.op == "+" {
					if credited == nil {
						credited = map[*analysis.StateVar]bool{}
					}
					credited[v] = true
				} else {
					if debited == nil {
						debited = map[*analysis.StateVar]bool{}
					}
					debited[v] = true
				}
			}
		}
		for v := range credited {
			if debited[v] {
				if tf.ledgers == nil {
					tf.ledgers = map[*analysis.StateVar]bool{}
				}
				tf.ledgers[v] = true
			}
		}
	}
	if len(tf.ledgers) == 0 || !f.CFG().WritesState() {
		return nil
	}
	var out []update
	for _, u := range updatesOf(f) {
		if ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess); ok && u.op == "+" && tf.ledgers[stateVarOf(u.sc, ix.X)] {
			out = append(out, u)
		}
	}
	return out
}

// carrier tells which expressions of a body carry the values a seed picks out: those that mention one, or a
// local computed from one.
type carrier struct {
	sc      *analysis.Scope
	seed    func(*analysis.Scope, solidity.Node) bool
	derived map[*solidity.VariableDeclaration]bool
}

// carries returns the carrier of the values seed picks out in sc, with the locals computed from them found
// flow-insensitively, as the data flow solves taint.
func carries(sc *analysis.Scope, seed func(*analysis.Scope, solidity.Node) bool) carrier {
	c := carrier{sc: sc, seed: seed}
	defs := sc.Definitions()
	for round := 0; round < 4; round++ {
		changed := false
		mark := func(v *solidity.VariableDeclaration) {
			if v == nil || c.derived[v] {
				return
			}
			if c.derived == nil {
				c.derived = map[*solidity.VariableDeclaration]bool{}
			}
			c.derived[v], changed = true, true
		}
		for _, d := range defs {
			switch x := d.(type) {
			case *solidity.VariableDeclarationStatement:
				if c.mentions(x.Value) {
					for _, v := range x.Vars {
						mark(v)
					}
				}
			case *solidity.AssignExpr:
				if !c.mentions(x.RHS) {
					continue
				}
				targets := []solidity.Expr{x.LHS}
				if t, ok := x.LHS.(*solidity.TupleExpr); ok {
					targets = t.Elems // (a, b) = feed.latest(): each takes a part of the answer
				}
				for _, e := range targets {
					if e == nil {
						continue
					}
					if sym := sc.RootVar(e); (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn) && sym.Var != nil && sym.Var.Location != solidity.LocationStorage {
						mark(sym.Var)
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	return c
}

// mentions reports whether e carries a seed's value: it has a seed, or reads a local computed from one.
func (c carrier) mentions(e solidity.Node) bool {
	if e == nil {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if c.seed(c.sc, x) {
			found = true
		} else if id, ok := x.(*solidity.Identifier); ok && len(c.derived) > 0 {
			if sym := c.sc.Resolve(id); (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn) && c.derived[sym.Var] {
				found = true
			}
		}
		return !found
	})
	return found
}

// movedAmount returns the amount of ether or tokens a call of scope sc moves: the value of an ether transfer or
// of a call with value, the amount of a token transfer or transferFrom (pulls included, unlike payoutAmount's)
// or of a mint(to, amount) on a token.
// Nil for any other call.
func movedAmount(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	if c.Expr == nil {
		return nil
	}
	if c.SendsEther() {
		return c.Value
	}
	if c.Kind == analysis.CallExternal && c.Name == "mint" && len(c.Args) == 2 {
		return c.Args[1] // token.mint(to, amount), mint(address,uint256): tokens made for the receiver
	}
	_, amount, _ := tokenMove(sc, c)
	return amount
}

// tokenMove returns the token, the amount, and whether the tokens leave the contract, of an ERC-20 transfer
// (tokenTransfer's calls) or transferFrom (transferFromSource's calls with an amount last: t.transferFrom(from,
// to, amount) on a token whose transferFrom returns bool, and SafeERC20's safeTransferFrom). The tokens
// transferFrom moves leave the contract unless they go to address(this). Nils for any other call.
func tokenMove(sc *analysis.Scope, c *analysis.Call) (token, amount solidity.Expr, out bool) {
	if c.Expr == nil {
		return nil, nil, false
	}
	if _, amount := tokenTransfer(c); amount != nil {
		return tokenOf(c), amount, true
	}
	from, to := transferFromSource(c)
	if from == nil || c.Kind == analysis.CallExternal && (len(c.Args) != 3 || c.Name == "transferFrom" && !c.ERC20) {
		return nil, nil, false // an ERC-721 transfer with data, or a transferFrom of no ERC-20
	}
	return tokenOf(c), c.Args[len(c.Args)-1], !isSelf(sc, to)
}

// paidParams returns the parameters (bit i: parameter i) of f that the amounts of its payouts depend on, itself
// or through the internal functions it calls (to a depth of 3).
func (tf *trustFinder) paidParams(f *analysis.Function, depth int) uint64 {
	if bits, ok := tf.paid[f]; ok {
		return bits
	}
	if f.Decl.Body == nil || depth > 3 {
		return 0
	}
	tf.paid[f] = 0 // a recursive call pays nothing more
	sc := f.Scope()
	fl := sc.Flow()
	var bits uint64
	for _, c := range sc.Calls() {
		if amount := movedAmount(sc, c); amount != nil {
			bits |= fl.Params(amount)
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
			inner, off := tf.paidParams(c.Callee, depth+1), libraryOffset(c)
			for i, a := range c.Args {
				if j := i + off; j < 64 && inner&(1<<uint(j)) != 0 {
					bits |= fl.Params(a)
				}
			}
		}
	}
	tf.paid[f] = bits
	return bits
}

// payNodes returns the nodes of f that pay out, with a call of their own or of an internal function that does.
func (tf *trustFinder) payNodes(f *analysis.Function) []*analysis.Node {
	if ns, ok := tf.pays[f]; ok {
		return ns
	}
	var ns []*analysis.Node
	credits := tf.ledgerCredits(f)
	for _, n := range f.CFG().Nodes {
		if slices.ContainsFunc(credits, func(u update) bool { return u.node == n }) {
			ns = append(ns, n)
			continue
		}
		for _, c := range n.Calls() {
			if movedAmount(n.Scope, c) != nil || ((c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && tf.paysSomething(c.Callee, 0)) {
				ns = append(ns, n)
				break
			}
		}
	}
	tf.pays[f] = ns
	return ns
}

// paysSomething reports whether f pays out, itself or through the internal functions it calls (to a depth of 3).
func (tf *trustFinder) paysSomething(f *analysis.Function, depth int) bool {
	if f.Decl.Body == nil || depth > 3 {
		return false
	}
	sc := f.Scope()
	if len(tf.ledgerCredits(f)) > 0 {
		return true
	}
	for _, c := range sc.Calls() {
		if movedAmount(sc, c) != nil {
			return true
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f && tf.paysSomething(c.Callee, depth+1) {
			return true
		}
	}
	return false
}

// paysOut reports whether any function of c pays out: only then is an answer that decides a check or a stored
// value worth an attacker's while.
func (tf *trustFinder) paysOut(c *analysis.Contract) bool {
	if r, ok := tf.risk[c]; ok {
		return r
	}
	r := false
	for _, f := range c.Functions {
		if f.Decl.Body == nil {
			continue
		}
		sc := f.Scope()
		for _, call := range sc.Calls() {
			if movedAmount(sc, call) != nil {
				r = true
				break
			}
		}
		if r {
			break
		}
	}
	tf.risk[c] = r
	return r
}

// updatesItself reports whether rhs, the value stored in the table entry at, is worked out from that entry's
// own value, read in rhs or in a local rhs uses (uint256 held = collateralOf[account]; ...
// collateralOf[account] = held - seize): like collateralOf[account] -= seize, it moves a record kept per key,
// it does not set the table to a value of the caller's choosing.
func updatesItself(sc *analysis.Scope, at solidity.Node, rhs solidity.Expr) bool {
	e, ok := at.(solidity.Expr)
	if !ok {
		return false
	}
	key := keyText(sc.File.Src, e)
	found := false
	var visit func(x solidity.Expr, depth int)
	visit = func(x solidity.Expr, depth int) {
		solidity.Preorder(x, func(y solidity.Node) bool {
			if found {
				return false
			}
			switch z := y.(type) {
			case *solidity.IndexAccess:
				if sameKey(keyText(sc.File.Src, z), key) || sameKey(copiedEntryText(sc, z), key) {
					found = true
				}
			case *solidity.Identifier:
				if r := sc.RootVar(z); r.Kind == analysis.SymState && sameKey(keyText(sc.File.Src, z), key) {
					found = true // the variable itself, read whole
					return false
				}
				if depth < 2 {
					if init := unchangedInit(sc, z); init != nil {
						visit(init, depth+1)
					} else if v, init := localInit(sc, z); init != nil && clampedOnly(sc, v) {
						visit(init, depth+1)
					}
				}
			}
			return !found
		})
	}
	visit(rhs, 0)
	return found
}

// clampedOnly reports whether every later assignment of the local v in the body of sc is a plain one of a value
// the caller does not choose (end = drawnUpTo + count; if (end > total) end = total): the local keeps its initial
// value or is held to a bound the contract sets, never replaced by the caller's.
func clampedOnly(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	body := sc.Body()
	if body == nil {
		return false
	}
	fl := sc.Flow()
	ok := true
	solidity.Preorder(body, func(x solidity.Node) bool {
		if !ok {
			return false
		}
		t := mutated(x)
		if t == nil {
			return true
		}
		if id, isID := unparen(t).(*solidity.Identifier); !isID || sc.Resolve(id).Var != v {
			return true
		}
		a, isAssign := x.(*solidity.AssignExpr)
		ok = isAssign && a.Op == "=" && !fl.Taint(a.RHS).Has(analysis.TaintParam|analysis.TaintData)
		return ok
	})
	return ok
}

// backedByOwnRecord reports whether the value w stores is held to what the caller put up before: a check before
// the write compares it with an entry of the caller's own record (bidToCheck.deposit >= value, where bidToCheck
// points at bids[msg.sender][i]). The Solidity docs' blind auction lets any bidder set the highest bid, but only
// to a bid its deposit covers: a bid, not the contract's configuration.
func backedByOwnRecord(w configWrite) bool {
	n := w.n
	if n.Scope == nil || n.Expr == nil {
		return false
	}
	sc := n.Scope
	fl := sc.Flow()
	var params uint64
	if ce, ok := w.at.(*solidity.CallExpr); ok {
		for _, a := range ce.Args {
			params |= fl.Params(a)
		}
	} else {
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if a, ok := x.(*solidity.AssignExpr); ok && solidity.Node(a.LHS) == w.at {
				params |= fl.Params(a.RHS)
			}
			return true
		})
	}
	if params == 0 {
		return false
	}
	g := w.f.CFG()
	for _, d := range g.Nodes {
		if d == n || d.Expr == nil || d.Scope != sc || !dominates(g, d, n) {
			continue
		}
		// The comparison must hold on the way to the write: a require of it, or the branch taken when it is true.
		switch {
		case d.Kind == analysis.NodeGuard && d.Holds:
		case d.Kind == analysis.NodeCond && len(d.Succs) == 2 && dominates(g, d.Succs[0], n):
		default:
			continue
		}
		backed := false
		solidity.Preorder(d.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || backed {
				return !backed
			}
			value, record := upperBounded(b)
			if value == nil {
				return true
			}
			if fl.Params(value)&params != 0 && callersOwnEntry(sc, fl, record) {
				backed = true
			}
			return !backed
		})
		if backed {
			return true
		}
	}
	return false
}

// callersOwnEntry reports whether e reads a state entry keyed by the caller, directly
// (deposits[msg.sender]), through a storage pointer to one (Bid storage b = bids[msg.sender][i]; b.deposit) or
// through a local copy of one that nothing changes after.
func callersOwnEntry(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) bool {
	found := false
	var visit func(x solidity.Node, depth int)
	visit = func(x solidity.Node, depth int) {
		solidity.Preorder(x, func(y solidity.Node) bool {
			if found {
				return false
			}
			switch z := y.(type) {
			case *solidity.IndexAccess:
				if z.Index != nil && sc.RootVar(z).Kind == analysis.SymState && fl.Taint(z.Index).Has(analysis.TaintSender|analysis.TaintOrigin) {
					found = true
				}
			case *solidity.Identifier:
				if sym := sc.Resolve(z); depth < 2 && sym.Kind == analysis.SymLocal && sym.Var != nil {
					if sym.Var.Location == solidity.LocationStorage {
						if init := sc.Init(sym.Var); init != nil {
							visit(init, depth+1)
						}
					} else if init := unchangedInit(sc, z); init != nil {
						// A copy of the entry that nothing changes after (uint256 deposit = deposits[msg.sender]).
						visit(init, depth+1)
					}
				}
			}
			return !found
		})
	}
	visit(e, 0)
	return found
}

// copiedEntryText returns the text of the state entry a read of a memory copy stands for (xp[i], with
// uint256[2] memory xp = balances and xp unchanged since, gives balances[i]), or nil when z is no such read.
func copiedEntryText(sc *analysis.Scope, z *solidity.IndexAccess) []byte {
	if z.Index == nil {
		return nil
	}
	init := unchangedInit(sc, z.X)
	if init == nil {
		return nil
	}
	if _, ok := solidity.Unparen(init).(*solidity.Identifier); !ok {
		return nil
	}
	src := sc.File.Src
	t := append([]byte(nil), keyText(src, init)...)
	t = append(t, '[')
	t = append(t, keyText(src, z.Index)...)
	return append(t, ']')
}

// entryFlagFlip reports whether the write at of node n sets a bool field of an entry of the state variable v, an
// entry the caller names (claims[id].approved = true, the key a parameter and not the caller's address), to a
// constant: directly or through a storage pointer to the entry, and a flag of a list or table the entry holds
// too (g.approved[milestone] = true with g = grants[id]), so long as no key on the way is the caller's own
// address (a vote keyed by its voter).
func entryFlagFlip(n *analysis.Node, fl *analysis.Flow, v *analysis.StateVar, at solidity.Node) bool {
	if v.Decl.Constant || v.Decl.Immutable {
		return false
	}
	switch x := at.(type) {
	case *solidity.MemberAccess:
	case *solidity.IndexAccess:
		if _, field := unparen(x.X).(*solidity.MemberAccess); field {
			break // a flag of a list or table an entry holds
		}
		// A table of flags itself (queued[txHash] = true), an entry of v and nothing deeper: told first from
		// v's declared type, as most entries written are amounts.
		mp, ok := v.Decl.Type.(*solidity.Mapping)
		if !ok {
			return false
		}
		if et, ok := mp.Value.(*solidity.ElementaryTypeName); !ok || et.Name != "bool" {
			return false
		}
		if id, ok := unparen(x.X).(*solidity.Identifier); !ok || n.Scope.Resolve(id).State != v {
			return false
		}
	default:
		return false
	}
	keys, root := entryKeys(n.Scope, at.(solidity.Expr), 0)
	if root != v || len(keys) == 0 {
		return false
	}
	chosen := false
	for _, k := range keys {
		t := fl.Taint(k)
		if t.Has(analysis.TaintSender | analysis.TaintOrigin) {
			return false
		}
		chosen = chosen || t.Has(analysis.TaintParam|analysis.TaintData)
	}
	if !chosen {
		return false
	}
	if ft := n.Scope.TypeOf(at.(solidity.Expr)); ft == nil || ft.Kind != analysis.TypeBool {
		return false
	}
	return placedValue(n, v, at, func(e solidity.Expr) bool { return isConstExpr(n.Scope, e) }) != nil
}

// flagField returns the field of an entry that the flag write at sets (approved in claims[id].approved or in
// g.approved[milestone]); "" for an entry of a table of flags itself.
func flagField(at solidity.Node) string {
	if ia, ok := at.(*solidity.IndexAccess); ok {
		at = unparen(ia.X)
	}
	if ma, ok := at.(*solidity.MemberAccess); ok {
		return ma.Member
	}
	return ""
}

// entryFlagGate returns the first check, in a function of v's contract other than from, that reads the field of
// an entry of v on the way to a payout.
func (tf *trustFinder) entryFlagGate(from *analysis.Function, v *analysis.StateVar, field string) (trustUse, bool) {
	if from.Contract == nil {
		return trustUse{}, false
	}
	for f := range from.Contract.HierarchyBodies() {
		if f == from || !f.IsEntry() || f.IsView() {
			continue
		}
		pays := tf.payNodes(f)
		if len(pays) == 0 {
			continue
		}
		g := f.CFG()
		for _, m := range g.Nodes {
			if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope == nil {
				continue
			}
			var at solidity.Node
			solidity.Preorder(m.Expr, func(x solidity.Node) bool {
				if ma, ok := x.(*solidity.MemberAccess); ok && at == nil && ma.Member == field && stateVarOf(m.Scope, ma.X) == v {
					at = ma
				}
				return at == nil
			})
			if at == nil {
				continue
			}
			for _, n := range pays {
				if dominates(g, m, n) {
					return trustUse{fn: f, at: at, what: "which a check guarding the payout of " + funcLabel(f) + " reads", open: openNodes(f)[n.Index], flag: true, gate: true}, true
				}
			}
		}
	}
	return trustUse{}, false
}

// callerBound reports whether the guard m only bounds a parameter of the function by a value that does not depend
// on it (require(eta >= block.timestamp + delay)): the caller meets it at any moment with the value it passes, so
// it stops no one.
func callerBound(m *analysis.Node) bool {
	if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope == nil {
		return false
	}
	b, ok := unparen(m.Expr).(*solidity.BinaryExpr)
	if !ok || b.X == nil || b.Y == nil {
		return false
	}
	switch b.Op {
	case ">=", ">", "<=", "<":
	default:
		return false
	}
	fl := m.Scope.Flow()
	for i, side := range [2]solidity.Expr{b.X, b.Y} {
		other := b.Y
		if i == 1 {
			other = b.X
		}
		id, ok := unparen(side).(*solidity.Identifier)
		if !ok || m.Scope.Resolve(id).Kind != analysis.SymParam {
			continue
		}
		if fl.Params(side)&fl.Params(other) == 0 && !fl.Taint(side).Has(analysis.TaintState|analysis.TaintValue) {
			return true
		}
	}
	return false
}

// entryGateOfChosenSend returns the first check, in an entry function of v's contract other than from, that
// reads an entry of the flag table v on the way to a send whose receiver and amount the caller passes (a
// timelock's target.call{value: value}(data) behind require(queued[txHash])): the flag is all that stands
// between any caller and any payment. Not a gate in trustUse's sense: the caller sets what is paid, and to whom.
func (tf *trustFinder) entryGateOfChosenSend(from *analysis.Function, v *analysis.StateVar) (trustUse, bool) {
	if from.Contract == nil {
		return trustUse{}, false
	}
	chosen := analysis.TaintParam | analysis.TaintData
	for f := range from.Contract.HierarchyBodies() {
		if f == from || !f.IsEntry() || f.IsView() {
			continue
		}
		pays := tf.payNodes(f)
		if len(pays) == 0 {
			continue
		}
		g := f.CFG()
		for _, m := range g.Nodes {
			if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope == nil {
				continue
			}
			var at solidity.Node
			solidity.Preorder(m.Expr, func(x solidity.Node) bool {
				if ia, ok := x.(*solidity.IndexAccess); ok && at == nil {
					if id, ok := unparen(ia.X).(*solidity.Identifier); ok && m.Scope.Resolve(id).State == v {
						at = ia
					}
				}
				return at == nil
			})
			if at == nil {
				continue
			}
			for _, n := range pays {
				if !dominates(g, m, n) || n.Scope == nil {
					continue
				}
				fl := n.Scope.Flow()
				for _, c := range n.Calls() {
					if c.SendsEther() && c.Target != nil && c.Value != nil && fl.Taint(c.Target).Has(chosen) && fl.Taint(c.Value).Has(chosen) {
						return trustUse{fn: f, at: at, what: "which a check guarding the send of " + funcLabel(f) + " to the receiver and amount its caller names reads", open: openNodes(f)[n.Index], flag: true}, true
					}
				}
			}
		}
	}
	return trustUse{}, false
}
