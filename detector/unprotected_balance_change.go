package detector

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedBalanceChange reports public functions that let anyone mint balances for, burn them from, or move
// them out of an account of their choice.
var UnprotectedBalanceChange = &Detector{
	ID:    "unprotected-balance-change",
	Title: "Anyone can mint, burn or move another account's balance",
	Description: "A public or external function without an access check changes the balance of an account the " +
		"caller names. In a ledger whose entries make up a recorded total (a token's balances and total supply) " +
		"it credits an amount nobody gives up and nobody pays for (a mint), or debits the account without any " +
		"allowance the account granted the caller (a burn). In any ledger it moves the account's balance " +
		"elsewhere without the owner's consent: no allowance spent, no operator approval, no signature, or an " +
		"allowance checked but never reduced.",
	Exploit: "An attacker calls mint(attacker, 10**30) and sells the new tokens, diluting every holder; calls " +
		"burnFrom(victim, balance) to wipe out a victim's holdings; or calls transferFrom(victim, attacker, " +
		"balance) on a token that forgets to check or spend the allowance.",
	Recommendation: "Restrict minting and burning to authorised callers (an owner or minter role), and debit " +
		"another account only within the allowance it granted the caller, reducing that allowance by the amount.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedBalanceChange,
}

func runUnprotectedBalanceChange(p *Pass) error {
	ls := ledgerPairs(p.Model) // looked up once: updatesOf would look it up per function
	pairs := ls.pairs
	ledgerOf := ls.ledgers()
	if len(ls.updates) == 0 && len(ledgerOf) == 0 {
		return nil // no update to judge, and no ledger a helper could mint into
	}
	credits := map[*analysis.Function][]helperCredit{} // helperCredits' cache for this run
	moves := map[*analysis.Function][]helperMove{}     // helperMoves' cache for this run
	for _, f := range entries(p.Model) {
		if f.IsView() {
			continue
		}
		// Only a function whose graph writes state has updates (ledgerPairs finds them in such nodes): the
		// others, most entries, skip the lookup.
		var ups []update
		if f.CFG().WritesState() {
			ups = ls.updates[f]
		}
		var open []bool
		for _, u := range ups {
			if u.op == "=" && isZeroLiteral(u.amount) && u.node.Scope == f.Scope() {
				// A balance emptied and handed whole to another entry is a move of all of it.
				if credit := wholeMoveCredit(ups, u); credit != nil {
					u.op, u.amount = "-", credit
				}
			}
			if u.op != "+" && u.op != "-" || u.node.Scope != f.Scope() {
				continue
			}
			ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
			if !ok || ix.X == nil || ix.Index == nil {
				continue
			}
			id, ok := solidity.Unparen(ix.X).(*solidity.Identifier)
			if !ok {
				continue
			}
			ledger := stateVarOf(u.sc, id)
			if ledger == nil {
				continue
			}
			fl := u.sc.Flow()
			// The account is one the caller names, not the caller itself.
			if kt := fl.Taint(ix.Index); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			// A move out of the named account (debited here, credited elsewhere) takes it from its owner
			// whatever the ledger; a mint or a burn matters in a ledger tied to a total.
			move := u.op == "-" && handedOn(ups, u)
			if !move && !ledgerOf[ledger] {
				continue
			}
			if u.op == "+" && (fl.Taint(u.amount).Has(analysis.TaintValue) || givenUp(f, ups, u)) {
				continue // paid for with ether, or moved from another account
			}
			if u.op == "+" && paidOutTo(u.sc, ix.Index, u.amount) {
				continue // the record of a payment the function makes to the account itself
			}
			if u.op == "-" && !move && pulledFromCaller(u.sc, u.amount) {
				continue // the caller pays the amount in: a repayment on the account's behalf
			}
			spends, unchecked := spendsAllowance(f, ups)
			if u.op == "-" && ((spends && !unchecked) || (move && spendsRecipientAllowance(ups, u, ix.Index))) {
				continue // within an allowance: the caller's, or the one granted to the account credited
			}
			if (move || u.op == "-") && (keyAuthorised(f, ix.Index) || verifiesSignature(f) || recordOwnerConsents(f, ix.Index)) {
				continue // the owner's consent is checked another way: the caller is it or acts for it, or signed
			}
			checkedOnly := move && checksAllowance(f, ix.Index)
			if checkedOnly {
				// The allowance check itself closes the path to the access analysis: judge the other checks.
				if callerCheckBesides(f, ix.Index) {
					continue
				}
			} else {
				if open == nil {
					open = openNodes(f)
				}
				if !open[u.node.Index] {
					continue
				}
			}
			if u.op == "+" && pulledFromCaller(u.sc, u.amount) {
				continue // bought with tokens the caller pays in (an ERC-4626 deposit for a receiver)
			}
			if u.op == "+" && withinQuota(f, u.node, u.amount) {
				continue // within a quota a privileged account granted the caller
			}
			what := "mint %s for %s in %s out of nothing"
			switch {
			case move && spends && unchecked:
				what = "move %s out of %s's %s: the allowance it spends is never checked, and wraps around instead of refusing"
			case checkedOnly:
				what = "move %s out of %s's %s again and again: the allowance it checks is never spent"
			case move:
				what = "move %s out of %s's %s without any allowance its owner granted"
			case u.op == "-":
				what = "burn %s of %s's %s"
			}
			p.Report(Report{Function: f, File: u.sc.File, From: f.Decl, At: u.at,
				Message: fmt.Sprintf("%s lets any caller "+what, funcLabel(f), Text(u.sc.File, u.amount), Text(u.sc.File, ix.Index), ledger.Name)})
		}
		reportRecordGrants(p, f, ups, &open)
		reportHelperMints(p, f, ledgerOf, pairs, credits)
		reportCheckedHelperMoves(p, f, ups, moves)
	}
	return nil
}

