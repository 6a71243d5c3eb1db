package detector

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// StrictBalanceEquality reports == and != comparisons on an ether or token balance.
var StrictBalanceEquality = &Detector{
	ID:    "strict-balance-equality",
	Title: "Strict equality on a balance",
	Description: "A condition compares an ether balance (address(this).balance, x.balance) or a token balance " +
		"(balanceOf) for exact equality, or a check lets a function run only while the contract's ether balance " +
		"stays below a bound. Anyone can change a balance without calling the contract: ether can be forced in " +
		"with selfdestruct or sent before deployment, and tokens can be transferred to any address.",
	Exploit: "An attacker sends 1 wei to the contract through selfdestruct; `address(this).balance == total` is " +
		"never true again and the function that depends on it is locked forever.",
	Recommendation: "Compare balances with >= or <=, or track the expected amount in a state variable instead of " +
		"reading the balance.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-132",
	CWE:        "CWE-667",
	Requires:   []Requirement{RequireTypes, RequireCFG, RequireDataFlow},
	Run:        runStrictBalanceEquality,
}

func runStrictBalanceEquality(p *Pass) error {
	// Both kinds of balance spell their name: .balance and balanceOf (also when read through a local, whose
	// initial value is in the same body).
	balance := occurrencesOf(p.Model, wordBalance)
	if !balance.any() {
		return nil
	}
	mayCompare := func(file *solidity.File, r solidity.Range) bool {
		if !balance.in(file, r) {
			return false
		}
		text := r.Text(file.Src)
		return comparesForEquality(text) || mayCap(text)
	}
	// anyCode(f, mayCompare), with the answer for a contract's modifiers, the same for all its functions, told
	// once per contract: most functions apply a modifier, and most contracts have few.
	type modifiersPass struct {
		c    *analysis.Contract
		pass bool
	}
	var told []modifiersPass
	mayCompareIn := func(f *analysis.Function) bool {
		if f.Decl.Body != nil && mayCompare(f.File, f.Decl.Body.Range()) {
			return true
		}
		if f.Contract == nil || len(f.Decl.Modifiers) == 0 {
			return false
		}
		for _, t := range told {
			if t.c == f.Contract {
				return t.pass
			}
		}
		pass := false
		for _, md := range f.Contract.Modifiers {
			if md.Decl.Body != nil && mayCompare(md.Contract.File, md.Decl.Body.Range()) {
				pass = true
				break
			}
		}
		told = append(told, modifiersPass{f.Contract, pass})
		return pass
	}
	for _, f := range bodies(p.Model) {
		if !mayCompareIn(f) {
			continue
		}
		var sc *analysis.Scope
		mentions := false
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil || n.Scope == nil {
				continue
			}
			if n.Scope != sc {
				sc, mentions = n.Scope, bodyHas(n.Scope, mayCompare)
			}
			if !mentions {
				continue
			}
			// The comparison is in the node's own text. A guard may also bound the contract's own ether from
			// above (require(address(this).balance <= cap)), which anyone can push past.
			text := own.Range().Text(sc.File.Src)
			eq := comparesForEquality(text)
			capped := n.Kind == analysis.NodeGuard && mayCap(text)
			if !eq && !capped {
				continue
			}
			solidity.Preorder(own, func(x solidity.Node) bool {
				b, ok := x.(*solidity.BinaryExpr)
				if ok && capped && reportBalanceCap(p, f, sc, n, b) {
					return false
				}
				if !ok || !eq || (b.Op != "==" && b.Op != "!=") {
					return true
				}
				bal, other := b.X, b.Y
				what := balanceRead(sc, bal, 0)
				if what == "" {
					bal, other = b.Y, b.X
					what = balanceRead(sc, bal, 0)
				}
				if what == "" || holdingCheck(sc, bal, other) || sameBalanceBothSides(sc, bal, other) ||
					nonZeroProceeds(n, b, other) || divisionGuard(sc, own, b, bal, other) {
					return true
				}
				conf := vigil.Confidence("")
				if f.IsView() {
					// A view result misleads callers but cannot lock the contract by itself.
					conf = vigil.ConfidenceMedium
				}
				p.Report(Report{Function: f, File: sc.File, At: b, Confidence: conf,
					Message: fmt.Sprintf("%s compares %s for strict equality: %s", funcLabel(f), what, Text(sc.File, b))})
				return false
			})
		}
	}
	return nil
}

