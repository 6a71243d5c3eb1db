package detector

import (
	"bytes"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SpotPriceManipulation reports amounts paid out at the ratio of two balances read in the same transaction.
var SpotPriceManipulation = &Detector{
	ID:    "spot-price-manipulation",
	Title: "Price taken from current balances",
	Description: "An amount the contract pays out (or the check that allows a payout) is computed as an amount " +
		"times one current balance divided by another: token balances (balanceOf), ether balances, or a pool's " +
		"reserves read now; or it is computed from a pool's current price (Uniswap v3's slot0), or from a Curve " +
		"pool's virtual price read without first calling the pool in a way that trips its reentrancy lock " +
		"(read-only reentrancy); or a settlement stores a decision taken on such a price (an option in the money) " +
		"that a check before a payout reads; or such a price is passed to another contract the caller keeps, in a call " +
		"that changes its state (a supply change pushed to a rebasing token, a price filed with a lending engine). Anyone can move those balances within the transaction (a large swap, a flash loan, " +
		"a plain transfer to the contract), and the price is linear: nothing makes a trade move it against the " +
		"trader, as a constant-product curve does.",
	Exploit: "The attacker swaps back and forth: each swap shifts the balance ratio in their favour, and the " +
		"linear price pays out more than the last swap cost, until the pool is drained. With a flash loan, one " +
		"transaction skews a pool's reserves, borrows against the inflated price, and restores them.",
	Recommendation: "Price trades on a constant-product (or other invariant) curve that includes the traded " +
		"amount, and value collateral with a manipulation-resistant oracle (a time-weighted average or an " +
		"external feed), never with balances read in the same transaction.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runSpotPrice,
}

// What an expression is made of, as far as current balances go.
const (
	spotBalance = 1 << iota // a balance or reserve read now
	spotProduct             // a product with such a balance as a factor
	spotPriced              // an amount times one balance divided by another
	spotCurrent             // with spotPriced: a pool's current price itself (Uniswap v3's slot0)
	spotReserve             // with spotBalance or spotProduct: a pool's reserve (getReserves) is the balance
	spotSupply              // alone: another contract's total supply read now (token.totalSupply())
	spotVirtual             // with spotPriced: a Curve pool's virtual price, read with the pool's lock unchecked
)

// spotValue is the make-up of an expression and, for a priced one, the division that prices it.
type spotValue struct {
	flags int
	at    solidity.Node
	file  *solidity.File
	// also lists the other divisions that price it, in the same file: the branches of a helper that each
	// return a price (reserve1 / reserve0 when the asset is token0, reserve0 / reserve1 otherwise).
	also []solidity.Node
}

// sites lists the divisions that price v: at, then also.
func (v spotValue) sites() []solidity.Node {
	if len(v.also) == 0 {
		return []solidity.Node{v.at}
	}
	return append([]solidity.Node{v.at}, v.also...)
}

// spotEval works out what expressions are made of, looking through locals and the internal functions that
// compute them, a few calls deep.
type spotEval struct {
	seen map[*analysis.Function]spotValue
	ops  helperOps // what the helpers called compute (SafeMath's add, div), each worked out once
}

func (ev *spotEval) of(sc *analysis.Scope, e solidity.Expr, depth int) spotValue {
	if e == nil || depth > 8 {
		return spotValue{}
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
			return spotValue{} // a named result is followed only to a pool read assigned to it
		}
		if init := sc.Init(sym.Var); sym.Kind == analysis.SymLocal && init != nil {
			return ev.of(sc, init, depth+1)
		}
		c, i, alt := poolLocal(sc, sym.Var)
		switch {
		case alt[0] != nil:
			// (uint256 rIn, uint256 rOut) = zeroForOne ? (r0, r1) : (r1, r0): what both branches hold.
			a, b := ev.of(sc, alt[0].Elems[i], depth+1), ev.of(sc, alt[1].Elems[i], depth+1)
			if a.flags == b.flags {
				return a
			}
		case c == nil:
		case c.Name == "getReserves":
			return spotValue{flags: spotBalance | spotReserve}
		case c.Name == "slot0" && i <= 1:
			// sqrtPriceX96 and tick: the price the pool's last swap left, which the next swap moves.
			return spotValue{flags: spotPriced | spotCurrent, at: c.Expr, file: sc.File}
		}
	case *solidity.MemberAccess:
		if x.Member == "balance" {
			if t := sc.TypeOf(x.X); t != nil && t.Kind == analysis.TypeAddress {
				return spotValue{flags: spotBalance}
			}
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil {
			return spotValue{}
		}
		switch c.Kind {
		case analysis.CallTypeConversion:
			if len(x.Args) == 1 {
				return ev.of(sc, x.Args[0], depth+1)
			}
		case analysis.CallExternal:
			if c.Name == "balanceOf" && len(x.Args) == 1 {
				return spotValue{flags: spotBalance}
			}
			if c.Name == "totalSupply" && len(x.Args) == 0 {
				return spotValue{flags: spotSupply}
			}
			if c.Name == "get_virtual_price" && len(x.Args) == 0 && !poolLockTripped(sc, c) {
				// A Curve pool reports it inflated while it pays out in the middle of a removal, before its
				// supply is burnt: a caller reentered from that payout reads the wrong price.
				return spotValue{flags: spotPriced | spotVirtual, at: x, file: sc.File}
			}
			if (c.Name == "getAmountsOut" || c.Name == "getAmountsIn") && len(x.Args) == 2 {
				// A V2 router's quote: the amounts the pools' current reserves give.
				return spotValue{flags: spotPriced | spotCurrent, at: x, file: sc.File}
			}
			if c.Callee != nil && c.Callee.Decl.Body != nil && c.Callee.Contract != sc.Contract && sharePriced(c.Callee) {
				// Another contract's price per share, worked out from its own balance (a vault's
				// pricePerShare()): a donation to it moves the price within the transaction.
				return spotValue{flags: spotPriced, at: x, file: sc.File}
			}
		case analysis.CallInternal, analysis.CallLibrary:
			if op, a, b := helperOpIn(sc, x, &ev.ops); op != "" {
				return ev.binary(sc, op, a, b, x, depth)
			}
			if c.Callee != nil && c.Callee.Decl.Body != nil {
				return ev.returned(c.Callee)
			}
		}
	case *solidity.BinaryExpr:
		return ev.binary(sc, x.Op, x.X, x.Y, x, depth)
	case *solidity.ConditionalExpr:
		// token0 == weth ? r1 * 1e18 / r0 : r0 * 1e18 / r1: what both branches hold, each a site of the price.
		a, b := ev.of(sc, x.Then, depth+1), ev.of(sc, x.Else, depth+1)
		if a.flags == b.flags {
			if a.flags&spotPriced != 0 && b.at != nil && b.file == a.file {
				a.also = append(append(a.also[:len(a.also):len(a.also)], b.at), b.also...)
			}
			return a
		}
	case *solidity.IndexAccess:
		// An amount of a router's quote (amounts[1]).
		if v := ev.of(sc, x.X, depth+1); v.flags&spotCurrent != 0 {
			return v
		}
	}
	return spotValue{}
}

// binary is what `a op b` is made of; at is the expression itself.
func (ev *spotEval) binary(sc *analysis.Scope, op string, a, b solidity.Expr, at solidity.Node, depth int) spotValue {
	va, vb := ev.of(sc, a, depth+1), ev.of(sc, b, depth+1)
	priced := va
	if vb.flags&spotPriced != 0 {
		priced = vb
	}
	switch op {
	case "/":
		// amount * balanceA / balanceB: the divisor a balance alone, not a curve's balance + amount.
		if va.flags&(spotProduct|spotBalance) != 0 && vb.flags&^spotReserve == spotBalance && va.flags&spotPriced == 0 {
			return spotValue{flags: spotPriced, at: at, file: sc.File}
		}
		// balance * 1e18 / vault.totalSupply(): a price per share of another contract, worked out here from a
		// balance read now (what sharePriced finds in a callee's body): a donation, or a deposit in the same
		// transaction, moves the balance and not the supply.
		if va.flags&(spotProduct|spotBalance) != 0 && va.flags&(spotPriced|spotReserve) == 0 && vb.flags == spotSupply {
			return spotValue{flags: spotPriced, at: at, file: sc.File}
		}
	case "*":
		out := spotValue{}
		if va.flags&(spotBalance|spotProduct) != 0 || vb.flags&(spotBalance|spotProduct) != 0 {
			out.flags |= spotProduct | (va.flags|vb.flags)&spotReserve
		}
		if priced.flags&spotPriced != 0 {
			out.flags, out.at, out.file, out.also = out.flags|priced.flags&(spotPriced|spotCurrent|spotVirtual), priced.at, priced.file, priced.also
		}
		return out
	case "+", "-":
		if va.flags&^spotReserve == spotBalance && vb.flags&^spotReserve == spotBalance {
			return spotValue{flags: spotBalance}
		}
		if op == "+" && va.flags&^spotReserve == spotProduct && vb.flags&^spotReserve == spotProduct &&
			va.flags&vb.flags&spotReserve != 0 {
			// r0 * p0 + r1 * p1: a pool's reserves valued at outside prices, which a swap away from those prices
			// raises (an LP token priced from its reserves).
			return spotValue{flags: spotPriced, at: at, file: sc.File}
		}
	}
	if priced.flags&spotPriced != 0 {
		return spotValue{flags: priced.flags & (spotPriced | spotCurrent | spotVirtual), at: priced.at, file: priced.file, also: priced.also}
	}
	return spotValue{}
}

// returned is what f's returned values are made of: the first priced one, if any, with the other returns
// priced the same way as its other sites. It is worked out once per
// function, from the function's own body up (the depth of the caller's expression does not cut it short, so
// what is kept holds for every caller); a call back into a function being worked out is taken as nothing.
func (ev *spotEval) returned(f *analysis.Function) spotValue {
	if v, ok := ev.seen[f]; ok {
		return v
	}
	ev.seen[f] = spotValue{} // recursion ends here
	sc := f.Scope()
	var out spotValue
	eachStatement(f.Decl.Body, func(s solidity.Stmt) {
		if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil {
			if out.flags&spotPriced == 0 {
				if v := ev.of(sc, r.Value, 0); v.flags != 0 {
					out = v
				}
			} else if v := ev.of(sc, r.Value, 0); v.flags == out.flags && v.file == out.file && v.at != nil {
				out.also = append(append([]solidity.Node(nil), out.also...), v.sites()...)
			}
		}
	})
	if out.flags == 0 && len(f.Decl.Returns) == 1 && f.Decl.Returns[0] != nil && f.Decl.Returns[0].Name != "" {
		// A named result assigned in the body.
		ret := f.Decl.Returns[0]
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if a, ok := n.(*solidity.AssignExpr); ok && a.Op == "=" {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == ret {
					if v := ev.of(sc, a.RHS, 0); v.flags&spotPriced != 0 {
						out = v
					}
				}
			}
			return out.flags&spotPriced == 0
		})
	}
	ev.seen[f] = out
	return out
}

