package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// RepeatablePayout reports a payout of a stored amount behind a check of a record's state that admits the very
// state the function moves the record to, while the function changes nothing else: the second call passes the
// same check and pays the same amount again.
var RepeatablePayout = &Detector{
	ID:    "repeatable-payout",
	Title: "Payout whose state check admits the state it sets",
	Description: "A public function pays out an amount read from storage (ether sent, tokens transferred) behind a " +
		"check of a stored state (require(inv.status == Disputed || inv.status == Resolved)) and then records " +
		"the payout only by setting that state to a value the check itself accepts (inv.status = Resolved). It " +
		"writes nothing else: the amount is neither zeroed nor reduced, and no other flag the checks read is " +
		"set. Every later call passes the same check with the same stored amount and pays it again, until the " +
		"contract is empty.",
	Exploit: "The caller the checks admit (the arbiter of a dispute, or anyone) calls resolve(id) again after the " +
		"first ruling: the record is already Resolved, which the check accepts, and the escrowed amount is paid " +
		"once more out of other records' deposits.",
	Recommendation: "Accept only the states the payout leaves from (require(status == Disputed)), or zero the " +
		"stored amount before paying it.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-837",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runRepeatablePayout,
}

// stateMark is a write of a constant to a stored state, in the function's own body.
type stateMark struct {
	n      *analysis.Node
	target solidity.Expr
	value  solidity.Expr
	v      *analysis.StateVar
}

func runRepeatablePayout(p *Pass) error {
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.calls) == 0 || len(fx.writers) == 0 {
			continue
		}
		sc := f.Scope()
		// Cheap tests first: f sets a state (a member of an enum, a flag) in its own body, and pays out a stored
		// amount there.
		if !slices.ContainsFunc(fx.writers, func(n *analysis.Node) bool {
			a, ok := n.Expr.(*solidity.AssignExpr)
			return ok && n.Scope == sc && a.Op == "=" && stateValue(sc, a.RHS)
		}) {
			continue
		}
		fl := sc.Flow()
		stored := func(cs callSite) bool {
			if cs.node.Scope != sc {
				return false
			}
			amount := payoutAmount(sc, cs.call)
			return amount != nil && fl.Taint(amount).Has(analysis.TaintState)
		}
		if !slices.ContainsFunc(fx.calls, stored) {
			continue
		}
		// Every state write of f a constant put in place in its own body.
		var buf [4]stateMark
		marks := buf[:0]
		for _, n := range fx.writers {
			m, ok := constantMark(sc, n)
			if !ok {
				marks = nil
				break
			}
			marks = append(marks, m)
		}
		if len(marks) == 0 {
			continue
		}
		g := f.CFG()
		var guard solidity.Expr
		var mark stateMark
		var last *analysis.Node
		var lastCall *analysis.Call
		for _, cs := range fx.calls {
			if !stored(cs) {
				continue
			}
			n := cs.node
			adm, mk := admittingGuard(g, n, marks)
			if adm == nil {
				continue
			}
			if amount := payoutAmount(sc, cs.call); !amountReads(sc, amount, mk.v, 0) || readsMarked(sc, amount, marks, 0) {
				continue // an amount of another record, or one the function zeroes or moves on
			}
			if guard == nil {
				guard, mark = adm, mk
			}
			last, lastCall = n, cs.call
		}
		if guard == nil || paidFor(f) {
			continue
		}
		sev := vigil.SeverityMedium
		if openNodes(f)[last.Index] {
			sev = vigil.SeverityHigh
		}
		p.Report(Report{Function: f, File: sc.File, From: guard, At: lastCall.Expr, Severity: sev,
			Message: fmt.Sprintf("%s pays a stored amount behind a check that passes again with %s = %s, the state it sets (line %d), and changes nothing else: every later call passes the check and pays again",
				funcLabel(f), Text(sc.File, mark.target), Text(sc.File, mark.value), lineOf(mark.n.Expr)),
			Related: []Related{{File: sc.File, At: mark.n.Expr, Message: "the state set here passes the check again"}}})
	}
	return nil
}

// constantMark returns node n's write when it is f's own assignment of a constant to a stored value (a state
// variable, or a field or entry of one, through a storage pointer too).
func constantMark(sc *analysis.Scope, n *analysis.Node) (stateMark, bool) {
	if n.Scope != sc || n.Expr == nil {
		return stateMark{}, false
	}
	a, ok := unparen(n.Expr).(*solidity.AssignExpr)
	if !ok || a.Op != "=" || !isConstExpr(sc, a.RHS) {
		return stateMark{}, false
	}
	v := markedVar(sc, a.LHS)
	if v == nil {
		return stateMark{}, false
	}
	return stateMark{n: n, target: a.LHS, value: a.RHS, v: v}, true
}

// stateValue reports whether the constant e is a state: a member of an enum, or a boolean.
func stateValue(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.BoolLiteral:
		return true
	case *solidity.MemberAccess:
		id, ok := unparen(x.X).(*solidity.Identifier)
		return ok && sc.Resolve(id).Kind == analysis.SymEnum
	}
	return false
}

// markedVar returns the state variable the place e is rooted in: e itself, an entry or a field of it, or one
// reached through a storage pointer.
func markedVar(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	if _, v := entryKeys(sc, e, 0); v != nil {
		return v
	}
	return stateVarOf(sc, e)
}