// helperMove is a move an internal function makes between two entries of a ledger: the entry keyed by its
// parameter from is lowered, and another entry of the same ledger raised, by its parameter amount.
type helperMove struct {
	ledger       *analysis.StateVar
	from, amount int
}

// helperMoves lists the moves f makes, itself or through the internal functions it calls with its own
// parameters (to a depth of 2): _transfer(from, to, amount) debiting balances[from] and crediting balances[to].
// Computed once per function and run (cache).
func helperMoves(f *analysis.Function, depth int, cache map[*analysis.Function][]helperMove) []helperMove {
	if depth > 2 || f.Decl.Body == nil {
		return nil
	}
	if hm, ok := cache[f]; ok {
		return hm
	}
	cache[f] = nil // a recursive helper ends here
	sc := f.Scope()
	param := func(e solidity.Expr) int {
		if id, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
				return sym.Index
			}
		}
		return -1
	}
	var out []helperMove
	ups := updatesOf(f)
	for _, u := range ups {
		ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if u.op != "-" || u.node.Scope != sc || !ok || ix.Index == nil {
			continue
		}
		ledger, from, amount := stateVarOf(u.sc, ix.X), param(ix.Index), param(u.amount)
		if ledger == nil || from < 0 || amount < 0 {
			continue
		}
		for _, q := range ups {
			qx, ok := solidity.Unparen(q.target).(*solidity.IndexAccess)
			if q.op == "+" && q.node.Scope == sc && ok && qx.Index != nil && stateVarOf(q.sc, qx.X) == ledger &&
				param(q.amount) == amount && param(qx.Index) != from {
				out = append(out, helperMove{ledger: ledger, from: from, amount: amount})
				break
			}
		}
	}
	out = append(out, boundedRecordMoves(f, ups)...)
	for _, c := range sc.Calls() {
		if !isHelperCall(c) {
			continue
		}
		for _, hm := range helperMoves(c.Callee, depth+1, cache) {
			if hm.from >= len(c.Args) || hm.amount >= len(c.Args) {
				continue
			}
			if a, v := param(c.Args[hm.from]), param(c.Args[hm.amount]); a >= 0 && v >= 0 {
				out = append(out, helperMove{ledger: hm.ledger, from: a, amount: v})
			}
		}
	}
	cache[f] = out
	return out
}

// boundedRecordMoves lists the entries f records an amount against, the amount bounded first by what the account
// has: a check reading both parameters (require(amount <= delegable_balance(from))), then an entry keyed by
// from written with a value made from amount (delegated[from] = d, d.bias = value + amount). Lending out part of
// an account's balance this way spends it as a transfer would.
func boundedRecordMoves(f *analysis.Function, ups []update) []helperMove {
	sc := f.Scope()
	var out []helperMove
	for _, u := range ups {
		ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if u.op == "-" || u.node.Scope != sc || !ok || ix.Index == nil {
			continue
		}
		id, ok := solidity.Unparen(ix.Index).(*solidity.Identifier)
		if !ok {
			continue
		}
		sym := sc.Resolve(id)
		ledger := stateVarOf(u.sc, ix.X)
		if sym.Kind != analysis.SymParam || ledger == nil || sym.Index >= 64 {
			continue
		}
		from := sym.Index
		fl := sc.Flow()
		vals := fl.Params(u.amount) &^ (1 << uint(from))
		for amount := 0; vals != 0 && amount < 64; amount++ {
			if vals&(1<<uint(amount)) == 0 || !boundsParamBy(f, amount, from) {
				continue
			}
			out = append(out, helperMove{ledger: ledger, from: from, amount: amount})
			return out
		}
	}
	return out
}

// boundsParamBy reports whether a guard of f's own body compares its parameter amount with a figure of its
// parameter from (require(amount <= delegable_balance(from))).
func boundsParamBy(f *analysis.Function, amount, from int) bool {
	sc := f.Scope()
	fl := sc.Flow()
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Scope != sc || n.Expr == nil {
			continue
		}
		b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || (b.Op != "<=" && b.Op != ">=" && b.Op != "<" && b.Op != ">") {
			continue
		}
		x, y := fl.Params(b.X), fl.Params(b.Y)
		a, o := uint64(1)<<uint(amount), uint64(1)<<uint(from)
		if x == a && y&o != 0 && y&a == 0 || y == a && x&o != 0 && x&a == 0 {
			return true
		}
	}
	return false
}

