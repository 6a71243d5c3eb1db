package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedOwnerChange reports public functions that let anyone change who passes the contract's access checks.
var UnprotectedOwnerChange = &Detector{
	ID:    "unprotected-owner-change",
	Title: "Anyone can change the privileged account",
	Description: "A public function without an access check writes a state variable that access checks elsewhere " +
		"compare msg.sender with (the stored owner, or a role table entry for an address the caller picks). " +
		"Whoever calls it decides who holds the contract's privileges. (Recognised by how the variable is used " +
		"in checks, not by its name.)",
	Exploit: "The attacker calls the function with their own address, then calls the privileged functions: " +
		"withdraw the funds, change parameters, or destroy the contract.",
	Recommendation: "Guard the function with the same access check (onlyOwner-style modifier or require on " +
		"msg.sender), or set the variable only in the constructor.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedOwnerChange,
}

func runUnprotectedOwnerChange(p *Pass) error {
	gw := guardWritersOf(p.Model)
	guards := gw.guards
	for _, gwr := range gw.writers {
		f := gwr.f
		if f.IsView() {
			continue
		}
		if gwr.isInit || onceFlag(f) != nil {
			// unprotected-initializer judges set-ups, which run once: a role table filled by one (Gnosis
			// Safe's setup enabling its modules) is part of it.
			continue
		}

		open := openNodes(f)
		fl := f.Flow()
		paid, paidKnown := false, false // whether the caller pays for f, asked at its first finding
		for _, n := range f.CFG().Nodes {
			if !open[n.Index] || n.Scope == nil {
				continue
			}
			for _, w := range nodeWrites(n) {
				g, ok := guards[w.v]
				if !ok || !changesGuard(g, n, fl, w) {
					continue
				}
				sev, conf := vigil.Severity(""), vigil.Confidence("")
				if !paidKnown {
					paid, paidKnown = paidFor(f) || pullsCallerTokens(f), true
				}
				if paid {
					// Paying for the position is how games, auctions and sales hand it over: a rule of the
					// contract more often than a fault.
					sev, conf = vigil.SeverityLow, vigil.ConfidenceLow
				}
				what := "set " + w.v.Name
				if g.keyed {
					what = "grant or revoke " + w.v.Name + " for an address it chooses"
					if revokes(n.Scope, w.at) {
						// Clearing entries locks their holders out; it grants nothing.
						what = "revoke " + w.v.Name + " for an address it chooses"
					}
				}
				p.Report(Report{Function: f, File: n.Scope.File, From: f.Decl, At: w.at, Severity: sev, Confidence: conf,
					Message: fmt.Sprintf("%s lets any caller %s, which the access check at line %d compares with the caller", funcLabel(f), what, lineOf(g.at)),
					Related: []Related{{File: g.file, At: g.at, Message: "access check that relies on it"}}})
			}
		}
	}
	reportDormantGuardWrites(p, guards)
	return nil
}

// reportDormantGuardWrites reports the open writes to the variables that only a modifier no function applies
// compares with the caller: a contract's onlyOwner written for the contracts that will derive from it, or
// forgotten on the functions it was meant for. Whoever overwrites the variable passes that check wherever it
// is applied later, so the write is reported, with low confidence since nothing in the unit relies on it yet.
func reportDormantGuardWrites(p *Pass, live map[*analysis.StateVar]callerGuard) {
	dormant := dormantCallerGuards(p.Model, live)
	if len(dormant) == 0 {
		return
	}
	// Only the functions of the dormant variables' contracts, and of those inheriting them, can write them.
	var homes []*analysis.Contract
	for v := range dormant {
		if !slices.Contains(homes, v.Contract) {
			homes = append(homes, v.Contract)
		}
	}
	var fns []*analysis.Function
	var seen map[*analysis.Function]bool // hierarchies that overlap list a function once
	if len(homes) > 1 {
		seen = map[*analysis.Function]bool{}
	}
	for _, c := range homes {
		for f := range c.HierarchyBodies() {
			if f.IsEntry() && !f.IsView() && !seen[f] {
				if seen != nil {
					seen[f] = true
				}
				fns = append(fns, f)
			}
		}
	}
	for _, f := range fns {
		open := openNodes(f)
		fl := f.Flow()
		for _, n := range f.CFG().Nodes {
			if !open[n.Index] || n.Scope == nil {
				continue
			}
			for _, w := range nodeWrites(n) {
				g, ok := dormant[w.v]
				if !ok || !changesGuard(g.callerGuard, n, fl, w) {
					continue
				}
				what := "set " + w.v.Name
				if g.keyed {
					what = "grant or revoke " + w.v.Name + " for an address it chooses"
				}
				p.Report(Report{Function: f, File: n.Scope.File, From: f.Decl, At: w.at, Confidence: vigil.ConfidenceLow,
					Message: fmt.Sprintf("%s lets any caller %s, which modifier %s (line %d) compares with the caller; no function applies it yet, but one that does will admit whoever called this",
						funcLabel(f), what, g.modifier.Decl.Name, lineOf(g.at)),
					Related: []Related{{File: g.file, At: g.at, Message: "access check that relies on it"}}})
			}
		}
	}
}

