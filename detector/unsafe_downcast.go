package detector

import (
	"bytes"
	"fmt"
	"math/big"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnsafeDowncast reports explicit conversions of a caller's number to a narrower integer type, or to the other sign,
// without a check that it fits.
var UnsafeDowncast = &Detector{
	ID:    "unsafe-downcast",
	Title: "Caller's number truncated or re-signed by a conversion",
	Description: "An explicit conversion to a narrower integer type (uint64(x) of a uint256) keeps the low bits " +
		"and drops the rest, and one between signed and unsigned types (uint256(x) of an int256, int256(x) of a " +
		"uint256) reads the same bits the other way, silently, in every compiler version: checked arithmetic in " +
		"0.8 does not cover conversions. A public function converts a value the caller chooses (or, for a sign " +
		"change, one another contract returns) this way, with no check that it fits.",
	Exploit: "The attacker passes 2^64 + 1 where a uint64 is kept: the contract records 1 while the rest of the " +
		"function (a payment, a transfer, a check) used the full value, or a stored deadline or amount wraps to a " +
		"small one; or passes 2^256 - 1 where it becomes int256 -1, and a debit turns into a credit.",
	Recommendation: "Check the value against the narrower type's maximum first (require(x <= type(uint64).max)), " +
		"check the sign before a signed value is made unsigned (require(answer > 0)), or use a checked " +
		"conversion such as OpenZeppelin's SafeCast.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-197",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUnsafeDowncast,
}

func runUnsafeDowncast(p *Pass) error {
	cp := chosenParams{cg: p.Model.CallGraph()}
	for _, f := range bodies(p.Model) {
		if f.Decl.Body == nil || f.Contract == nil || f.IsConstructor() || !mayDowncast(f.Decl.Body.Range().Text(f.File.Src)) {
			continue
		}
		// An entry's parameters are the caller's; an internal function's are when a caller passes one through.
		// A function with no parameter of the caller's can still convert what another contract answered to
		// another sign (signConversion).
		var params uint64
		if f.IsEntry() {
			params = ^uint64(0)
		} else {
			params = cp.of(f, 0)
		}
		var checks []condition // the function's guard and branch conditions, gathered on first need
		checksDone := false
		for _, n := range f.CFG().Nodes {
			if n.Scope == nil {
				continue
			}
			sc := n.Scope
			for _, c := range analysis.NodeCalls(n) {
				if c.Kind != analysis.CallTypeConversion || c.Expr == nil || len(c.Expr.Args) != 1 {
					continue
				}
				to, ok := c.Expr.Fun.(*solidity.ElementaryTypeExpr)
				if !ok {
					continue
				}
				arg := c.Expr.Args[0]
				tt, at := sc.TypeOf(c.Expr), sc.TypeOf(arg)
				if tt == nil || at == nil || tt.Kind != analysis.TypeInt || at.Kind != analysis.TypeInt || tt.Bits <= 0 {
					continue
				}
				if tt.Bits >= at.Bits {
					if tt.Signed != at.Signed {
						ps := params
						if ps == ^uint64(0) && !openNodes(f)[n.Index] {
							// Only the account the access check admits reaches the conversion (the pool a swap
							// callback checks it is called by): the arguments are its, not any caller's.
							ps = 0
						}
						reportSignConversion(p, f, sc, c.Expr, arg, tt, at, ps)
					}
					continue
				}
				if ownBalance(sc, arg, 0) && !isConstExpr(sc, arg) {
					// The contract's own balance: anyone raises it by sending tokens (or ether).
					reportBalanceDowncast(p, f, sc, n, c.Expr, arg, tt.Bits, to.Type.Name, &checks, &checksDone)
					continue
				}
				chosen := params != 0 && chosenValue(sc, arg)
				if params != 0 && params != ^uint64(0) {
					chosen = sc == f.Scope() && callerInputDepth(sc, arg, false, params, 0)
				}
				if !chosen && tt.Bits != 160 && accruedDowncast(f, n, c.Expr, arg) {
					if !checksDone {
						checks, checksDone = conditionsOf(f), true
					}
					if !checkedFit(sc, checks, arg, c.Expr, nil) {
						p.Report(Report{Function: f, File: sc.File, At: c.Expr, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
							Message: fmt.Sprintf("%s stores %s, an accumulator that grows with time, as %s with no check that it fits: once it outgrows the type it is silently truncated", funcLabel(f), Text(sc.File, arg), to.Type.Name)})
					}
					continue
				}
				if !chosen && tt.Bits != 160 && scaledAnswer(sc, arg) {
					// Another contract's answer scaled up by a constant (a feed's price to 18 decimals) and
					// narrowed: the answer is not the caller's, but nothing bounds it either.
					limit := new(big.Int).Lsh(big.NewInt(1), uint(tt.Bits))
					if tt.Signed {
						limit.Rsh(limit, 1)
					}
					if !checksDone {
						checks, checksDone = conditionsOf(f), true
					}
					fits := largestValue(sc, arg, new(big.Int).Lsh(big.NewInt(1), uint(at.Bits)), 0).Cmp(limit) < 0 ||
						checkedFit(sc, checks, arg, c.Expr, resultLocal(n, c.Expr))
					if !fits {
						b := guardedLargest(sc, arg, requiredChecks(f, sc, n), p.Model.Checked(sc.File) && !n.Unchecked, 0)
						fits = b != nil && b.Cmp(limit) < 0 // require(answer <= 1e15) before the scaling
					}
					if !fits {
						p.Report(Report{Function: f, File: sc.File, At: c.Expr, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
							Message: fmt.Sprintf("%s converts %s, another contract's answer scaled up, to %s with no check that it fits: a larger answer is silently truncated", funcLabel(f), Text(sc.File, arg), to.Type.Name)})
					}
					continue
				}
				if tt.Bits == 160 || isConstExpr(sc, arg) || hashed(sc, arg) || !chosen || fromFixedBytes(sc, arg) {
					continue // uint160: an address being derived, as from a hash, whose low bits are the point
				}
				limit := new(big.Int).Lsh(big.NewInt(1), uint(tt.Bits))
				if tt.Signed {
					limit.Rsh(limit, 1)
				}
				if largestValue(sc, arg, new(big.Int).Lsh(big.NewInt(1), uint(at.Bits)), 0).Cmp(limit) < 0 {
					continue // x % 100, x / 2**200: the value fits
				}
				if !checksDone {
					checks, checksDone = conditionsOf(f), true
				}
				result := resultLocal(n, c.Expr) // the local the conversion's result is kept in, if any
				if checkedFit(sc, checks, arg, c.Expr, result) || splitInFunction(f, sc, arg) {
					continue
				}
				required := requiredChecks(f, sc, n)
				if b := guardedLargest(sc, arg, required, p.Model.Checked(sc.File) && !n.Unchecked, 0); b != nil && b.Cmp(limit) < 0 {
					continue // uint128(msg.value), uint64(block.timestamp + d) with d checked against a constant
				}
				if params != ^uint64(0) && cp.callersFit(f, sc, arg, limit, 0) {
					continue // _mint(to, quantity) from mint(), which requires supply + quantity <= MAX_SUPPLY
				}
				sev, conf := vigil.Severity(""), vigil.Confidence("")
				if narrowArguments(sc, arg, tt.Bits) || storedCheck(sc, arg, required) || movedInputs(f, sc, arg) {
					// A helper's result from arguments that all fit (Math.max(a, b) of two uint32): it fits
					// unless the helper computes more than it is given. An amount checked against a stored
					// balance, or moved as a token amount, fits unless the ledger or the token holds more
					// than 2^bits.
					sev, conf = vigil.SeverityLow, vigil.ConfidenceLow
				}
				p.Report(Report{Function: f, File: sc.File, At: c.Expr, Severity: sev, Confidence: conf,
					Message: fmt.Sprintf("%s converts %s, which the caller chooses, to %s with no check that it fits: larger values are silently truncated", funcLabel(f), Text(sc.File, arg), to.Type.Name)})
			}
		}
	}
	return nil
}

// accruedDowncast reports whether the statement n stores conv, the narrowing of arg, into a state variable
// whose new value arg adds up from the variable's old value and a term that grows with time (totalBorrows =
// uint128(totalBorrows + interest), interest scaled by the seconds elapsed; a funding index moved by a
// velocity times the elapsed time): an accumulator the passing of time keeps raising, which a narrow type
// will not hold for ever.
func accruedDowncast(f *analysis.Function, n *analysis.Node, conv *solidity.CallExpr, arg solidity.Expr) bool {
	st, ok := n.Stmt.(*solidity.ExpressionStatement)
	if !ok || n.Scope == nil {
		return false
	}
	a, ok := st.X.(*solidity.AssignExpr)
	if !ok || a.Op != "=" || solidity.Unparen(a.RHS) != solidity.Expr(conv) {
		return false
	}
	sc := n.Scope
	v := sc.RootVar(a.LHS)
	if v.Kind != analysis.SymState || v.State == nil {
		return false
	}
	e := solidity.Unparen(arg)
	if id, ok := e.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
			e = solidity.Unparen(sc.Init(sym.Var))
		}
	}
	b, ok := e.(*solidity.BinaryExpr)
	if !ok || b.Op != "+" || b.X == nil || b.Y == nil {
		return false
	}
	fl := f.Flow()
	for i, side := range [2]solidity.Expr{b.X, b.Y} {
		other := b.Y
		if i == 1 {
			other = b.X
		}
		if fl.Taint(other)&(analysis.TaintTime|analysis.TaintBlockNumber) != 0 && readsOwnValue(sc, side, v.State, 0) {
			return true
		}
	}
	return false
}

