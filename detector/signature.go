package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SignatureReplay reports signatures checked with ecrecover that can be submitted again.
var SignatureReplay = &Detector{
	ID:    "signature-replay",
	Title: "Signature can be replayed",
	Description: "A state-changing function accepts a signature checked with ecrecover, but the signed hash " +
		"contains no nonce that changes, and the function records neither the hash nor the signature as used. " +
		"The same signed message is then accepted any number of times (and, without address(this) and the " +
		"chain id in it, on other contracts and chains too).",
	Exploit: "An attacker copies a signed transfer or approval from the chain and submits it again and again, " +
		"repeating the signer's action (a payment, a vote) until the balance is drained.",
	Recommendation: "Sign a per-signer nonce that the function increments (or mark each message hash used), and " +
		"include address(this) and block.chainid in the signed data (EIP-712).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-121",
	CWE:        "CWE-294",
	Requires:   []Requirement{RequireCallGraph, RequireDataFlow, RequireGuards},
	Run:        runSignatureReplay,
}

// SignatureMalleability reports signatures used as their own uniqueness key.
var SignatureMalleability = &Detector{
	ID:    "signature-malleability",
	Title: "Signature used as a uniqueness key is malleable",
	Description: "The contract records a signature (or a hash that includes its bytes) as used, to prevent replay. " +
		"An ECDSA signature (v, r, s) has a second valid form (v', r, n − s) for the same message and signer, " +
		"and ecrecover accepts both, so the record does not stop the second form.",
	Exploit: "An attacker takes a signature already submitted, flips it to its other valid form, and submits the " +
		"same signed message again: the used-signature record does not match, and the action is repeated.",
	Recommendation: "Record the signed message hash (or a nonce) as used, never the signature; and reject s " +
		"values in the upper half of the curve order (OpenZeppelin's ECDSA.recover does).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-117",
	CWE:        "CWE-347",
	Requires:   []Requirement{RequireCallGraph, RequireDataFlow},
	Run:        runSignatureMalleability,
}

// EcrecoverZeroAddress reports ecrecover results used without rejecting address(0).
var EcrecoverZeroAddress = &Detector{
	ID:    "ecrecover-zero-address",
	Title: "ecrecover result not checked against address(0)",
	Description: "ecrecover returns address(0) for an invalid signature instead of failing. The recovered address " +
		"is used (compared with a caller-supplied address, or as the account to act for) without rejecting zero.",
	Exploit: "An attacker submits garbage as the signature for an action on behalf of address(0) (or of an " +
		"unset signer): ecrecover returns address(0), the comparison passes, and the action is performed.",
	Recommendation: "Require the recovered address to be non-zero, or use OpenZeppelin's ECDSA.recover, which " +
		"reverts on invalid signatures.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-122",
	CWE:        "CWE-347",
	Requires:   []Requirement{RequireCallGraph, RequireDataFlow},
	Run:        runEcrecoverZeroAddress,
}

// changingState reports whether some function other than a constructor writes v.
func changingState(v *analysis.StateVar, c *analysis.Contract) bool {
	if v.Decl.Constant || v.Decl.Immutable {
		return false
	}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if f.IsConstructor() {
				continue
			}
			for _, w := range f.WrittenState() {
				if w == v {
					return true
				}
			}
		}
	}
	return false
}