// dormantGuard is a caller guard found in a modifier that no function applies.
type dormantGuard struct {
	callerGuard
	modifier *analysis.Modifier
}

// dormantCallerGuards returns the state variables that the checks of modifiers no function applies compare
// with the caller (a require or an if at the top of the modifier's body), leaving out those in live, which
// checks that do run rely on.
func dormantCallerGuards(m *analysis.Model, live map[*analysis.StateVar]callerGuard) map[*analysis.StateVar]dormantGuard {
	// Most units declare no modifier with a body: then there is nothing to look for, nor any use to list the
	// modifiers the functions apply.
	declares := false
	for _, c := range m.Contracts {
		if len(c.Modifiers) == 0 {
			continue
		}
		for _, md := range c.Modifiers {
			if md.Contract == c && md.Decl.Body != nil {
				declares = true
				break
			}
		}
		if declares {
			break
		}
	}
	if !declares {
		return nil
	}
	applied := map[*analysis.Modifier]bool{}
	for _, f := range m.Bodies() {
		if f.Contract == nil {
			continue
		}
		for _, inv := range f.Decl.Modifiers {
			if inv != nil && inv.Name != nil && len(inv.Name.Names) > 0 {
				if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil {
					applied[md] = true
				}
			}
		}
	}
	var out map[*analysis.StateVar]dormantGuard
	var mods []*analysis.Modifier
	for _, c := range m.Contracts {
		mods = mods[:0]
		for _, md := range c.Modifiers {
			// An inherited modifier is judged with the contract that declares it.
			if md.Contract == c && !applied[md] && md.Decl.Body != nil {
				mods = append(mods, md)
			}
		}
		// In source order, for the first modifier of a variable to be the one named.
		slices.SortFunc(mods, func(a, b *analysis.Modifier) int {
			return a.Decl.Range().Start.Offset - b.Decl.Range().Start.Offset
		})
		for _, md := range mods {
			sc := md.Scope()
			found := map[*analysis.StateVar]callerGuard{}
			for _, st := range md.Decl.Body.Stmts {
				var cond solidity.Expr
				switch st := st.(type) {
				case *solidity.ExpressionStatement:
					if call, ok := st.X.(*solidity.CallExpr); ok && len(call.Args) > 0 {
						if id, ok := call.Fun.(*solidity.Identifier); ok && (id.Name == "require" || id.Name == "assert") && callerCheck(sc, call.Args[0], true) {
							cond = call.Args[0]
						}
					}
				case *solidity.IfStatement:
					if callerCheck(sc, st.Cond, true) || callerCheck(sc, st.Cond, false) {
						cond = st.Cond
					}
				}
				if cond != nil {
					collectCallerGuards(sc, cond, found)
				}
			}
			for v, g := range found {
				if _, ok := live[v]; ok {
					continue
				}
				if _, ok := out[v]; ok {
					continue
				}
				if out == nil {
					out = map[*analysis.StateVar]dormantGuard{}
				}
				out[v] = dormantGuard{callerGuard: g, modifier: md}
			}
		}
	}
	return out
}

// changesGuard reports whether the write w, at node n of a function whose flow is fl, changes who passes the
// access check g relies on: it reaches what the check reads, and for a role table it names an entry the caller
// picks, not only the caller's own (enrolling or removing itself, or granting on its own account).
func changesGuard(g callerGuard, n *analysis.Node, fl *analysis.Flow, w write) bool {
	if !g.coversWrite(n.Scope, w.v, w.at) {
		return false
	}
	if g.keyed && ledgerTable(n.Scope.Model, w.v) {
		// A check that the caller holds a balance (scaledSupply[asset][msg.sender] != 0) is no role: a
		// deposit credited to another account is how the ledger works.
		return false
	}
	if ce, ok := w.at.(*solidity.CallExpr); ok {
		// A callee that checks its own caller (super.grantRole(…), behind onlyRole) writes for privileged
		// callers only.
		if c := n.Scope.CallOf(ce); c != nil && c.Callee != nil && c.Kind == analysis.CallInternal && (c.Callee.ChecksCaller() || c.Callee.IsEntry() && superCall(ce)) {
			// The public function an override hands over to (super.renounceRole(…)) runs its own checks on
			// the same caller and arguments, and is judged on its own.
			return false
		}
	}
	return !g.keyed || roleKeyChosen(n.Scope, fl, w.at) && !ownAccountEntry(n.Scope, fl, w.v, w.at) && !confirmedKey(n, w.at) &&
		!signedAccountEntry(n, w.v, w.at) && !callerRowEntry(g, n.Scope, fl, w.at) && !callerColumnEntry(g, n.Scope, fl, w.at)
}

