package detector

import (
	"slices"
	"strconv"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ReentrancyEth reports ether-sending calls that forward all gas before a state write.
var ReentrancyEth = &Detector{
	ID:    "reentrancy-eth",
	Title: "Reentrancy: ether sent before state is updated",
	Description: "A function sends ether with a call that forwards all remaining gas, and writes contract state after " +
		"the call. The receiver runs code during the call and can call back into the contract while that state is " +
		"still stale.",
	Exploit: "An attacker contract calls withdraw(); in its fallback function it calls withdraw() again before the " +
		"balance is set to zero, and drains the contract one stale balance at a time.",
	Recommendation: "Update state before the call (checks-effects-interactions) or guard with a reentrancy lock.",
	Severity:       vigil.SeverityCritical,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-107",
	CWE:            "CWE-841",
	Requires:       []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:            func(p *Pass) error { return runReentrancy(p, reentrancyEth) },
}

// ReentrancyNoEth reports external calls without ether before a state write.
var ReentrancyNoEth = &Detector{
	ID:    "reentrancy-no-eth",
	Title: "Reentrancy: external call before state is updated",
	Description: "A function makes an external call that sends no ether and writes contract state after it. The " +
		"called contract can call back in while the state is stale.",
	Exploit: "A malicious token or receiver re-enters the contract from the external call and acts on state the " +
		"first invocation has not updated yet (double claims, stale accounting).",
	Recommendation: "Write state before making external calls, or protect the function with a reentrancy lock.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-107",
	CWE:            "CWE-841",
	Requires:       []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run: func(p *Pass) error {
		if err := runReentrancy(p, reentrancyNoEth); err != nil {
			return err
		}
		reportPayBeforePull(p, reentrancySitesOf(p.Model).stale[reentrancyNoEth])
		return nil
	},
}

// ReentrancyLimitedGas reports send/transfer before a state write.
var ReentrancyLimitedGas = &Detector{
	ID:    "reentrancy-limited-gas",
	Title: "Reentrancy: state updated after send or transfer",
	Description: "A function writes contract state after send() or transfer(). These forward only 2300 gas: since " +
		"Istanbul (EIP-2200) a storage write needs more than that, so the receiver cannot change state when it " +
		"calls back, but it still runs code, and gas costs change between forks.",
	Exploit: "If a future gas repricing makes 2300 gas enough to call back, the receiver re-enters before the state " +
		"write and acts on stale state.",
	Recommendation: "Update state before sending ether (checks-effects-interactions).",
	Severity:       vigil.SeverityLow,
	Confidence:     vigil.ConfidenceLow,
	SWC:            "SWC-107",
	CWE:            "CWE-841",
	Requires:       []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:            func(p *Pass) error { return runReentrancy(p, reentrancyLimited) },
}

type reentrancyKind int

const (
	reentrancyEth reentrancyKind = iota
	reentrancyNoEth
	reentrancyLimited
)

// kindOf classifies an external call for the reentrancy detectors; ok is false for calls that cannot re-enter.
func kindOf(c *analysis.Call) (reentrancyKind, bool) {
	switch c.Kind {
	case analysis.CallSend, analysis.CallTransfer:
		return reentrancyLimited, true
	case analysis.CallLowLevel:
		if c.Name == "staticcall" || c.Name == "delegatecall" {
			return 0, false
		}
		if c.Gas != nil && c.SendsEther() && stipendGas(c.Gas) {
			return reentrancyLimited, true
		}
		if c.SendsEther() {
			return reentrancyEth, true
		}
		return reentrancyNoEth, true
	case analysis.CallExternal:
		if (c.Callee != nil && c.Callee.IsView() && !viewCallReenters(c)) || c.Getter != nil || selfCallStaysIn(c) {
			return 0, false
		}
		if c.SendsEther() {
			return reentrancyEth, true
		}
		return reentrancyNoEth, true
	}
	return 0, false
}

// viewCallReenters reports whether a call of a view function can still re-enter: compilers before 0.5 call view
// functions with CALL, not STATICCALL, so the callee may change state; it matters when the callee is the caller
// itself (Bank(msg.sender).supportsToken()), whose code the attacker writes.
func viewCallReenters(c *analysis.Call) bool {
	f := c.Callee
	if f.File == nil || c.Target == nil {
		return false
	}
	r := f.Model().Pragma(f.File)
	if r.Unknown() || !r.AllowsBelow(0, 5) {
		return false
	}
	target := unparen(c.Target)
	if conv, ok := target.(*solidity.CallExpr); ok && len(conv.Args) == 1 {
		target = unparen(conv.Args[0]) // Bank(msg.sender)
	}
	m, ok := target.(*solidity.MemberAccess)
	if !ok || m.Member != "sender" {
		return false
	}
	id, ok := m.X.(*solidity.Identifier)
	return ok && id.Name == "msg"
}

func runReentrancy(p *Pass, want reentrancyKind) error {
	var related []Related // Report copies the related places: one list serves every report
	for _, sw := range reentrancySitesOf(p.Model).stale[want] {
		f, c := sw.f, sw.c
		r := Report{Function: f, File: sw.n.Scope.File, At: c.Node(), Related: related[:0]}
		// The message is built in the pass's buffer: these detectors report often.
		var inModifier *solidity.ModifierInvocation // set when a modifier of f makes the call
		msg := append(append(p.message(), funcLabel(f)...), ' ')
		if want != reentrancyNoEth {
			msg = append(msg, "sends ether to "...)
		} else {
			msg = append(msg, "calls "...)
		}
		switch {
		case sw.via != nil:
			// A helper makes the call: the fault is the write after the helper returns, in f.
			msg = append(append(appendCallTarget(msg, sw.viaFn, sw.via), " through "...), funcLabel(c.Callee)...)
			r.Related = append(r.Related, Related{File: sw.viaFn.File, At: sw.via.Node(), Message: "the call in " + funcLabel(sw.viaFn)})
		case sw.n.Scope != nil && sw.n.Scope.Modifier != nil:
			// A modifier makes the call: the fault is in f, which puts its body after the modifier's call.
			msg = appendCallTarget(msg, f, c)
			if inv := modifierInvocation(f, sw.n.Scope.Modifier); inv != nil {
				inModifier = inv
				msg = append(append(msg, " in its modifier "...), sw.n.Scope.Modifier.Decl.Name...)
				r.File, r.At = f.File, inv
				r.Related = append(r.Related, Related{File: sw.n.Scope.File, At: c.Node(), Message: "the call in the modifier"})
			}
		default:
			msg = appendCallTarget(msg, f, c)
		}
		// The call that re-enters, in the function that makes it: a helper's, when one makes it.
		// Its target is judged in the scope of the helper, and among the setters of f's contract.
		rc, rsc := c, sw.n.Scope
		if sw.via != nil {
			rc, rsc = sw.via, sw.viaFn.Scope()
		}
		if (want == reentrancyNoEth || want == reentrancyEth && rc.Kind == analysis.CallExternal) && (trustedTargetIn(p.Model, f, rsc, rc) || createdHere(rsc, rc.Target) || listedTarget(f, sw.n, c)) &&
			(sw.via == nil && !callsCallerHook(sw.n, c) || sw.via != nil && hookRecipient(rc) == nil) {
			// The deployment or a privileged account chose the called contract: it can only call back if its
			// code does, as an ERC-777 token's hooks would. So with ether paid into a contract's function
			// (WETH's deposit{value: …}()); ether sent to an address by a low-level call may reach any code. A
			// token standard's transfer that calls the recipient's hook hands control to the caller's code.
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
		}
		msg = appendJoinVars(append(msg, " before it writes "...), sw.ws, f.File)
		if want != reentrancyLimited && privilegedOnly(p.Model, f, sw.n, sw.ws) && !callerReceives(sw) { // limited-gas calls are low already
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
			msg = append(msg, "; only a privileged caller gets there, and no function others can call reads that state"...)
		}
		if want == reentrancyEth && r.Severity == "" {
			if d := checkedDebit(sw); d != nil {
				// A second withdrawal of the same entry reverts; the stale entry can still mislead other readers.
				r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceMedium
				msg = append(strconv.AppendInt(append(msg, "; the checked subtraction at line "...), int64(lineOf(d)), 10),
					" reverts a second withdrawal of the same entry, but the entry is stale during the call and other readers may act on it"...)
			}
		}
		var unresolved bool
		if msg, unresolved = appendUnresolvedLock(msg, f); unresolved {
			r.Confidence = vigil.ConfidenceLow
		}
		for _, w := range sw.ws[:min(len(sw.ws), 3)] {
			r.Related = append(r.Related, Related{File: w.node.Scope.File, At: w.at, Message: "state written after the call"})
		}
		p.reportMessage(r, msg)
		related = r.Related
		if inModifier != nil {
			// The call itself is in the modifier: it is reported there too, where a reviewer looks for the
			// call, once for all the functions the modifier guards (repeats at one place are merged).
			msg = append(append(append(p.message(), "modifier "...), sw.n.Scope.Modifier.Decl.Name...), " of "...)
			msg = append(append(msg, funcLabel(f)...), " makes this call before the function body writes "...)
			msg = appendJoinVars(msg, sw.ws, f.File)
			rm := r
			rm.File, rm.At = sw.n.Scope.File, c.Node()
			rm.Related = append(related[:0:0], Related{File: f.File, At: inModifier, Message: "the modifier applied"})
			p.reportMessage(rm, msg)
		}
	}
	return nil
}

// lockedAtEveryCall reports whether every internal call of f happens under a reentrancy lock of its caller (or
// of the caller's callers).
func lockedAtEveryCall(cg *analysis.CallGraph, f *analysis.Function, depth int) bool {
	callers := cg.Callers(f)
	if len(callers) == 0 || depth > 4 {
		return false
	}
	for _, caller := range callers {
		gd := caller.Guards()
		asked, callerLocked := false, false // the callers' own callers are explored only for an unlocked call
		for _, n := range caller.CFG().Nodes {
			for _, c := range analysis.NodeCalls(n) {
				if c.Callee != f || gd.Locked(n) {
					continue
				}
				if !asked {
					asked, callerLocked = true, !caller.IsEntry() && lockedAtEveryCall(cg, caller, depth+1)
				}
				if !callerLocked {
					return false
				}
			}
		}
	}
	return true
}

// modifierInvocation returns the invocation of modifier md in f's header, or nil.
func modifierInvocation(f *analysis.Function, md *analysis.Modifier) *solidity.ModifierInvocation {
	for _, inv := range f.Decl.Modifiers {
		if inv != nil && inv.Name != nil && len(inv.Name.Names) > 0 && inv.Name.Names[len(inv.Name.Names)-1] == md.Decl.Name {
			return inv
		}
	}
	return nil
}

// trustedTarget reports whether the call c at node n of f goes to a contract kept in a state variable (or a field
// of the structs one holds) that no public function lets any caller set: only constructors, initializers or
// privileged accounts choose it.
func trustedTarget(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	return trustedTargetIn(m, f, n.Scope, c)
}

// trustedTargetIn is trustedTarget for a call c made in scope sc of f.
func trustedTargetIn(m *analysis.Model, f *analysis.Function, sc *analysis.Scope, c *analysis.Call) bool {
	target := c.Target
	if target == nil && c.Kind == analysis.CallLibrary && libraryOffset(c) == 1 {
		target = tokenOf(c) // pool.lpToken.safeTransferFrom(…): the library calls the token it is bound to
	}
	if f.Contract == nil || target == nil {
		return false
	}
	target = unwrapTypeConversions(sc, target) // IWERC20(i_nativeAddress)
	sym := sc.RootVar(target)
	if sym.Kind != analysis.SymState {
		return false
	}
	if v, field := structFieldOf(sc, unwrapConversion(target)); v != nil {
		// A field of a struct (pool.lpToken): only its own writers choose it.
		sw := structWritersOf(m)
		return !sw.openlyWritten(v, field) && (sw[fieldKey{v, field}].guarded || sw[fieldKey{v, appended + field}].guarded || sw[fieldKey{v, appended}].guarded)
	}
	if sym.State.Decl.Constant || sym.State.Decl.Immutable {
		return true
	}
	setters := settersOf(m, f.Contract)
	if _, open := setters.openSetter(sym.State, nil); open {
		return false
	}
	// Someone chose it: a privileged account, or the deployment (a variable nothing sets holds no contract).
	_, guarded := setters.guardedSetter(sym.State, nil)
	return guarded || deploymentWrites(m).setUp(sym.State)
}

// unwrapTypeConversions strips conversions to elementary and contract types: IWERC20(address(x)) is x.
func unwrapTypeConversions(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	for range 8 {
		c, ok := unparen(e).(*solidity.CallExpr)
		if !ok || len(c.Args) != 1 {
			return e
		}
		if call := sc.CallOf(c); call == nil || call.Kind != analysis.CallTypeConversion {
			return e
		}
		e = c.Args[0]
	}
	return e
}

// hookRecipient returns the account whose hook the token standard makes call c invoke, or nil: ERC-777's
// send(to, amount, data) and operatorSend(from, to, …) call the recipient's tokensReceived, ERC-721's
// safeTransferFrom(from, to, id[, data]) its onERC721Received, ERC-1155's safeTransferFrom and
// safeBatchTransferFrom(from, to, …, data) its onERC1155Received. The function and its arity are the
// standard's interface, as transfer(to, amount) is ERC-20's.
func hookRecipient(c *analysis.Call) solidity.Expr {
	if c.Kind != analysis.CallExternal || c.Value != nil {
		return nil
	}
	switch {
	case c.Name == "send" && len(c.Args) == 3:
		return c.Args[0]
	case c.Name == "operatorSend" && len(c.Args) == 5,
		c.Name == "safeTransferFrom" && len(c.Args) >= 3 && len(c.Args) <= 5,
		c.Name == "safeBatchTransferFrom" && len(c.Args) == 5:
		return c.Args[1]
	}
	return nil
}

// callsCallerHook reports whether call c at node n makes a token, however trusted, call a hook of an account
// the caller chooses (msg.sender, or a parameter): the caller's code then runs during the call.
func callsCallerHook(n *analysis.Node, c *analysis.Call) bool {
	to := hookRecipient(c)
	if to == nil || n.Scope == nil {
		return false
	}
	return n.Scope.Flow().Taint(to)&(analysis.TaintSender|analysis.TaintParam|analysis.TaintOrigin) != 0
}

// selfCallStaysIn reports whether c is an external call of the contract itself (this.f()) whose callee runs only
// the contract's own code: it makes no call that can re-enter, itself or through the internal and library
// functions it calls (a few levels deep). Such a call hands control to no one else.
func selfCallStaysIn(c *analysis.Call) bool {
	if !isThis(c.Target) || c.Callee == nil || c.Callee.Decl.Body == nil {
		return false
	}
	return !mayCallOut(c.Callee, 0)
}

// isThis reports whether e is the contract itself: this.
func isThis(e solidity.Expr) bool {
	id, ok := unparen(e).(*solidity.Identifier)
	return ok && id.Name == "this"
}

// mayCallOut reports whether f may make a call that can re-enter: an external or low-level call other than a
// view, staticcall or delegatecall, itself or in the internal and library functions it calls; deeper than a few
// levels counts as yes.
func mayCallOut(f *analysis.Function, depth int) bool {
	if depth > 3 {
		return true
	}
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			switch {
			case c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary:
				if c.Callee != nil && c.Callee != f && mayCallOut(c.Callee, depth+1) {
					return true
				}
			case c.Kind == analysis.CallExternal && isThis(c.Target):
				if c.Callee == nil || c.Callee.Decl.Body == nil || mayCallOut(c.Callee, depth+1) {
					return true
				}
			default:
				if _, ok := kindOf(c); ok {
					return true
				}
			}
		}
	}
	return false
}

