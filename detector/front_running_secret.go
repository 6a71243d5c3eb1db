package detector

import (
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FrontRunningSecret reports rewards paid to whoever first submits a value matching a stored hash, or a proof
// against a stored root for a leaf that names no account.
var FrontRunningSecret = &Detector{
	ID:    "front-running-secret",
	Title: "Reward for a secret revealed in the transaction",
	Description: "A public function rewards its caller when a value the caller submits hashes to a stored " +
		"hash, or when a proof the caller submits shows a leaf, hashed from values that leave the caller out, " +
		"under a stored Merkle root. The value or the proof travels in clear in the pending transaction: anyone " +
		"watching the mempool can copy it and submit it first with a higher gas price, and take the reward.",
	Exploit: "A player finds the preimage and calls solve(preimage). A bot sees the pending transaction, " +
		"resubmits solve(preimage) with a higher gas price, and is paid instead. Likewise an allowlisted user's " +
		"claim(index, amount, proof) is copied and the airdrop minted to the copier.",
	Recommendation: "Use commit-reveal: first commit keccak256(solution, msg.sender, salt), reveal in a later " +
		"block, and check the commitment, so that a copied reveal is worthless to anyone but its sender. Put the " +
		"claimant's address in a Merkle leaf (keccak256(abi.encode(msg.sender, amount))), or pay the account it names.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-114",
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runFrontRunningSecret,
}

func runFrontRunningSecret(p *Pass) error {
	// A check needs a hash function called by its name in the function's own body (see hashOfChosen).
	hashes := occurrencesOf(p.Model, wordHash)
	if !hashes.any() {
		return nil
	}
	for _, f := range entries(p.Model) {
		if f.Decl.Body == nil || !hashes.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		fsc := f.Scope()
		var open []bool
		// A reveal checked against the caller's own commitment: the secret was committed to before it travels
		// in clear. The commitment protects it only when it binds the caller too.
		committed := false
		for _, n := range f.CFG().Nodes {
			// Both checks compare a hash call written in the condition itself: one naming no hash function
			// has none.
			if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond || n.Expr == nil || n.Scope != fsc ||
				!hashes.in(f.File, n.Expr.Range()) {
				continue
			}
			cmp, bound := commitmentCheck(fsc, n.Expr)
			if cmp == nil {
				continue
			}
			committed = true
			if bound {
				continue
			}
			if reward := rewardAfter(f, n); reward != nil {
				p.reportMessage(Report{Function: f, File: fsc.File, At: cmp, From: f.Decl,
					Related: []Related{{File: fsc.File, At: reward, Message: "reward"}}},
					appendTextMessage(p.message(), funcLabel(f), " checks the caller's commitment against a hash of the revealed values that leaves the caller out (", fsc.File, cmp,
						"): anyone can copy the commitment, and reveal the same values once they are seen"))
			}
		}
		if !committed && len(f.Decl.Params) > 0 {
			if cmp, outcome := copiedCommitment(p.Model, f); cmp != nil {
				committed = true
				p.reportMessage(Report{Function: f, File: fsc.File, At: cmp, From: f.Decl,
					Related: []Related{{File: outcome.file, At: outcome.at, Message: "the outcome compares the revealed values"}}},
					appendTextMessage(p.message(), funcLabel(f), " checks a stored commitment against a hash of the revealed values that binds no account (", fsc.File, cmp,
						"), and the payout compares the players' revealed values: a player can commit the other's commitment, and reveal the same values once they are seen"))
			}
		}
		for _, n := range f.CFG().Nodes {
			if committed {
				break
			}
			if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope != fsc ||
				!hashes.in(f.File, n.Expr.Range()) {
				continue
			}
			cmp := secretCheck(fsc, n.Expr)
			if cmp == nil {
				continue
			}
			if open == nil {
				open = openNodes(f)
			}
			if !open[n.Index] {
				continue
			}
			if reward := rewardAfter(f, n); reward != nil {
				p.reportMessage(Report{Function: f, File: fsc.File, At: cmp, From: f.Decl,
					Related: []Related{{File: fsc.File, At: reward, Message: "reward"}}},
					appendTextMessage(p.message(), funcLabel(f), " rewards the caller who submits a value matching a hash (", fsc.File, cmp,
						"): the value is visible in the pending transaction and anyone can submit it first"))
			}
		}
		if !committed {
			reportOpenProofs(p, f, &open)
		}
	}
	return nil
}

// reportOpenProofs reports the checks of f that test a proof the caller submits against a stored root over a
// leaf that leaves the caller out (MerkleProof.verify(proof, root, keccak256(abi.encodePacked(index, amount)))),
// followed by a payout to the caller: the leaf names no account, so anyone who sees a valid proof, in the
// mempool or on chain, submits it and is paid in place of the one it was made for. open caches openNodes(f).
func reportOpenProofs(p *Pass, f *analysis.Function, open *[]bool) {
	fsc := f.Scope()
	if !slices.ContainsFunc(f.Decl.Params, proofList) {
		return // no proof the caller hands in
	}
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope != fsc {
			continue
		}
		check, leaf := proofCheck(fsc, n.Expr)
		if check == nil || leafBoundToCaller(f, leaf) {
			continue
		}
		if *open == nil {
			*open = openNodes(f)
		}
		if !(*open)[n.Index] {
			continue
		}
		pay := rewardAfter(f, n)
		if pay == nil {
			pay = creditAfter(f, n)
		}
		if pay == nil {
			continue
		}
		// The finding spans the leaf's making down to the payout: the fault is in both.
		p.reportMessage(Report{Function: f, File: fsc.File, At: pay, From: leaf,
			Related: []Related{{File: fsc.File, At: check, Message: "the proof checked, over a leaf that names no account"}}},
			appendTextMessage(p.message(), funcLabel(f), " pays the caller once a proof checked against a stored root (", fsc.File, check,
				") shows a leaf made of values that leave the caller out: anyone who sees a valid proof submits it and is paid instead"))
	}
}

