package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedTokenWithdrawal reports public functions that let anyone take the contract's ERC-20 tokens.
var UnprotectedTokenWithdrawal = &Detector{
	ID:    "unprotected-token-withdrawal",
	Title: "Unprotected token withdrawal",
	Description: "A public or external function without an access check transfers tokens the contract holds " +
		"to an address the caller chooses (msg.sender or a parameter), and the amount is not limited by a " +
		"balance recorded for that caller. A check of a table no open function writes (require(!claimed[msg.sender]) " +
		"with claimed never set) does not stop it when the function pays the caller and records nothing: the " +
		"caller repeats the payout.",
	Exploit: "Anyone calls the function with their own address as the receiver and takes the contract's tokens.",
	Recommendation: "Restrict the function to authorised callers, or pay out only amounts recorded for the caller " +
		"and reduce that record before transferring.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedTokenWithdrawal,
}

func runUnprotectedTokenWithdrawal(p *Pass) error {
	records := ledgers{}
	for _, f := range entries(p.Model) {
		fsc := f.Scope()
		if !ownCallsAny(fsc, isTokenTransfer) && !encodesTransfer(fsc) && !ownCallsAny(fsc, isTransferringHelper) &&
			!ownCallsAny(fsc, isTokenApproval) {
			continue
		}
		var open []bool
		for _, n := range f.CFG().Nodes {
			if n.Scope != fsc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if isTransferringHelper(c) {
					if open == nil {
						open = openNodes(f)
					}
					if open[n.Index] {
						helperTransfer(p, records, f, n, c)
					}
					continue
				}
				to, amount := tokenTransfer(c)
				if to == nil && (c.Kind == analysis.CallLowLevel || c.Kind == analysis.CallExternal) {
					to, amount = encodedTokenTransfer(fsc, c)
				}
				approval := false
				if to == nil {
					to, amount = tokenApproval(c)
					approval = to != nil
				}
				if to == nil || !receiverChosen(f, to) {
					continue
				}
				if open == nil {
					open = openNodes(f)
				}
				if !open[n.Index] || records.bounded(f, &analysis.Call{Target: to, Value: amount}) || exchanged(f, amount) || paidByCaller(f, amount) || soldForValue(f, amount) {
					continue
				}
				listed := allowlisted(f, to)
				if listed && (approval || !isSenderExpr(to) || recordsState(f)) || repaidAfter(f, n, to, amount) || balanceRestored(f, n) || committedPayout(p.Model, f, n, to, amount) || gatedSettlement(f, n, to, amount) || keeperCut(f, to, amount) || balanceCoversRecord(f, n) {
					continue
				}
				sev, conf, note := passThrough(f)
				whose := "the contract's tokens"
				if _, data := moduleTransaction(c); data != nil {
					whose = "the tokens of the Safe " + Text(fsc.File, c.Target) + " (which makes the transfer for this module)"
				}
				msg := fmt.Sprintf("%s lets any caller transfer %s of %s to %s%s", funcLabel(f),
					Text(fsc.File, amount), whose, Text(fsc.File, to), note)
				if listed {
					// A table no open function writes decides who is paid (require(!claimed[msg.sender]) with
					// claimed never set), but nothing the function writes tells a paid caller from one still to
					// be paid: the caller repeats the payout until the contract is empty.
					msg = fmt.Sprintf("%s lets every caller its checks admit transfer %s of the contract's tokens to %s, again and again: "+
						"it records nothing of the payout%s", funcLabel(f), Text(fsc.File, amount), Text(fsc.File, to), note)
				}
				if approval {
					msg = fmt.Sprintf("%s lets any caller approve %s to spend %s of the contract's tokens, which it "+
						"then takes with transferFrom%s", funcLabel(f), Text(fsc.File, to), Text(fsc.File, amount), note)
				}
				p.Report(Report{Function: f, File: fsc.File, From: f.Decl, At: c.Expr, Severity: sev, Confidence: conf, Message: msg})
			}
		}
	}
	return nil
}

// recordsState reports whether f writes state, itself or through the internal functions it calls.
func recordsState(f *analysis.Function) bool {
	g := f.CFG()
	if g.WritesState() {
		return true
	}
	for _, c := range g.AllCalls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && len(c.Callee.WrittenState()) > 0 {
			return true
		}
	}
	return false
}

// isTransferringHelper reports whether c calls an internal or private function of the contract whose own body
// makes a token transfer (tokenTransfer).
func isTransferringHelper(c *analysis.Call) bool {
	h := c.Callee
	return c.Kind == analysis.CallInternal && h != nil && h.Decl.Body != nil && !h.IsEntry() &&
		ownCallsAny(h.Scope(), isTokenTransfer)
}