// forwarded returns the make-up of the first argument of c priced from current balances, when c is a call that
// changes the state of a contract the caller keeps in a state variable (forwardsTo); an empty value otherwise.
//
// A local argument declared without a value is followed to the values assigned to it that reach the call (int256
// delta; if (price > peg) delta = …; else delta = …).
func (ev *spotEval) forwarded(f *analysis.Function, n *analysis.Node, c *analysis.Call) spotValue {
	sc := n.Scope
	if !forwardsTo(sc, c) {
		return spotValue{}
	}
	if _, trade := routerCalls[c.Name]; trade || c.ERC20 {
		// A trade's bound taken from the pools is missing-slippage-protection's question; a token moved in
		// or out, payoutAmount's.
		return spotValue{}
	}
	if token, _, _ := tokenMove(sc, c); token != nil {
		return spotValue{}
	}
	for _, a := range c.Args {
		if v := ev.of(sc, a, 0); v.flags&spotPriced != 0 {
			return v
		}
		id, ok := unparen(a).(*solidity.Identifier)
		if !ok || sc != f.Scope() {
			continue
		}
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sc.Init(sym.Var) == nil {
			for _, d := range f.DefUse().Reaching(n, sym.Var) {
				if v := ev.of(sc, d.Value, 0); v.flags&spotPriced != 0 {
					return v
				}
			}
		}
	}
	return spotValue{}
}

