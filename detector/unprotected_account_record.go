package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedAccountRecord reports public functions that let anyone act on another account's behalf where no
// balance moves: clear the record the contract keeps for an account the caller names (its delegation, its
// registration, its stake entry), or enter an account of the caller's choosing into a table the contract
// otherwise changes only behind an access check and trusts as an authority; or change an entry that another
// caller made and whose creator the entry records, with no check of that creator against the caller.
var UnprotectedAccountRecord = &Detector{
	ID:    "unprotected-account-record",
	Title: "Anyone can act on another account's record",
	Description: "A public function without an access check changes the record the contract keeps for an account " +
		"the caller names, not the caller itself: it deletes the entry or sets it to zero (an undelegation, a " +
		"deregistration, a cancelled position), with no check that ties the caller to the account (the account " +
		"is msg.sender, an approved operator, a signature) and no condition but that the record exists; or it " +
		"adds an entry naming any account to a table whose other writes are all access-checked and whose " +
		"entries the contract checks callers against (a curated operator registry); or it revokes, cancels or " +
		"deletes an entry the caller names whose creator the entry records (the function that makes entries " +
		"stores msg.sender in them), with no check of the stored creator against the caller, open to anyone or " +
		"only to members of the role whose members make the entries. Crediting an account (a deposit or a stake " +
		"made for it) is not reported.",
	Exploit: "An attacker calls undelegate(victim) and strips the victim's delegation, queueing its shares for " +
		"withdrawal and removing them from its operator; or registers an operator with an address of their " +
		"choosing in a registry the protocol's owner is meant to curate; or one accredited issuer revokes a " +
		"credential another issuer signed, or anyone cancels another's subscription.",
	Recommendation: "Require the caller to be the account (msg.sender == staker), an operator it approved, or an " +
		"authorised role; or take the account's consent as a signature. Restrict additions to a curated " +
		"registry to its owner. Compare an entry's stored creator with the caller before changing it.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedAccountRecord,
}

func runUnprotectedAccountRecord(p *Pass) error {
	facts := functionFacts(p.Model)
	var creators map[*analysis.StateVar]*recordCreator
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 || f.Contract == nil {
			continue
		}
		if !hasAddressParam(f) {
			reportCreatedRecord(p, facts, &creators, f, fx.writers)
			continue
		}
		sc := f.Scope()
		for _, n := range fx.writers {
			if n.Scope != sc || n.Expr == nil {
				continue
			}
			// The statement's own expression: an assignment, a delete or a push.
			reported := false
			switch e := unparen(n.Expr).(type) {
			case *solidity.AssignExpr:
				reported = e.Op == "=" && (zeroConstant(e.RHS) && reportCleared(p, f, n, e.LHS, e) || reportHeldRecordGrant(p, f, n, e) ||
					reportForeignRecordSet(p, f, n, e))
			case *solidity.UnaryExpr:
				reported = e.Op == "delete" && reportCleared(p, f, n, e.X, e)
			case *solidity.CallExpr:
				reported = reportRegistryEntry(p, facts, f, n, e)
			}
			if reported {
				break
			}
		}
	}
	return nil
}

// hasAddressParam reports whether f takes an address: the only way a caller names an account here.
func hasAddressParam(f *analysis.Function) bool {
	for _, prm := range f.Decl.Params {
		if t, ok := prm.Type.(*solidity.ElementaryTypeName); ok && t.Name == "address" {
			return true
		}
	}
	return false
}

// zeroConstant reports whether e is a zero value: 0, address(0), false.
func zeroConstant(e solidity.Expr) bool {
	if b, ok := unparen(e).(*solidity.BoolLiteral); ok {
		return !b.Value
	}
	return isZeroAddress(e)
}

