package detector

import (
	"math/big"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

var (
	// etherBound is above any amount of ether (the supply is below 2^87 wei), with room: msg.value fits in 96
	// bits, as uint96 and int96 hold it.
	etherBound = new(big.Int).Lsh(big.NewInt(1), 90)
	// clockBound is above any block timestamp or number for the next thirty thousand years.
	clockBound = new(big.Int).Lsh(big.NewInt(1), 40)
	// stepBound is the largest step a stored total may take per transaction and still never reach 2^256.
	stepBound = new(big.Int).Lsh(big.NewInt(1), 128)
)

// guardedLargest returns a bound on e's value from what the function knows of its parts, or nil when it
// knows none: constants, msg.value (etherBound), the block's timestamp and number (clockBound), and values
// a require bounds by a constant (require(duration <= MAX_LOCK)), and narrower unsigned values, combined
// through +, *, /, % and (checked) -. checks are the conditions of the requires on the way (requiredChecks).
func guardedLargest(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr, checked bool, depth int) *big.Int {
	if depth > 6 || e == nil {
		return nil
	}
	e = solidity.Unparen(e)
	if t := sc.TypeOf(e); t != nil && t.Kind == analysis.TypeInt && t.Signed {
		return nil // a signed value below a bound may still be far below zero
	}
	if v, ok := foldConst(sc, e, nil, 0); ok {
		if v.Sign() < 0 {
			return nil
		}
		return v
	}
	switch x := e.(type) {
	case *solidity.BinaryExpr:
		switch x.Op {
		case "+", "*":
			a, b := guardedLargest(sc, x.X, checks, checked, depth+1), guardedLargest(sc, x.Y, checks, checked, depth+1)
			if a == nil || b == nil {
				return nil
			}
			if x.Op == "+" {
				return new(big.Int).Add(a, b)
			}
			return new(big.Int).Mul(a, b)
		case "-":
			if checked {
				return guardedLargest(sc, x.X, checks, checked, depth+1) // checked: never more than the minuend
			}
			return nil
		case "/":
			return guardedLargest(sc, x.X, checks, checked, depth+1)
		case "%":
			if m, ok := foldConst(sc, x.Y, nil, 0); ok && m.Sign() > 0 {
				return m
			}
			return guardedLargest(sc, x.X, checks, checked, depth+1)
		}
		return nil
	case *solidity.MemberAccess:
		if id, ok := x.X.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymBuiltin {
			switch {
			case id.Name == "msg" && x.Member == "value":
				return etherBound
			case id.Name == "block" && (x.Member == "timestamp" || x.Member == "number"):
				return clockBound
			}
		}
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if x.Name == "now" && sym.Kind == analysis.SymBuiltin {
			return clockBound
		}
		if t := sc.TypeOf(x); sym.Kind == analysis.SymState && sym.State != nil && depth < storedCapDepth &&
			t != nil && t.Kind == analysis.TypeInt && !t.Signed {
			if k := storedCap(sc, sym.State); k != nil {
				return k
			}
		}
	case *solidity.CallExpr:
		if _, conv := x.Fun.(*solidity.ElementaryTypeExpr); conv && len(x.Args) == 1 {
			// uint256(r) of a narrower unsigned r keeps its value.
			if at := sc.TypeOf(x.Args[0]); at != nil && at.Kind == analysis.TypeInt && !at.Signed {
				if tt := sc.TypeOf(x); tt != nil && tt.Kind == analysis.TypeInt && !tt.Signed && tt.Bits >= at.Bits {
					return guardedLargest(sc, x.Args[0], checks, checked, depth+1)
				}
			}
		}
	}
	if k := constantCheck(sc, e, checks); k != nil {
		return k
	}
	if checked {
		if k := sumCheck(sc, e, checks); k != nil {
			return k
		}
	}
	// A value of a narrower unsigned type is below its type's bound.
	if t := sc.TypeOf(e); t != nil && t.Kind == analysis.TypeInt && !t.Signed && t.Bits > 0 && t.Bits < 256 {
		m := new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
		return m.Sub(m, big.NewInt(1))
	}
	return nil
}

// storedCapDepth is the depth at which guardedLargest bounds the values written to a stored variable: below
// it a stored variable's bound is asked for, from it on not, so one variable's bound never asks for its own.
const storedCapDepth = 3

// storedCapKey keys storedCap's answers in the model's memo.
type storedCapKey struct{ v *analysis.StateVar }

// storedCap returns the largest value the state variable v, of an unsigned type, can ever hold, or nil when that is not
// known: its initial value (zero when it has none) and every write of it, constructors' included, are
// constants or values their functions bound by a constant (require(bps <= 1000); feeBps = bps).
func storedCap(sc *analysis.Scope, v *analysis.StateVar) *big.Int {
	if v.Slot || v.Contract == nil || v.Decl.Constant || v.Decl.Immutable {
		return nil
	}
	return memo(sc.Model, storedCapKey{v}, func() *big.Int {
		most, _ := settersCap(v, true)
		if most == nil {
			return nil
		}
		if v.Decl.Value != nil {
			k, ok := foldConst(sc, v.Decl.Value, nil, 0)
			if !ok || k.Sign() < 0 {
				return nil
			}
			if k.Cmp(most) > 0 {
				most = k
			}
		}
		return most
	})
}

// settersCap returns the largest value the writes of v, in the contract declaring it and those inheriting it
// (constructors only when withConstructors), give it, and whether there is any such write; nil when one of them
// is not a plain assignment of a value its function bounds by a constant on every path.
func settersCap(v *analysis.StateVar, withConstructors bool) (*big.Int, bool) {
	if v.Contract == nil {
		return nil, false
	}
	most, seen := new(big.Int), false
	for f := range v.Contract.HierarchyBodies() {
		if !withConstructors && f.IsConstructor() {
			continue
		}
		for _, n := range f.CFG().Nodes {
			for _, w := range nodeWrites(n) {
				if w.v != v {
					continue
				}
				as := assignmentTo(n, w.at)
				if as == nil || as.Op != "=" || as.RHS == nil {
					return nil, false
				}
				k := guardedLargest(n.Scope, as.RHS, requiredChecks(f, n.Scope, n), true, storedCapDepth)
				if k == nil {
					return nil, false
				}
				if k.Cmp(most) > 0 {
					most = k
				}
				seen = true
			}
		}
	}
	return most, seen
}

// movedInputs reports whether e holds parameters, and f passes each of them to a call of another contract
// (a token transfer of it): each is then an amount that exists.
func movedInputs(f *analysis.Function, sc *analysis.Scope, e solidity.Expr) bool {
	src := sc.File.Src
	some, all := false, true
	solidity.Preorder(e, func(n solidity.Node) bool {
		id, ok := n.(*solidity.Identifier)
		if !ok || !all {
			return all
		}
		if sc.Resolve(id).Kind == analysis.SymParam {
			some = true
			all = passedToContract(f, src, keyText(src, id))
		}
		return all
	})
	return some && all
}

// conjunctComparisons calls fn with each comparison c is the conjunction of (a <= b && c > d), c itself included,
// until fn returns true.
func conjunctComparisons(c solidity.Expr, fn func(b *solidity.BinaryExpr) bool) bool {
	b, ok := solidity.Unparen(c).(*solidity.BinaryExpr)
	if !ok || b.X == nil || b.Y == nil {
		return false
	}
	if b.Op == "&&" {
		return conjunctComparisons(b.X, fn) || conjunctComparisons(b.Y, fn)
	}
	return fn(b)
}

// requiredChecks lists the conditions of f's requires (guards that hold when execution goes on) in sc that
// run on every path to the node at.
func requiredChecks(f *analysis.Function, sc *analysis.Scope, at *analysis.Node) []solidity.Expr {
	var out []solidity.Expr
	g := f.CFG()
	for _, n := range g.Nodes {
		if n.Kind == analysis.NodeGuard && n.Holds && n.Expr != nil && n.Scope == sc && n != at && dominates(g, n, at) {
			out = append(out, n.Expr)
		}
	}
	return out
}

// constantCheck returns the constant a condition bounds e by from above (e <= k, e < k, k >= e, k > e), or nil.
func constantCheck(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) *big.Int {
	src := sc.File.Src
	ke := keyText(src, e)
	return constantCap(sc, checks, func(side solidity.Expr) bool { return sameKey(keyText(src, side), ke) })
}

// sumCheck returns the constant a condition bounds a checked sum holding e by from above (supply + e <= k),
// or nil: checked unsigned addition cannot wrap, so each term is at most the bound.
func sumCheck(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) *big.Int {
	if t := sc.TypeOf(e); t == nil || t.Kind != analysis.TypeInt || t.Signed {
		return nil
	}
	src := sc.File.Src
	ke := keyText(src, e)
	return constantCap(sc, checks, func(side solidity.Expr) bool { return sumTerm(src, side, ke, 0) })
}

// constantCap returns the first non-negative constant one of the conjuncts of checks bounds a side that matches
// from above, or nil. A bound of the block's clock plus a constant (end <= block.timestamp + MAXTIME) counts as
// the constant clockBound + k (clockPlusConstant).
func constantCap(sc *analysis.Scope, checks []solidity.Expr, matches func(side solidity.Expr) bool) *big.Int {
	var out *big.Int
	for _, c := range checks {
		conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
			side, bound := upperBounded(b)
			if side == nil || !matches(side) {
				return false
			}
			if k, ok := foldConst(sc, bound, nil, 0); ok && k.Sign() >= 0 {
				out = k
			} else if k := clockPlusConstant(sc, bound); k != nil {
				out = k
			}
			return out != nil
		})
		if out != nil {
			return out
		}
	}
	return nil
}