// deletesEntries reports whether a function of v's contract or of those inheriting from it deletes one entry
// of the table v (delete v[i]), leaving its zero value in place.
func deletesEntries(v *analysis.StateVar) bool {
	if v.Contract == nil || v.Decl.Constant || v.Decl.Immutable {
		return false
	}
	for f := range v.Contract.HierarchyBodies() {
		if !slices.Contains(f.WrittenState(), v) {
			continue
		}
		sc := f.Scope()
		found := false
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if u, ok := n.(*solidity.UnaryExpr); ok && u.Op == "delete" {
				if ix, ok := unparen(u.X).(*solidity.IndexAccess); ok && ix.Index != nil {
					if sym := sc.RootVar(ix); sym.Kind == analysis.SymState && sym.State == v {
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

// unsetAtDeploy reports whether the stored address v starts as address(0) and is set only by a later
// transaction: it has no initial value, no constructor of c writes it, and another function does. An
// initializer run with the deployment closes the window, so a comparison with it is of low confidence.
func unsetAtDeploy(v *analysis.StateVar, c *analysis.Contract) bool {
	if v.Decl.Constant || v.Decl.Immutable || v.Decl.Value != nil {
		return false
	}
	for _, f := range c.Functions {
		if f.IsConstructor() && slices.Contains(f.WrittenState(), v) {
			return false
		}
	}
	return changingState(v, c)
}

func runSignatureReplay(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil // no code of the unit calls ecrecover
	}
	cg := p.Model.CallGraph()
	calls := ecrecoverCalls(p.Model)
	var hashes []*sigLeaves // each call's hash, for the signed fields read after the replays are reported
	for _, rc := range calls {
		hash := traceSig(cg, rc.fn, rc.call.Args[0])
		hashes = append(hashes, hash)
		nonce := hash.hook
		for v := range hash.state {
			if rc.fn.Contract != nil && changingState(v, v.Contract) {
				nonce = true
			}
		}
		if nonce || paramMatchesCounter(rc.fn, hash) {
			continue
		}
		var sig []*sigLeaves // what the signature's own values (v, r, s) are made of, found once
		var open []*analysis.Function
		for _, entry := range reachingEntries(cg, rc.fn) {
			marked := false
			for _, m := range usedMarks(entry, 0, map[*analysis.Function]bool{}) {
				if m.key == nil {
					continue
				}
				key := traceSig(cg, m.fn, m.key)
				if sig == nil {
					for _, a := range rc.call.Args[1:] {
						sig = append(sig, traceSig(cg, rc.fn, a))
					}
				}
				// A record of the signature itself stops a plain replay; its other valid form is
				// signature-malleability's finding.
				if counterKeyed(m, key, hash) {
					// A key that takes a counter the marking function advances (uid = keccak256(…, count++))
					// names a new entry on every call: it records nothing a replay would meet.
					continue
				}
				if recordsHash(m, key, hash, entry) || recordsSignature(key, sig) {
					marked = true
					break
				}
			}
			if !marked && !endsInSelfdestruct(entry) && !consumedByState(cg, entry, hash) {
				open = append(open, entry)
			}
		}
		if len(open) == 0 {
			continue
		}
		conf := vigil.ConfidenceMedium
		scope := "no nonce and no used-hash record"
		if this, chain := domainParts(p.Model, cg, hash); !this && !chain {
			conf = vigil.ConfidenceHigh
			scope += ", nor this contract's address or the chain id"
		}
		guarded := true
		for _, e := range open {
			if !checkedBesidesSignature(cg, e, rc.fn, rc.call.Expr) {
				guarded = false
			}
		}
		sev := vigil.Severity("")
		if guarded {
			// Only a privileged caller submits signatures: replay needs that caller's cooperation or mistake.
			sev, conf = vigil.SeverityMedium, vigil.ConfidenceLow
			scope += " (only a privileged caller can submit it)"
			if len(hash.state) == 0 && !hash.this && !hash.chainid && digestParam(hash.params) {
				// The digest itself comes from that caller (an ERC-4337 entry point's userOpHash), which
				// computed it: keeping it from being replayed is the caller's part.
				sev = vigil.SeverityLow
			}
		}
		r := Report{Function: rc.fn, At: rc.call.Expr, Confidence: conf, Severity: sev,
			Message: fmt.Sprintf("%s checks a signature with %s over a hash with %s: %s accepts it again and again",
				funcLabel(rc.fn), Text(rc.fn.File, rc.call.Expr), scope, funcLabel(open[0]))}
		if at := helperCallSite(rc.fn, rc.call, open[0]); at != nil {
			// A recovery helper checks whatever digest it is handed: the flaw is in the caller's digest, and is
			// reported where the caller checks it.
			r.Function, r.At = open[0], at
			r.Message = fmt.Sprintf("%s checks a signature with %s over a hash with %s: %s accepts it again and again",
				funcLabel(open[0]), Text(open[0].File, at), scope, funcLabel(open[0]))
			r.Related = append(r.Related, Related{File: rc.fn.File, At: rc.call.Expr, Message: "the signature checked"})
		} else if at, rec := unrecordedCheck(rc.fn, rc.call); at != nil {
			// The function checks a record of the signed hash that nothing ever writes (a partial fill's
			// filled[hash]): the protection meant is there, and inert.
			r.At = at
			r.Message = fmt.Sprintf("%s checks %s, a record of the hash signed for %s, which no function writes: %s accepts the signature again and again",
				funcLabel(rc.fn), rec, Text(rc.fn.File, rc.call.Expr), funcLabel(open[0]))
			r.Related = append(r.Related, Related{File: rc.fn.File, At: rc.call.Expr, Message: "the signature checked"})
		}
		for i, e := range open {
			if i == 3 {
				break
			}
			r.Related = append(r.Related, Related{File: e.File, At: headerNode(e.File, e.Decl), Message: "accepts the signature without replay protection"})
		}
		p.Report(r)
	}
	for i, rc := range calls {
		reportUnreadSignedField(p, rc.fn, rc.call, hashes[i])
	}
	return nil
}

// reportUnreadSignedField reports an integer parameter of f, a public function, that the signed hash checked by the ecrecover call c
// is made of, and that f reads nowhere else: the signer set a limit (an expiry, a maximum) that the function
// never enforces, so the signature is accepted past it (EIP-2612's deadline, signed but never compared with the
// clock).
func reportUnreadSignedField(p *Pass, f *analysis.Function, c *analysis.Call, hash *sigLeaves) {
	if len(hash.params) == 0 || f.Decl.Body == nil || len(c.Args) == 0 || !f.IsEntry() {
		return
	}
	sc := f.Scope()
	// The locals the signed hash is read from; a hash kept as a key (orderFills[user][hash]) makes each signed
	// field, a salt among them, tell one signed order from another, which is a use of it. Inline assembly may
	// read a parameter where no identifier of the body shows it.
	var locals []*solidity.VariableDeclaration
	solidity.Preorder(c.Args[0], func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
				locals = append(locals, sym.Var)
			}
		}
		return true
	})
	keyed := false
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.AssemblyStatement:
			keyed = true
		case *solidity.IndexAccess:
			if id, ok := solidity.Unparen(x.Index).(*solidity.Identifier); ok && slices.Contains(locals, sc.Resolve(id).Var) {
				keyed = true
			}
		}
		return !keyed
	})
	if keyed {
		return
	}
	for _, v := range f.Decl.Params {
		if v == nil || !hash.params[v] {
			continue
		}
		if t, ok := v.Type.(*solidity.ElementaryTypeName); !ok || !strings.HasPrefix(t.Name, "uint") {
			continue
		}
		reads := 0
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if id, ok := n.(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
				reads++
			}
			return reads < 2
		})
		if reads != 1 || signedClockCompared(f, hash) {
			continue
		}
		p.Report(Report{Function: f, At: c.Expr, Severity: vigil.SeverityMedium, Confidence: vigil.ConfidenceLow,
			Message: fmt.Sprintf("%s checks a signature with %s over a hash that signs %s, which it reads nowhere else: "+
				"the limit the signer set (an expiry) is never enforced, and the signature is accepted past it",
				funcLabel(f), Text(f.File, c.Expr), v.Name)})
		return
	}
}

