package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// callerBoundKeys returns the keys (as keyText gives them) of the state entries that f's guards require to
// name the caller: `require(admins[id] == msg.sender)`, `if (info[from].payee != msg.sender) revert()`, or the
// same through a copy of the entry (`Info memory i = info[from]; if (i.payee != msg.sender) revert()`). Past
// such a guard the key is the caller's own, as msg.sender is: the entry records who holds it (an upkeep's
// admin, a keeper's payee), and the caller is that holder. This is no access check (anyone may hold an entry
// of their own); it makes the entries under that key the caller's ledger. A parameter the guards require to
// be the caller (`require(msg.sender == owner)`, ERC-4626's withdraw(assets, receiver, owner) without
// allowances) is such a key too.
func callerBoundKeys(f *analysis.Function) [][]byte {
	return memoFunc(f, callerBoundKeysSlot, func() [][]byte { return findCallerBoundKeys(f) })
}

// callerBoundKeysSlot holds a function's caller-bound keys in the function's memo.
var callerBoundKeysSlot = analysis.NewMemoSlot()

func findCallerBoundKeys(f *analysis.Function) [][]byte {
	var out [][]byte
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Scope == nil || n.Expr == nil {
			continue
		}
		sc := n.Scope
		// Past a guard that holds, each == of its conjunction holds; past one that must fail (if (c) revert),
		// each != of its disjunction fails.
		op, split := "==", "&&"
		if !n.Holds {
			op, split = "!=", "||"
		}
		eachOperand(n.Expr, split, func(e solidity.Expr) {
			b, ok := unparen(e).(*solidity.BinaryExpr)
			if !ok || b.Op != op {
				return
			}
			entry := b.X
			if callerValue(sc, b.X, 0) {
				entry = b.Y
			} else if !callerValue(sc, b.Y, 0) {
				return
			}
			if k := entryKey(sc, entry); k != nil {
				out = append(out, keyText(sc.File.Src, k))
			} else if id, ok := unparen(entry).(*solidity.Identifier); ok {
				// A parameter required to be the caller (require(msg.sender == owner)) is the caller: an entry
				// keyed by it is the caller's own.
				if sym := sc.Resolve(id); sym.Kind == analysis.SymParam && sym.Var != nil && !reassigned(sc, sym.Var) {
					out = append(out, keyText(sc.File.Src, id))
				}
			}
		})
	}
	return out
}

// eachOperand calls yield with each operand of e's chain of op (&& or ||), or with e itself.
func eachOperand(e solidity.Expr, op string, yield func(solidity.Expr)) {
	if b, ok := unparen(e).(*solidity.BinaryExpr); ok && b.Op == op {
		eachOperand(b.X, op, yield)
		eachOperand(b.Y, op, yield)
		return
	}
	yield(e)
}

// entryKey returns the key of the state entry e reads (table[k], table[k].field, or a field of a local copy
// of table[k]), or nil. Only entries of one-key tables count.
func entryKey(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	e = unparen(e)
	for range 4 {
		switch x := e.(type) {
		case *solidity.MemberAccess:
			e = unparen(x.X)
			continue
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind != analysis.SymLocal || sym.Var == nil {
				return nil
			}
			init := sc.Init(sym.Var)
			if init == nil {
				return nil
			}
			e = unparen(init)
			continue
		case *solidity.IndexAccess:
			if x.Index == nil || sc.RootVar(x).Kind != analysis.SymState {
				return nil
			}
			if _, nested := unparen(x.X).(*solidity.IndexAccess); nested {
				return nil
			}
			return x.Index
		}
		return nil
	}
	return nil
}

// paidByCaller reports whether f takes the caller's own tokens on the way (token.transferFrom(msg.sender, …),
// itself or in the internal functions it calls) and what it pays out is an answer of another contract
// (amount, a value returned by an external call, such as a pair's burn or the reserves a swap is priced at):
// a router's removeLiquidityETH or swapExactTokensForETH. The caller pays for what it gets, at a price it does
// not set; the contract itself holds nothing between calls.
func paidByCaller(f *analysis.Function, amount solidity.Expr) bool {
	if amount == nil || !f.Flow().Taint(amount).Has(analysis.TaintCallReturn) {
		return false
	}
	return memoFunc(f, paidByCallerSlot, func() bool { return takesFromCaller(f, 0) })
}

// paidByCallerSlot holds takesFromCaller's answer for a function in the function's memo.
var paidByCallerSlot = analysis.NewMemoSlot()

