package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DoSUnboundedLoop reports loops bounded by storage that any caller can grow.
var DoSUnboundedLoop = &Detector{
	ID:    "dos-unbounded-loop",
	Title: "Loop over storage that anyone can grow",
	Description: "A loop runs once per element of a storage array (or up to a stored counter, or along a linked " +
		"list kept in a mapping) that any caller can extend without limit, or a whole array is deleted or " +
		"reassigned, which zeroes every element. Once the array is long enough this needs more gas than a block " +
		"holds and the function can never complete.",
	Exploit: "An attacker calls the public function that pushes to the array thousands of times (cheaply, from " +
		"one transaction or many); the payout or reset loop then always runs out of gas and the funds are stuck.",
	Recommendation: "Bound the array's length when it grows, process it in batches with a stored cursor, or let " +
		"each participant act on their own entry (pull pattern).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-128",
	CWE:        "CWE-400",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runDoSUnboundedLoop,
}

// growth is a place where any caller extends a storage array or increments a stored counter.
type growth struct {
	v    *analysis.StateVar
	f    *analysis.Function
	at   solidity.Node
	paid bool // the caller must send ether to get there
	// own is set when the caller grows only its own entry (locks[msg.sender].push(...)): each entry is as long
	// as its owner made it.
	own bool
}

func runDoSUnboundedLoop(p *Pass) error {
	grown := map[*analysis.Contract]map[*analysis.StateVar]growth{}
	// growthOf holds functionGrowth's answers, shared by the contracts that inherit a function. It is made for
	// the first contract asked about, with room for the functions that contract's growth looks at (most units
	// ask about one contract): a map grown one function at a time would be copied several times.
	var growthOf map[*analysis.Function][]growth
	grownIn := func(c *analysis.Contract) map[*analysis.StateVar]growth {
		if grown[c] == nil {
			if growthOf == nil {
				size := 0
				for _, d := range c.Derived() {
					size += len(d.Functions)
				}
				growthOf = make(map[*analysis.Function][]growth, size)
			}
			grown[c] = openGrowth(c, growthOf)
		}
		return grown[c]
	}
	for _, fx := range functionFacts(p.Model) {
		clears := len(fx.writers) > 0 && !fx.view && !fx.constructor
		if len(fx.loops) == 0 && !clears || fx.fn.Contract == nil {
			continue
		}
		f := fx.fn
		// Nested loops over the same storage are one problem: report the outermost.
		var seen []*analysis.StateVar
		for _, n := range fx.loops {
			sc := n.Scope
			if boundedConjunct(sc, n.Expr) {
				continue // i < arr.length && i < start + batch: the other bound holds the iterations
			}
			bounds := loopBounds(sc, n.Expr)
			if len(bounds) == 0 {
				bounds = countdownBound(sc, n)
			}
			if len(bounds) == 0 {
				reportListWalk(p, f, sc, n, &seen)
				continue
			}
			for _, b := range bounds {
				g, ok := grownIn(f.Contract)[b.v]
				if !ok || slices.Contains(seen, b.v) {
					continue
				}
				seen = append(seen, b.v)
				conf := vigil.Confidence("")
				if g.paid || fx.view {
					// Growing costs the attacker ether, or only off-chain readers are hurt.
					conf = vigil.ConfidenceLow
				}
				r := Report{Function: f, File: sc.File, At: n.Expr, Confidence: conf,
					Message: fmt.Sprintf("%s loops up to %s, which any caller can grow through %s (line %d)", funcLabel(f), Text(sc.File, b.at), funcLabel(g.f), lineOf(g.at)),
					Related: []Related{{File: g.f.File, At: g.at, Message: "grown here by any caller"}}}
				if g.own {
					// Only the entry's owner makes it long: a denial of service to itself alone.
					r.Severity = vigil.SeverityLow
					r.Message += " (each caller grows only its own entry)"
				} else if fx.view && !reachedByWrite(p.Model, f, 0) {
					// No transaction of this code runs the loop: a call that reads it off-chain is not held to
					// a block's gas.
					r.Severity = vigil.SeverityLow
					r.Message += " (a view function no state-changing code here calls)"
				}
				p.Report(r)
				break
			}
		}
		// An explicit loop over the array is reported rather than its clearing.
		if clears {
			for _, c := range clearings(fx.writers) {
				g, ok := grownIn(f.Contract)[c.v]
				if !ok || slices.Contains(seen, c.v) {
					continue
				}
				seen = append(seen, c.v)
				conf := vigil.Confidence("")
				if g.paid {
					conf = vigil.ConfidenceLow
				}
				r := Report{Function: f, File: c.file, At: c.at, Confidence: conf,
					Message: fmt.Sprintf("%s clears %s, which costs gas per element, and any caller can grow it through %s (line %d)", funcLabel(f), c.v.Name, funcLabel(g.f), lineOf(g.at)),
					Related: []Related{{File: g.f.File, At: g.at, Message: "grown here by any caller"}}}
				if gate := lengthGate(c.sc, c.v, c.at); gate != nil {
					// The clearing runs only on a branch chosen by the array's length (once it is long): the
					// branch and its test are what makes the cost certain.
					r.At = gate
					r.Message = fmt.Sprintf("%s clears %s on a branch taken by its length (%s), which costs gas per element, and any caller can grow it through %s (line %d)",
						funcLabel(f), c.v.Name, Text(c.file, gate.Cond), funcLabel(g.f), lineOf(g.at))
					r.Related = append(r.Related, Related{File: c.file, At: c.at, Message: "the clearing"})
				}
				p.Report(r)
			}
		}
	}
	return nil
}