// helperTransfer reports a token transfer the internal function c calls makes, from the open node n of the
// public function f, when the values that decide its receiver and its amount are the caller's: a receiver that
// is msg.sender, or follows from parameters f hands it the caller's values for (an Axelar execute passing the
// payload to _execute, which decodes the recipient and the amount from it), and nothing read from state. The
// helper's own checks and f's are asked as for a transfer in f: a ledger bounding the amount (of the helper,
// or of f for the value it passes), a payment in, an allow-list, a committed payout.
func helperTransfer(p *Pass, records ledgers, f *analysis.Function, n *analysis.Node, c *analysis.Call) {
	h := c.Callee
	hsc := h.Scope()
	hfl := h.Flow()
	var hopen []bool
	var args []solidity.Expr
	for _, m := range h.CFG().Nodes {
		if m.Scope != hsc {
			continue
		}
		for _, t := range analysis.NodeCalls(m) {
			to, amount := tokenTransfer(t)
			if to == nil {
				continue
			}
			if hopen == nil {
				hopen, args = openNodes(h), callArgs(c)
			}
			if !hopen[m.Index] || hfl.Taint(to).Has(analysis.TaintState) || hfl.Taint(amount).Has(analysis.TaintState|analysis.TaintValue) {
				continue
			}
			chosen, fromState := hfl.Taint(to).Has(analysis.TaintSender|analysis.TaintOrigin), false
			passedTo, okTo := passedFor(f, args, hfl.Params(to), &chosen, &fromState)
			var amountChosen bool
			passedAmount, okAmount := passedFor(f, args, hfl.Params(amount), &amountChosen, &fromState)
			if !chosen || fromState || !okTo || !okAmount {
				continue
			}
			call := &analysis.Call{Target: to, Value: amount}
			if records.bounded(h, call) || exchanged(h, amount) || paidByCaller(h, amount) || allowlisted(h, to) ||
				committedPayout(p.Model, h, m, to, amount) || balanceRestored(f, n) {
				continue
			}
			if passedAmount != nil && (records.bounded(f, &analysis.Call{Target: passedTo, Value: passedAmount}) ||
				exchanged(f, passedAmount) || paidByCaller(f, passedAmount)) {
				continue
			}
			if passedTo != nil && (allowlisted(f, passedTo) || passedAmount != nil &&
				(repaidAfter(f, n, passedTo, passedAmount) || committedPayout(p.Model, f, n, passedTo, passedAmount))) {
				continue
			}
			if handsCaller(f, args) && writesStateWithin(h, 0) {
				return // the helper debits a record of the caller it is handed, as _burn(msg.sender, amount) would
			}
			sev, conf, note := passThrough(f)
			p.Report(Report{Function: f, File: f.Scope().File, From: f.Decl, At: c.Expr, Severity: sev, Confidence: conf,
				Message: fmt.Sprintf("%s lets any caller transfer %s of the contract's tokens to %s through %s%s", funcLabel(f),
					Text(hsc.File, amount), Text(hsc.File, to), funcLabel(h), note),
				Related: []Related{{File: hsc.File, At: t.Expr, Message: "tokens transferred here"}}})
			return
		}
	}
}

// handsCaller reports whether one of the values f passes is the caller's address (msg.sender, tx.origin).
func handsCaller(f *analysis.Function, args []solidity.Expr) bool {
	for _, a := range args {
		if a != nil && f.Flow().Taint(a).Has(analysis.TaintSender|analysis.TaintOrigin) {
			return true
		}
	}
	return false
}

// writesStateWithin reports whether f writes state, itself or through the internal functions it calls (to a
// depth of three), whichever contract of the hierarchy declares the variable.
func writesStateWithin(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return false
	}
	if f.CFG().WritesState() {
		return true
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallInternal && c.Callee != f && writesStateWithin(c.Callee, depth+1) {
			return true
		}
	}
	return false
}

// passedFor judges the values f passes (args, by the callee's parameter position) for the callee's parameters
// in bits: chosen is set when one is the caller's (msg.sender, tx.origin, a parameter of f) and fromState when
// one reads state. It returns the value passed when bits name a single parameter, and false when a parameter
// has no value passed.
func passedFor(f *analysis.Function, args []solidity.Expr, bits uint64, chosen, fromState *bool) (solidity.Expr, bool) {
	var single solidity.Expr
	count := 0
	for i := 0; bits != 0 && i < 64; i++ {
		if bits&(1<<uint(i)) == 0 {
			continue
		}
		bits &^= 1 << uint(i)
		if i >= len(args) || args[i] == nil {
			return nil, false
		}
		t := f.Flow().Taint(args[i])
		if t.Has(analysis.TaintState) {
			*fromState = true
		}
		if t.Has(analysis.TaintSender | analysis.TaintOrigin | analysis.TaintParam) {
			*chosen = true
		}
		single = args[i]
		count++
	}
	if count != 1 {
		single = nil
	}
	return single, true
}

// receiverChosen reports whether the receiver of f's token transfer is one the caller chooses: msg.sender or a
// parameter, not an address the contract stores.
func receiverChosen(f *analysis.Function, to solidity.Expr) bool {
	t := f.Flow().Taint(to)
	return t.Has(analysis.TaintSender|analysis.TaintOrigin|analysis.TaintParam) && !t.Has(analysis.TaintState)
}

// isTokenTransfer reports whether c is a token transfer tokenTransfer tells.
func isTokenTransfer(c *analysis.Call) bool {
	to, _ := tokenTransfer(c)
	return to != nil
}

// tokenTransfer returns the receiver and amount of an ERC-20 transfer out of this contract:
// t.transfer(to, amount) on a token whose transfer returns bool, t.safeTransfer(to, amount) through
// using-for, and SafeERC20.safeTransfer(t, to, amount). It returns nils for any other call.
func tokenTransfer(c *analysis.Call) (to, amount solidity.Expr) {
	if c.Expr == nil {
		return nil, nil
	}
	switch {
	case c.Kind == analysis.CallExternal && c.ERC20 && c.Name == "transfer" && len(c.Args) == 2:
		return c.Args[0], c.Args[1]
	case c.Kind == analysis.CallExternal && c.Name == "safeTransfer" && c.Callee == nil && len(c.Args) == 2:
		// SafeERC20 through using-for on a token interface, which the model takes for a call of the token.
		return c.Args[0], c.Args[1]
	case c.Kind == analysis.CallLibrary && c.Name == "safeTransfer":
		if libraryOffset(c) == 1 && len(c.Args) == 2 {
			return c.Args[0], c.Args[1]
		}
		if len(c.Args) == 3 {
			return c.Args[1], c.Args[2]
		}
	}
	return nil, nil
}