// proofList reports whether the parameter v is a list of bytes32 (a Merkle proof).
func proofList(v *solidity.VariableDeclaration) bool {
	if v == nil {
		return false
	}
	a, ok := v.Type.(*solidity.ArrayTypeName)
	if !ok {
		return false
	}
	e, ok := a.Elem.(*solidity.ElementaryTypeName)
	return ok && e.Name == "bytes32"
}

// proofCheck returns the call in cond that checks a proof the caller hands in (a bytes32[] parameter) for a leaf
// hashed from values the caller chooses, none of them msg.sender, against a stored root (an argument read from
// state, or a state value the call's result is compared with), and the leaf's hash; nils when there is none.
func proofCheck(sc *analysis.Scope, cond solidity.Expr) (*solidity.CallExpr, *solidity.CallExpr) {
	fl := sc.Flow()
	stored := func(e solidity.Expr) bool { return e != nil && sc.RootVar(unparen(e)).Kind == analysis.SymState }
	var check, leaf *solidity.CallExpr
	var rootCompared []solidity.Expr // calls compared with a stored value: processProof(proof, leaf) == root
	solidity.Preorder(cond, func(n solidity.Node) bool {
		if check != nil {
			return false
		}
		if b, ok := n.(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") {
			if stored(b.Y) {
				rootCompared = append(rootCompared, unparen(b.X))
			}
			if stored(b.X) {
				rootCompared = append(rootCompared, unparen(b.Y))
			}
			return true
		}
		ce, ok := n.(*solidity.CallExpr)
		if !ok {
			return true
		}
		c := sc.CallOf(ce)
		if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary && c.Kind != analysis.CallExternal) {
			return true
		}
		args := c.Args
		if c.Target != nil && c.Kind == analysis.CallLibrary {
			args = append([]solidity.Expr{c.Target}, args...)
		}
		proof, root := false, slices.Contains(rootCompared, solidity.Expr(ce))
		var hashed *solidity.CallExpr
		for _, a := range args {
			a = unparen(a)
			if id, ok := a.(*solidity.Identifier); ok {
				sym := sc.Resolve(id)
				if sym.Kind == analysis.SymParam && proofList(sym.Var) {
					proof = true
					continue
				}
				if sym.Kind == analysis.SymLocal && sym.Var != nil && !assignedIn(sc, sym.Var) {
					a = unparen(sc.Init(sym.Var))
				}
			}
			if h, ok := a.(*solidity.CallExpr); ok && hashed == nil {
				if _, isHash := hashArgs(sc, h); isHash && hashOfChosen(sc, fl, h) {
					hashed = h
					continue
				}
			}
			root = root || stored(a)
		}
		if proof && root && hashed != nil {
			check, leaf = ce, hashed
		}
		return check == nil
	})
	return check, leaf
}

