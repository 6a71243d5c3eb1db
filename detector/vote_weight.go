package detector

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// VoteWeightCurrentBalance reports tallies raised by the caller's balance as it stands when it votes, while the
// balance can still move: the same tokens count once for every account they pass through.
var VoteWeightCurrentBalance = &Detector{
	ID:    "vote-weight-current-balance",
	Title: "Vote or payout weighted by a balance that can still move",
	Description: "A public function adds the caller's current balance (the contract's own balance entry of " +
		"msg.sender, or another token's balanceOf(msg.sender) or current votes) to a shared tally, such as the " +
		"votes of a proposal, and neither locks the balance nor takes the vote back when the balance moves. A " +
		"once-per-account check does not help: the balance counts once per account it passes through. And " +
		"another token's balance can be borrowed for the one transaction that votes. The same holds for a " +
		"payout to the caller in proportion to its current balance of another token (a reward per token held, " +
		"read when claimed).",
	Exploit: "An attacker votes, transfers the tokens to a second account, votes again, and so on: one balance " +
		"decides the vote. Against another token's balance, the attacker borrows the tokens with a flash loan, " +
		"votes (or proposes and executes) and repays in the same transaction, as in the Beanstalk attack that " +
		"drained $182M.",
	Recommendation: "Weigh votes by a checkpoint taken before voting opened (getPastVotes(voter, snapshotBlock), " +
		"balanceOfAt(voter, snapshotId)), or lock what voted until the vote ends: move the tokens into the " +
		"contract, or have every transfer and withdrawal check a lock the vote sets, or take a voter's recorded " +
		"weight back from the tally when its balance moves.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-837",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireDataFlow, RequireGuards},
	Run:        runVoteWeightCurrentBalance,
}

// currentVoteReads are the views of the ERC-20 and vote-token interfaces that return an account's balance or
// votes as they stand now (the checkpointed ones, getPastVotes and balanceOfAt, take a block).
var currentVoteReads = []string{"balanceOf", "getVotes", "getCurrentVotes"}

// checkpointVoteReads are the checkpointed views of the vote-token interfaces: an account's votes at a past block
// (or snapshot), the second argument.
var checkpointVoteReads = []string{"getPastVotes", "getPriorVotes", "balanceOfAt"}

// currentCheckpoint reports whether the external call x reads the account's checkpointed votes at a block taken
// from the clock when the function runs (getPastVotes(voter, block.number - 1)): a snapshot as late as the vote
// itself, which the holder passes to another account that votes again a block later.
func currentCheckpoint(sc *analysis.Scope, c *analysis.Call, x *solidity.CallExpr) bool {
	return len(x.Args) == 2 && slices.Contains(checkpointVoteReads, c.Name) &&
		sc.Flow().Taint(x.Args[1]).Has(analysis.TaintBlockNumber|analysis.TaintTime)
}