// isTokenApproval reports whether c is an approval tokenApproval tells.
func isTokenApproval(c *analysis.Call) bool {
	spender, _ := tokenApproval(c)
	return spender != nil
}

// tokenApproval returns the spender and amount of an ERC-20 approval this contract grants on its own tokens:
// t.approve(spender, amount) on a token whose approve returns bool, and t.safeApprove / t.forceApprove through
// using-for or SafeERC20.safeApprove(t, spender, amount). An approval is a transfer the spender completes: the
// tokens are theirs to take with transferFrom. A zero amount, which revokes, is no approval. It returns nils for
// any other call.
func tokenApproval(c *analysis.Call) (spender, amount solidity.Expr) {
	if c.Expr == nil {
		return nil, nil
	}
	switch {
	case c.Kind == analysis.CallExternal && c.ERC20 && c.Name == "approve" && len(c.Args) == 2:
		spender, amount = c.Args[0], c.Args[1]
	case c.Kind == analysis.CallExternal && (c.Name == "safeApprove" || c.Name == "forceApprove") && c.Callee == nil && len(c.Args) == 2:
		spender, amount = c.Args[0], c.Args[1]
	case c.Kind == analysis.CallLibrary && (c.Name == "safeApprove" || c.Name == "forceApprove"):
		if libraryOffset(c) == 1 && len(c.Args) == 2 {
			spender, amount = c.Args[0], c.Args[1]
		} else if len(c.Args) == 3 {
			spender, amount = c.Args[1], c.Args[2]
		}
	}
	if n, ok := unparen(amount).(*solidity.NumberLiteral); ok && n.Value == "0" {
		return nil, nil
	}
	return spender, amount
}

// isPlainCall reports whether c is a low-level call (which may carry an encoded token transfer).
func isPlainCall(c *analysis.Call) bool {
	return c.Kind == analysis.CallLowLevel && c.Name == "call"
}

// encodesTransfer reports whether the body of sc makes a token transfer as a low-level call
// (encodedTokenTransfer). Most low-level calls send ether with empty data and are told apart by their
// arguments alone.
func encodesTransfer(sc *analysis.Scope) bool {
	for _, c := range sc.Calls() {
		if _, data := moduleTransaction(c); data != nil {
			if to, _ := encodedTokenTransfer(sc, c); to != nil {
				return true
			}
			continue
		}
		if c.Kind != analysis.CallLowLevel || len(c.Args) == 0 || len(c.Args) == 1 && !isCallExpr(c.Args[0]) {
			continue
		}
		if to, _ := encodedTokenTransfer(sc, c); to != nil {
			return true
		}
	}
	return false
}

// isCallExpr reports whether e is a call expression.
func isCallExpr(e solidity.Expr) bool {
	_, ok := solidity.Unparen(e).(*solidity.CallExpr)
	return ok
}

// encodedTokenTransfer returns the receiver and amount of an ERC-20 transfer made as a low-level call (see
// encodedERC20, and the pre-0.5 token.call(bytes4(keccak256("transfer(address,uint256)")), to, amount)). Nils
// for any other call.
func encodedTokenTransfer(sc *analysis.Scope, c *analysis.Call) (to, amount solidity.Expr) {
	var sig string
	var args []solidity.Expr
	if _, data := moduleTransaction(c); data != nil {
		sig, args = encodedERC20(sc, onceSetLocal(sc, data))
	} else {
		if !isPlainCall(c) || c.Expr == nil || len(c.Args) == 0 {
			return nil, nil
		}
		switch len(c.Args) {
		case 1:
			sig, args = encodedERC20(sc, c.Args[0])
		case 3:
			sig, args = erc20SelectorSig(sc, c.Args[0], 2), c.Args[1:]
		}
	}
	if sig != erc20Transfer || len(args) != 2 || args[0] == nil || args[1] == nil {
		return nil, nil
	}
	return args[0], args[1]
}

// moduleTransaction returns the target and the calldata of a transaction a Safe module has its Safe make:
// safe.execTransactionFromModule(to, value, data, operation), of Safe's ModuleManager, runs the call of to with
// data as the Safe, with the Safe's tokens and ether. Nils for any other call (and for a callee the unit
// declares with a body, judged by its code).
func moduleTransaction(c *analysis.Call) (target, data solidity.Expr) {
	if c.Kind != analysis.CallExternal || c.Expr == nil || len(c.Args) != 4 ||
		c.Name != "execTransactionFromModule" && c.Name != "execTransactionFromModuleReturnData" {
		return nil, nil
	}
	if c.Callee != nil && c.Callee.Decl.Body != nil {
		return nil, nil
	}
	return c.Args[0], c.Args[2]
}

// onceSetLocal returns the initial value of the local e names when nothing assigns it again, or e.
func onceSetLocal(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	if v, init := localInit(sc, e); v != nil && init != nil && !reassigned(sc, v) {
		return init
	}
	return e
}

