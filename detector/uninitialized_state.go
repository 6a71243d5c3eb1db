package detector

import (
	"bytes"
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UninitializedState reports state variables that are used but never set anywhere in the unit.
var UninitializedState = &Detector{
	ID:    "uninitialized-state",
	Title: "State variable used but never initialised",
	Description: "A state variable has no initial value and no function, constructor or modifier of the unit " +
		"ever writes it, yet the code relies on it: as the address of a call or of an ether transfer, as an " +
		"amount of ether, or as the account an access check compares the caller with. It always holds zero.",
	Exploit: "Ether meant for a beneficiary is sent to address(0) and burnt, a call goes to address zero and " +
		"silently succeeds, or an admin check can never pass and the function is locked forever.",
	Recommendation: "Initialise the variable where it is declared or in the constructor, or remove it.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	CWE:            "CWE-457",
	Requires:       []Requirement{RequireSymbols, RequireTypes, RequireCFG},
	Run:            runUninitializedState,
}

func runUninitializedState(p *Pass) error {
	m := p.Model
	if !anyMaybeUnset(m) {
		return nil
	}
	ws := newStateWriteScan()
	defer ws.release()
	// Which variables some code of the unit writes: what the graphs write is a part of it, known without a
	// walk. When that covers every variable that may be unset by its declaration, no use can be reported, and
	// the uses need no search.
	for _, c := range m.Contracts {
		for _, f := range c.Declared {
			if f.Decl.Body == nil {
				continue
			}
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					ws.mark(w.Var.Decl)
				}
			}
		}
	}
	if allMaybeUnsetWritten(m, ws) {
		return nil
	}
	// The uses that matter, in the order the functions' graphs list them: those of variables that may never
	// be set, judging by their declarations alone. Most access checks are only marked here: telling whom
	// they compare the caller with costs more, and is only worth it for variables nothing writes.
	uses := ws.uses
	for _, c := range m.Contracts {
		if c.Kind != solidity.KindContract {
			continue
		}
		for _, f := range c.Declared {
			if f.Decl.Body == nil || f.IsConstructor() {
				continue
			}
			sc := f.Scope()
			for _, n := range f.CFG().Nodes {
				// A node that reads no state and decides no branch makes no use that matters (see
				// appendCriticalUses): most nodes are left without a call.
				if n.Scope == sc && (len(n.Reads()) > 0 || n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && n.HasOwn() {
					uses = appendCriticalUses(uses, f, n, ws)
				}
			}
		}
	}
	ws.uses = uses // for release to empty, and the next unit to reuse
	if len(uses) == 0 {
		return nil
	}
	if ws.done() {
		return nil // every variable used is written somewhere
	}
	// The rest of the bodies' writes takes a walk, of the bodies that name a variable still unwritten.
	if !ws.scan(m) {
		return nil
	}
	neverSet := func(v *analysis.StateVar) bool {
		d := v.Decl
		return d.Value == nil && !d.Constant && !d.Immutable && !ws.written(d)
	}
	raw := ws.rawStorage(m)
	// The most harmful use of each variable: a call or payment rather than an access check.
	best := map[*solidity.StateVariableDeclaration]stateUse{}
	var orderBuf [16]*solidity.StateVariableDeclaration // most units use few variables never set
	order := orderBuf[:0]
	var checks []*analysis.Node // guards of checksOf comparing the caller with state, found lazily
	var checksOf *analysis.Function
	consider := func(use stateUse) {
		v := use.v
		d := v.Decl
		if ws.written(d) || anyRawStorage(v.Contract, raw) {
			return
		}
		if use.amount != nil && neverSet(use.amount) {
			use.check = true // zero wei to address zero: broken, but nothing is lost
		}
		if !use.check {
			if checksOf != use.f {
				checks, checksOf = appendCallerCheckNodes(checks[:0], use.f), use.f
			}
			if behindCheckOf(use.f, checks, use.node, v) {
				// Only a caller equal to zero gets here: nobody. The use is a locked function.
				use.check, use.locked = true, true
			}
		}
		if old, ok := best[d]; !ok || (old.check && !use.check) {
			if !ok {
				order = append(order, d)
			}
			best[d] = use
		}
	}
	for _, use := range uses {
		if use.kind == useAccess && use.v == nil {
			expandAccessCheck(use, ws, consider)
		} else {
			consider(use)
		}
	}
	var related []Related // report copies a finding's related locations: one slice, made at the first, serves all
	for _, d := range order {
		use := best[d]
		v := use.v
		conf, sev := vigil.Confidence(""), vigil.Severity("")
		if v.Contract.Decl.Abstract && d.Visibility != solidity.VisibilityPrivate {
			// A contract outside the unit may inherit it and set the variable.
			conf = vigil.ConfidenceLow
		}
		if use.check {
			// A check against address zero never passes, or a payment of zero: the function is broken or
			// locked, but no ether is lost.
			sev = vigil.SeverityMedium
		}
		msg := append(append(append(p.message(), v.Contract.Name...), '.'), v.Name...)
		msg = append(append(append(msg, " is never initialised, yet "...), funcLabel(use.f)...), " uses it as "...)
		if related == nil {
			related = make([]Related, 1)
		}
		related[0] = Related{File: use.file, At: use.at, Message: "used here while always zero"}
		p.reportMessage(Report{Contract: v.Contract, At: d, Confidence: conf, Severity: sev, Related: related},
			use.appendRole(msg))
	}
	return nil
}

