package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SignatureCountUnchecked reports signatures checked one by one over a list the caller supplies, whose length
// nothing requires: an empty list checks nothing and passes.
var SignatureCountUnchecked = &Detector{
	ID:    "signature-count-unchecked",
	Title: "Signatures checked in a loop, with no minimum count or no distinct signers",
	Description: "A public function recovers and checks each signature of a list the caller passes, in a loop " +
		"bounded by the list's length, and acts afterwards; but nothing requires the list to hold any " +
		"signature, or enough of them (a threshold). The loop over an empty list runs zero times. Or the count " +
		"is checked, and each signer against the stored set, but nothing requires the signers to differ (no " +
		"ascending order, no record of those seen): the same signature counts as often as it is listed.",
	Exploit: "The attacker calls the function with empty signature arrays: no signature is checked, and the " +
		"action (a mint, a withdrawal, an execution) runs. Where only distinctness is missing, one key's " +
		"signature (a single compromised or cooperating validator) listed threshold times passes the quorum.",
	Recommendation: "Require the number of valid, distinct signers to reach the threshold after the loop " +
		"(require(count >= threshold)), or require the list's length to equal it before the loop; require " +
		"signers (or their indices) in strictly ascending order, or mark each one seen.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-117",
	CWE:        "CWE-347",
	Requires:   []Requirement{RequireCallGraph},
	Run:        runSignatureCountUnchecked,
}

func runSignatureCountUnchecked(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil
	}
	sites := ecrecoverCalls(p.Model)
	// A signer recovered through a helper (an internal _recover, OpenZeppelin's ECDSA.recover) inside the
	// public function's loop counts as one recovered there.
	for _, f := range entries(p.Model) {
		if f.Decl.Body == nil {
			continue
		}
		for _, c := range f.Scope().Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Expr != nil && recoveringHelper(c.Callee, 0) {
				sites = append(sites, struct {
					fn   *analysis.Function
					call *analysis.Call
				}{f, c})
			}
		}
	}
	for _, rc := range sites {
		fn := rc.fn
		if !fn.IsEntry() || fn.Decl.Body == nil || rc.call.Expr == nil {
			continue
		}
		sc := fn.Scope()
		at := rc.call.Expr.Range().Start.Offset
		var loop *solidity.ForStatement
		solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
			if f, ok := n.(*solidity.ForStatement); ok && f.Body != nil {
				r := f.Body.Range()
				if r.Start.Offset <= at && at < r.End.Offset {
					loop = f // the innermost one is visited last
				}
			}
			return true
		})
		if loop == nil {
			continue
		}
		list := paramLength(sc, loop.Cond)
		if list == nil {
			continue
		}
		if digest := recoveredDigest(rc.call); digest != nil && readsPerIteration(sc, digest, loop) && !actsAfterLoop(fn, loop) {
			// Each signature is over its own item of the list (a batch of signed votes or orders), and the
			// function acts inside the loop alone: a signature authorises its item, and an empty list nothing.
			continue
		}
		if countChecked(sc, fn.Decl.Body, loop) {
			// Counted, but each signature checked on its own against the stored set: the same valid
			// signature, or the same signer's slot, passes as many times as it is listed.
			if checksStoredSigner(sc, loop.Body) && !distinctEach(sc, loop.Body) {
				p.Report(Report{Function: fn, At: rc.call.Expr,
					Message: fmt.Sprintf("%s counts the signatures of %s toward its quorum without requiring their signers to differ (no ascending order, no record of those seen): one signer's signature listed again counts again",
						funcLabel(fn), list.Name)})
			}
			continue
		}
		if fn.IsView() {
			continue
		}
		p.Report(Report{Function: fn, At: loop.Cond,
			Message: fmt.Sprintf("%s checks the signatures of %s one by one but never requires how many there are: with an empty list no signature is checked",
				funcLabel(fn), list.Name)})
	}
	return nil
}