// exchanged reports whether the amount f pays out follows from an amount f pulls from the caller into this
// contract, or burns of the caller's (callerBurn): a swap's output computed from its input, the collateral a
// liquidator gets for the debt it repays.
// The price may be wrong; the caller still pays for what it gets.
func exchanged(f *analysis.Function, amount solidity.Expr) bool {
	fl := f.Flow()
	params := fl.Params(amount)
	if params == 0 {
		return false
	}
	if pullsPriced(f, amount, false) {
		return true
	}
	sc := f.Scope()
	for _, c := range sc.Calls() {
		if burned := callerBurn(sc, c); burned != nil && fl.Params(burned)&params != 0 {
			return true
		}
	}
	// The caller pays the account the contract recorded for the trade instead (the maker of the order it fills):
	// a payee read from state, which the caller does not name.
	for _, c := range sc.Calls() {
		if from, to := transferFromSource(c); from != nil && callerValue(sc, from, 0) && recordedPayee(sc, fl, to) &&
			fl.Params(c.Args[len(c.Args)-1])&params != 0 {
			return true
		}
	}
	return false
}

// pullsPriced reports whether f pulls from the caller into this contract an amount worked out from the
// parameters amount is (a swap's input, the tokens sold), and with fresh not from state besides (a recorded debt
// repaid is not an amount the caller names).
func pullsPriced(f *analysis.Function, amount solidity.Expr, fresh bool) bool {
	fl := f.Flow()
	params := fl.Params(amount)
	if params == 0 {
		return false
	}
	sc := f.Scope()
	for _, c := range sc.Calls() {
		if from, to, pulled := pullOf(sc, c); from && to && fl.Params(pulled)&params != 0 && (!fresh || !fl.Taint(pulled).Has(analysis.TaintState)) {
			return true
		}
	}
	return false
}

// soldForValue reports whether f sells the amount it pays out for ether: f is payable and a guard requires
// msg.value to equal (or reach) a price computed from that amount (require(msg.value == tokens * price / 1e18)).
// The price may be wrong; the caller still pays for what it gets.
func soldForValue(f *analysis.Function, amount solidity.Expr) bool {
	if f.Decl.Mutability != solidity.MutabilityPayable {
		return false
	}
	fl := f.Flow()
	params := fl.Params(amount)
	if params == 0 {
		return false
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope != f.Scope() {
			continue
		}
		for c := range conjuncts(n.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok || b.X == nil || b.Y == nil {
				continue
			}
			var price solidity.Expr
			switch {
			case isMsgValue(n.Scope, b.X) && (b.Op == "==" || b.Op == ">="):
				price = b.Y
			case isMsgValue(n.Scope, b.Y) && (b.Op == "==" || b.Op == "<="):
				price = b.X
			}
			if price != nil && fl.Params(price)&params != 0 {
				return true
			}
		}
	}
	return false
}

// recordedPayee reports whether the account e is one the contract stored (o.maker of orders[id]): read from
// state, not msg.sender, tx.origin, msg.data or a parameter itself.
func recordedPayee(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) bool {
	t := fl.Taint(e)
	if !t.Has(analysis.TaintState) || t.Has(analysis.TaintSender|analysis.TaintOrigin|analysis.TaintData) {
		return false
	}
	if id, ok := unparen(e).(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymParam {
		return false
	}
	return true
}

// repaidAfter reports whether, after paying amount to `to` at node n, f pulls from `to` into this contract an
// amount that follows from the one it paid: a flash loan taking back what it lent, with its fee.
func repaidAfter(f *analysis.Function, n *analysis.Node, to, amount solidity.Expr) bool {
	fl := f.Flow()
	params := fl.Params(amount)
	if params == 0 {
		return false
	}
	g := f.CFG()
	after := g.After(n)
	src := f.File.Src
	who := keyText(src, to)
	for _, m := range g.Nodes {
		if !after[m.Index] {
			continue
		}
		for _, c := range m.Calls() {
			from, _ := transferFromSource(c)
			if from == nil || !sameKey(keyText(src, from), who) || len(c.Args) == 0 {
				continue
			}
			if last := c.Args[len(c.Args)-1]; fl.Params(last)&params != 0 && isSelfArg(m.Scope, c) {
				return true
			}
		}
	}
	return false
}

// isSelfArg reports whether a transferFrom call's receiver is this contract.
func isSelfArg(sc *analysis.Scope, c *analysis.Call) bool {
	_, to := transferFromSource(c)
	return to != nil && isSelf(sc, to)
}

// pullOf tells, for a call of the body of sc, whether its arguments give the caller (from), then this contract
// (to), then an amount (pulled): token.transferFrom(msg.sender, address(this), x) or the same through a library.
func pullOf(sc *analysis.Scope, c *analysis.Call) (from, to bool, pulled solidity.Expr) {
	if c.Kind != analysis.CallExternal && c.Kind != analysis.CallLibrary || c.Expr == nil {
		return false, false, nil
	}
	args := c.Expr.Args
	for i := 0; i+2 < len(args); i++ {
		if callerValue(sc, args[i], 0) && (isSelf(sc, args[i+1]) || fixedAccount(sc, args[i+1])) {
			return true, true, args[i+2]
		}
	}
	return false, false, nil
}

// balanceRestored reports whether a guard after node n requires the contract's balance to be back where it was
// before (restores): a flash loan's `require(token.balanceOf(address(this)) >= balanceBefore)`.
func balanceRestored(f *analysis.Function, n *analysis.Node) bool {
	return restoringGuard(f, n) != nil
}

// restores reports whether the guard m requires the contract's balance to be at least (or above) a value
// computed from the balance read earlier.
func restores(m *analysis.Node) bool {
	for c := range conjuncts(m.Expr) {
		b, ok := unparen(c).(*solidity.BinaryExpr)
		if !ok {
			continue
		}
		then, now := upperBounded(b) // the balance now at least (or above) what it was
		if then == nil {
			continue
		}
		if ownBalance(m.Scope, now, 0) && capturesBalance(m.Scope, then) {
			return true
		}
	}
	return false
}

// capturesBalance reports whether e reads a local holding the contract's balance as it was when the local was
// set (balanceBefore, balanceBefore + fee), itself or as an element of a local array of such readings
// (Balancer's preLoanBalances[i], one per token lent).
func capturesBalance(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && !found {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
				init := sc.Init(sym.Var)
				if ownBalance(sc, init, 0) {
					found = true
				} else if ia, ok := unparen(init).(*solidity.IndexAccess); ok {
					found = balanceReadings(sc, ia.X)
				}
			}
		}
		return !found
	})
	return found
}

