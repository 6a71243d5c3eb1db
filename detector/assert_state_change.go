package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// AssertStateChange reports assert() calls that are not invariants: conditions with side effects, and
// conditions that can be false on input an outside caller controls.
//
// An assert states something that must hold whatever the input; a failing assert means a bug (and before 0.8
// it consumed all the remaining gas). The detector reports, in order of confidence:
//   - a condition with side effects (an assignment, ++/--, delete, a state-changing or external call): the check
//     changes what it checks, and the change vanishes if assertions are compiled out or the call is removed;
//   - assert(false) and other constant-false conditions: the assertion fails whenever it is reached;
//   - a condition on a caller-controlled value (parameters of public functions, msg.*, tx.origin), on the result
//     of an external call, or on the contract's ether balance (which selfdestruct can force);
//   - a condition on state that any caller can change through another public function (low confidence).
var AssertStateChange = &Detector{
	ID:    "assert-state-change",
	Title: "Assertion that can fail or that changes state",
	Description: "An assert() condition has side effects, or can be false on input that an outside caller " +
		"controls. assert is meant for invariants that can never fail; input validation belongs in require().",
	Exploit: "A caller passes input (or first changes state, or forces ether into the contract) that makes the " +
		"assertion fail; before 0.8 this burns all of the transaction's gas, and in every version it blocks the " +
		"function for everyone while the state lasts.",
	Recommendation: "Use require() to validate inputs, external results and state; keep assert for true " +
		"invariants, and never put side effects in its condition.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-110",
	CWE:        "CWE-617",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runAssertStateChange,
}

func runAssertStateChange(p *Pass) error {
	// assert is called by its name: only bodies that spell it can call it.
	assert := occurrencesOf(p.Model, wordAssert)
	if !assert.any() {
		return nil
	}
	for _, f := range bodies(p.Model) {
		if !assert.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		sc := f.Scope()
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallBuiltin || c.Name != "assert" || c.Expr == nil || len(c.Args) != 1 {
				continue
			}
			cond := c.Args[0]
			reason, conf := assertSideEffect(sc, cond)
			sev := vigil.Severity("")
			if reason != "" && assertsCallSuccess(sc, cond) {
				// assert(token.transfer(to, v)): the call is the function's action and the assertion its check of
				// success. A failure reverts the transaction as require would; the misuse costs the remaining gas
				// before 0.8, and the check changes nothing it checks.
				reason, sev = "asserts the success of an external call; use require (before 0.8 a failure burns the remaining gas)", vigil.SeverityLow
			}
			if reason == "" {
				if v, ok := constBool(cond); ok && !v {
					reason, conf = "always fails when it is reached", vigil.ConfidenceMedium
				}
			}
			if reason == "" && overflowCheck(sc, cond) {
				continue
			}
			if reason == "" {
				reason, conf, sev = assertInput(sc, f, cond)
			}
			if reason == "" && f.Contract != nil {
				own := map[*analysis.StateVar]bool{}
				for _, v := range f.WrittenState() {
					own[v] = true // a post-condition of the function's own writes is the author's invariant
				}
				for _, r := range sc.StateReads(cond) {
					if own[r.Var] {
						continue
					}
					if w, ok := openSetterIn(p.Model, f.Contract, r.Var, nil); ok && !r.Var.Decl.Constant {
						reason = fmt.Sprintf("depends on %s, which any caller can change (line %d)", r.Var.Name, lineOf(w.at))
						conf = vigil.ConfidenceLow
						break
					}
				}
			}
			if reason == "" {
				continue
			}
			p.Report(Report{Function: f, At: c.Expr, Severity: sev, Confidence: conf,
				Message: funcLabel(f) + ": " + Text(f.File, c.Expr) + " " + reason})
		}
	}
	return nil
}

