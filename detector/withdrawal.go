package detector

import (
	"bytes"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedEtherWithdrawal reports public functions that let anyone take ether.
var UnprotectedEtherWithdrawal = &Detector{
	ID:    "unprotected-ether-withdrawal",
	Title: "Unprotected ether withdrawal",
	Description: "A public or external function without an access check sends ether to an address the caller " +
		"chooses (msg.sender, a parameter, or state anyone can set), and the amount is not limited by a balance " +
		"recorded for that caller.",
	Exploit: "Anyone calls the function, repeatedly if need be, and receives the contract's ether.",
	Recommendation: "Restrict the function to authorised callers, or pay out only amounts recorded for the caller " +
		"and reduce that record before sending.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runWithdrawal,
}

func runWithdrawal(p *Pass) error {
	lg := ledgers{walk: getWalk()}
	defer putWalk(lg.walk)
	// etherInflow's answer for the contract of the last send reported: sends come contract after contract.
	var inflowOf *analysis.Contract
	var inflowIs inflow
	for _, f := range entries(p.Model) {
		fsc := f.Scope()
		// The body's calls include its nodes' calls: without a send of ether, there is nothing to look at.
		if !slices.ContainsFunc(fsc.Calls(), sendsEtherTo) && !slices.ContainsFunc(fsc.Calls(), withdrawsDeposit) {
			continue
		}
		gd := f.Guards()
		for _, n := range f.CFG().Nodes {
			// Only the function's own sends are reported: skip modifier nodes before the access check.
			if n.Scope != fsc || len(analysis.NodeCalls(n)) == 0 || gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if withdrawsDeposit(c) {
					if c = depositSend(fsc, c); c == nil {
						continue
					}
				}
				if !takesEther(p.Model, f, n, c, lg) {
					continue
				}
				if entry := undebitedEntry(f, c); entry != nil {
					// Whoever may call the function, the fault is the ledger: a caller with a record is paid it
					// once per call.
					p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
						Message: funcLabel(f) + " sends " + Text(fsc.File, c.Value) + ", the caller's recorded " +
							Text(fsc.File, entry) + ", to " + Text(fsc.File, c.Target) + " and never debits that " +
							"record, nor changes anything its checks read: the caller calls again and is paid the " +
							"same amount again, out of the ether of everyone else"})
					continue
				}
				// This detector reports often: its messages are built in the pass's buffer.
				b := appendExprText(append(append(p.message(), funcLabel(f)...), " lets any caller send "...), fsc.File, c.Value)
				b = appendExprText(append(b, " to "...), fsc.File, c.Target)
				sev, conf, voided := voidedLevel(f, n)
				if voided {
					b = append(b, voidedNote...)
				} else if inflowOf != f.Contract || inflowIs == 0 {
					inflowOf, inflowIs = f.Contract, etherInflow(f.Contract)
				}
				if !voided && inflowIs == inflowPaidOut {
					if ps, pc, note := passThrough(f); ps != "" {
						sev, conf = ps, pc
						b = append(b, note...)
					} else {
						// OpenZeppelin 4's MinimalForwarder: what it holds is what relayers overpaid.
						sev = vigil.SeverityMedium
						b = append(b, "; the contract takes ether only in calls that pay ether out, and none asks for any, so it holds only what callers overpaid"...)
					}
				}
				p.reportMessage(Report{Function: f, File: fsc.File, From: f.Decl, At: c.Expr, Severity: sev, Confidence: conf}, b)
			}
		}
	}
	return nil
}

// takesEther reports whether the send c, made at node n of f by f's own body, lets the one who reaches it take
// ether: it goes to an address the caller chooses (msg.sender, a parameter, or state anyone can set) and the
// amount is not limited by a record of what is owed, nor decided by a signature, a secret, a game or a vote,
// nor bought with tokens of the caller's it burns.
// Whether a check on the caller stands in front of n is the caller's question.
func takesEther(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call, lg ledgers) bool {
	if !sendsEtherTo(c) {
		return false
	}
	fsc := f.Scope()
	controlled := false
	if t := f.Flow().Taint(c.Target); t.Has(analysis.TaintSender | analysis.TaintOrigin) {
		controlled = true
	} else if t.Has(analysis.TaintParam) {
		// Unless the receiver is read from a table only guarded code writes (payout[id]): the caller picks
		// whose payment to deliver, not where it goes.
		controlled = !fixedPayeeEntry(m, f, c.Target)
	} else if sym := fsc.RootVar(unwrapConversion(c.Target)); sym.Kind == analysis.SymState && f.Contract != nil {
		open := afterSetUp(settersOf(m, f.Contract).openOf(sym.State))
		controlled = len(open) > 0 && !replacesPayee(f, n, sym.State, open)
		if v, field := structFieldOf(fsc, unwrapConversion(c.Target)); controlled && v != nil {
			// A field of a struct: the writes of other fields (a proposal marked executed) choose no payee.
			controlled = structWritersOf(m).openlyWritten(v, field)
		}
	}
	if !controlled || lg.bounded(f, c) || soldToContract(f, c.Value) {
		return false
	}
	// The checks below all look at the nodes on the way to n, and all but one only at its guards and branches:
	// find them once, in the walk that finds the nodes. The checks ask whether any of them decides the payment,
	// which does not depend on their order.
	walk := lg.walk
	if walk == nil {
		walk = new(cfgWalk)
	}
	var buf [16]*analysis.Node
	decisions := walk.decisionsBefore(f.CFG(), n, buf[:0])
	return !authorisedOtherwise(f, n, decisions, callerChecksOf(m).recovers) && !wonGame(f, decisions) && !tallyDecided(f, decisions) && !quorumReached(m, f, decisions) &&
		!signedOffSend(m, f, n, c) && !fixedPrizeGame(f, decisions, c.Value) &&
		!privilegedDecision(f, decisions) && !paidInFull(f, n, decisions, c.Value) && !storedClaim(f, n, c, decisions) &&
		!burnedByCaller(f, c.Value) && !committedRecord(f, c, decisions)
}

// afterSetUp returns the writes of ws made by functions other than run-once initialisers (onceFlag): the payee a
// clone's initialize sets in its factory's transaction is the set-up's, not chosen again by whoever calls later.
// Whether anyone can run the set-up first is unprotected-initializer's question.
func afterSetUp(ws []write) []write {
	once := 0
	for _, w := range ws {
		if w.fn != nil && onceFlag(w.fn) != nil {
			once++
		}
	}
	if once == 0 {
		return ws
	}
	out := make([]write, 0, len(ws)-once)
	for _, w := range ws {
		if w.fn == nil || onceFlag(w.fn) == nil {
			out = append(out, w)
		}
	}
	return out
}

// committedRecord reports whether the send c of f pays an amount to a receiver that are both fields of one
// parameter of f (a withdrawal struct: w.shares to w.staker), and a guard on the way requires a state table to
// hold the hash of that parameter (pendingWithdrawals[root] with root = keccak256(abi.encode(w)), or a pure
// function computing it), an entry f clears: the contract recorded the whole parameter when it was queued, so
// the caller can only present a record the contract made, once.
func committedRecord(f *analysis.Function, c *analysis.Call, decisions []*analysis.Node) bool {
	if c.Value == nil || c.Target == nil {
		return false
	}
	sc := f.Scope()
	to, am := sc.RootVar(unparen(unwrapConversion(c.Target))), sc.RootVar(unparen(unwrapConversion(c.Value)))
	if to.Kind != analysis.SymParam || am.Kind != analysis.SymParam || to.Var == nil || to.Var != am.Var {
		return false
	}
	prm := to.Var
	// hashOf reports whether e is a hash of the parameter: keccak256 of an encoding that reads it, or a pure
	// function of the contract given it; through a local kept unchanged.
	hashOf := func(e solidity.Expr) bool {
		if init := unchangedInit(sc, e); init != nil {
			e = init
		}
		call, ok := unparen(e).(*solidity.CallExpr)
		if !ok || !readsLocal(sc, call, prm) {
			return false
		}
		k := sc.CallOf(call)
		return k != nil && (k.Kind == analysis.CallBuiltin && k.Name == "keccak256" ||
			k.Kind == analysis.CallInternal && k.Callee != nil && k.Callee.Decl.Mutability == solidity.MutabilityPure)
	}
	written := f.WrittenState()
	for _, d := range decisions {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Scope != sc || d.Expr == nil {
			continue
		}
		for cj := range conjuncts(d.Expr) {
			ix, ok := unparen(cj).(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			t := sc.TypeOf(ix)
			r := sc.RootVar(ix)
			if t == nil || t.Kind != analysis.TypeBool || r.Kind != analysis.SymState || !slices.Contains(written, r.State) {
				continue
			}
			if hashOf(ix.Index) {
				return true
			}
		}
	}
	return false
}

// undebitedEntry returns the state entry of the caller's whose value the send c of f pays (the value itself,
// converted, or a local it is kept in and never reassigned: amount = bonds[msg.sender].amount), when takesEther
// found that nothing in f debits an entry of the caller's and f writes none of the state its guards and branches
// read (a flag that closes the payout): a second call pays the same record again. Nil otherwise.
func undebitedEntry(f *analysis.Function, c *analysis.Call) solidity.Expr {
	sc := f.Scope()
	v := unwrapConversion(c.Value)
	for depth := 0; depth < 3; depth++ {
		init := unchangedInit(sc, v)
		if init == nil {
			break
		}
		v = unwrapConversion(init)
	}
	switch v.(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
	default:
		return nil
	}
	if sc.RootVar(v).Kind != analysis.SymState {
		return nil
	}
	e := ledgerEntries{sc: sc, fl: f.Flow(), file: f.File, targetOf: c.Target, f: f}
	if !e.keyed(v) {
		return nil
	}
	written := f.WrittenState()
	if len(written) == 0 {
		return v
	}
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		closes := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if ex, ok := x.(solidity.Expr); ok && !closes {
				if r := n.Scope.RootVar(ex); r.Kind == analysis.SymState && slices.Contains(written, r.State) {
					closes = true
				}
			}
			return !closes
		})
		if closes {
			return nil
		}
	}
	return v
}