// stateUse is a use of a state variable that relies on it being set.
type stateUse struct {
	v    *analysis.StateVar
	at   solidity.Node
	kind useKind
	// check is set for uses that lock or break a function without losing ether (an access check, a zero
	// amount); clear for a call or payment to address zero. locked is set when a guard comparing the caller
	// with the variable comes first.
	check, locked bool
	// amount is the state variable a call to the variable sends as its value, if any.
	amount *analysis.StateVar
	// found holds, for an access check not yet resolved (useAccess with v nil) whose condition calls an
	// internal getter, the variables it compares the caller with; nil when they are still to be found.
	found map[*analysis.StateVar]callerGuard
	f     *analysis.Function
	node  *analysis.Node
	file  *solidity.File
}

type useKind uint8

const (
	useAddress useKind = iota // the receiver of a call or transfer
	useAmount                 // the amount of ether sent
	useAccess                 // the account an access check compares the caller with
)

// appendRole appends to dst what the variable is used as, for the message: built in the message's buffer, where
// a string of its own would cost an allocation per finding.
func (u *stateUse) appendRole(dst []byte) []byte {
	switch u.kind {
	case useAmount:
		return append(dst, "the amount of ether sent"...)
	case useAccess:
		return append(dst, "the account an access check compares the caller with"...)
	}
	dst = appendText(append(dst, "the address of "...), u.file, u.at)
	if u.locked {
		dst = append(dst, ", behind a check that the caller equals it"...)
	}
	return dst
}

// maybeUnset reports whether a state variable's declaration leaves it unset: no initial value, not constant or
// immutable, and a type zero leaves meaningless (see valueType, which needs a scope for user-defined types).
func maybeUnset(d *solidity.StateVariableDeclaration) bool {
	if d.Value != nil || d.Constant || d.Immutable {
		return false
	}
	switch t := d.Type.(type) {
	case *solidity.ElementaryTypeName:
		return t.Name != "string" && t.Name != "bytes"
	case *solidity.UserDefinedTypeName:
		return true
	}
	return false
}

// anyMaybeUnset reports whether some state variable of the unit may be unset by its declaration.
func anyMaybeUnset(m *analysis.Model) bool {
	for _, c := range m.Contracts {
		for _, it := range c.Decl.Members {
			if d, ok := it.(*solidity.StateVariableDeclaration); ok && maybeUnset(d) {
				return true
			}
		}
	}
	return false
}