// stipendGas reports whether a call's gas option is a literal of at most 2300, the stipend send and transfer
// forward: too little for the receiver to write state when it calls back. More gas lets it re-enter and act, as
// a call without a limit does.
func stipendGas(gas solidity.Expr) bool {
	lit, ok := unparen(gas).(*solidity.NumberLiteral)
	if !ok || lit.Unit != "" {
		return false
	}
	n, ok := plainDecimal(lit.Value)
	return ok && n <= 2300
}

// callerReceives reports whether the re-entering call of sw goes to the caller: its target, or the recipient
// whose hook a token standard calls, is msg.sender; or, when a helper makes the call, the helper is handed
// msg.sender (_safeMint(msg.sender, id)). The caller then passed f's access check and passes it again when it
// calls back: a privileged caller (a whitelisted minter) re-enters f itself.
func callerReceives(sw staleWrites) bool {
	if sw.n.Scope == nil {
		return false
	}
	fl := sw.n.Scope.Flow()
	if sw.via != nil {
		for _, a := range sw.c.Args {
			if fl.Taint(a)&analysis.TaintSender != 0 {
				return true
			}
		}
		return false
	}
	if sw.c.Target != nil && fl.Taint(sw.c.Target)&analysis.TaintSender != 0 {
		return true
	}
	to := hookRecipient(sw.c)
	return to != nil && fl.Taint(to)&analysis.TaintSender != 0
}