// indexChain lists the keys of the lookup x (table[a][b]), the last level first.
func indexChain(x solidity.Node) []solidity.Expr {
	var keys []solidity.Expr
	for {
		ia, ok := x.(*solidity.IndexAccess)
		if !ok || ia.Index == nil {
			return keys
		}
		keys = append(keys, ia.Index)
		x = unparen(ia.X)
	}
}

// callerColumnEntry reports whether the write at, to a table of two or more levels whose check g requires the
// caller's entry to be unset (require(!paid[id][msg.sender])), is keyed by the caller at the levels where the
// check is: whatever row it picks, the caller can only keep itself out (a claim marked paid). Taking a role for
// oneself (hasRole[role][msg.sender] = true, checked as require(hasRole[role][msg.sender])) is no such write.
func callerColumnEntry(g callerGuard, sc *analysis.Scope, fl *analysis.Flow, at solidity.Node) bool {
	if !g.barred {
		return false
	}
	checkKeys := indexChain(g.at)
	e, ok := at.(solidity.Expr)
	if len(checkKeys) < 2 || !ok {
		return false
	}
	keys, root := entryKeys(sc, e, 0)
	if root == nil || len(keys) != len(checkKeys) {
		return false
	}
	slices.Reverse(checkKeys)
	found := false
	for i, k := range checkKeys {
		if !isSenderExpr(k) {
			continue
		}
		t := fl.Taint(keys[i])
		if !t.Has(analysis.TaintSender) || t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintOrigin) {
			return false
		}
		found = true
	}
	return found
}

// callerRowEntry reports whether a write to a table of three or more levels is keyed by the caller at a level
// where the check g, a lookup keyed by the caller at its last level, reads another account
// (authorisations[node][msg.sender][target] = allowed, checked as authorisations[node][nodeOwner][msg.sender]):
// the caller delegates on its own account, and the check consults that row only for what the caller owns.
func callerRowEntry(g callerGuard, sc *analysis.Scope, fl *analysis.Flow, at solidity.Node) bool {
	checkKeys := indexChain(g.at)
	if len(checkKeys) < 3 {
		return false // two levels are ownAccountEntry's
	}
	slices.Reverse(checkKeys)
	e, ok := at.(solidity.Expr)
	if !ok {
		return false
	}
	keys, root := entryKeys(sc, e, 0)
	if root == nil || len(keys) != len(checkKeys) {
		return false
	}
	caller := keyText(g.file.Src, checkKeys[len(checkKeys)-1])
	for i, k := range keys[:len(keys)-1] {
		t := fl.Taint(k)
		if t.Has(analysis.TaintSender) && !t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintOrigin) &&
			!sameKey(keyText(g.file.Src, checkKeys[i]), caller) {
			return true
		}
	}
	return false
}

// confirmedKey reports whether a key the write at (made at node n) picks, as roleKeyChosen sees them, is
// required to be the caller by a check before n: renounceRole(role, account) with
// if (account != _msgSender()) revert. Such a write reaches only the caller's own entries.
func confirmedKey(n *analysis.Node, at solidity.Node) bool {
	sc := n.Scope
	if sc == nil || sc.Function == nil {
		return false
	}
	g := sc.Function.CFG()
	var keys []solidity.Expr
	if ce, ok := at.(*solidity.CallExpr); ok {
		keys = ce.Args
	} else if e, ok := at.(solidity.Expr); ok {
		solidity.Preorder(e, func(x solidity.Node) bool {
			if ia, ok := x.(*solidity.IndexAccess); ok && ia.Index != nil {
				keys = append(keys, ia.Index)
			}
			return true
		})
	}
	fl := sc.Flow()
	confirmed, all := false, true
	for _, k := range keys {
		t := fl.Taint(k)
		if !t.Has(analysis.TaintParam|analysis.TaintData) || t.Has(analysis.TaintSender|analysis.TaintOrigin) {
			if t.Has(analysis.TaintSender) && !t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintOrigin) {
				// The caller itself (hasRole[role][msg.sender]): its own entry, as a confirmed key is.
				confirmed = true
			}
			continue // not a key the caller picks
		}
		if keyIsCaller(g, n, k) {
			confirmed = true
		} else {
			all = false
		}
	}
	// With every picked key the caller, the entry is the caller's own. With the account confirmed but the role
	// picked, only giving up the role is harmless (renounceRole); granting oneself any role is not.
	return confirmed && (all || revokes(sc, at))
}