// readsOwnValue reports whether e reads state variable v, directly or through a local copied from it (Market
// memory m = market).
func readsOwnValue(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar, depth int) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		id, ok := x.(*solidity.Identifier)
		if found || !ok {
			return !found
		}
		switch sym := sc.Resolve(id); sym.Kind {
		case analysis.SymState:
			found = sym.State == v
		case analysis.SymLocal:
			if depth < 2 && sym.Var != nil {
				if init := sc.Init(sym.Var); init != nil {
					found = readsOwnValue(sc, init, v, depth+1)
				}
			}
		}
		return !found
	})
	return found
}

// resultLocal returns the name of the local that statement n keeps conv's result in, declared there
// (uint64 r = uint64(x)) or assigned (a named return: downcasted = int128(value), as OpenZeppelin's SafeCast
// does), or nil.
func resultLocal(n *analysis.Node, conv *solidity.CallExpr) []byte {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if len(st.Vars) == 1 && st.Vars[0] != nil && solidity.Unparen(st.Value) == solidity.Expr(conv) {
			return []byte(st.Vars[0].Name)
		}
	case *solidity.ExpressionStatement:
		if a, ok := st.X.(*solidity.AssignExpr); ok && a.Op == "=" && solidity.Unparen(a.RHS) == solidity.Expr(conv) {
			if id, ok := a.LHS.(*solidity.Identifier); ok && n.Scope != nil {
				if k := n.Scope.Resolve(id).Kind; k != analysis.SymLocal && k != analysis.SymReturn {
					return nil
				}
				return []byte(id.Name)
			}
		}
	}
	return nil
}