// checksStoredSigner reports whether the loop body compares the signer it recovers (the ecrecover call or a local
// holding its result) with state, or looks it up in a state table: require(signer == guardians[i]),
// if (isValidator[signer]).
func checksStoredSigner(sc *analysis.Scope, body solidity.Node) bool {
	recovered := func(e solidity.Expr) bool {
		found := false
		solidity.Preorder(e, func(x solidity.Node) bool {
			if ce, ok := x.(*solidity.CallExpr); ok && !found {
				found = recoversAt(sc, ce)
			}
			return !found
		})
		return found || mentionsRecovered(sc, e)
	}
	stored := func(e solidity.Expr) bool { return sc.RootVar(e).Kind == analysis.SymState }
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *solidity.BinaryExpr:
			if y.Op == "==" && (recovered(y.X) && stored(y.Y) || recovered(y.Y) && stored(y.X)) {
				found = true
			}
		case *solidity.IndexAccess:
			if y.Index != nil && stored(y.X) && recovered(y.Index) {
				found = true
			}
		}
		return !found
	})
	return found
}

// distinctEach reports whether the loop body keeps something from one signature to the next with a plain or
// bitwise assignment (last = signer, seen[signer] = true, mask |= bit): an ordering or a record of signers
// seen. A count moved by ++ or += keeps no signer.
func distinctEach(sc *analysis.Scope, body solidity.Node) bool {
	inner := map[*solidity.VariableDeclaration]bool{}
	solidity.Preorder(body, func(x solidity.Node) bool {
		if d, ok := x.(*solidity.VariableDeclaration); ok {
			inner[d] = true
		}
		return true
	})
	kept := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if !ok || kept || (a.Op != "=" && a.Op != "|=") {
			return !kept
		}
		if id, ok := unparen(a.LHS).(*solidity.Identifier); ok {
			if v := sc.Resolve(id).Var; v != nil && inner[v] {
				return true // a local of the iteration itself
			}
		}
		kept = true
		return false
	})
	return kept
}

// paramLength returns the parameter whose length bounds a loop condition (i < sigs.length), or nil.
func paramLength(sc *analysis.Scope, cond solidity.Expr) *solidity.VariableDeclaration {
	b, ok := unparen(cond).(*solidity.BinaryExpr)
	if !ok || b.Op != "<" && b.Op != "!=" {
		return nil
	}
	ma, ok := unparen(b.Y).(*solidity.MemberAccess)
	if !ok || ma.Member != "length" {
		return nil
	}
	id, ok := unparen(ma.X).(*solidity.Identifier)
	if !ok {
		return nil
	}
	if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
		return sym.Var
	}
	return nil
}

// countChecked reports whether the body compares, outside the loop's own condition, a length (sigs.length >=
// threshold) or a local the loop changes (a count of valid signers) with something else, or the loop's bound
// is not the list alone.
func countChecked(sc *analysis.Scope, body solidity.Node, loop *solidity.ForStatement) bool {
	changed := map[*solidity.VariableDeclaration]bool{}
	solidity.Preorder(loop.Body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.AssignExpr:
			if id, ok := unparen(x.LHS).(*solidity.Identifier); ok {
				if v := sc.Resolve(id).Var; v != nil {
					changed[v] = true
				}
			}
		case *solidity.UnaryExpr:
			if id, ok := unparen(x.X).(*solidity.Identifier); ok && (x.Op == "++" || x.Op == "--") {
				if v := sc.Resolve(id).Var; v != nil {
					changed[v] = true
				}
			}
		}
		return true
	})
	counts := func(e solidity.Expr) bool {
		found := false
		solidity.Preorder(e, func(n solidity.Node) bool {
			switch x := n.(type) {
			case *solidity.MemberAccess:
				found = found || x.Member == "length"
			case *solidity.Identifier:
				found = found || changed[sc.Resolve(x).Var]
			}
			return !found
		})
		return found
	}
	checked := false
	solidity.Preorder(body, func(n solidity.Node) bool {
		if e, ok := n.(solidity.Expr); ok && e == loop.Cond {
			return false
		}
		if b, ok := n.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
			// A length compared with another length only (v.length == r.length) fixes no minimum.
			if counts(b.X) != counts(b.Y) || counts(b.X) && !onlyLengths(b.X, b.Y) {
				checked = true
			}
		}
		return !checked
	})
	return checked
}