// revokes reports whether the write at, made in sc directly or inside the internal function it calls, only
// clears entries: it assigns false or deletes.
func revokes(sc *analysis.Scope, at solidity.Node) bool {
	body, bsc := solidity.Node(nil), sc
	switch x := at.(type) {
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || c.Callee == nil || c.Callee.Decl.Body == nil {
			return false
		}
		body, bsc = c.Callee.Decl.Body, c.Callee.Scope()
	default:
		body = sc.Body()
	}
	if body == nil {
		return false
	}
	clears, sets := false, false
	solidity.Preorder(body, func(y solidity.Node) bool {
		switch z := y.(type) {
		case *solidity.AssignExpr:
			if r := bsc.RootVar(z.LHS); r.Kind != analysis.SymState {
				return true
			}
			if lit, ok := unparen(z.RHS).(*solidity.BoolLiteral); ok && !lit.Value && z.Op == "=" {
				if _, direct := at.(*solidity.CallExpr); direct || z.LHS == at {
					clears = true
				}
			} else if _, direct := at.(*solidity.CallExpr); direct || z.LHS == at {
				sets = true
			}
		case *solidity.UnaryExpr:
			if z.Op == "delete" {
				clears = true
			}
		}
		return true
	})
	return clears && !sets
}

// keyIsCaller reports whether a check dominating n requires k to equal the caller's address.
func keyIsCaller(g *analysis.CFG, n *analysis.Node, k solidity.Expr) bool {
	kt := keyText(n.Scope.File.Src, k)
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope != n.Scope || !dominates(g, m, n) {
			continue
		}
		b, ok := unparen(m.Expr).(*solidity.BinaryExpr)
		if !ok || !(b.Op == "==" && m.Holds || b.Op == "!=" && !m.Holds) {
			continue
		}
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			if sameKey(keyText(n.Scope.File.Src, pair[0]), kt) && callerValue(m.Scope, pair[1], 0) {
				return true
			}
		}
	}
	return false
}

// roleKeyChosen reports whether a role-table write names an entry the caller picks (a parameter or calldata),
// rather than the caller's own entry. Writes made inside an internal callee are judged by the call's arguments.
func roleKeyChosen(sc *analysis.Scope, fl *analysis.Flow, at solidity.Node) bool {
	chosen := func(e solidity.Expr) bool {
		t := fl.Taint(e)
		return t.Has(analysis.TaintParam|analysis.TaintData) && !t.Has(analysis.TaintSender|analysis.TaintOrigin)
	}
	if ce, ok := at.(*solidity.CallExpr); ok {
		for _, a := range ce.Args {
			if chosen(a) {
				return true
			}
		}
		return false
	}
	e, ok := at.(solidity.Expr)
	if !ok {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if ia, ok := x.(*solidity.IndexAccess); ok && ia.Index != nil && chosen(ia.Index) {
			found = true
		}
		return !found
	})
	return found
}

// ownAccountEntry reports whether a write of a two-level table is to an entry of the caller's own account: the
// first key is the caller (allowance[msg.sender][spender] = value, or _approve(msg.sender, spender, value)
// writing allowance[owner][spender]). The caller grants something on what is its own, as an ERC-20 approve
// does, even where checks compare the caller with the second key.
func ownAccountEntry(sc *analysis.Scope, fl *analysis.Flow, v *analysis.StateVar, at solidity.Node) bool {
	key, callerInCallee := accountKey(sc, v, at)
	return callerInCallee || key != nil && fl.Taint(key).Has(analysis.TaintSender|analysis.TaintOrigin)
}

