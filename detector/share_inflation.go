package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ShareInflation reports shares minted in proportion to the contract's own token balance, which a donation
// inflates (the first-depositor attack on vaults).
var ShareInflation = &Detector{
	ID:    "share-inflation",
	Title: "Share price taken from the contract's balance (first-depositor inflation)",
	Description: "Shares are minted as deposit × supply ÷ the contract's current balance of the asset. That balance " +
		"counts tokens anyone can send to the contract without minting shares, and the division rounds down: " +
		"with no virtual offset or minimum first deposit, the first depositor can make later deposits round to " +
		"zero shares.",
	Exploit: "The attacker deposits 1 wei for 1 share, then transfers a large amount of the asset straight to the " +
		"vault. The next depositor's assets × 1 ÷ (huge balance) rounds to 0 shares, and the attacker redeems " +
		"the only share for everything, the victim's deposit included.",
	Recommendation: "Track deposited assets in storage instead of reading the balance, or add a virtual offset " +
		"(supply + 10**offset, assets + 1, as OpenZeppelin's ERC4626 does), or mint dead shares on the first " +
		"deposit.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runShareInflation,
}

func runShareInflation(p *Pass) error {
	if !occurrencesOf(p.Model, wordBalance).any() {
		return nil
	}
	ls := ledgerPairs(p.Model) // looked up once: updatesOf would look it up per function
	pairs := ls.pairs
	if len(pairs) == 0 {
		return nil
	}
	ledgerOf := ls.ledgers()
	credits := map[*analysis.Function][]helperCredit{} // helperCredits' cache for this run
	var mintedBuf [8]solidity.Expr                     // the list of minted amounts, for one function at a time
	for _, f := range entries(p.Model) {
		if f.IsView() {
			continue
		}
		sc := f.Scope()
		// The amounts f mints: arguments of an internal mint, or credits of a ledger whose total rises too.
		minted := mintedBuf[:0]
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Expr == nil {
				continue
			}
			for _, hc := range helperCredits(c.Callee, pairs, 0, credits) {
				if hc.op == "+" && hc.amount < len(c.Args) && (hc.other == -1 || hc.other >= 0 && hc.other < len(c.Args) && isZeroAddress(c.Args[hc.other])) {
					minted = append(minted, c.Args[hc.amount])
				}
			}
		}
		for _, u := range ls.updates[f] {
			if u.op != "+" || u.node.Scope != sc {
				continue
			}
			if ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess); ok {
				if ledger := stateVarOf(sc, ix.X); ledger != nil && ledgerOf[ledger] {
					minted = append(minted, u.amount)
				}
			}
		}
		for _, amount := range minted {
			if at := balanceDivided(sc, amount, 0); at != nil {
				if locksShares(ls, f.Contract) {
					// Shares minted to an account no one controls (Uniswap's MINIMUM_LIQUIDITY): the donation
					// must outweigh them too, which makes the attack cost as many times more.
					p.Report(Report{Function: f, At: at, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
						Message: fmt.Sprintf("%s mints shares as %s, divided by the contract's own balance; shares locked at a fixed account make inflating the price costly, but a large donation still rounds small deposits down",
							funcLabel(f), Text(f.File, at))})
					break
				}
				p.Report(Report{Function: f, At: at,
					Message: fmt.Sprintf("%s mints shares as %s, divided by the contract's own balance: a donation to the contract inflates the share price and later deposits round down to nothing",
						funcLabel(f), Text(f.File, at))})
				break
			}
		}
	}
	return nil
}

// locksShares reports whether a function of c credits a share ledger at a fixed account: address(0), a literal
// address, or the contract itself (dead shares).
func locksShares(ls ledgerSets, c *analysis.Contract) bool {
	if c == nil {
		return false
	}
	for fn, us := range ls.updates {
		if fn.Contract == nil || !inheritsFrom(c, fn.Contract) {
			continue
		}
		for _, u := range us {
			if u.op != "+" {
				continue
			}
			ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			if isZeroAddress(ix.Index) || isSelf(u.node.Scope, ix.Index) || fixedAddress(ix.Index) {
				return true
			}
		}
	}
	return false
}