// reportBalanceDowncast reports the conversion conv of arg, the contract's own balance read now, to a type of
// the given bits, unless a check of the function shows it fits (Uniswap V2's require(balance0 <=
// uint112(-1))). It is low: the balance outgrows the type only for a token whose supply does.
func reportBalanceDowncast(p *Pass, f *analysis.Function, sc *analysis.Scope, n *analysis.Node, conv *solidity.CallExpr, arg solidity.Expr,
	bits int, name string, checks *[]condition, checksDone *bool) {
	if !*checksDone {
		*checks, *checksDone = conditionsOf(f), true
	}
	var result []byte
	if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok && len(d.Vars) == 1 && d.Vars[0] != nil && solidity.Unparen(d.Value) == solidity.Expr(conv) {
		result = []byte(d.Vars[0].Name)
	}
	if checkedFit(sc, *checks, arg, conv, result) {
		return
	}
	p.Report(Report{Function: f, File: sc.File, At: conv, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
		Message: fmt.Sprintf("%s converts %s, the contract's own balance, which anyone raises by sending it tokens, to %s with no check that it fits: a balance above 2^%d is silently truncated",
			funcLabel(f), Text(sc.File, arg), name, bits)})
}

// chosenParams finds, for internal functions, the parameters through which a public function's caller passes
// a value of its choosing (deposit(amount) calling _deposit(amount)), as a bit mask by position.
type chosenParams struct {
	cg *analysis.CallGraph
	// masks holds the answers found so far, made on the first question: most units ask none.
	masks map[*analysis.Function]uint64
}