// leafBoundToCaller reports whether a parameter the leaf is hashed from is required to be msg.sender by a guard
// of f (require(account == msg.sender)): the leaf then names the caller after all.
func leafBoundToCaller(f *analysis.Function, leaf *solidity.CallExpr) bool {
	sc := f.Scope()
	var params []*solidity.VariableDeclaration
	solidity.Preorder(leaf, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
				params = append(params, sym.Var)
			}
		}
		return true
	})
	if len(params) == 0 {
		return false
	}
	fl := sc.Flow()
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope != sc {
			continue
		}
		bound := false
		eachEqualitySide(n.Expr, func(b *solidity.BinaryExpr, x, y solidity.Expr) bool {
			id, ok := unparen(x).(*solidity.Identifier)
			bound = b.Op == "==" && ok && slices.Contains(params, sc.Resolve(id).Var) && fl.Taint(y) == analysis.TaintSender
			return bound
		})
		if bound {
			return true
		}
	}
	return false
}

// creditAfter returns a call reachable after the check n that mints or credits to the caller: an external call
// that hands msg.sender over as an account (token.mint(msg.sender, amount), other than as the source of a
// transferFrom), or an internal one whose function adds to a state entry keyed by that argument (_mint(msg.sender,
// id)). It returns nil when there is none.
func creditAfter(f *analysis.Function, n *analysis.Node) solidity.Node {
	fl := f.Flow()
	g := f.CFG()
	after := g.After(n)
	for _, m := range g.Nodes {
		if !after[m.Index] || m.Scope != f.Scope() || !m.MakesCallsOrWrites() {
			continue
		}
		for _, c := range m.Calls() {
			if c.Expr == nil {
				continue
			}
			switch c.Kind {
			case analysis.CallExternal:
				if c.Callee != nil && c.Callee.IsView() {
					continue
				}
				from, _ := transferFromSource(c)
				for _, a := range c.Args {
					if a != from && fl.Taint(a) == analysis.TaintSender {
						return c.Node()
					}
				}
			case analysis.CallInternal, analysis.CallLibrary:
				for i, a := range c.Args {
					if fl.Taint(a) == analysis.TaintSender && addsToEntryOf(c.Callee, i, 0) {
						return c.Node()
					}
				}
			}
		}
	}
	return nil
}

// addsToEntryOf reports whether f adds to a state entry keyed by its parameter i (balances[to] += amount), itself
// or through the internal functions it hands the parameter to.
func addsToEntryOf(f *analysis.Function, i int, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 2 || i >= len(f.Decl.Params) || f.Decl.Params[i] == nil {
		return false
	}
	sc := f.Scope()
	v := f.Decl.Params[i]
	isParam := func(e solidity.Expr) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == v
	}
	found := false
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		if a, ok := n.(*solidity.AssignExpr); ok && a.Op == "+=" {
			if ix, ok := unparen(a.LHS).(*solidity.IndexAccess); ok && ix.Index != nil && isParam(ix.Index) &&
				sc.RootVar(ix).Kind == analysis.SymState {
				found = true
			}
		}
		return !found
	})
	if found {
		return true
	}
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary {
			continue
		}
		for j, a := range c.Args {
			if isParam(a) && addsToEntryOf(c.Callee, j, depth+1) {
				return true
			}
		}
	}
	return false
}

// secretCheck returns the comparison in cond that tests a hash of a caller-chosen value against a value the
// caller does not choose (a stored or constant hash), or nil. A hash that also covers msg.sender is bound to its
// submitter and is not returned.
func secretCheck(sc *analysis.Scope, cond solidity.Expr) *solidity.BinaryExpr {
	fl := sc.Flow()
	var found *solidity.BinaryExpr
	eachEqualitySide(cond, func(b *solidity.BinaryExpr, hashed, other solidity.Expr) bool {
		// The stored hash may be an entry the caller names (questions[id].answerHash): the key picks it, the
		// caller does not choose its value.
		if hashOfChosen(sc, fl, hashed) && !callerInput(sc, other, true) {
			found = b
		}
		return found != nil
	})
	return found
}

// commitmentCheck returns the comparison in cond of the caller's stored commitment (see callerRecord) with a
// hash of values the caller submits, and whether that hash covers msg.sender (binds the commitment to its
// submitter); nil when there is none.
func commitmentCheck(sc *analysis.Scope, cond solidity.Expr) (*solidity.BinaryExpr, bool) {
	fl := sc.Flow()
	var found *solidity.BinaryExpr
	bound := false
	eachEqualitySide(cond, func(b *solidity.BinaryExpr, hashed, stored solidity.Expr) bool {
		if !callerRecord(sc, stored, 0) {
			return false
		}
		if args, ok := hashArgs(sc, hashed); ok {
			chosen := false
			for _, a := range args {
				t := fl.Taint(a)
				bound = bound || t.Has(analysis.TaintSender|analysis.TaintOrigin)
				chosen = chosen || t.Has(chosenByCaller)
			}
			if chosen {
				found = b
			} else {
				bound = false
			}
		}
		return found != nil
	})
	return found, bound
}