// recordKey returns the key of the first index of the state table lhs is an entry of (m[k], m[k].field,
// m[k][j]), and the table; nil when lhs is no such entry.
func recordKey(sc *analysis.Scope, lhs solidity.Expr) (solidity.Expr, *analysis.StateVar) {
	var key solidity.Expr
	for e := unparen(lhs); e != nil; {
		switch v := e.(type) {
		case *solidity.MemberAccess:
			e = unparen(v.X)
		case *solidity.IndexAccess:
			if v.Index == nil {
				return nil, nil
			}
			key = v.Index
			e = unparen(v.X)
		case *solidity.Identifier:
			if key == nil {
				return nil, nil
			}
			if sym := sc.Resolve(v); sym.Kind == analysis.SymState {
				return key, sym.State
			}
			return nil, nil
		default:
			return nil, nil
		}
	}
	return nil, nil
}

// reportCleared reports the clearing at of the entry lhs, when the entry is keyed by an account the caller
// names and nothing ties the caller to it. It returns whether it reported.
func reportCleared(p *Pass, f *analysis.Function, n *analysis.Node, lhs solidity.Expr, at solidity.Node) bool {
	sc := n.Scope
	key, v := recordKey(sc, lhs)
	if key == nil || !sc.TypeOf(key).IsAddress() {
		return false
	}
	if kt := sc.Flow().Taint(key); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
		return false
	}
	if !openNodes(f)[n.Index] || !onlyExistenceChecks(f) || movesValue(f, 0) || paidFor(f) {
		return false // the write is access-checked, waits on a condition (a deadline, a health factor), or pays
	}
	if keyAuthorised(f, key) || checksAllowance(f, key) || callerCheckBesides(f, key) || verifiesSignature(f) {
		return false
	}
	if creditsKey(f, key) {
		return false // the record is converted into another of the account's: a claim or harvest for it
	}
	p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: at,
		Message: fmt.Sprintf("%s lets any caller clear %s's entry of %s (%s) for an account it names, with no check that the caller is or acts for %s",
			funcLabel(f), Text(sc.File, key), v.Name, Text(sc.File, at), Text(sc.File, key))})
	return true
}

// onlyExistenceChecks reports whether every condition of f asks only whether records exist: a flag read, or a
// value compared with zero. A deadline, an amount or a health factor makes the write a settlement anyone may
// trigger once the condition holds (a liquidation, an expiry), not an act on the account's behalf.
func onlyExistenceChecks(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		for c := range conjuncts(n.Expr) {
			if !existenceCheck(n.Scope, c) {
				return false
			}
		}
	}
	return true
}

// existenceCheck reports whether c is !x, x, x == 0 or x != 0 for a stored value x.
func existenceCheck(sc *analysis.Scope, c solidity.Expr) bool {
	c = unparen(c)
	if u, ok := c.(*solidity.UnaryExpr); ok && u.Op == "!" {
		c = unparen(u.X)
	}
	switch v := c.(type) {
	case *solidity.BinaryExpr:
		if v.Op != "==" && v.Op != "!=" {
			return false
		}
		return zeroConstant(v.X) || zeroConstant(v.Y)
	case *solidity.IndexAccess, *solidity.MemberAccess, *solidity.Identifier:
		return sc.TypeOf(c) != nil && sc.TypeOf(c).Kind == analysis.TypeBool && sc.Flow().Taint(c).Has(analysis.TaintState)
	}
	return false
}

// movesValue reports whether f, or an internal function it calls (to a depth of 3), makes a message call: a
// transfer of ether or tokens, or a call to another contract. Only a function where no balance moves is judged
// here; the others are the balance and withdrawal detectors' question.
func movesValue(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return false
	}
	for _, c := range f.Scope().Calls() {
		switch {
		case isMessageCall(c.Kind):
			return true
		case c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary:
			if c.Callee != f && movesValue(c.Callee, depth+1) {
				return true
			}
		}
	}
	return false
}

