package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitraryExternalCall reports message calls whose target and calldata both come from any caller.
var ArbitraryExternalCall = &Detector{
	ID:    "arbitrary-external-call",
	Title: "Call to an arbitrary address with arbitrary data",
	Description: "A public function without an access check makes a low-level call whose target and calldata " +
		"the caller chooses. The contract then acts with its own identity wherever the caller wants: it can " +
		"move tokens it holds, spend allowances users granted it, or call privileged functions that trust it.",
	Exploit: "An attacker passes a token address as the target and transfer(attacker, balance) or " +
		"transferFrom(victim, attacker, allowance) as the data, and the contract executes it as itself.",
	Recommendation: "Restrict who may call the function, or restrict the targets (an allow-list) and the " +
		"function selectors it may call; never let a contract that holds assets or approvals forward " +
		"arbitrary calls.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-470",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runArbitraryExternalCall,
}

func runArbitraryExternalCall(p *Pass) error {
	for _, f := range entries(p.Model) {
		var open []bool // computed at the first candidate call: most functions have none
		var committed uint64
		fsc := f.Scope()
		if !ownCallsAny(fsc, isForwardedCall) {
			if ownCallsAny(fsc, forwardsInside) {
				reportForwardedInside(p, f)
			}
			continue
		}
		fl := f.Flow()
		for _, n := range f.CFG().Nodes {
			if n.Scope != fsc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				target, data := forwardedCall(c)
				if target == nil || data == nil {
					continue
				}
				if !freelyChosen(fl, data) {
					if by, voided := storedByAnyone(p.Model, f, n, target, data); by != nil {
						r := Report{Function: f, File: fsc.File, At: c.Node(),
							Message: fmt.Sprintf("%s calls %s with %s, which %s stores from any caller's arguments: "+
								"whoever registers the call has this contract make it, with its funds and approvals",
								funcLabel(f), Text(fsc.File, target), Text(fsc.File, data), funcLabel(by))}
						if voided {
							// The writer checks its caller against an account anyone can set: the open write of that
							// account is the fault, reported where it is made.
							r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
							r.Message += voidedNote
						} else if holdsNothing(f.Contract) {
							r.Severity = vigil.SeverityLow
						} else if stateless(f.Contract) {
							r.Severity = vigil.SeverityMedium
						}
						p.Report(r)
					}
					continue
				}
				// A call of the contract itself with the caller's data is a call the caller could make, but as
				// the contract: it matters where a check lets the contract itself through.
				var trusting *analysis.Function
				if isSelf(fsc, target) {
					if trusting = selfTrustingEntry(f.Contract); trusting == nil {
						continue
					}
				} else if !freelyChosen(fl, target) {
					continue
				}
				if _, built := unparen(data).(*solidity.CallExpr); built && !selectorChosen(fl, data, freelyChosen) {
					continue // abi.encodeWithSelector(…) and the like fix what is called
				}
				if open == nil {
					open = openNodes(f)
					committed = committedParams(f)
				}
				if !open[n.Index] || (c.Expr != nil && mustFail(n, c.Expr)) {
					continue
				}
				if fl.Params(target)&^committed == 0 && fl.Params(data)&^committed == 0 && !fl.Taint(target).Has(analysis.TaintData) {
					continue // the call was approved as a whole (a signed request, a scheduled operation)
				}
				if boundToCaller(f, target) {
					continue // the call goes back to the caller, which could make it itself
				}
				if trusting == nil && allowlisted(f, target) {
					continue // only a target a privileged account listed is called: what it lets this contract do was that account's choice
				}
				r := Report{Function: f, File: fsc.File, At: c.Node(),
					Message: fmt.Sprintf("%s calls %s with %s, both chosen by any caller", funcLabel(f),
						Text(fsc.File, target), Text(fsc.File, data))}
				if trusting != nil {
					r.Message = fmt.Sprintf("%s calls this contract with %s, chosen by any caller: %s lets the contract itself through its caller check, so any caller passes it this way",
						funcLabel(f), Text(fsc.File, data), funcLabel(trusting))
				} else if holdsNothing(f.Contract) {
					// A batcher (Multicall3) has no identity to abuse: nothing trusts it, it owes no one
					// anything, and since it never pulls tokens no one has reason to approve it any.
					r.Severity = vigil.SeverityLow
					r.Message += "; the contract keeps no state and pulls no tokens, so the call carries no privilege of its own"
				} else if stateless(f.Contract) {
					// A contract that keeps no state and takes no ether has little to lose to a forwarded call:
					// only tokens someone sent it by mistake.
					r.Severity = vigil.SeverityMedium
				}
				if sev, conf, voided := voidedLevel(f, n); voided {
					r.Severity, r.Confidence, r.Message = sev, conf, r.Message+voidedNote
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// selectorChosen reports whether data is calldata built (abi.encodePacked, abi.encodeWithSelector,
// abi.encodeWithSignature) around a selector or signature the caller picks, as chosen tells: a method name the
// caller hashes into a selector (Poly Network's keccak256(abi.encodePacked(method, "(bytes,bytes,uint64)"))) fixes
// nothing about what is called.
func selectorChosen(fl *analysis.Flow, data solidity.Expr, chosen func(*analysis.Flow, solidity.Expr) bool) bool {
	ce, ok := unparen(data).(*solidity.CallExpr)
	if !ok || len(ce.Args) == 0 {
		return false
	}
	ma, ok := ce.Fun.(*solidity.MemberAccess)
	if !ok {
		return false
	}
	if id, ok := unparen(ma.X).(*solidity.Identifier); !ok || id.Name != "abi" {
		return false
	}
	switch ma.Member {
	case "encodePacked", "encodeWithSelector", "encodeWithSignature":
		// x.transfer.selector names one function, whoever chooses the contract x.
		if sel, ok := unparen(ce.Args[0]).(*solidity.MemberAccess); ok && sel.Member == "selector" {
			if _, named := unparen(sel.X).(*solidity.MemberAccess); named {
				return false
			}
		}
		return chosen(fl, ce.Args[0])
	}
	return false
}

// forwardsInside reports whether c calls an internal function of the contract, or an internal library function
// (which runs as the calling contract just the same), whose own body makes a forwarded call (forwardedCall).
func forwardsInside(c *analysis.Call) bool {
	return (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil && !c.Callee.IsEntry() &&
		ownCallsAny(c.Callee.Scope(), isForwardedCall)
}

// reportForwardedInside reports the forwarded calls an open internal function call of the entry f makes, where
// both the target and the calldata (or the selector it is built around) come from parameters of the callee that
// f fills with values its own caller chooses: the call is f's caller's to aim, one call down.
func reportForwardedInside(p *Pass, f *analysis.Function) {
	fsc, fl := f.Scope(), f.Flow()
	var open []bool
	var committed uint64
	for _, n := range f.CFG().Nodes {
		if n.Scope != fsc {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if !forwardsInside(c) {
				continue
			}
			g := c.Callee
			gsc, gfl := g.Scope(), g.Flow()
			// A parameter of g is chosen when f passes it a value its own caller picks (not one it recorded, nor
			// calldata built around a fixed selector).
			// x.f(a) through using-for passes x as g's first parameter.
			args := c.Args
			if libraryOffset(c) == 1 {
				args = append([]solidity.Expr{c.Target}, c.Args...)
			}
			passed := func(e solidity.Expr) solidity.Expr {
				bits := gfl.Params(e)
				if bits == 0 || gfl.Taint(e).Has(analysis.TaintState) {
					return nil
				}
				for i, a := range args {
					if i < 64 && bits&(1<<uint(i)) != 0 && a != nil && freelyChosen(fl, a) {
						if _, built := unparen(a).(*solidity.CallExpr); !built || selectorChosen(fl, a, freelyChosen) {
							return a
						}
					}
				}
				return nil
			}
			chosen := func(_ *analysis.Flow, e solidity.Expr) bool { return passed(e) != nil }
			var gopen []bool
			for _, m := range g.CFG().Nodes {
				if m.Scope != gsc {
					continue
				}
				for _, gc := range analysis.NodeCalls(m) {
					target, data := forwardedCall(gc)
					if target == nil || data == nil || isSelf(gsc, target) || !chosen(gfl, target) {
						continue
					}
					if _, built := unparen(data).(*solidity.CallExpr); built && !selectorChosen(gfl, data, chosen) || !built && !chosen(gfl, data) {
						continue
					}
					if open == nil {
						open, committed = openNodes(f), committedParams(f)
					}
					if gopen == nil {
						gopen = openNodes(g)
					}
					to := passed(target)
					if !open[n.Index] || !gopen[m.Index] || boundToCaller(f, to) || allowlisted(f, to) || allowlisted(g, target) ||
						c.Kind == analysis.CallLibrary && libraryListed(g, target) {
						continue
					}
					if fl.Params(to)&^committed == 0 && committedArgs(fl, args, gfl, data, committed) && !fl.Taint(to).Has(analysis.TaintData) {
						continue // the call was approved as a whole (a proposal voted on, a scheduled operation)
					}
					p.Report(Report{Function: f, File: gsc.File, At: gc.Node(),
						Message: fmt.Sprintf("%s calls %s with %s through %s, both chosen by any caller", funcLabel(f),
							Text(gsc.File, target), Text(gsc.File, data), funcLabel(g))})
				}
			}
		}
	}
}

// libraryListed reports whether the library function g requires a lookup of target in storage it is handed or
// reads (allowed[target] on a mapping the calling contract passes, LI.FI's LibAllowList.contractIsAllowed(target)
// on diamond storage) before going on: a library keeps no state of its own, so its allow-list is the caller's.
func libraryListed(g *analysis.Function, target solidity.Expr) bool {
	tt := keyText(g.File.Src, target)
	for _, n := range g.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope == nil || n.Scope.File != g.File {
			continue
		}
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			switch e := x.(type) {
			case *solidity.IndexAccess:
				t := n.Scope.TypeOf(e)
				found = e.Index != nil && t != nil && t.Kind == analysis.TypeBool && sameKey(keyText(n.Scope.File.Src, e.Index), tt)
			case *solidity.CallExpr:
				// A bool helper that looks the target up: its body indexes a mapping by the parameter the
				// target is passed as.
				c := n.Scope.CallOf(e)
				if c == nil || c.Callee == nil || c.Callee.Decl.Body == nil || len(c.Args) != len(c.Callee.Decl.Params) ||
					(c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) {
					break
				}
				for i, a := range c.Args {
					if !sameKey(keyText(n.Scope.File.Src, a), tt) {
						continue
					}
					name := c.Callee.Decl.Params[i].Name
					solidity.Preorder(c.Callee.Decl.Body, func(y solidity.Node) bool {
						if ia, ok := y.(*solidity.IndexAccess); ok {
							if id, ok := unparen(ia.Index).(*solidity.Identifier); ok && name != "" && id.Name == name {
								found = true
							}
						}
						return !found
					})
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

// committedArgs reports whether every argument of an internal call (args, one for each of the callee's
// parameters) that feeds e (in the callee, whose flow is gfl) comes only from parameters of the caller in committed.
func committedArgs(fl *analysis.Flow, args []solidity.Expr, gfl *analysis.Flow, e solidity.Expr, committed uint64) bool {
	bits := gfl.Params(e)
	for i, a := range args {
		if i < 64 && bits&(1<<uint(i)) != 0 && a != nil && fl.Params(a)&^committed != 0 {
			return false
		}
	}
	return true
}

// forwardedCall returns the target and calldata of a message call that runs code in the target with this
// contract as the caller: target.call(data), target.call{value: v}(data), and Address.functionCall(target, data)
// / functionCallWithValue (directly or through using-for). It returns nils for any other call.
func forwardedCall(c *analysis.Call) (target, data solidity.Expr) {
	switch c.Kind {
	case analysis.CallLowLevel:
		if (c.Name == "call" || c.Name == "callcode") && c.Expr != nil && len(c.Args) == 1 {
			return c.Target, c.Args[0]
		}
	case analysis.CallLibrary:
		if c.Name != "functionCall" && c.Name != "functionCallWithValue" {
			return nil, nil
		}
		if libraryOffset(c) == 1 && len(c.Args) >= 1 {
			return c.Target, c.Args[0]
		}
		if len(c.Args) >= 2 {
			return c.Args[0], c.Args[1]
		}
	}
	return nil, nil
}

// isForwardedCall reports whether forwardedCall finds both a target and data in c.
func isForwardedCall(c *analysis.Call) bool {
	target, data := forwardedCall(c)
	return target != nil && data != nil
}

// freelyChosen reports whether the caller picks e: it comes from a parameter or msg.data and not from a value the
// contract recorded.
func freelyChosen(fl *analysis.Flow, e solidity.Expr) bool {
	t := fl.Taint(e)
	return t.Has(chosenByCaller) && !t.Has(analysis.TaintState)
}

// boundToCaller reports whether f requires the parameter target is taken from to equal msg.sender
// (require(msg.sender == token)) before going on.
func boundToCaller(f *analysis.Function, target solidity.Expr) bool {
	fl := f.Flow()
	params := fl.Params(target)
	if params == 0 {
		return false
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Scope != f.Scope() {
			continue
		}
		b, ok := unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || b.Op != "==" {
			continue
		}
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			_, plain := unparen(pair[1]).(*solidity.Identifier)
			if fl.Taint(pair[0]) == analysis.TaintSender && plain && fl.Params(pair[1]) == params {
				return true
			}
		}
	}
	return false
}

// stateless reports whether a contract (with its bases) declares no state variable and cannot receive ether.
func stateless(c *analysis.Contract) bool {
	if c == nil {
		return false
	}
	if len(c.StateVars) > 0 {
		return false
	}
	for _, f := range c.Functions {
		if f.Decl.Mutability == solidity.MutabilityPayable {
			return false
		}
	}
	return true
}

// holdsNothing reports whether c (with its bases) declares no state variable but constants, whatever ether it
// takes, and no function of it pulls tokens with transferFrom: a call it makes acts with no role or balance of
// its own, and no user approves it tokens, as no function would use them. A router that pulls approved tokens
// (LI.FI's, Socket's) is not such a contract: an arbitrary call from it spends every approval.
func holdsNothing(c *analysis.Contract) bool {
	if c == nil {
		return false
	}
	for _, b := range c.Linearization {
		for _, v := range b.StateVars {
			if !v.Decl.Constant {
				return false
			}
		}
	}
	for _, f := range c.Functions {
		if f.Decl.Body != nil && ownCallsAny(f.Scope(), isTransferFrom) {
			return false
		}
	}
	return true
}

// selfTrustingEntry returns a state-changing public function of c whose code (modifiers included) lets a caller
// through a check that msg.sender is the contract itself (msg.sender == address(this)), or nil.
func selfTrustingEntry(c *analysis.Contract) *analysis.Function {
	if c == nil {
		return nil
	}
	for _, g := range c.Functions {
		if !g.IsEntry() || g.IsView() || g.Decl.Body == nil {
			continue
		}
		for _, n := range g.CFG().Nodes {
			if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
				continue
			}
			found := false
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				if b, ok := x.(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") {
					found = found || senderOperand(b.X) && isSelf(n.Scope, b.Y) || senderOperand(b.Y) && isSelf(n.Scope, b.X)
				}
				return !found
			})
			if found {
				return g
			}
		}
	}
	return nil
}

// senderOperand reports whether e is msg.sender.
func senderOperand(e solidity.Expr) bool {
	m, ok := unparen(e).(*solidity.MemberAccess)
	return ok && isMsgSender(m)
}

// asksCallerStanding reports whether a condition of f asks another contract about the caller
// (require(token.getPriorVotes(msg.sender, block.number - 1) >= threshold)): a proposal a governor stores is
// open to holders of voting weight, not to anyone, and runs only once the vote passed.
func asksCallerStanding(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Scope == nil {
			continue
		}
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallExternal {
				continue
			}
			for _, a := range c.Args {
				if n.Scope.Flow().Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
					return true
				}
			}
		}
	}
	return false
}

// storedByAnyone returns the public function that lets any caller store the target and the calldata of the call
// made at node n of f: both read from one state variable (a task, a scheduled call), which a function without
// an access check writes from its own parameters (tasks[id] = Task(msg.sender, target, data, …)). Calldata built
// around a fixed selector (abi.encodeWithSignature("performUpkeep(bytes)", …)) fixes what is called, and a
// call of the contract itself is another detector's question. Nil when there is none; voided tells a writer
// behind a check of the caller against an account any caller can set (see voidedCheck).
func storedByAnyone(m *analysis.Model, f *analysis.Function, n *analysis.Node, target, data solidity.Expr) (by *analysis.Function, voided bool) {
	if f.Contract == nil || n.Scope == nil || isSelf(n.Scope, target) {
		return nil, false
	}
	if _, built := unparen(data).(*solidity.CallExpr); built {
		return nil, false
	}
	rt, rd := n.Scope.RootVar(target), n.Scope.RootVar(data)
	if rt.Kind != analysis.SymState || rd.Kind != analysis.SymState || rt.State != rd.State {
		return nil, false
	}
	for _, w := range settersOf(m, f.Contract).openOf(rt.State) {
		if w.fn == nil || w.fn == f || w.node == nil || w.node.Scope == nil || w.node.Expr == nil {
			continue
		}
		value := w.node.Expr
		if a, ok := unparen(value).(*solidity.AssignExpr); ok {
			value = a.RHS
		}
		if w.node.Scope.Flow().Taint(value).Has(analysis.TaintParam) && !asksCallerStanding(w.fn) && !approvedElsewhere(m, f, rt.State, w.fn) {
			return w.fn, voidedCheck(w.fn, w.node)
		}
	}
	return nil, false
}

// approvedElsewhere reports whether a check of f (itself or through an internal helper it calls) reads a field of
// the records v holds that a third function writes, neither f nor a writer of the call (by): a proposal's
// votes, counted by vote() and tested by execute() against a quorum. The stored call then runs only once others
// approved it.
func approvedElsewhere(m *analysis.Model, f *analysis.Function, v *analysis.StateVar, by ...*analysis.Function) bool {
	var checked []string
	collect := func(sc *analysis.Scope, e solidity.Node) {
		solidity.Preorder(e, func(x solidity.Node) bool {
			if ma, ok := x.(*solidity.MemberAccess); ok {
				if sv, path := placeKey(sc, ma, false); sv == v && path != "" && !slices.Contains(checked, path) {
					checked = append(checked, path)
				}
				return false
			}
			return true
		})
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond || n.Scope == nil || n.Expr == nil {
			continue
		}
		collect(n.Scope, n.Expr)
		// A check through an internal helper (require(_isSupermajority(bip))): the fields the helper reads.
		for _, c := range n.Calls() {
			if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.Decl.Body != nil {
				collect(c.Callee.Scope(), c.Callee.Decl.Body)
			}
		}
	}
	if len(checked) == 0 || v.Contract == nil {
		return false
	}
	for g := range v.Contract.HierarchyBodies() {
		if g == f || slices.Contains(by, g) {
			continue
		}
		for _, n := range g.CFG().Nodes {
			for _, w := range n.Writes() {
				if w.Var != v || n.Scope == nil {
					continue
				}
				at, ok := w.At.(solidity.Expr)
				if !ok {
					continue
				}
				if _, path := placeKey(n.Scope, at, false); path != "" && slices.Contains(checked, path) {
					return true
				}
			}
		}
	}
	return false
}
