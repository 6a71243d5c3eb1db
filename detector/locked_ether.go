package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// LockedEther reports contracts that accept ether and have no way to send it out.
var LockedEther = &Detector{
	ID:    "locked-ether",
	Title: "Contract locks ether",
	Description: "The contract can receive ether (a payable function, receive or fallback) but none of its code, " +
		"inherited code included, can send ether out: no transfer, send, call with value, delegatecall or " +
		"selfdestruct; or its only sends forward the msg.value of the call that carries them, and a payable " +
		"function that forwards nothing takes ether that can never leave. Ether sent to it stays there forever.",
	Exploit: "Users or integrations send ether to the contract (deposits, fees); there is no function to withdraw " +
		"it, so the funds are lost.",
	Recommendation: "Add a way to withdraw the ether (with proper access control), or remove payable.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceHigh,
	CWE:            "CWE-664",
	Requires:       []Requirement{RequireSymbols, RequireCFG, RequireGuards},
	Run:            runLockedEther,
}

func runLockedEther(p *Pass) error {
	for _, c := range p.Model.Contracts {
		if c.Kind != solidity.KindContract || c.Decl.Abstract || len(c.Derived()) > 1 {
			continue // only deployable, most-derived contracts
		}
		var payableBuf [8]*analysis.Function // most contracts have few payable functions
		payable := payableBuf[:0]
		abstract := false
		for _, f := range c.Functions {
			if f.Decl.Body == nil {
				abstract = true
				break
			}
			if f.Decl.Mutability == solidity.MutabilityPayable || f.Decl.Kind == solidity.FunctionReceive {
				payable = append(payable, f)
			}
		}
		if abstract || len(payable) == 0 || missingBase(p.Model, c) {
			continue
		}
		if sends, forwards := canSendEther(c, occurrencesOf(p.Model, wordCreate)); sends || forwards {
			if !sends {
				reportKeptValue(p, c, payable)
			}
			continue
		}
		// A payable function that reverts on every path (function () payable { revert(); }) takes nothing. This
		// is asked last: most contracts that take ether can send it out, and telling costs less.
		payable = slices.DeleteFunc(payable, (*analysis.Function).AlwaysReverts)
		if len(payable) == 0 {
			continue
		}
		at := payable[0]
		for _, f := range payable {
			if !f.IsConstructor() {
				at = f
				break
			}
		}
		r := Report{Contract: c, At: spanNode(c.Decl.NameRange),
			Message: fmt.Sprintf("%s can receive ether through %s but no code of it can send ether out", c.Name, funcLabel(at))}
		if at.IsConstructor() {
			r.Confidence = vigil.ConfidenceMedium
			r.Message = fmt.Sprintf("%s receives ether in its payable constructor but no code of it can send ether out", c.Name)
		} else if trustedPayersOnly(payable) {
			// Only an account the contract trusts can pay in: what is locked is that account's own, sent by its
			// own mistake, and no user loses anything to it.
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceMedium
			r.Message += ", though only a privileged caller can send it ether"
		} else if neverCounted(payable) {
			// No payable function reads msg.value: the contract gives nothing for ether, which only a caller's
			// mistake sends (a module written to run under a proxy's delegatecall, payable to let the value through).
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceMedium
			r.Message += ", though none of its payable functions reads msg.value, so only a caller's mistake sends it any"
		}
		for i, f := range payable {
			if i == 3 {
				break
			}
			r.Related = append(r.Related, Related{File: f.File, At: headerNode(f.File, f.Decl), Message: "payable"})
		}
		p.Report(r)
	}
	return nil
}

// reportKeptValue reports the payable functions of c, a contract whose only ether sends forward the msg.value of
// the call that carries it, that forward none themselves: what they take stays in the contract for good (a
// receive() beside a depositETH that wraps msg.value into WETH).
func reportKeptValue(p *Pass, c *analysis.Contract, payable []*analysis.Function) {
	for _, f := range payable {
		if f.IsConstructor() || f.AlwaysReverts() || f.Decl.Body == nil || f.Guards().AccessChecked() {
			continue // a caller the contract trusts (receive() taking WETH's unwrapping alone) loses nothing to it
		}
		sc := f.Scope()
		if slices.ContainsFunc(sc.Calls(), func(call *analysis.Call) bool { return call.Value != nil && isMsgValue(sc, call.Value) }) {
			continue
		}
		p.Report(Report{Contract: c, Function: f, File: f.File, At: headerNode(f.File, f.Decl),
			Message: fmt.Sprintf("%s accepts ether that no code of %s can send out: its only sends forward the msg.value of the call that carries it", funcLabel(f), c.Name)})
	}
}

