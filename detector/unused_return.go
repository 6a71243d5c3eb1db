package detector

import (
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnusedReturn reports external calls whose return value is discarded.
//
// ERC-20 transfer/transferFrom/approve are left to the unchecked-transfer kind of detectors; low-level calls to
// unchecked-low-level-call. Only calls whose callee is known in the unit (so that it is known to return
// something) are reported.
var UnusedReturn = &Detector{
	ID:    "unused-return",
	Title: "Return value of an external call is ignored",
	Description: "The contract calls a function of another contract that returns a value, and discards the " +
		"value. Returned values often report success, an amount actually processed, or an identifier the caller " +
		"needs; ignoring them hides failures and partial results.",
	Exploit: "The callee reports failure (or a smaller amount than requested) through its return value instead " +
		"of reverting; the caller carries on as if the call fully succeeded and its accounting diverges.",
	Recommendation: "Use or check the returned value, or document why it can be ignored.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceMedium,
	CWE:            "CWE-252",
	Requires:       []Requirement{RequireTypes},
	Run:            runUnusedReturn,
}

func runUnusedReturn(p *Pass) error {
	eachDroppedCall(p.Model, returnsValue, func(f *analysis.Function, st *solidity.ExpressionStatement, ce *solidity.CallExpr, c *analysis.Call) {
		sc := f.Scope()
		r := Report{Function: f, At: ce,
			Message: funcLabel(f) + " ignores the value returned by " + Text(f.File, ce),
			Related: []Related{{File: c.Callee.File, At: headerNode(c.Callee.File, c.Callee.Decl), Message: "the called function returns a value"}}}
		if c.Callee.IsView() {
			r.Severity = vigil.SeverityLow
			r.Message += " (a view call whose result is unused has no effect)"
		} else if t := sc.TypeOf(ce); forwardsOnly(f, st) && (t == nil || t.Kind != analysis.TypeBool) {
			// Nothing in the function could use the value: the call is its last statement, it returns
			// nothing and keeps no state, so no accounting of its own can go wrong.
			r.Severity = vigil.SeverityLow
			r.Message += " (the last step of a function that keeps no state and returns nothing)"
		} else if t := sc.TypeOf(ce); t != nil && (t.Kind == analysis.TypeAddress || t.Kind == analysis.TypeContract) {
			// An address (a pair or clone the call creates or finds) is neither a success flag nor an
			// amount: the call reverts when it fails, and the caller can find the address again.
			r.Severity = vigil.SeverityLow
			r.Message += " (an address, not a success flag or an amount)"
		} else if t != nil && t.Kind != analysis.TypeBool && measuresBalanceAfter(f, ce) {
			// The amount the call moved is read back from the contract's own token balance.
			r.Severity = vigil.SeverityLow
			r.Message += " (the function reads the contract's own token balance afterwards, which tells what the call delivered)"
		} else if why := harmlessReturn(f, c); why != "" {
			r.Severity = vigil.SeverityLow
			r.Message += " (" + why + ")"
		} else if t != nil && t.Kind != analysis.TypeBool && keepsNoAccount(f) {
			// The function records nothing and hands back nothing it computed: no accounting of its own can
			// diverge from what the call did, and a shortfall makes its later transfers revert.
			r.Severity = vigil.SeverityLow
			r.Message += " (the function keeps no state and returns only constants)"
		}
		p.Report(r)
	})
	return nil
}

// keepsNoAccount reports whether f writes no state, itself or through the functions it calls, and every value
// it returns is a literal: a flash-loan callback that swaps and repays, returning true.
func keepsNoAccount(f *analysis.Function) bool {
	if len(f.WrittenState()) > 0 || f.Decl.Body == nil {
		return false
	}
	for _, r := range f.Decl.Returns {
		if r.Name != "" {
			return false // a named result may carry what the call returned
		}
	}
	ok := true
	solidity.Inspect(f.Decl.Body, func(n solidity.Node) bool {
		if rs, isRet := n.(*solidity.ReturnStatement); isRet && rs.Value != nil {
			switch unparen(rs.Value).(type) {
			case *solidity.BoolLiteral, *solidity.NumberLiteral, *solidity.StringLiteral:
			default:
				ok = false
			}
		}
		return ok
	})
	return ok
}

// measuresBalanceAfter reports whether f, after the call ce, reads a token balance of the contract itself
// (token.balanceOf(address(this))), in its own body or in an internal function it then calls (to a depth of
// two): the amount a swap or an exchange delivered is measured there, and the value the call returned is not
// needed to learn it.
func measuresBalanceAfter(f *analysis.Function, ce *solidity.CallExpr) bool {
	g := f.CFG()
	n := g.NodeOf(ce)
	if n == nil {
		return false
	}
	var reads func(sc *analysis.Scope, calls []*analysis.Call, depth int) bool
	reads = func(sc *analysis.Scope, calls []*analysis.Call, depth int) bool {
		for _, c := range calls {
			switch {
			case c.Kind == analysis.CallExternal && c.Name == "balanceOf" && len(c.Args) == 1 && isSelf(sc, c.Args[0]):
				return true
			case c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.Decl.Body != nil && depth < 2:
				if reads(c.Callee.Scope(), c.Callee.Scope().Calls(), depth+1) {
					return true
				}
			}
		}
		return false
	}
	after := g.After(n)
	for _, m := range g.Nodes {
		if after[m.Index] && m.Scope != nil && reads(m.Scope, m.Calls(), 0) {
			return true
		}
	}
	return false
}

// returnsValue reports whether c is an external call, other than an ERC-20 transfer or approval, of a function
// of the unit that returns something. Only such a call is reported, so a body without one is not walked.
func returnsValue(c *analysis.Call) bool {
	return c.Kind == analysis.CallExternal && !c.ERC20 && c.Callee != nil && len(c.Callee.Decl.Returns) > 0
}

// forwardsOnly reports whether statement st is the last statement of f's body, f returns nothing and writes no
// state (itself or through the functions it calls): a wrapper that only forwards the call.
func forwardsOnly(f *analysis.Function, st solidity.Stmt) bool {
	body := f.Decl.Body
	if body == nil || len(body.Stmts) == 0 || body.Stmts[len(body.Stmts)-1] != st || len(f.Decl.Returns) > 0 {
		return false
	}
	return len(f.WrittenState()) == 0
}

// harmlessReturn tells why the values c returns carry nothing a caller must act on ("" when they may): a dropped
// return value is a risk when it is a success flag, an amount the callee actually moved or produced, or an
// identifier the caller needs later. It is not one when
//   - the callee's body is in the unit and the value only echoes its arguments: one unconditional return at the
//     end of a body without modifiers, of a value made of the parameters, msg.sender and msg.value alone (a
//     hash of the arguments, the amount passed in), which the caller already has;
//   - every value is raw data (bytes or string: the data a forwarded call returned), which is neither a flag
//     nor an amount, and a callee that fails reverts rather than encode its failure there;
//   - every value is fixed bytes (a hash or an identifier) of a type that no function of the callee's contract
//     (or of the contracts that implement it) nor of the caller's contract takes as a parameter, views aside:
//     an identifier nothing acts on (no cancel(id), no callback fulfil(id, …)) is of no later use to the caller.
//
// A success flag (bool) is never harmless: literal true and false returned on different paths report failure.
func harmlessReturn(f *analysis.Function, c *analysis.Call) string {
	rets := c.Callee.Decl.Returns
	if slices.ContainsFunc(rets, func(v *solidity.VariableDeclaration) bool { return returnKind(v) == analysis.TypeBool }) {
		return ""
	}
	if echoesArguments(c.Callee) {
		return "the value only echoes the arguments"
	}
	if !slices.ContainsFunc(rets, func(v *solidity.VariableDeclaration) bool {
		k := returnKind(v)
		return k != analysis.TypeBytes && k != analysis.TypeString
	}) {
		return "data passed back, not a success flag or an amount"
	}
	var ids []string
	for _, v := range rets {
		t, ok := v.Type.(*solidity.ElementaryTypeName)
		if !ok || returnKind(v) != analysis.TypeFixedBytes {
			if k := returnKind(v); k == analysis.TypeBytes || k == analysis.TypeString {
				continue
			}
			return ""
		}
		ids = append(ids, t.Name)
	}
	if takesBack(f.Contract, ids) || takesBack(c.Callee.Contract, ids) {
		return ""
	}
	if c.Callee.Contract != nil {
		for _, d := range c.Callee.Contract.Derived() {
			if takesBack(d, ids) {
				return ""
			}
		}
	}
	return "a hash or identifier no function takes back, not a success flag or an amount"
}

// returnKind is the kind of a declared return value, from its written type (TypeUnknown for user-defined types,
// mappings and function types).
func returnKind(v *solidity.VariableDeclaration) analysis.TypeKind {
	switch t := v.Type.(type) {
	case *solidity.ElementaryTypeName:
		switch {
		case t.Name == "bool":
			return analysis.TypeBool
		case t.Name == "bytes":
			return analysis.TypeBytes
		case t.Name == "string":
			return analysis.TypeString
		case t.Name == "byte" || strings.HasPrefix(t.Name, "bytes"):
			return analysis.TypeFixedBytes
		case t.Name == "address":
			return analysis.TypeAddress
		default:
			return analysis.TypeInt
		}
	case *solidity.ArrayTypeName:
		return analysis.TypeArray
	}
	return analysis.TypeUnknown
}

// takesBack reports whether a function of c that is not a view takes a parameter of one of the fixed bytes types
// named in ids: one that acts on an identifier (cancels what it names, fulfils the request it names). A view that
// only looks an identifier up (queuedTransactions(txHash)) gives the caller no use for it that recomputing it
// would not.
func takesBack(c *analysis.Contract, ids []string) bool {
	if c == nil {
		return false
	}
	for _, g := range c.Functions {
		if g.IsView() {
			continue
		}
		for _, p := range g.Decl.Params {
			if t, ok := p.Type.(*solidity.ElementaryTypeName); ok && slices.Contains(ids, t.Name) {
				return true
			}
		}
	}
	return false
}

// echoesArguments reports whether g's body, in the unit, ends in its only return, which returns a value made of
// parameters the body never assigns, msg.sender, msg.value, literals, operators, conversions and the pure
// built-ins (hashing, ABI encoding), with no modifier that could skip the body: g then either reverts or returns
// what its caller passed in. Locals are not followed: one assigned on some path only would make the value tell
// which path was taken.
func echoesArguments(g *analysis.Function) bool {
	body := g.Decl.Body
	if body == nil || len(body.Stmts) == 0 || len(g.Decl.Modifiers) > 0 {
		return false
	}
	last, ok := body.Stmts[len(body.Stmts)-1].(*solidity.ReturnStatement)
	if !ok || last.Value == nil {
		return false
	}
	sc := g.Scope()
	ok = true
	solidity.Inspect(body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.ReturnStatement:
			ok = ok && x == last
		case *solidity.AssemblyStatement:
			ok = false
		case *solidity.AssignExpr:
			ok = ok && !assignsParam(sc, x.LHS)
		case *solidity.UnaryExpr:
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				ok = ok && !assignsParam(sc, x.X)
			}
		}
		return ok
	})
	return ok && madeOfArguments(sc, last.Value)
}