// spotWhat tells how v, at its site at, is priced, for a message.
func spotWhat(v spotValue, at solidity.Node) string {
	switch {
	case v.flags&spotCurrent != 0:
		return "from the pool's current price (" + Text(v.file, at) + "): anyone can move it first with a swap"
	case v.flags&spotVirtual != 0:
		return "at the pool's virtual price (" + Text(v.file, at) + "), with no call that trips the pool's lock first: a caller reentered while the pool pays out in a removal reads it inflated"
	}
	return "at the ratio of balances read in the same transaction (" + Text(v.file, at) + "): anyone can move those balances first"
}

// poolLockTripped reports whether scope sc also makes a call on the pool it reads the virtual price of (c's
// target) that is not known to be a view (remove_liquidity(0, [0, 0]), claim_admin_fees()): one that reverts
// while the pool is inside a removal, which the read-only reentrancy fixes call first.
func poolLockTripped(sc *analysis.Scope, c *analysis.Call) bool {
	if c.Target == nil {
		return false
	}
	target := Text(sc.File, c.Target)
	for _, d := range sc.Calls() {
		if d == c || d.Kind != analysis.CallExternal || d.Target == nil || (d.Callee != nil && d.Callee.IsView()) {
			continue
		}
		if d.Name != "get_virtual_price" && Text(sc.File, d.Target) == target {
			return true
		}
	}
	return false
}