// reportBalanceCap reports b, a comparison in the guard n, when execution goes on past n only while the contract's
// own ether balance stays at most some bound, and every payable entry of the contract is capped so: ether forced
// in (selfdestruct, a block reward) past the bound then makes the function revert from then on. (Where a payable
// function takes ether with no cap, a payment pushes the balance past the bound as well: forcing adds nothing.)
// It reports whether b is such a cap.
func reportBalanceCap(p *Pass, f *analysis.Function, sc *analysis.Scope, n *analysis.Node, b *solidity.BinaryExpr) bool {
	bound := balanceCap(sc, n, b)
	if bound == nil {
		return false
	}
	if f.Contract != nil && uncappedEntry(f.Contract) {
		return true
	}
	p.Report(Report{Function: f, File: sc.File, At: b, Confidence: vigil.ConfidenceMedium,
		Message: fmt.Sprintf("%s goes on only while the contract's ether balance is at most %s: anyone can force ether in "+
			"(selfdestruct, a block reward) past it, and the function reverts from then on", funcLabel(f), Text(sc.File, bound))})
	return true
}

// balanceCap returns the bound b, a comparison in the guard n, sets on the contract's own ether balance for
// execution to go on past n (require(address(this).balance <= cap), if (address(this).balance > cap) revert());
// nil when b sets none.
func balanceCap(sc *analysis.Scope, n *analysis.Node, b *solidity.BinaryExpr) solidity.Expr {
	side, bound := upperBounded(b)
	if side == nil {
		return nil
	}
	if !n.Holds {
		side, bound = bound, side // if (balance > cap) revert(): execution goes on while balance <= cap
	}
	if ma, ok := unparen(side).(*solidity.MemberAccess); !ok || ma.Member != "balance" || !isSelf(sc, ma.X) {
		return nil
	}
	return bound
}

// uncappedEntry reports whether ether can come into c through a payable entry function that caps the contract's
// balance nowhere.
func uncappedEntry(c *analysis.Contract) bool {
	for _, f := range c.Functions {
		if !f.IsEntry() || f.Decl.Mutability != solidity.MutabilityPayable || f.Decl.Body == nil {
			continue
		}
		capped := false
		for _, n := range f.CFG().Nodes {
			if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil {
				continue
			}
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				if b, ok := x.(*solidity.BinaryExpr); ok && balanceCap(n.Scope, n, b) != nil {
					capped = true
				}
				return !capped
			})
			if capped {
				break
			}
		}
		if !capped {
			return true
		}
	}
	return false
}

// mayCap reports whether source text can hold an order comparison of the contract's own balance: it names this
// and has a < or >.
func mayCap(src []byte) bool {
	return (bytes.IndexByte(src, '<') >= 0 || bytes.IndexByte(src, '>') >= 0) && bytes.Contains(src, []byte("this"))
}

// comparesForEquality reports whether source text can hold an == or != comparison.
func comparesForEquality(src []byte) bool {
	return bytes.Contains(src, []byte("==")) || bytes.Contains(src, []byte("!="))
}

// balanceRead describes the balance e reads ("the ether balance of address(this)", "a token balance"), directly
// or through a local initialised from one; empty when e is not a balance.
func balanceRead(sc *analysis.Scope, e solidity.Expr, depth int) string {
	e = unparen(e)
	switch x := e.(type) {
	case *solidity.MemberAccess:
		if x.Member != "balance" {
			return ""
		}
		t := sc.TypeOf(x.X)
		if t != nil && (t.Kind == analysis.TypeAddress || t.Kind == analysis.TypeContract) {
			return "the ether balance of " + Text(sc.File, x.X)
		}
		if t == nil {
			if c, ok := unparen(x.X).(*solidity.CallExpr); ok {
				if call := sc.CallOf(c); call != nil && call.Kind == analysis.CallTypeConversion && call.Name == "address" {
					return "the ether balance of " + Text(sc.File, x.X)
				}
			}
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c != nil && c.Kind == analysis.CallExternal && c.Name == "balanceOf" {
			return "a token balance (" + Text(sc.File, x) + ")"
		}
		if c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
			return balanceRead(sc, x.Args[0], depth)
		}
	case *solidity.Identifier:
		if depth > 2 {
			return ""
		}
		sym := sc.Resolve(x)
		if sym.Kind != analysis.SymLocal {
			return ""
		}
		if init := sc.Init(sym.Var); init != nil && !reassigned(sc, sym.Var) {
			return balanceRead(sc, init, depth+1)
		}
	}
	return ""
}