// fixedAddress reports whether e is an address literal, or address(literal): 0x…dEaD.
func fixedAddress(e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.NumberLiteral:
		return true
	case *solidity.CallExpr:
		if len(x.Args) == 1 {
			if t, ok := x.Fun.(*solidity.ElementaryTypeExpr); ok && t.Type.Name == "address" {
				return fixedAddress(x.Args[0])
			}
		}
	}
	return false
}

// balanceDivided returns the division of e (through locals and the internal functions computing it) whose
// divisor is the contract's own balance alone (asset.balanceOf(address(this)), address(this).balance, or a
// function returning one) and whose dividend is a product; nil otherwise.
func balanceDivided(sc *analysis.Scope, e solidity.Expr, depth int) solidity.Expr {
	if e == nil || depth > 4 {
		return nil
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
			return nil
		}
		if sym.Kind == analysis.SymLocal {
			if d := balanceDivided(sc, sc.Init(sym.Var), depth+1); d != nil {
				return d
			}
		}
		// The values assigned to it in the body (a named result: shares = …).
		var found solidity.Expr
		solidity.Preorder(sc.Body(), func(n solidity.Node) bool {
			if a, ok := n.(*solidity.AssignExpr); ok && a.Op == "=" && found == nil {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == sym.Var {
					found = balanceDivided(sc, a.RHS, depth+1)
				}
			}
			return found == nil
		})
		return found
	case *solidity.ConditionalExpr:
		if d := balanceDivided(sc, x.Then, depth+1); d != nil {
			return d
		}
		return balanceDivided(sc, x.Else, depth+1)
	case *solidity.BinaryExpr:
		if x.Op == "/" {
			if d, ok := unparen(x.X).(*solidity.BinaryExpr); ok && d.Op == "*" && balanceBacked(sc, x.Y, depth+1) {
				return x
			}
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c != nil && mulDivHelper(c) {
			// assets.mulDivDown(supply, totalAssets()): a × b ÷ c in a helper (Solmate's FixedPointMathLib).
			args := x.Args
			if ma, ok := x.Fun.(*solidity.MemberAccess); ok && len(args) == 2 {
				args = append([]solidity.Expr{ma.X}, args...)
			}
			if len(args) == 3 && balanceBacked(sc, args[2], depth+1) {
				return x
			}
			return nil
		}
		if c != nil && c.Callee != nil && len(c.Callee.Decl.Params) == 2 {
			// a.mul(b).div(balance): SafeMath's helpers computing a × b ÷ balance.
			if op, n, d := helperOp(sc, x); op != "" {
				if op == "/" && isProduct(sc, n) && balanceBacked(sc, d, depth+1) {
					return x
				}
				return nil
			}
		}
		if c != nil && c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.Decl.Body != nil && len(x.Args) == len(c.Callee.Decl.Params) {
			var found solidity.Expr
			csc := c.Callee.Scope()
			eachStatement(c.Callee.Decl.Body, func(s solidity.Stmt) {
				if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil && found == nil {
					found = balanceDivided(csc, r.Value, depth+1)
				}
			})
			return found
		}
	}
	return nil
}

// isProduct reports whether e multiplies: a * b, or a helper computing it (SafeMath's a.mul(b)).
func isProduct(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.BinaryExpr:
		return x.Op == "*"
	case *solidity.CallExpr:
		op, _, _ := helperOp(sc, x)
		return op == "*"
	}
	return false
}