// reportCheckedHelperMoves reports a public function that checks the caller's allowance from an account it names
// and moves that account's balance through an internal function (transferFrom checking
// allowance[from][msg.sender] >= amount, then calling _transfer(from, to, amount)) without ever spending the
// allowance: the one approval lets the spender move the balance again and again.
func reportCheckedHelperMoves(p *Pass, f *analysis.Function, ups []update, cache map[*analysis.Function][]helperMove) {
	if f.Contract == nil || !ownCallsAny(f.Scope(), isHelperCall) {
		return
	}
	fl := f.Flow()
	for _, c := range f.Scope().Calls() {
		if !isHelperCall(c) {
			continue
		}
		for _, hm := range helperMoves(c.Callee, 0, cache) {
			if hm.from >= len(c.Args) || hm.amount >= len(c.Args) {
				continue
			}
			account := c.Args[hm.from]
			if kt := fl.Taint(account); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			if !checksAllowance(f, account) {
				continue // judged as an allowance-based move only where the function shows it is one
			}
			if spends, _ := spendsAllowance(f, ups); spends || keyAuthorised(f, account) || verifiesSignature(f) || callerCheckBesides(f, account) {
				continue
			}
			p.Report(Report{Function: f, File: f.File, From: f.Decl, At: c.Expr,
				Message: fmt.Sprintf("%s lets any caller move %s out of %s's %s again and again, through %s: the allowance it checks is never spent",
					funcLabel(f), Text(f.File, c.Args[hm.amount]), Text(f.File, account), hm.ledger.Name, funcLabel(c.Callee))})
			return
		}
	}
}

// helperCredit is a credit an internal function makes to an entry of a ledger tied to a total (pairs maps a
// total to its ledgers), with the
// positions of its parameters that give the account and the amount.
type helperCredit struct {
	ledger          *analysis.StateVar
	account, amount int
	op              string // "+" for a mint, "-" for a burn
	// other is the parameter giving the account at the other end when the function also moves the amount the
	// other way in the same ledger (_update(from, to, value) debits from and credits to): -1 when there is none,
	// -2 when it is not a parameter. A call passing address(0) there makes the move a mint or a burn.
	other int
}

// helperCredits lists the credits out of nothing and the debits into nothing that f makes, itself or through the
// internal functions it calls with its own parameters (_mint(account, value) calling _update(address(0),
// account, value)): an entry keyed by a parameter raised (or lowered) by an amount that raises (or lowers) the
// ledger's total too.
func helperCredits(f *analysis.Function, pairs map[*analysis.StateVar]map[*analysis.StateVar]bool, depth int, cache map[*analysis.Function][]helperCredit) []helperCredit {
	if depth > 3 || f.Decl.Body == nil {
		return nil
	}
	// Computed once per function and run (cache): every public function asks for the helpers it calls. The
	// cache keeps the answer of the first depth asked, which differs only for chains of helpers more than three
	// deep. It belongs to one detector's run: detectors run at once, and a shared placeholder would give
	// another an unfinished answer.
	if hc, ok := cache[f]; ok {
		return hc
	}
	cache[f] = nil // a recursive helper ends here
	out := findHelperCredits(f, pairs, depth, cache)
	cache[f] = out
	return out
}

// findHelperCredits is helperCredits without the cache.
func findHelperCredits(f *analysis.Function, pairs map[*analysis.StateVar]map[*analysis.StateVar]bool, depth int, cache map[*analysis.Function][]helperCredit) []helperCredit {
	sc := f.Scope()
	param := func(e solidity.Expr) int {
		if id, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
				return sym.Index
			}
		}
		return -1
	}
	ups := updatesOf(f)
	var out []helperCredit
	for _, u := range ups {
		if u.op != "+" && u.op != "-" || u.node.Scope != sc {
			continue
		}
		ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if !ok || ix.Index == nil {
			continue
		}
		ledger := stateVarOf(u.sc, ix.X)
		account, amount := param(ix.Index), param(u.amount)
		if ledger == nil || account < 0 || amount < 0 {
			continue
		}
		// The total moves the same way by the same amount: tokens made or destroyed, not moved.
		for _, o := range ups {
			if o.op == u.op && o.node.Scope == sc && pairs[stateVarOf(o.sc, o.target)][ledger] && param(o.amount) == amount {
				hc := helperCredit{ledger: ledger, account: account, amount: amount, op: u.op, other: -1}
				// The other end of a move in the same ledger.
				for _, q := range ups {
					qx, ok := solidity.Unparen(q.target).(*solidity.IndexAccess)
					if ok && q.op != u.op && (q.op == "+" || q.op == "-") && q.node.Scope == sc && qx.Index != nil &&
						stateVarOf(q.sc, qx.X) == ledger && param(q.amount) == amount {
						if hc.other = param(qx.Index); hc.other < 0 {
							hc.other = -2
						}
					}
				}
				out = append(out, hc)
				break
			}
		}
	}
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallInternal || c.Callee == nil || c.Expr == nil {
			continue
		}
		for _, hc := range helperCredits(c.Callee, pairs, depth+1, cache) {
			if hc.account >= len(c.Args) || hc.amount >= len(c.Args) || hc.other >= len(c.Args) {
				continue
			}
			other := hc.other
			if other >= 0 {
				if isZeroAddress(c.Args[other]) {
					other = -1 // nothing at the other end: a mint or a burn
				} else if other = param(c.Args[other]); other < 0 {
					other = -2
				}
			}
			if a, v := param(c.Args[hc.account]), param(c.Args[hc.amount]); a >= 0 && v >= 0 {
				out = append(out, helperCredit{ledger: hc.ledger, account: a, amount: v, op: hc.op, other: other})
			}
		}
	}
	return out
}