// allMaybeUnsetWritten reports whether ws knows every state variable of the unit that may be unset by its
// declaration to be written.
func allMaybeUnsetWritten(m *analysis.Model, ws *stateWriteScan) bool {
	for _, c := range m.Contracts {
		for _, v := range c.StateVars {
			if maybeUnset(v.Decl) && !ws.written(v.Decl) {
				return false
			}
		}
	}
	return true
}

// appendCriticalUses appends the uses node n of f makes of state variables that may be unset: the receiver of
// a call or transfer, or the amount of ether sent; and, for a comparison that may check the caller against
// such a variable, a useAccess entry for expandAccessChecks to resolve. The variables go to ws as targets.
func appendCriticalUses(out []stateUse, f *analysis.Function, n *analysis.Node, ws *stateWriteScan) []stateUse {
	sc := n.Scope
	// Every state variable the node's expression names is among its reads: without one that may be unset,
	// only an internal getter called by a condition can bring one in.
	reads := false
	for _, r := range n.Reads() {
		if unsetCandidate(sc, r.Var) {
			reads = true
			break
		}
	}
	viaCall := false
	if n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond {
		for _, c := range analysis.NodeCalls(n) {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil {
				viaCall = true
				break
			}
		}
	}
	if !reads && !viaCall {
		return out
	}
	if reads {
		for _, c := range analysis.NodeCalls(n) {
			if c.Expr == nil {
				continue
			}
			var amount *analysis.StateVar
			if c.Value != nil && c.SendsEther() {
				amount = directState(sc, c.Value)
			}
			if c.Target != nil && (c.IsExternal() || c.Kind == analysis.CallSelfdestruct) {
				if v := directState(sc, c.Target); v != nil && unsetCandidate(sc, v) {
					out = append(out, stateUse{v: v, at: c.Expr, kind: useAddress, amount: amount, f: f, node: n, file: sc.File})
					ws.target(v)
					if amount != nil {
						ws.target(amount)
					}
				}
			}
			if amount != nil && unsetCandidate(sc, amount) {
				// Sending zero where an amount was meant is a broken payment, not a loss.
				out = append(out, stateUse{v: amount, at: c.Expr, kind: useAmount, check: true, f: f, node: n, file: sc.File})
				ws.target(amount)
			}
		}
	}
	if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || !hasEquality(sc.File.Src, n.Expr) {
		return out // only a comparison can tell the caller apart from a stored account
	}
	// The account compared with the caller is read by the condition itself, or by an internal getter it
	// calls: then only the comparison itself names it.
	check := stateUse{kind: useAccess, check: true, f: f, node: n, file: sc.File}
	if !viaCall {
		for _, r := range n.Reads() {
			if unsetCandidate(sc, r.Var) {
				ws.target(r.Var)
			}
		}
		return append(out, check)
	}
	check.found = map[*analysis.StateVar]callerGuard{}
	collectCallerGuards(sc, n.Expr, check.found)
	any := false
	for v, g := range check.found {
		if !g.keyed && unsetCandidate(sc, v) {
			ws.target(v)
			any = true
		}
	}
	if !any {
		return out
	}
	return append(out, check)
}

// unsetCandidate reports whether v, used in sc, may never be set judging by its declaration.
func unsetCandidate(sc *analysis.Scope, v *analysis.StateVar) bool {
	return maybeUnset(v.Decl) && valueType(sc, v.Decl)
}

