package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedGuardedState reports a public function that, with no access check, stores a value the caller
// chooses in a field of a table's entry the caller names, where every other function of the contract that
// changes the table does so behind an access check: the contract's own guards say the table is privileged, and
// this one setter was left open.
var UnprotectedGuardedState = &Detector{
	ID:    "unprotected-guarded-state",
	Title: "Anyone can change a record the contract otherwise changes only behind an access check",
	Description: "A public function without an access check stores a value the caller chooses in a field of an " +
		"entry of a state table, for a key the caller names (teams[team].budget = budget, " +
		"targets[target].delegateCallAllowed = allow), or sets a plain entry for a key the caller names to a " +
		"constant or a parameter (excludedFromFee[account] = true). Every other public function that writes the table checks " +
		"the caller first (an onlyOwner-style modifier or a require on msg.sender), and a check somewhere in the " +
		"contract reads the table: the contract treats the table as a privileged setting, and this setter lacks " +
		"the check its siblings have. (Recognised by the guards on the table's other writers, not by names.)",
	Exploit: "The attacker calls the open setter for the entry that matters (a team's budget, a target's " +
		"permission) and sets it to what suits them; the checks that read the table then let through what the " +
		"privileged setters were meant to decide, or block everyone else.",
	Recommendation: "Give the setter the same access check as the other functions that change the table, or " +
		"remove it.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedGuardedState,
}

// guardedFieldWrite is an open write, in an entry function, of a caller-chosen value to a field of a table's
// entry under caller-chosen keys, or of any value but the caller's own to a plain entry (field "").
type guardedFieldWrite struct {
	f     *analysis.Function
	n     *analysis.Node
	at    solidity.Expr
	v     *analysis.StateVar
	field string
	value solidity.Expr
}

func runUnprotectedGuardedState(p *Pass) error {
	facts := functionFacts(p.Model)
	var cands []guardedFieldWrite
	for i := range facts {
		fx := &facts[i]
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 || fx.fn.Contract == nil {
			continue
		}
		cands = appendGuardedFieldWrites(cands, fx.fn, fx.writers)
	}
	if len(cands) == 0 {
		return nil
	}
	type tableKey struct {
		c *analysis.Contract
		v *analysis.StateVar
	}
	checked := map[tableKey]bool{}
	var inits map[*analysis.Function]bool
	for _, w := range cands {
		f := w.f
		// First what the table's other writers do, from the setters the model already sorted: most tables
		// have no guarded writer, or are written openly elsewhere too.
		setters := settersOf(p.Model, f.Contract)
		if len(setters.guardedOf(w.v)) == 0 || openlySetElsewhere(setters.openOf(w.v), f, w.field) {
			continue
		}
		if inits == nil {
			inits = map[*analysis.Function]bool{}
			for _, gwr := range guardWritersOf(p.Model).writers {
				if gwr.isInit {
					inits[gwr.f] = true // unprotected-initializer judges it
				}
			}
		}
		if inits[f] || paidFor(f) {
			continue
		}
		key := tableKey{f.Contract, w.v}
		read, ok := checked[key]
		if !ok {
			read = readInCheck(f.Contract, w.v) || readInVerdict(f.Contract, w.v)
			checked[key] = read
		}
		if !read || callerDecidedBefore(f, w.n) {
			continue
		}
		if (readBefore(f, w.n, w.v) || setOnce(f, w.n, w.v)) && !guardedSwitch(setters.guardedOf(w.v), w) {
			continue
		}
		cw := configWrite{f: f, n: w.n, at: w.at, v: w.v, file: w.n.Scope.File, entry: true, value: w.value}
		if pulledEntry(cw) || provenEntry(cw) || backedByOwnRecord(cw) {
			continue
		}
		p.Report(Report{Function: f, File: w.n.Scope.File, From: f.Decl, At: w.at,
			Message: fmt.Sprintf("%s lets any caller set %s, which every other function that changes %s does only behind an access check",
				funcLabel(f), Text(w.n.Scope.File, w.at), w.v.Name)})
	}
	return nil
}