// isHelperCall reports whether c calls an internal function, which may credit a ledger (see helperCredits).
func isHelperCall(c *analysis.Call) bool {
	return c.Kind == analysis.CallInternal && c.Callee != nil && c.Expr != nil
}

// reportHelperMints reports public functions that mint or burn through an internal function for an account
// and an amount the caller names, with no access check, in a contract that does restrict other functions to
// privileged callers: there, an open mint is an oversight, where a contract with no access control at all
// (a faucet, a test token) means it.
func reportHelperMints(p *Pass, f *analysis.Function, ledgerOf map[*analysis.StateVar]bool, pairs map[*analysis.StateVar]map[*analysis.StateVar]bool, cache map[*analysis.Function][]helperCredit) {
	if len(ledgerOf) == 0 || f.Contract == nil || !ownCallsAny(f.Scope(), isHelperCall) {
		return
	}
	var open []bool
	fl := f.Flow()
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Expr == nil || n.Scope != f.Scope() {
				continue
			}
			for _, hc := range helperCredits(c.Callee, pairs, 0, cache) {
				if hc.account >= len(c.Args) || hc.amount >= len(c.Args) || hc.other >= len(c.Args) ||
					hc.other == -2 || hc.other >= 0 && !isZeroAddress(c.Args[hc.other]) {
					continue // a move between two accounts
				}
				account, amount := c.Args[hc.account], c.Args[hc.amount]
				if kt := fl.Taint(account); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
					continue
				}
				if !fl.Taint(amount).Has(analysis.TaintParam) || fl.Taint(amount).Has(analysis.TaintValue) || paidFrom(f, updatesOf(f), amount, f.File.Src, c) {
					continue
				}
				if open == nil {
					open = openNodes(f)
				}
				if !open[n.Index] || !restrictsOthers(f) || callerHandedOn(f, c) || usesCaller(c.Callee, 0) {
					continue
				}
				what := "mint %s for %s in %s out of nothing"
				if hc.op == "-" {
					what = "burn %s of %s's %s"
				}
				p.Report(Report{Function: f, File: n.Scope.File, From: f.Decl, At: c.Expr,
					Message: fmt.Sprintf("%s lets any caller "+what+", through %s, while the contract restricts other functions to privileged callers",
						funcLabel(f), Text(f.File, amount), Text(f.File, account), hc.ledger.Name, funcLabel(c.Callee))})
				return
			}
		}
	}
}

// callerHandedOn reports whether f (its modifiers included) passes the caller's address to a call other than
// mint: a check made elsewhere (OpenZeppelin's AccessManaged hands the caller to its authority, ds-auth to
// canCall), which the access analysis does not follow.
func callerHandedOn(f *analysis.Function, mint *analysis.Call) bool {
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c == mint || c.Expr == nil || n.Scope == nil {
				continue
			}
			fl := n.Scope.Flow()
			for _, a := range c.Args {
				if fl.Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
					return true
				}
			}
		}
	}
	return false
}

// usesCaller reports whether f, or an internal function it calls, looks at the caller (msg.sender, tx.origin):
// a helper that spends the caller's allowance (_burnFrom) asks for the owner's consent itself.
func usesCaller(f *analysis.Function, depth int) bool {
	if depth > 4 || f.Decl.Body == nil {
		return false
	}
	for _, n := range f.CFG().Nodes {
		if n.Expr == nil || n.Scope == nil {
			continue
		}
		fl := n.Scope.Flow()
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.MemberAccess, *solidity.CallExpr:
				found = found || fl.Taint(x.(solidity.Expr)).Has(analysis.TaintSender|analysis.TaintOrigin)
			}
			return !found
		})
		if found {
			return true
		}
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && usesCaller(c.Callee, depth+1) {
				return true
			}
		}
	}
	return false
}

// restrictsOthers reports whether another public function of f's contract runs state changes only for a
// privileged caller (an access check on every path to them).
func restrictsOthers(f *analysis.Function) bool {
	for _, g := range f.Contract.Functions {
		if g == f || !g.IsEntry() || g.IsView() || g.Decl.Body == nil {
			continue
		}
		if g.Guards().AccessChecked() && len(g.WrittenState()) > 0 {
			return true
		}
	}
	return false
}

// givenUp reports whether the amount credited by u comes from somewhere: another update of f takes the same
// amount from a place, or a call of f hands it on (a token deposit: token.transferFrom(msg.sender, this,
// amount)).
func givenUp(f *analysis.Function, ups []update, u update) bool {
	return paidFrom(f, ups, u.amount, u.sc.File.Src, nil)
}