// expandAccessCheck calls consider with a use of each variable an unresolved access check (useAccess with v
// nil) compares the caller with, when its condition grants access.
func expandAccessCheck(u stateUse, ws *stateWriteScan, consider func(stateUse)) {
	n := u.node
	sc := n.Scope
	found := u.found
	if found == nil {
		if allWritten(n.Reads(), sc, ws) {
			return // whatever it compares the caller with is set somewhere
		}
		found = map[*analysis.StateVar]callerGuard{}
		// The guards' paths are not read here, and the map is dropped on return: the scan's array for them
		// serves every call.
		ws.fields = ws.fields[:0]
		collectCallerGuardsIn(sc, n.Expr, found, &ws.fields, nil)
	}
	any := false
	for v, g := range found {
		if !g.keyed && unsetCandidate(sc, v) {
			any = true
			break
		}
	}
	if !any {
		return
	}
	granting := n.Kind == analysis.NodeGuard && callerCheck(sc, n.Expr, n.Holds)
	granting = granting || (n.Kind == analysis.NodeCond && (callerCheck(sc, n.Expr, true) || callerCheck(sc, n.Expr, false)))
	if !granting {
		return
	}
	for v, g := range found {
		if !g.keyed && unsetCandidate(sc, v) {
			use := u
			use.v, use.at, use.found = v, g.at, nil
			consider(use)
		}
	}
}

// allWritten reports whether every variable that may be unset among reads is written somewhere.
func allWritten(reads []analysis.StateAccess, sc *analysis.Scope, ws *stateWriteScan) bool {
	for _, r := range reads {
		if unsetCandidate(sc, r.Var) && !ws.written(r.Var.Decl) {
			return false
		}
	}
	return true
}

// hasEquality reports whether e, whose source is src, contains an == or != comparison. Its text shows the
// operator: most conditions, without one, need no walk.
func hasEquality(src []byte, e solidity.Expr) bool {
	if text := e.Range().Text(src); len(text) > 0 && !bytes.Contains(text, []byte("==")) && !bytes.Contains(text, []byte("!=")) {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") {
			found = true
		}
		return !found
	})
	return found
}

// stateWriteScan finds which of its targets, state variables, the code of a unit writes (as
// Scope.StateWrites lists writes). It walks the bodies one after another and stops once every target is
// written. Walking a body's flat form costs less than looking for the targets' names in its text first: that
// took one pass over the text per name, and most bodies hold none of them.
type stateWriteScan struct {
	// vars tells, by declaration, whether a variable is written (varWritten) and whether it is a target
	// (varTarget): one map, so that each question about a variable costs one look-up.
	vars map[*solidity.StateVariableDeclaration]uint8
	left int // targets not yet written

	sc *analysis.Scope
	// uses is runUninitializedState's list of uses, kept with the scan so that its storage, grown once, serves
	// every unit.
	uses []stateUse
	// fields holds the paths of the caller guards expandAccessCheck finds, which it does not read.
	fields []string
	// raw is runUninitializedState's rawStorage, kept with the scan for its maps.
	raw rawStorage
}

// stateWriteScans recycles the scans: their maps are kept from one unit to the next, rather than grown again
// for every unit.
var stateWriteScans = sync.Pool{New: func() any {
	return &stateWriteScan{vars: map[*solidity.StateVariableDeclaration]uint8{}}
}}

func newStateWriteScan() *stateWriteScan { return stateWriteScans.Get().(*stateWriteScan) }

// release empties s, keeping its maps, and returns it to stateWriteScans.
func (s *stateWriteScan) release() {
	clear(s.vars)
	s.left, s.sc = 0, nil
	clear(s.uses) // the rest was emptied by earlier releases
	s.uses = s.uses[:0]
	clear(s.fields[:cap(s.fields)])
	s.fields = s.fields[:0]
	clear(s.raw.own)
	clear(s.raw.related)
	s.raw.words = nil
	stateWriteScans.Put(s)
}

// The bits of stateWriteScan.vars.
const (
	varWritten uint8 = 1 << iota
	varTarget
)

// target adds a variable whose writes matter.
func (s *stateWriteScan) target(v *analysis.StateVar) {
	if st := s.vars[v.Decl]; st&varTarget == 0 {
		s.vars[v.Decl] = st | varTarget
		if st&varWritten == 0 {
			s.left++
		}
	}
}