// sharePriced reports whether the function f returns its contract's own balance (of a token or of ether, or a
// value growing with it) divided by a value that is not fixed: a price per share, balance * 1e18 / totalSupply.
func sharePriced(f *analysis.Function) bool {
	if len(f.Decl.Returns) != 1 {
		return false
	}
	sc := f.Scope()
	found := false
	eachStatement(f.Decl.Body, func(s solidity.Stmt) {
		r, ok := s.(*solidity.ReturnStatement)
		if !ok || r.Value == nil || found {
			return
		}
		if b, ok := unparen(r.Value).(*solidity.BinaryExpr); ok && b.Op == "/" && !fixedValue(sc, b.Y) && balanceBacked(sc, b.X, 0) {
			found = true
		}
	})
	return found
}

// poolLocal returns the external call a local is declared from, when it is getReserves() or slot0() (what a
// pool reports of its current state), and the local's position among the declared values:
// (uint112 r0, uint112 r1, ) = pair.getReserves(). For a local declared in a tuple from a conditional choice
// between two tuples ((a, b) = c ? (x, y) : (y, x)), it returns the two tuples instead, with the position.
func poolLocal(sc *analysis.Scope, v *solidity.VariableDeclaration) (*analysis.Call, int, [2]*solidity.TupleExpr) {
	var out *analysis.Call
	var alt [2]*solidity.TupleExpr
	at := 0
	eachStatement(sc.Body(), func(s solidity.Stmt) {
		if out != nil || alt[0] != nil {
			return
		}
		if st, ok := s.(*solidity.ExpressionStatement); ok {
			// (, tick, , , , , ) = pool.slot0(): a local (or a named result) declared before, set from the pool.
			if c, i := poolTupleAssign(sc, st, v); c != nil {
				out, at = c, i
			}
			return
		}
		d, ok := s.(*solidity.VariableDeclarationStatement)
		if !ok || d.Value == nil {
			return
		}
		for i, w := range d.Vars {
			if w != v {
				continue
			}
			switch x := unparen(d.Value).(type) {
			case *solidity.CallExpr:
				if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallExternal && (c.Name == "getReserves" || c.Name == "slot0") {
					out, at = c, i
				}
			case *solidity.ConditionalExpr:
				t, ok1 := unparen(x.Then).(*solidity.TupleExpr)
				e, ok2 := unparen(x.Else).(*solidity.TupleExpr)
				if ok1 && ok2 && d.Tuple && i < len(t.Elems) && i < len(e.Elems) && t.Elems[i] != nil && e.Elems[i] != nil {
					alt, at = [2]*solidity.TupleExpr{t, e}, i
				}
			}
		}
	})
	return out, at, alt
}