// paidFrom reports whether f takes amount (its text read from src) from somewhere: an update of ups debits it,
// or a call other than except passes it on (token.transferFrom(msg.sender, this, amount)), other than the helper
// adding it in a credit of ups.
func paidFrom(f *analysis.Function, ups []update, amount solidity.Expr, src []byte, except *analysis.Call) bool {
	key := keyText(src, amount)
	for _, o := range ups {
		if o.op == "-" && sameKey(keyText(o.sc.File.Src, o.amount), key) {
			return true
		}
	}
	for _, c := range f.Scope().Calls() {
		if c == except || c.Kind != analysis.CallExternal && c.Kind != analysis.CallLibrary && c.Kind != analysis.CallInternal {
			continue
		}
		for _, a := range c.Args {
			if sameKey(keyText(src, a), key) {
				// The SafeMath add of a credit (balances[to] = balances[to].add(amount)) takes it from no one.
				if c.Expr != nil && slices.ContainsFunc(ups, func(o update) bool {
					return o.op == "+" && o.at != nil && unparen(o.at.RHS) == solidity.Expr(c.Expr)
				}) {
					break
				}
				return true
			}
		}
	}
	// A debit worked out from the amount, or the amount from a debit, asked last: it needs the locals' flow.
	var from *carrier
	for _, o := range ups {
		if o.op != "-" || o.sc != f.Scope() {
			continue
		}
		if from == nil {
			c := carries(o.sc, func(s *analysis.Scope, x solidity.Node) bool {
				e, ok := x.(solidity.Expr)
				return ok && sameKey(keyText(s.File.Src, e), key)
			})
			from = &c
		}
		if from.mentions(o.amount) {
			return true // a batch's total, amount * receivers.length, debited from the sender
		}
		debited := keyText(o.sc.File.Src, o.amount)
		part := carries(o.sc, func(s *analysis.Scope, x solidity.Node) bool {
			e, ok := x.(solidity.Expr)
			return ok && sameKey(keyText(s.File.Src, e), debited)
		})
		if part.mentions(amount) {
			return true // what is left of the amount debited once a fee is burned (toSend = tokens - fee)
		}
	}
	return false
}

// pulledFromCaller reports whether a call of the body of sc takes amount from the caller into this contract:
// its arguments give the caller, then this contract, then the amount (token.transferFrom(msg.sender,
// address(this), amount), or the same through a library).
func pulledFromCaller(sc *analysis.Scope, amount solidity.Expr) bool {
	key := keyText(sc.File.Src, amount)
	pulls := false
	for _, c := range sc.Calls() {
		if from, to, pulled := pullOf(sc, c); from && to {
			if sameKey(keyText(sc.File.Src, pulled), key) || pricedFrom(sc, amount, pulled) {
				return true
			}
			pulls = true
		}
	}
	return pulls && fromBalanceDelta(sc, amount, 0)
}

