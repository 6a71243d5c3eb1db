package detector

import (
	"iter"
	"slices"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Who writes each field of the structs kept in state. A state variable holding structs (proposals[id],
// positions[account]) is one variable to the model, so a public function that marks a proposal executed
// makes the whole of proposals writable by any caller. The detectors that ask whether a value in such a
// struct was chosen by a privileged account (the proposal's target, the time a vote set) ask about its field.

// fieldKey names a field of the structs a state variable holds: proposals[…].target is {proposals, "target"}.
type fieldKey struct {
	v     *analysis.StateVar
	field string
}

// fieldWrites tells which public functions write a field, or the whole struct: open writes come from a path
// without an access check, guarded ones from behind one.
type fieldWrites struct {
	open, guarded bool
	// changing tells that some of these writes of a field may change an entry that exists already: all but
	// those a check before them confines to an entry still empty (createdWhereEmpty), which create it.
	changing bool
}

// structWriters holds fieldWrites by field. A write of a whole entry (an assignment of the entry, a delete) is
// kept under the field "", a write of the array itself (a push of a new entry) under appended.
type structWriters map[fieldKey]fieldWrites

// appended is the field structWriters keeps the writes of an array itself under: they add entries (or drop
// the last), and change none of the others.
const appended = "[]"

// asExpr returns n as an expression, or nil.
func asExpr(n solidity.Node) solidity.Expr {
	e, _ := n.(solidity.Expr)
	return e
}

// structWritersSlot holds structWriters in the model's memo.
var structWritersSlot = analysis.NewMemoSlot()

// structWritersOf returns the writes public functions make to the fields of the structs held in state.
func structWritersOf(m *analysis.Model) structWriters {
	return memoSlot(m, structWritersSlot, func() structWriters {
		out := structWriters{}
		callees := map[*analysis.Function][]fieldKey{} // what each internal function writes, with its callees'
		for _, f := range m.Entries() {
			if f.IsView() {
				continue
			}
			gd := f.Guards()
			for _, n := range f.CFG().Nodes {
				if len(n.Writes()) == 0 && len(n.Calls()) == 0 {
					continue
				}
				guarded := gd.Protected(n)
				add := func(k fieldKey) {
					fw := out[k]
					if guarded {
						fw.guarded = true
					} else {
						fw.open = true
					}
					out[k] = fw
				}
				addWrites(n, add)
				for _, w := range n.Writes() {
					k := fieldKey{v: w.Var, field: fieldOf(w.At)}
					if k.field == "" {
						continue // a whole entry or the array itself: changedOnceSet reads those as changes
					}
					if fw := out[k]; !fw.changing {
						lhs, ok := w.At.(solidity.Expr)
						if !ok || !createdWhereEmpty(write{v: w.Var, at: w.At, node: n, fn: f}, lhs) {
							fw.changing = true
							out[k] = fw
						}
					}
				}
				// The writes of the internal functions the node calls, field by field, judged at this call.
				for _, c := range n.Calls() {
					if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
						continue
					}
					keys, ok := callees[c.Callee]
					if !ok {
						calleeFieldWrites(c.Callee, func(k fieldKey) { keys = append(keys, k) }, 0, map[*analysis.Function]bool{})
						callees[c.Callee] = keys
					}
					for _, k := range keys {
						add(k)
						fw := out[k]
						fw.changing = true
						out[k] = fw
					}
				}
			}
		}
		return out
	})
}

// addWrites hands add the state writes node n makes itself, by field (see structWriters).
func addWrites(n *analysis.Node, add func(fieldKey)) {
	for _, w := range n.Writes() {
		k := fieldKey{v: w.Var, field: fieldOf(w.At)}
		if id, ok := unparen(asExpr(w.At)).(*solidity.Identifier); ok {
			// proposals.push(…): the array itself. A new entry made field by field sets the fields given
			// something other than a constant.
			if fields, ok := pushedFields(n, id); ok {
				for _, f := range fields {
					add(fieldKey{v: w.Var, field: appended + f})
				}
				continue
			}
			k.field = appended
		}
		add(k)
	}
}

// calleeFieldWrites hands add the writes of f and of the internal functions it calls, a few calls deep.
func calleeFieldWrites(f *analysis.Function, add func(fieldKey), depth int, seen map[*analysis.Function]bool) {
	if f == nil || f.Decl.Body == nil || depth > 3 || seen[f] {
		return
	}
	seen[f] = true
	for _, n := range f.CFG().Nodes {
		addWrites(n, add)
		for _, c := range n.Calls() {
			if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
				calleeFieldWrites(c.Callee, add, depth+1, seen)
			}
		}
	}
}