// growsCallerEntry reports whether the growing expression at (x.push(...), x.length++, x += n) grows an entry of a
// mapping keyed by the caller's address alone: the first key on the way from the state variable is msg.sender
// (or tx.origin) and nothing the caller passes.
func growsCallerEntry(sc *analysis.Scope, at solidity.Node) bool {
	var e solidity.Expr
	switch x := at.(type) {
	case *solidity.CallExpr:
		if ma, ok := x.Fun.(*solidity.MemberAccess); ok {
			e = ma.X
		}
	case *solidity.UnaryExpr:
		e = x.X
	case *solidity.AssignExpr:
		e = x.LHS
	}
	var key solidity.Expr
	for e != nil {
		switch x := unparen(e).(type) {
		case *solidity.IndexAccess:
			key, e = x.Index, x.X
		case *solidity.MemberAccess:
			e = x.X
		default:
			e = nil
		}
	}
	if key == nil {
		return false
	}
	t := sc.Flow().Taint(key)
	return t.Has(analysis.TaintSender|analysis.TaintOrigin) && !t.Has(analysis.TaintParam|analysis.TaintData|analysis.TaintCallReturn|analysis.TaintState)
}

// reachedByWrite reports whether a function that may change state calls f, directly or through other
// functions of the unit.
func reachedByWrite(m *analysis.Model, f *analysis.Function, depth int) bool {
	if depth > 4 {
		return true // a long chain: assume a transaction runs it
	}
	for _, g := range m.CallGraph().Callers(f) {
		if !g.IsView() || reachedByWrite(m, g, depth+1) {
			return true
		}
	}
	return false
}

type loopBound struct {
	v  *analysis.StateVar
	at solidity.Node
}

// loopBounds returns the storage a loop condition compares its counter with: arr.length of a state array, or a
// state integer.
func loopBounds(sc *analysis.Scope, cond solidity.Expr) []loopBound {
	var out []loopBound
	solidity.Preorder(cond, func(x solidity.Node) bool {
		b, ok := x.(*solidity.BinaryExpr)
		if !ok || !isComparison(b.Op) {
			return true
		}
		for _, side := range []solidity.Expr{b.X, b.Y} {
			if lb, ok := boundOf(sc, side, 0); ok {
				out = append(out, lb)
			}
		}
		return true
	})
	return out
}

// boundOf tells whether e, a side of a loop's comparison, is storage the loop runs up to: arr.length of a
// state array, set.length() of a library-kept collection, a state integer, or a local that keeps one of these
// and is never reassigned (uint256 n = arr.length; for (i; i < n; ...)).
func boundOf(sc *analysis.Scope, e solidity.Expr, depth int) (loopBound, bool) {
	switch s := unparen(e).(type) {
	case *solidity.MemberAccess:
		if s.Member != "length" {
			break
		}
		if t := sc.TypeOf(s.X); t == nil || t.Kind != analysis.TypeArray || t.Length >= 0 {
			break
		}
		if v := stateVarOf(sc, s.X); v != nil {
			return loopBound{v: v, at: s}, true
		}
	case *solidity.CallExpr:
		// set.length() of a collection kept behind a library.
		if c := sc.CallOf(s); c != nil {
			if v := libraryLength(sc, c); v != nil {
				return loopBound{v: v, at: s}, true
			}
		}
	case *solidity.Identifier:
		sym := sc.Resolve(s)
		switch sym.Kind {
		case analysis.SymState:
			if !sym.State.Decl.Constant && !sym.State.Decl.Immutable {
				if t := sc.TypeOf(s); t != nil && t.Kind == analysis.TypeInt {
					return loopBound{v: sym.State, at: s}, true
				}
			}
		case analysis.SymLocal:
			if depth == 0 {
				if init := sc.Init(sym.Var); init != nil && !reassigned(sc, sym.Var) {
					return boundOf(sc, init, depth+1)
				}
			}
		}
	}
	return loopBound{}, false
}