// poolTupleAssign returns the getReserves() or slot0() call statement st assigns to the local v in a tuple
// ((, tick, , , , , ) = pool.slot0()), with v's position in the tuple; nil otherwise.
func poolTupleAssign(sc *analysis.Scope, st *solidity.ExpressionStatement, v *solidity.VariableDeclaration) (*analysis.Call, int) {
	a, ok := unparen(st.X).(*solidity.AssignExpr)
	if !ok || a.Op != "=" {
		return nil, 0
	}
	t, ok := unparen(a.LHS).(*solidity.TupleExpr)
	if !ok {
		return nil, 0
	}
	x, ok := unparen(a.RHS).(*solidity.CallExpr)
	if !ok {
		return nil, 0
	}
	for i, el := range t.Elems {
		id, ok := unparen(el).(*solidity.Identifier)
		if !ok || sc.Resolve(id).Var != v {
			continue
		}
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallExternal && (c.Name == "getReserves" || c.Name == "slot0") {
			return c, i
		}
		return nil, 0
	}
	return nil, 0
}

// payoutAmount returns the amount call c (at node n) pays out of this contract, or nil: ether sent, a token
// transfer (tokenTransfer), or a transferFrom from this contract.
func payoutAmount(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	switch c.Kind {
	case analysis.CallTransfer, analysis.CallSend, analysis.CallLowLevel:
		if c.SendsEther() {
			return c.Value
		}
		return nil
	}
	if _, amount := tokenTransfer(c); amount != nil {
		return amount
	}
	if c.Kind == analysis.CallExternal && c.Name == "transferFrom" && len(c.Args) == 3 && isSelf(sc, c.Args[0]) {
		return c.Args[2]
	}
	return nil
}