// fieldOf returns the struct field an expression reaches first from its state variable or storage pointer
// (target in p.target or proposals[id].target, inner in p.inner.x), or "" when it names no field.
func fieldOf(e solidity.Node) string {
	x := asExpr(e)
	field := ""
	for x != nil {
		switch y := unparen(x).(type) {
		case *solidity.MemberAccess:
			field = y.Member
			x = y.X
		case *solidity.IndexAccess:
			if field != "" {
				return field
			}
			return ""
		case *solidity.Identifier:
			return field
		default:
			return ""
		}
	}
	return ""
}

// openlyWritten reports whether a public function lets any caller write the field of v, a whole entry of v, or
// add an entry with the field chosen.
func (s structWriters) openlyWritten(v *analysis.StateVar, field string) bool {
	return s[fieldKey{v, field}].open || s[fieldKey{v, ""}].open || s[fieldKey{v, appended}].open || s[fieldKey{v, appended + field}].open
}

// structArgName returns the member of s that argument i of mk, a construction of s (S(a, b) or S({x: a, y: b})),
// sets: its name, or "" when it cannot be told. The caller has checked that mk has an argument per member.
func structArgName(mk *solidity.CallExpr, s *solidity.StructDefinition, i int) string {
	if len(mk.ArgNames) == len(mk.Args) {
		return mk.ArgNames[i]
	}
	if m := s.Members[i]; m != nil {
		return m.Name
	}
	return ""
}

// pushedFields returns the fields that a push onto the array arr at node n sets to something other than a
// constant, when the new entry is a struct made from its fields (Proposal(target, value, 0, false)).
func pushedFields(n *analysis.Node, arr *solidity.Identifier) ([]string, bool) {
	if n.Expr == nil {
		return nil, false
	}
	var out []string
	found := false
	solidity.Preorder(n.Expr, func(x solidity.Node) bool {
		c, ok := x.(*solidity.CallExpr)
		if !ok || found {
			return !found
		}
		ma, ok := c.Fun.(*solidity.MemberAccess)
		if !ok || ma.Member != "push" || unparen(ma.X) != solidity.Expr(arr) || len(c.Args) != 1 {
			return true
		}
		t := n.Scope.TypeOf(arr)
		mk, ok := unparen(c.Args[0]).(*solidity.CallExpr)
		if t == nil || t.Elem == nil || t.Elem.Struct == nil || !ok {
			return false
		}
		members := t.Elem.Struct.Members
		if len(mk.Args) != len(members) {
			return false
		}
		for i, a := range mk.Args {
			name := structArgName(mk, t.Elem.Struct, i)
			switch unparen(a).(type) {
			case *solidity.NumberLiteral, *solidity.BoolLiteral:
			default:
				out = append(out, name)
			}
		}
		found = true
		return false
	})
	return out, found
}

// changedOnceSet reports whether a public function can change the field of an entry of v that exists already:
// it writes the field or the whole entry (adding entries changes none, nor does a write made only once a check
// required the entry to be empty).
func (s structWriters) changedOnceSet(v *analysis.StateVar, field string) bool {
	k, whole := s[fieldKey{v, field}], s[fieldKey{v, ""}]
	return k.changing || whole.open || whole.guarded
}

// privilegedField reports whether only privileged callers (or constructors) write the field of v, and some
// privileged public function does.
func (s structWriters) privilegedField(v *analysis.StateVar, field string) bool {
	if field == "" || s.openlyWritten(v, field) {
		return false
	}
	return s[fieldKey{v, field}].guarded
}