// signedClockCompared reports whether f compares a parameter the signed hash is made of with the clock
// (require(block.timestamp <= deadline)): the signer's expiry is enforced, so another signed field read nowhere
// else is context the signature binds (a match or order id), not a limit left unchecked.
func signedClockCompared(f *analysis.Function, hash *sigLeaves) bool {
	sc := f.Scope()
	signed := func(e solidity.Expr) bool {
		id, ok := solidity.Unparen(e).(*solidity.Identifier)
		return ok && hash.params[sc.Resolve(id).Var]
	}
	found := false
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		if b, ok := n.(*solidity.BinaryExpr); ok {
			switch b.Op {
			case "<", "<=", ">", ">=":
				found = (signed(b.X) && mentionsTimestamp(b.Y)) || (signed(b.Y) && mentionsTimestamp(b.X))
			}
		}
		return !found
	})
	return found
}

// helperCallSite returns entry's call of fn when fn is an internal helper that recovers a signer from a digest
// it takes as a parameter, and entry calls it directly: nil otherwise.
func helperCallSite(fn *analysis.Function, call *analysis.Call, entry *analysis.Function) solidity.Node {
	if fn == entry || fn.IsEntry() || len(call.Args) == 0 {
		return nil
	}
	if !digestFromParam(fn, call.Args[0]) {
		return nil
	}
	for _, c := range entry.Scope().Calls() {
		if c.Callee == fn && c.Expr != nil {
			return c.Expr
		}
	}
	return nil
}