// takesFromCaller reports whether f, or an internal function it calls (two calls deep at most), transfers
// tokens from the caller: a transferFrom whose source is msg.sender.
func takesFromCaller(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 2 {
		return false
	}
	sc := f.Scope()
	for _, c := range sc.Calls() {
		if from, _ := transferFromSource(c); from != nil && callerValue(sc, from, 0) {
			return true
		}
		if c.Kind == analysis.CallInternal && c.Callee != f && takesFromCaller(c.Callee, depth+1) {
			return true
		}
	}
	return false
}

// allowlisted reports whether a guard of f requires the receiver `to` to be listed in a table that only access-
// checked functions set: require(approved[to]), or a comparison of its entry with a constant (Chainlink's
// migrateUpkeeps sends balances only to a registry its owner gave the migration permission). The caller then
// picks among the addresses a privileged account approved, not any address.
func allowlisted(f *analysis.Function, to solidity.Expr) bool {
	if f.Contract == nil {
		return false
	}
	tt := keyText(f.File.Src, to)
	entryOf := func(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
		ia, ok := unparen(e).(*solidity.IndexAccess)
		if !ok || ia.Index == nil || !sameKey(keyText(sc.File.Src, ia.Index), tt) {
			return nil
		}
		if id, ok := unparen(ia.X).(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
				return sym.State
			}
		}
		return nil
	}
	setters := settersOf(f.Model(), f.Contract)
	listedBy := func(v *analysis.StateVar) bool {
		if v == nil {
			return false
		}
		_, open := setters.openSetter(v, nil)
		return !open
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil || n.Scope.File != f.File {
			continue
		}
		sc := n.Scope
		found := false
		// Any test of a listed entry: a bare entry, its negation, or a comparison with a constant, in any
		// conjunct or disjunct (Chainlink's `if (perm[to] != OUTGOING && perm[to] != BIDIRECTIONAL) revert`).
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			e, ok := x.(solidity.Expr)
			if !ok || found {
				return !found
			}
			if t := sc.TypeOf(e); t != nil && t.Kind == analysis.TypeBool && listedBy(entryOf(sc, e)) {
				found = true
			} else if b, ok := unparen(e).(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") {
				// A status entry (an enum or a flag) equal to a constant; an amount compared with one
				// (balanceOf[to] > 0) lists nobody.
				for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if t := sc.TypeOf(pair[0]); t != nil && (t.Kind == analysis.TypeEnum || t.Kind == analysis.TypeBool) &&
						isConstExpr(sc, pair[1]) && listedBy(entryOf(sc, pair[0])) {
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

// callerBurn returns the amount an external call of the body of sc destroys of the caller's tokens, with the
// stablecoin's and ERC20Burnable's signatures burn(address,uint256) and burnFrom(address,uint256) naming the
// caller (dai.burn(msg.sender, wad)) on a token the caller does not choose: the caller gives that much up, as it
// would with a transferFrom to this contract. Nil for any other call.
func callerBurn(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	if c.Kind != analysis.CallExternal || c.Expr == nil || len(c.Args) != 2 || c.Name != "burn" && c.Name != "burnFrom" {
		return nil
	}
	if !callerValue(sc, c.Args[0], 0) || c.Target == nil || sc.Flow().Taint(c.Target).Has(analysis.Caller) {
		return nil // a token the caller names burns nothing the caller values
	}
	return c.Args[1]
}

// burnedByCaller reports whether f's own body burns the caller's tokens (callerBurn) in an amount that shares a
// parameter with amount, or that amount is worked out from: what it pays out is bought with them (a peg
// stability module's buyGem, a liquidation paying the collateral of the debt the liquidator burns).
func burnedByCaller(f *analysis.Function, amount solidity.Expr) bool {
	if amount == nil {
		return false
	}
	sc := f.Scope()
	fl := sc.Flow()
	for _, c := range sc.Calls() {
		burned := callerBurn(sc, c)
		if burned == nil {
			continue
		}
		if p := fl.Params(burned); p != 0 && fl.Params(amount)&p != 0 {
			return true
		}
		key := keyText(sc.File.Src, burned)
		seed := func(s *analysis.Scope, x solidity.Node) bool {
			e, ok := x.(solidity.Expr)
			return ok && sameKey(keyText(s.File.Src, e), key)
		}
		if carries(sc, seed).mentions(amount) {
			return true
		}
	}
	return false
}
