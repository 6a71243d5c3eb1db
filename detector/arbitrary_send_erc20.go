package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitrarySendERC20 reports transferFrom calls that move tokens out of an account the caller names.
var ArbitrarySendERC20 = &Detector{
	ID:    "arbitrary-send-erc20",
	Title: "Tokens taken from an arbitrary address with transferFrom",
	Description: "A public function without an access check calls transferFrom (or SafeERC20's safeTransferFrom) " +
		"with a `from` address that the caller chooses. Every account that approved this contract can then be " +
		"emptied by anyone, not only by the account itself.",
	Exploit: "A victim approves the contract to spend their tokens. The attacker calls the function with the " +
		"victim's address as `from` and their own address (or an account credited to them) as the receiver.",
	Recommendation: "Take tokens only from msg.sender, or from an account that authorised this exact transfer " +
		"(a permit or another signature over the amount, receiver and a nonce).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-862",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runArbitrarySendERC20,
}

func runArbitrarySendERC20(p *Pass) error {
	pulls := map[*analysis.Function]bool{}
	for _, f := range entries(p.Model) {
		var open []bool // computed at the first candidate call: most functions have none
		fsc := f.Scope()
		if !ownCallsAny(fsc, isTransferFrom) && !ownCallsAny(fsc, func(c *analysis.Call) bool { return pullingHelper(c, pulls) }) {
			continue
		}
		fl := f.Flow()
		for _, n := range f.CFG().Nodes {
			if n.Scope != fsc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if pullingHelper(c, pulls) {
					if open == nil {
						open = openNodes(f)
					}
					if open[n.Index] {
						reportHelperPull(p, f, n, c, pulls)
					}
					continue
				}
				from, to := transferFromSource(c)
				if from == nil {
					continue
				}
				// An account read from state (listings[id].seller) was recorded by the contract, not named
				// freely by the caller, even when the caller picks which record.
				if !fl.Taint(from).Has(chosenByCaller) || fl.Taint(from).Has(analysis.TaintState) {
					if holder := movedTokenHolder(fsc, fl, c, from); holder != nil {
						if open == nil {
							open = openNodes(f)
						}
						if open[n.Index] && !holderChecked(f, n, c, from) {
							p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
								Message: fmt.Sprintf("%s moves token %s out of whoever holds it now (%s), for a token any caller names, without checking who that is: every holder that approved this contract can lose it: %s",
									funcLabel(f), Text(fsc.File, c.Args[2]), Text(fsc.File, holder), Text(fsc.File, c.Expr))})
						}
					}
					continue
				}
				if open == nil {
					open = openNodes(f)
				}
				permitted := authorisedSource(f, fl, from)
				if !open[n.Index] || permitted && !permitProceedsElsewhere(f, fl, from, to) || optedInFor(f, n, from, to) || lentTo(f, n, c, from) || signedBySource(f, fl, from, to) {
					continue
				}
				r := Report{Function: f, File: fsc.File, At: c.Expr,
					Message: fmt.Sprintf("%s moves tokens out of %s, which any caller chooses: %s", funcLabel(f),
						Text(fsc.File, from), Text(fsc.File, c.Expr))}
				if permitted {
					r.Message = fmt.Sprintf("%s moves tokens out of %s under %s's permit but gives them to the caller: the permit names only this contract as spender, so whoever submits it first (it is public in the mempool) takes the tokens: %s",
						funcLabel(f), Text(fsc.File, from), Text(fsc.File, from), Text(fsc.File, c.Expr))
				} else if isSelf(fsc, to) && !writesState(f) {
					// The tokens land in this contract and nothing is credited for them: the owner loses them,
					// but the caller gains nothing.
					r.Severity = vigil.SeverityMedium
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// pullingHelper reports whether c calls an internal function (not a public one, which is judged itself) that
// reaches a transferFrom, itself or through the internal and library functions it calls.
func pullingHelper(c *analysis.Call, pulls map[*analysis.Function]bool) bool {
	return c.Kind == analysis.CallInternal && c.Callee != nil && !c.Callee.IsEntry() && reachesPull(c.Callee, pulls)
}

// reachesPull reports whether f or an internal or library function it calls, directly or not, may call
// transferFrom: a superset of the functions findPull searches, which leaves most helpers out at the cost of one
// look at each function's calls. A call cycle counts as reaching one.
func reachesPull(f *analysis.Function, pulls map[*analysis.Function]bool) bool {
	if r, ok := pulls[f]; ok {
		return r
	}
	if f.Decl.Body == nil {
		pulls[f] = false
		return false
	}
	pulls[f] = true
	for _, c := range f.Scope().Calls() {
		if isTransferFrom(c) {
			return true
		}
		if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && reachesPull(c.Callee, pulls) {
			return true
		}
	}
	pulls[f] = false
	return false
}

// reportHelperPull reports the internal call c, at the open node n of the entry f, when it hands an account the
// caller names (and f does not have authorised) to a helper that moves tokens out of it with transferFrom.
func reportHelperPull(p *Pass, f *analysis.Function, n *analysis.Node, c *analysis.Call, pulls map[*analysis.Function]bool) {
	fl := f.Flow()
	var chosen uint64
	for i, a := range c.Args {
		t := fl.Taint(a)
		if i >= 64 || !t.Has(chosenByCaller) || t.Has(analysis.TaintState) {
			continue
		}
		if authorisedSource(f, fl, a) || optedIn(f, n, a) || signedBySource(f, fl, a, nil) {
			continue
		}
		chosen |= 1 << uint(i)
	}
	if chosen == 0 {
		return
	}
	pull, g := findPull(c.Callee, chosen, pulls, 0)
	if pull == nil {
		return
	}
	from, to := transferFromSource(pull)
	r := Report{Function: f, File: f.Scope().File, At: c.Expr,
		Message: fmt.Sprintf("%s passes an account any caller chooses to %s, which moves tokens out of it: %s", funcLabel(f),
			funcLabel(g), Text(g.File, pull.Expr)),
		Related: []Related{{File: g.File, At: pull.Expr, Message: "tokens taken from " + Text(g.File, from) + " here"}}}
	if isSelf(g.Scope(), to) && !writesState(f) {
		r.Severity = vigil.SeverityMedium
	}
	p.Report(r)
}

// findPull finds, in the internal function f or those it calls, a transferFrom on an open path whose `from`
// comes from one of f's parameters in chosen, which f itself does not authorise.
func findPull(f *analysis.Function, chosen uint64, pulls map[*analysis.Function]bool, depth int) (*analysis.Call, *analysis.Function) {
	if f == nil || f.Decl.Body == nil || depth > 3 || chosen == 0 || !reachesPull(f, pulls) {
		return nil, nil
	}
	sc := f.Scope()
	fl := f.Flow()
	var open []bool
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			from, _ := transferFromSource(c)
			var next uint64
			if from == nil {
				if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee == f {
					continue
				}
				for i, a := range c.Args {
					if i < 64 && fl.Params(a)&chosen != 0 {
						next |= 1 << uint(i)
					}
				}
				if next == 0 {
					continue
				}
			} else if fl.Params(from)&chosen == 0 || fl.Taint(from).Has(analysis.TaintState) {
				continue
			}
			if open == nil {
				open = openNodes(f)
			}
			if !open[n.Index] {
				continue
			}
			if from == nil {
				if pull, g := findPull(c.Callee, next, pulls, depth+1); pull != nil {
					return pull, g
				}
				continue
			}
			if optedIn(f, n, from) || lentTo(f, n, c, from) {
				continue
			}
			return c, f
		}
	}
	return nil, nil
}