func runSpotPrice(p *Pass) error {
	// Balances and prices are read by name (balanceOf, .balance, getReserves, slot0): code that spells none has none.
	facts := functionFacts(p.Model)
	if !occurrencesOf(p.Model, wordBalance).any() && findWord(p.Model, "getReserves").none() && findWord(p.Model, "slot0").none() &&
		findWord(p.Model, "getAmountsOut").none() && findWord(p.Model, "getAmountsIn").none() && !readsVirtualPrice(facts) {
		return nil
	}
	ev := &spotEval{seen: map[*analysis.Function]spotValue{}}
	for _, fx := range facts {
		f := fx.fn
		if fx.view {
			continue
		}
		if len(fx.calls) == 0 {
			continue
		}
		g := f.CFG()
		for _, s := range fx.calls {
			n, c := s.node, s.call
			amount := payoutAmount(n.Scope, c)
			if amount == nil {
				if v := ev.forwarded(f, n, c); v.flags&spotPriced != 0 {
					// A supply change or a price pushed into a contract that acts on it (a rebase, a
					// spotter's file): whoever skews the pool sets what that contract does.
					for _, at := range v.sites() {
						p.Report(Report{Function: f, File: v.file, At: at,
							Message: funcLabel(f) + " passes to " + Text(n.Scope.File, c.Target) + " a value priced " + spotWhat(v, at),
							Related: []Related{{File: n.Scope.File, At: c.Node(), Message: "the call that acts on it"}}})
					}
				}
				continue
			}
			v := ev.of(n.Scope, amount, 0)
			why := "pays out "
			if v.flags&spotPriced == 0 {
				// A check that allows the payout, on a value priced from balances (collateral against a loan).
				for _, m := range g.Nodes {
					if m.Kind == analysis.NodeGuard && m.Expr != nil && m != n && dominates(g, m, n) {
						if w := ev.guardPriced(m); w.flags&spotPriced != 0 {
							v, why = w, "allows a payout on "
							break
						}
					}
				}
			}
			if v.flags&spotPriced == 0 {
				continue
			}
			for _, at := range v.sites() {
				p.Report(Report{Function: f, File: v.file, At: at,
					Message: funcLabel(f) + " " + why + "an amount priced " + spotWhat(v, at),
					Related: []Related{{File: n.Scope.File, At: c.Node(), Message: "the payout"}}})
			}
		}
	}
	// Credits second: a price that is also paid out is reported as the payout.
	pw := priceWords{balance: occurrencesOf(p.Model, wordBalance), reserves: findWord(p.Model, "getReserves"),
		slot0: findWord(p.Model, "slot0")}
	var gates map[*analysis.StateVar]bool // worked out at the first priced settlement, if any
	for i := range facts {
		if !facts[i].view && len(facts[i].writers) > 0 {
			ev.credits(p, &facts[i], &pw)
			ev.settlements(p, facts, &facts[i], &pw, &gates)
		}
	}
	return nil
}

// settlements reports the writes of fx's function that record in a state variable a decision taken on an
// amount priced from current balances (inTheMoney = price > strike, with the price read from a pool's reserves),
// when that variable is checked before a payout: a settlement anyone can skew with a swap in the same
// transaction, which then pays out on it.
func (ev *spotEval) settlements(p *Pass, facts []cfgFacts, fx *cfgFacts, pw *priceWords, gates *map[*analysis.StateVar]bool) {
	if !pw.within(fx.fn) {
		return
	}
	for _, n := range fx.writers {
		st, ok := n.Stmt.(*solidity.ExpressionStatement)
		if !ok {
			continue
		}
		a, ok := unparen(st.X).(*solidity.AssignExpr)
		if !ok || a.Op != "=" {
			continue
		}
		sv := stateVarOf(n.Scope, a.LHS)
		if sv == nil {
			continue
		}
		var v spotValue
		ev.comparedIn(n.Scope, a.RHS, &v)
		what := ", which allows a payout, from a comparison of an amount priced "
		if v.flags&spotPriced == 0 {
			// The price itself recorded (settlementPrice = r1 * 1e18 / r0), which a later payout is
			// computed from or checked on.
			v, what = ev.of(n.Scope, a.RHS, 0), ", which a payout is computed from or checked on, as an amount priced "
		}
		if v.flags&spotPriced == 0 {
			continue
		}
		if *gates == nil {
			*gates = payoutGates(facts)
		}
		if !(*gates)[sv] {
			continue
		}
		for _, at := range v.sites() {
			p.Report(Report{Function: fx.fn, File: v.file, At: at,
				Message: funcLabel(fx.fn) + " records " + Text(n.Scope.File, a.LHS) + what + spotWhat(v, at),
				Related: []Related{{File: n.Scope.File, At: a, Message: "the settlement"}}})
		}
	}
}