// balanceReadings reports whether arr is a local array whose elements the body of sc only ever sets to the
// contract's balance.
func balanceReadings(sc *analysis.Scope, arr solidity.Expr) bool {
	id, ok := unparen(arr).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil || sc.Body() == nil {
		return false
	}
	set, other := false, false
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if !ok {
			return !other
		}
		ia, ok := unparen(a.LHS).(*solidity.IndexAccess)
		if !ok {
			if lid, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(lid).Var == sym.Var {
				other = true // the array itself replaced
			}
			return !other
		}
		if aid, ok := unparen(ia.X).(*solidity.Identifier); ok && sc.Resolve(aid).Var == sym.Var {
			if a.Op == "=" && ownBalance(sc, a.RHS, 0) {
				set = true
			} else {
				other = true
			}
		}
		return !other
	})
	return set && !other
}

// passThrough rates a payout of a contract that keeps no state but constants and immutables (Uniswap's routers
// and their sweepToken and unwrapWETH9): it records no balance for anyone, so whatever it holds is left over
// from the current transaction, which the caller's next call in a multicall sweeps on purpose. Anyone taking
// such leftovers is low severity; a contract that keeps state keeps the default rating.
func passThrough(f *analysis.Function) (vigil.Severity, vigil.Confidence, string) {
	if f.Contract == nil {
		return "", "", ""
	}
	for _, c := range f.Contract.Linearization {
		for _, v := range c.StateVars {
			if !v.Decl.Constant && !v.Decl.Immutable {
				return "", "", ""
			}
		}
	}
	if keepsForOwner(f.Contract) {
		return "", "", ""
	}
	return vigil.SeverityLow, vigil.ConfidenceLow, "; the contract keeps no state, so it holds only what the current transaction left in it"
}

// gatedSettlement reports whether the transfer at n pays an amount drawn from state when the contract settles
// the record of an account the caller names, and the contract, not the caller, decides that the settlement is
// due: on every path to n f writes a state record keyed by an account's address the caller passes (delete
// positions[trader]; a record keyed by an id has an owner of its own, whom the caller must be), and a check
// before n holds a condition that reads state together with another contract's answer or the time (a price,
// an expiry) and depends on no caller input but those keys (require(!_meets(trader, MMR_BPS)), which reads the
// trader's position and the oracle). A liquidator's reward or a keeper's fee is such a payout: the caller
// chooses whom to settle, never whether it is due, and is paid itself (or the record's account is). A check on
// a price the caller passes depends on a parameter that keys nothing, and a receiver the caller names (release
// of another's vesting to any address) takes what the record owes its account: both leave the transfer reported.
func gatedSettlement(f *analysis.Function, n *analysis.Node, to, amount solidity.Expr) bool {
	fl := f.Flow()
	if !fl.Taint(amount).Has(analysis.TaintState) || fl.Taint(to).Has(analysis.TaintParam) {
		return false // the settlement pays the caller or an account of the record, not an address the caller names
	}
	sc, g := f.Scope(), f.CFG()
	var keys uint64 // the parameters that key a record written before n
	for _, d := range g.Nodes {
		if d.Scope != sc || d == n || !d.MakesCallsOrWrites() || !dominates(g, d, n) {
			continue
		}
		for _, w := range d.Writes() {
			if ix, ok := w.At.(*solidity.IndexAccess); ok && ix.Index != nil && sc.TypeOf(ix.Index).IsAddress() {
				keys |= fl.Params(ix.Index)
			}
		}
	}
	if keys == 0 {
		return false
	}
	decides := func(e solidity.Expr) bool {
		t, ps := fl.Taint(e), fl.Params(e)
		return t.Has(analysis.TaintState) && t&(analysis.TaintCallReturn|analysis.TaintTime) != 0 &&
			t&(analysis.Caller&^analysis.TaintParam) == 0 && ps != 0 && ps&^keys == 0
	}
	var visit func(e solidity.Expr) bool
	visit = func(e solidity.Expr) bool {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.UnaryExpr:
			if x.Op == "!" {
				return visit(x.X)
			}
		case *solidity.BinaryExpr:
			if x.Op == "&&" {
				return visit(x.X) || visit(x.Y)
			}
			if x.Op == "||" {
				return visit(x.X) && visit(x.Y)
			}
		}
		return decides(e)
	}
	for _, d := range g.Nodes {
		if d.Kind == analysis.NodeGuard && d.Scope == sc && d.Expr != nil && dominates(g, d, n) && visit(d.Expr) {
			return true
		}
	}
	return false
}