// movedTokenHolder returns the ownerOf(id) call `from` reads (directly, or through a local of an elementary
// type initialised once and never reassigned, and conversions), when c is an ERC-721 transfer of the id the
// caller names (t.transferFrom(t.ownerOf(id), to, id)) on the same token: the source is whoever holds that
// token now, not an account the contract recorded or the caller proved to be. It returns nil otherwise.
func movedTokenHolder(sc *analysis.Scope, fl *analysis.Flow, c *analysis.Call, from solidity.Expr) solidity.Expr {
	if c.Kind != analysis.CallExternal || len(c.Args) < 3 || c.Target == nil {
		return nil
	}
	id := c.Args[2]
	if t := fl.Taint(id); !t.Has(chosenByCaller) || t.Has(analysis.TaintState) {
		return nil
	}
	e := unwrapConversion(from)
	if x, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
		v := sc.Resolve(x).Var
		if v == nil || sc.Init(v) == nil || assignedIn(sc, v) {
			return nil
		}
		if _, builtin := v.Type.(*solidity.ElementaryTypeName); !builtin {
			return nil
		}
		e = unwrapConversion(sc.Init(v))
	}
	ce, ok := solidity.Unparen(e).(*solidity.CallExpr)
	if !ok {
		return nil
	}
	h := sc.CallOf(ce)
	if h == nil || h.Kind != analysis.CallExternal || h.Name != "ownerOf" || len(h.Args) != 1 || h.Target == nil {
		return nil
	}
	src := sc.File.Src
	if !sameKey(keyText(src, unwrapConversion(h.Target)), keyText(src, unwrapConversion(c.Target))) || !sameKey(keyText(src, h.Args[0]), keyText(src, id)) {
		return nil
	}
	return ce
}