// decisionsBefore appends to out the guards and branches with an expression among the nodes from which n can be
// reached, n included (those CFG.Before marks), in the order the walk meets them.
func (w *cfgWalk) decisionsBefore(g *analysis.CFG, n *analysis.Node, out []*analysis.Node) []*analysis.Node {
	w.reset(g)
	w.seen[n.Index] = true
	w.stack = append(w.stack, n)
	for len(w.stack) > 0 {
		x := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		if x.Expr != nil && (x.Kind == analysis.NodeGuard || x.Kind == analysis.NodeCond) {
			out = append(out, x)
		}
		for _, p := range x.Preds {
			if !w.seen[p.Index] {
				w.seen[p.Index] = true
				w.stack = append(w.stack, p)
			}
		}
	}
	return out
}

// sendsEtherTo reports whether c sends ether to an address (transfer, send, a low-level call with value) rather
// than calling a contract's function with value.
// spendsWhatItTakes reports whether every function of c that takes ether (its receive, fallback or constructor
// too) sends ether itself: ether enters such a contract only with a call that pays it out (disperse.app's
// disperseEther), so, keeping no state (passThrough), it holds at most what the current transaction left. At
// least one function must take ether.
func spendsWhatItTakes(c *analysis.Contract) bool {
	if c == nil {
		return false
	}
	payable := false
	for _, f := range c.Functions {
		if f.Decl.Mutability != solidity.MutabilityPayable {
			continue
		}
		if f.Decl.Body == nil || !slices.ContainsFunc(f.Scope().Calls(), sendsEtherTo) {
			return false
		}
		payable = true
	}
	// With no payable function at all, how the contract gets ether is not in the code (a simplified example, or
	// code from before payable): nothing is said.
	return payable
}

// inflow tells how ether enters a contract, for the rating of an open send.
type inflow uint8

const (
	inflowKept    inflow = iota + 1 // some payable function keeps it or reads msg.value, or none takes it (unknown)
	inflowPaidOut                   // only functions that pay out take it, and none asks how much
)

// etherInflow returns how ether enters c (spendsWhatItTakes, readsValue): ether
// taken only by functions that pay ether out and never look at msg.value comes in only as what callers sent
// unasked.
func etherInflow(c *analysis.Contract) inflow {
	if c != nil && spendsWhatItTakes(c) && !readsValue(c) {
		return inflowPaidOut
	}
	return inflowKept
}