// countdownBound returns the storage a for loop counts down from: for (uint i = arr.length; i > 0; i--), the
// counter starting at arr.length (or arr.length - k) and compared with a constant.
func countdownBound(sc *analysis.Scope, n *analysis.Node) []loopBound {
	fs, ok := n.Stmt.(*solidity.ForStatement)
	if !ok || fs.Cond == nil {
		return nil
	}
	decl, ok := fs.Init.(*solidity.VariableDeclarationStatement)
	if !ok || len(decl.Vars) != 1 || decl.Vars[0] == nil || decl.Value == nil {
		return nil
	}
	start := unparen(decl.Value)
	if b, ok := start.(*solidity.BinaryExpr); ok && b.Op == "-" {
		if _, lit := unparen(b.Y).(*solidity.NumberLiteral); lit {
			start = unparen(b.X)
		}
	}
	cmp, ok := unparen(fs.Cond).(*solidity.BinaryExpr)
	if !ok || !isComparison(cmp.Op) {
		return nil
	}
	counter, other := cmp.X, cmp.Y
	if id, ok := unparen(counter).(*solidity.Identifier); !ok || sc.Resolve(id).Var != decl.Vars[0] {
		counter, other = cmp.Y, cmp.X
	}
	if id, ok := unparen(counter).(*solidity.Identifier); !ok || sc.Resolve(id).Var != decl.Vars[0] {
		return nil
	}
	if _, lit := unparen(other).(*solidity.NumberLiteral); !lit {
		return nil
	}
	if lb, ok := boundOf(sc, start, 1); ok {
		return []loopBound{lb}
	}
	return nil
}

// boundedConjunct reports whether a loop condition made of && has a conjunct that orders two values (<, <=,
// >, >=) without comparing with grown storage: a bound by a batch size, a constant or the gas left, which holds
// the loop however long the array gets.
func boundedConjunct(sc *analysis.Scope, cond solidity.Expr) bool {
	b, ok := unparen(cond).(*solidity.BinaryExpr)
	if !ok || b.Op != "&&" {
		return false
	}
	var conjuncts []solidity.Expr
	var split func(e solidity.Expr)
	split = func(e solidity.Expr) {
		if x, ok := unparen(e).(*solidity.BinaryExpr); ok && x.Op == "&&" {
			split(x.X)
			split(x.Y)
			return
		}
		conjuncts = append(conjuncts, e)
	}
	split(b)
	for _, c := range conjuncts {
		x, ok := unparen(c).(*solidity.BinaryExpr)
		if !ok {
			continue
		}
		switch x.Op {
		case "<", "<=", ">", ">=":
			if len(loopBounds(sc, x)) == 0 {
				return true
			}
		}
	}
	return false
}

// openGrowth finds, for the contract's state, where any caller can grow an array (push, length++ or a length
// assignment) or increment a counter, without an access check or a cap on the length: the first place in the
// functions of the contract and of those that inherit from it. byFn holds functionGrowth's answers.
func openGrowth(c *analysis.Contract, byFn map[*analysis.Function][]growth) map[*analysis.StateVar]growth {
	out := map[*analysis.StateVar]growth{}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if !f.IsEntry() || f.IsView() || f.Decl.Body == nil {
				continue
			}
			gs, ok := byFn[f]
			if !ok {
				gs = functionGrowth(f)
				byFn[f] = gs
			}
			for _, g := range gs {
				if prev, ok := out[g.v]; !ok || (prev.own && !g.own) {
					out[g.v] = g // a growth of anyone's entry matters more than of the caller's own
				}
			}
		}
	}
	return out
}