// digestFromParam reports whether the digest e, checked in fn, is one of fn's parameters or is made of bytes32
// parameters and constants alone (keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", h))): what the
// helper checks is a digest its caller made and hands it.
func digestFromParam(fn *analysis.Function, e solidity.Expr) bool {
	sc := fn.Scope()
	if id, ok := unparen(e).(*solidity.Identifier); ok {
		return sc.Resolve(id).Kind == analysis.SymParam
	}
	param, other := false, false
	var walk func(n solidity.Expr)
	walk = func(n solidity.Expr) {
		switch x := unparen(n).(type) {
		case *solidity.CallExpr:
			for _, a := range x.Args {
				walk(a)
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == analysis.SymParam && elementaryNamed(sym.Var, "bytes32") {
				param = true
			} else {
				other = true
			}
		case *solidity.StringLiteral, *solidity.NumberLiteral:
		default:
			other = true
		}
	}
	walk(e)
	return param && !other
}

// digestParam reports whether the parameters a signed hash is made of are all bytes32: a digest its caller
// computed, handed down from function to function (userOpHash, then a library's hash).
func digestParam(params map[*solidity.VariableDeclaration]bool) bool {
	if len(params) == 0 {
		return false
	}
	for v := range params {
		if t, ok := v.Type.(*solidity.ElementaryTypeName); !ok || t.Name != "bytes32" {
			return false
		}
	}
	return true
}

// endsInSelfdestruct reports whether a statement of f's body itself (not one nested in a branch or loop)
// destroys the contract: whatever f accepts, it accepts once.
func endsInSelfdestruct(f *analysis.Function) bool {
	if f.Decl.Body == nil {
		return false
	}
	sc := f.Scope()
	for _, st := range f.Decl.Body.Stmts {
		es, ok := st.(*solidity.ExpressionStatement)
		if !ok {
			continue
		}
		if ce, ok := unparen(es.X).(*solidity.CallExpr); ok {
			if c := sc.CallOf(ce); c != nil && c.Kind == analysis.CallSelfdestruct {
				return true
			}
		}
	}
	return false
}

// paramMatchesCounter reports whether fn requires a parameter the signed hash covers to equal a stored value
// that changes (require(nonce == nonces[signer]++)): the parameter is then a nonce, and a replay fails the check.
func paramMatchesCounter(fn *analysis.Function, hash *sigLeaves) bool {
	if len(hash.params) == 0 || fn.Decl.Body == nil {
		return false
	}
	sc := fn.Scope()
	found := false
	solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
		b, ok := n.(*solidity.BinaryExpr)
		if !ok || b.Op != "==" {
			return !found
		}
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if !signedValue(fn, pair[0], hash) {
				continue
			}
			if sym := sc.RootVar(stripIncrement(pair[1])); sym.Kind == analysis.SymState && changingState(sym.State, sym.State.Contract) {
				found = true
			}
		}
		return !found
	})
	return found
}

// signedValue reports whether e, evaluated in fn, is a parameter the signed hash (traced) is made of, or a field
// of one that it signs (vote.nonce, with vote = batch[i]).
func signedValue(fn *analysis.Function, e solidity.Expr, hash *sigLeaves) bool {
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		return hash.params[fn.Scope().Resolve(x).Var]
	case *solidity.MemberAccess:
		id, _ := paramRecord(fn, unparen(x.X))
		if id == nil {
			return false
		}
		v := fn.Scope().Resolve(id).Var
		if !hash.params[v] {
			return false
		}
		signed := hash.partlySigned(v)
		return signed == nil || slices.Contains(signed, x.Member)
	}
	return false
}