func runVoteWeightCurrentBalance(p *Pass) error {
	runBalancePayouts(p)
	updates := ledgerPairs(p.Model).updates // looked up once: updatesOf would look it up per function
	if len(updates) == 0 {
		return nil
	}
	// Only the functions with a node that writes state have updates: their facts list them, in the order of
	// bodies(p.Model), so the others are not looked up.
	facts := functionFacts(p.Model)
	for i := range facts {
		if len(facts[i].writers) == 0 {
			continue
		}
		f := facts[i].fn
		// Public functions, and the internal ones they hand the caller to (_castVote(msg.sender, id)).
		if f.IsView() || f.Contract == nil || f.Contract.Kind != solidity.KindContract || f.IsConstructor() {
			continue
		}
		// Only additions to state are tallies: the updates are listed once per model, and most functions
		// have no addition whose amount is a balance, which costs a few type switches to tell. A read added to
		// several tallies (the votes for, or against) is one finding, at the read.
		var reported []solidity.Expr
		for _, u := range updates[f] {
			if u.op != "+" {
				continue
			}
			w, ok := voteWeight(u.sc, u.amount, 0)
			if !ok {
				continue
			}
			keys, tally := entryKeys(u.sc, u.target, 0)
			if tally == nil || tally == w.ledger || callerKeyed(u.sc, keys) {
				continue // a local, the ledger itself, or an entry of the caller's own (a lock, a deposit)
			}
			tallyText := Text(u.sc.File, u.target)
			var at solidity.Node = u.at
			if inBody(f, w.at) {
				if slices.Contains(reported, w.at) {
					continue
				}
				reported = append(reported, w.at)
				at = w.at
			}
			if w.ledger == nil {
				if pullsFromCaller(f) {
					continue // the tokens counted are moved into the contract
				}
				if w.checkpoint {
					// The checkpoint is a block old when the vote is cast: it holds the tokens the account had
					// then, which a transfer after the vote passes on to an account that votes a block later.
					p.Report(Report{Function: f, File: u.sc.File, At: at,
						Message: fmt.Sprintf("%s adds %s, the caller's votes at a checkpoint taken when it votes rather "+
							"than before voting opened, to %s: the holder votes, transfers the tokens to another account "+
							"and votes again from it a block later, so the same votes count once per account",
							funcLabel(f), Text(u.sc.File, w.at), tallyText)})
					continue
				}
				p.Report(Report{Function: f, File: u.sc.File, At: at,
					Message: fmt.Sprintf("%s adds %s, the caller's current token balance, to %s: tokens borrowed for "+
						"the transaction (a flash loan) or moved to another account after voting count again",
						funcLabel(f), Text(u.sc.File, w.at), tallyText)})
				continue
			}
			if slices.Contains(f.WrittenState(), w.ledger) {
				continue // the vote moves the balance itself: into the contract, or out of reach
			}
			g, debit := balanceMover(f, w.ledger, tally)
			if g == nil {
				continue
			}
			p.Report(Report{Function: f, File: u.sc.File, At: at,
				Message: fmt.Sprintf("%s adds %s, the caller's current balance, to %s without locking it: %s lets "+
					"the holder move it to another account, where the same tokens count again",
					funcLabel(f), Text(u.sc.File, w.at), tallyText, funcLabel(g)),
				Related: []Related{{File: debit.sc.File, At: debit.at, Message: "the balance moves here"}}})
		}
	}
	return nil
}

// inBody reports whether e lies in f's body.
func inBody(f *analysis.Function, e solidity.Expr) bool {
	b, r := f.Decl.Body.Range(), e.Range()
	return b.Start.Offset <= r.Start.Offset && r.End.Offset <= b.End.Offset
}

// runBalancePayouts reports payouts to the caller computed from the caller's current balance of another token
// (an airdrop or a reward per token held, read when claimed): the tokens are not moved, so borrowed ones count,
// and passed from account to account they count once per account.
func runBalancePayouts(p *Pass) {
	// The balance is read in the paying function itself (balanceOf): the others are not looked at for it.
	balance := occurrencesOf(p.Model, wordBalance)
	anyBalance := balance.any()
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry || fx.view || len(fx.calls) == 0 {
			continue
		}
		f := fx.fn
		other := anyBalance && balance.in(f.File, f.Decl.Body.Range())
		if !other && len(fx.writers) == 0 {
			continue // no balance read, and no record of a payout (see reportStakePayout's caller below)
		}
		for _, s := range fx.calls {
			sc, c := s.node.Scope, s.call
			amount := payoutAmount(sc, c)
			minted := false
			if amount == nil {
				// token.mint(to, amount): a reward minted to the account rather than paid from a reserve.
				if c.Kind != analysis.CallExternal || c.Name != "mint" || len(c.Args) != 2 {
					continue
				}
				amount, minted = c.Args[1], true
			}
			to := c.Target
			if minted {
				to = c.Args[0]
			} else if t, _ := tokenTransfer(c); t != nil {
				to = t
			} else if !c.SendsEther() {
				continue // a transferFrom out of this contract: whose, is another question
			}
			if to == nil {
				continue
			}
			if other && !minted {
				w, ok := weightIn(sc, amount, 0)
				if ok && w.ledger == nil && callerValue(sc, to, 0) && !pullsFromCaller(f) && !movesCallerTokens(&fx, w.at) {
					p.Report(Report{Function: f, File: sc.File, At: w.at,
						Message: fmt.Sprintf("%s pays the caller an amount computed from %s, the caller's current token balance: "+
							"tokens borrowed for the transaction (a flash loan) or passed to another account after claiming claim again",
							funcLabel(f), Text(sc.File, w.at)),
						Related: []Related{{File: sc.File, At: c.Node(), Message: "the payout"}}})
					break
				}
			}
			// A payout its function records nothing about can be taken again at once: another question than
			// the deposit it is proportional to, and most payouts are of that kind.
			if len(fx.writers) > 0 && reportStakePayout(p, f, sc, c, amount, to) {
				break
			}
		}
	}
}