// admittingGuard returns a check on every path to n that the marks alone make pass again (require(status ==
// Disputed || status == Resolved) after status = Resolved), and the mark it reads; nil when there is none, or
// when a check or branch before n reads a marked place and is not known to pass again (if (paid[id]) revert
// after paid[id] = true): the marks are what stops a second payout there.
func admittingGuard(g *analysis.CFG, n *analysis.Node, marks []stateMark) (solidity.Expr, stateMark) {
	var guard solidity.Expr
	var mark stateMark
	for _, m := range g.Nodes {
		if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope == nil {
			continue
		}
		src := m.Scope.File.Src
		mk, reads := readsMark(src, m.Scope, m.Expr, marks)
		if !reads || !dominates(g, m, n) {
			continue
		}
		want := truthFalse
		if m.Holds {
			want = truthTrue
		}
		if m.Kind != analysis.NodeGuard || markedTruth(src, m.Scope, m.Expr, marks) != want {
			return nil, stateMark{}
		}
		if guard == nil {
			guard, mark = m.Expr, mk
		}
	}
	return guard, mark
}

// truth is what a condition is known to be once the marks are made.
type truth uint8

const (
	truthUnknown truth = iota
	truthTrue
	truthFalse
)

func (t truth) not() truth {
	switch t {
	case truthTrue:
		return truthFalse
	case truthFalse:
		return truthTrue
	}
	return truthUnknown
}

// markedTruth returns the value of the condition e once the marks are made: a comparison of a marked place with
// a constant, a marked flag, and the !, && and || of such; unknown for anything else.
func markedTruth(src []byte, sc *analysis.Scope, e solidity.Expr, marks []stateMark) truth {
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return markedTruth(src, sc, x.X, marks).not()
		}
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&", "||":
			l, r := markedTruth(src, sc, x.X, marks), markedTruth(src, sc, x.Y, marks)
			short, long := truthFalse, truthTrue // &&: false when either is
			if x.Op == "||" {
				short, long = truthTrue, truthFalse
			}
			switch {
			case l == short || r == short:
				return short
			case l == long && r == long:
				return long
			}
			return truthUnknown
		case "==", "!=":
			t := truthUnknown
		scan:
			for _, mk := range marks {
				var other solidity.Expr
				switch {
				case samePlace(src, sc, x.X, mk.target):
					other = x.Y
				case samePlace(src, sc, x.Y, mk.target):
					other = x.X
				default:
					continue
				}
				switch {
				case sameKey(keyText(src, other), keyText(src, mk.value)):
					t = truthTrue
				case isConstExpr(sc, other):
					t = truthFalse // two different constants (enum members, literals)
				}
				break scan
			}
			if x.Op == "!=" {
				t = t.not()
			}
			return t
		}
	}
	for _, mk := range marks {
		if lit, ok := unparen(mk.value).(*solidity.BoolLiteral); ok && samePlace(src, sc, e, mk.target) {
			if lit.Value {
				return truthTrue
			}
			return truthFalse
		}
	}
	return truthUnknown
}

// readsMark reports whether the condition e reads a marked place, and the first mark it reads.
func readsMark(src []byte, sc *analysis.Scope, e solidity.Expr, marks []stateMark) (stateMark, bool) {
	var mark stateMark
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *solidity.MemberAccess, *solidity.IndexAccess, *solidity.Identifier:
			for _, mk := range marks {
				if samePlace(src, sc, y.(solidity.Expr), mk.target) {
					mark, found = mk, true
					return false
				}
			}
		}
		return true
	})
	return mark, found
}

// samePlace reports whether e and target name the same stored place: the same state variable, the same keys
// (by their text, storage pointers followed) and the same field.
func samePlace(src []byte, sc *analysis.Scope, e, target solidity.Expr) bool {
	e, target = unparen(e), unparen(target)
	// The shapes first, which tell most pairs apart without a look at the keys.
	switch t := target.(type) {
	case *solidity.MemberAccess:
		if em, ok := e.(*solidity.MemberAccess); !ok || em.Member != t.Member {
			return false
		}
	case *solidity.IndexAccess:
		if _, ok := e.(*solidity.IndexAccess); !ok {
			return false
		}
	case *solidity.Identifier:
		if ei, ok := e.(*solidity.Identifier); !ok || ei.Name != t.Name {
			return false
		}
	default:
		return false
	}
	ek, ev := entryKeys(sc, e, 0)
	tk, tv := entryKeys(sc, target, 0)
	if ev == nil || ev != tv || len(ek) != len(tk) {
		return false
	}
	for i := range ek {
		if !sameKey(keyText(src, ek[i]), keyText(src, tk[i])) {
			return false
		}
	}
	return true
}

// amountReads reports whether the amount e reads the state variable v: itself, or through locals it reads that
// are initialised from v and never assigned again (to a depth of 3).
func amountReads(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar, depth int) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *solidity.MemberAccess, *solidity.IndexAccess:
			if markedVar(sc, y.(solidity.Expr)) == v {
				found = true
			}
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			switch {
			case sym.Kind == analysis.SymState && sym.State == v:
				found = true
			case sym.Kind == analysis.SymLocal && sym.Var != nil && depth < 3 && !assignedIn(sc, sym.Var):
				if init := sc.Init(sym.Var); init != nil {
					found = amountReads(sc, init, v, depth+1)
				}
			}
		}
		return !found
	})
	return found
}

// readsMarked reports whether the amount e reads a place one of the marks writes (the amount zeroed, before or
// after the payout), itself or through locals initialised from it (to a depth of 3).
func readsMarked(sc *analysis.Scope, e solidity.Expr, marks []stateMark, depth int) bool {
	if _, ok := readsMark(sc.File.Src, sc, e, marks); ok {
		return true
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && !found && depth < 3 {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
				if init := sc.Init(sym.Var); init != nil && readsMarked(sc, init, marks, depth+1) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