// privilegedEntry reports whether only privileged callers (or constructors) write the entries of the table v,
// whole, and some privileged public function does: a registry of allowed addresses an owner keeps.
func (s structWriters) privilegedEntry(v *analysis.StateVar) bool {
	whole := s[fieldKey{v, ""}]
	return whole.guarded && !whole.open && !s[fieldKey{v, appended}].open
}

// structFieldOf returns the state variable and field that e reads, when e is a field of a struct held in state
// (p.eta with p a storage pointer into proposals, or proposals[id].eta), or nil.
func structFieldOf(sc *analysis.Scope, e solidity.Expr) (*analysis.StateVar, string) {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	if !ok {
		return nil, ""
	}
	field := fieldOf(ma)
	if field == "" {
		return nil, ""
	}
	sym := sc.RootVar(ma)
	if sym.Kind != analysis.SymState {
		return nil, ""
	}
	return sym.State, field
}

// privilegedDecision reports whether a node of f runs only once a privileged account has decided: a guard
// before it requires a struct field that only privileged callers set (and constructors) to be set (p.eta != 0,
// p.approved): a proposal the members voted through, an order an operator approved. decisions lists the guards
// and branches from which the node is reached (decisionsBefore): the answer does not depend on their order.
func privilegedDecision(f *analysis.Function, decisions []*analysis.Node) bool {
	// The writers are gathered only once a guard checks a struct field: most never do.
	var sw structWriters
	for _, m := range decisions {
		if m.Kind != analysis.NodeGuard || !m.Holds || m.Expr == nil {
			continue
		}
		for c := range conjuncts(m.Expr) {
			v, field := structFieldOf(m.Scope, setOperand(c))
			if v == nil {
				continue
			}
			if sw == nil {
				sw = structWritersOf(f.Model())
			}
			if sw.privilegedField(v, field) {
				return true
			}
		}
	}
	return false
}

// conjuncts yields the operands of a chain of &&, or e itself, left to right; a loop over them allocates
// nothing (most conditions are one operand, which a slice would have to hold).
func conjuncts(e solidity.Expr) iter.Seq[solidity.Expr] {
	return func(yield func(solidity.Expr) bool) { eachConjunct(e, yield) }
}

func eachConjunct(e solidity.Expr, yield func(solidity.Expr) bool) bool {
	if b, ok := unparen(e).(*solidity.BinaryExpr); ok && b.Op == "&&" {
		return eachConjunct(b.X, yield) && eachConjunct(b.Y, yield)
	}
	return yield(e)
}

// setOperand returns the value a condition requires to be set (x in x, x != 0, x > 0, 0 < x, x == true), or
// nil.
func setOperand(c solidity.Expr) solidity.Expr {
	isTrue := func(e solidity.Expr) bool {
		l, ok := unparen(e).(*solidity.BoolLiteral)
		return ok && l.Value
	}
	switch x := unparen(c).(type) {
	case *solidity.MemberAccess:
		return x
	case *solidity.BinaryExpr:
		switch {
		case (x.Op == "!=" || x.Op == ">") && isZeroLiteral(x.Y), x.Op == "==" && isTrue(x.Y):
			return x.X
		case (x.Op == "!=" || x.Op == "<") && isZeroLiteral(x.X), x.Op == "==" && isTrue(x.X):
			return x.Y
		}
	}
	return nil
}

// entryPath returns the index expressions on the way from a state variable to e, outermost first, following a
// local storage pointer to the entry it was set to (subs[plan][msg.sender] for s.active with
// `Sub storage s = subs[plan][msg.sender]`). ok is false when the way is not known.
func entryPath(sc *analysis.Scope, e solidity.Expr, depth int) (keys []solidity.Expr, ok bool) {
	for e != nil && depth < 4 {
		switch x := unparen(e).(type) {
		case *solidity.MemberAccess:
			e = x.X
		case *solidity.IndexAccess:
			keys = append(keys, x.Index)
			e = x.X
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			switch sym.Kind {
			case analysis.SymState:
				return keys, true
			case analysis.SymLocal:
				init := pointerInit(sc, sym.Var)
				if init == nil {
					return nil, false
				}
				more, ok := entryPath(sc, init, depth+1)
				return append(keys, more...), ok
			}
			return nil, false
		default:
			return nil, false
		}
	}
	return nil, false
}