// creditsKey reports whether f adds an amount to another entry keyed by key (rewards[user] += pending).
func creditsKey(f *analysis.Function, key solidity.Expr) bool {
	sc := f.Scope()
	kk := keyText(sc.File.Src, key)
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if found || !ok {
			return !found
		}
		if a.Op != "+=" || isConstExpr(sc, a.RHS) {
			return true
		}
		if k, v := recordKey(sc, a.LHS); k != nil && v != nil && sameKey(keyText(sc.File.Src, k), kk) {
			found = true
		}
		return !found
	})
	return found
}

// reportRegistryEntry reports the call call when it pushes, in an open node of f, an entry naming an account
// the caller chooses onto a state array that other entry functions write only behind an access check and
// whose entries a check compares the caller with: a curated registry anyone can enter. It returns whether it
// reported.
func reportRegistryEntry(p *Pass, facts []cfgFacts, f *analysis.Function, n *analysis.Node, call *solidity.CallExpr) bool {
	ma, ok := unparen(call.Fun).(*solidity.MemberAccess)
	if !ok || ma.Member != "push" || len(call.Args) != 1 {
		return false
	}
	sc := n.Scope
	v := stateVarOf(sc, ma.X)
	if v == nil || !namesAccountParam(sc, call.Args[0]) {
		return false
	}
	if !openNodes(f)[n.Index] || movesValue(f, 0) || paidFor(f) || verifiesSignature(f) {
		return false
	}
	var curated *analysis.Function
	authority := false
	for i := range facts {
		g := facts[i].fn
		if g == f || g.Contract != f.Contract && !f.Contract.Inherits(g.Contract) {
			continue
		}
		// A check of g that compares the caller with something read from the table: the entry's holder
		// (msg.sender == operators[id].rewardAddress), whom the contract trusts as an authority over it.
		bound := false
		for _, m := range g.CFG().Nodes {
			if m.Kind == analysis.NodeGuard && m.Expr != nil && m.Scope != nil && readsVarAt(m, v) &&
				m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender) {
				bound = true
				break
			}
		}
		authority = authority || bound
		for _, w := range facts[i].writers {
			if !nodeWritesVar(w, v) {
				continue
			}
			switch {
			case !facts[i].entry:
				return false // written by an internal function, whose callers are not judged here
			case !openNodes(g)[w.Index]:
				curated = g
			case !bound:
				return false // another open writer: the table is not curated
			}
		}
	}
	if curated == nil || !authority {
		return false
	}
	p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: call, Severity: vigil.SeverityMedium,
		Message: fmt.Sprintf("%s lets any caller add an entry naming an account of its choosing to %s, which %s changes only behind an access check and whose entries callers are checked against",
			funcLabel(f), v.Name, funcLabel(curated))})
	return true
}

// namesAccountParam reports whether e holds an address parameter of the function (an account the caller names).
func namesAccountParam(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		id, ok := x.(*solidity.Identifier)
		if found || !ok {
			return !found
		}
		if sc.Resolve(id).Kind == analysis.SymParam && sc.TypeOf(id).IsAddress() {
			found = true
		}
		return !found
	})
	return found
}

// nodeWritesVar reports whether node n writes the state variable v.
func nodeWritesVar(n *analysis.Node, v *analysis.StateVar) bool {
	for _, w := range n.Writes() {
		if w.Var == v {
			return true
		}
	}
	return false
}

// readsVarAt reports whether node n's own expression reads the state variable v.
func readsVarAt(n *analysis.Node, v *analysis.StateVar) bool {
	for _, r := range n.Reads() {
		if r.Var == v {
			return true
		}
	}
	return false
}