func (cp *chosenParams) of(f *analysis.Function, depth int) uint64 {
	if m, ok := cp.masks[f]; ok {
		return m
	}
	if cp.masks == nil {
		cp.masks = map[*analysis.Function]uint64{}
	}
	cp.masks[f] = 0 // breaks recursion
	if depth > 4 {
		return 0
	}
	var mask uint64
	for _, caller := range cp.cg.Callers(f) {
		var callerParams uint64
		if caller.IsEntry() {
			callerParams = ^uint64(0)
		} else if callerParams = cp.of(caller, depth+1); callerParams == 0 {
			continue
		}
		csc := caller.Scope()
		for _, c := range csc.Calls() {
			if c.Callee != f || c.Expr == nil {
				continue
			}
			// The arguments by parameter position: through using-for (x.f(y)) x is the first.
			var self solidity.Expr
			first := 0
			if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && len(f.Decl.Params) == len(c.Args)+1 {
				self, first = ma.X, 1
			}
			for i := range min(first+len(c.Args), 64) {
				if mask&(1<<i) != 0 {
					continue // already chosen through another call
				}
				a := self
				if i >= first {
					a = c.Args[i-first]
				}
				var chosen bool
				if callerParams == ^uint64(0) {
					chosen = chosenValue(csc, a)
				} else {
					chosen = callerInputDepth(csc, a, false, callerParams, 0)
				}
				if chosen {
					mask |= 1 << i
				}
			}
		}
	}
	cp.masks[f] = mask
	return mask
}