// fromBalanceDelta reports whether amount is worked out, through locals, named results and the arguments of the
// calls computing it, from what the contract's own balance rose by (received = balanceOf(this) - before): the
// amount a pull from the caller delivered, measured.
func fromBalanceDelta(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 6 {
		return false
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
			return false
		}
		if sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil {
				return fromBalanceDelta(sc, init, depth+1)
			}
		}
		found := false
		solidity.Preorder(sc.Body(), func(n solidity.Node) bool {
			if a, ok := n.(*solidity.AssignExpr); ok && a.Op == "=" && !found {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == sym.Var {
					found = fromBalanceDelta(sc, a.RHS, depth+1)
				}
			}
			return !found
		})
		return found
	case *solidity.BinaryExpr:
		if x.Op == "-" && ownBalance(sc, x.X, 0) {
			return true
		}
		return (x.Op == "*" || x.Op == "/") && (fromBalanceDelta(sc, x.X, depth+1) || fromBalanceDelta(sc, x.Y, depth+1))
	case *solidity.CallExpr:
		if c := sc.CallOf(x); c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary || c.Kind == analysis.CallTypeConversion) {
			for _, a := range x.Args {
				if fromBalanceDelta(sc, a, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// pricedFrom reports whether amount is worked out from pulled, a parameter the caller pays in: an ERC-4626
// deposit's shares = assets * totalSupply / totalAssets, for the assets it pulls from the caller.
func pricedFrom(sc *analysis.Scope, amount, pulled solidity.Expr) bool {
	fl := sc.Flow()
	p := fl.Params(pulled)
	if p == 0 || p&(p-1) != 0 {
		return false // not one parameter
	}
	id, ok := solidity.Unparen(pulled).(*solidity.Identifier)
	if !ok || sc.Resolve(id).Kind != analysis.SymParam {
		return false
	}
	return fl.Params(amount)&p != 0
}

// paidOutTo reports whether a call of the body of sc sends amount to account: ether (account.call{value:
// amount}, account.transfer(amount)) or a token transfer naming the account and then the amount.
func paidOutTo(sc *analysis.Scope, account, amount solidity.Expr) bool {
	src := sc.File.Src
	acc, key := keyText(src, account), keyText(src, amount)
	same := func(e solidity.Expr, k []byte) bool {
		if e == nil {
			return false
		}
		if c, ok := unparen(e).(*solidity.CallExpr); ok && len(c.Args) == 1 {
			if cc := sc.CallOf(c); cc != nil && cc.Kind == analysis.CallTypeConversion {
				e = c.Args[0] // payable(account)
			}
		}
		return sameKey(keyText(src, e), k)
	}
	for _, c := range sc.Calls() {
		if c.SendsEther() && same(c.Target, acc) && same(c.Value, key) {
			return true
		}
		if c.Kind != analysis.CallExternal && c.Kind != analysis.CallLibrary || c.Expr == nil {
			continue
		}
		args := c.Expr.Args
		for i := 0; i+1 < len(args); i++ {
			if same(args[i], acc) && same(args[i+1], key) {
				return true
			}
		}
	}
	return false
}

// wholeMoveCredit returns the amount credited by f to another entry of the ledger that the zeroing u empties,
// when that amount is the emptied entry itself, read before (uint256 amount = balances[lost]; balances[to] +=
// amount; balances[lost] = 0), or nil.
func wholeMoveCredit(ups []update, u update) solidity.Expr {
	ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
	if !ok || ix.X == nil {
		return nil
	}
	src := u.sc.File.Src
	target, ledger := keyText(src, u.target), keyText(src, ix.X)
	for _, o := range ups {
		if o.op != "+" || o.sc != u.sc {
			continue
		}
		ox, ok := solidity.Unparen(o.target).(*solidity.IndexAccess)
		if !ok || ox.X == nil || !sameKey(keyText(src, ox.X), ledger) || sameKey(keyText(src, o.target), target) {
			continue
		}
		if sameKey(keyText(src, o.amount), target) || copyOf(u.sc, o.amount, u.target) {
			return o.amount
		}
	}
	return nil
}

// handedOn reports whether the amount debited by u is credited elsewhere by f: a transfer, not a burn.
func handedOn(ups []update, u update) bool {
	amount := keyText(u.sc.File.Src, u.amount)
	for _, o := range ups {
		if o.op == "+" && sameKey(keyText(o.sc.File.Src, o.amount), amount) {
			return true
		}
	}
	return false
}

// spendsAllowance reports whether f debits an allowance the caller was granted: an update taking from an entry
// keyed by the caller (allowance[from][msg.sender] -= amount), or an internal call handed the caller's address
// that writes state (_spendAllowance(from, msg.sender, amount)). unchecked tells that the only such debits are
// inline subtractions that nothing stops from wrapping (no check of the entry against the amount, no checked
// arithmetic, no SafeMath): an allowance of 0 then lets any amount through.
func spendsAllowance(f *analysis.Function, ups []update) (spends, unchecked bool) {
	return spendsAllowanceIn(f, ups, 0)
}

// spendsAllowanceIn is spendsAllowance looking depth helpers deep (two at most).
func spendsAllowanceIn(f *analysis.Function, ups []update, depth int) (spends, unchecked bool) {
	for _, o := range ups {
		if o.op != "-" {
			continue
		}
		for e := solidity.Unparen(o.target); ; {
			ix, ok := e.(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				break
			}
			if o.sc.Flow().Taint(ix.Index).Has(analysis.TaintSender | analysis.TaintOrigin) {
				if spendChecked(f, o) {
					return true, false
				}
				spends, unchecked = true, true
				break
			}
			e = solidity.Unparen(ix.X)
		}
	}
	fl := f.Flow()
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee == f || len(c.Callee.WrittenState()) == 0 {
			continue
		}
		for _, a := range c.Args {
			if fl.Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
				return true, false
			}
		}
		// A helper that reads the caller itself and debits its allowance, checked (solmate's ERC-4626
		// withdraw: if (msg.sender != owner) allowance[owner][msg.sender] = allowed - shares).
		if depth >= 2 {
			continue
		}
		if s, u := spendsAllowanceIn(c.Callee, updatesOf(c.Callee), depth+1); s && !u {
			return true, false
		}
	}
	return spends, unchecked
}

// spendChecked reports whether the debit o cannot wrap: checked arithmetic, a helper such as SafeMath's sub,
// or a check of f that compares the debited entry with the amount.
func spendChecked(f *analysis.Function, o update) bool {
	if o.at.Op == "=" {
		if _, helper := solidity.Unparen(o.at.RHS).(*solidity.CallExpr); helper {
			return true
		}
	}
	if f.Model().Checked(o.sc.File) && !o.node.Unchecked {
		return true
	}
	kt, ka := keyText(o.sc.File.Src, o.target), keyText(o.sc.File.Src, o.amount)
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		text := keyText(n.Scope.File.Src, n.Expr)
		if bytes.Contains(text, kt) && bytes.Contains(text, ka) {
			return true
		}
	}
	return false
}

// spendsRecipientAllowance reports whether the move u makes out of the account key goes to an account whose
// allowance from key f spends (allowed[from][to] -= amount with balances[to] += amount): the tokens reach only
// the spender their owner approved.
func spendsRecipientAllowance(ups []update, u update, key solidity.Expr) bool {
	amount, kk := keyText(u.sc.File.Src, u.amount), keyText(u.sc.File.Src, key)
	for _, credit := range ups {
		cx, ok := solidity.Unparen(credit.target).(*solidity.IndexAccess)
		if credit.op != "+" || !ok || cx.Index == nil || !sameKey(keyText(credit.sc.File.Src, credit.amount), amount) {
			continue
		}
		to := keyText(credit.sc.File.Src, cx.Index)
		for _, o := range ups {
			outer, ok := solidity.Unparen(o.target).(*solidity.IndexAccess)
			if o.op != "-" || !ok || outer.Index == nil || !sameKey(keyText(o.sc.File.Src, outer.Index), to) {
				continue
			}
			if inner, ok := solidity.Unparen(outer.X).(*solidity.IndexAccess); ok && inner.Index != nil && sameKey(keyText(o.sc.File.Src, inner.Index), kk) {
				return true
			}
		}
	}
	return false
}