// reportHeldRecordGrant reports the assignment a, in the public function f, of an address the caller names into
// the record of an item the caller names (an ERC-4907 setUser: _users[tokenId].user = user), when nothing in f
// ties the caller to the item while another function of the contract changes the records of such items only
// behind a check of the caller against the item (transferFrom's _isApprovedOrOwner(msg.sender, tokenId)): the
// items are held, and f hands their rights to anyone. It returns whether it reported.
func reportHeldRecordGrant(p *Pass, f *analysis.Function, n *analysis.Node, a *solidity.AssignExpr) bool {
	sc := n.Scope
	rhs, ok := unparen(a.RHS).(*solidity.Identifier)
	if !ok {
		return false
	}
	if sym := sc.Resolve(rhs); sym.Kind != analysis.SymParam || !elementaryNamed(sym.Var, "address") {
		return false
	}
	keys, v := entryKeys(sc, a.LHS, 0) // through a storage pointer (info = _users[tokenId]) too
	if len(keys) == 0 {
		return false
	}
	key := keys[0]
	kid, ok := unparen(key).(*solidity.Identifier)
	if !ok {
		return false
	}
	ksym := sc.Resolve(kid)
	kt, ok := typeNameOf(ksym.Var)
	if ksym.Kind != analysis.SymParam || !ok || kt == "address" {
		return false // records of accounts are reportCleared's
	}
	if !openNodes(f)[n.Index] || !onlyExistenceChecks(f) || movesValue(f, 0) || paidFor(f) {
		return false
	}
	for _, m := range f.CFG().Nodes {
		if (m.Kind == analysis.NodeGuard || m.Kind == analysis.NodeCond) && m.Expr != nil && m.Scope != nil &&
			m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) {
			return false // the caller is checked against something
		}
	}
	held := heldItemsGuard(f, kt)
	if held == nil {
		return false
	}
	p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: a,
		Message: fmt.Sprintf("%s lets any caller set %s in the entry of %s for an item it names (%s), with no check that the caller holds %s or acts for its holder",
			funcLabel(f), Text(sc.File, a.RHS), v.Name, Text(sc.File, key), Text(sc.File, key)),
		Related: []Related{{File: held.fn.File, At: held.at, Message: "the records of such items change elsewhere only behind this check of the caller"}}})
	return true
}

type heldGuard struct {
	fn *analysis.Function
	at solidity.Node
}