// reportStakePayout reports a payout to the caller (amount, to, by the call c of f) in proportion to the caller's
// current entry of one of the contract's own ledgers (deposits[msg.sender] * reward / totalDeposits), which f
// leaves in place and which a public function lets the caller take back: the deposit can be made just before the
// payout and withdrawn right after (with a flash loan), or moved to another account that is paid again. A
// payout that also grows with the time elapsed (interest accrued since the last claim) is left to other
// questions.
func reportStakePayout(p *Pass, f *analysis.Function, sc *analysis.Scope, c *analysis.Call, amount, to solidity.Expr) bool {
	w, ok := stakeIn(sc, amount, false, 0)
	if !ok || !callerValue(sc, to, 0) || sc.Flow().Taint(amount).Has(analysis.TaintTime|analysis.TaintBlockNumber) {
		return false
	}
	if slices.Contains(f.WrittenState(), w.ledger) {
		return false // the payout takes the entry itself: a redemption of shares, not a reward per share
	}
	g, debit := balanceMover(f, w.ledger, nil)
	if g == nil {
		return false
	}
	p.Report(Report{Function: f, File: sc.File, At: w.at,
		Message: fmt.Sprintf("%s pays the caller an amount proportional to %s, the caller's current deposit, which %s "+
			"lets it take back: a deposit made just before the payout (with a flash loan) and withdrawn after it is paid as if it had been there all along",
			funcLabel(f), Text(sc.File, w.at), funcLabel(g)),
		Related: []Related{{File: sc.File, At: c.Node(), Message: "the payout"}, {File: debit.sc.File, At: debit.at, Message: "the deposit is taken back here"}}})
	return true
}

// stakeIn finds the caller's entry of one of the contract's own ledgers (voteWeight's reads with a ledger) as a
// factor of a product or quotient e (not e itself: paying the entry whole is a withdrawal, whatever else is
// wrong with it), converted or through locals (and named results) set once. scaled tells that e is an operand of
// such a product already.
func stakeIn(sc *analysis.Scope, e solidity.Expr, scaled bool, depth int) (weightRead, bool) {
	if depth > 4 || e == nil {
		return weightRead{}, false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
		if !scaled {
			break
		}
		if w, ok := voteWeight(sc, x, 0); ok && w.ledger != nil {
			return w, true
		}
	case *solidity.CallExpr:
		if !scaled {
			break
		}
		if w, ok := voteWeight(sc, x, 0); ok && w.ledger != nil {
			return w, true
		}
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
			return stakeIn(sc, x.Args[0], scaled, depth+1)
		}
	case *solidity.Identifier:
		if v, local := onlyValue(sc, x); v != nil {
			// Whether the local keeps its initial value walks the body: asked only of a value that matters.
			if w, ok := stakeIn(sc, v, scaled, depth+1); ok && (local == nil || !reassigned(sc, local)) {
				return w, true
			}
		}
	case *solidity.BinaryExpr:
		if x.Op == "*" {
			if w, ok := stakeIn(sc, x.Y, true, depth+1); ok {
				return w, true
			}
		}
		if x.Op == "*" || x.Op == "/" {
			return stakeIn(sc, x.X, true, depth+1)
		}
	}
	return weightRead{}, false
}