// guardedSwitch reports whether the open write w throws a switch that the contract otherwise throws only behind
// an access check: w stores a constant in an entry with no check on the way but of the table itself (require(
// !used[id]); used[id] = true), and a guarded writer stores the same constant in the same field of the table (a
// scanner's check-in). The check that the entry is still unset is then no step of the record's own life, but the
// very transition the guarded function makes, open to anyone.
func guardedSwitch(guarded []write, w guardedFieldWrite) bool {
	sc := w.n.Scope
	if len(guarded) == 0 || !isConstExpr(sc, w.value) {
		return false
	}
	// The function does nothing else that could stand for a check: every check of it tests the table alone, and
	// it calls no function but built-ins (a claim that marks its own payout done is a record, a helper may check).
	for _, m := range w.f.CFG().Nodes {
		if (m.Kind == analysis.NodeGuard || m.Kind == analysis.NodeCond) && !testsOnly(m, w.v) {
			return false
		}
		for _, c := range m.Calls() {
			if c.Kind != analysis.CallBuiltin && c.Kind != analysis.CallEvent && c.Kind != analysis.CallTypeConversion {
				return false
			}
		}
	}
	value := Text(sc.File, w.value)
	for _, g := range guarded {
		if g.fn == w.f || g.node == nil || g.node.Scope == nil || fieldOf(g.at) != w.field {
			continue
		}
		if a := assignmentTo(g.node, g.at); a != nil && a.Op == "=" && isConstExpr(g.node.Scope, a.RHS) &&
			Text(g.node.Scope.File, a.RHS) == value {
			return true
		}
	}
	return false
}

// openlySetElsewhere reports whether one of the open writes ws, made by a public function other than f (a
// constructor aside), stores a caller-chosen value in the same field of the table: the field is the callers' to
// set by design.
func openlySetElsewhere(ws []write, f *analysis.Function, field string) bool {
	for _, w := range ws {
		if w.fn == f || w.fn == nil || w.fn.IsConstructor() || w.node == nil || w.node.Scope == nil {
			continue
		}
		var at solidity.Expr
		switch x := w.at.(type) {
		case *solidity.MemberAccess:
			if x.Member != field {
				continue
			}
			at = x
		case *solidity.IndexAccess:
			if field != "" {
				continue
			}
			at = x
		default:
			continue
		}
		sc := w.node.Scope
		fl := sc.Flow()
		if placedValue(w.node, w.v, at, func(e solidity.Expr) bool {
			return fl.Taint(e).Has(analysis.TaintParam|analysis.TaintData) || field == "" && isConstExpr(sc, e)
		}) != nil {
			return true
		}
	}
	return false
}

// appendGuardedFieldWrites appends f's open writes of a caller-chosen value to a field of a table's entry.
func appendGuardedFieldWrites(out []guardedFieldWrite, f *analysis.Function, writers []*analysis.Node) []guardedFieldWrite {
	var open []bool
	for _, n := range writers {
		if n.Scope == nil {
			continue
		}
		for _, w := range n.Writes() {
			var at solidity.Expr
			field := ""
			switch x := w.At.(type) {
			case *solidity.MemberAccess:
				at, field = x, x.Member
			case *solidity.IndexAccess:
				// A plain entry (excluded[account] = true): the key named is the choice, whatever the value. Only
				// a statement that is the assignment itself is looked at: most entry writes move amounts (+=).
				if a, ok := n.Expr.(*solidity.AssignExpr); !ok || a.Op != "=" || a.LHS != solidity.Expr(x) {
					continue
				}
				at = x
			default:
				continue
			}
			if w.Var == nil || w.Var.Decl.Constant || w.Var.Decl.Immutable {
				continue
			}
			sc := n.Scope
			fl := sc.Flow()
			value := placedValue(n, w.Var, at, func(e solidity.Expr) bool {
				t := fl.Taint(e)
				if t.Has(analysis.TaintSender | analysis.TaintOrigin | analysis.TaintValue) {
					return false
				}
				if field == "" {
					// A plain entry is set, not worked on: a constant or a parameter as it is
					// (excluded[account] = true, limit[account] = amount), not a record read, changed and
					// written back.
					return setAsGiven(sc, e, 0)
				}
				return t.Has(analysis.TaintParam | analysis.TaintData)
			})
			// The keys next: following a storage pointer walks the body; whether the node is open last.
			if value == nil || !callerKeyedEntry(sc, at, w.Var) {
				continue
			}
			if open == nil {
				open = openNodes(f)
			}
			if !open[n.Index] {
				continue
			}
			out = append(out, guardedFieldWrite{f: f, n: n, at: at, v: w.Var, field: field, value: value})
		}
	}
	return out
}