// ownBalance reports whether e is the contract's own balance, of ether or of a token, read now: directly, through
// a local, or returned by an internal function (totalAssets()).
func ownBalance(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 6 {
		return false
	}
	switch x := unparen(e).(type) {
	case *solidity.MemberAccess:
		return isSelfBalance(sc, x)
	case *solidity.Identifier:
		if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal {
			return ownBalance(sc, sc.Init(sym.Var), depth+1)
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil {
			return false
		}
		switch c.Kind {
		case analysis.CallExternal:
			return c.Name == "balanceOf" && len(x.Args) == 1 && isSelf(sc, x.Args[0])
		case analysis.CallInternal:
			if c.Callee == nil {
				return false
			}
			all, any := true, false
			returns := func(impl *analysis.Function) {
				csc := impl.Scope()
				eachStatement(impl.Decl.Body, func(s solidity.Stmt) {
					if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil {
						any = true
						all = all && ownBalance(csc, r.Value, depth+1)
					}
				})
			}
			if c.Callee.Decl.Body != nil {
				returns(c.Callee)
			} else {
				for _, impl := range overridesOf(c.Callee) {
					returns(impl)
				}
			}
			return any && all
		}
	}
	return false
}

// overridesOf returns the bodies a call of the bodiless (virtual) function f may run, the one an abstract base
// declares (ERC-4626's totalAssets()): the implementations of its signature declared in the contracts deriving
// from f's.
func overridesOf(f *analysis.Function) []*analysis.Function {
	if f.Contract == nil {
		return nil
	}
	var out []*analysis.Function
	for _, d := range f.Contract.Derived() {
		for _, g := range d.Declared {
			if g != f && g.Signature == f.Signature && g.Decl.Body != nil {
				out = append(out, g)
			}
		}
	}
	return out
}

// balanceBacked reports whether e grows with the contract's own balance: the balance itself (ownBalance), its sum
// with another changing value (balance + totalBorrowed: a lending vault's assets), a difference from it (cash +
// borrows - reserves), or a product or quotient of it (a Compound-style exchange rate, (cash + …) * 1e18 /
// supply), through locals and the internal functions returning one (which may return a constant, the initial
// rate, while nothing is minted yet). A sum with a constant (balance + 1) is a virtual offset, the defence
// itself, and does not count.
func balanceBacked(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 10 {
		return false
	}
	if ownBalance(sc, e, 0) {
		return true
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal {
			return balanceBacked(sc, sc.Init(sym.Var), depth+1)
		}
	case *solidity.BinaryExpr:
		switch x.Op {
		case "+":
			if fixedValue(sc, x.X) || fixedValue(sc, x.Y) {
				return false
			}
			return balanceBacked(sc, x.X, depth+1) || balanceBacked(sc, x.Y, depth+1)
		case "*":
			return balanceBacked(sc, x.X, depth+1) || balanceBacked(sc, x.Y, depth+1)
		case "-", "/":
			return balanceBacked(sc, x.X, depth+1)
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || c.Kind != analysis.CallInternal || c.Callee == nil {
			return false
		}
		all, any := true, false
		returns := func(impl *analysis.Function) {
			csc := impl.Scope()
			eachStatement(impl.Decl.Body, func(s solidity.Stmt) {
				if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil {
					if balanceBacked(csc, r.Value, depth+1) {
						any = true
					} else if !fixedValue(csc, r.Value) {
						all = false
					}
				}
			})
		}
		if c.Callee.Decl.Body != nil {
			returns(c.Callee)
		} else {
			for _, impl := range overridesOf(c.Callee) {
				returns(impl)
			}
		}
		return any && all
	}
	return false
}

// mulDivHelper reports whether c calls a three-parameter internal or library function that multiplies and
// divides (x * y / d, or mul and div in assembly), as mulDiv helpers do.
func mulDivHelper(c *analysis.Call) bool {
	if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil ||
		len(c.Callee.Decl.Params) != 3 || len(c.Callee.Decl.Returns) != 1 {
		return false
	}
	mul, div := false, false
	solidity.Preorder(c.Callee.Decl.Body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.BinaryExpr:
			mul = mul || x.Op == "*"
			div = div || x.Op == "/"
		case *solidity.YulCall:
			mul = mul || x.Name == "mul"
			div = div || x.Name == "div"
		}
		return !(mul && div)
	})
	return mul && div
}