// keepsForOwner reports whether a public function of c pays out its tokens only to a privileged caller (an
// owner's withdraw, behind an access check): c holds tokens from one transaction to the next, for that account,
// and they are not leftovers of the current one.
func keepsForOwner(c *analysis.Contract) bool {
	for _, g := range c.Functions {
		if !g.IsEntry() || g.IsView() || g.Decl.Body == nil || !ownCallsAny(g.Scope(), isTokenTransfer) {
			continue
		}
		open := openNodes(g)
		for _, n := range g.CFG().Nodes {
			if n.Scope != g.Scope() || open[n.Index] {
				continue
			}
			if slices.ContainsFunc(analysis.NodeCalls(n), isTokenTransfer) {
				return true
			}
		}
	}
	return false
}

// committedPayout reports whether a check before the transfer at n binds its receiver and amount to data the
// contract committed to and no caller can change: a condition hashing both (a Merkle leaf
// keccak256(abi.encodePacked(index, account, amount)), a signed digest) that also reads a state variable no
// function lets any caller set (the Merkle root, the signer). Such a payout goes only where the contract's
// owner decided; anyone may deliver it, once: a function that records nothing (no claimed leaf, no nonce) and
// asks no other contract that could pays the same committed payout again on every call, and is not one.
func committedPayout(m *analysis.Model, f *analysis.Function, n *analysis.Node, to, amount solidity.Expr) bool {
	sc := f.Scope()
	toVar, amountVar := paramOrLocal(sc, to), paramOrLocal(sc, amount)
	if toVar == nil || amountVar == nil || f.Contract == nil {
		return false
	}
	g := f.CFG()
	var loops []*solidity.ForStatement // the body's loops, gathered for the first guard that needs them
	for _, d := range g.Nodes {
		if d.Kind != analysis.NodeGuard || d.Scope != sc || d.Expr == nil {
			continue
		}
		if !dominates(g, d, n) {
			// A check of each signature in a loop over them (a bridge's validators) stands before n when
			// the loop does.
			if loops == nil {
				loops = []*solidity.ForStatement{}
				eachStatement(f.Decl.Body, func(st solidity.Stmt) {
					if fs, ok := st.(*solidity.ForStatement); ok && fs.Body != nil {
						loops = append(loops, fs)
					}
				})
			}
			if !loopBefore(g, loops, d, n) {
				continue
			}
		}
		if hashBinds(sc, d.Expr, toVar, amountVar, 0) && readsFixedState(m, f, d) && !openTally(m, f, d, toVar, amountVar) {
			// The record is kept here, or by the contract the check asks (a gateway's validateContractCall
			// consumes the approval it confirms).
			return writesStateWithin(f, 0) || slices.ContainsFunc(d.Calls(), func(c *analysis.Call) bool { return c.Kind == analysis.CallExternal })
		}
	}
	return signedOffCall(m, f, n, toVar, amountVar) && writesStateWithin(f, 0)
}

// openTally reports whether the guard d of f reads a record keyed by the hash of the payout (approvals[id],
// with id the hash of the receiver and the amount) that another function lets any caller write: a tally of
// approvals anyone can add to commits nothing, however fixed the threshold it is compared with.
func openTally(m *analysis.Model, f *analysis.Function, d *analysis.Node, to, amount *solidity.VariableDeclaration) bool {
	sc, open := f.Scope(), false
	solidity.Preorder(d.Expr, func(x solidity.Node) bool {
		ia, ok := x.(*solidity.IndexAccess)
		if open || !ok || ia.Index == nil {
			return !open
		}
		sym := sc.RootVar(ia)
		if sym.Kind != analysis.SymState || sym.State == nil || !hashBinds(sc, ia.Index, to, amount, 0) {
			return true
		}
		for _, w := range settersOf(m, f.Contract).openOf(sym.State) {
			if w.fn != nil && w.fn != f && (w.node == nil || !voidedCheck(w.fn, w.node)) {
				open = true
			}
		}
		return !open
	})
	return open
}