// functionGrowth lists where any caller of f grows state without a cap, the first place for each variable, in
// node order. Only the nodes whose writes look like a growth (mayGrow) are walked, and which nodes any caller
// reaches is computed only once one of them grows something.
func functionGrowth(f *analysis.Function) []growth {
	var out []growth
	var open []bool
	paid, checkedPaid := false, false
	once, checkedOnce := false, false
	isCapped := map[*analysis.StateVar]bool{}
	var found []solidity.Node // the growing expressions of the node at hand
	var foundVars []*analysis.StateVar
	for _, n := range f.CFG().Nodes {
		if !mayGrow(n) {
			continue
		}
		own := n.Own()
		if own == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		found, foundVars = found[:0], foundVars[:0]
		solidity.Preorder(own, func(x solidity.Node) bool {
			var v *analysis.StateVar
			switch e := x.(type) {
			case *solidity.CallExpr:
				if ma, ok := e.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" {
					if t := sc.TypeOf(ma.X); t != nil && t.Kind == analysis.TypeArray {
						v = stateVarOf(sc, ma.X)
					}
				} else if c := sc.CallOf(e); c != nil {
					v = libraryGrowth(sc, c) // set.add(x) pushing inside the library
				}
			case *solidity.UnaryExpr:
				if e.Op == "++" {
					v = grownVar(sc, e.X)
				}
			case *solidity.AssignExpr:
				if e.Op == "+=" || (e.Op == "=" && isLengthOf(sc, e.LHS)) {
					v = grownVar(sc, e.LHS)
				}
			}
			if v != nil {
				found, foundVars = append(found, x), append(foundVars, v)
			}
			return true
		})
		if len(found) == 0 {
			continue
		}
		if open == nil {
			open = openNodes(f)
		}
		if !open[n.Index] {
			continue
		}
		for i, v := range foundVars {
			if _, known := isCapped[v]; known {
				continue // already listed, or capped
			}
			isCapped[v] = capped(f, v)
			if isCapped[v] {
				continue
			}
			if !checkedOnce {
				once, checkedOnce = onceFlag(f) != nil, true
			}
			if once {
				// A set-up that runs once grows the array by what one transaction holds, and only
				// whoever calls it first (an open initialiser is a finding of its own).
				return nil
			}
			if !checkedPaid {
				paid, checkedPaid = requiresPayment(f), true
			}
			out = append(out, growth{v: v, f: f, at: found[i], paid: paid, own: growsCallerEntry(sc, found[i])})
		}
	}
	return out
}

// mayGrow reports whether one of n's state writes has the shape of a growth: a length or a whole variable (a
// counter), or a value that can be an array to push onto.
func mayGrow(n *analysis.Node) bool {
	for _, w := range n.Writes() {
		e, ok := w.At.(solidity.Expr)
		if !ok {
			continue
		}
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			return true
		case *solidity.MemberAccess:
			if x.Member == "length" {
				return true
			}
		}
		if mayHoldArray(w.Var.Decl.Type) {
			return true
		}
	}
	// A collection passed to a library, which may push onto it.
	for _, c := range n.Calls() {
		if c.Kind == analysis.CallLibrary && c.Callee != nil {
			return true
		}
	}
	return false
}

// mayHoldArray reports whether a value of type t can be or contain an array: an array, a mapping to one, or a
// struct (whose fields are not looked at).
func mayHoldArray(t solidity.TypeName) bool {
	switch t := t.(type) {
	case *solidity.ElementaryTypeName, *solidity.FunctionTypeName:
		return false
	case *solidity.Mapping:
		return t == nil || mayHoldArray(t.Value)
	}
	return true
}

// grownVar returns the state variable e grows: arr in arr.length, or a plain state integer.
func grownVar(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	e = unparen(e)
	if isLengthOf(sc, e) {
		return stateVarOf(sc, e.(*solidity.MemberAccess).X)
	}
	if id, ok := e.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
			if t := sc.TypeOf(id); t != nil && t.Kind == analysis.TypeInt {
				return sym.State
			}
		}
	}
	return nil
}

func isLengthOf(sc *analysis.Scope, e solidity.Expr) bool {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	if !ok || ma.Member != "length" {
		return false
	}
	t := sc.TypeOf(ma.X)
	return t != nil && t.Kind == analysis.TypeArray
}