// canSendEther reports whether any code of c's linearisation (functions and modifiers, and the library,
// file-level and inherited functions they call) can move ether out. create tells where the word "create" occurs:
// an assembly create or create2 call spells it. A call that sends exactly msg.value from the body of a function
// without loops is not counted: it passes on the ether of its own call and moves none the contract held before;
// forwards tells whether there is one.
func canSendEther(c *analysis.Contract, create *wordOccurrences) (sends, forwards bool) {
	seen := map[*analysis.Function]bool{}
	var cur *analysis.Function // the declared function being walked; nil in a modifier
	var scopeSends func(sc *analysis.Scope, depth int) bool
	scopeSends = func(sc *analysis.Scope, depth int) bool {
		for _, call := range sc.Calls() {
			if sendsOut(call) {
				if depth == 0 && cur != nil && call.Value != nil && isMsgValue(sc, call.Value) && !hasLoop(cur.CFG()) {
					forwards = true
					continue
				}
				return true
			}
			if (call.Kind == analysis.CallLibrary || call.Kind == analysis.CallInternal) && call.Callee != nil && !seen[call.Callee] && depth < 4 && call.Callee.Decl.Body != nil {
				seen[call.Callee] = true
				if scopeSends(call.Callee.Scope(), depth+1) {
					return true
				}
			}
		}
		if body := sc.Body(); body != nil && create.inBody(sc) {
			found := false
			solidity.Preorder(body, func(n solidity.Node) bool {
				if y, ok := n.(*solidity.YulCall); ok && (y.Name == "create" || y.Name == "create2") && len(y.Args) > 0 {
					if lit, ok := y.Args[0].(*solidity.YulLiteral); !ok || lit.Value != "0" {
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
	for _, base := range c.Linearization {
		for _, f := range base.Declared {
			if f.Decl.Body == nil {
				continue
			}
			cur = f
			if scopeSends(f.Scope(), 0) {
				return true, forwards
			}
		}
		cur = nil
		for _, md := range base.Modifiers {
			if md.Decl.Body != nil && md.Contract == base && scopeSends(md.Scope(), 0) {
				return true, forwards
			}
		}
	}
	return false, forwards
}

// missingBase reports whether some contract c inherits from is not in the unit: its code (which might send
// ether) is unknown.
func missingBase(m *analysis.Model, c *analysis.Contract) bool {
	for _, x := range c.Linearization {
		for _, b := range x.Decl.Bases {
			if b == nil || b.Base == nil || len(b.Base.Names) == 0 {
				continue
			}
			if len(m.ContractsNamed(b.Base.Names[len(b.Base.Names)-1])) == 0 {
				return true
			}
		}
	}
	return false
}

// trustedPayersOnly reports whether every payable function but the constructor is reachable only past a check
// of msg.sender itself (a signed permit lets users in, who may lose their ether).
func trustedPayersOnly(payable []*analysis.Function) bool {
	n := 0
	for _, f := range payable {
		if f.IsConstructor() {
			continue
		}
		if f.Decl.Body == nil || !f.Guards().AccessChecked() || !checksSender(f.Guards().Checks()) {
			return false
		}
		n++
	}
	return n > 0
}

// neverCounted reports whether the payable functions but the constructor are ordinary functions (no receive or
// fallback, which exist to take plain ether) and none of them, nor an internal function they call, reads
// msg.value.
func neverCounted(payable []*analysis.Function) bool {
	n := 0
	for _, f := range payable {
		if f.IsConstructor() {
			continue
		}
		if f.Decl.Kind != solidity.FunctionNormal || readsMsgValue(f, 0) {
			return false
		}
		n++
	}
	return n > 0
}

// readsMsgValue reports whether f's body, its modifiers' or that of an internal or library function it calls
// (depth-bounded) reads msg.value.
func readsMsgValue(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return true // unknown: taken as reading it
	}
	sc := f.Scope()
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if e, ok := x.(solidity.Expr); ok && isMsgValue(sc, e) {
			found = true
		}
		return !found
	})
	if found {
		return true
	}
	for _, inv := range f.Decl.Modifiers {
		if inv != nil && inv.Name != nil && len(inv.Name.Names) > 0 && f.Contract != nil {
			if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil && md.Decl.Body != nil {
				msc := md.Scope()
				solidity.Preorder(md.Decl.Body, func(x solidity.Node) bool {
					if e, ok := x.(solidity.Expr); ok && isMsgValue(msc, e) {
						found = true
					}
					return !found
				})
				if found {
					return true
				}
			}
		}
	}
	for _, call := range sc.Calls() {
		if (call.Kind == analysis.CallInternal || call.Kind == analysis.CallLibrary) && call.Callee != nil && call.Callee != f &&
			readsMsgValue(call.Callee, depth+1) {
			return true
		}
	}
	return false
}

// checksSender reports whether one of the access checks reads msg.sender.
func checksSender(checks []*analysis.Node) bool {
	for _, n := range checks {
		if n.Expr == nil {
			continue
		}
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if e, ok := x.(solidity.Expr); ok && isSenderExpr(e) {
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