// callerKeyedEntry reports whether the field at belongs to an entry of the table v under keys the caller
// chooses and none of them the caller's own address, written directly (t[k].f) or through a local storage
// pointer set to the entry (T storage e = t[k]; e.f).
func callerKeyedEntry(sc *analysis.Scope, at solidity.Expr, v *analysis.StateVar) bool {
	fl := sc.Flow()
	e := unparen(at)
	if ma, ok := e.(*solidity.MemberAccess); ok {
		e = unparen(ma.X)
	}
	keys := 0
	var pointer *solidity.VariableDeclaration // a storage pointer followed, checked last: the check walks the body
	for hops := 0; hops < 8; hops++ {
		switch x := e.(type) {
		case *solidity.MemberAccess:
			e = unparen(x.X)
		case *solidity.IndexAccess:
			if x.Index == nil {
				return false
			}
			t := fl.Taint(x.Index)
			if t.Has(analysis.TaintSender|analysis.TaintOrigin) || !t.Has(analysis.TaintParam|analysis.TaintData) {
				return false
			}
			keys++
			e = unparen(x.X)
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			switch sym.Kind {
			case analysis.SymState:
				return sym.State == v && keys > 0 && (pointer == nil || !assignedIn(sc, pointer))
			case analysis.SymLocal:
				if pointer != nil || sym.Var == nil || sym.Var.Location != solidity.LocationStorage {
					return false
				}
				init := sc.Init(sym.Var)
				if init == nil {
					return false
				}
				pointer = sym.Var
				e = unparen(init)
			default:
				return false
			}
		default:
			return false
		}
	}
	return false
}

// callerDecidedBefore reports whether a check or branch on the way to node n of f depends on who calls: a
// comparison with msg.sender that ties the caller to the record (require(msg.sender == t.lead)).
func callerDecidedBefore(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	for _, m := range g.Nodes {
		if m == n || m.Expr == nil || m.Scope == nil || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) {
			continue
		}
		if m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) && dominates(g, m, n) {
			return true
		}
	}
	return false
}

// readBefore reports whether a check or branch on the way to node n of f reads v: the function looks at the
// record before it writes it (an entry still unset, a listing still active), a step of the record's own life
// rather than a bare setting.
func readBefore(f *analysis.Function, n *analysis.Node, v *analysis.StateVar) bool {
	g := f.CFG()
	for _, m := range g.Nodes {
		if m == n || (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) {
			continue
		}
		if nodeReads(m, v) && dominates(g, m, n) {
			return true
		}
	}
	return false
}

// readInCheck reports whether a check or branch of a function of c's hierarchy reads the table v.
func readInCheck(c *analysis.Contract, v *analysis.StateVar) bool {
	for g := range c.HierarchyBodies() {
		for _, n := range g.CFG().Nodes {
			if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
				continue
			}
			if nodeReads(n, v) {
				return true
			}
		}
	}
	return false
}

// setAsGiven reports whether e is a value the caller hands in as it is: a constant, a parameter, an element of a
// parameter (wallets[i] of a batch setter), or a struct built of such values (Investor(identity, country, true)).
func setAsGiven(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	e = unwrapConversion(e)
	if isConstExpr(sc, e) || isParam(sc, e) {
		return true
	}
	switch x := unparen(e).(type) {
	case *solidity.IndexAccess:
		return x.Index != nil && isParam(sc, x.X)
	case *solidity.CallExpr:
		id, ok := unparen(x.Fun).(*solidity.Identifier)
		if !ok || depth > 0 || len(x.Args) == 0 || sc.Resolve(id).Kind != analysis.SymStruct {
			return false
		}
		for _, a := range x.Args {
			if !setAsGiven(sc, a, depth+1) && !stampedNow(sc, a) {
				return false
			}
		}
		return true
	}
	return false
}

