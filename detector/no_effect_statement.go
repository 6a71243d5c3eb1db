package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// NoEffectStatement reports expression statements that compute a value and drop it, and message calls that are
// prepared (`.value(x)`, `.gas(n)`, `{value: x}`) but never made.
var NoEffectStatement = &Detector{
	ID:    "no-effect-statement",
	Title: "Code with no effects",
	Description: "A statement evaluates an expression that changes nothing: a comparison or arithmetic result that " +
		"is thrown away (often `==` typed for `=`), a variable assigned to itself (a parameter that shadows the " +
		"state variable it was meant to set), a call of a view function of the contract that cannot revert and " +
		"whose answer is dropped (a health or solvency check written without its require), or a low-level call " +
		"whose value or gas is set but which is never invoked because the trailing argument list is missing. The compiler accepts it; the intended " +
		"effect never happens.",
	Exploit: "A deposit is accepted but `balance[msg.sender] == amount;` records nothing, or a withdrawal debits " +
		"the balance but `msg.sender.call.value(amount);` sends nothing: users lose funds or the contract's " +
		"books disagree with its ether.",
	Recommendation: "Write the intended effect: `=` instead of `==`, or finish the call with its argument list " +
		"(`.call{value: x}(\"\")`) and check its result.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-135",
	CWE:        "CWE-1164",
	Requires:   []Requirement{RequireSymbols, RequireCFG},
	Run:        runNoEffectStatement,
}

// noEffectOps are the binary operators whose result is the only thing they produce.
var noEffectOps = map[string]bool{"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true,
	"+": true, "-": true, "*": true, "/": true, "%": true, "**": true, "&": true, "|": true, "^": true,
	"<<": true, ">>": true}

func runNoEffectStatement(p *Pass) error {
	eachCodeBody(p.Model, func(b codeBody) {
		noEffectIn(p, &b, b.body)
	})
	return nil
}

// noEffectIn reports the expression statements of st, st included, that have no effect, in the order
// eachStatement meets them. Only a statement holds one, never an expression: a walk of the statements alone
// steps over the expressions, most of a body's nodes.
func noEffectIn(p *Pass, b *codeBody, st solidity.Stmt) {
	switch x := st.(type) {
	case *solidity.ExpressionStatement:
		if x != nil && x.X != nil {
			noEffectStatement(p, b, x)
		}
	case *solidity.Block:
		if x != nil {
			for _, y := range x.Stmts {
				noEffectIn(p, b, y)
			}
		}
	case *solidity.IfStatement:
		if x != nil {
			noEffectIn(p, b, x.Then)
			noEffectIn(p, b, x.Else)
		}
	case *solidity.ForStatement:
		if x != nil {
			noEffectIn(p, b, x.Init)
			noEffectIn(p, b, x.Body)
		}
	case *solidity.WhileStatement:
		if x != nil {
			noEffectIn(p, b, x.Body)
		}
	case *solidity.DoWhileStatement:
		if x != nil {
			noEffectIn(p, b, x.Body)
		}
	case *solidity.TryStatement:
		if x != nil {
			if x.Body != nil {
				noEffectIn(p, b, x.Body)
			}
			for _, c := range x.Catches {
				if c != nil && c.Body != nil {
					noEffectIn(p, b, c.Body)
				}
			}
		}
	}
}

// noEffectStatement reports st when it computes a value and drops it, or prepares a call it never makes.
func noEffectStatement(p *Pass, b *codeBody, st *solidity.ExpressionStatement) {
	x := solidity.Unparen(st.X)
	// The message quotes the expression at, between head and tail; it is built in the pass's buffer.
	var at solidity.Node
	var head, tail string
	const uncalled = " but never makes it (the argument list is missing)"
	switch e := x.(type) {
	case *solidity.BinaryExpr:
		if noEffectOps[e.Op] && !hasEffects(e) {
			at, head, tail = e, "computes ", " and discards the result"
			if e.Op == "==" {
				tail = " and discards the result (`==` where `=` was meant?)"
			}
		}
	case *solidity.CallExpr:
		if uncalledOption(e) {
			at, head, tail = e, "prepares the call ", uncalled
		} else if droppedAnswer(b, e) {
			// `isHealthy(account);` where `require(isHealthy(account))` was meant: the view function can only
			// answer, and the answer is thrown away.
			at, head, tail = e, "calls ", " and discards its answer: the view function checks nothing by itself (a missing require?)"
		}
	case *solidity.CallOptions:
		at, head, tail = e, "prepares the call ", uncalled
	case *solidity.AssignExpr:
		// `owner = owner;` where a parameter shadows the state variable it was meant to set: the value is
		// written back where it was read, and the variable meant keeps its old value.
		if e.Op == "=" && sameVariable(e.LHS, e.RHS) {
			at, head, tail = e.LHS, "assigns ", " to itself, which changes nothing"
		}
	}
	if at != nil {
		msg := append(append(append(p.message(), b.label()...), ' '), head...)
		p.reportMessage(b.report(Report{At: st}), append(appendText(msg, b.file, at), tail...))
	}
}