// reportPayBeforePull reports, for reentrancy-no-eth, a token pulled into the contract (t.transferFrom(from,
// address(this), x)) after the function priced a payment from t's balance in the contract and paid it out (ether,
// or a token transfer), outside a reentrancy lock. A token with hooks (ERC-777's tokensToSend) calls the payer
// before it moves the balance: a re-entrant call then prices against a balance that shows the payout but not the
// payment (Uniswap V1 with imBTC). skip lists the calls a stale-write finding already reports.
func reportPayBeforePull(p *Pass, skip []staleWrites) {
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry || fx.view || len(fx.calls) < 3 {
			continue
		}
		f := fx.fn
		for i, s := range fx.calls {
			pull := s.call
			if pull.Kind != analysis.CallExternal || pull.Name != "transferFrom" || len(pull.Args) != 3 || pull.Target == nil ||
				!isSelf(s.node.Scope, pull.Args[1]) || i < 2 {
				continue
			}
			if slices.ContainsFunc(skip, func(sw staleWrites) bool { return sw.c == pull }) {
				continue
			}
			g := f.CFG()
			token := Text(s.node.Scope.File, unwrapTypeConversions(s.node.Scope, pull.Target))
			var paid *callSite
			for j := i - 1; j >= 0 && paid == nil; j-- {
				a := fx.calls[j]
				if a.node == s.node || !dominates(g, a.node, s.node) {
					continue
				}
				if !a.call.SendsEther() && !(a.call.Kind == analysis.CallExternal && a.call.Name == "transfer" && len(a.call.Args) == 2) {
					continue
				}
				for k := j - 1; k >= 0; k-- {
					r := fx.calls[k]
					if r.node != a.node && ownBalanceRead(r.call) && dominates(g, r.node, a.node) &&
						Text(r.node.Scope.File, unwrapTypeConversions(r.node.Scope, r.call.Target)) == token {
						paid = &fx.calls[j]
						break
					}
				}
			}
			if paid == nil {
				continue
			}
			if gd := f.Guards(); gd.Locked(s.node) || gd.Protected(s.node) {
				continue // locked, or only a privileged caller gets here, and its own hooks are the ones called
			}
			r := Report{Function: f, File: s.node.Scope.File, At: pull.Expr,
				Message: funcLabel(f) + " pays out with " + Text(paid.node.Scope.File, paid.call.Expr) + " before it collects with " +
					Text(s.node.Scope.File, pull.Expr) + ": a token with hooks calls the payer before it moves the balance, and a " +
					"re-entrant call prices against a balance that shows the payout but not the payment",
				Related: []Related{{File: paid.node.Scope.File, At: paid.call.Expr, Message: "the payout"}}}
			if trustedTargetIn(p.Model, f, s.node.Scope, pull) {
				// Only a token with hooks can call back: the deployment or a privileged account chose it.
				r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
			}
			p.Report(r)
		}
	}
}