// keyAuthorised reports whether a check of f relates the account key to the caller: require(from ==
// msg.sender), an operator table approved[from][msg.sender], and the like.
func keyAuthorised(f *analysis.Function, key solidity.Expr) bool {
	return checkOnKey(f, key, false)
}

// recordOwnerConsents reports whether f ties the account key to the holder of a record the caller names and
// checks the caller against that same record: require(ownerOf(tokenId) == from) with
// require(_isApprovedOrOwner(msg.sender, tokenId)), an ERC-721 transfer moving the holder's count. The holder
// (or whom it approved) is the caller, so the account's owner consents.
func recordOwnerConsents(f *analysis.Function, key solidity.Expr) bool {
	src := f.File.Src
	kk := keyText(src, key)
	// The record keys the account is compared with the holder of: the parameters read by the other side of
	// from == ownerOf(tokenId) or _owners[tokenId] == from.
	var recs [][]byte
	var checks []*analysis.Node
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope != f.Scope() {
			continue
		}
		if n.Scope.Flow().Taint(n.Expr).Has(analysis.TaintSender | analysis.TaintOrigin) {
			checks = append(checks, n)
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || b.Op != "==" {
				return true
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if !sameKey(keyText(src, pair[0]), kk) {
					continue
				}
				var holder solidity.Expr
				switch h := unparen(pair[1]).(type) {
				case *solidity.CallExpr:
					if len(h.Args) == 1 {
						holder = h.Args[0]
					}
				case *solidity.IndexAccess:
					if f.Scope().RootVar(h).Kind == analysis.SymState {
						holder = h.Index
					}
				}
				if id, ok := unparen(holder).(*solidity.Identifier); ok && f.Scope().Resolve(id).Kind == analysis.SymParam {
					recs = append(recs, keyText(src, id))
				}
			}
			return true
		})
	}
	for _, rk := range recs {
		for _, n := range checks {
			found := false
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				if id, ok := x.(*solidity.Identifier); ok && sameKey(keyText(src, id), rk) {
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// checksAllowance reports whether a check of f reads an entry keyed by both the account and the caller
// (allowance[from][msg.sender] >= amount).
func checksAllowance(f *analysis.Function, key solidity.Expr) bool {
	return checkOnKey(f, key, true)
}

// checkOnKey looks for a guard or branch of f that mentions the account key and reads something the caller
// decides (msg.sender or tx.origin): with nested, through an entry indexed by both (an allowance); without, in
// another way (from == msg.sender, an operator flag).
func checkOnKey(f *analysis.Function, key solidity.Expr, nested bool) bool {
	kk := keyText(f.File.Src, key)
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil || n.Scope.File != f.File {
			continue
		}
		fl := n.Scope.Flow()
		if !fl.Taint(n.Expr).Has(analysis.TaintSender | analysis.TaintOrigin) {
			continue
		}
		if !bytes.Contains(keyText(f.File.Src, n.Expr), kk) {
			// uint256 allowed = allowance[from][msg.sender]; if (allowed < amount) revert(): the allowance
			// checked through a copy of it.
			if nested && checksCopiedAllowance(n.Scope, n.Expr, kk) {
				return true
			}
			continue
		}
		if allowanceEntryIn(n.Scope, n.Expr, kk) == nested {
			return true
		}
	}
	return false
}

// allowanceEntryIn reports whether e reads an amount kept per pair of the account kk and the caller
// (allowance[from][msg.sender]), not a flag (an operator approved for good).
func allowanceEntryIn(sc *analysis.Scope, e solidity.Expr, kk []byte) bool {
	fl := sc.Flow()
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		outer, ok := x.(*solidity.IndexAccess)
		if !ok || found || outer.Index == nil {
			return !found
		}
		inner, ok := solidity.Unparen(outer.X).(*solidity.IndexAccess)
		if ok && inner.Index != nil && fl.Taint(outer.Index).Has(analysis.TaintSender|analysis.TaintOrigin) && sameKey(keyText(sc.File.Src, inner.Index), kk) {
			if t := sc.TypeOf(outer); t != nil && t.Kind == analysis.TypeInt {
				found = true
			}
		}
		return !found
	})
	return found
}

// checksCopiedAllowance reports whether the condition e reads a local that holds a copy of the caller's
// allowance from the account kk, never assigned again.
func checksCopiedAllowance(sc *analysis.Scope, e solidity.Expr, kk []byte) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		id, ok := x.(*solidity.Identifier)
		if !ok || found {
			return !found
		}
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
			if init := sc.Init(sym.Var); init != nil && !assignedLater(sc, sym.Var) && allowanceEntryIn(sc, init, kk) {
				found = true
			}
		}
		return !found
	})
	return found
}

// callerCheckBesides reports whether a check of f that does not mention the account key reads the caller
// (msg.sender == owner, onlyOwner): an access check of its own.
func callerCheckBesides(f *analysis.Function, key solidity.Expr) bool {
	kk := keyText(f.File.Src, key)
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		if n.Scope.Flow().Taint(n.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) && !bytes.Contains(keyText(n.Scope.File.Src, n.Expr), kk) &&
			!checksCopiedAllowance(n.Scope, n.Expr, kk) {
			return true
		}
	}
	return false
}

