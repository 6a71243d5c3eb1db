package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// runUnreadBounds reports trades that take a bound from the caller and never read it: a public function with a
// number parameter its body does not use, which pays the caller (or takes from it) an amount worked out from what
// it puts in and from a price other transactions move: the answer of another contract (an oracle, a pool's
// reserves) or a total the function itself moves (a bond price that rises with debt). Whatever least amount out
// or most price the caller named, the trade runs at the price it finds. It is part of missing-slippage-protection;
// skip lists the functions already reported.
func runUnreadBounds(p *Pass, skip map[*analysis.Function]bool) {
	var tf *trustFinder
	defer func() {
		if tf != nil {
			tf.release()
		}
	}()
	var ext map[*analysis.Function]bool
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.calls) == 0 || f.Contract == nil || skip[f] {
			continue
		}
		numbers := numberParams(f.Decl)
		if numbers == 0 {
			continue
		}
		sc := f.Scope()
		sites := handedAmounts(sc, fx.calls, fx.writers)
		if len(sites) == 0 {
			continue
		}
		totals := writtenTotals(sc, fx.writers)
		if len(totals) == 0 && !callsForValue(sc) {
			continue // no price that moves: no other contract asked, no total moved
		}
		unread := numbers &^ paramsRead(sc, f.Decl)
		if unread == 0 {
			continue
		}
		read := numbers &^ unread
		put := carries(sc, func(sc *analysis.Scope, x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.Identifier:
				sym := sc.Resolve(y)
				return sym.Kind == analysis.SymParam && sym.Index < 64 && read&(1<<sym.Index) != 0
			case *solidity.MemberAccess:
				return isMsgValue(sc, y)
			}
			return false
		})
		if tf == nil {
			tf = newTrustFinder(p.Model)
			ext = map[*analysis.Function]bool{}
		}
		seed := func(sc *analysis.Scope, x solidity.Node) bool { return movingRead(sc, x, tf, totals, ext) }
		moving := carries(sc, seed)
		var at solidity.Node
		var amount solidity.Expr
		for _, s := range sites {
			if !put.mentions(s.amount) || !moving.mentions(s.amount) {
				continue
			}
			if at == nil || s.at.Range().Start.Offset > at.Range().Start.Offset {
				at, amount = s.at, s.amount
				if s.stored {
					at = pricedDefinition(sc, s.amount, put, moving, s.at)
				}
			}
		}
		if at == nil {
			continue
		}
		moved := firstMovingRead(sc, amount, moving, seed)
		var prm *solidity.VariableDeclaration
		for i, d := range f.Decl.Params {
			if i < 64 && unread&(1<<i) != 0 {
				prm = d
				break
			}
		}
		related := []Related{{File: sc.File, At: prm, Message: "the parameter never read"}}
		if moved != nil {
			related = append(related, Related{File: sc.File, At: moved, Message: "a price other transactions move"})
		}
		p.Report(Report{Function: f, File: sc.File, At: at, Confidence: vigil.ConfidenceMedium,
			Message: fmt.Sprintf("%s never reads its parameter %s, and the amount it trades follows a price other transactions move: whatever bound the caller sets, a sandwich or a price change before it runs sets the price",
				funcLabel(f), prm.Name),
			Related: related})
	}
}

// numberParams returns the named integer parameters of d (bit i: parameter i).
func numberParams(d *solidity.FunctionDefinition) uint64 {
	var out uint64
	for i, prm := range d.Params {
		if i >= 64 || prm == nil || prm.Name == "" {
			continue
		}
		if t, ok := prm.Type.(*solidity.ElementaryTypeName); ok && (strings.HasPrefix(t.Name, "uint") || strings.HasPrefix(t.Name, "int")) {
			out |= 1 << i
		}
	}
	return out
}

// paramsRead returns the parameters of d (bit i: parameter i) its body or its modifiers' arguments name, and
// those inline assembly names.
func paramsRead(sc *analysis.Scope, d *solidity.FunctionDefinition) uint64 {
	var out uint64
	visit := func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.Identifier:
			if sym := sc.Resolve(y); sym.Kind == analysis.SymParam && sym.Index < 64 {
				out |= 1 << sym.Index
			}
		case *solidity.YulIdentifier:
			for i, prm := range d.Params {
				if i < 64 && prm != nil && prm.Name == y.Name {
					out |= 1 << i
				}
			}
		}
		return true
	}
	solidity.Preorder(d.Body, visit)
	for _, inv := range d.Modifiers {
		for _, a := range inv.Args {
			solidity.Preorder(a, visit)
		}
	}
	return out
}

// handedAmount is an amount a function hands to someone the caller names, or takes from the caller: an argument
// of a call that changes state beside msg.sender or an address parameter (a mint, a transfer, a burn from the
// caller), ether sent, or a value written to the entry of a table the caller names (a bond's record).
type handedAmount struct {
	at     solidity.Node // the call, or the write
	amount solidity.Expr
	stored bool
}