// callerRecord reports whether e reads the caller's own record: an entry of state keyed by msg.sender at some
// level (commitments[msg.sender], commits[round][msg.sender].hash), or a field of a local, in storage or a memory
// copy, set once from one (Commit memory c = commits[id][msg.sender]; c.hash).
func callerRecord(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	bySender := false
	for step := 0; step < 8; step++ {
		switch x := unparen(e).(type) {
		case *solidity.IndexAccess:
			bySender = bySender || x.Index != nil && sc.Flow().Taint(x.Index) == analysis.TaintSender
			e = x.X
			continue
		case *solidity.MemberAccess:
			e = x.X
			continue
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymState {
				return bySender
			}
			if sym.Kind != analysis.SymLocal || sym.Var == nil || depth > 0 {
				return false
			}
			init := sc.Init(sym.Var)
			return init != nil && !assignedIn(sc, sym.Var) && callerRecord(sc, init, depth+1)
		}
		return false
	}
	return false
}

// eachEqualitySide calls visit for each == or != comparison b in cond, in pre-order, once with its operands as
// (b.X, b.Y) and once as (b.Y, b.X), until visit returns true.
func eachEqualitySide(cond solidity.Expr, visit func(b *solidity.BinaryExpr, x, y solidity.Expr) bool) {
	done := false
	solidity.Preorder(cond, func(n solidity.Node) bool {
		if done {
			return false
		}
		if b, ok := n.(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") {
			done = visit(b, b.X, b.Y) || visit(b, b.Y, b.X)
		}
		return !done
	})
}

// hashArgs returns the arguments of e when it is a call of a hash function (keccak256, sha3, sha256, ripemd160),
// possibly converted.
func hashArgs(sc *analysis.Scope, e solidity.Expr) ([]solidity.Expr, bool) {
	call, ok := unparen(e).(*solidity.CallExpr)
	if !ok {
		return nil, false
	}
	c := sc.CallOf(call)
	if c == nil {
		return nil, false
	}
	if c.Kind == analysis.CallTypeConversion && len(call.Args) == 1 {
		return hashArgs(sc, call.Args[0])
	}
	if c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3" && c.Name != "sha256" && c.Name != "ripemd160") {
		return nil, false
	}
	return c.Args, true
}

// hashOfChosen reports whether e is a hash (keccak256, sha3, sha256, ripemd160, possibly converted) of values the
// caller chooses, none of which is msg.sender.
func hashOfChosen(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) bool {
	call, ok := unparen(e).(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := sc.CallOf(call)
	if c == nil {
		return false
	}
	if c.Kind == analysis.CallTypeConversion && len(call.Args) == 1 {
		return hashOfChosen(sc, fl, call.Args[0])
	}
	if c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3" && c.Name != "sha256" && c.Name != "ripemd160") {
		return false
	}
	chosen := false
	for _, a := range c.Args {
		t := fl.Taint(a)
		if t.Has(analysis.TaintSender | analysis.TaintOrigin) {
			return false
		}
		if t.Has(chosenByCaller) {
			chosen = true
		}
	}
	return chosen
}

// rewardAfter returns a node reachable after the check n that pays the caller: ether or an ERC-20 transfer to
// msg.sender, or msg.sender recorded in state (winner = msg.sender). It returns nil when there is none.
func rewardAfter(f *analysis.Function, n *analysis.Node) solidity.Node {
	fl := f.Flow()
	g := f.CFG()
	after := g.After(n)
	for _, m := range g.Nodes {
		if !after[m.Index] || m.Scope != f.Scope() {
			continue
		}
		for _, c := range analysis.NodeCalls(m) {
			switch {
			case c.SendsEther() && c.Target != nil && fl.Taint(c.Target) == analysis.TaintSender:
				return c.Node()
			case c.ERC20 && c.Name == "transfer" && len(c.Args) == 2 && fl.Taint(c.Args[0]) == analysis.TaintSender:
				return c.Node()
			case c.Kind == analysis.CallBuiltin && c.Name == "push" && c.Expr != nil && len(c.Args) == 1 && fl.Taint(c.Args[0]) == analysis.TaintSender:
				if ma, ok := unparen(c.Expr.Fun).(*solidity.MemberAccess); ok && m.Scope.RootVar(ma.X).Kind == analysis.SymState {
					return c.Node() // winners.push(msg.sender)
				}
			}
		}
		if a, ok := m.Expr.(*solidity.AssignExpr); ok && a.Op == "=" && len(m.Writes()) > 0 && fl.Taint(a.RHS) == analysis.TaintSender {
			return a
		}
	}
	return nil
}