// droppedAnswer reports whether e, a statement of body b, calls an internal or library function of the unit
// that only answers: a view or pure function returning a value, which neither it nor anything it calls can
// make revert by a check (no require, assert, revert, guarding modifier or assembly). Calling it changes
// nothing.
func droppedAnswer(b *codeBody, e *solidity.CallExpr) bool {
	if b.fn == nil {
		return false
	}
	c := b.fn.Scope().CallOf(e)
	if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil ||
		!c.Callee.IsView() || len(c.Callee.Decl.Returns) == 0 {
		return false
	}
	return answersOnly(c.Callee, 0)
}

// answersOnly reports whether no run of f can revert by a check of its own or of the internal functions it
// calls: its graph never reaches the revert node, it holds no assembly, and the same holds of its callees (at
// most three calls deep; deeper, it is assumed to check).
func answersOnly(f *analysis.Function, depth int) bool {
	if f.Decl.Body == nil || depth > 3 {
		return false
	}
	g := f.CFG()
	if len(g.Revert.Preds) > 0 {
		return false
	}
	for _, n := range g.Nodes {
		if _, asm := n.Stmt.(*solidity.AssemblyStatement); asm {
			return false
		}
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary {
				continue
			}
			if c.Callee == nil || !answersOnly(c.Callee, depth+1) {
				return false
			}
		}
	}
	return true
}

// sameVariable reports whether a and b name the same variable, or the same member of it, with no index or call
// on the way: assigning one to the other writes back the value read.
func sameVariable(a, b solidity.Expr) bool {
	for {
		switch x := solidity.Unparen(a).(type) {
		case *solidity.Identifier:
			y, ok := solidity.Unparen(b).(*solidity.Identifier)
			return ok && x.Name == y.Name
		case *solidity.MemberAccess:
			y, ok := solidity.Unparen(b).(*solidity.MemberAccess)
			if !ok || x.Member != y.Member {
				return false
			}
			a, b = x.X, y.X
		default:
			return false
		}
	}
}

// hasEffects reports whether evaluating e can change anything: a call, an assignment, ++/--, delete or new.
func hasEffects(e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.CallExpr, *solidity.AssignExpr, *solidity.NewExpr:
			found = true
		case *solidity.UnaryExpr:
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				found = true
			}
		}
		return !found
	})
	return found
}

// uncalledOption reports whether e is the old-style `.value(v)` or `.gas(n)` applied to a low-level call member
// (`a.call.value(v)`), which only configures the call: without a further argument list nothing is sent.
func uncalledOption(e *solidity.CallExpr) bool {
	ma, ok := solidity.Unparen(e.Fun).(*solidity.MemberAccess)
	if !ok || (ma.Member != "value" && ma.Member != "gas") {
		return false
	}
	for x := solidity.Unparen(ma.X); ; {
		switch y := x.(type) {
		case *solidity.MemberAccess:
			switch y.Member {
			case "call", "delegatecall", "callcode":
				return true
			}
			return false
		case *solidity.CallExpr:
			// a.call.gas(n).value(v): step through the inner option.
			inner, ok := solidity.Unparen(y.Fun).(*solidity.MemberAccess)
			if !ok || (inner.Member != "value" && inner.Member != "gas") {
				return false
			}
			x = solidity.Unparen(inner.X)
		default:
			return false
		}
	}
}