// handedAmounts returns the amounts of the function of scope sc handed out at its own nodes.
func handedAmounts(sc *analysis.Scope, calls []callSite, writers []*analysis.Node) []handedAmount {
	var out []handedAmount
	for _, s := range calls {
		c := s.call
		if s.node.Scope != sc || c.Expr == nil {
			continue
		}
		if c.SendsEther() && c.Value != nil && c.Target != nil && namedByCaller(sc, unwrapConversion(c.Target)) {
			out = append(out, handedAmount{at: c.Expr, amount: c.Value})
			continue
		}
		if c.Kind != analysis.CallExternal || c.Callee != nil && c.Callee.IsView() {
			continue
		}
		to := -1
		for i, a := range c.Args {
			if namedByCaller(sc, unwrapConversion(a)) {
				to = i
				break
			}
		}
		if to < 0 {
			continue
		}
		for i, a := range c.Args {
			if i != to {
				out = append(out, handedAmount{at: c.Expr, amount: a})
			}
		}
	}
	for _, n := range writers {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			ia, ok := w.At.(*solidity.IndexAccess)
			if !ok || !namedByCaller(sc, ia.Index) {
				continue
			}
			if a := assignmentTo(n, w.At); a != nil {
				out = append(out, handedAmount{at: n.Stmt, amount: a.RHS, stored: true})
			}
		}
	}
	return out
}

// namedByCaller reports whether e is msg.sender or an address parameter: who the caller trades for.
func namedByCaller(sc *analysis.Scope, e solidity.Expr) bool {
	if isSenderExpr(e) {
		return true
	}
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymParam || sym.Var == nil {
		return false
	}
	t, ok := sym.Var.Type.(*solidity.ElementaryTypeName)
	return ok && t.Name == "address"
}

// movingRead reports whether x reads a price other transactions move: the result of a call of another contract,
// a total in totals (which the trade itself moves), or the result of an internal view function that returns
// either (to a depth of 3). ext memoises which internal functions call other contracts.
func movingRead(sc *analysis.Scope, x solidity.Node, tf *trustFinder, totals []*analysis.StateVar, ext map[*analysis.Function]bool) bool {
	switch y := x.(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(y)
		if sym.Kind != analysis.SymState {
			return false
		}
		for _, v := range totals {
			if sym.State == v {
				return true
			}
		}
	case *solidity.CallExpr:
		c := sc.CallOf(y)
		if c == nil {
			return false
		}
		if c.Kind == analysis.CallExternal {
			return true
		}
		if c.Kind != analysis.CallInternal || c.Callee == nil || !c.Callee.IsView() || len(c.Callee.Decl.Returns) == 0 {
			return false
		}
		if viewCallsOut(c.Callee, ext, 0) {
			return true
		}
		for _, v := range totals {
			if tf.returnsValueOf(c.Callee, v, 0) {
				return true
			}
		}
	}
	return false
}

// viewCallsOut reports whether view function f, or an internal view function it calls (to a depth of 3), calls
// another contract.
func viewCallsOut(f *analysis.Function, memo map[*analysis.Function]bool, depth int) bool {
	if r, ok := memo[f]; ok {
		return r
	}
	if f.Decl.Body == nil || depth > 3 {
		return false
	}
	memo[f] = false // a recursive call adds nothing
	r := false
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallExternal || c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && viewCallsOut(c.Callee, memo, depth+1) {
			r = true
			break
		}
	}
	memo[f] = r
	return r
}

// pricedDefinition returns, for an amount written to a record, the statement that sets the local of it carrying
// both what the caller puts in and the moving price (uint payout = value / price): where the price is applied.
// The write itself (at) when there is none.
func pricedDefinition(sc *analysis.Scope, amount solidity.Expr, put, moving carrier, at solidity.Node) solidity.Node {
	var local *solidity.VariableDeclaration
	solidity.Preorder(amount, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && local == nil {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && put.derived[sym.Var] && moving.derived[sym.Var] {
				local = sym.Var
			}
		}
		return local == nil
	})
	if local == nil {
		return at
	}
	for _, d := range sc.Definitions() {
		if st, ok := d.(*solidity.VariableDeclarationStatement); ok && len(st.Vars) == 1 && st.Vars[0] == local {
			return st
		}
	}
	return at
}

// firstMovingRead returns the read of a moving price (seed) that the amount is worked out from: in the amount
// itself, or else the first in the values of the locals moving carries.
func firstMovingRead(sc *analysis.Scope, amount solidity.Expr, moving carrier, seed func(*analysis.Scope, solidity.Node) bool) solidity.Node {
	var found solidity.Node
	find := func(e solidity.Node) {
		solidity.Preorder(e, func(x solidity.Node) bool {
			if found == nil && seed(sc, x) {
				found = x
			}
			return found == nil
		})
	}
	find(amount)
	for _, d := range sc.Definitions() {
		if found != nil {
			break
		}
		if st, ok := d.(*solidity.VariableDeclarationStatement); ok && len(st.Vars) == 1 && moving.derived[st.Vars[0]] {
			find(st.Value)
		}
	}
	return found
}

// writtenTotals returns the whole integer state variables the writers of scope sc (its own nodes) write, as
// movedTotals does.
func writtenTotals(sc *analysis.Scope, writers []*analysis.Node) []*analysis.StateVar {
	var out []*analysis.StateVar
	for _, n := range writers {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if _, whole := w.At.(*solidity.Identifier); whole && holdsNumber(w.Var) && !slices.Contains(out, w.Var) {
				out = append(out, w.Var)
			}
		}
	}
	return out
}

// callsForValue reports whether scope sc calls another contract, or an internal view function that returns a
// value: the calls a moving price may come from.
func callsForValue(sc *analysis.Scope) bool {
	for _, c := range sc.Calls() {
		if c.Kind == analysis.CallExternal || c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.IsView() && len(c.Callee.Decl.Returns) > 0 {
			return true
		}
	}
	return false
}