// capped reports whether f checks v (its length or value) in a guard before growing it: a bound on the size.
func capped(f *analysis.Function, v *analysis.StateVar) bool {
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil {
			continue
		}
		if hasComparison(n.Expr) {
			for _, r := range n.Scope.StateReads(n.Expr) {
				if r.Var == v {
					return true
				}
			}
		}
	}
	return false
}

// requiresPayment reports whether f only continues when msg.value passes a check.
func requiresPayment(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil && len(msgValueReads(n.Scope, n.Expr)) > 0 {
			return true
		}
	}
	return false
}

type clearing struct {
	v    *analysis.StateVar
	at   solidity.Node
	file *solidity.File
	sc   *analysis.Scope
}

// lengthGate returns the innermost if statement of sc's body that holds at on the branch taken only when v's
// length reaches a literal bound above one (if (arr.length > 1500) { clear }, or the else branch of
// if (arr.length < 1500)), or nil.
func lengthGate(sc *analysis.Scope, v *analysis.StateVar, at solidity.Node) *solidity.IfStatement {
	var gate *solidity.IfStatement
	pos := at.Range().Start
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		if !x.Range().Contains(pos) {
			return false
		}
		ifs, ok := x.(*solidity.IfStatement)
		if !ok || ifs.Cond.Range().Contains(pos) {
			return true
		}
		longThen, ok := longBranch(sc, v, ifs.Cond)
		if ok && (ifs.Then.Range().Contains(pos) == longThen) {
			gate = ifs
		}
		return true
	})
	return gate
}

// longBranch tells, for a condition comparing v's length with a number literal above one, whether the then
// branch (true) or the else branch (false) is the one taken when the length is at least that large.
func longBranch(sc *analysis.Scope, v *analysis.StateVar, cond solidity.Expr) (bool, bool) {
	b, ok := unparen(cond).(*solidity.BinaryExpr)
	if !ok {
		return false, false
	}
	op, length, bound := b.Op, b.X, b.Y
	if _, isLit := unparen(length).(*solidity.NumberLiteral); isLit {
		// 1500 < arr.length reads as arr.length > 1500.
		length, bound, op = bound, length, mirrored(op)
	}
	lit, isLit := unparen(bound).(*solidity.NumberLiteral)
	if !isLit || !isLengthOf(sc, length) || stateVarOf(sc, unparen(length).(*solidity.MemberAccess).X) != v {
		return false, false
	}
	if c, ok := compareLiterals(lit.Value, "1"); !ok || c <= 0 {
		return false, false
	}
	switch op {
	case ">", ">=":
		return true, true
	case "<", "<=":
		return false, true
	}
	return false, false
}

// clearings lists where the nodes (those of a function that write state) empty a whole dynamic storage array
// (delete arr, or arr = new T[](0) and other whole assignments): an implicit loop that zeroes every element.
func clearings(writers []*analysis.Node) []clearing {
	var out []clearing
	for _, n := range writers {
		if !writesWholeArray(n) {
			continue
		}
		own := n.Own()
		if own == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		solidity.Preorder(own, func(x solidity.Node) bool {
			var target solidity.Expr
			switch e := x.(type) {
			case *solidity.UnaryExpr:
				if e.Op == "delete" {
					target = e.X
				}
			case *solidity.AssignExpr:
				if e.Op == "=" {
					target = e.LHS
				}
			}
			if target == nil {
				return true
			}
			id, ok := unparen(target).(*solidity.Identifier)
			if !ok {
				return true
			}
			sym := sc.Resolve(id)
			if sym.Kind != analysis.SymState {
				return true
			}
			if t := sc.TypeOf(id); t != nil && t.Kind == analysis.TypeArray && t.Length < 0 {
				out = append(out, clearing{v: sym.State, at: x, file: sc.File, sc: sc})
			}
			return true
		})
	}
	return out
}

// writesWholeArray reports whether one of n's state writes is to a dynamic storage array named by itself (not an
// element or a member of it): what a clearing writes, so that only the nodes making one are walked.
func writesWholeArray(n *analysis.Node) bool {
	for _, w := range n.Writes() {
		if _, isArray := w.Var.Decl.Type.(*solidity.ArrayTypeName); !isArray {
			continue // only an array type name gives an array type
		}
		e, ok := w.At.(solidity.Expr)
		if !ok {
			continue
		}
		if id, ok := unparen(e).(*solidity.Identifier); ok {
			if t := n.Scope.TypeOf(id); t != nil && t.Kind == analysis.TypeArray && t.Length < 0 {
				return true
			}
		}
	}
	return false
}