// stripIncrement returns the operand of x++ or ++x, or e itself.
func stripIncrement(e solidity.Expr) solidity.Expr {
	if u, ok := unparen(e).(*solidity.UnaryExpr); ok && (u.Op == "++" || u.Op == "--") {
		return u.X
	}
	return e
}

// recordsSignature reports whether a key (traced) is made of the signature's own values (each traced in sig):
// it shares a parameter with them, and, where both read a struct parameter field by field (vote.voter and
// vote.v, with vote an element of a batch), a field.
func recordsSignature(key *sigLeaves, sig []*sigLeaves) bool {
	for v := range key.params {
		kf := key.partlySigned(v)
		for _, s := range sig {
			if !s.params[v] {
				continue
			}
			sf := s.partlySigned(v)
			if kf == nil || sf == nil || slices.ContainsFunc(kf, func(f string) bool { return slices.Contains(sf, f) }) {
				return true
			}
		}
	}
	return false
}

func runSignatureMalleability(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil // no code of the unit calls ecrecover
	}
	cg := p.Model.CallGraph()
	for _, rc := range ecrecoverCalls(p.Model) {
		sig := &sigLeaves{params: map[*solidity.VariableDeclaration]bool{}}
		for _, a := range rc.call.Args[1:] {
			for v := range traceSig(cg, rc.fn, a).params {
				sig.params[v] = true
			}
		}
		if len(sig.params) == 0 {
			continue
		}
		for _, entry := range reachingEntries(cg, rc.fn) {
			for _, m := range usedMarks(entry, 0, map[*analysis.Function]bool{}) {
				if m.key == nil || !m.flag || !traceSig(cg, m.fn, m.key).sharesParam(sig) {
					continue
				}
				at := solidity.Node(m.key)
				sc := m.fn.Scope()
				if id, ok := unparen(m.key).(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sc.Init(sym.Var) != nil {
						at = sc.Init(sym.Var)
					}
				}
				p.Report(Report{Function: m.fn, At: at,
					Message: fmt.Sprintf("%s records %s as used, but it is derived from the signature that %s checks with ecrecover; the signature's other valid form passes again",
						funcLabel(m.fn), Text(m.fn.File, m.key), funcLabel(rc.fn)),
					Related: []Related{{File: m.fn.File, At: m.write, Message: "marked as used"}, {File: rc.fn.File, At: rc.call.Expr, Message: "the signature check"}}})
			}
		}
	}
	return nil
}

func runEcrecoverZeroAddress(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil // no code of the unit calls ecrecover
	}
	cg := p.Model.CallGraph()
	for _, rc := range ecrecoverCalls(p.Model) {
		uses := recoveredUses(cg, rc.fn, rc.call.Expr)
		if uses.zeroChecked {
			continue
		}
		if len(uses.risky) == 0 {
			continue
		}
		u := uses.risky[0]
		conf := vigil.ConfidenceLow // a lookup at address(0) usually finds nothing
		for _, r := range uses.risky {
			if r.compared {
				u, conf = r, vigil.ConfidenceMedium
				break
			}
		}
		if len(reachingEntries(cg, rc.fn)) == 0 {
			conf = vigil.ConfidenceLow // only view functions use it: a wrong answer, not a wrong action
		}
		p.Report(Report{Function: rc.fn, At: rc.call.Expr, Confidence: conf,
			Message: fmt.Sprintf("%s uses the result of %s without rejecting address(0): %s",
				funcLabel(rc.fn), Text(rc.fn.File, rc.call.Expr), u.what),
			Related: []Related{{File: u.fn.File, At: u.at, Message: "the recovered address is used here"}}})
	}
	return nil
}

type recoveredUse struct {
	fn       *analysis.Function
	at       solidity.Node
	what     string
	compared bool // compared with a value that may be address(0), rather than used as a key
}

type recoveredFlow struct {
	zeroChecked bool
	risky       []recoveredUse
}

