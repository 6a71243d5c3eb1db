package detector

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// InconsistentExternalAnswer reports a question asked twice of a contract the caller controls, where the function
// relies on the two answers agreeing.
var InconsistentExternalAnswer = &Detector{
	ID:    "inconsistent-external-answer",
	Title: "Two answers of a caller-controlled contract trusted to agree",
	Description: "A public function makes the same call (same target, function and arguments) twice to a contract " +
		"whose address the caller chooses (msg.sender, a parameter, or a stored address anyone can set), and one " +
		"answer decides a condition while the other is stored or decides another condition. The callee runs the " +
		"caller's code: it can answer differently each time, by its own state, or, even through a view function, " +
		"by reading the state the asking contract changed in between.",
	Exploit: "Ethernaut's Elevator: the attacker's contract answers isLastFloor(n) false the first time and true " +
		"the second, so goTo sets top although its check found the floor was not the last. Shop: the buyer's " +
		"price() reads shop.isSold(), which buy() sets in between, and answers a high price to pass the check " +
		"and a low one to be stored.",
	Recommendation: "Ask once and keep the answer in a local variable that serves both the decision and the " +
		"update; better, take no decision on what a contract the caller controls answers.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-807",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runInconsistentExternalAnswer,
}

func runInconsistentExternalAnswer(p *Pass) error {
	changes := map[*analysis.Function]bool{} // does an internal function change another contract's state
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry || len(fx.calls) < 2 {
			continue
		}
		f := fx.fn
		var (
			g     *analysis.CFG
			gd    *analysis.Guards
			after map[*analysis.Node][]bool
		)
		for i, a := range fx.calls {
			if !question(f, a) {
				continue
			}
			for _, b := range fx.calls[i+1:] {
				if b.node == a.node || b.call.Name != a.call.Name || len(b.call.Args) != len(a.call.Args) || !question(f, b) {
					continue
				}
				if g == nil {
					g, gd, after = f.CFG(), f.Guards(), map[*analysis.Node][]bool{}
				}
				reach, ok := after[a.node]
				if !ok {
					reach = g.After(a.node)
					after[a.node] = reach
				}
				if !reach[b.node.Index] || gd.Protected(a.node) || gd.Protected(b.node) {
					continue // the second call does not follow the first, or only a privileged caller gets here
				}
				sc := a.node.Scope
				if !sameQuestion(sc, g, a, b) || !callerContract(p, f, sc, a.call.Target) || vetted(sc, g, a) {
					continue
				}
				ua, ub := answerUses(sc, g, a), answerUses(sc, g, b)
				if ua.role == 0 || ub.role == 0 || (ua.role|ub.role)&answerDecides == 0 || ua.meets(ub) {
					continue
				}
				// The nodes that may run after the first call and before the second.
				between, before := slices.Clone(reach), g.Before(b.node)
				for k := range between {
					between[k] = between[k] && before[k] && k != a.node.Index && k != b.node.Index
				}
				if changesElsewhere(sc, g, a, b, between, changes) {
					continue // the function expects the answer to change: a balance before and after a transfer
				}
				r := Report{Function: f, File: sc.File, At: b.call.Expr,
					Message: fmt.Sprintf("%s asks %s again (first at line %d), of a contract the caller controls, and relies "+
						"on both answers: the first %s, this one %s; the caller's code can answer differently each time",
						funcLabel(f), Text(sc.File, b.call.Expr), lineOf(a.call.Expr), ua.role, ub.role),
					Related: []Related{{At: a.call.Expr, Message: "the first answer, which " + ua.role.String()}}}
				if staticAnswer(a.call, sc) && !writesBetween(g, a, b, between) {
					r.Confidence = vigil.ConfidenceLow
					r.Message += " (a view function, and nothing changes in between: only code reading gasleft() can)"
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// question reports whether a call site asks another contract something: an external call of a named function in
// the function's own body, neither an ERC-20 transfer or approval nor a payment.
func question(f *analysis.Function, s callSite) bool {
	c := s.call
	return c.Kind == analysis.CallExternal && c.Expr != nil && c.Target != nil && c.Name != "" && !c.ERC20 &&
		c.Value == nil && s.node.Scope == f.Scope()
}

// sameQuestion reports whether the two calls have the same target and arguments, value for value.
func sameQuestion(sc *analysis.Scope, g *analysis.CFG, a, b callSite) bool {
	same := func(x, y solidity.Expr) bool {
		kx, okx := valueKey(sc, g, a.node, x, nil, 0)
		ky, oky := valueKey(sc, g, b.node, y, nil, 0)
		return okx && oky && string(kx) == string(ky)
	}
	if !same(a.call.Target, b.call.Target) {
		return false
	}
	for i := range a.call.Args {
		if !same(a.call.Args[i], b.call.Args[i]) {
			return false
		}
	}
	return true
}

// valueKey appends to dst a text that names e's value at node at: two expressions with the same key hold the same
// value. ok is false when the value cannot be named that way: a local or parameter assigned in the body, a state
// variable the function writes other than once before at, or a call other than a conversion.
func valueKey(sc *analysis.Scope, g *analysis.CFG, at *analysis.Node, e solidity.Expr, dst []byte, depth int) (key []byte, ok bool) {
	if depth > 8 {
		return dst, false
	}
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		switch sym.Kind {
		case analysis.SymParam, analysis.SymLocal:
			if sym.Var == nil || assignedIn(sc, sym.Var) {
				return dst, false
			}
			if sym.Kind == analysis.SymLocal {
				init := sc.Init(sym.Var)
				if init == nil {
					return dst, false
				}
				// A local keeps the value it was given: its initial value names it when that value depends on
				// nothing the function changes (Building b = Building(msg.sender)), the local itself otherwise.
				if k, ok := valueKey(sc, g, at, init, dst, depth+1); ok && stableValue(sc, init) {
					return k, true
				}
			}
			return fmt.Appendf(dst, "v%p", sym.Var), true
		case analysis.SymState:
			if sym.State.Decl.Constant || sym.State.Decl.Immutable {
				return append(append(dst, "s:"...), x.Name...), true
			}
			return stateKey(sc, g, at, sym.State, x, dst, depth)
		case analysis.SymBuiltin, analysis.SymContract:
			return append(dst, x.Name...), true
		}
		return dst, false
	case *solidity.MemberAccess:
		k, ok := valueKey(sc, g, at, x.X, dst, depth+1)
		return append(append(k, '.'), x.Member...), ok
	case *solidity.IndexAccess:
		if x.Index == nil {
			return dst, false
		}
		k, ok := valueKey(sc, g, at, x.X, dst, depth+1)
		if !ok {
			return k, false
		}
		k, ok = valueKey(sc, g, at, x.Index, append(k, '['), depth+1)
		return append(k, ']'), ok
	case *solidity.NumberLiteral:
		return append(append(append(dst, "n:"...), x.Value...), x.Unit...), true
	case *solidity.StringLiteral:
		return strconv.AppendQuote(dst, x.Value), true
	case *solidity.BoolLiteral:
		return strconv.AppendBool(dst, x.Value), true
	case *solidity.UnaryExpr:
		if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
			return dst, false
		}
		return valueKey(sc, g, at, x.X, append(dst, x.Op...), depth+1)
	case *solidity.BinaryExpr:
		k, ok := valueKey(sc, g, at, x.X, append(dst, '('), depth+1)
		if !ok {
			return k, false
		}
		k, ok = valueKey(sc, g, at, x.Y, append(k, x.Op...), depth+1)
		return append(k, ')'), ok
	case *solidity.CallExpr:
		// A conversion keeps the value: Building(msg.sender) is msg.sender, address(token) is token.
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
			return valueKey(sc, g, at, x.Args[0], dst, depth+1)
		}
	}
	return dst, false
}

// stateKey names the value of the state variable v read by id at node at. A variable the function does not write
// has one value; one written by a single plain assignment that comes before at on every path has the value that
// assignment gave it (floor = _floor; … isLastFloor(floor) asks about _floor).
func stateKey(sc *analysis.Scope, g *analysis.CFG, at *analysis.Node, v *analysis.StateVar, id *solidity.Identifier,
	dst []byte, depth int) ([]byte, bool) {
	var set *analysis.Node
	for _, n := range g.Nodes {
		for _, w := range nodeWrites(n) {
			if w.v == v {
				if set != nil && set != n {
					return dst, false
				}
				set = n
			}
		}
	}
	if set == nil {
		return append(append(dst, "s:"...), id.Name...), true
	}
	a, ok := set.Expr.(*solidity.AssignExpr)
	if !ok || a.Op != "=" || set == at || set.Scope != sc || !dominates(g, set, at) {
		return dst, false
	}
	if lhs, ok := unparen(a.LHS).(*solidity.Identifier); !ok || sc.Resolve(lhs).State != v {
		return dst, false
	}
	return valueKey(sc, g, set, a.RHS, dst, depth+1)
}

// stableValue reports whether e reads no state and calls nothing but conversions: its value cannot change while
// the function runs.
func stableValue(sc *analysis.Scope, e solidity.Expr) bool {
	stable := true
	solidity.Preorder(e, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == analysis.SymState && !sym.State.Decl.Constant && !sym.State.Decl.Immutable {
				stable = false
			}
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c == nil || c.Kind != analysis.CallTypeConversion {
				stable = false
			}
		}
		return stable
	})
	return stable
}