// callersFit reports whether e, a parameter of the internal function f, is below limit at every call of f: each
// caller passes a value its requires on the way to the call bound (guardedLargest), or one of its own
// parameters its callers bound in turn.
func (cp *chosenParams) callersFit(f *analysis.Function, sc *analysis.Scope, e solidity.Expr, limit *big.Int, depth int) bool {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok || depth > 3 {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymParam || sym.Index < 0 || sym.Index >= len(f.Decl.Params) || f.Decl.Params[sym.Index] != sym.Var {
		return false
	}
	calls := 0
	for _, caller := range cp.cg.Callers(f) {
		if caller.Decl.Body == nil {
			return false
		}
		for _, n := range caller.CFG().Nodes {
			for _, c := range analysis.NodeCalls(n) {
				if c.Callee != f || c.Expr == nil || n.Scope == nil {
					continue
				}
				i := sym.Index
				if _, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && len(f.Decl.Params) == len(c.Args)+1 {
					if i == 0 {
						return false // x.f(y): the bound of x is not looked for
					}
					i--
				}
				if i >= len(c.Args) {
					return false
				}
				a := c.Args[i]
				checked := n.Scope.Model.Checked(n.Scope.File) && !n.Unchecked
				b := guardedLargest(n.Scope, a, requiredChecks(caller, n.Scope, n), checked, 0)
				if b == nil {
					if caller.IsEntry() || !cp.callersFit(caller, n.Scope, a, limit, depth+1) {
						return false
					}
				} else if b.Cmp(limit) >= 0 {
					return false
				}
				calls++
			}
		}
	}
	return calls > 0
}

// chosenValue reports whether the caller picks e's value: a parameter, msg.value or calldata reaches it other
// than as the key of a stored entry (balances[who] holds state, whoever who is).
func chosenValue(sc *analysis.Scope, e solidity.Expr) bool {
	return callerInput(sc, e, false)
}

// hashed reports whether e's value comes from a hash function: its bits are cut on purpose.
func hashed(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.CallExpr); ok && !found {
			if call := sc.CallOf(c); call != nil && call.Kind == analysis.CallBuiltin {
				switch call.Name {
				case "keccak256", "sha3", "sha256", "ripemd160", "blockhash":
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// fromFixedBytes reports whether e converts a fixed-size byte string to an integer (uint256(seed) of a bytes32
// seed): raw bits read as a number, whose low bits a narrower conversion takes on purpose, as of a hash.
func fromFixedBytes(sc *analysis.Scope, e solidity.Expr) bool {
	c, ok := solidity.Unparen(e).(*solidity.CallExpr)
	if !ok || len(c.Args) != 1 {
		return false
	}
	if _, ok := c.Fun.(*solidity.ElementaryTypeExpr); !ok {
		return false
	}
	t := sc.TypeOf(c.Args[0])
	return t != nil && t.Kind == analysis.TypeFixedBytes
}

// splitInFunction reports whether the function also shifts the converted value right (nonce >> 64 beside
// uint64(nonce)): it takes the value apart into fields, and the conversion keeps the low field on purpose.
func splitInFunction(f *analysis.Function, sc *analysis.Scope, arg solidity.Expr) bool {
	src := sc.File.Src
	ka := keyText(src, unwrapConversion(arg))
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && !found && b.Op == ">>" && b.X != nil && sameKey(keyText(src, unwrapConversion(b.X)), ka) {
			found = true
		}
		return !found
	})
	return found
}

// unwrapConversion returns the value an elementary type conversion converts (x for uint256(x)), or e.
func unwrapConversion(e solidity.Expr) solidity.Expr {
	for {
		c, ok := solidity.Unparen(e).(*solidity.CallExpr)
		if !ok || len(c.Args) != 1 {
			return e
		}
		if _, ok := c.Fun.(*solidity.ElementaryTypeExpr); !ok {
			return e
		}
		e = c.Args[0]
	}
}

// narrowArguments reports whether e is a call of an internal or library function whose integer arguments all
// fit in bits.
func narrowArguments(sc *analysis.Scope, e solidity.Expr, bits int) bool {
	c, ok := solidity.Unparen(e).(*solidity.CallExpr)
	if !ok {
		return false
	}
	call := sc.CallOf(c)
	if call == nil || (call.Kind != analysis.CallInternal && call.Kind != analysis.CallLibrary) || len(c.Args) == 0 {
		return false
	}
	for _, a := range c.Args {
		t := sc.TypeOf(a)
		if t == nil || t.Kind != analysis.TypeInt || t.Bits > bits {
			return false
		}
	}
	return true
}

// mayDowncast is a cheap test on a body's source for a conversion to a sized integer type: "int" followed by a
// digit and an opening parenthesis ("uint64(", "int128("). It stops at each parenthesis, rarer in code than the
// letter i a search for "int" stops at, and looks back from it.
func mayDowncast(src []byte) bool {
	for i := 0; ; {
		k := bytes.IndexByte(src[i:], '(')
		if k < 0 {
			return false
		}
		k += i
		d := k // the start of the digits before the parenthesis
		for d > 0 && '0' <= src[d-1] && src[d-1] <= '9' {
			d--
		}
		if d < k && d >= 3 && string(src[d-3:d]) == "int" {
			return true
		}
		i = k + 1
	}
}

// condition is a guard's or a branch's condition. A guard's (require(c), if (c) revert) must hold, or fail
// when holds is false, for execution to go on, so it bounds a value in one direction only; a branch's bounds it
// on whichever side the code it guards runs.
type condition struct {
	expr  solidity.Expr
	guard bool
	holds bool
}

// conditionsOf lists the conditions of f's guards and branches, modifiers' included.
func conditionsOf(f *analysis.Function) []condition {
	var out []condition
	for _, n := range f.CFG().Nodes {
		if (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && n.Expr != nil {
			out = append(out, condition{expr: n.Expr, guard: n.Kind == analysis.NodeGuard, holds: n.Holds})
		}
	}
	return out
}

// checkedFit reports whether a condition of the function bounds the converted value: it compares the value
// with a constant or a type's limit (x <= type(uint64).max, x < 2**64), or compares the conversion's result
// with the value itself (uint64(x) == x, as checked conversions do), directly or through the local it is kept
// in (result, or nil). A guard counts only for the side it bounds: require(x > 0) or require(x != 0) leaves x
// as large as the caller likes, and a signed value needs a bound above and one below.
func checkedFit(sc *analysis.Scope, conds []condition, arg, conv solidity.Expr, result []byte) bool {
	src := sc.File.Src
	ka, kc := keyText(src, arg), keyText(src, conv)
	signed := false
	if t := sc.TypeOf(arg); t != nil && t.Kind == analysis.TypeInt && t.Signed {
		signed = true
	}
	upper, lower, loose := false, false, 0
	// int128(int256(msg.value)): a check on the unsigned value inside the sign conversion bounds it too, and
	// from below it is never negative.
	var ki []byte
	if w := widened(arg); w != arg {
		if t := sc.TypeOf(w); t != nil && t.Kind == analysis.TypeInt && !t.Signed {
			ki = keyText(src, w)
		}
	}
	found := false
	// compare looks at one comparison; negated tells whether the code goes on when it is false.
	compare := func(b *solidity.BinaryExpr, guard, negated bool) {
		for i, side := range [2]solidity.Expr{b.X, b.Y} {
			other := b.Y
			if i == 1 {
				other = b.X
			}
			if side == nil || other == nil {
				continue
			}
			ks, ko := keyText(src, side), keyText(src, other)
			switch {
			case (sameKey(ks, ka) || (ki != nil && sameKey(ks, ki))) && (isConstExpr(sc, other) || typeLimit(other)):
				if ki != nil && sameKey(ks, ki) {
					lower = true
				}
				if !guard {
					if !signed && isZeroLiteral(other) {
						// if (x == 0) return: the branch tells zero from the rest, and on the side where x
						// is not zero it is as large as the caller likes (a zero converts safely anyway).
						continue
					}
					loose++
					continue
				}
				up, down := boundSides(b.Op, i == 1, negated)
				upper = upper || up
				lower = lower || down
			case (sameKey(ks, kc) || sameKey(keyText(src, widened(side)), kc) || (result != nil && sameKey(ks, result))) && sameKey(ko, ka):
				found = true // uint64(x) == x, x == uint256(uint64(x))
			}
		}
	}
	var visit func(e solidity.Expr, negated bool)
	visit = func(e solidity.Expr, negated bool) {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.UnaryExpr:
			if x.Op == "!" {
				visit(x.X, !negated)
				return
			}
		case *solidity.BinaryExpr:
			if x.Op == "&&" || x.Op == "||" {
				visit(x.X, negated)
				visit(x.Y, negated)
				return
			}
			if isComparison(x.Op) {
				compare(x, true, negated)
				return
			}
		}
		solidity.Preorder(e, func(n solidity.Node) bool {
			if b, ok := n.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
				compare(b, false, false)
			}
			return true
		})
	}
	for _, cond := range conds {
		if cond.guard {
			visit(cond.expr, !cond.holds)
		} else {
			solidity.Preorder(cond.expr, func(n solidity.Node) bool {
				if b, ok := n.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
					compare(b, false, false)
				}
				return !found
			})
		}
		if found {
			return true
		}
	}
	if signed {
		return (upper && lower) || loose >= 2 || (loose == 1 && (upper || lower))
	}
	return upper || loose > 0
}