// clockPlusConstant returns the largest value of e when e is the block's clock (block.timestamp, block.number,
// now) plus a non-negative constant (a literal or a constant state variable, either side of the +): clockBound +
// k, or nil. The assumption is clockBound's: timestamps and block numbers stay below 2^40 (the year 36,800 for
// timestamps; longer for block numbers even at sub-second blocks), so such a bound fits in 64 bits or more for
// any constant below 2^63, and in 48 bits for one below 2^47, but not in 32 bits, which timestamps pass in 2106.
func clockPlusConstant(sc *analysis.Scope, e solidity.Expr) *big.Int {
	b, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok {
		if isClock(sc, e) {
			return clockBound
		}
		return nil
	}
	if b.Op != "+" || b.X == nil || b.Y == nil {
		return nil
	}
	clock, k := b.X, b.Y
	if !isClock(sc, clock) {
		clock, k = k, clock
	}
	if !isClock(sc, clock) {
		return nil
	}
	v, ok := foldConst(sc, k, nil, 0)
	if !ok || v.Sign() < 0 {
		return nil
	}
	return new(big.Int).Add(clockBound, v)
}

// isClock reports whether e is block.timestamp, block.number or now.
func isClock(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.MemberAccess:
		id, ok := x.X.(*solidity.Identifier)
		return ok && id.Name == "block" && (x.Member == "timestamp" || x.Member == "number") && sc.Resolve(id).Kind == analysis.SymBuiltin
	case *solidity.Identifier:
		return x.Name == "now" && sc.Resolve(x).Kind == analysis.SymBuiltin
	}
	return false
}