// readsFixedState reports whether the guard d of f reads a state variable no function lets any caller set,
// itself or through a local kept unchanged from its declaration (bytes32 root = batchRoots[batch]).
func readsFixedState(m *analysis.Model, f *analysis.Function, d *analysis.Node) bool {
	fixedVar := func(v *analysis.StateVar) bool {
		if v.Decl.Immutable || v.Decl.Constant {
			return true
		}
		// Open writes behind a check of the caller that only a voided account makes open (a signer set by an
		// open initializer) leave it as fixed as the guarded ones: that open write is the fault, reported
		// where it is made.
		for _, w := range settersOf(m, f.Contract).openOf(v) {
			if w.fn == nil || w.node == nil || !voidedCheck(w.fn, w.node) {
				return false
			}
		}
		return true
	}
	for _, r := range d.Reads() {
		if fixedVar(r.Var) {
			return true
		}
	}
	sc, found := f.Scope(), false
	solidity.Preorder(d.Expr, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && !found {
			if init := unchangedInit(sc, id); init != nil {
				if sym := sc.RootVar(unwrapConversion(init)); sym.Kind == analysis.SymState && sym.State != nil && fixedVar(sym.State) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// signedOffCall reports whether, on every path to n, f first hands a hash of both a and b to a function of the
// contract that checks signatures over it against signers it keeps: a statement call such as Gnosis Safe's
// checkSignatures(txHash, signatures), which recovers each signer with ecrecover and requires it in its owner
// table (state no caller can set).
func signedOffCall(m *analysis.Model, f *analysis.Function, n *analysis.Node, a, b *solidity.VariableDeclaration) bool {
	sc := f.Scope()
	g := f.CFG()
	for _, d := range g.Nodes {
		if d.Scope != sc || (d.Kind != analysis.NodeStmt && d.Kind != analysis.NodeGuard) || d == n || len(d.Calls()) == 0 ||
			!dominates(g, d, n) {
			continue
		}
		for _, c := range d.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || c.Callee.Contract == nil {
				continue
			}
			hashed := false
			for _, arg := range c.Args {
				if hashBinds(sc, arg, a, b, 0) {
					hashed = true
				}
			}
			if hashed && checksSigners(m, c.Callee) {
				return true
			}
		}
	}
	return false
}

// checksSigners reports whether f has a check of a signer it recovers with ecrecover against state no caller
// can set (require(owners[signer] != address(0)), with signer = ecrecover(…)), or that only functions asking f
// itself to check signatures set (a guardian set replaced by a quorum of the current set).
func checksSigners(m *analysis.Model, f *analysis.Function) bool {
	sc := f.Scope()
	for _, d := range f.CFG().Nodes {
		if d.Kind != analysis.NodeGuard || d.Expr == nil || d.Scope != sc {
			continue
		}
		fixed := false
		for _, r := range d.Reads() {
			if r.Var.Decl.Immutable || r.Var.Decl.Constant || signerGoverned(settersOf(m, f.Contract).openOf(r.Var), f) {
				fixed = true
			}
		}
		if fixed && mentionsRecovered(sc, d.Expr) {
			return true
		}
	}
	return false
}

// signerGoverned reports whether each of the open writes ws is made by a function that itself calls the
// signature check f (none when ws is empty; a list settersOf cut at maxSetters may omit some, and is not).
func signerGoverned(ws []write, f *analysis.Function) bool {
	if len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		if w.fn == nil || !slices.ContainsFunc(w.fn.Scope().Calls(), func(c *analysis.Call) bool { return c.Callee == f }) {
			return false
		}
	}
	return true
}

// mentionsRecovered reports whether e names a local holding the result of ecrecover, or of a helper that
// returns what it recovers (recoveringHelper).
func mentionsRecovered(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		id, ok := x.(*solidity.Identifier)
		if !ok || found {
			return !found
		}
		if init := unchangedInit(sc, id); init != nil {
			if ce, ok := solidity.Unparen(init).(*solidity.CallExpr); ok {
				found = recoversAt(sc, ce)
			}
		}
		return !found
	})
	return found
}

// paramOrLocal returns the parameter or local variable e names, or nil.
func paramOrLocal(sc *analysis.Scope, e solidity.Expr) *solidity.VariableDeclaration {
	id, ok := solidity.Unparen(unwrapConversion(e)).(*solidity.Identifier)
	if !ok {
		return nil
	}
	if sym := sc.Resolve(id); (sym.Kind == analysis.SymParam || sym.Kind == analysis.SymLocal) && sym.Var != nil {
		return sym.Var
	}
	return nil
}

// hashBinds reports whether e hashes (keccak256, sha256) both a and b, directly or through a local holding the
// hash (bytes32 leaf = keccak256(...)).
func hashBinds(sc *analysis.Scope, e solidity.Expr, a, b *solidity.VariableDeclaration, depth int) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *solidity.CallExpr:
			if id, ok := y.Fun.(*solidity.Identifier); ok && (id.Name == "keccak256" || id.Name == "sha256" || id.Name == "sha3") &&
				sc.Resolve(id).Kind == analysis.SymBuiltin && readsLocal(sc, y, a) && readsLocal(sc, y, b) {
				found = true
			} else if readsLocal(sc, y, a) && readsLocal(sc, y, b) && hashedByHelper(sc, y, a) && hashedByHelper(sc, y, b) {
				found = true // a helper of the contract hashing them (Gnosis Safe's getTransactionHash)
			}
		case *solidity.Identifier:
			if depth < 2 {
				if init := unchangedInit(sc, y); init != nil && hashBinds(sc, init, a, b, depth+1) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// hashedByHelper reports whether call y hands v to an internal or library function that hashes the parameter it
// lands in (hashedParams).
func hashedByHelper(sc *analysis.Scope, y *solidity.CallExpr, v *solidity.VariableDeclaration) bool {
	c := sc.CallOf(y)
	if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
		return false
	}
	hashed := hashedParams(c.Callee, 0)
	off := libraryOffset(c)
	for i, arg := range c.Args {
		if j := i + off; j < 64 && hashed&(1<<uint(j)) != 0 && readsLocal(sc, arg, v) {
			return true
		}
	}
	return false
}

// fixedAccount reports whether e is an account the contract fixed for good: an immutable or constant state
// variable (a sale's seller, a treasury). A payment from the caller to it is a payment to the contract's side.
func fixedAccount(sc *analysis.Scope, e solidity.Expr) bool {
	id, ok := solidity.Unparen(unwrapConversion(e)).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	return sym.Kind == analysis.SymState && sym.State != nil && (sym.State.Decl.Immutable || sym.State.Decl.Constant)
}