// outcomeAt is a comparison in a function body, with the file it lies in.
type outcomeAt struct {
	file *solidity.File
	at   solidity.Node
}

// copiedCommitment returns the first check of f that compares a stored value with a local set once from a hash
// of values the caller submits that binds no account (h = keccak256(abi.encodePacked(choice, salt)); require(h ==
// r.commit)): neither msg.sender nor tx.origin nor anything read from state, such as a player's stored address.
// It is returned only when f stores a submitted value after such a check and a function that sends ether compares
// two of the values so stored (r.firstChoice == r.secondChoice), with that comparison: the second player then
// commits the first player's commitment, and reveals the same values once the first reveal shows them.
func copiedCommitment(m *analysis.Model, f *analysis.Function) (*solidity.BinaryExpr, outcomeAt) {
	sc := f.Scope()
	fl := sc.Flow()
	g := f.CFG()
	var first *solidity.BinaryExpr
	var revealed []*analysis.StateVar // the state the submitted values are stored in after a check
	var fields []string               // the fields of records they are stored in (r.firstChoice = choice)
	for _, n := range g.Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope != sc {
			continue
		}
		var cmp *solidity.BinaryExpr
		eachEqualitySide(n.Expr, func(b *solidity.BinaryExpr, x, y solidity.Expr) bool {
			id, ok := unparen(x).(*solidity.Identifier)
			if !ok {
				return false
			}
			sym := sc.Resolve(id)
			if sym.Kind != analysis.SymLocal || sym.Var == nil {
				return false
			}
			if st := sc.RootVar(unparen(y)); st.Kind != analysis.SymState || st.State.Decl.Constant || st.State.Decl.Immutable {
				return false
			}
			args, isHash := hashArgs(sc, sc.Init(sym.Var))
			if !isHash || assignedIn(sc, sym.Var) {
				return false
			}
			chosen := false
			for _, a := range args {
				t := fl.Taint(a)
				if t.Has(analysis.TaintSender | analysis.TaintOrigin | analysis.TaintState) {
					return false // bound to an account, or to something the caller cannot copy
				}
				chosen = chosen || t.Has(chosenByCaller)
			}
			if chosen {
				cmp = b
			}
			return cmp != nil
		})
		if cmp == nil {
			continue
		}
		if first == nil {
			first = cmp
		}
		after := g.After(n)
		for _, w := range g.Nodes {
			if !after[w.Index] || w.Scope != sc || len(w.Writes()) == 0 {
				continue
			}
			a, ok := w.Expr.(*solidity.AssignExpr)
			if !ok || a.Op != "=" {
				continue
			}
			if t := fl.Taint(a.RHS); !t.Has(analysis.TaintParam) || t.Has(analysis.TaintSender|analysis.TaintValue) {
				continue
			}
			if v := sc.RootVar(unparen(a.LHS)); v.Kind == analysis.SymState && !slices.Contains(revealed, v.State) {
				revealed = append(revealed, v.State)
			}
			if ma, ok := unparen(a.LHS).(*solidity.MemberAccess); ok {
				fields = append(fields, ma.Member)
			}
		}
	}
	if first == nil || len(revealed) == 0 {
		return nil, outcomeAt{}
	}
	for _, h := range bodies(m) {
		if h.Contract != f.Contract || h.Decl.Body == nil {
			continue
		}
		hsc := h.Scope()
		if !slices.ContainsFunc(hsc.Calls(), sendsEtherTo) {
			continue
		}
		// A value read from a record is one stored after the check only when it is one of the fields written.
		isRevealed := func(e solidity.Expr) bool {
			switch x := unparen(e).(type) {
			case *solidity.MemberAccess:
				if len(fields) > 0 && !slices.Contains(fields, x.Member) {
					return false
				}
			case *solidity.IndexAccess, *solidity.Identifier:
			default:
				return false
			}
			v := hsc.RootVar(unparen(e))
			return v.Kind == analysis.SymState && slices.Contains(revealed, v.State)
		}
		var found solidity.Node
		solidity.Preorder(h.Decl.Body, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") && isRevealed(b.X) && isRevealed(b.Y) &&
				b.X.Range() != b.Y.Range() {
				found = b
			}
			return found == nil
		})
		if found != nil {
			return first, outcomeAt{file: hsc.File, at: found}
		}
	}
	return nil, outcomeAt{}
}