// recoveredUses follows the value of call (made in fn) through locals, returns and the internal callers that
// receive it, and reports whether it is ever compared with address(0) and where it is used in a way an
// invalid signature could exploit (compared with a value that is not a fixed stored address, or used as a key
// or stored).
func recoveredUses(cg *analysis.CallGraph, fn *analysis.Function, call *solidity.CallExpr) recoveredFlow {
	var out recoveredFlow
	seen := map[*analysis.Function]bool{}
	var follow func(fn *analysis.Function, value solidity.Expr, depth int)
	follow = func(fn *analysis.Function, value solidity.Expr, depth int) {
		if depth > 4 || fn.Decl.Body == nil {
			return
		}
		sc := fn.Scope()
		vars := map[*solidity.VariableDeclaration]bool{}
		is := func(e solidity.Expr) bool {
			e = unparen(e)
			if e == value {
				return true
			}
			if id, ok := e.(*solidity.Identifier); ok {
				return vars[sc.Resolve(id).Var]
			}
			return false
		}
		// Locals (and named returns) that receive the value, to a fixpoint.
		for changed := true; changed; {
			changed = false
			solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
				switch d := n.(type) {
				case *solidity.VariableDeclarationStatement:
					if len(d.Vars) == 1 && d.Vars[0] != nil && d.Value != nil && is(d.Value) && !vars[d.Vars[0]] {
						vars[d.Vars[0]], changed = true, true
					}
				case *solidity.AssignExpr:
					if id, ok := unparen(d.LHS).(*solidity.Identifier); ok && d.Op == "=" && is(d.RHS) {
						if v := sc.Resolve(id).Var; v != nil && !vars[v] {
							vars[v], changed = true, true
						}
					}
				}
				return true
			})
		}
		returned := false
		for _, r := range fn.Decl.Returns {
			if vars[r] {
				returned = true
			}
		}
		solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
			switch x := n.(type) {
			case *solidity.ReturnStatement:
				if x.Value != nil && is(x.Value) {
					returned = true
				}
			case *solidity.BinaryExpr:
				if x.Op == ">" && is(x.X) || x.Op == "<" && is(x.Y) || x.Op == "<=" && is(x.X) || x.Op == ">=" && is(x.Y) {
					// Signers in strictly increasing order: rec > last passes only above address(0), and its
					// negation, if (rec <= last) revert, rejects it (SimpleMultiSig, Safe).
					out.zeroChecked = true
					return true
				}
				if x.Op != "==" && x.Op != "!=" {
					return true
				}
				other := otherOperand(x, is)
				if other == nil {
					return true
				}
				if isZeroAddress(other) {
					out.zeroChecked = true
					return true
				}
				if sym := sc.RootVar(other); sym.Kind == analysis.SymState {
					if _, entry := unparen(other).(*solidity.IndexAccess); entry && sym.State != nil && deletesEntries(sym.State) {
						// A list of signers whose removal deletes the entry in place (delete validators[i]) keeps
						// address(0) in it, which an invalid signature matches.
						out.risky = append(out.risky, recoveredUse{fn, x, "it is compared with " + Text(fn.File, other) +
							", an entry of " + sym.State.Name + ", whose removed entries are deleted to address(0)", true})
						return true
					}
					if fn.Contract == nil || !unsetAtDeploy(sym.State, fn.Contract) {
						return true // a stored signer is assumed to be set
					}
					out.risky = append(out.risky, recoveredUse{fn, x, "it is compared with " + Text(fn.File, other) +
						", which holds address(0) until a later transaction sets it", false})
					return true
				}
				if operandZeroCompared(fn, other) {
					// require(rec == o.maker && o.maker != address(0)): the operand is kept from address(0),
					// and so is the recovered address that equals it.
					out.zeroChecked = true
					return true
				}
				out.risky = append(out.risky, recoveredUse{fn, x, "it is compared with " + Text(fn.File, other) + ", which may be address(0)", true})
			case *solidity.IndexAccess:
				if x.Index != nil && is(x.Index) && sc.RootVar(x).Kind == analysis.SymState && !zeroKeyNeverSet(sc, x) {
					out.risky = append(out.risky, recoveredUse{fn, x, "it selects " + Text(fn.File, x) + ", the entry of address(0) for an invalid signature", false})
				}
			}
			return true
		})
		if !returned || seen[fn] {
			return
		}
		seen[fn] = true
		for _, caller := range cg.Callers(fn) {
			for _, c := range caller.Scope().Calls() {
				if c.Callee == fn && c.Expr != nil {
					follow(caller, c.Expr, depth+1)
				}
			}
		}
	}
	follow(fn, call, 0)
	return out
}