// onlyValue returns the one value the local or named result id holds: its initial value, or the value of its one
// plain assignment when it has none; nil otherwise. For an initial value it also returns the local, which the
// caller must still check for later assignments (reassigned) when the value matters.
func onlyValue(sc *analysis.Scope, id *solidity.Identifier) (value solidity.Expr, v *solidity.VariableDeclaration) {
	sym := sc.Resolve(id)
	if sym.Var == nil || (sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn) {
		return nil, nil
	}
	if sym.Kind == analysis.SymLocal {
		if init := sc.Init(sym.Var); init != nil {
			return init, sym.Var
		}
	}
	n := 0
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		if a, ok := x.(*solidity.AssignExpr); ok {
			if lhs, ok := solidity.Unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(lhs).Var == sym.Var {
				n++
				if a.Op == "=" {
					value = a.RHS
				}
			}
		}
		return n < 2
	})
	if n != 1 {
		return nil, nil
	}
	return value, nil
}

// weightIn finds the caller's current balance of another contract's token (balanceOf(msg.sender), current
// votes) as a factor of e: e itself, or an operand of a product or quotient, converted or through locals set
// once.
func weightIn(sc *analysis.Scope, e solidity.Expr, depth int) (weightRead, bool) {
	if depth > 4 || e == nil {
		return weightRead{}, false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || len(x.Args) != 1 {
			break
		}
		if c.Kind == analysis.CallTypeConversion {
			return weightIn(sc, x.Args[0], depth+1)
		}
		if c.Kind == analysis.CallExternal && slices.Contains(currentVoteReads, c.Name) && callerValue(sc, x.Args[0], 0) {
			return weightRead{at: x}, true
		}
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return weightIn(sc, init, depth+1)
		}
	case *solidity.BinaryExpr:
		if x.Op == "*" {
			if w, ok := weightIn(sc, x.Y, depth+1); ok {
				return w, true
			}
		}
		if x.Op == "*" || x.Op == "/" {
			return weightIn(sc, x.X, depth+1)
		}
	}
	return weightRead{}, false
}

// movesCallerTokens reports whether the function calls the contract whose balance read is at (token.balanceOf(
// msg.sender)) again with the caller among the arguments: a burn or transfer of what was counted.
func movesCallerTokens(fx *cfgFacts, at solidity.Expr) bool {
	ce, ok := solidity.Unparen(at).(*solidity.CallExpr)
	if !ok {
		return false
	}
	ma, ok := ce.Fun.(*solidity.MemberAccess)
	if !ok {
		return false
	}
	var src []byte
	for _, s := range fx.calls {
		c, sc := s.call, s.node.Scope
		if c.Expr == ce || c.Kind != analysis.CallExternal || c.Target == nil {
			continue
		}
		if src == nil {
			src = solidity.Unparen(ma.X).Range().Text(sc.File.Src)
		}
		if !bytes.Equal(solidity.Unparen(c.Target).Range().Text(sc.File.Src), src) {
			continue
		}
		for _, a := range c.Args {
			if callerValue(sc, a, 0) {
				return true
			}
		}
	}
	return false
}

// weightRead is a read of the caller's current balance.
type weightRead struct {
	at solidity.Expr
	// ledger is the contract's own mapping the balance is an entry of; nil for another contract's view.
	ledger *analysis.StateVar
	// checkpoint marks another contract's checkpointed votes at a block the vote's own clock gives
	// (getPastVotes(voter, block.number - 1)): no flash loan reaches them, but a transfer does a block later.
	checkpoint bool
}