// mark records a write of d.
func (s *stateWriteScan) mark(d *solidity.StateVariableDeclaration) {
	if st := s.vars[d]; st&varWritten == 0 {
		s.vars[d] = st | varWritten
		if st&varTarget != 0 {
			s.left--
		}
	}
}

// written reports whether some code of the unit writes d, as far as the scan has looked.
func (s *stateWriteScan) written(d *solidity.StateVariableDeclaration) bool {
	return s.vars[d]&varWritten != 0
}

// done reports whether every target is known to be written.
func (s *stateWriteScan) done() bool { return s.left == 0 }

// scan walks the bodies of every contract's functions and modifiers. It reports false, with the scan cut
// short, when every target is written; otherwise what written says of the targets is complete.
func (s *stateWriteScan) scan(m *analysis.Model) bool {
	for _, c := range m.Contracts {
		for _, f := range c.Declared {
			if f.Decl.Body != nil {
				s.sc = f.Scope()
				s.body(f.Decl.Body)
				if s.done() {
					return false
				}
			}
		}
		for _, md := range c.Modifiers {
			if md.Decl.Body != nil && md.Contract == c {
				s.sc = md.Scope()
				s.body(md.Decl.Body)
				if s.done() {
					return false
				}
			}
		}
	}
	return true
}

// blockSource returns the source text of body, or false when file does not hold it.
func blockSource(file *solidity.File, body *solidity.Block) ([]byte, bool) {
	r := body.Range()
	if file == nil || r.Start.Offset < 0 || r.Start.Offset > r.End.Offset || r.End.Offset > len(file.Src) {
		return nil, false
	}
	return file.Src[r.Start.Offset:r.End.Offset], true
}

// body records the writes of body, in the order Preorder visits its nodes, until every target is written. The
// nodes are visited in a loop over the body's flat form rather than by a call back, which would cost more than
// most nodes need.
func (s *stateWriteScan) body(body *solidity.Block) {
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len() && !s.done(); i++ {
		switch x := nodes.At(i).(type) {
		case *solidity.AssignExpr:
			s.write(x.LHS)
		case *solidity.UnaryExpr:
			switch x.Op {
			case "++", "--", "delete":
				s.write(x.X)
			}
		case *solidity.CallExpr:
			if ma, ok := x.Fun.(*solidity.MemberAccess); ok && (ma.Member == "push" || ma.Member == "pop") {
				if t := s.sc.TypeOf(ma.X); t != nil && (t.Kind == analysis.TypeArray || t.Kind == analysis.TypeBytes) {
					s.write(ma.X)
				}
			}
		}
	}
}

// write records the state variables an assignment target (or a tuple of them) is based on.
func (s *stateWriteScan) write(lhs solidity.Expr) {
	if t, ok := lhs.(*solidity.TupleExpr); ok {
		for _, el := range t.Elems {
			if el != nil {
				s.writeRoot(el)
			}
		}
		return
	}
	s.writeRoot(lhs)
}

func (s *stateWriteScan) writeRoot(e solidity.Expr) {
	if sym := s.sc.RootVar(e); sym.Kind == analysis.SymState {
		s.mark(sym.State.Decl)
	}
}

// rawStorage tells whether a contract's functions write storage by slot (assembly sstore, a .slot
// assignment, or code run through delegatecall), which the model cannot attribute to variables. Each
// contract is looked at once, when first asked about.
type rawStorage struct {
	own     map[*analysis.Contract]bool // by the contract's own functions
	related map[*analysis.Contract]bool // by the contract or one related to it by inheritance
	words   *wordOccurrences            // of wordRawStorage
}

// rawStorage returns the scan's rawStorage, ready for m: its maps are the pooled scan's.
func (s *stateWriteScan) rawStorage(m *analysis.Model) *rawStorage {
	if s.raw.own == nil {
		s.raw.own, s.raw.related = map[*analysis.Contract]bool{}, map[*analysis.Contract]bool{}
	}
	s.raw.words = occurrencesOf(m, wordRawStorage)
	return &s.raw
}