// unrecordedCheck returns the guard of f, and the entry it reads, that tests a state table's entry keyed by the
// hash the ecrecover call c checks (require(filled[hash] + x <= max), require(!used[hash])) when no function
// of the contract writes that table; nil otherwise.
func unrecordedCheck(f *analysis.Function, c *analysis.Call) (solidity.Node, string) {
	if f.Contract == nil || len(c.Args) == 0 {
		return nil, ""
	}
	id, ok := unparen(c.Args[0]).(*solidity.Identifier)
	if !ok {
		return nil, ""
	}
	sc := f.Scope()
	hv := sc.Resolve(id).Var
	if hv == nil {
		return nil, ""
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope != sc {
			continue
		}
		var at *solidity.IndexAccess
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			ia, ok := x.(*solidity.IndexAccess)
			if !ok || at != nil {
				return at == nil
			}
			k, ok := unparen(ia.Index).(*solidity.Identifier)
			if !ok || sc.Resolve(k).Var != hv {
				return true
			}
			if sym := sc.RootVar(ia.X); sym.Kind == analysis.SymState && sym.State != nil && !changingState(sym.State, f.Contract) {
				at = ia
			}
			return at == nil
		})
		if at != nil {
			return n.Expr, Text(f.File, at)
		}
	}
	return nil, ""
}

// operandZeroCompared reports whether fn's body compares e (the same expression, by its text) with address(0).
// zeroKeyNeverSet reports whether x is an entry of a state mapping (orcl[signer]) that no code ever sets for
// address(0): every assignment of a value other than zero to an entry of it is made where a check keeps the key
// from address(0) (require(a != address(0)); orcl[a] = 1), or under msg.sender; clearing an entry (= 0, delete)
// is free. An invalid signature's address(0) then selects an empty entry.
func zeroKeyNeverSet(sc *analysis.Scope, x *solidity.IndexAccess) bool {
	id, ok := unparen(x.X).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymState || sym.State == nil || sym.State.Contract == nil {
		return false
	}
	v := sym.State
	if _, isMap := v.Decl.Type.(*solidity.Mapping); !isMap {
		return false
	}
	sets := 0 // the entries set, each behind a check: a table nothing sets tells nothing of its keys
	for f := range v.Contract.HierarchyBodies() {
		if !slices.Contains(f.WrittenState(), v) {
			continue
		}
		fsc := f.Scope()
		known, ok := 0, true
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if !ok {
				return false
			}
			switch a := n.(type) {
			case *solidity.AssignExpr:
				ix, isIx := unparen(a.LHS).(*solidity.IndexAccess)
				if !isIx || ix.Index == nil {
					return true
				}
				lid, isID := unparen(ix.X).(*solidity.Identifier)
				if !isID || fsc.Resolve(lid).State != v {
					return true
				}
				known++
				if a.Op == "=" && (isZeroLiteral(a.RHS) || isFalse(a.RHS)) {
					return true // cleared
				}
				ok = isSenderExpr(ix.Index) || operandZeroCompared(f, ix.Index)
				sets++
			case *solidity.UnaryExpr:
				if a.Op == "delete" {
					if ix, isIx := unparen(a.X).(*solidity.IndexAccess); isIx {
						if lid, isID := unparen(ix.X).(*solidity.Identifier); isID && fsc.Resolve(lid).State == v {
							known++
						}
					}
				}
			}
			return true
		})
		if !ok || known == 0 {
			return false // set for a key that may be address(0), or written in a way not read here
		}
	}
	return sets > 0
}

// isFalse reports whether e is the literal false.
func isFalse(e solidity.Expr) bool {
	b, ok := unparen(e).(*solidity.BoolLiteral)
	return ok && !b.Value
}

func operandZeroCompared(fn *analysis.Function, e solidity.Expr) bool {
	src := fn.File.Src
	key := keyText(src, e)
	found := false
	solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
		if b, ok := n.(*solidity.BinaryExpr); ok && !found && (b.Op == "==" || b.Op == "!=") {
			found = isZeroAddress(b.Y) && sameKey(keyText(src, b.X), key) || isZeroAddress(b.X) && sameKey(keyText(src, b.Y), key)
		}
		return !found
	})
	return found
}