// assertSideEffect describes a side effect in an assert condition, or returns "".
func assertSideEffect(sc *analysis.Scope, cond solidity.Expr) (string, vigil.Confidence) {
	reason := ""
	solidity.Preorder(cond, func(n solidity.Node) bool {
		if reason != "" {
			return false
		}
		switch x := n.(type) {
		case *solidity.AssignExpr:
			reason = "changes state in its condition (" + x.Op + ")"
		case *solidity.UnaryExpr:
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				reason = "changes state in its condition (" + x.Op + ")"
			}
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c == nil {
				return true
			}
			switch c.Kind {
			case analysis.CallInternal, analysis.CallLibrary:
				if c.Callee != nil && !c.Callee.IsView() && len(c.Callee.WrittenState()) > 0 {
					reason = "calls " + c.Callee.String() + ", which writes state, in its condition"
				}
			case analysis.CallExternal, analysis.CallLowLevel, analysis.CallSend, analysis.CallTransfer:
				if c.Callee == nil || !c.Callee.IsView() {
					if c.Name != "staticcall" {
						reason = "makes an external call that can change state in its condition"
					}
				}
			case analysis.CallUnknown:
				// The model leaves a member call on a conversion (B(addr).f()) unclassified: it is an external
				// call unless the function is known to be view.
				if k, ok := contractConversion(sc, c.Target); ok && c.Target != nil {
					if k == nil || !allView(k.FunctionsNamed(c.Name)) {
						reason = "makes an external call that can change state in its condition"
					}
				}
			}
		}
		return reason == ""
	})
	if reason != "" {
		return reason, vigil.ConfidenceHigh
	}
	return "", ""
}