// writes reports whether c's own functions write storage by slot.
func (r *rawStorage) writes(c *analysis.Contract) bool {
	if w, ok := r.own[c]; ok {
		return w
	}
	w := false
	for _, f := range c.Declared {
		if f.Decl.Body == nil {
			continue
		}
		// Each of those writes is spelt with one of these words, in code: the model's one scan of its files
		// tells where they are.
		if _, ok := blockSource(f.File, f.Decl.Body); ok && !r.words.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		if writesRawStorage(f.Decl.Body) {
			w = true
			break
		}
	}
	r.own[c] = w
	return w
}

// wordRawStorage holds the words a write of storage by slot is written with.
var wordRawStorage = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"sstore", "delegatecall", "callcode", "slot"}}

// writesRawStorage reports whether a body writes storage by slot.
func writesRawStorage(body *solidity.Block) bool {
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.YulCall:
			if y.Name == "sstore" || y.Name == "delegatecall" || y.Name == "callcode" {
				found = true
			}
		case *solidity.MemberAccess:
			// Code run with delegatecall writes this contract's storage by slot.
			if y.Member == "delegatecall" || y.Member == "callcode" {
				found = true
			}
		case *solidity.AssignExpr:
			if ma, ok := y.LHS.(*solidity.MemberAccess); ok && ma.Member == "slot" {
				found = true
			}
		}
		return !found
	})
	return found
}

// directState returns the state variable e is (through parentheses and conversions), or nil; an element of a
// state mapping or array is not the variable itself.
func directState(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	for depth := 0; depth < 4; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == analysis.SymState {
				return sym.State
			}
			return nil
		case *solidity.MemberAccess:
			return sc.SlotAccess(x) // a field of namespaced storage, a StorageSlot value
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c == nil || c.Kind != analysis.CallTypeConversion || len(x.Args) != 1 {
				return nil
			}
			e = x.Args[0]
		default:
			return nil
		}
	}
	return nil
}

// valueType reports whether a state variable holds a single value (address, integer, bool, contract, fixed
// bytes) that zero leaves meaningless; mappings, arrays and structs start empty by design.
func valueType(sc *analysis.Scope, d *solidity.StateVariableDeclaration) bool {
	switch t := d.Type.(type) {
	case *solidity.ElementaryTypeName:
		return t.Name != "string" && t.Name != "bytes"
	case *solidity.UserDefinedTypeName:
		ty := sc.TypeOf(&solidity.Identifier{Loc: solidity.Loc{Span: d.NameRange}, Name: d.Name})
		return ty != nil && ty.Kind == analysis.TypeContract
	}
	return false
}

// anyRawStorage reports whether c or a contract related to it by inheritance writes raw storage.
func anyRawStorage(c *analysis.Contract, raw *rawStorage) bool {
	if w, ok := raw.related[c]; ok {
		return w
	}
	w := false
related:
	for _, d := range c.Derived() {
		for _, b := range d.Linearization {
			if raw.writes(b) {
				w = true
				break related
			}
		}
	}
	raw.related[c] = w
	return w
}

// appendCallerCheckNodes appends to out the guard nodes of f that compare the caller with stored state.
func appendCallerCheckNodes(out []*analysis.Node, f *analysis.Function) []*analysis.Node {
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil && callerCheck(n.Scope, n.Expr, n.Holds) {
			out = append(out, n)
		}
	}
	return out
}

// behindCheckOf reports whether every path to n passes a guard that compares the caller with v.
func behindCheckOf(f *analysis.Function, checks []*analysis.Node, n *analysis.Node, v *analysis.StateVar) bool {
	g := f.CFG()
	for _, c := range checks {
		// Whether collectCallerGuards would find v: the walk stops there.
		found := false
		eachCallerGuard(c.Scope, c.Expr, func(u *analysis.StateVar, _ bool, _ solidity.Node, _ solidity.Expr) bool {
			found = u == v
			return !found
		})
		if found && dominates(g, c, n) {
			return true
		}
	}
	return false
}