// heldItemsGuard returns a check, in another function of f's contract, of the caller against an item named by
// a parameter of the key type kt, in a function that changes a state entry keyed by that parameter; nil when
// there is none.
func heldItemsGuard(f *analysis.Function, kt string) *heldGuard {
	if f.Contract == nil {
		return nil
	}
	for g := range f.Contract.HierarchyBodies() {
		if g == f || g.IsConstructor() || g.IsView() || len(g.WrittenState()) == 0 {
			continue
		}
		gs := g.Scope()
		var params []*solidity.VariableDeclaration
		for _, prm := range g.Decl.Params {
			if t, ok := typeNameOf(prm); ok && t == kt {
				params = append(params, prm)
			}
		}
		if len(params) == 0 {
			continue
		}
		for _, m := range g.CFG().Nodes {
			if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope != gs || !gs.Flow().Taint(m.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			for _, prm := range params {
				if readsLocal(gs, m.Expr, prm) && writesEntryKeyedBy(g, prm) {
					return &heldGuard{g, m.Expr}
				}
			}
		}
	}
	return nil
}

// writesEntryKeyedBy reports whether g assigns or deletes a state entry whose first key is the variable v.
func writesEntryKeyedBy(g *analysis.Function, v *solidity.VariableDeclaration) bool {
	gs := g.Scope()
	found := false
	solidity.Preorder(g.Decl.Body, func(x solidity.Node) bool {
		var lhs solidity.Expr
		switch w := x.(type) {
		case *solidity.AssignExpr:
			lhs = w.LHS
		case *solidity.UnaryExpr:
			if w.Op == "delete" {
				lhs = w.X
			}
		}
		if lhs != nil {
			if k, _ := recordKey(gs, lhs); k != nil {
				if id, ok := unparen(k).(*solidity.Identifier); ok && gs.Resolve(id).Var == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// typeNameOf returns the name of v's elementary type (uint256, address).
func typeNameOf(v *solidity.VariableDeclaration) (string, bool) {
	if v == nil {
		return "", false
	}
	t, ok := v.Type.(*solidity.ElementaryTypeName)
	if !ok {
		return "", false
	}
	return t.Name, true
}

// elementaryNamed reports whether v's type is the elementary type name.
func elementaryNamed(v *solidity.VariableDeclaration, name string) bool {
	t, ok := typeNameOf(v)
	return ok && t == name
}

// reportForeignRecordSet reports the assignment a, in the public function f, of a value the caller chooses (a
// parameter of f) into the record of an account the caller names (operators[operator].splitBps = splitBps),
// when nothing in f ties the caller to the account while another public function of the contract writes that
// table only at the caller's own entry (operators[msg.sender] = ...): the records are each account's to edit,
// and f lets anyone edit another's. Only checks that the record exists or that bound the chosen value are
// allowed in f; any other condition (a deadline, an amount, a signature) may be the consent or the settlement
// rule, and is left alone. It returns whether it reported.
func reportForeignRecordSet(p *Pass, f *analysis.Function, n *analysis.Node, a *solidity.AssignExpr) bool {
	sc := n.Scope
	rhs, ok := unparen(a.RHS).(*solidity.Identifier)
	if !ok {
		return false
	}
	rsym := sc.Resolve(rhs)
	if rsym.Kind != analysis.SymParam || rsym.Var == nil {
		return false
	}
	key, v := recordKey(sc, a.LHS)
	if key == nil || v == nil {
		return false
	}
	kid, ok := unparen(key).(*solidity.Identifier)
	if !ok {
		return false
	}
	ksym := sc.Resolve(kid)
	if ksym.Kind != analysis.SymParam || ksym.Var == nil || ksym.Var == rsym.Var || !elementaryNamed(ksym.Var, "address") {
		return false
	}
	if !openNodes(f)[n.Index] || movesValue(f, 0) || paidFor(f) || verifiesSignature(f) {
		return false
	}
	for _, m := range f.CFG().Nodes {
		if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope == nil {
			continue
		}
		if m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender | analysis.TaintOrigin) {
			return false // the caller is checked against something
		}
		for c := range conjuncts(m.Expr) {
			if !existenceCheck(m.Scope, c) && !boundsInput(m.Scope, c, ksym.Var) {
				return false
			}
		}
	}
	conf, rel := vigil.ConfidenceLow, "elsewhere the contract writes this table only at the caller's own entry"
	self := selfKeyedWrite(f, v)
	if self == nil && elementaryNamed(rsym.Var, "address") {
		// No self-keyed write to compare with, but the entry is where the contract sends what it pays out
		// (rewardsReceiver[user] = receiver, and claims pay user's rewards to it): setting it for another
		// account redirects that account's payouts.
		self = paidToEntry(f, v)
		conf, rel = vigil.ConfidenceMedium, "the contract pays out to the address this table holds"
	}
	if self == nil {
		return false
	}
	p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: a, Confidence: conf,
		Message: fmt.Sprintf("%s lets any caller set %s in the entry of %s for an account it names (%s), with no check that the caller is or acts for %s",
			funcLabel(f), Text(sc.File, a.RHS), v.Name, Text(sc.File, key), Text(sc.File, key)),
		Related: []Related{{File: self.fn.File, At: self.at, Message: rel}}})
	return true
}

// boundsInput reports whether the condition c reads neither the account parameter key nor any state but
// constants: a bound on the value the caller passes (splitBps <= MAX_SPLIT).
func boundsInput(sc *analysis.Scope, c solidity.Expr, key *solidity.VariableDeclaration) bool {
	ok := true
	solidity.Preorder(c, func(x solidity.Node) bool {
		id, isID := x.(*solidity.Identifier)
		if !ok || !isID {
			return ok
		}
		switch sym := sc.Resolve(id); sym.Kind {
		case analysis.SymParam:
			ok = sym.Var != key
		case analysis.SymState:
			ok = sym.State != nil && sym.State.Decl != nil && sym.State.Decl.Constant
		case analysis.SymLocal, analysis.SymReturn:
			ok = false
		}
		return ok
	})
	return ok
}

// paidToEntry returns a payout, in another public function of f's contract, whose receiver is read from the
// table v (through locals initialised from it): an ether transfer to it or a token transfer to it; nil when
// there is none.
func paidToEntry(f *analysis.Function, v *analysis.StateVar) *heldGuard {
	if f.Contract == nil {
		return nil
	}
	for g := range f.Contract.HierarchyBodies() {
		if g == f || g.IsConstructor() || g.IsView() || !g.IsEntry() || g.Decl.Body == nil {
			continue
		}
		gs := g.Scope()
		for _, c := range gs.Calls() {
			to := tokenReceiver(c)
			if to == nil && c.SendsEther() {
				to = c.Target
			}
			if to != nil && readsOwnValue(gs, to, v, 0) {
				return &heldGuard{g, c.Node()}
			}
		}
	}
	return nil
}

// selfKeyedWrite returns an assignment, in another public function of f's contract, to an entry of the table v
// whose first key is the caller (operators[msg.sender].rewardRecipient = recipient); nil when there is none.
func selfKeyedWrite(f *analysis.Function, v *analysis.StateVar) *heldGuard {
	if f.Contract == nil {
		return nil
	}
	for g := range f.Contract.HierarchyBodies() {
		if g == f || g.IsConstructor() || g.IsView() || !g.IsEntry() || g.Decl.Body == nil {
			continue
		}
		writes := false
		for _, w := range g.WrittenState() {
			if w == v {
				writes = true
				break
			}
		}
		if !writes {
			continue
		}
		gs := g.Scope()
		var found solidity.Node
		solidity.Preorder(g.Decl.Body, func(x solidity.Node) bool {
			as, ok := x.(*solidity.AssignExpr)
			if found != nil || !ok {
				return found == nil
			}
			if k, sv := recordKey(gs, as.LHS); sv == v && k != nil && isSenderExpr(k) {
				found = as
			}
			return found == nil
		})
		if found != nil {
			return &heldGuard{g, found}
		}
	}
	return nil
}

// recordCreator is the field in which a function that makes an entry of a table stores its creator, the caller.
type recordCreator struct {
	fn    *analysis.Function
	field string
	at    solidity.Node
}

// creatorOf returns where a public function other than a constructor stores the caller in a field of an entry
// of v it makes (credentials[id] = Credential(msg.sender, …), orders.push(Order(msg.sender, …)),
// s.owner = msg.sender); nil when none does. The answers are kept in creators, made at the first question.
func creatorOf(facts []cfgFacts, creators *map[*analysis.StateVar]*recordCreator, v *analysis.StateVar) *recordCreator {
	if *creators == nil {
		*creators = map[*analysis.StateVar]*recordCreator{}
	}
	if rc, ok := (*creators)[v]; ok {
		return rc
	}
	var rc *recordCreator
	for i := range facts {
		fx := &facts[i]
		if !fx.entry || fx.view || fx.constructor {
			continue
		}
		for _, n := range fx.writers {
			if n.Scope == nil || !nodeWritesVar(n, v) {
				continue
			}

			if field, at := storesCreator(n.Scope, n.Own(), v); field != "" {
				rc = &recordCreator{fn: fx.fn, field: field, at: at}
				break
			}
		}
		if rc != nil {
			break
		}
	}
	(*creators)[v] = rc
	return rc
}

// storesCreator returns the field of an entry of v in which the syntax own stores the caller, and the store.
func storesCreator(sc *analysis.Scope, own solidity.Node, v *analysis.StateVar) (string, solidity.Node) {
	if own == nil {
		return "", nil
	}
	field := ""
	var at solidity.Node
	// fromStruct returns the member of a struct of type t, built in place by e, that holds the caller.
	fromStruct := func(e solidity.Expr, t *analysis.Type) string {
		call, ok := unparen(e).(*solidity.CallExpr)
		if !ok || t == nil || t.Struct == nil {
			return ""
		}
		if c := sc.CallOf(call); c == nil || c.Kind != analysis.CallStruct {
			return ""
		}
		for i, a := range call.Args {
			if !callerValue(sc, a, 0) {
				continue
			}
			switch {
			case call.ArgNames != nil && i < len(call.ArgNames):
				return call.ArgNames[i]
			case call.ArgNames == nil && i < len(t.Struct.Members) && t.Struct.Members[i] != nil:
				return t.Struct.Members[i].Name
			}
		}
		return ""
	}
	solidity.Preorder(own, func(x solidity.Node) bool {
		if field != "" {
			return false
		}
		switch y := x.(type) {
		case *solidity.AssignExpr:
			if y.Op != "=" {
				return true
			}
			if _, root := entryKeys(sc, y.LHS, 0); root != v {
				return true
			}
			if ma, ok := unparen(y.LHS).(*solidity.MemberAccess); ok && callerValue(sc, y.RHS, 0) {
				field, at = ma.Member, y
			} else if fs := fromStruct(y.RHS, sc.TypeOf(y.LHS)); fs != "" {
				field, at = fs, y
			}
		case *solidity.CallExpr:
			if ma, ok := unparen(y.Fun).(*solidity.MemberAccess); ok && ma.Member == "push" && len(y.Args) == 1 && stateVarOf(sc, ma.X) == v {
				if t := sc.TypeOf(ma.X); t != nil && t.Kind == analysis.TypeArray {
					if fs := fromStruct(y.Args[0], t.Elem); fs != "" {
						field, at = fs, y
					}
				}
			}
		}
		return field == ""
	})
	return field, at
}

// reportCreatedRecord reports a write of f, a public function, that sets a field of an entry of a table to a
// constant or deletes it (a revocation, a cancellation), for an entry the caller names, when the entries record
// their creator (another function stores the caller in a field of each entry it makes) and f never compares
// anything of the table with the caller: f is open to any caller, or reached past checks that only look the
// caller up in a table of accounts, the same role whose members make the entries. Any caller, or any member of
// the role, then acts on entries another made. An entry of an account the caller names is reportCleared's.
func reportCreatedRecord(p *Pass, facts []cfgFacts, creators *map[*analysis.StateVar]*recordCreator, f *analysis.Function, writers []*analysis.Node) {
	sc := f.Scope()
	for _, n := range writers {
		if n.Scope != sc || n.Expr == nil {
			continue
		}
		var target solidity.Expr
		switch e := unparen(n.Expr).(type) {
		case *solidity.AssignExpr:
			if e.Op == "=" && writesRecordTable(n) && isConstExpr(sc, e.RHS) {
				target = e.LHS
			}
		case *solidity.UnaryExpr:
			if e.Op == "delete" && writesRecordTable(n) {
				target = e.X
			}
		}
		if target == nil {
			continue
		}
		keys, v := entryKeys(sc, target, 0)
		if v == nil || len(keys) == 0 || !namedEntry(sc, keys) {
			continue
		}
		roles, ok := roleChecksOnly(f, v)
		if !ok || len(roles) == 0 && !openNodes(f)[n.Index] || len(roles) > 0 && openNodes(f)[n.Index] {
			continue
		}
		if movesValue(f, 0) || paidFor(f) || verifiesSignature(f) {
			continue
		}
		rc := creatorOf(facts, creators, v)
		if rc == nil || rc.fn == f {
			continue
		}
		who := "any caller"
		if len(roles) == 0 && gatesPayout(p.Model, f, v, n.Expr) {
			continue // an open flag that a check before a payout reads: unprotected-config-change's question
		}
		if len(roles) > 0 {
			if !checksRole(rc.fn, roles) {
				continue // the entries are made by others than the role's members: the role moderates them
			}
			who = "any caller that " + roles[0].Name + " lists"
		}
		p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: n.Expr, Severity: vigil.SeverityMedium,
			Message: fmt.Sprintf("%s lets %s change %s (%s) for an entry it names, with no check of the entry's %s, its creator, against the caller",
				funcLabel(f), who, v.Name, Text(sc.File, n.Expr), rc.field),
			Related: []Related{{File: rc.fn.File, At: rc.at, Message: "the creator is stored here"}}})
		return
	}
}

// namedEntry reports whether keys, the indexes on the way to an entry, are chosen by the caller (one at least a
// parameter or calldata) and none is the caller's own address.
func namedEntry(sc *analysis.Scope, keys []solidity.Expr) bool {
	fl := sc.Flow()
	chosen := false
	for _, k := range keys {
		t := fl.Taint(k)
		if t.Has(analysis.TaintSender | analysis.TaintOrigin) {
			return false
		}
		chosen = chosen || t.Has(analysis.TaintParam|analysis.TaintData)
	}
	return chosen
}

// roleChecksOnly returns the tables that f's checks of the caller look the caller up in (accredited[msg.sender]),
// and whether f's conditions are only such look-ups and checks that records exist: no comparison of the caller
// with an address (an owner, or an entry's stored creator), nor with anything read from v, and no other
// condition (a deadline, an amount) that may make the write a settlement.
func roleChecksOnly(f *analysis.Function, v *analysis.StateVar) ([]*analysis.StateVar, bool) {
	var roles []*analysis.StateVar
	for _, m := range f.CFG().Nodes {
		if m.Kind == analysis.NodeStmt && callerCheckCall(m) {
			return nil, false // a helper checks the caller
		}
		if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope == nil {
			continue
		}
		for c := range conjuncts(m.Expr) {
			if !m.Scope.Flow().Taint(c).Has(analysis.TaintSender | analysis.TaintOrigin) {
				if !existenceCheck(m.Scope, c) {
					return nil, false
				}
				continue
			}
			x := unparen(c)
			if u, ok := x.(*solidity.UnaryExpr); ok && u.Op == "!" {
				x = unparen(u.X)
			}
			r := roleTable(m.Scope, x)
			if r == nil || r == v {
				return nil, false
			}
			roles = appendUnique(roles, r)
		}
	}
	return roles, true
}

// checksRole reports whether a check of g looks the caller up in one of the tables roles.
func checksRole(g *analysis.Function, roles []*analysis.StateVar) bool {
	for _, m := range g.CFG().Nodes {
		if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope == nil {
			continue
		}
		for c := range conjuncts(m.Expr) {
			x := unparen(c)
			if u, ok := x.(*solidity.UnaryExpr); ok && u.Op == "!" {
				x = unparen(u.X)
			}
			if r := roleTable(m.Scope, x); r != nil && slices.Contains(roles, r) {
				return true
			}
		}
	}
	return false
}

// gatesPayout reports whether the flag that the write w of f sets in an entry of v is read by a check on the
// way to another function's payout.
func gatesPayout(m *analysis.Model, f *analysis.Function, v *analysis.StateVar, w solidity.Expr) bool {
	a, ok := unparen(w).(*solidity.AssignExpr)
	if !ok {
		return false
	}
	field := flagField(unparen(a.LHS))
	if field == "" {
		return false
	}
	tf := newTrustFinder(m)
	defer tf.release()
	_, gated := tf.entryFlagGate(f, v, field)
	return gated
}

// writesRecordTable reports whether node n writes a table of structs (a mapping or a list of them), told from the
// variables' declared types: most writes are of amounts and flags.
func writesRecordTable(n *analysis.Node) bool {
	for _, w := range n.Writes() {
		if w.Var == nil || w.Var.Decl == nil {
			continue
		}
		t := w.Var.Decl.Type
		for range 4 {
			switch x := t.(type) {
			case *solidity.Mapping:
				t = x.Value
				continue
			case *solidity.ArrayTypeName:
				t = x.Elem
				continue
			case *solidity.UserDefinedTypeName:
				return t != w.Var.Decl.Type
			}
			break
		}
	}
	return false
}