// assignsParam reports whether the assigned expression lhs (or an element of a tuple) is a parameter.
func assignsParam(sc *analysis.Scope, lhs solidity.Expr) bool {
	switch x := unparen(lhs).(type) {
	case *solidity.Identifier:
		return sc.Resolve(x).Kind == analysis.SymParam
	case *solidity.TupleExpr:
		return slices.ContainsFunc(x.Elems, func(e solidity.Expr) bool { return e != nil && assignsParam(sc, e) })
	}
	return false
}

// madeOfArguments reports whether e is made of parameters, msg.sender, msg.value, literals, operators,
// conversions and the pure built-ins alone.
func madeOfArguments(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
		return true
	case *solidity.Identifier:
		return sc.Resolve(x).Kind == analysis.SymParam
	case *solidity.MemberAccess:
		id, ok := x.X.(*solidity.Identifier)
		return ok && id.Name == "msg" && (x.Member == "sender" || x.Member == "value") &&
			sc.Resolve(id).Kind == analysis.SymBuiltin
	case *solidity.BinaryExpr:
		return madeOfArguments(sc, x.X) && madeOfArguments(sc, x.Y)
	case *solidity.UnaryExpr:
		return x.Op != "++" && x.Op != "--" && x.Op != "delete" && madeOfArguments(sc, x.X)
	case *solidity.TupleExpr:
		return !slices.ContainsFunc(x.Elems, func(e solidity.Expr) bool { return e == nil || !madeOfArguments(sc, e) })
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || (c.Kind != analysis.CallTypeConversion && !(c.Kind == analysis.CallBuiltin && pureBuiltin[c.Name])) {
			return false
		}
		return !slices.ContainsFunc(x.Args, func(e solidity.Expr) bool { return !madeOfArguments(sc, e) })
	}
	return false
}