// onlyLengths reports whether both sides are lengths of arrays (v.length == r.length).
func onlyLengths(a, b solidity.Expr) bool {
	isLen := func(e solidity.Expr) bool {
		ma, ok := unparen(e).(*solidity.MemberAccess)
		return ok && ma.Member == "length"
	}
	return isLen(a) && isLen(b)
}

// recoveredDigest returns the digest argument of call, an ecrecover call or a call of a helper that hands one of
// its parameters to ecrecover as the digest (_recover(digest, sig)); nil when it is not known.
func recoveredDigest(call *analysis.Call) solidity.Expr {
	if call.Kind == analysis.CallBuiltin {
		return call.Args[0]
	}
	h := call.Callee
	if h == nil || h.Decl.Body == nil {
		return nil
	}
	hs := h.Scope()
	for _, c := range hs.Calls() {
		if c.Kind != analysis.CallBuiltin || c.Name != "ecrecover" || len(c.Args) != 4 {
			continue
		}
		id, ok := unparen(c.Args[0]).(*solidity.Identifier)
		if !ok {
			return nil
		}
		sym := hs.Resolve(id)
		if sym.Kind != analysis.SymParam {
			return nil
		}
		i := sym.Index
		if call.Kind == analysis.CallLibrary && call.Target != nil && len(call.Args) < len(h.Decl.Params) {
			if i == 0 {
				return call.Target // digest.recover(sig), through using-for
			}
			i--
		}
		if i < len(call.Args) {
			return call.Args[i]
		}
		return nil
	}
	return nil
}

// readsPerIteration reports whether e, evaluated in the loop's body, reads the loop's own variable (declared in
// its initialisation), directly or through the locals it is computed from: a value that differs from one
// iteration to the next.
func readsPerIteration(sc *analysis.Scope, e solidity.Expr, loop *solidity.ForStatement) bool {
	init, ok := loop.Init.(*solidity.VariableDeclarationStatement)
	if !ok || len(init.Vars) != 1 || init.Vars[0] == nil {
		return false
	}
	counter := init.Vars[0]
	seen := map[*solidity.VariableDeclaration]bool{}
	var reads func(e solidity.Node, depth int) bool
	reads = func(e solidity.Node, depth int) bool {
		found := false
		solidity.Preorder(e, func(n solidity.Node) bool {
			id, ok := n.(*solidity.Identifier)
			if !ok || found {
				return !found
			}
			sym := sc.Resolve(id)
			switch {
			case sym.Var == counter:
				found = true
			case sym.Kind == analysis.SymLocal && sym.Var != nil && !seen[sym.Var] && depth < 6:
				seen[sym.Var] = true
				if v := sc.Init(sym.Var); v != nil && reads(v, depth+1) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	return reads(e, 0)
}

// actsAfterLoop reports whether f, past the loop, writes state or makes a call that may change state (an external or
// low-level call, ether sent, an internal call of a function that is not view): an action that the signatures
// checked in the loop authorise together.
func actsAfterLoop(f *analysis.Function, loop *solidity.ForStatement) bool {
	end := loop.Range().End.Offset
	sc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc || n.Stmt == nil || !n.MakesCallsOrWrites() || n.Stmt.Range().Start.Offset < end {
			continue
		}
		if len(n.Writes()) > 0 {
			return true
		}
		for _, c := range n.Calls() {
			switch c.Kind {
			case analysis.CallBuiltin, analysis.CallEvent, analysis.CallTypeConversion, analysis.CallStruct:
			case analysis.CallInternal, analysis.CallLibrary:
				if c.Callee == nil || !c.Callee.IsView() {
					return true
				}
			default:
				return true
			}
		}
	}
	return false
}