// assertsCallSuccess reports whether cond is, up to parentheses and a comparison with true, the bool returned by
// an external call (or a send): the assertion checks that the call succeeded, not a value it computed.
func assertsCallSuccess(sc *analysis.Scope, cond solidity.Expr) bool {
	cond = unparen(cond)
	if b, ok := cond.(*solidity.BinaryExpr); ok && b.Op == "==" {
		// assert(token.transfer(to, v) == true) asserts the same success.
		if v, ok := constBool(b.Y); ok && v {
			cond = unparen(b.X)
		} else if v, ok := constBool(b.X); ok && v {
			cond = unparen(b.Y)
		}
	}
	x, ok := cond.(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := sc.CallOf(x)
	if c == nil {
		return false
	}
	switch c.Kind {
	case analysis.CallExternal, analysis.CallSend:
	case analysis.CallUnknown:
		if _, ok := contractConversion(sc, c.Target); !ok || c.Target == nil {
			return false
		}
	default:
		return false
	}
	return true // assert takes a bool: the call returns one
}

// allView reports whether fs is not empty and every function in it is view or pure.
func allView(fs []*analysis.Function) bool {
	for _, f := range fs {
		if !f.IsView() {
			return false
		}
	}
	return len(fs) > 0
}

// assertInput describes why an assert condition depends on what a caller controls, or returns "". Input the
// caller passes fails only the caller's own transaction (burning its gas before 0.8): a misuse of assert rated
// low, unlike a result or a balance that can block everyone.
func assertInput(sc *analysis.Scope, f *analysis.Function, cond solidity.Expr) (string, vigil.Confidence, vigil.Severity) {
	balance := false
	solidity.Preorder(cond, func(n solidity.Node) bool {
		if m, ok := n.(*solidity.MemberAccess); ok && m.Member == "balance" {
			if tt := sc.TypeOf(m.X); tt == nil || tt.Kind == analysis.TypeAddress {
				balance = true
			}
		}
		return !balance
	})
	if balance {
		return "checks an ether balance, which anyone can change by forcing ether in (selfdestruct)", vigil.ConfidenceMedium, ""
	}
	fl := sc.Flow()
	t := assertedTaint(sc, fl, cond)
	switch {
	case t.Has(analysis.TaintCallReturn):
		return "checks the result of an external call, which the called contract decides", vigil.ConfidenceMedium, ""
	case f.IsEntry() && t.Has(analysis.Caller) && callerInput(sc, cond, true):
		return "checks a value the caller controls; use require for input validation", vigil.ConfidenceMedium, vigil.SeverityLow
	case f.IsEntry() && t.Has(analysis.Caller):
		return "checks stored state the caller selects, which other calls change", vigil.ConfidenceMedium, ""
	}
	if holds, ok := gasOrder(sc, cond); ok {
		if !holds {
			return "compares two readings of the remaining gas as if gas could grow: it always fails", vigil.ConfidenceHigh, ""
		}
	} else if assertsOnGas(sc, cond) {
		return "checks the remaining gas, which the caller's gas limit and the network's gas costs decide", vigil.ConfidenceMedium, ""
	}
	return "", "", ""
}

// assertsOnGas reports whether cond reads gasleft() (or msg.gas), directly or through a local initialised with it.
func assertsOnGas(sc *analysis.Scope, cond solidity.Expr) bool {
	if readsGas(cond) {
		return true
	}
	found := false
	solidity.Preorder(cond, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
				if init := sc.Init(sym.Var); init != nil && readsGas(init) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// gasOrder evaluates a comparison of two readings of the remaining gas (gasleft() or msg.gas, directly or through
// locals initialised with them): gas only decreases, so a later reading is smaller than an earlier one. It
// reports whether the comparison can hold, and false for ok when cond is not such a comparison.
func gasOrder(sc *analysis.Scope, cond solidity.Expr) (holds, ok bool) {
	b, isBin := unparen(cond).(*solidity.BinaryExpr)
	if !isBin || !comparisonOps[b.Op] {
		return false, false
	}
	readAt := func(e solidity.Expr) (int, bool) {
		e = unparen(e)
		if id, isID := e.(*solidity.Identifier); isID {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
				if init := sc.Init(sym.Var); init != nil && isGasReading(unparen(init)) {
					return init.Range().Start.Offset, true
				}
			}
			return 0, false
		}
		if isGasReading(e) {
			return e.Range().Start.Offset, true
		}
		return 0, false
	}
	x, okX := readAt(b.X)
	y, okY := readAt(b.Y)
	if !okX || !okY || x == y {
		return false, false
	}
	// later < earlier is what holds; normalise to "X is later".
	op := b.Op
	if x < y {
		op = map[string]string{"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}[op]
	}
	switch op {
	case "<", "<=", "!=":
		return true, true
	}
	return false, true
}

// isGasReading reports whether e is gasleft() or msg.gas.
func isGasReading(e solidity.Expr) bool {
	switch x := e.(type) {
	case *solidity.CallExpr:
		id, ok := x.Fun.(*solidity.Identifier)
		return ok && id.Name == "gasleft" && len(x.Args) == 0
	case *solidity.MemberAccess:
		id, ok := x.X.(*solidity.Identifier)
		return ok && id.Name == "msg" && x.Member == "gas"
	}
	return false
}

// assertedTaint is the taint of e's value, where choosing a mapping key or array index does not count: a lookup
// of state at a caller-chosen key is state, and whether anyone can set that state is checked separately.
func assertedTaint(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) analysis.Taint {
	switch x := e.(type) {
	case *solidity.IndexAccess:
		return assertedTaint(sc, fl, x.X)
	case *solidity.TupleExpr:
		var t analysis.Taint
		for _, el := range x.Elems {
			if el != nil {
				t |= assertedTaint(sc, fl, el)
			}
		}
		return t
	case *solidity.BinaryExpr:
		return assertedTaint(sc, fl, x.X) | assertedTaint(sc, fl, x.Y)
	case *solidity.UnaryExpr:
		return assertedTaint(sc, fl, x.X)
	case *solidity.ConditionalExpr:
		return assertedTaint(sc, fl, x.Cond) | assertedTaint(sc, fl, x.Then) | assertedTaint(sc, fl, x.Else)
	case *solidity.MemberAccess:
		if id, ok := x.X.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymBuiltin {
			return fl.Taint(x)
		}
		return assertedTaint(sc, fl, x.X)
	}
	return fl.Taint(e)
}

// overflowCheck recognises the pre-0.8 overflow check idiom assert(a + b >= a) (also through a local c = a + b),
// which only fails when the arithmetic wrapped.
func overflowCheck(sc *analysis.Scope, cond solidity.Expr) bool {
	b, ok := unparen(cond).(*solidity.BinaryExpr)
	if !ok || !comparisonOps[b.Op] {
		return false
	}
	expand := func(e solidity.Expr) solidity.Expr {
		e = unparen(e)
		if id, ok := e.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
				if init := sc.Init(sym.Var); init != nil {
					return unparen(init)
				}
			}
		}
		return e
	}
	src := sc.File.Src
	same := func(a, b solidity.Expr) bool {
		return normalize(a.Range().Text(src)) == normalize(b.Range().Text(src))
	}
	for _, pair := range [][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		arith, ok := expand(pair[0]).(*solidity.BinaryExpr)
		if !ok || (arith.Op != "+" && arith.Op != "-" && arith.Op != "*") {
			continue
		}
		if same(arith.X, pair[1]) || same(arith.Y, pair[1]) {
			return true
		}
	}
	return false
}