// sumTerm reports whether e is a sum (a + b + ...) one of whose terms is the expression keyed ke.
func sumTerm(src []byte, e solidity.Expr, ke []byte, depth int) bool {
	b, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok || b.Op != "+" || depth > 4 {
		return false
	}
	return sameKey(keyText(src, b.X), ke) || sameKey(keyText(src, b.Y), ke) || sumTerm(src, b.X, ke, depth+1) || sumTerm(src, b.Y, ke, depth+1)
}

// storedCheck reports whether a condition bounds e from above by a stored value no caller chooses (require(
// amount <= balances[msg.sender])): a ledger's amounts stay far below the widths contracts narrow to.
func storedCheck(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr) bool {
	return boundedAboveBy(sc, e, checks, func(bound solidity.Expr) bool {
		return sc.RootVar(bound).Kind == analysis.SymState && !chosenValue(sc, bound)
	})
}

// boundedAboveBy reports whether a conjunct of one of checks bounds e from above (e < bound, e <= bound, or
// the same the other way round) by a bound that passes ok.
func boundedAboveBy(sc *analysis.Scope, e solidity.Expr, checks []solidity.Expr, ok func(bound solidity.Expr) bool) bool {
	src := sc.File.Src
	ke := keyText(src, e)
	for _, c := range checks {
		if conjunctComparisons(c, func(b *solidity.BinaryExpr) bool {
			side, bound := upperBounded(b)
			return side != nil && sameKey(keyText(src, side), ke) && ok(bound)
		}) {
			return true
		}
	}
	return false
}