// reassigned reports whether a local is assigned anywhere in its body after its declaration: itself, in a tuple,
// by ++, -- or delete, or through its members or elements. Indexing another value with it (a[i] = x) does not
// count.
func reassigned(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	body := sc.Body()
	if body == nil {
		return false
	}
	found := false
	// walk marks found when the target lhs writes v: it goes down the written values, not the keys that index
	// them, at every level (m[k][i] = x writes m, whatever k and i are).
	var walk func(lhs solidity.Node)
	walk = func(lhs solidity.Node) {
		solidity.Preorder(lhs, func(y solidity.Node) bool {
			switch y := y.(type) {
			case *solidity.IndexAccess:
				if y.X != nil && !found {
					walk(y.X)
				}
				return false
			case *solidity.Identifier:
				if sc.Resolve(y).Var == v {
					found = true
				}
			}
			return !found
		})
	}
	// The body's nodes in pre-order, in a loop rather than with a call back for each.
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len() && !found; i++ {
		if lhs := mutated(nodes.At(i)); lhs != nil {
			walk(lhs)
		}
	}
	return found
}

// holdingCheck reports whether a comparison of bal with other asks whether an account other than this contract
// holds any of a token at all (token.balanceOf(user) == 0). Tokens sent to the account can only make it hold
// some, which the account could have done itself; an exact amount, or this contract's own balance, stays a
// finding.
func holdingCheck(sc *analysis.Scope, bal, other solidity.Expr) bool {
	lit, ok := unparen(other).(*solidity.NumberLiteral)
	if !ok || lit.Value != "0" {
		return false
	}
	call, ok := unparen(bal).(*solidity.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	c := sc.CallOf(call)
	return c != nil && c.Kind == analysis.CallExternal && c.Name == "balanceOf" && !isSelf(sc, call.Args[0])
}

// balanceSource returns the balance expression e reads (x.balance, token.balanceOf(a)), directly or through a
// local initialised from one, as balanceRead finds it; nil when e is not a balance.
func balanceSource(sc *analysis.Scope, e solidity.Expr, depth int) solidity.Expr {
	e = unparen(e)
	switch x := e.(type) {
	case *solidity.MemberAccess, *solidity.CallExpr:
		if balanceRead(sc, x, depth) == "" {
			return nil
		}
		if ce, ok := x.(*solidity.CallExpr); ok {
			if c := sc.CallOf(ce); c != nil && c.Kind == analysis.CallTypeConversion && len(ce.Args) == 1 {
				return balanceSource(sc, ce.Args[0], depth)
			}
		}
		return x
	case *solidity.Identifier:
		if depth > 2 {
			return nil
		}
		if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil && !reassigned(sc, sym.Var) {
				return balanceSource(sc, init, depth+1)
			}
		}
	}
	return nil
}

// sameBalanceBothSides reports whether other also reads the balance that bal reads, as a delta check does
// (balanceOf(this) == before + amount, with before read earlier in the body): what anyone sends to the account
// moves both sides alike, so only the change made in between decides.
func sameBalanceBothSides(sc *analysis.Scope, bal, other solidity.Expr) bool {
	src := balanceSource(sc, bal, 0)
	if src == nil {
		return false
	}
	key := keyText(sc.File.Src, src)
	found := false
	solidity.Preorder(other, func(x solidity.Node) bool {
		if e, ok := x.(solidity.Expr); ok && !found {
			if o := balanceSource(sc, e, 0); o != nil && sameKey(keyText(sc.File.Src, o), key) {
				found = true
			}
		}
		return !found
	})
	return found
}