// stampedNow reports whether e, a field of a record being set, is worked out from the time of the call alone,
// with constants and the caller's arguments (eta = block.timestamp + DELAY): a stamp of when the record was set,
// not a value read from the contract's state or another contract.
func stampedNow(sc *analysis.Scope, e solidity.Expr) bool {
	if id, ok := unparen(e).(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
			if e = sc.Init(sym.Var); e == nil {
				return false
			}
		}
	}
	timed := false
	var walk func(x solidity.Expr, depth int) bool
	walk = func(x solidity.Expr, depth int) bool {
		switch y := unparen(x).(type) {
		case *solidity.NumberLiteral:
			return true
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			switch {
			case sym.Kind == analysis.SymBuiltin && y.Name == "now":
				timed = true
				return true
			case sym.Kind == analysis.SymState:
				return sym.State.Decl.Constant
			}
			return sym.Kind == analysis.SymParam
		case *solidity.MemberAccess:
			if id, ok := y.X.(*solidity.Identifier); ok && id.Name == "block" && sc.Resolve(id).Kind == analysis.SymBuiltin {
				now := y.Member == "timestamp" || y.Member == "number"
				timed = timed || now
				return now
			}
			return false
		case *solidity.BinaryExpr:
			return walk(y.X, depth) && walk(y.Y, depth)
		case *solidity.CallExpr:
			// A conversion, or a pure helper (SafeMath's add) of such values.
			c := sc.CallOf(y)
			if c == nil || depth > 2 {
				return false
			}
			switch c.Kind {
			case analysis.CallTypeConversion:
			case analysis.CallInternal, analysis.CallLibrary:
				if c.Callee == nil || c.Callee.Decl.Mutability != solidity.MutabilityPure {
					return false
				}
				if ma, ok := y.Fun.(*solidity.MemberAccess); ok && len(c.Callee.Decl.Params) == len(y.Args)+1 && !walk(ma.X, depth+1) {
					return false
				}
			default:
				return false
			}
			for _, a := range y.Args {
				if !walk(a, depth+1) {
					return false
				}
			}
			return true
		}
		return false
	}
	return walk(e, 0) && timed
}

// readInVerdict reports whether a public view function of c's hierarchy that answers yes or no (a single bool
// result) reads the table v: the table is consulted by other contracts (an allowlist's isVerified), a check
// made outside this one.
func readInVerdict(c *analysis.Contract, v *analysis.StateVar) bool {
	for g := range c.HierarchyBodies() {
		d := g.Decl
		if d == nil || !g.IsEntry() || !g.IsView() || len(d.Returns) != 1 {
			continue
		}
		if t, ok := d.Returns[0].Type.(*solidity.ElementaryTypeName); !ok || t.Name != "bool" {
			continue
		}
		for _, n := range g.CFG().Nodes {
			if nodeReads(n, v) {
				return true
			}
		}
	}
	return false
}

// isParam reports whether e names a parameter of the function of sc.
func isParam(sc *analysis.Scope, e solidity.Expr) bool {
	id, ok := unparen(e).(*solidity.Identifier)
	return ok && sc.Resolve(id).Kind == analysis.SymParam
}

// nodeReads reports whether the expression of node n reads the state variable v, by name or through a local
// storage pointer to a part of it (Team storage t = teams[id]; require(t.spent <= t.budget)).
func nodeReads(n *analysis.Node, v *analysis.StateVar) bool {
	for _, r := range n.Reads() {
		if r.Var == v {
			return true
		}
	}
	if n.Expr == nil || n.Scope == nil {
		return false
	}
	sc := n.Scope
	found := false
	solidity.Preorder(n.Expr, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && !found {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal && sym.Var != nil {
				switch sym.Var.Location {
				case solidity.LocationStorage:
					found = stateVarOf(sc, id) == v // RootVar follows the pointer to the state it aliases
				case solidity.LocationMemory:
					// A copy of an entry (Pending memory p = pending[id]; require(p.eta != 0)).
					if init := sc.Init(sym.Var); init != nil {
						found = stateVarOf(sc, init) == v
					}
				}
			}
		}
		return !found
	})
	return found
}