// voteWeight recognises e as the caller's current balance: an entry of a state mapping keyed by the caller
// alone (balanceOf[msg.sender], stakes[msg.sender].amount), an internal getter returning such an entry, or
// another contract's balanceOf(msg.sender) or current votes; read directly, converted, or kept in a local
// never assigned again.
func voteWeight(sc *analysis.Scope, e solidity.Expr, depth int) (weightRead, bool) {
	if depth > 3 {
		return weightRead{}, false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return voteWeight(sc, init, depth+1)
		}
	case *solidity.IndexAccess, *solidity.MemberAccess:
		keys, ledger := entryKeys(sc, x, 0)
		if ledger != nil && len(keys) == 1 && sc.TypeOf(x).IsInt() && callerValue(sc, keys[0], 0) {
			return weightRead{at: x, ledger: ledger}, true
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c != nil && c.Kind == analysis.CallExternal && currentCheckpoint(sc, c, x) && callerValue(sc, x.Args[0], 0) {
			return weightRead{at: x, checkpoint: true}, true
		}
		if c == nil || len(x.Args) != 1 {
			return weightRead{}, false
		}
		switch c.Kind {
		case analysis.CallTypeConversion:
			return voteWeight(sc, x.Args[0], depth+1)
		case analysis.CallInternal:
			if c.Callee == nil || !callerValue(sc, x.Args[0], 0) {
				break
			}
			if ledger, current := returnedEntry(c.Callee); ledger != nil {
				return weightRead{at: x, ledger: ledger}, true
			} else if current {
				return weightRead{at: x}, true
			}
		case analysis.CallExternal:
			if slices.Contains(currentVoteReads, c.Name) && callerValue(sc, x.Args[0], 0) {
				return weightRead{at: x}, true
			}
		}
	}
	return weightRead{}, false
}

// returnedEntry returns the state mapping whose entry keyed by its one parameter g returns (balanceOf(account)
// returning _balances[account]), or nil; current tells instead that g returns another contract's current balance
// or votes of its parameter (a helper returning token.balanceOf(account)).
func returnedEntry(g *analysis.Function) (ledger *analysis.StateVar, current bool) {
	if g.Decl.Body == nil || len(g.Decl.Params) != 1 || g.Decl.Params[0] == nil {
		return nil, false
	}
	sc := g.Scope()
	param := func(e solidity.Expr) bool {
		id, isID := solidity.Unparen(e).(*solidity.Identifier)
		return isID && sc.Resolve(id).Var == g.Decl.Params[0]
	}
	ok := true
	reads := 0
	solidity.Preorder(g.Decl.Body, func(n solidity.Node) bool {
		r, isReturn := n.(*solidity.ReturnStatement)
		if !ok || !isReturn {
			return ok
		}
		if ce, isCall := solidity.Unparen(r.Value).(*solidity.CallExpr); isCall && ledger == nil {
			if c := sc.CallOf(ce); c != nil && c.Kind == analysis.CallExternal && len(ce.Args) == 1 &&
				slices.Contains(currentVoteReads, c.Name) && param(ce.Args[0]) {
				reads++
				return false
			}
		}
		keys, root := entryKeys(sc, r.Value, 0)
		if reads > 0 || root == nil || len(keys) != 1 || (ledger != nil && root != ledger) || !param(keys[0]) {
			ok = false
			return false
		}
		ledger = root
		return false
	})
	if !ok {
		return nil, false
	}
	return ledger, ledger == nil && reads > 0
}

// callerKeyed reports whether one of the keys on the way to a place depends on the caller.
func callerKeyed(sc *analysis.Scope, keys []solidity.Expr) bool {
	fl := sc.Flow()
	for _, k := range keys {
		if fl.Taint(k).Has(analysis.TaintSender|analysis.TaintOrigin) || callerValue(sc, k, 0) {
			return true
		}
	}
	return false
}