// accountKey returns the expression of sc naming the account whose entry of v the write at picks (owner in
// allowance[owner][spender], or the argument an internal callee writes such an entry with), or nil; and whether
// the callee names the caller itself (allowance[msg.sender][guy] in the callee).
func accountKey(sc *analysis.Scope, v *analysis.StateVar, at solidity.Node) (key solidity.Expr, callerInCallee bool) {
	ce, ok := at.(*solidity.CallExpr)
	if !ok {
		key, _ := firstKey(sc, at)
		return key, false
	}
	c := sc.CallOf(ce)
	if c == nil || c.Callee == nil || c.Kind != analysis.CallInternal {
		return nil, false
	}
	csc := c.Callee.Scope()
	for _, n := range c.Callee.CFG().Nodes {
		for _, w := range n.Writes() {
			if w.Var != v {
				continue
			}
			key, ok := firstKey(csc, w.At)
			if !ok {
				return nil, false
			}
			if csc.Flow().Taint(key).Has(analysis.TaintSender | analysis.TaintOrigin) {
				return nil, true
			}
			id, ok := unparen(key).(*solidity.Identifier)
			if !ok {
				return nil, false
			}
			sym := csc.Resolve(id)
			if sym.Kind != analysis.SymParam || sym.Index >= len(ce.Args) {
				return nil, false
			}
			return ce.Args[sym.Index], false
		}
	}
	return nil, false
}

// signedAccountEntry reports whether the account whose entry the write at (at node n) picks is required, by a
// check before n, to be the signer of a signature the function recovers: ERC-2612's permit, which approves on
// the owner's behalf once ecrecover(digest, v, r, s) == owner. The signer authorised the write.
func signedAccountEntry(n *analysis.Node, v *analysis.StateVar, at solidity.Node) bool {
	sc := n.Scope
	if sc == nil || sc.Function == nil {
		return false
	}
	key, _ := accountKey(sc, v, at)
	if key == nil {
		return false
	}
	g := sc.Function.CFG()
	kt := keyText(sc.File.Src, key)
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope != sc || !dominates(g, m, n) {
			continue
		}
		op, split := "==", "&&"
		if !m.Holds {
			op, split = "!=", "||"
		}
		signed := false
		eachOperand(m.Expr, split, func(e solidity.Expr) {
			b, ok := unparen(e).(*solidity.BinaryExpr)
			if !ok || b.Op != op || signed {
				return
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if sameKey(keyText(sc.File.Src, pair[0]), kt) && signatureDerived(sc, pair[1], 0) {
					signed = true
				}
			}
		})
		if signed {
			return true
		}
	}
	return false
}

// firstKey returns the key of the outer mapping of a two-level table entry (owner in allowance[owner][spender]),
// through storage pointers as entryKeys follows them.
func firstKey(sc *analysis.Scope, at solidity.Node) (solidity.Expr, bool) {
	e, ok := at.(solidity.Expr)
	if !ok {
		return nil, false
	}
	if _, ok := unparen(e).(*solidity.IndexAccess); !ok {
		return nil, false
	}
	keys, root := entryKeys(sc, e, 0)
	if root == nil || len(keys) != 2 {
		return nil, false
	}
	return keys[0], true
}

// superCall reports whether ce calls through super: an override handing over to its base.
func superCall(ce *solidity.CallExpr) bool {
	ma, ok := ce.Fun.(*solidity.MemberAccess)
	if !ok {
		return false
	}
	id, ok := ma.X.(*solidity.Identifier)
	return ok && id.Name == "super"
}

// pullsCallerTokens reports whether f takes tokens from its caller into the contract, with transferFrom or
// SafeERC20's safeTransferFrom whose owner is msg.sender: a purchase paid in tokens, as paidFor tells one paid
// in ether.
func pullsCallerTokens(f *analysis.Function) bool {
	sc := f.Scope()
	for _, c := range sc.Calls() {
		if takesCallerTokens(sc, c) {
			return true
		}
		if c.Name != "safeTransferFrom" || c.Expr == nil {
			continue
		}
		var from, to solidity.Expr
		switch {
		case c.Kind == analysis.CallExternal && c.Callee == nil && len(c.Args) == 3:
			from, to = c.Args[0], c.Args[1] // through using-for on a token interface
		case c.Kind == analysis.CallLibrary && libraryOffset(c) == 1 && len(c.Args) == 3:
			from, to = c.Args[0], c.Args[1]
		case c.Kind == analysis.CallLibrary && len(c.Args) == 4:
			from, to = c.Args[1], c.Args[2]
		default:
			continue
		}
		t := sc.Flow().Taint(from)
		if t.Has(analysis.TaintSender) && !t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintState|analysis.TaintCallReturn) && isSelf(sc, to) {
			return true
		}
	}
	return false
}