// callerContract reports whether the caller picks the contract target: msg.sender, a parameter, or a state
// variable any caller can set.
func callerContract(p *Pass, f *analysis.Function, sc *analysis.Scope, target solidity.Expr) bool {
	t := sc.Flow().Taint(target)
	if t.Has(analysis.TaintSender|analysis.TaintParam) && !t.Has(analysis.TaintState|analysis.TaintCallReturn) {
		return true
	}
	root := unparen(target)
	for {
		c, ok := root.(*solidity.CallExpr)
		if !ok || len(c.Args) != 1 {
			break
		}
		if call := sc.CallOf(c); call == nil || call.Kind != analysis.CallTypeConversion {
			break
		}
		root = unparen(c.Args[0])
	}
	if id, ok := root.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
			_, open := openSetterIn(p.Model, f.Contract, sym.State, nil)
			return open
		}
	}
	return false
}

// vetted reports whether a check of the function reads a variable the question's target comes from (a parameter,
// a local, or one its initial value reads) other than to call it: require(pools[pool]), require(pool ==
// expected). The caller's choice is then limited to contracts the code knows.
func vetted(sc *analysis.Scope, g *analysis.CFG, a callSite) bool {
	var vars []*solidity.VariableDeclaration
	var collect func(e solidity.Expr, depth int)
	collect = func(e solidity.Expr, depth int) {
		solidity.Preorder(e, func(x solidity.Node) bool {
			if id, ok := x.(*solidity.Identifier); ok {
				if sym := sc.Resolve(id); (sym.Kind == analysis.SymParam || sym.Kind == analysis.SymLocal) && sym.Var != nil {
					vars = append(vars, sym.Var)
					if init := sc.Init(sym.Var); init != nil && depth < 2 {
						collect(init, depth+1)
					}
				}
			}
			return true
		})
	}
	collect(a.call.Target, 0)
	if len(vars) == 0 {
		return false
	}
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Scope != sc || n.Expr == nil {
			continue
		}
		// The targets of the calls the check makes: reading the variable there asks it, it does not vet it.
		calls := n.Calls()
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if e, ok := x.(solidity.Expr); ok {
				for _, c := range calls {
					if c.Target == e {
						return false
					}
				}
			}
			if id, ok := x.(*solidity.Identifier); ok && slices.Contains(vars, sc.Resolve(id).Var) {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// answerRole tells what the code does with an answer.
type answerRole uint8

const (
	answerDecides answerRole = 1 << iota // it decides a branch or a check
	answerStored                         // it is written to state
)

func (r answerRole) String() string {
	switch r {
	case answerDecides:
		return "decides a condition"
	case answerStored:
		return "is stored"
	case answerDecides | answerStored:
		return "decides a condition and is stored"
	}
	return "is not used"
}

// answerUse is what the code does with an answer, and the nodes where it does it.
type answerUse struct {
	role  answerRole
	sites []*analysis.Node
}

// meets reports whether the two answers are used at the same node: compared or combined there (a balance after
// against one before), rather than each trusted on its own.
func (u answerUse) meets(o answerUse) bool {
	for _, n := range u.sites {
		for _, m := range o.sites {
			if n == m {
				return true
			}
		}
	}
	return false
}

// answerUses tells what the code does with the answer of the call at s: the call's own node, or, when the answer is
// the initial value of a local that is never assigned again, the nodes that read the local.
func answerUses(sc *analysis.Scope, g *analysis.CFG, s callSite) answerUse {
	var u answerUse
	if role := roleAt(sc, s.node, s.call.Expr); role != 0 {
		u.role, u.sites = role, append(u.sites, s.node)
		return u
	}
	d, ok := s.node.Stmt.(*solidity.VariableDeclarationStatement)
	if !ok || len(d.Vars) != 1 || d.Vars[0] == nil || unparen(d.Value) != solidity.Expr(s.call.Expr) || assignedIn(sc, d.Vars[0]) {
		return u
	}
	v := d.Vars[0]
	for _, n := range g.Nodes {
		if n == s.node || n.Scope != sc || n.Expr == nil {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			id, ok := x.(*solidity.Identifier)
			if !ok || sc.Resolve(id).Var != v {
				return true
			}
			if role := roleAt(sc, n, id); role != 0 {
				u.role |= role
				u.sites = append(u.sites, n)
			}
			return false
		})
	}
	return u
}

// roleAt tells what node n does with the value of x, an expression it evaluates: decide a branch or check, or
// store it (x lies in the value of an assignment to state).
func roleAt(sc *analysis.Scope, n *analysis.Node, x solidity.Node) answerRole {
	if n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard {
		return answerDecides
	}
	if len(n.Writes()) == 0 {
		return 0
	}
	var role answerRole
	solidity.Preorder(n.Expr, func(y solidity.Node) bool {
		if a, ok := y.(*solidity.AssignExpr); ok && a.RHS != nil && encloses(a.RHS, x) && stateVarOf(sc, a.LHS) != nil {
			role = answerStored
		}
		return role == 0
	})
	return role
}

// changesElsewhere reports whether, between the two calls, the function makes another message call that may
// change some contract's state (itself or through an internal function): the answer is then expected to change.
func changesElsewhere(sc *analysis.Scope, g *analysis.CFG, a, b callSite, between []bool, memo map[*analysis.Function]bool) bool {
	changing := func(c *analysis.Call) bool {
		switch {
		case c == a.call || c == b.call:
			return false
		case c.IsExternal():
			return !staticAnswer(c, sc)
		case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
			return callsOut(c.Callee, memo, 0)
		}
		return false
	}
	for _, n := range g.Nodes {
		if !between[n.Index] && n != a.node && n != b.node {
			continue
		}
		for _, c := range n.Calls() {
			if c.Expr == nil || !changing(c) {
				continue
			}
			// In the calls' own nodes, only what runs after the first call and before the second counts: a call
			// that starts after the first or takes its answer, one that ends before the second or gives it an
			// argument.
			if n == a.node && !runsAfter(c.Expr, a.call.Expr) {
				continue
			}
			if n == b.node && !runsAfter(b.call.Expr, c.Expr) {
				continue
			}
			return true
		}
	}
	return false
}

// runsAfter reports whether the call y, in the same expression as x, runs after x: it starts after x ends, or x is
// one of its arguments.
func runsAfter(y, x *solidity.CallExpr) bool {
	return y.Range().Start.Offset >= x.Range().End.Offset || (y != x && encloses(y, x))
}

// callsOut reports whether the internal function f makes a message call that may change another contract's state,
// itself or through the internal functions it calls.
func callsOut(f *analysis.Function, memo map[*analysis.Function]bool, depth int) bool {
	if r, ok := memo[f]; ok {
		return r
	}
	memo[f] = false // a recursive call adds nothing
	if f.Decl.Body == nil || f.IsView() || depth > 8 {
		return false
	}
	for _, n := range f.CFG().Nodes {
		for _, c := range n.Calls() {
			out := false
			switch {
			case c.IsExternal():
				out = !staticAnswer(c, f.Scope())
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
				out = callsOut(c.Callee, memo, depth+1)
			}
			if out {
				memo[f] = true
				return true
			}
		}
	}
	return false
}

// staticAnswer reports whether a call made in the body sc reads without changing state: a staticcall, or an
// external call of a view or pure function or of a public variable's getter, which compilers from 0.5 on make
// with STATICCALL (before, with CALL, which lets the callee change state).
func staticAnswer(c *analysis.Call, sc *analysis.Scope) bool {
	switch {
	case c.Kind == analysis.CallLowLevel:
		return c.Name == "staticcall"
	case c.Kind != analysis.CallExternal || (c.Getter == nil && (c.Callee == nil || !c.Callee.IsView())):
		return false
	}
	r := sc.Model.Pragma(sc.File)
	return !r.Unknown() && !r.AllowsBelow(0, 5)
}

// writesBetween reports whether the function writes state after the first call and before the second: what a
// view function may read and answer differently by. The first call's node writes after the call (x = q()); the
// second's writes after it too.
func writesBetween(g *analysis.CFG, a, b callSite, between []bool) bool {
	for _, n := range g.Nodes {
		if (between[n.Index] || n == a.node) && n != b.node && len(nodeWrites(n)) > 0 {
			return true
		}
	}
	return false
}