// callerKeyedKey keys callerKeyedOnly's answers in the model's memo.
type callerKeyedKey struct {
	v     *analysis.StateVar
	field string
}

// callerKeyedOnly reports whether every write a public function makes to the field of v (or to a whole entry of
// v) is to an entry keyed by the caller's own address: whatever such an entry says, its account said it
// (a subscription the subscriber took out, an operator it approved).
func callerKeyedOnly(m *analysis.Model, v *analysis.StateVar, field string) bool {
	return memo(m, callerKeyedKey{v, field}, func() bool {
		writes := 0
		for _, f := range m.Entries() {
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					if w.Var != v {
						continue
					}
					if wf := fieldOf(w.At); wf != "" && wf != field {
						continue // another field of the entry
					}
					keys, ok := entryPath(n.Scope, asExpr(w.At), 0)
					if !ok || !slices.ContainsFunc(keys, func(k solidity.Expr) bool { return callerValue(n.Scope, k, 0) }) {
						return false
					}
					writes++
				}
			}
		}
		return writes > 0
	})
}

// optedIn reports whether a guard of f before node n requires a flag that the account `from` set for itself: an
// entry keyed by from (subs[plan][from].active) whose every write is keyed by the caller (callerKeyedOnly).
func optedIn(f *analysis.Function, n *analysis.Node, from solidity.Expr) bool {
	ok, _ := optIn(f, n, from)
	return ok
}

// optedInFor is optedIn for a transfer from `from` to `to`: a flag the account set for itself (a subscription
// to a plan) agrees to pay whoever that plan's record names, not a receiver the caller picks freely. Only an
// entry also keyed by the caller (approved[from][msg.sender], an operator the account approved) lets the
// caller choose where the tokens go.
func optedInFor(f *analysis.Function, n *analysis.Node, from, to solidity.Expr) bool {
	ok, callerKeyed := optIn(f, n, from)
	if !ok || callerKeyed || to == nil {
		return ok
	}
	t := f.Flow().Taint(to)
	return !t.Has(chosenByCaller|analysis.TaintSender) || t.Has(analysis.TaintState)
}

// optIn is optedIn, also telling whether the entry found is keyed by the caller as well as by from.
func optIn(f *analysis.Function, n *analysis.Node, from solidity.Expr) (ok, callerKeyed bool) {
	g := f.CFG()
	before := g.Before(n)
	src := f.File.Src
	key := keyText(src, from)
	for _, m := range g.Nodes {
		if !before[m.Index] || m.Kind != analysis.NodeGuard || !m.Holds || m.Expr == nil {
			continue
		}
		for c := range conjuncts(m.Expr) {
			e := setOperand(c)
			if e == nil {
				if id, ok := unparen(c).(*solidity.IndexAccess); ok {
					e = id // approved[from][msg.sender]
				}
			}
			if e == nil {
				continue
			}
			sym := m.Scope.RootVar(e)
			if sym.Kind != analysis.SymState {
				continue
			}
			keys, ok := entryPath(m.Scope, e, 0)
			if !ok || !slices.ContainsFunc(keys, func(k solidity.Expr) bool { return sameKey(keyText(m.Scope.File.Src, k), key) }) {
				continue
			}
			if callerKeyedOnly(f.Model(), sym.State, fieldOf(e)) {
				return true, slices.ContainsFunc(keys, func(k solidity.Expr) bool { return callerValue(m.Scope, k, 0) })
			}
		}
	}
	return false, false
}

// pointerInit returns the entry a local storage pointer is set to at its declaration, when the pointer itself is
// never assigned again (writes through it do not move it), or nil.
func pointerInit(sc *analysis.Scope, v *solidity.VariableDeclaration) solidity.Expr {
	if v == nil || v.Location != solidity.LocationStorage || assignedIn(sc, v) {
		return nil
	}
	return sc.Init(v)
}