// boundSides tells which sides of a value a comparison with a constant bounds when the code goes on: the value
// is the comparison's right operand when mirrored, and the comparison must be false when negated.
func boundSides(op string, mirrored, negated bool) (upper, lower bool) {
	if negated {
		switch op {
		case "<":
			op = ">="
		case "<=":
			op = ">"
		case ">":
			op = "<="
		case ">=":
			op = "<"
		case "==":
			op = "!="
		case "!=":
			op = "=="
		}
	}
	if mirrored {
		switch op {
		case "<":
			op = ">"
		case "<=":
			op = ">="
		case ">":
			op = "<"
		case ">=":
			op = "<="
		}
	}
	switch op {
	case "<", "<=":
		return true, false
	case ">", ">=":
		return false, true
	case "==":
		return true, true
	}
	return false, false
}

// widened returns the value an outermost elementary conversion converts (uint32(x) for uint256(uint32(x))), or
// e.
func widened(e solidity.Expr) solidity.Expr {
	if c, ok := solidity.Unparen(e).(*solidity.CallExpr); ok && len(c.Args) == 1 {
		if _, conv := c.Fun.(*solidity.ElementaryTypeExpr); conv {
			return c.Args[0]
		}
	}
	return e
}

// typeLimit reports whether e is type(T).max or type(T).min, through elementary conversions
// (uint256(uint128(type(int128).max))).
func typeLimit(e solidity.Expr) bool {
	for w := widened(e); w != e; w = widened(e) {
		e = w
	}
	m, ok := solidity.Unparen(e).(*solidity.MemberAccess)
	if !ok || (m.Member != "max" && m.Member != "min") {
		return false
	}
	c, ok := solidity.Unparen(m.X).(*solidity.CallExpr)
	if !ok {
		return false
	}
	id, ok := c.Fun.(*solidity.Identifier)
	return ok && id.Name == "type"
}

// scaledAnswer reports whether e is a product of a constant and a value another contract returned (through
// conversions): uint256(answer) * 1e10.
func scaledAnswer(sc *analysis.Scope, e solidity.Expr) bool {
	b, ok := unparen(e).(*solidity.BinaryExpr)
	if !ok || b.Op != "*" || b.X == nil || b.Y == nil {
		return false
	}
	x, y := b.X, b.Y
	if isConstExpr(sc, x) {
		x, y = y, x
	}
	if !isConstExpr(sc, y) || isConstExpr(sc, x) {
		return false
	}
	return sc.Flow().Taint(x).Has(analysis.TaintCallReturn)
}
