package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedShutdown reports public functions that let anyone flip a contract-wide switch off: a flag other
// functions' checks require, set to the fixed value that fails those checks, with no access check and no
// condition but the flag itself.
var UnprotectedShutdown = &Detector{
	ID:    "unprotected-shutdown",
	Title: "Anyone can flip a contract-wide switch",
	Description: "A public function without an access check sets a state variable to a fixed value (live = 0, " +
		"paused = true), and checks in other functions of the contract require it to hold another (require(live == " +
		"1)), so that they stop working. Nothing but the variable's own value decides whether the function may run: no caller, no time, no " +
		"amount. The switch is an emergency shutdown, a pause or a settlement trigger meant for governance.",
	Exploit: "An attacker calls the function (cage(), pause()) and switches the protocol off: deposits, " +
		"borrowing or redemptions stop, or global settlement starts at prices of the attacker's choosing of " +
		"moment.",
	Recommendation: "Restrict the function to authorised callers (an auth/onlyOwner modifier or a role), or to " +
		"a condition anyone can verify on chain (a deadline, an oracle's failure).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedShutdown,
}

func runUnprotectedShutdown(p *Pass) error {
	var inits map[*analysis.Function]bool
	type switchKey struct {
		c     *analysis.Contract
		v     *analysis.StateVar
		value string
	}
	var offs map[switchKey][]*analysis.Function // switchedOff's answers: a flag is often set in several places
	var switches *switchFacts                   // the unit's guards and writes, read at the first switch
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 || f.Contract == nil {
			continue
		}
		sc := f.Scope()
		for _, n := range fx.writers {
			if n.Scope != sc {
				continue
			}
			for _, w := range n.Writes() {
				v, value := switchWrite(n, w.Var, w.At)
				if v == nil {
					continue
				}
				if !setsOnly(fx, v, value) || !openNodes(f)[n.Index] {
					continue
				}
				k := switchKey{f.Contract, v, string(keyText(sc.File.Src, value))}
				off, known := offs[k]
				if !known {
					if switches == nil {
						switches = switchFactsOf(p.Model)
					}
					off = switchedOff(switches, f.Contract, v, value)
					if offs == nil {
						offs = map[switchKey][]*analysis.Function{}
					}
					offs[k] = off
				}
				var other *analysis.Function
				for _, g := range off {
					if g != f {
						other = g
						break
					}
				}
				if other == nil || !onlyOwnCondition(f, n, v) || paidFor(f) {
					continue
				}
				if inits == nil {
					inits = map[*analysis.Function]bool{}
					for _, gwr := range guardWritersOf(p.Model).writers {
						if gwr.isInit {
							inits[gwr.f] = true
						}
					}
				}
				if inits[f] {
					continue // unprotected-initializer's question
				}
				p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: w.At,
					Message: fmt.Sprintf("%s lets any caller set %s to %s, which fails the check of %s: anyone can switch it off",
						funcLabel(f), v.Name, Text(sc.File, value), funcLabel(other))})
			}
		}
	}
	return nil
}

// switchWrite returns the whole state variable (not a constant or immutable) that node n, a statement of its
// own, assigns a literal at the target at, with the literal; nil otherwise.
func switchWrite(n *analysis.Node, v *analysis.StateVar, at solidity.Node) (*analysis.StateVar, solidity.Expr) {
	if v == nil || v.Decl.Constant || v.Decl.Immutable {
		return nil, nil
	}
	if _, ok := at.(*solidity.Identifier); !ok {
		return nil, nil
	}
	// A switch is set by a statement of its own (live = 0;): other shapes need no walk of the node.
	own := n.Own()
	if st, ok := own.(*solidity.ExpressionStatement); ok {
		own = st.X
	}
	a, ok := own.(*solidity.AssignExpr)
	if !ok || a.LHS != at || a.Op != "=" {
		return nil, nil
	}
	if switchLiteral(a.RHS) {
		return v, a.RHS
	}
	return nil, nil
}

// switchLiteral reports whether e is a bool or number literal.
func switchLiteral(e solidity.Expr) bool {
	switch unparen(e).(type) {
	case *solidity.BoolLiteral, *solidity.NumberLiteral:
		return true
	}
	return false
}

// setsOnly reports whether every write of v in the function of fx's own body assigns the same literal value, and f's
// modifiers write none: a lock set and released (in the body or by a modifier), or a counter moved, is no
// switch.
func setsOnly(fx *cfgFacts, v *analysis.StateVar, value solidity.Expr) bool {
	sc := fx.fn.Scope()
	src := sc.File.Src
	want := keyText(src, value)
	for _, n := range fx.writers {
		for _, w := range n.Writes() {
			if w.Var != v {
				continue
			}
			if n.Scope != sc {
				return false
			}
			a := assignmentTo(n, w.At)
			if a == nil || a.Op != "=" || !sameKey(keyText(src, a.RHS), want) {
				return false
			}
		}
	}
	return true
}