// readsValue reports whether a payable function of c reads msg.value (it prices, checks or records what it
// takes: a sale keeps its proceeds, a deposit is owed back).
func readsValue(c *analysis.Contract) bool {
	for _, f := range c.Functions {
		if f.Decl.Mutability != solidity.MutabilityPayable || f.Decl.Body == nil {
			continue
		}
		found := false
		solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
			if ma, ok := x.(*solidity.MemberAccess); ok && ma.Member == "value" {
				if id, ok := ma.X.(*solidity.Identifier); ok && id.Name == "msg" {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// withdrawsDeposit reports whether c withdraws ether the contract keeps deposited with another: ERC-4337's
// EntryPoint (its StakeManager's withdrawTo(address payable, uint256)) pays the calling contract's deposit to
// the address given. A paymaster's or an account's gas deposit is its ether as much as its balance is.
func withdrawsDeposit(c *analysis.Call) bool {
	if c.Kind != analysis.CallExternal || c.Expr == nil || c.Name != "withdrawTo" || len(c.Args) != 2 || c.Value != nil {
		return false
	}
	// The callee in the unit is judged by its code, not by the interface's promise.
	return c.Callee == nil || c.Callee.Decl.Body == nil
}

// depositSend is the withdrawal c (see withdrawsDeposit), made in sc, seen as the send it makes:
// to.transfer(amount); nil when its arguments are not an address and an amount.
func depositSend(sc *analysis.Scope, c *analysis.Call) *analysis.Call {
	if !sc.TypeOf(c.Args[0]).IsAddress() || !sc.TypeOf(c.Args[1]).IsInt() {
		return nil
	}
	return &analysis.Call{Expr: c.Expr, Kind: analysis.CallTransfer, Name: "transfer", Target: c.Args[0], Value: c.Args[1],
		Args: c.Args[1:], Contract: c.Contract}
}

func sendsEtherTo(c *analysis.Call) bool {
	return c.Expr != nil && c.SendsEther() && c.Kind != analysis.CallExternal && c.Target != nil
}

// ledgers answers whether an amount sent is limited by what the contract records per address: state mapping
// entries whose key is the caller (msg.sender or tx.origin) or the receiver. It keeps nothing between
// questions: most functions are asked about one call, and a walk of their nodes that stops once the answer is
// known costs less than gathering and storing what every question could need.
type ledgers struct {
	// walk, when set, holds the buffers takesEther walks graphs with, reused from one question to the next.
	walk *cfgWalk
}

// bounded reports whether the amount a call of f sends is limited by what the contract recorded for the
// receiver or the caller: msg.value itself, a mapping entry keyed by the caller or receiver, a check against
// such an entry, or a write that debits one.
func (ledgers) bounded(f *analysis.Function, c *analysis.Call) bool {
	if c.Value == nil {
		return true
	}
	if lit, ok := c.Value.(*solidity.NumberLiteral); ok && lit.Value == "0" {
		return true
	}
	if f.Flow().Taint(c.Value).Has(analysis.TaintValue) || paidFromValue(f, c.Value) {
		return true
	}
	e := ledgerEntries{sc: f.Scope(), fl: f.Flow(), file: f.File, targetOf: c.Target, f: f}
	// amount is the text of the amount, taken when a guard first compares something with an entry: most
	// functions have no such guard.
	var amount []byte
	// debited: a write debits an entry of the caller's or the receiver's, or an internal function that writes
	// state is handed the caller's address (_transfer(msg.sender, this, amount), _burn(msg.sender, amount)). Once
	// known, only the guards are left to look at.
	debited := false
	for _, n := range f.CFG().Nodes {
		if !n.HasOwn() {
			continue
		}
		if n.Kind == analysis.NodeGuard && n.Holds {
			// A guard requiring the amount to be at least an entry of the caller or the receiver: the check is
			// the wrong way round.
			if b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr); ok {
				var value, entry solidity.Expr
				switch b.Op {
				case ">=", ">":
					value, entry = b.X, b.Y
				case "<=", "<":
					value, entry = b.Y, b.X
				}
				if entry != nil && amount == nil {
					amount = keyText(f.File.Src, c.Value)
				}
				if entry != nil && sameKey(keyText(f.File.Src, value), amount) && e.keyed(entry) {
					return false
				}
			}
		}
		if debited {
			continue
		}
		for _, w := range n.Writes() {
			if e.keyed(w.At) && (!e.byReceiver || !chosenAmountUnrelated(f, n, c.Value)) {
				debited = true
				break
			}
		}
		for _, c := range n.Calls() {
			if debited {
				break
			}
			if c.Callee == nil || len(c.Callee.WrittenState()) == 0 || !(c.Kind == analysis.CallInternal || trustedLedgerCall(n.Scope, c)) {
				continue
			}
			for _, a := range c.Args {
				if n.Scope.Flow().Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
					debited = true
					break
				}
			}
			// Or a helper that reads the caller itself and spends the allowance the caller was granted, with
			// checked arithmetic (solmate's ERC-4626: if (msg.sender != owner) allowance[owner][msg.sender] =
			// allowed - shares).
			if !debited && c.Kind == analysis.CallInternal && c.Callee != f {
				if s, u := spendsAllowanceIn(c.Callee, updatesOf(c.Callee), 1); s && !u {
					debited = true
				}
			}
		}
	}
	return debited
}

// ledgerEntries visits the state entries (index accesses of state) of expressions of one function.
type ledgerEntries struct {
	sc       *analysis.Scope
	fl       *analysis.Flow
	file     *solidity.File
	targetOf solidity.Expr // the receiver
	// target is Text(file, targetOf), made when a key is first compared with it.
	target      string
	targetKnown bool
	// f is the function; bound lists the keys its guards bind to the caller (callerBoundKeys), looked up
	// when a key is first asked about (boundKnown).
	f          *analysis.Function
	bound      [][]byte
	boundKnown bool
	// byReceiver tells that the last entry keyed found is keyed by the receiver, not by the caller.
	byReceiver bool
}

// boundToCaller reports whether key is one of the keys the function's guards bind to the caller.
func (e *ledgerEntries) boundToCaller(key solidity.Expr) bool {
	if !e.boundKnown {
		e.boundKnown = true
		if e.f != nil {
			e.bound = callerBoundKeys(e.f)
		}
	}
	if len(e.bound) == 0 {
		return false
	}
	k := keyText(e.file.Src, key)
	for _, b := range e.bound {
		if sameKey(b, k) {
			return true
		}
	}
	return false
}

// keyed reports whether x holds a state entry keyed by the caller, or one whose key has the receiver's text:
// either limits the amount to what is recorded for the one paid, so the first found answers.
func (e *ledgerEntries) keyed(x solidity.Node) bool {
	found := false
	e.byReceiver = false
	solidity.Preorder(x, func(x solidity.Node) bool {
		if found {
			return false
		}
		if id, ok := x.(*solidity.Identifier); ok {
			// A storage pointer to an entry (User storage user = users[msg.sender]) stands for the entry.
			if sym := e.sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage {
				x = solidity.Unparen(e.sc.Init(sym.Var))
				// The walk does not go into the pointer's initial value: an entry of the caller's further in
				// (Bid storage b = bids[msg.sender][i]) is looked for here.
				if outer, ok := x.(*solidity.IndexAccess); ok && e.sc.RootVar(outer).Kind == analysis.SymState {
					for in, ok := outer.X.(*solidity.IndexAccess); ok && in.Index != nil; in, ok = in.X.(*solidity.IndexAccess) {
						if e.fl.Taint(in.Index).Has(analysis.TaintSender | analysis.TaintOrigin) {
							found = true
							return false
						}
					}
				}
			} else if sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationDefault && maybeStructLocal(sym.Var) {
				// Before 0.5 a local with no location is a storage pointer when it holds a struct entry
				// (var acc = Acc[msg.sender]).
				if init, ok := solidity.Unparen(e.sc.Init(sym.Var)).(*solidity.IndexAccess); ok {
					if t := e.sc.TypeOf(init); t != nil && t.Kind == analysis.TypeStruct && e.sc.RootVar(init).Kind == analysis.SymState {
						x = init
					}
				}
			}
		}
		ia, ok := x.(*solidity.IndexAccess)
		if !ok || ia.Index == nil || e.sc.RootVar(ia).Kind != analysis.SymState {
			return true
		}
		if e.fl.Taint(ia.Index).Has(analysis.TaintSender|analysis.TaintOrigin) || e.boundToCaller(ia.Index) {
			found = true
			return false
		}
		if !e.targetKnown {
			e.target, e.targetKnown = Text(e.file, e.targetOf), true
		}
		found = textIs(e.file, ia.Index, e.target)
		e.byReceiver = found
		return !found
	})
	return found
}

// chosenAmountUnrelated reports whether the amount a call sends is the caller's to choose (it follows from
// parameters and reads no state) while the write at node n, to an entry keyed by the receiver, does not take in
// the amount: a date or a flag set for a receiver the caller also names (lastPaid[payee] = block.timestamp)
// debits nothing, and the caller repeats the payout with another receiver or amount.
func chosenAmountUnrelated(f *analysis.Function, n *analysis.Node, amount solidity.Expr) bool {
	t := f.Flow().Taint(amount)
	if !t.Has(analysis.TaintParam) || t.Has(analysis.TaintState|analysis.TaintSender|analysis.TaintOrigin|analysis.TaintValue) {
		return false
	}
	if n.Expr == nil {
		return false
	}
	return !bytes.Contains(keyText(f.File.Src, n.Expr), keyText(f.File.Src, amount))
}

// textIs reports whether Text(f, n) is s, without building the text.
func textIs(f *solidity.File, n solidity.Expr, s string) bool {
	var small [128]byte
	t := appendNormalized(small[:0], n.Range().Text(f.Src))
	if len(t) > 80 {
		t = append(t[:77], "..."...)
	}
	return string(t) == s
}

// paidFromValue reports whether the amount sent is covered by the ether the caller sends: a guard requires
// msg.value to be at least the amount, or at least a total the amount is added to (total = total.add(amount);
// … require(total <= msg.value)), a marketplace passing a buyer's payment on to sellers.
func paidFromValue(f *analysis.Function, amount solidity.Expr) bool {
	if f.Decl.Mutability != solidity.MutabilityPayable {
		return false
	}
	// A payment the function records (bid = msg.value) is a deposit owed back later, not one spent here: paying
	// a stored claim out of it still takes someone else's ether.
	for _, n := range f.CFG().Nodes {
		for _, w := range n.Writes() {
			if as, ok := n.Expr.(*solidity.AssignExpr); ok && as.LHS == w.At && n.Scope != nil && n.Scope.Flow().Taint(as.RHS).Has(analysis.TaintValue) {
				return false
			}
		}
	}
	src := f.File.Src
	// ka is the amount's text, taken at the first comparison with msg.value: most guards make none.
	var ka []byte
	covered := func(k []byte) bool {
		if ka == nil {
			ka = keyText(src, amount)
		}
		if sameKey(k, ka) {
			return true
		}
		// A total the amount is added to.
		for _, n := range f.CFG().Nodes {
			as, ok := n.Expr.(*solidity.AssignExpr)
			if !ok || n.Scope == nil || n.Scope.File != f.File || !sameKey(keyText(src, as.LHS), k) {
				continue
			}
			if (as.Op == "+=" && sameKey(keyText(src, as.RHS), ka)) || (as.Op == "=" && bytes.Contains(keyText(src, as.RHS), k) && bytes.Contains(keyText(src, as.RHS), ka)) {
				return true
			}
		}
		return false
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope == nil || n.Scope.File != f.File {
			continue
		}
		b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || b.X == nil || b.Y == nil {
			continue
		}
		// other <= msg.value, msg.value >= other, or equality.
		var other solidity.Expr
		switch {
		case isMsgValue(n.Scope, b.Y) && (b.Op == "<=" || b.Op == "<" || b.Op == "=="):
			other = b.X
		case isMsgValue(n.Scope, b.X) && (b.Op == ">=" || b.Op == ">" || b.Op == "=="):
			other = b.Y
		}
		if other != nil && (covered(keyText(src, other)) || sumCovers(src, other, amount)) {
			return true
		}
	}
	return false
}

// sumCovers reports whether amount, or what it is taken from (price in price - fee), is a term of the sum
// other that msg.value pays (msg.value == price + collateral): the ether sent is part of the caller's payment.
func sumCovers(src []byte, other, amount solidity.Expr) bool {
	base := solidity.Unparen(amount)
	for {
		b, ok := base.(*solidity.BinaryExpr)
		if !ok || b.Op != "-" {
			break
		}
		base = solidity.Unparen(b.X)
	}
	s, ok := solidity.Unparen(other).(*solidity.BinaryExpr)
	if !ok || s.Op != "+" {
		return false
	}
	bk := keyText(src, base)
	var terms func(e solidity.Expr) bool
	terms = func(e solidity.Expr) bool {
		e = solidity.Unparen(e)
		if b, ok := e.(*solidity.BinaryExpr); ok && b.Op == "+" {
			return terms(b.X) || terms(b.Y)
		}
		return sameKey(keyText(src, e), bk)
	}
	return terms(s)
}

// soldToContract reports whether the ether f pays out is the price of tokens the caller hands over in the same
// call: f pulls an amount the caller names (a parameter, not a recorded debt it repays) from the caller into this
// contract, and the amount paid is computed from it (a swap's output, a sale at the contract's quoted price).
// Whether the price is right is the price's question. A liquidation repaying debt[user] to seize
// collateral[user] shares only the key with its payout, and stays the caller's choice of victim.
func soldToContract(f *analysis.Function, amount solidity.Expr) bool {
	return pullsPriced(f, amount, true)
}

// replacesPayee recognises the refund of a displaced holder: a payable function pays the address recorded in
// v (the previous highest bidder, the previous king) and then records the caller in its place. Any caller can
// set v, but only to itself (every open write of v, openWrites, records msg.sender) and only by paying in; the
// ether goes back to the one it displaces.
func replacesPayee(f *analysis.Function, send *analysis.Node, v *analysis.StateVar, openWrites []write) bool {
	if f.Decl.Mutability != solidity.MutabilityPayable || len(openWrites) >= maxSetters {
		return false // not paid in, or more open writers than the index keeps
	}
	// Every open writer must record only its own caller: one that names any address makes the rule void.
	for _, w := range openWrites {
		a, ok := w.node.Own().(*solidity.AssignExpr)
		if !ok || a.Op != "=" || a.LHS != w.at || w.node.Scope.Flow().Taint(a.RHS) != analysis.TaintSender {
			return false
		}
	}
	g := f.CFG()
	after := g.After(send)
	for _, m := range g.Nodes {
		a, ok := m.Own().(*solidity.AssignExpr)
		if !ok || !after[m.Index] || m.Scope != f.Scope() || a.Op != "=" {
			continue
		}
		if sym := m.Scope.RootVar(a.LHS); sym.Kind == analysis.SymState && sym.State == v && m.Scope.Flow().Taint(a.RHS) == analysis.TaintSender {
			return true
		}
	}
	return false
}

// authorisedOtherwise reports whether the send at node n happens only after a check that authorises the payment
// without naming the caller: the caller knows the preimage of a stored hash (front-running-secret reports that
// the secret can be copied), or a signature was made by an account the contract records
// (require(isOwner[ecrecover(h, v, r, s)]), require(recovered == owner); whether it can be replayed is
// signature-replay's question). decisions lists the guards and branches from which n is reached (decisionsBefore).
//
// recovers tells whether the unit's code may recover a signer at all (mayRecover): without, no guard is
// signature-derived, and none is asked.
func authorisedOtherwise(f *analysis.Function, n *analysis.Node, decisions []*analysis.Node, recovers bool) bool {
	// secretCheck looks for a hash built-in, which a body calls in a condition only if its calls include one:
	// asked once, at the first of the body's own decisions.
	hashes, hashesKnown := false, false
	for _, m := range decisions {
		if m == n || m.Scope == nil {
			continue
		}
		if m.Scope == f.Scope() {
			if !hashesKnown {
				hashes, hashesKnown = callsHashBuiltin(m.Scope), true
			}
			if hashes && secretCheck(m.Scope, m.Expr) != nil {
				return true
			}
		}
		if m.Kind != analysis.NodeGuard || !recovers {
			continue
		}
		if len(m.Reads()) > 0 || readsThroughPointer(m.Scope, m.Expr) {
			if signatureDerived(m.Scope, m.Expr, 0) {
				return true
			}
		} else if m.Scope == f.Scope() && signatureDerived(m.Scope, m.Expr, 0) && debitsSignerEntry(f, m.Expr) {
			return true // the account whose funds pay signed: require(signer == sender) with senders[sender].deposit -= x
		}
	}
	return false
}

// debitsSignerEntry reports whether the guard e names an address parameter of f (the signer it must be) and f
// takes from a state entry keyed by that parameter (senders[sender].deposit -= faceValue, directly or through a
// storage pointer): the payment is drawn from the funds of the account that signed it.
func debitsSignerEntry(f *analysis.Function, e solidity.Expr) bool {
	sc := f.Scope()
	var signers []*solidity.VariableDeclaration
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam && elementaryNamed(sym.Var, "address") {
				signers = append(signers, sym.Var)
			}
		}
		return true
	})
	if len(signers) == 0 {
		return false
	}
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if !ok || a.Op != "-=" {
			return !found
		}
		keys, root := entryKeys(sc, a.LHS, 0)
		if root == nil {
			return true
		}
		for _, k := range keys {
			if id, ok := unparen(k).(*solidity.Identifier); ok {
				for _, v := range signers {
					if sc.Resolve(id).Var == v {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// readsThroughPointer reports whether e reads a field of a state entry through a local storage pointer
// (c.partyA, with c = channels[id]), which the node's own reads do not list.
func readsThroughPointer(sc *analysis.Scope, e solidity.Expr) bool {
	if sc == nil || e == nil {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if ma, ok := x.(*solidity.MemberAccess); ok && storagePointer(sc, ma.X) {
			found = true
		}
		return !found
	})
	return found
}

// callsHashBuiltin reports whether the body of sc calls one of the hash built-ins hashOfChosen accepts
// (keccak256, sha3, sha256, ripemd160).
func callsHashBuiltin(sc *analysis.Scope) bool {
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallBuiltin {
			continue
		}
		switch c.Name {
		case "keccak256", "sha3", "sha256", "ripemd160":
			return true
		}
	}
	return false
}

// tallyDecided reports whether a send of f happens only after a vote: a branch or guard comparing two
// counts that one loop of the function adds up (if (yea > nay), with yea and nay summed over the recorded
// votes). Who gets paid was decided by the voters, not by the caller who runs the tally. decisions lists the
// guards and branches from which the send is reached (decisionsBefore).
func tallyDecided(f *analysis.Function, decisions []*analysis.Node) bool {
	fsc := f.Scope()
	// summedIn reports whether a loop adds to the local v.
	summedIn := func(loop *solidity.ForStatement, v *solidity.VariableDeclaration) bool {
		found := false
		solidity.Preorder(loop.Body, func(x solidity.Node) bool {
			if a, ok := x.(*solidity.AssignExpr); ok && a.Op == "+=" {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && fsc.Resolve(id).Var == v {
					found = true
				}
			}
			return !found
		})
		return found
	}
	// The body's loops are gathered once a comparison of two locals is met: most sends follow none.
	var loops []*solidity.ForStatement
	looked := false
	for _, m := range decisions {
		if m.Scope != fsc {
			continue
		}
		b, ok := unparen(m.Expr).(*solidity.BinaryExpr)
		if !ok || !isComparison(b.Op) || b.Op == "==" || b.Op == "!=" {
			continue
		}
		x, okx := unparen(b.X).(*solidity.Identifier)
		y, oky := unparen(b.Y).(*solidity.Identifier)
		if !okx || !oky {
			continue
		}
		vx, vy := fsc.Resolve(x), fsc.Resolve(y)
		if vx.Kind != analysis.SymLocal || vy.Kind != analysis.SymLocal || vx.Var == vy.Var {
			continue
		}
		if !looked {
			looked = true
			eachStatement(f.Decl.Body, func(s solidity.Stmt) {
				if fs, ok := s.(*solidity.ForStatement); ok && fs.Body != nil {
					loops = append(loops, fs)
				}
			})
		}
		for _, loop := range loops {
			if summedIn(loop, vx.Var) && summedIn(loop, vy.Var) {
				return true
			}
		}
	}
	return false
}

// wonGame reports whether a send of f pays the winner of a game of chance the caller paid to play: the
// function checks msg.value in a guard, and the send happens only after a branch or guard decided by a draw on
// block data (a block value modulo a number, or hashed). Paying the winner is what such a function is for; the
// flaw is the predictable draw, which weak-randomness reports. decisions lists the guards and branches from
// which the send is reached (decisionsBefore).
func wonGame(f *analysis.Function, decisions []*analysis.Node) bool {
	fsc := f.Scope()
	fl := f.Flow()
	// First the payment, a guard's taint: most sends follow none, and then no draw need be looked for.
	paid := false
	for _, m := range decisions {
		if m.Scope == fsc && m.Kind == analysis.NodeGuard && fl.Taint(m.Expr).Has(analysis.TaintValue) {
			paid = true
			break
		}
	}
	if !paid {
		return false
	}
	for _, m := range decisions {
		if m.Scope == fsc && fl.Taint(m.Expr).Has(blockData) && blockDraw(fsc, fl, m.Expr, 0) {
			return true
		}
	}
	return false
}

// fixedPrizeGame reports whether a send of amount is a paid game's fixed prize: a guard requires a payment
// (msg.value), the amount is a constant (2 * STAKE), and a branch before the send compares the caller's move with
// one the contract stored (another player's). The whole balance for a right guess is not such a prize.
func fixedPrizeGame(f *analysis.Function, decisions []*analysis.Node, amount solidity.Expr) bool {
	fsc := f.Scope()
	if amount == nil || !isConstExpr(fsc, amount) {
		return false
	}
	fl := f.Flow()
	paid, played := false, false
	for _, m := range decisions {
		if m.Scope != fsc {
			continue
		}
		if m.Kind == analysis.NodeGuard && fl.Taint(m.Expr).Has(analysis.TaintValue) {
			paid = true
		}
		if m.Kind == analysis.NodeCond && playsAgainstStored(fl, m.Expr) {
			played = true
		}
	}
	return paid && played
}

// playsAgainstStored reports whether e compares for equality a value the caller passes with one the contract
// stored (another player's move, kept from an earlier call): a paid game decided by its rule, like
// rock-paper-scissors' `(m1 + 1) % 3 == move`.
func playsAgainstStored(fl *analysis.Flow, e solidity.Expr) bool {
	b, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok || (b.Op != "==" && b.Op != "!=") {
		return false
	}
	x, y := fl.Taint(b.X), fl.Taint(b.Y)
	chosen, stored := analysis.TaintParam, analysis.TaintState
	return x.Has(chosen) && !x.Has(stored) && y.Has(stored) && !y.Has(chosen) ||
		y.Has(chosen) && !y.Has(stored) && x.Has(stored) && !x.Has(chosen)
}

// blockDraw reports whether e computes a draw from block data: block data modulo a number, a hash of block
// data, or a local variable initialised with such a draw.
func blockDraw(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr, depth int) bool {
	if e == nil || depth > 3 {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch v := x.(type) {
		case *solidity.BinaryExpr:
			found = v.Op == "%" && fl.Taint(v.X).Has(blockData)
		case *solidity.CallExpr:
			c := sc.CallOf(v)
			switch {
			case c == nil:
			case c.Kind == analysis.CallBuiltin && hashFunctions[c.Name]:
				for _, a := range v.Args {
					found = found || fl.Taint(a).Has(blockData)
				}
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil && fl.Taint(v).Has(blockData):
				// A helper that draws: rand(max) returning blockhash(block.number - 1) % max.
				csc := c.Callee.Scope()
				cfl := csc.Flow()
				solidity.Preorder(c.Callee.Decl.Body, func(y solidity.Node) bool {
					if r, ok := y.(*solidity.ReturnStatement); ok && r.Value != nil && blockDraw(csc, cfl, r.Value, depth+1) {
						found = true
					}
					return !found
				})
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(v); sym.Kind == analysis.SymLocal {
				found = blockDraw(sc, fl, sc.Init(sym.Var), depth+1)
			}
		}
		return !found
	})
	return found
}

// paidInFull reports whether the caller pays in the amount that node n of f sends on: a guard before n requires
// msg.value to equal it (a buyer paying the seller's price through the contract). decisions lists the guards and
// branches from which n is reached (decisionsBefore).
func paidInFull(f *analysis.Function, n *analysis.Node, decisions []*analysis.Node, amount solidity.Expr) bool {
	if amount == nil {
		return false
	}
	// What was paid less fees and royalties (price - fee - royalty) is no more than what was paid, under checked
	// arithmetic: the caller funds it.
	if n.Scope != nil && !n.Unchecked && n.Scope.Model.Checked(n.Scope.File) {
		for depth := 0; depth < 8; depth++ {
			b, ok := unparen(amount).(*solidity.BinaryExpr)
			if !ok || b.Op != "-" {
				break
			}
			amount = b.X
		}
	}
	src := f.File.Src
	// key is the amount's text, taken at the first comparison with msg.value: most sends follow none.
	var key []byte
	for _, m := range decisions {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Scope != n.Scope {
			continue
		}
		for c := range conjuncts(m.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok || b.Op != "==" {
				continue
			}
			x, y := isMsgValue(m.Scope, b.X), isMsgValue(m.Scope, b.Y)
			if (x || y) && key == nil {
				key = keyText(src, amount)
			}
			if x && sameKey(keyText(src, b.Y), key) || y && sameKey(keyText(src, b.X), key) {
				return true
			}
		}
	}
	return false
}

// trustedLedgerCall reports whether c calls a function of a contract of the unit that the caller cannot swap: one
// held in an immutable or constant state variable (the share token a vault deploys). Handed the caller's
// address, such a call debits the caller's record there (shares.burn(msg.sender, amount)) as an internal one
// would here.
func trustedLedgerCall(sc *analysis.Scope, c *analysis.Call) bool {
	if c.Kind != analysis.CallExternal || c.Target == nil {
		return false
	}
	sym := sc.RootVar(unwrapConversion(c.Target))
	return sym.Kind == analysis.SymState && sym.State != nil && (sym.State.Decl.Immutable || sym.State.Decl.Constant)
}

// quorumReached reports whether a guard before the send requires a field of a stored record to reach a fixed
// threshold (p.forVotes >= QUORUM), or to exceed another field of the same record (p.forVotes > p.againstVotes),
// fields that the unit only ever adds to (ps[id].forVotes += weight): a proposal's votes. The voters decided the payment; the caller who executes it only delivers it (Compound's
// GovernorBravo, OpenZeppelin's Governor).
func quorumReached(m *analysis.Model, f *analysis.Function, decisions []*analysis.Node) bool {
	for _, d := range decisions {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Expr == nil || d.Scope == nil {
			continue
		}
		found := false
		solidity.Preorder(d.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || found {
				return !found
			}
			bar, tally := upperBounded(b)
			if bar == nil {
				return true
			}
			v, field := structFieldOf(d.Scope, tally)
			if v == nil {
				return true
			}
			if fixedValue(d.Scope, bar) && onlyAddedTo(m, v, field) {
				found = true
			} else if b.Op == ">" || b.Op == "<" {
				// The tally strictly above another of the same record (p.forVotes > p.againstVotes), both only
				// ever added to: the side with more votes won, which no caller decides alone.
				if bv, bfield := structFieldOf(d.Scope, bar); bv == v && bfield != field && onlyAddedTo(m, v, field) && onlyAddedTo(m, v, bfield) {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// fixedValue reports whether e is a literal, a constant or an immutable.
func fixedValue(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.NumberLiteral:
		return true
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		return sym.Kind == analysis.SymState && sym.State != nil && (sym.State.Decl.Constant || sym.State.Decl.Immutable)
	}
	return false
}

// onlyAddedTo reports whether every assignment in the unit to the field of records stored in v adds to it
// (+=), and there is at least one: a running total that only grows.
func onlyAddedTo(m *analysis.Model, v *analysis.StateVar, field string) bool {
	a := fieldAssignmentsOf(m)[fieldKey{v, field}]
	return a.adds > 0 && a.others == 0
}

// fieldAssigns counts the assignments to one field of the records a state variable stores: those that add to
// it (+=) and the others.
type fieldAssigns struct{ adds, others int }

// fieldAssignsSlot holds fieldAssignmentsOf's answer in the model's memo.
var fieldAssignsSlot = analysis.NewMemoSlot()

// fieldAssignmentsOf counts, in one walk of every body of the unit, the assignments to each field of the records
// held in state, for onlyAddedTo: a walk per question grew with the square of a unit of many contracts.
func fieldAssignmentsOf(m *analysis.Model) map[fieldKey]fieldAssigns {
	return memoSlot(m, fieldAssignsSlot, func() map[fieldKey]fieldAssigns {
		out := map[fieldKey]fieldAssigns{}
		for _, g := range m.Bodies() {
			sc := g.Scope()
			solidity.Preorder(g.Decl.Body, func(x solidity.Node) bool {
				a, ok := x.(*solidity.AssignExpr)
				if !ok {
					return true
				}
				if w, fd := structFieldOf(sc, a.LHS); w != nil {
					k := fieldKey{w, fd}
					c := out[k]
					if a.Op == "+=" {
						c.adds++
					} else {
						c.others++
					}
					out[k] = c
				}
				return true
			})
		}
		return out
	})
}

// signedOffSend reports whether signers the contract keeps signed a hash of the send's receiver and amount
// before it (signedOffCall): a multi-signature wallet's execTransaction.
func signedOffSend(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	sc := f.Scope()
	to, amount := paramOrLocal(sc, c.Target), paramOrLocal(sc, c.Value)
	if to == nil || amount == nil || f.Contract == nil {
		return false
	}
	return signedOffCall(m, f, n, to, amount) || occurrencesOf(m, wordEcrecover).any() && signedInLoop(f, n, to, amount)
}

// signedInLoop reports whether f itself counts signatures over a hash of both a and b before node n: a loop
// recovers each signer (ecrecover, or a helper returning what it recovers) from a hash binding a and b, checks
// it against state the contract keeps (isOwner[signer]), keeps something from one signer to the next (an
// ascending order, a record of those seen) so that each counts once, and a guard that every path to n passes
// requires the count the loop moves. The signers decided the payment; a count of signers not required to
// differ decides nothing, and signature-count-unchecked tells why.
func signedInLoop(f *analysis.Function, n *analysis.Node, a, b *solidity.VariableDeclaration) bool {
	sc := f.Scope()
	var loops []*solidity.ForStatement
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if fs, ok := x.(*solidity.ForStatement); ok && fs.Body != nil {
			loops = append(loops, fs)
		}
		return true
	})
	if len(loops) == 0 {
		return false
	}
	for _, loop := range loops {
		signed := false
		solidity.Preorder(loop.Body, func(x solidity.Node) bool {
			if ce, ok := x.(*solidity.CallExpr); ok && !signed && recoversAt(sc, ce) {
				for _, arg := range ce.Args {
					if hashBinds(sc, arg, a, b, 0) {
						signed = true
					}
				}
			}
			return !signed
		})
		if !signed || !checksStoredSigner(sc, loop.Body) || !distinctEach(sc, loop.Body) {
			continue
		}
		counted := map[*solidity.VariableDeclaration]bool{}
		solidity.Preorder(loop.Body, func(x solidity.Node) bool {
			var target solidity.Expr
			switch y := x.(type) {
			case *solidity.UnaryExpr:
				if y.Op == "++" {
					target = y.X
				}
			case *solidity.AssignExpr:
				if y.Op == "+=" {
					target = y.LHS
				}
			}
			if id, ok := unparen(target).(*solidity.Identifier); ok && target != nil {
				if v := sc.Resolve(id).Var; v != nil {
					counted[v] = true
				}
			}
			return true
		})
		if len(counted) == 0 {
			continue
		}
		g := f.CFG()
		for _, d := range g.Nodes {
			if d.Kind != analysis.NodeGuard || !d.Holds || d.Expr == nil || d.Scope != sc || !dominates(g, d, n) {
				continue
			}
			if cmp, ok := unparen(d.Expr).(*solidity.BinaryExpr); ok && isComparison(cmp.Op) && cmp.Op != "!=" {
				for _, side := range [2]solidity.Expr{cmp.X, cmp.Y} {
					if id, ok := unparen(side).(*solidity.Identifier); ok && counted[sc.Resolve(id).Var] {
						return true
					}
				}
			}
		}
	}
	return false
}

// cutOf reports whether e is worked out from the stored amount whose text is amount, constants and
// immutables only, directly or through locals kept unchanged: a fee taken at a fixed rate.
func cutOf(sc *analysis.Scope, e solidity.Expr, amount string, depth int) bool {
	if depth > 3 {
		return false
	}
	if init := unchangedInit(sc, e); init != nil {
		return cutOf(sc, init, amount, depth+1)
	}
	ok, fromAmount := true, false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if !ok {
			return false
		}
		switch v := x.(type) {
		case *solidity.MemberAccess:
			if Text(sc.File, v) == amount {
				fromAmount = true
				return false
			}
		case *solidity.Identifier:
			switch sym := sc.Resolve(v); sym.Kind {
			case analysis.SymState:
				ok = sym.State != nil && (sym.State.Decl.Constant || sym.State.Decl.Immutable)
			case analysis.SymLocal:
				if init := unchangedInit(sc, v); init == nil || !cutOf(sc, init, amount, depth+1) {
					ok = false
				} else {
					fromAmount = true
				}
			case analysis.SymParam, analysis.SymReturn:
				ok = false
			}
		}
		return ok
	})
	return ok && fromAmount
}

// maybeStructLocal reports whether a local's declared type may be a struct: `var`, or a type named by the user.
func maybeStructLocal(v *solidity.VariableDeclaration) bool {
	if v.Type == nil {
		return true
	}
	_, named := v.Type.(*solidity.UserDefinedTypeName)
	return named
}

// storedClaim reports whether the send c at node n of f pays one stored record's amount to that record's payee,
// both fields of one entry of a state struct (a.amount to a.seller, directly or through locals kept unchanged),
// and the record is one a caller could only fill honestly: every write of the payee field in the contract's
// hierarchy records the writer's own caller (or a constant), every write of the amount field records the ether
// paid in with that call (msg.value, or added to) or zero, and f closes the record: it replaces the amount (the
// refund of an outbid bidder), or writes a field of the entry that a guard before the send reads (an auction
// marked settled). The caller chose no receiver and no amount, and the ether sent is what was paid in for the
// record, once. decisions lists the guards and branches from which n is reached (decisionsBefore).
func storedClaim(f *analysis.Function, n *analysis.Node, c *analysis.Call, decisions []*analysis.Node) bool {
	sc := f.Scope()
	if c.Value == nil {
		return false
	}
	// The fields themselves, or locals they are kept in and never reassigned (previous = a.bidder).
	field := func(e solidity.Expr) *solidity.MemberAccess {
		e = unwrapConversion(e)
		for depth := 0; depth < 3; depth++ {
			init := unchangedInit(sc, e)
			if init == nil {
				break
			}
			e = unwrapConversion(init)
		}
		ma, _ := unparen(e).(*solidity.MemberAccess)
		return ma
	}
	to, am := field(c.Target), field(c.Value)
	if am == nil {
		// The amount less a cut worked out from it at fixed rates (a.amount - fee, fee = a.amount * feeBps /
		// 10_000): the payee gets part of what was paid in, no more.
		if b, ok := unparen(unwrapConversion(c.Value)).(*solidity.BinaryExpr); ok && b.Op == "-" {
			if x := field(b.X); x != nil && cutOf(sc, b.Y, Text(f.File, x), 0) {
				am = x
			}
		}
	}
	if to == nil || am == nil {
		return settledRecord(f, c, decisions)
	}
	v, payee := structFieldOf(sc, to)
	w, paid := structFieldOf(sc, am)
	if v == nil || w != v || payee == paid || fieldOf(to) != to.Member || fieldOf(am) != am.Member || v.Contract == nil {
		return settledRecord(f, c, decisions)
	}
	src := f.File.Src
	entry := keyText(src, to.X)
	if !sameKey(keyText(src, am.X), entry) {
		return false
	}
	// The record is closed: f replaces the amount (the next bid, or zero), or a guard before the send reads a
	// field of the entry that f writes.
	closed := writesField(f, v, paid, entry, true)
	for _, d := range decisions {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Scope != sc || closed {
			continue
		}
		solidity.Preorder(d.Expr, func(x solidity.Node) bool {
			ma, ok := x.(*solidity.MemberAccess)
			if closed || !ok {
				return !closed
			}
			if fd := ma.Member; fieldOf(ma) == fd && fd != payee && fd != paid && sameKey(keyText(src, ma.X), entry) {
				closed = writesField(f, v, fd, entry, false)
			}
			return !closed
		})
	}
	if !closed {
		return false
	}
	if honestRecord(v, []string{payee}, paid, nil) {
		return true
	}
	// An escrow: the payee is whom the depositor named, and a guard admits only callers the record names
	// (msg.sender == d.buyer || msg.sender == d.arbiter). When those fields and the payee are written only
	// with a whole new entry holding the ether paid in by its writer, the caller moves the depositor's own
	// ether to whom the depositor chose, as the depositor provided.
	named := callerNamedFields(sc, decisions, v, entry)
	return named != nil && honestRecord(v, nil, paid, append(named, payee))
}

// honestRecord reports whether every write of the struct state variable v in its contract's hierarchy is an
// honest one (honestRecordWrite) for the payee fields, the amount field and the fixed fields given, or one only
// the deployer or a guarded caller makes.
func honestRecord(v *analysis.StateVar, payees []string, amount string, fixed []string) bool {
	for g := range v.Contract.HierarchyBodies() {
		var gd *analysis.Guards
		for _, m := range g.CFG().Nodes {
			for _, wr := range m.Writes() {
				if wr.Var != v || honestRecordWrite(m, wr.At, payees, amount, fixed) {
					continue
				}
				// What the deployer or a trusted role writes (a lot listed for a seller at a reserve
				// price) is the contract's decision, not a caller's claim.
				if gd == nil {
					gd = g.Guards()
				}
				if !g.IsConstructor() && !gd.Protected(m) {
					return false
				}
			}
		}
	}
	return true
}

// settledRecord reports whether the send c of f settles one stored record (a game, a bet) the way storedClaim
// does, where the receiver is one of the record's players rather than one field: a field chosen between
// fields of the entry (r.x == r.y ? r.joiner : r.creator, through locals or an internal view function
// returning fields of the entry it is given), or the caller when a guard requires it to be one of them
// (msg.sender == t.a || msg.sender == t.b); and the amount is the stake or worked out from fields of the entry
// by fixed rules (2 * r.stake, a pure payoutFor(b.amount, b.target)). Every write of the players records the
// writer's own caller (or they are set only with a whole new entry), the stake holds only ether paid in, the
// other fields of the amount are set only with a whole new entry, and f closes the record as storedClaim
// asks. Neither receiver nor amount is the caller's to choose, and the record pays once.
func settledRecord(f *analysis.Function, c *analysis.Call, decisions []*analysis.Node) bool {
	sc := f.Scope()
	rf := recordFields{sc: sc}
	sender := isSenderExpr(unparen(unwrapConversion(c.Target)))
	if !sender && (!rf.payee(c.Target, 0) || len(rf.payees) == 0) || !rf.amount(c.Value, 0) || len(rf.amounts) == 0 {
		return false
	}
	if sender {
		named := callerNamedFields(sc, decisions, rf.v, rf.entry)
		if named == nil {
			return false
		}
		rf.payees = named
	}
	for _, a := range rf.amounts {
		if slices.Contains(rf.payees, a) {
			return false
		}
	}
	src := f.File.Src
	for _, paid := range rf.amounts {
		closed := writesField(f, rf.v, paid, rf.entry, true)
		for _, d := range decisions {
			if d.Kind != analysis.NodeGuard || !d.Holds || d.Scope != sc || closed {
				continue
			}
			solidity.Preorder(d.Expr, func(x solidity.Node) bool {
				ma, ok := x.(*solidity.MemberAccess)
				if closed || !ok {
					return !closed
				}
				if fd := ma.Member; fieldOf(ma) == fd && !slices.Contains(rf.payees, fd) && !slices.Contains(rf.amounts, fd) &&
					sameKey(keyText(src, ma.X), rf.entry) {
					closed = writesField(f, rf.v, fd, rf.entry, false)
				}
				return !closed
			})
		}
		if !closed {
			continue
		}
		var fixed []string
		for _, a := range rf.amounts {
			if a != paid {
				fixed = append(fixed, a)
			}
		}
		if sender {
			if honestRecord(rf.v, nil, paid, append(fixed, rf.payees...)) {
				return true
			}
		} else if honestRecord(rf.v, rf.payees, paid, fixed) && claimedOnce(rf.v, rf.payees) {
			return true
		}
	}
	return false
}

// claimedOnce reports whether every write of one of the payee fields of v on its own (the joiner of a game
// recording its caller) fills a new entry, or one whose field a guard before it requires to be empty
// (r.joiner == address(0)): no later caller takes a player's place. A new entry is one under a key just taken
// from a counter (id = ++rounds). Writes only the deployer or a guarded caller makes are the contract's.
func claimedOnce(v *analysis.StateVar, payees []string) bool {
	var walk cfgWalk
	var buf [16]*analysis.Node
	for g := range v.Contract.HierarchyBodies() {
		var gd *analysis.Guards
		for _, m := range g.CFG().Nodes {
			for _, wr := range m.Writes() {
				ma, ok := unparen(asExpr(wr.At)).(*solidity.MemberAccess)
				if wr.Var != v || !ok || !slices.Contains(payees, ma.Member) || fieldOf(ma) != ma.Member {
					continue
				}
				if freshEntry(g.Scope(), ma.X) || emptyBefore(m, walk.decisionsBefore(g.CFG(), m, buf[:0]), ma) {
					continue
				}
				if gd == nil {
					gd = g.Guards()
				}
				if !g.IsConstructor() && !gd.Protected(m) {
					return false
				}
			}
		}
	}
	return true
}

// emptyBefore reports whether a guard among decisions, of n's scope, requires the field ma to be zero.
func emptyBefore(n *analysis.Node, decisions []*analysis.Node, ma *solidity.MemberAccess) bool {
	src := n.Scope.File.Src
	for _, d := range decisions {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Scope != n.Scope || d.Expr == nil {
			continue
		}
		for cj := range conjuncts(d.Expr) {
			b, ok := unparen(cj).(*solidity.BinaryExpr)
			if !ok || b.Op != "==" {
				continue
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				x, ok := unparen(pair[0]).(*solidity.MemberAccess)
				if ok && x.Member == ma.Member && sameKey(keyText(src, x.X), keyText(src, ma.X)) && zeroConst(pair[1]) {
					return true
				}
			}
		}
	}
	return false
}

// zeroConst reports whether e is 0 or address(0).
func zeroConst(e solidity.Expr) bool {
	lit, ok := unparen(unwrapConversion(e)).(*solidity.NumberLiteral)
	return ok && lit.Value == "0"
}

// freshEntry reports whether the entry e names (r, with r = roundOf[id]) is under a single key that a counter
// of state just gave in the function: id = ++rounds, or nextId++ itself.
func freshEntry(sc *analysis.Scope, e solidity.Expr) bool {
	keys, root := entryKeys(sc, e, 0)
	if root == nil || len(keys) != 1 {
		return false
	}
	counted := func(x solidity.Expr) bool {
		u, ok := unparen(x).(*solidity.UnaryExpr)
		return ok && (u.Op == "++") && sc.RootVar(u.X).Kind == analysis.SymState
	}
	k := unparen(keys[0])
	if counted(k) {
		return true
	}
	id, ok := k.(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn || sym.Var == nil {
		return false
	}
	vals, all := 0, true
	if body := sc.Body(); body != nil {
		solidity.Preorder(body, func(x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.VariableDeclarationStatement:
				if slices.Contains(y.Vars, sym.Var) {
					vals++
					all = all && len(y.Vars) == 1 && y.Value != nil && counted(y.Value)
				}
			case *solidity.AssignExpr:
				if writesLocal(sc, y.LHS, sym.Var) {
					vals++
					all = all && y.Op == "=" && counted(y.RHS)
				}
			case *solidity.UnaryExpr:
				if t := mutated(y); t != nil && writesLocal(sc, t, sym.Var) {
					all = false
				}
			}
			return all
		})
	}
	return all && vals == 1
}

// recordFields gathers the fields of one entry of a struct state variable (v, entry its text) that a receiver
// and an amount are made of.
type recordFields struct {
	sc      *analysis.Scope
	v       *analysis.StateVar
	entry   []byte
	payees  []string
	amounts []string
}

// bind adds the field of v at the entry whose text is entry to list, when it is the record seen so far.
func (rf *recordFields) bind(v *analysis.StateVar, entry []byte, field string, list *[]string) bool {
	if v == nil || v.Contract == nil || field == "" {
		return false
	}
	if rf.v == nil {
		rf.v, rf.entry = v, entry
	} else if rf.v != v || !sameKey(rf.entry, entry) {
		return false
	}
	if !slices.Contains(*list, field) {
		*list = append(*list, field)
	}
	return true
}

// field binds e when it is a field of a struct state entry (r.joiner, with r a storage pointer).
func (rf *recordFields) field(e *solidity.MemberAccess, list *[]string) bool {
	v, fd := structFieldOf(rf.sc, e)
	return v != nil && fieldOf(e) == e.Member && rf.bind(v, keyText(rf.sc.File.Src, e.X), fd, list)
}

// payee reports whether every value e may hold is a field of the entry or a constant.
func (rf *recordFields) payee(e solidity.Expr, depth int) bool {
	e = unparen(unwrapConversion(e))
	if depth > 3 || e == nil {
		return false
	}
	if isConstExpr(rf.sc, e) {
		return true
	}
	switch x := e.(type) {
	case *solidity.MemberAccess:
		return rf.field(x, &rf.payees)
	case *solidity.ConditionalExpr:
		return !callerChoice(rf.sc, x.Cond) && rf.payee(x.Then, depth+1) && rf.payee(x.Else, depth+1)
	case *solidity.Identifier:
		vals, ok := localValues(rf.sc, x)
		for _, v := range vals {
			ok = ok && rf.payee(v, depth+1)
		}
		return ok
	case *solidity.CallExpr:
		return rf.returnedField(x)
	}
	return false
}

// callerChoice reports whether the condition cond reads a parameter, directly or through a local of a built-in
// type, other than as a key that picks an entry: the caller then picks which player is paid.
func callerChoice(sc *analysis.Scope, cond solidity.Expr) bool {
	found := false
	var walk func(e solidity.Node)
	walk = func(e solidity.Node) {
		solidity.Preorder(e, func(y solidity.Node) bool {
			if found {
				return false
			}
			switch y := y.(type) {
			case *solidity.IndexAccess:
				if y.X != nil {
					walk(y.X)
				}
				return false
			case *solidity.MemberAccess:
				if v, _ := structFieldOf(sc, y); v != nil {
					return false
				}
			case *solidity.Identifier:
				switch sym := sc.Resolve(y); sym.Kind {
				case analysis.SymParam:
					found = true
				case analysis.SymLocal:
					if _, builtin := sym.Var.Type.(*solidity.ElementaryTypeName); builtin && sym.Var != nil {
						found = sc.Flow().Params(y) != 0
					}
				}
			}
			return !found
		})
	}
	walk(cond)
	return found
}

// returnedField reports whether call is a call of an internal view or pure function whose every return is a
// field of a parameter (or a constant, or a choice between those), and binds the fields of the entries passed
// for those parameters.
func (rf *recordFields) returnedField(call *solidity.CallExpr) bool {
	k := rf.sc.CallOf(call)
	if k == nil || k.Kind != analysis.CallInternal || k.Callee == nil || k.Callee.Decl.Body == nil {
		return false
	}
	d := k.Callee.Decl
	if d.Mutability != solidity.MutabilityView && d.Mutability != solidity.MutabilityPure || len(d.Returns) != 1 || d.Returns[0].Name != "" {
		return false
	}
	csc, args := k.Callee.Scope(), callArgs(k)
	var ret func(e solidity.Expr) bool
	ret = func(e solidity.Expr) bool {
		e = unparen(unwrapConversion(e))
		if e == nil {
			return false
		}
		if isConstExpr(csc, e) {
			return true
		}
		switch x := e.(type) {
		case *solidity.ConditionalExpr:
			return ret(x.Then) && ret(x.Else)
		case *solidity.MemberAccess:
			i := paramIndex(csc, x.X)
			if i < 0 || i >= len(args) || args[i] == nil || fieldOf(x) != x.Member {
				return false
			}
			sym := rf.sc.RootVar(unparen(args[i]))
			return sym.Kind == analysis.SymState && rf.bind(sym.State, keyText(rf.sc.File.Src, args[i]), x.Member, &rf.payees)
		}
		return false
	}
	found, ok := false, true
	solidity.Preorder(d.Body, func(x solidity.Node) bool {
		if r, isRet := x.(*solidity.ReturnStatement); isRet && ok {
			found = true
			ok = r.Value != nil && ret(r.Value)
		}
		return ok
	})
	return found && ok
}

// amount reports whether e is worked out only from fields of the entry and constants, by arithmetic, choices
// and pure internal functions, through locals.
func (rf *recordFields) amount(e solidity.Expr, depth int) bool {
	e = unparen(unwrapConversion(e))
	if depth > 4 || e == nil {
		return false
	}
	if isConstExpr(rf.sc, e) {
		return true
	}
	switch x := e.(type) {
	case *solidity.MemberAccess:
		return rf.field(x, &rf.amounts)
	case *solidity.BinaryExpr:
		switch x.Op {
		case "*", "/", "+", "-":
			return rf.amount(x.X, depth+1) && rf.amount(x.Y, depth+1)
		}
	case *solidity.ConditionalExpr:
		return rf.amount(x.Then, depth+1) && rf.amount(x.Else, depth+1)
	case *solidity.Identifier:
		vals, ok := localValues(rf.sc, x)
		for _, v := range vals {
			ok = ok && rf.amount(v, depth+1)
		}
		return ok
	case *solidity.CallExpr:
		k := rf.sc.CallOf(x)
		if k == nil || k.Kind != analysis.CallInternal || k.Callee == nil || k.Callee.Decl.Mutability != solidity.MutabilityPure {
			return false
		}
		for _, a := range x.Args {
			if !rf.amount(a, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// localValues returns every value the local id names is given in its function: its initial value (none when
// declared without one, which leaves it zero) and what plain assignments store. ok is false for anything else
// (a tuple declaration or assignment, a compound assignment, a parameter).
func localValues(sc *analysis.Scope, id *solidity.Identifier) (vals []solidity.Expr, ok bool) {
	sym := sc.Resolve(id)
	body := sc.Body()
	if sym.Kind != analysis.SymLocal || sym.Var == nil || body == nil {
		return nil, false
	}
	v := sym.Var
	declared := false
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len(); i++ {
		switch x := nodes.At(i).(type) {
		case *solidity.VariableDeclarationStatement:
			if !slices.Contains(x.Vars, v) {
				continue
			}
			if x.Tuple || len(x.Vars) != 1 {
				return nil, false
			}
			declared = true
			if x.Value != nil {
				vals = append(vals, x.Value)
			}
		case *solidity.AssignExpr:
			lhs, isID := unparen(x.LHS).(*solidity.Identifier)
			if isID && sc.Resolve(lhs).Var == v {
				if x.Op != "=" {
					return nil, false
				}
				vals = append(vals, x.RHS)
				continue
			}
			if writesLocal(sc, x.LHS, v) {
				return nil, false
			}
		case *solidity.UnaryExpr:
			if lhs := mutated(x); lhs != nil && writesLocal(sc, lhs, v) {
				return nil, false
			}
		}
	}
	return vals, declared
}

// writesLocal reports whether the target lhs names the local v anywhere but in an index.
func writesLocal(sc *analysis.Scope, lhs solidity.Expr, v *solidity.VariableDeclaration) bool {
	found := false
	solidity.Preorder(lhs, func(y solidity.Node) bool {
		switch y := y.(type) {
		case *solidity.IndexAccess:
			if y.X != nil && !found {
				found = writesLocal(sc, y.X, v)
			}
			return false
		case *solidity.Identifier:
			found = found || sc.Resolve(y).Var == v
		}
		return !found
	})
	return found
}

// callerNamedFields returns the fields of the entry (of v, whose text is entry) that a guard among decisions
// requires the caller to be, when the guard is only such comparisons joined by ||: msg.sender == d.buyer ||
// msg.sender == d.arbiter gives buyer and arbiter. Nil when no guard is.
func callerNamedFields(sc *analysis.Scope, decisions []*analysis.Node, v *analysis.StateVar, entry []byte) []string {
	var named []string
	var walk func(e solidity.Expr) bool
	walk = func(e solidity.Expr) bool {
		b, ok := unparen(e).(*solidity.BinaryExpr)
		if !ok {
			return false
		}
		if b.Op == "||" {
			return walk(b.X) && walk(b.Y)
		}
		if b.Op != "==" {
			return false
		}
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			ma, ok := unparen(unwrapConversion(pair[1])).(*solidity.MemberAccess)
			if !isSenderExpr(pair[0]) || !ok || fieldOf(ma) != ma.Member || !sameKey(keyText(sc.File.Src, ma.X), entry) {
				continue
			}
			if w, _ := structFieldOf(sc, ma); w == v {
				named = append(named, ma.Member)
				return true
			}
		}
		return false
	}
	for _, d := range decisions {
		if d.Kind != analysis.NodeGuard || !d.Holds || d.Scope != sc || d.Expr == nil {
			continue
		}
		mark := len(named)
		if walk(d.Expr) {
			return named[mark:]
		}
		named = named[:mark]
	}
	return nil
}

// writesField reports whether f writes the field of the entry of v whose text is entry; with replaces, only by
// plain assignment (an amount added to is not replaced).
func writesField(f *analysis.Function, v *analysis.StateVar, field string, entry []byte, replaces bool) bool {
	for _, m := range f.CFG().Nodes {
		for _, wr := range m.Writes() {
			ma, ok := unparen(asExpr(wr.At)).(*solidity.MemberAccess)
			if !ok || wr.Var != v || ma.Member != field || fieldOf(ma) != field || !sameKey(keyText(f.File.Src, ma.X), entry) {
				continue
			}
			if a, ok := m.Own().(*solidity.AssignExpr); !replaces || ok && a.LHS == wr.At && a.Op == "=" {
				return true
			}
		}
	}
	return false
}

// honestRecordWrite reports whether the write at of node n, to a struct state variable, leaves the payee fields
// holding only the writer's own caller or a constant, and the amount field only ether paid in or zero: it
// writes other fields, deletes, or stores such values, field by field or in a whole new entry. Fixed fields
// (an escrow's named parties, a bet's odds) may hold anything but are written only in a whole new entry whose
// amount is ether paid in or zero: the writer sets them for its own ether.
func honestRecordWrite(n *analysis.Node, at solidity.Node, payees []string, amount string, fixed []string) bool {
	field := fieldOf(at)
	if field != "" && field != amount && !slices.Contains(payees, field) && !slices.Contains(fixed, field) {
		return true
	}
	if field != "" && field != amount && slices.Contains(fixed, field) {
		return false
	}
	var value solidity.Expr
	// dest is the type of what is written: the entry, or an element of the array pushed to.
	var dest *analysis.Type
	op := "="
	switch x := n.Own().(type) {
	case *solidity.UnaryExpr:
		return x.Op == "delete"
	case *solidity.AssignExpr:
		if x.LHS != at {
			return false
		}
		value, op, dest = x.RHS, x.Op, n.Scope.TypeOf(x.LHS)
	case *solidity.CallExpr:
		// arr.push(Record(…)): a whole new entry.
		ma, ok := unparen(x.Fun).(*solidity.MemberAccess)
		if !ok || ma.Member != "push" || len(x.Args) != 1 {
			return false
		}
		value = x.Args[0]
		if t := n.Scope.TypeOf(ma.X); t != nil {
			dest = t.Elem
		}
	default:
		return false
	}
	fl := n.Scope.Flow()
	payeeOK := func(e solidity.Expr) bool {
		return op == "=" && (fl.Taint(e) == analysis.TaintSender || isConstExpr(n.Scope, e))
	}
	amountOK := func(e solidity.Expr) bool {
		if lit, ok := unparen(e).(*solidity.NumberLiteral); ok {
			return op == "=" && lit.Value == "0"
		}
		return (op == "=" || op == "+=") && fl.Taint(e) == analysis.TaintValue ||
			op == "=" && debitedFromCaller(n.Scope, e)
	}
	switch {
	case field == amount:
		return amountOK(value)
	case field != "":
		return payeeOK(value)
	}
	// A whole entry: a struct made from its fields.
	mk, ok := unparen(value).(*solidity.CallExpr)
	if !ok || op != "=" {
		return false
	}
	if t := n.Scope.TypeOf(mk); t != nil && t.Struct != nil {
		dest = t
	}
	t := dest
	if t == nil || t.Struct == nil || len(mk.Args) != len(t.Struct.Members) {
		return false
	}
	for i, a := range mk.Args {
		name := structArgName(mk, t.Struct, i)
		if slices.Contains(payees, name) && !payeeOK(a) || name == amount && !amountOK(a) {
			return false
		}
	}
	return true
}

// fixedPayeeEntry reports whether the receiver target is an entry of a state table (payees[id], or a field of
// one), read directly or through a local that keeps it, under keys that are not the caller's address, in a table
// that no public function writes without an access check (only the constructor or guarded setters choose its
// addresses).
func fixedPayeeEntry(m *analysis.Model, f *analysis.Function, target solidity.Expr) bool {
	if f.Contract == nil || target == nil {
		return false
	}
	sc := f.Scope()
	e := unwrapConversion(target)
	if init := unchangedInit(sc, e); init != nil {
		e = unwrapConversion(init)
	}
	keyed := false
	fl := f.Flow()
	for x := unparen(e); ; {
		switch y := x.(type) {
		case *solidity.MemberAccess:
			x = unparen(y.X)
			continue
		case *solidity.IndexAccess:
			if y.Index == nil || fl.Taint(y.Index).Has(analysis.TaintSender|analysis.TaintOrigin) {
				return false
			}
			keyed = true
			x = unparen(y.X)
			continue
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			if !keyed || sym.Kind != analysis.SymState || sym.State == nil {
				return false
			}
			return len(settersOf(m, f.Contract).openOf(sym.State)) == 0
		}
		return false
	}
}

// debitedFromCaller reports whether e, a parameter or local of the function of scope sc, is an amount that
// function takes from the caller's own entry of a ledger (staked[msg.sender] -= amount): an amount recorded for
// the caller out of what the contract already held for it, as ether paid in would be.
func debitedFromCaller(sc *analysis.Scope, e solidity.Expr) bool {
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok || sc == nil || sc.Function == nil || sc.Function.Decl.Body == nil {
		return false
	}
	sym := sc.Resolve(id)
	if (sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal) || sym.Var == nil {
		return false
	}
	found := false
	solidity.Preorder(sc.Function.Decl.Body, func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if found || !ok {
			return !found
		}
		if a.Op != "-=" {
			return true
		}
		rid, ok := unparen(a.RHS).(*solidity.Identifier)
		if !ok || sc.Resolve(rid).Var != sym.Var {
			return true
		}
		if k, v := recordKey(sc, a.LHS); v != nil && k != nil && isSenderExpr(k) {
			found = true
		}
		return !found
	})
	return found
}