// payoutGates returns the state variables read by the checks that come before a payout of the contract.
func payoutGates(facts []cfgFacts) map[*analysis.StateVar]bool {
	out := map[*analysis.StateVar]bool{}
	for i := range facts {
		fx := &facts[i]
		if fx.view || len(fx.calls) == 0 {
			continue
		}
		var g *analysis.CFG
		for _, s := range fx.calls {
			amount := payoutAmount(s.node.Scope, s.call)
			if amount == nil {
				continue
			}
			if g == nil {
				g = fx.fn.CFG()
			}
			// The amount itself, through the locals it is computed from: a price recorded at settlement
			// and paid out on ((strike - settlementPrice) * n / 1e18).
			stateReadsInto(s.node.Scope, amount, out, 0)
			for _, m := range g.Nodes {
				if m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond || m.Expr == nil || m == s.node || !dominates(g, m, s.node) {
					continue
				}
				solidity.Preorder(m.Expr, func(x solidity.Node) bool {
					if id, ok := x.(*solidity.Identifier); ok {
						if sym := m.Scope.Resolve(id); sym.Kind == analysis.SymState {
							out[sym.State] = true
						}
					}
					return true
				})
			}
		}
	}
	return out
}

// stateReadsInto adds to out the state variables e reads, itself or through the initial values of the locals it
// reads, a few levels deep.
func stateReadsInto(sc *analysis.Scope, e solidity.Expr, out map[*analysis.StateVar]bool, depth int) {
	if depth > 4 {
		return
	}
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok {
			switch sym := sc.Resolve(id); {
			case sym.Kind == analysis.SymState:
				out[sym.State] = true
			case sym.Kind == analysis.SymLocal && sym.Var != nil:
				if init := sc.Init(sym.Var); init != nil {
					stateReadsInto(sc, init, out, depth+1)
				}
			}
		}
		return true
	})
}

// readsVirtualPrice reports whether a function of the unit asks a pool for its virtual price (told from the
// message calls the one walk of the nodes lists, not from the text).
func readsVirtualPrice(facts []cfgFacts) bool {
	for i := range facts {
		for _, s := range facts[i].calls {
			if s.call.Kind == analysis.CallExternal && s.call.Name == "get_virtual_price" {
				return true
			}
		}
	}
	return false
}

// credits reports the writes of fx's function that credit an account's entry of a state mapping with an amount
// priced from current balances (a synthetic or a deposit minted at that price): a claim on the contract, worth
// as much as a payout.
func (ev *spotEval) credits(p *Pass, fx *cfgFacts, pw *priceWords) {
	// Only an entry written with = or += can be credited: the shape of the writers is cheaper to read than the
	// function's words and calls.
	if !slices.ContainsFunc(fx.writers, func(n *analysis.Node) bool { return entryAssign(n) != nil }) {
		return
	}
	// A priced amount reads balances (or a pool's state) in the function or in a function it calls: the
	// others are not looked at.
	if !pw.within(fx.fn) {
		readsAny := false
		for _, c := range fx.fn.Scope().Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && pw.within(c.Callee) {
				readsAny = true
				break
			}
		}
		if !readsAny {
			return
		}
	}
	for _, n := range fx.writers {
		a := entryAssign(n)
		if a == nil || n.Scope.RootVar(a.LHS).Kind != analysis.SymState {
			continue
		}
		v := ev.of(n.Scope, a.RHS, 0)
		if v.flags&spotPriced == 0 {
			continue
		}
		for _, at := range v.sites() {
			p.Report(Report{Function: fx.fn, File: v.file, At: at,
				Message: funcLabel(fx.fn) + " credits " + Text(n.Scope.File, a.LHS) + " with an amount priced " + spotWhat(v, at),
				Related: []Related{{File: n.Scope.File, At: a, Message: "the credit"}}})
		}
	}
}

// priceWords are the words a price read spells: balance (balanceOf, .balance), getReserves, slot0 (found by the
// model's one scan of its files).
type priceWords struct {
	balance         *wordOccurrences
	reserves, slot0 *wordHits
}