// loopBefore reports whether the guard d lies in the body of one of loops whose condition node dominates n.
func loopBefore(g *analysis.CFG, loops []*solidity.ForStatement, d, n *analysis.Node) bool {
	if d.Stmt == nil {
		return false
	}
	dr := d.Stmt.Range()
	for _, l := range loops {
		br := l.Body.Range()
		if dr.Start.Offset < br.Start.Offset || dr.End.Offset > br.End.Offset {
			continue
		}
		for _, m := range g.Nodes {
			if m.Stmt == solidity.Stmt(l) && m.Kind == analysis.NodeCond && dominates(g, m, n) {
				return true
			}
		}
	}
	return false
}

// keeperCut reports whether the amount f pays the caller is a fixed fraction of an amount (x / 200, or
// x * BPS / 10_000) whose
// remainder (x - cut) f pays, with another token transfer, to an account the contract recorded (the owner of the
// order it executes): the caller is paid for delivering someone else's payout, not paid out of the contract.
func keeperCut(f *analysis.Function, to, amount solidity.Expr) bool {
	sc := f.Scope()
	if !callerValue(sc, to, 0) {
		return false
	}
	cut := onceSetLocal(sc, amount)
	div, ok := unparen(cut).(*solidity.BinaryExpr)
	if !ok || div.Op != "/" || !isConstExpr(sc, div.Y) || isZeroLiteral(div.Y) {
		return false
	}
	if lit, ok := unparen(div.Y).(*solidity.NumberLiteral); ok && lit.Value == "1" && lit.Unit == "" {
		return false // the whole amount
	}
	whole := keyText(f.File.Src, div.X)
	// A rate in basis points (out * BOUNTY_BPS / 10_000): the whole is the amount the constant scales.
	var scaled []byte
	if mul, ok := unparen(div.X).(*solidity.BinaryExpr); ok && mul.Op == "*" {
		if isConstExpr(sc, mul.Y) && !isConstExpr(sc, mul.X) {
			scaled = keyText(f.File.Src, mul.X)
		} else if isConstExpr(sc, mul.X) && !isConstExpr(sc, mul.Y) {
			scaled = keyText(f.File.Src, mul.Y)
		}
	}
	fl := f.Flow()
	for _, c := range sc.Calls() {
		to2, amount2 := tokenTransfer(c)
		if to2 == nil || !recordedPayee(sc, fl, to2) {
			continue
		}
		rest, ok := unparen(onceSetLocal(sc, amount2)).(*solidity.BinaryExpr)
		if ok && rest.Op == "-" && (sameKey(keyText(f.File.Src, rest.X), whole) || scaled != nil && sameKey(keyText(f.File.Src, rest.X), scaled)) &&
			sameKey(keyText(f.File.Src, rest.Y), keyText(f.File.Src, amount)) {
			return true
		}
	}
	return false
}

// balanceCoversRecord reports whether a check after the payout at n requires the contract's balances as they are
// then (balanceOf(address(this)), through locals and arithmetic) to cover a value the contract recorded, with no
// value of the caller's in it: a pair's invariant, balance0Adjusted * balance1Adjusted >= reserve0 * reserve1 *
// 1000**2, after an optimistic transfer. The caller takes tokens out only by paying at least as much in.
func balanceCoversRecord(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	sc := f.Scope()
	var after []bool
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Expr == nil || m.Scope != sc || m.Index <= n.Index {
			continue
		}
		if after == nil {
			after = g.After(n)
		}
		if !after[m.Index] {
			continue
		}
		fl := sc.Flow()
		for c := range conjuncts(m.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok {
				continue
			}
			var now, then solidity.Expr
			switch b.Op {
			case ">=", ">":
				now, then = b.X, b.Y
			case "<=", "<":
				now, then = b.Y, b.X
			default:
				continue
			}
			if t := fl.Taint(then); t.Has(analysis.TaintState) && !t.Has(analysis.Caller) && readsOwnBalance(sc, now, 0) {
				return true
			}
		}
	}
	return false
}

// readsOwnBalance reports whether e's value is computed from the contract's own balance read now: a read of it in
// e, or in the initial value of a local e reads.
func readsOwnBalance(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 4 {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch v := x.(type) {
		case *solidity.CallExpr:
			if ownBalance(sc, v, 0) {
				found = true
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(v); sym.Kind == analysis.SymLocal && sym.Var != nil {
				found = readsOwnBalance(sc, sc.Init(sym.Var), depth+1)
			}
		}
		return !found
	})
	return found
}

// recoversAt reports whether the call ce recovers a signer: ecrecover itself, or an internal or library helper
// that returns the address it recovers (recoveringHelper).
func recoversAt(sc *analysis.Scope, ce *solidity.CallExpr) bool {
	if fn, ok := ce.Fun.(*solidity.Identifier); ok && fn.Name == "ecrecover" && sc.Resolve(fn).Kind == analysis.SymBuiltin {
		return true
	}
	c := sc.CallOf(ce)
	return c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && recoveringHelper(c.Callee, 0)
}

// recoveringHelper reports whether f, a function with a body whose first result is an address, recovers a
// signer: it calls ecrecover, or another such helper (OpenZeppelin's ECDSA.recover through tryRecover), to a
// depth of 3.
func recoveringHelper(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 || len(f.Decl.Returns) == 0 || f.Decl.Returns[0] == nil {
		return false
	}
	if t, ok := f.Decl.Returns[0].Type.(*solidity.ElementaryTypeName); !ok || t.Name != "address" {
		return false
	}
	for _, c := range f.Scope().Calls() {
		switch {
		case c.Kind == analysis.CallBuiltin && c.Name == "ecrecover":
			return true
		case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != f && recoveringHelper(c.Callee, depth+1):
			return true
		}
	}
	return false
}