// guardedFit reports whether a op b fits in bits by the bounds guardedLargest finds for both operands, with the
// function's requires (those that hold when execution goes on) as checks: the block's clock plus a duration
// the caller picks but a require caps.
func (v *overflowVisitor) guardedFit(sc *analysis.Scope, op string, a, b, result solidity.Expr, bits int) bool {
	if bits < 64 || bits > 256 {
		return false
	}
	checks := requiredChecks(v.f, sc, v.n)
	checked := sc.Model.Checked(sc.File) && !v.n.Unchecked
	y := guardedLargest(sc, b, checks, checked, 0)
	if op == "+" && bits == 256 && result == a && y != nil && y.Cmp(stepBound) <= 0 {
		// A stored total that grows by at most 2^128 a transaction (lockTime[who] += d with d capped) takes
		// more transactions than can ever be sent to reach 2^256: only another, larger addition can wrap it,
		// unless some code sets it outright to a value of its caller's (a supply the deployer picks).
		if r := sc.RootVar(a); r.Kind == analysis.SymState && r.State != nil &&
			memo(sc.Model, boundedSetsKey{r.State}, func() bool { return boundedSets(sc.Model, r.State) }) {
			return true
		}
		if steppedRead(sc, a) != nil {
			return true // set only to the later of itself and now, plus a capped step
		}
	}
	if op == "+" && bits == 256 && y != nil && y.Cmp(stepBound) <= 0 && steppedOperand(sc, a, checks, checked) {
		// The same total read and added to a capped value (require(sold + n <= capacity) after require(n <=
		// 10)): when every write of the total is such a step, or sets it to a small value, it stays far below
		// 2^256, and so does the sum.
		return true
	}
	x := guardedLargest(sc, a, checks, checked, 0)
	if x == nil {
		return false
	}
	if op == "+" && bits == 256 && y == nil && x.Cmp(stepBound) <= 0 && steppedOperand(sc, b, checks, checked) {
		return true // n + sold
	}
	if y == nil {
		return false
	}
	r := new(big.Int)
	if op == "+" {
		r.Add(x, y)
	} else {
		r.Mul(x, y)
	}
	return r.BitLen() <= bits
}

// boundedSetsKey keys boundedSets' answers in the model's memo.
type boundedSetsKey struct{ v *analysis.StateVar }

// boundedSets reports whether every plain assignment to the state variable v (or to an entry of it) in the
// unit gives it a bounded value (a constant, the clock plus a constant) or one computed from v itself (x = x -
// y): then only additions move it far, and each is judged where it is.
func boundedSets(m *analysis.Model, v *analysis.StateVar) bool {
	for _, f := range bodies(m) {
		sc := f.Scope()
		ok := true
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			as, isAssign := n.(*solidity.AssignExpr)
			if !ok || !isAssign || as.Op != "=" || as.LHS == nil || as.RHS == nil {
				return ok
			}
			if r := sc.RootVar(as.LHS); r.Kind != analysis.SymState || r.State == nil || r.State.Decl != v.Decl {
				return true
			}
			if b := guardedLargest(sc, as.RHS, nil, false, 0); b != nil && b.Cmp(stepBound) <= 0 {
				return true
			}
			self := false
			solidity.Preorder(as.RHS, func(x solidity.Node) bool {
				if e, isExpr := x.(solidity.Expr); isExpr && !self {
					if r := sc.RootVar(e); r.Kind == analysis.SymState && r.State != nil && r.State.Decl == v.Decl {
						self = true
					}
				}
				return !self
			})
			ok = self
			return ok
		})
		if !ok {
			return false
		}
	}
	return true
}