// holderChecked reports whether a check before the transfer c at node n compares the token's holder with
// something other than a constant: the account from (or an ownerOf call on the token moved) is an operand of ==
// or != in a guard, as in require(nft.ownerOf(id) == listing.seller). The holder is then one the function
// expects, not any.
func holderChecked(f *analysis.Function, n *analysis.Node, c *analysis.Call, from solidity.Expr) bool {
	g := f.CFG()
	before := g.Before(n)
	src := f.File.Src
	acc, tok := keyText(src, from), keyText(src, unwrapConversion(c.Target))
	holder := func(e solidity.Expr, sc *analysis.Scope) bool {
		e = unwrapConversion(e)
		if sameKey(keyText(src, e), acc) {
			return true
		}
		if ce, ok := solidity.Unparen(e).(*solidity.CallExpr); ok {
			if h := sc.CallOf(ce); h != nil && h.Kind == analysis.CallExternal && h.Name == "ownerOf" && h.Target != nil {
				return sameKey(keyText(src, unwrapConversion(h.Target)), tok)
			}
		}
		return false
	}
	for _, m := range g.Nodes {
		if !before[m.Index] || m == n || m.Expr == nil || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Scope.File != f.File {
			continue
		}
		found := false
		solidity.Preorder(m.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || (b.Op != "==" && b.Op != "!=") {
				return true
			}
			// holder != address(0) tells only that the token exists.
			if holder(b.X, m.Scope) && !isConstExpr(m.Scope, b.Y) || holder(b.Y, m.Scope) && !isConstExpr(m.Scope, b.X) {
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

// transferFromSource returns the `from` and `to` arguments of a token transferFrom:
// t.transferFrom(from, to, amount), t.safeTransferFrom(from, to, x) (ERC-721, or SafeERC20 through using-for)
// and SafeERC20.safeTransferFrom(t, from, to, amount). It returns nils for any other call.
func transferFromSource(c *analysis.Call) (from, to solidity.Expr) {
	if c.Expr == nil || (c.Name != "transferFrom" && c.Name != "safeTransferFrom") {
		return nil, nil
	}
	switch c.Kind {
	case analysis.CallExternal:
		if len(c.Args) >= 3 {
			return c.Args[0], c.Args[1]
		}
	case analysis.CallLibrary:
		if libraryOffset(c) == 1 && len(c.Args) == 3 {
			return c.Args[0], c.Args[1]
		}
		if len(c.Args) == 4 {
			return c.Args[1], c.Args[2]
		}
	}
	return nil, nil
}

// isTransferFrom reports whether transferFromSource finds the source of c.
func isTransferFrom(c *analysis.Call) bool {
	from, _ := transferFromSource(c)
	return from != nil
}

// authorisedSource reports whether the owner of `from` authorised the transfer in f itself: `from` is part of a
// hash f checks (a signed order or request), or f first calls permit for it (ERC-2612) on a token the caller
// does not choose.
func authorisedSource(f *analysis.Function, fl *analysis.Flow, from solidity.Expr) bool {
	params := fl.Params(from)
	if params != 0 && params&^committedParams(f) == 0 {
		return true
	}
	for _, c := range f.Scope().Calls() {
		if c.Name == "permit" && (c.Kind == analysis.CallExternal || c.Kind == analysis.CallLibrary) && len(c.Args) > 0 {
			first := c.Args[0]
			if c.Kind == analysis.CallLibrary && libraryOffset(c) == 0 && len(c.Args) > 1 {
				first = c.Args[1] // SafeERC20.safePermit(token, owner, …)
			}
			if params != 0 && fl.Params(first)&params != 0 {
				if tok := tokenOf(c); tok != nil && callerPicked(f.Scope(), fl, tok, 0) {
					// The caller picks the token whose permit is called: one without permit whose fallback
					// accepts any call (WETH) lets the call succeed with no signature checked.
					continue
				}
				return true
			}
		}
	}
	return false
}

// permitProceedsElsewhere reports whether f, having pulled tokens out of `from` under a permit, gives them to
// someone else than from: it pulls them to msg.sender or to an address the caller names apart from from, or into
// this contract while crediting a record f keys by msg.sender and by nothing of from's. A permit (ERC-2612) signs
// only the spender, amount and deadline, and it is public once submitted: whoever sends it first decides where
// the tokens go.
func permitProceedsElsewhere(f *analysis.Function, fl *analysis.Flow, from, to solidity.Expr) bool {
	if to == nil {
		return false
	}
	fp := fl.Params(from)
	if committedParams(f)&fp != 0 {
		return false // from is signed over as a whole, not only through a permit
	}
	fsc := f.Scope()
	if !isSelf(fsc, to) {
		t := fl.Taint(to)
		return !t.Has(analysis.TaintState) && (t == analysis.TaintSender || t.Has(analysis.TaintParam) && fl.Params(to)&fp == 0)
	}
	toCaller := false
	for _, n := range f.CFG().Nodes {
		if n.Scope != fsc {
			continue
		}
		for _, w := range n.Writes() {
			for x, ok := unparen(exprOf(w.At)).(*solidity.IndexAccess); ok && x.Index != nil; x, ok = unparen(x.X).(*solidity.IndexAccess) {
				if fl.Params(x.Index)&fp != 0 {
					return false // credited to from
				}
				toCaller = toCaller || fl.Taint(x.Index) == analysis.TaintSender
			}
		}
	}
	return toCaller
}

// exprOf returns n as an expression, or nil.
func exprOf(n solidity.Node) solidity.Expr {
	e, _ := n.(solidity.Expr)
	return e
}

// callerPicked reports whether the contract e names is one the caller chooses: a value tainted by the caller, or
// what a contract the caller chooses returns (IAnyToken(token).underlying()), through locals and conversions.
func callerPicked(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr, depth int) bool {
	t := fl.Taint(e)
	if t.Has(chosenByCaller) {
		return true
	}
	if !t.Has(analysis.TaintCallReturn) || depth > 3 {
		return false
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return callerPicked(sc, fl, init, depth+1)
		}
	case *solidity.CallExpr:
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallExternal {
			if ma, ok := unparen(x.Fun).(*solidity.MemberAccess); ok {
				return callerPicked(sc, fl, ma.X, depth+1)
			}
			return false
		}
		if len(x.Args) == 1 {
			return callerPicked(sc, fl, x.Args[0], depth+1) // IERC20(x): a conversion
		}
	}
	return false
}

// writesState reports whether f writes state, itself or through the internal functions it calls.
func writesState(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if len(nodeWrites(n)) > 0 {
			return true
		}
	}
	return false
}

// lentTo reports whether f sent or minted `from` tokens of the same contract before the pull c at node n: a loan
// being repaid (a flash loan pulls back what it lent, with its fee).
func lentTo(f *analysis.Function, n *analysis.Node, c *analysis.Call, from solidity.Expr) bool {
	g := f.CFG()
	before := g.Before(n)
	src := f.File.Src
	if tokenOf(c) == nil {
		return false
	}
	acc, tok := keyText(src, from), keyText(src, tokenOf(c))
	for _, m := range g.Nodes {
		if !before[m.Index] || m == n {
			continue
		}
		for _, t := range m.Calls() {
			if to, _ := tokenTransfer(t); to != nil && sameKey(keyText(src, to), acc) && sameKey(keyText(src, tokenOf(t)), tok) {
				return true
			}
			// token.mint(from, amount), mint(address,uint256): a flash mint lends tokens it makes.
			if t.Kind == analysis.CallExternal && t.Name == "mint" && len(t.Args) == 2 && sameKey(keyText(src, t.Args[0]), acc) &&
				sameKey(keyText(src, tokenOf(t)), tok) {
				return true
			}
		}
	}
	return false
}

// tokenOf returns the token contract a token call is made on: t in t.transfer(…) or t.safeTransfer(…) through
// using-for, the first argument of SafeERC20.safeTransfer(t, …); nil when there is none.
func tokenOf(c *analysis.Call) solidity.Expr {
	if c.Expr == nil {
		return nil
	}
	if c.Kind == analysis.CallLibrary && libraryOffset(c) == 0 {
		if len(c.Args) > 0 {
			return c.Args[0]
		}
		return nil
	}
	if ma, ok := unparen(c.Expr.Fun).(*solidity.MemberAccess); ok {
		return ma.X
	}
	return nil
}

// signedBySource reports whether f requires `from` to be the account ecrecover recovers from a signature, itself
// or in an internal function it hands `from` to (Permit2's _verify(signature, digest, owner)), and hashes the
// caller or the receiver into what it signs: `from` signed this transfer for this spender or receiver, the
// signed counterpart of from == msg.sender.
func signedBySource(f *analysis.Function, fl *analysis.Flow, from, to solidity.Expr) bool {
	params := fl.Params(from)
	if params == 0 {
		return false
	}
	bound := false
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallBuiltin && (c.Name == "keccak256" || c.Name == "sha256") {
			for _, a := range c.Args {
				if fl.Taint(a).Has(analysis.TaintSender) || (to != nil && fl.Params(to) != 0 && fl.Params(a)&fl.Params(to) != 0) {
					bound = true
				}
			}
		}
	}
	if !bound {
		return false
	}
	if comparesRecovered(f, params) {
		return true
	}
	for _, c := range f.Scope().Calls() {
		if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil || c.Callee == f {
			continue
		}
		off := libraryOffset(c)
		var bits uint64
		for i, a := range c.Args {
			if j := i + off; j < 64 && fl.Params(a)&params != 0 {
				bits |= 1 << uint(j)
			}
		}
		if bits != 0 && comparesRecovered(c.Callee, bits) {
			return true
		}
	}
	return false
}

// comparesRecovered reports whether a guard of f compares the parameters params with a local holding the result
// of ecrecover (require(signer == owner), if (signer != claimedSigner) revert()).
func comparesRecovered(f *analysis.Function, params uint64) bool {
	sc := f.Scope()
	fl := f.Flow()
	for _, d := range f.CFG().Nodes {
		if d.Kind != analysis.NodeGuard || d.Expr == nil || d.Scope != sc {
			continue
		}
		found := false
		solidity.Preorder(d.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || found {
				return !found
			}
			if (b.Op == "||" && d.Holds) || (b.Op == "&&" && !d.Holds) {
				return false // one side need not hold
			}
			if (b.Op == "==" && d.Holds) || (b.Op == "!=" && !d.Holds) {
				for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if mentionsRecovered(sc, pair[0]) && fl.Params(pair[1])&params != 0 {
						found = true
					}
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