// verifiesSignature reports whether f checks a signature (ecrecover, directly or through the functions it
// calls, or ERC-1271's isValidSignature): the owner may have consented by signing. Another external call says
// nothing about consent.
func verifiesSignature(f *analysis.Function) bool {
	seen := map[*analysis.Function]bool{}
	var walk func(g *analysis.Function, depth int) bool
	walk = func(g *analysis.Function, depth int) bool {
		if g == nil || g.Decl.Body == nil || seen[g] || depth > 4 {
			return false
		}
		seen[g] = true
		for _, c := range g.Scope().Calls() {
			switch {
			case c.Kind == analysis.CallBuiltin && c.Name == "ecrecover":
				return true
			case c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary:
				if walk(c.Callee, depth+1) {
					return true
				}
			case c.Kind == analysis.CallExternal && c.Name == "isValidSignature":
				return true // a contract account's signature (ERC-1271), checked by the account itself
			}
		}
		return false
	}
	return walk(f, 0)
}

// withinQuota reports whether a guard of f's own body that every path to node n passes bounds amount, or a value
// worked out from it, by the caller's entry in a table that only access-checked functions write
// (require(minted[msg.sender] + amount <= mintCap[msg.sender])): a caller the owner granted no quota mints
// nothing, as a minter role would have it.
func withinQuota(f *analysis.Function, n *analysis.Node, amount solidity.Expr) bool {
	if f.Contract == nil {
		return false
	}
	sc := f.Scope()
	g := f.CFG()
	var from *carrier
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Scope != sc || m.Expr == nil {
			continue
		}
		for c := range conjuncts(m.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok {
				continue
			}
			bounded, bound := upperBounded(b)
			if bounded == nil {
				continue
			}
			ix, ok := unparen(bound).(*solidity.IndexAccess)
			if !ok || ix.Index == nil || !callerValue(sc, ix.Index, 0) {
				continue
			}
			v := stateVarOf(sc, ix.X)
			if v == nil || len(settersOf(f.Model(), f.Contract).openOf(v)) > 0 {
				continue
			}
			if from == nil {
				key := keyText(sc.File.Src, amount)
				c := carries(sc, func(s *analysis.Scope, x solidity.Node) bool {
					e, ok := x.(solidity.Expr)
					return ok && sameKey(keyText(s.File.Src, e), key)
				})
				from = &c
			}
			if from.mentions(bounded) && dominates(g, m, n) {
				return true
			}
		}
	}
	return false
}

// reportRecordGrants reports the entry of a table of records, keyed by an account the caller names, set whole to
// a new record (schedules[account] = Schedule(amount, …)) one of whose fields is an amount the same function
// adds to a whole total (allocated += amount): a grant the contract counts among what it owes, a mint into a
// ledger of records, which any caller makes and no one pays for. open holds openNodes(f) once computed.
func reportRecordGrants(p *Pass, f *analysis.Function, ups []update, open *[]bool) {
	for _, u := range ups {
		if u.op != "=" || u.node.Scope != f.Scope() {
			continue
		}
		lit, ok := unparen(u.amount).(*solidity.CallExpr)
		if !ok || len(lit.Args) == 0 {
			continue
		}
		if c := u.sc.CallOf(lit); c == nil || c.Kind != analysis.CallStruct {
			continue
		}
		ix, ok := unparen(u.target).(*solidity.IndexAccess)
		if !ok || ix.X == nil || ix.Index == nil {
			continue
		}
		table := stateVarOf(u.sc, ix.X)
		if table == nil {
			continue
		}
		fl := u.sc.Flow()
		if kt := fl.Taint(ix.Index); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
			continue // the caller's own record, or none it names
		}
		src := u.sc.File.Src
		var amount solidity.Expr
		var total *analysis.StateVar
		for _, a := range lit.Args {
			if amount != nil || !fl.Taint(a).Has(analysis.TaintParam) {
				continue
			}
			key := keyText(src, a)
			for _, t := range ups {
				if t.op != "+" || t.node.Scope != u.sc {
					continue
				}
				if id, ok := unparen(t.target).(*solidity.Identifier); ok && sameKey(keyText(src, t.amount), key) {
					if v := stateVarOf(u.sc, id); v != nil && v != table {
						amount, total = a, v
						break
					}
				}
			}
		}
		if amount == nil {
			continue
		}
		if fl.Taint(amount).Has(analysis.TaintValue) || pulledFromCaller(u.sc, amount) || paidOutTo(u.sc, ix.Index, amount) {
			continue // paid for with ether or tokens, or the record of a payment made to the account
		}
		if verifiesSignature(f) {
			continue
		}
		if *open == nil {
			*open = openNodes(f)
		}
		if !(*open)[u.node.Index] || withinQuota(f, u.node, amount) {
			continue
		}
		p.Report(Report{Function: f, File: u.sc.File, From: f.Decl, At: u.at,
			Message: fmt.Sprintf("%s lets any caller grant %s to %s in %s, counted in %s, out of nothing", funcLabel(f),
				Text(u.sc.File, amount), Text(u.sc.File, ix.Index), table.Name, total.Name)})
	}
}