// entryAssign returns the statement of n when it sets or raises an indexed entry (x[k] = v, x[k] += v), or nil.
func entryAssign(n *analysis.Node) *solidity.AssignExpr {
	st, ok := n.Stmt.(*solidity.ExpressionStatement)
	if !ok {
		return nil
	}
	a, ok := unparen(st.X).(*solidity.AssignExpr)
	if !ok || (a.Op != "=" && a.Op != "+=") {
		return nil
	}
	if _, ok := unparen(a.LHS).(*solidity.IndexAccess); !ok {
		return nil
	}
	return a
}

// within reports whether f's body reads a price: it calls another contract for a balance, its reserves, its
// current price or a quote (a token's own balanceOf mapping, which ERC-20 code is full of, is none), or reads an
// ether balance.
func (pw *priceWords) within(f *analysis.Function) bool {
	if f.Decl.Body == nil {
		return false
	}
	r := f.Decl.Body.Range()
	if !pw.balance.in(f.File, r) && !pw.reserves.within(f.File, r.Start.Offset, r.End.Offset) &&
		!pw.slot0.within(f.File, r.Start.Offset, r.End.Offset) {
		// A router quote is told by the calls alone.
		for _, c := range f.Scope().Calls() {
			if c.Kind == analysis.CallExternal && (c.Name == "getAmountsOut" || c.Name == "getAmountsIn") {
				return true
			}
		}
		return false
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallExternal {
			switch c.Name {
			case "balanceOf", "getReserves", "slot0", "getAmountsOut", "getAmountsIn":
				return true
			}
		}
	}
	return bytes.Contains(f.Decl.Body.Range().Text(f.File.Src), []byte(".balance"))
}

// guardPriced is what the operands of a guard's comparisons are made of: the first priced one.
func (ev *spotEval) guardPriced(m *analysis.Node) spotValue {
	var out spotValue
	ev.comparedIn(m.Scope, m.Expr, &out)
	return out
}

// comparedIn sets *out to the first priced operand of the comparisons in e, walking e as solidity.Preorder would
// with the step of its default case (evaluate a comparison's operands and stop below it; below any other node,
// go on while nothing priced is found): the kinds most guards are made of are walked here directly, which spares
// a call through a function value at each node. As with Preorder, a comparison met after the priced operand is
// found still has its operands evaluated.
func (ev *spotEval) comparedIn(sc *analysis.Scope, e solidity.Expr, out *spotValue) {
	switch x := e.(type) {
	case nil, *solidity.Identifier, *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
	case *solidity.BinaryExpr:
		if x == nil {
			return
		}
		if isComparison(x.Op) {
			ev.comparedOperands(sc, x, out)
			return
		}
		if out.flags == 0 {
			ev.comparedIn(sc, x.X, out)
			ev.comparedIn(sc, x.Y, out)
		}
	case *solidity.MemberAccess:
		if x != nil && out.flags == 0 {
			ev.comparedIn(sc, x.X, out)
		}
	case *solidity.IndexAccess:
		if x != nil && out.flags == 0 {
			ev.comparedIn(sc, x.X, out)
			ev.comparedIn(sc, x.Index, out)
		}
	case *solidity.UnaryExpr:
		if x != nil && out.flags == 0 {
			ev.comparedIn(sc, x.X, out)
		}
	case *solidity.CallExpr:
		if x != nil && out.flags == 0 {
			ev.comparedIn(sc, x.Fun, out)
			for _, a := range x.Args {
				ev.comparedIn(sc, a, out)
			}
		}
	default:
		solidity.Preorder(e, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
				ev.comparedOperands(sc, b, out)
				return false
			}
			return out.flags == 0
		})
	}
}

// comparedOperands sets *out, when not yet set, to the first priced operand of comparison b. Both operands are
// evaluated.
func (ev *spotEval) comparedOperands(sc *analysis.Scope, b *solidity.BinaryExpr, out *spotValue) {
	for _, side := range [2]solidity.Expr{b.X, b.Y} {
		if v := ev.of(sc, side, 0); v.flags&spotPriced != 0 && out.flags == 0 {
			*out = v
		}
	}
}