// onlyOwnCondition reports whether every guard and branch from which node n of f is reached reads no state
// but v, and nothing the caller or the block supplies: whether the switch may flip depends on the switch alone.
func onlyOwnCondition(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) bool {
	g := f.CFG()
	before := g.Before(n)
	for _, m := range g.Nodes {
		if !before[m.Index] || m == n || m.Expr == nil || m.Scope == nil || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) {
			continue
		}
		if m.Scope.Flow().Taint(m.Expr)&^analysis.TaintState != 0 {
			return false // the caller, a parameter, the clock, an external answer
		}
		other := false
		solidity.Preorder(m.Expr, func(x solidity.Node) bool {
			if e, ok := x.(solidity.Expr); ok && !other {
				if r := m.Scope.RootVar(e); r.Kind == analysis.SymState && r.State != v {
					other = true
				}
			}
			return !other
		})
		if other {
			return false
		}
	}
	return true
}

// switchedOff returns the functions of contract c (its hierarchy's: c's and those of the contracts inheriting
// it) with a guard that compares v with a literal (require(live == 1), require(!paused)) and fails once v holds
// value: the switch turns them off. It returns nil when some function writes v with anything but a literal (a
// counter reset is no switch). The unit's guards and writes are read once (switchFactsOf), not once per switch
// asked about.
func switchedOff(sf *switchFacts, c *analysis.Contract, v *analysis.StateVar, value solidity.Expr) []*analysis.Function {
	if sf.nonLiteral[v] {
		return nil
	}
	var off []*analysis.Function
	for _, t := range sf.tests[v] {
		if len(off) > 0 && off[len(off)-1] == t.fn {
			continue
		}
		if d := t.fn.Contract; d != c && (d == nil || !d.Inherits(c)) {
			continue
		}
		if holds, known := literalTest(t.sc, t.test, v, value); known && !holds {
			off = append(off, t.fn)
		}
	}
	return off
}

// switchFacts is what switchedOff needs of a contract's hierarchy: the conjuncts of the guards that hold when
// execution goes on and test a state variable by itself (v, !v, v == k, k != v), by variable in the order of
// the functions, and the variables some function writes with anything but a plain assignment of a literal.
type switchFacts struct {
	tests      map[*analysis.StateVar][]switchTest
	nonLiteral map[*analysis.StateVar]bool
}

// switchTest is a conjunct of a guard of fn, in the scope sc.
type switchTest struct {
	fn   *analysis.Function
	sc   *analysis.Scope
	test solidity.Expr
}

// switchFactsOf reads the guards and writes of the unit's functions, constructors excepted.
func switchFactsOf(m *analysis.Model) *switchFacts {
	sf := &switchFacts{tests: map[*analysis.StateVar][]switchTest{}, nonLiteral: map[*analysis.StateVar]bool{}}
	for _, g := range bodies(m) {
		if g.IsConstructor() {
			continue
		}
		for _, m := range g.CFG().Nodes {
			if m.Scope == nil {
				continue
			}
			for _, w := range m.Writes() {
				if w.Var != nil && !sf.nonLiteral[w.Var] {
					if a := assignmentTo(m, w.At); a == nil || a.Op != "=" || !switchLiteral(a.RHS) {
						sf.nonLiteral[w.Var] = true
					}
				}
			}
			if m.Kind != analysis.NodeGuard || m.Expr == nil || !m.Holds {
				continue
			}
			for t := range conjuncts(m.Expr) {
				if v := switchTested(m.Scope, t); v != nil {
					sf.tests[v] = append(sf.tests[v], switchTest{fn: g, sc: m.Scope, test: t})
				}
			}
		}
	}
	return sf
}

// switchTested returns the state variable a conjunct tests in a form literalTest evaluates, or nil.
func switchTested(sc *analysis.Scope, c solidity.Expr) *analysis.StateVar {
	state := func(e solidity.Expr) *analysis.StateVar {
		if id, ok := unparen(e).(*solidity.Identifier); ok {
			return sc.Resolve(id).State
		}
		return nil
	}
	switch x := unparen(c).(type) {
	case *solidity.Identifier:
		return state(x)
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return state(x.X)
		}
	case *solidity.BinaryExpr:
		if x.Op != "==" && x.Op != "!=" {
			return nil
		}
		if switchLiteral(x.Y) {
			if v := state(x.X); v != nil {
				return v
			}
		}
		if switchLiteral(x.X) {
			return state(x.Y)
		}
	}
	return nil
}

// literalTest evaluates the test c (v, !v, v == k, v != k, k == v, with k a literal) with v holding the literal
// value: known is false for any other test.
func literalTest(sc *analysis.Scope, c solidity.Expr, v *analysis.StateVar, value solidity.Expr) (holds, known bool) {
	is := func(e solidity.Expr) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).State == v
	}
	src := sc.File.Src
	val := keyText(src, value)
	switch x := unparen(c).(type) {
	case *solidity.Identifier:
		if is(x) {
			return sameKey(val, []byte("true")), true
		}
	case *solidity.UnaryExpr:
		if x.Op == "!" && is(x.X) {
			return sameKey(val, []byte("false")), true
		}
	case *solidity.BinaryExpr:
		if x.Op != "==" && x.Op != "!=" {
			break
		}
		var k solidity.Expr
		switch {
		case is(x.X) && switchLiteral(x.Y):
			k = x.Y
		case is(x.Y) && switchLiteral(x.X):
			k = x.X
		default:
			return false, false
		}
		eq := sameKey(keyText(src, k), val)
		return eq == (x.Op == "=="), true
	}
	return false, false
}