// pullsFromCaller reports whether f takes tokens from the caller (token.transferFrom(msg.sender, this, w), or
// SafeERC20's safeTransferFrom): what votes is then held by the contract.
func pullsFromCaller(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind != analysis.CallExternal && c.Kind != analysis.CallLibrary || c.Name != "transferFrom" && c.Name != "safeTransferFrom" {
				continue
			}
			for _, a := range c.Args {
				if callerValue(n.Scope, a, 0) {
					return true
				}
			}
		}
	}
	return false
}

// balanceMover returns a public function that lets a holder move its balance in ledger after the vote f
// counted it, and where it takes from the ledger: it debits an entry of the ledger, itself or through the
// internal functions it calls, with no access check (or the caller's own entry), and it neither decides on state the vote sets (a lock, a
// record of the vote) or on the deadline the vote checks against the clock, nor takes the vote back (writes the
// tally). It returns nil when no function does.
func balanceMover(f *analysis.Function, ledger, tally *analysis.StateVar) (*analysis.Function, *update) {
	var marks []*analysis.StateVar // what the vote sets, which a lock would check
	for _, v := range f.WrittenState() {
		if v != ledger && !slices.Contains(f.LockVars(), v) {
			marks = append(marks, v)
		}
	}
	marks = append(marks, deadlines(f)...)
	seen := map[*analysis.Function]bool{f: true}
	for _, d := range f.Contract.Derived() {
		for _, g := range d.Functions {
			if seen[g] || !g.IsEntry() || g.IsView() {
				continue
			}
			seen[g] = true
			written := g.WrittenState()
			if !slices.Contains(written, ledger) || slices.Contains(written, tally) {
				continue
			}
			debit := debitOf(g, ledger, 0)
			if debit == nil || slices.ContainsFunc(marks, g.CheckedState) {
				continue
			}
			// The holder's own entry debited by the function itself needs no privilege (a check the access
			// analysis sees in require(token.transfer(msg.sender, amount)) is none); another's, through a
			// helper or keyed by a parameter, may be reserved to privileged callers.
			if keys, _ := entryKeys(debit.sc, debit.target, 0); !(debit.sc == g.Scope() && callerKeyed(debit.sc, keys)) && g.Guards().AccessChecked() {
				continue
			}
			return g, debit
		}
	}
	return nil, nil
}

// debitOf returns an update of g, or of an internal function it calls, that takes from an entry of ledger.
func debitOf(g *analysis.Function, ledger *analysis.StateVar, depth int) *update {
	if depth > 3 || g.Decl.Body == nil {
		return nil
	}
	ups := updatesOf(g)
	for i := range ups {
		if ups[i].op != "-" {
			continue
		}
		if _, root := entryKeys(ups[i].sc, ups[i].target, 0); root == ledger {
			return &ups[i]
		}
	}
	for _, c := range g.Scope().Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != g {
			if u := debitOf(c.Callee, ledger, depth+1); u != nil {
				return u
			}
		}
	}
	return nil
}

// deadlines returns the state variables f's guards compare with the clock (block.timestamp < votingEnd, a
// proposal's end block): the voting period, which a withdrawal may wait for.
func deadlines(f *analysis.Function) []*analysis.StateVar {
	var out []*analysis.StateVar
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil {
			continue
		}
		fl := n.Scope.Flow()
		if !fl.Taint(n.Expr).Has(analysis.TaintTime | analysis.TaintBlockNumber) {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || !isComparison(b.Op) {
				return true
			}
			for _, side := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if fl.Taint(side[0]).Has(analysis.TaintTime|analysis.TaintBlockNumber) && !fl.Taint(side[1]).Has(analysis.TaintTime|analysis.TaintBlockNumber) {
					for _, r := range n.Scope.StateReads(side[1]) {
						out = append(out, r.Var)
					}
				}
			}
			return false
		})
	}
	return out
}