// nonZeroProceeds reports whether comparison b of a balance with zero, the whole condition of node n, lets the
// function go on normally when the balance is not zero: require(balance != 0), if (balance == 0) revert or
// return, if (balance != 0) { ... }. Sending the account something only makes it non-zero, which such a
// check accepts; it cannot lock anything.
func nonZeroProceeds(n *analysis.Node, b *solidity.BinaryExpr, other solidity.Expr) bool {
	if lit, ok := unparen(other).(*solidity.NumberLiteral); !ok || lit.Value != "0" || n.Expr == nil ||
		unparen(n.Expr) != solidity.Expr(b) {
		return false
	}
	switch n.Kind {
	case analysis.NodeGuard:
		// The function goes on when the condition evaluates to Holds (if (c) revert is a guard too).
		return (b.Op == "!=") == n.Holds
	case analysis.NodeCond:
		ifs, ok := n.Stmt.(*solidity.IfStatement)
		if !ok {
			return false
		}
		if b.Op == "==" {
			return ifs.Else == nil && (leavesOnly(ifs.Then) || shortcutReturn(n, ifs))
		}
		return !leavesOnly(ifs.Then)
	}
	return false
}

// leavesOnly reports whether s only leaves the function: a revert, a throw or a return, alone or as the only
// statement of a block.
func leavesOnly(s solidity.Stmt) bool {
	if b, ok := s.(*solidity.Block); ok && len(b.Stmts) == 1 {
		s = b.Stmts[0]
	}
	if _, ok := s.(*solidity.ReturnStatement); ok {
		return true
	}
	return abortsAlways(s)
}

// shortcutReturn reports whether ifs, the test of a balance against zero at node n, is an early return for an
// empty balance that writes only state variables the rest of the function writes too (if (supply == 0)
// { lastRewardBlock = block.number; return; }): a balance made non-zero by a transfer sends the function down
// the ordinary path, which does all the shortcut does. A shortcut that writes what the rest does not (a flag
// that closes a round) can be kept from running that way, and stays reported.
func shortcutReturn(n *analysis.Node, ifs *solidity.IfStatement) bool {
	body, ok := ifs.Then.(*solidity.Block)
	if !ok || len(body.Stmts) == 0 {
		return false
	}
	if _, ok := body.Stmts[len(body.Stmts)-1].(*solidity.ReturnStatement); !ok {
		return false
	}
	f := n.Scope.Function
	if f == nil || f.Decl.Body == nil {
		return false
	}
	in := ifs.Then.Range()
	var short, rest []*analysis.StateVar
	for _, m := range f.CFG().Nodes {
		for _, w := range nodeWrites(m) {
			if in.Contains(w.at.Range().Start) {
				short = append(short, w.v)
			} else {
				rest = append(rest, w.v)
			}
		}
	}
	for _, v := range short {
		if !slices.Contains(rest, v) {
			return false
		}
	}
	return true
}

// divisionGuard reports whether b, bal == 0, is a disjunct of the condition of a conditional expression in own
// whose other branch divides by bal (priorBalance == 0 ? amount : amount * totalShares / priorBalance): the
// test only keeps the division from dividing by zero. A balance made non-zero by a transfer takes the division,
// which is defined; nothing is locked (what a donation does to the rate is the share detectors' question).
func divisionGuard(sc *analysis.Scope, own solidity.Node, b *solidity.BinaryExpr, bal, other solidity.Expr) bool {
	if lit, ok := unparen(other).(*solidity.NumberLiteral); !ok || lit.Value != "0" || b.Op != "==" {
		return false
	}
	key := keyText(sc.File.Src, bal)
	found := false
	solidity.Preorder(own, func(x solidity.Node) bool {
		ce, ok := x.(*solidity.ConditionalExpr)
		if found || !ok || ce.Cond == nil || ce.Else == nil {
			return !found
		}
		in := false
		for d := range disjuncts(ce.Cond) {
			if unparen(d) == solidity.Expr(b) {
				in = true
			}
		}
		if !in {
			return true
		}
		solidity.Preorder(ce.Else, func(y solidity.Node) bool {
			if be, ok := y.(*solidity.BinaryExpr); ok && be.Op == "/" && sameKey(keyText(sc.File.Src, be.Y), key) {
				found = true
			}
			return !found
		})
		return !found
	})
	return found
}
