package detector

import (
	"bytes"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TxOrderDependence reports ether transfers whose receiver or amount another transaction can change first.
var TxOrderDependence = &Detector{
	ID:    "tx-order-dependence",
	Title: "Transaction order dependence",
	Description: "An ether transfer's receiver or amount is read from state that another public function lets " +
		"any caller set. Whoever gets their transaction mined first decides where the ether goes.",
	Exploit: "An attacker watches the mempool for the payout transaction and front-runs it with a higher gas price " +
		"call that sets the receiver (or the amount) in their favour.",
	Recommendation: "Do not let untrusted callers change a pending payout's receiver or amount; use commit-reveal " +
		"or bind the payout to the values the caller saw.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-114",
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runTOD,
}

func runTOD(p *Pass) error {
	// The calls that send ether are message calls (see Call.SendsEther): the shared facts list them, node by
	// node, for each function, so no other node is read.
	var setters *stateSetters // those of settersOf, the contract of the last function that needed them
	var settersOfC *analysis.Contract
	var related []Related // report copies a finding's related locations: one slice, made at the first, serves all
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry {
			continue
		}
		f := fx.fn
		for _, s := range fx.calls {
			n, c := s.node, s.call
			if !c.SendsEther() || c.Kind == analysis.CallExternal {
				continue
			}
			sc := n.Scope
			for _, e := range []solidity.Expr{c.Target, c.Value} {
				if e == nil {
					continue
				}
				sym := sc.RootVar(e)
				if sym.Kind != analysis.SymState || sym.State.Decl.Constant || sym.State.Decl.Immutable {
					continue
				}
				if f.Contract == nil {
					continue // no public function of a contract can set it
				}
				// The related location's message is one of two constants: no string is built per finding.
				who, conf, set := "any caller", vigil.Confidence(""), "set here by any caller"
				if setters == nil || settersOfC != f.Contract {
					setters, settersOfC = settersOf(p.Model, f.Contract), f.Contract
				}
				if callerEntry(sc, e) && callerEntriesOnly(setters.openOf(sym.State), f) {
					continue // only the caller's own transactions change the caller's entry
				}
				if e == c.Value && ownEntryOf(sc, e, c.Target) && callerEntriesOnly(setters.openOf(sym.State), f) &&
					callerEntriesOnly(setters.guardedOf(sym.State), f) {
					continue // the receiver's own entry, which only the receiver's own transactions change
				}
				if v, field := structFieldOf(sc, e); v != nil && !structWritersOf(p.Model).changedOnceSet(v, field) {
					continue // a field set when its entry is added, never changed: no one changes it first
				}
				_, field := structFieldOf(sc, e)
				if freshEntriesOnly(setters.openOf(sym.State), f, field) && freshEntriesOnly(setters.guardedOf(sym.State), f, field) {
					continue // entries are only created, at fresh keys: none changes under a pending payout
				}
				if e == c.Value && paidInOnly(setters.openOf(sym.State)) {
					continue // each change of the amount pays it in: the payout is what was last paid, whoever came first
				}
				// A run-once initialiser sets the value before any payout can be pending, never after.
				openW := setters.openOf(sym.State)
				if field != "" {
					// A field of an entry: only writes that change it in an entry that exists count.
					if openW = changingFieldWrites(openW, f, field); allPhasesApart(openW, f, n) {
						continue
					}
				}
				w, ok := pickRepeatable(openW, f)
				if !ok {
					// A privileged account changing a payout while claims are pending is the same race.
					if w, ok = setters.guardedSetter(sym.State, f); !ok {
						continue
					}
					if !openNodes(f)[n.Index] {
						continue // only a privileged account sends, too: there is no one else to race
					}
					if e == c.Target && handedOnByHolder(setters.guardedOf(sym.State), sym.State, f) {
						continue // only the account paid hands its place on: it races no one but itself
					}
					who, conf, set = "a privileged account", vigil.ConfidenceLow, "set here by a privileged account"
				}
				if phasesApart(f, n, w) {
					continue // the payout waits for a time after which the value no longer changes
				}
				if e == c.Target && (senderIsVarAt(f, n, sym.State) || field != "" && senderIsPlaceAt(f, n, sym.State, e)) {
					continue // the receiver is the caller, checked on the way: a change made first makes the call fail
				}
				if e == c.Value {
					if toCaller, holder := sendsToCaller(f, n, c); toCaller && raisedOnly(setters.openOf(sym.State), f, holder) {
						continue // others only add to what the caller is paid: a change made first gives it more
					}
				}
				b := append(append(append(p.message(), funcLabel(f)...), " sends ether using "...), sym.State.Name...)
				if related == nil {
					related = make([]Related, 1)
				}
				related[0] = Related{File: w.node.Scope.File, At: w.at, Message: set}
				p.reportMessage(Report{Function: f, File: sc.File, At: c.Expr, From: f.Decl, Confidence: conf, Related: related},
					append(append(append(b, ", which "...), who...), " can change first in another transaction"...))
				if conf == vigil.ConfidenceLow && e == c.Value {
					reportTakeBack(p, w.fn, sym.State, f)
				}
				break
			}
		}
	}
	runApproveRace(p)
	runChargeRace(p)
	runInstantRewardRace(p)
	return nil
}

// changingFieldWrites returns the writes of ws, made by functions other than except, that may change the field
// of an entry that exists: writes of that field or of whole entries, other than those creating an entry at a
// fresh key. A new list is made; ws is shared.
func changingFieldWrites(ws []write, except *analysis.Function, field string) []write {
	if len(ws) >= maxSetters {
		return ws // the index keeps only the first few writes: the others are unknown
	}
	var out []write
	for _, w := range ws {
		if w.fn == except {
			continue
		}
		if wf := fieldOf(w.at); wf != "" && wf != field {
			continue
		}
		if lhs, ok := w.at.(solidity.Expr); ok && w.node != nil && w.node.Scope != nil && freshKey(w.node.Scope, entryKeyThrough(w.node.Scope, lhs), 0) {
			continue
		}
		if id, ok := w.at.(*solidity.Identifier); ok && pushesOnto(w.node, id) {
			continue // a new entry appended: no existing one changes
		}
		if statesApart(except, w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// pushesOnto reports whether the node n calls push on the array arr.
func pushesOnto(n *analysis.Node, arr *solidity.Identifier) bool {
	if n == nil || n.Expr == nil {
		return false
	}
	found := false
	solidity.Preorder(n.Expr, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.CallExpr); ok {
			if ma, ok := unparen(c.Fun).(*solidity.MemberAccess); ok && ma.Member == "push" && unparen(ma.X) == solidity.Expr(arr) {
				found = true
			}
		}
		return !found
	})
	return found
}

// statesApart reports whether the write w can only be made to an entry in a state the payout function f rules
// out: w's function requires a field of the entry to be empty (o.holder == address(0)) and f requires the same
// field to be set (msg.sender == o.holder, o.holder != address(0)). An option's strike changes only before it is
// sold, and only its holder exercises it.
func statesApart(f *analysis.Function, w write) bool {
	if f == nil || w.fn == nil || w.v == nil {
		return false
	}
	// The entry written, by keys neither reassigned nor computed: the test must be of that same entry.
	lhs, ok := w.at.(solidity.Expr)
	if !ok || w.node == nil || w.node.Scope == nil {
		return false
	}
	wsc := w.node.Scope
	keys, root := entryKeys(wsc, lhs, 0)
	if root != w.v || len(keys) == 0 {
		return false
	}
	for _, k := range keys {
		id, ok := unparen(k).(*solidity.Identifier)
		if !ok {
			return false
		}
		if sym := wsc.Resolve(id); sym.Var == nil || assignedIn(wsc, sym.Var) {
			return false
		}
	}
	empty := entryFieldTests(w.fn, w.v, false, keys, wsc.File.Src)
	if len(empty) == 0 {
		return stagesApart(f, w, keys)
	}
	for _, field := range entryFieldTests(f, w.v, true, nil, nil) {
		if slices.Contains(empty, field) {
			return true
		}
	}
	return false
}

// stagesApart reports whether w's function requires a field of the entry it writes to hold one stage of an enum
// (r.state == State.None) and f requires the same field to hold another (r.state == State.Proposed): a bond set
// while a request is being opened is no longer changed once it can be disputed.
func stagesApart(f *analysis.Function, w write, keys []solidity.Expr) bool {
	mine := entryStageTests(w.fn, w.v, keys, w.node.Scope.File.Src)
	if len(mine) == 0 {
		return false
	}
	for _, t := range entryStageTests(f, w.v, nil, nil) {
		for _, m := range mine {
			if t.field == m.field && !bytes.Equal(t.stage, m.stage) {
				return true
			}
		}
	}
	return false
}

// stageTest is a guard's requirement that an entry's enum field hold one stage, named by its text.
type stageTest struct {
	field string
	stage []byte
}

// entryStageTests lists the requirements of f's guards that a field of an entry of v (with keys, only of the entry
// with those keys, by text) equal an enum member: e.state == State.Open.
func entryStageTests(f *analysis.Function, v *analysis.StateVar, keys []solidity.Expr, src []byte) []stageTest {
	if f.Decl.Body == nil {
		return nil
	}
	var out []stageTest
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		for c := range conjuncts(n.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok || b.Op != "==" {
				continue
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				ma, ok := unparen(pair[0]).(*solidity.MemberAccess)
				if !ok {
					continue
				}
				// The field holds an enum and is compared with a member of the enum's type (State.Open), not
				// with another variable.
				member, ok := unparen(pair[1]).(*solidity.MemberAccess)
				if !ok {
					continue
				}
				if t := sc.TypeOf(ma); t == nil || t.Kind != analysis.TypeEnum {
					continue
				}
				if id, ok := unparen(member.X).(*solidity.Identifier); !ok || sc.Resolve(id).Var != nil || sc.Resolve(id).Kind == analysis.SymState {
					continue
				}
				tk, root := entryKeys(sc, ma.X, 0)
				if root != v || len(tk) == 0 || keys != nil && len(tk) != len(keys) {
					continue
				}
				same := true
				for i := range tk {
					if keys != nil && !sameKey(keyText(sc.File.Src, tk[i]), keyText(src, keys[i])) {
						same = false
					}
				}
				if same {
					out = append(out, stageTest{field: ma.Member, stage: keyText(sc.File.Src, member)})
				}
			}
		}
	}
	return out
}

// entryFieldTests lists the fields of entries of v that f's guards require to be set (set: msg.sender == e.f,
// e.f != 0, a flag e.f) or empty (e.f == 0, e.f == address(0), !e.f); with keys, only of the entry with those
// keys (by text). The entry may be read through a memory copy of it.
func entryFieldTests(f *analysis.Function, v *analysis.StateVar, set bool, keys []solidity.Expr, src []byte) []string {
	if f.Decl.Body == nil {
		return nil
	}
	var out []string
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		// field returns the field ma names when it is one of an entry of v (with keys, of that entry).
		field := func(x solidity.Expr) string {
			ma, ok := unparen(x).(*solidity.MemberAccess)
			if !ok {
				return ""
			}
			tk, root := readEntryKeys(sc, ma.X)
			if root != v || len(tk) == 0 || keys != nil && len(tk) != len(keys) {
				return ""
			}
			for i := range keys {
				if !sameKey(keyText(sc.File.Src, tk[i]), keyText(src, keys[i])) {
					return ""
				}
			}
			return ma.Member
		}
		for c := range conjuncts(n.Expr) {
			c = unparen(c)
			// A flag of the entry: require(plans[id].exists) holds it set, require(!plans[id].exists) empty.
			if u, ok := c.(*solidity.UnaryExpr); ok && u.Op == "!" {
				if t := sc.TypeOf(u.X); !set && t != nil && t.Kind == analysis.TypeBool {
					if name := field(u.X); name != "" {
						out = append(out, name)
					}
				}
				continue
			}
			if _, ok := c.(*solidity.MemberAccess); ok {
				if t := sc.TypeOf(c); set && t != nil && t.Kind == analysis.TypeBool {
					if name := field(c); name != "" {
						out = append(out, name)
					}
				}
				continue
			}
			b, ok := c.(*solidity.BinaryExpr)
			if !ok || (b.Op != "==" && b.Op != "!=") {
				continue
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				name := field(pair[0])
				if name == "" {
					continue
				}
				zero := isZeroAddress(pair[1]) || isZeroLiteral(pair[1])
				switch {
				case set && b.Op == "==" && isSenderExpr(pair[1]), set && b.Op == "!=" && zero, !set && b.Op == "==" && zero:
					out = append(out, name)
				}
			}
		}
	}
	return out
}

// allPhasesApart reports whether ws holds writes, every one of them made in a time window apart from the payout
// at n in f (see phasesApart).
func allPhasesApart(ws []write, f *analysis.Function, n *analysis.Node) bool {
	if len(ws) == 0 || len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		if !phasesApart(f, n, w) {
			return false
		}
	}
	return true
}

// reportTakeBack reports the other end of a privileged race for one pot: the setter g itself sends the amount v
// (the owner refunds the old reward before setting a new one), so the owner who sees a pending claim of f takes
// the pot first.
func reportTakeBack(p *Pass, g *analysis.Function, v *analysis.StateVar, f *analysis.Function) {
	if g == nil || g.Decl.Body == nil {
		return
	}
	for _, n := range g.CFG().Nodes {
		for _, c := range n.Calls() {
			if !c.SendsEther() || c.Kind == analysis.CallExternal || c.Value == nil || n.Scope == nil {
				continue
			}
			if sym := n.Scope.RootVar(c.Value); sym.Kind != analysis.SymState || sym.State != v {
				continue
			}
			b := append(append(append(p.message(), funcLabel(g)...), " pays out "...), v.Name...)
			b = append(append(append(b, " and changes it, while "...), funcLabel(f)...), " pays it to any caller: "+
				"whichever transaction runs first takes it, and the privileged account can take it back from under a "+
				"pending claim"...)
			p.reportMessage(Report{Function: g, File: n.Scope.File, At: c.Expr, From: g.Decl, Confidence: vigil.ConfidenceLow}, b)
			return
		}
	}
}

// runApproveRace reports allowance-style writes: an entry function overwrites m[msg.sender][p0] with a caller
// value, while another function lets the key spend it by decrementing m[x][msg.sender]. Changing a non-zero
// allowance this way can be front-run by the spender, who spends the old value and then the new one.
func runApproveRace(p *Pass) {
	// What a function's spends mark depends on the function alone, and few functions spend: find them once,
	// rather than once per contract that inherits them. A function marks a variable or a few: a list each, and
	// the map made at the first function that spends.
	var spends map[*analysis.Function][]*analysis.StateVar
	var assigns []*solidity.AssignExpr // appendNestedIndexAssigns' list for the function at hand, reused
	var keys []byte                    // keyHolds' buffer, reused
	for _, c := range p.Model.Contracts {
		for _, f := range c.Declared {
			if f.Decl.Body == nil {
				continue
			}
			// A spend writes state: a function whose graph writes none (or only in code no path reaches, after
			// a return) spends nothing, and its body need not be read.
			if !f.CFG().WritesState() || !maySpend(f) {
				continue
			}
			var spent []*analysis.StateVar
			assigns = appendNestedIndexAssigns(assigns[:0], f)
			for _, a := range assigns {
				// m[x][msg.sender] -= v, or m[x][msg.sender] = m[x][msg.sender] - v (or .sub(v)).
				spend := a.Op == "-="
				if a.Op == "=" {
					keys, spend = keyHolds(keys, f.File, a.RHS, a.LHS)
				}
				if spend {
					sc := f.Scope()
					spent = markSpend(sc, sc.Flow(), a.LHS, spent)
				}
			}
			if len(spent) > 0 {
				if spends == nil {
					spends = map[*analysis.Function][]*analysis.StateVar{}
				}
				spends[f] = spent
			}
		}
	}
	if len(spends) == 0 {
		return
	}
	var spent []*analysis.StateVar // the variables the contract's functions spend from, without repeats
	for _, c := range p.Model.Contracts {
		spent = spent[:0]
		for _, f := range c.Functions {
			for _, v := range spends[f] {
				if !slices.Contains(spent, v) {
					spent = append(spent, v)
				}
			}
		}
		if len(spent) == 0 {
			continue
		}
		for _, f := range c.Declared {
			if !f.IsEntry() || f.Decl.Body == nil {
				continue
			}
			assigns = appendNestedIndexAssigns(assigns[:0], f)
			as := assigns
			if len(as) == 0 {
				continue
			}
			sc := f.Scope()
			fl := sc.Flow()
			for _, a := range as {
				if a.Op != "=" {
					continue
				}
				outer, ok := solidity.Unparen(a.LHS).(*solidity.IndexAccess)
				if !ok {
					continue
				}
				inner, ok := outer.X.(*solidity.IndexAccess)
				if !ok || inner.Index == nil || outer.Index == nil {
					continue
				}
				sym := sc.RootVar(inner)
				if sym.Kind != analysis.SymState || !slices.Contains(spent, sym.State) {
					continue
				}
				if !fl.Taint(inner.Index).Has(analysis.TaintSender) || !fl.Taint(a.RHS).Has(analysis.TaintParam) {
					continue
				}
				var holds bool
				if keys, holds = keyHolds(keys, f.File, a.RHS, a.LHS); holds {
					continue // increased or decreased by a difference: what the spender takes first is kept
				}
				if zeroFirst(f, a.LHS) {
					continue // changed only from zero: there is no old allowance to spend first
				}
				msg := appendText(append(append(p.message(), funcLabel(f)...), " overwrites an allowance ("...), f.File, a)
				p.reportMessage(Report{Function: f, At: a, From: f.Decl, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow},
					append(msg, "); the spender can front-run the change and spend both amounts"...))
			}
		}
	}
}

// zeroFirst reports whether a check of f compares the entry lhs (the same text) with zero: require(value == 0 ||
// allowance[msg.sender][spender] == 0) lets an allowance change only through zero.
func zeroFirst(f *analysis.Function, lhs solidity.Expr) bool {
	want := solidity.Unparen(lhs).Range().Text(f.File.Src)
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond || n.Expr == nil {
			continue
		}
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok && b.Op == "==" {
				for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					if isZeroLiteral(unparen(pair[1])) && bytes.Equal(solidity.Unparen(pair[0]).Range().Text(f.File.Src), want) {
						found = true
					}
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// keyHolds reports whether the exprKey of outer holds that of inner, strings.Contains(exprKey(f, outer),
// exprKey(f, inner)), with the keys built in buf rather than as two strings, and returns buf for reuse.
func keyHolds(buf []byte, f *solidity.File, outer, inner solidity.Expr) ([]byte, bool) {
	buf = appendKey(buf[:0], solidity.Unparen(outer).Range().Text(f.Src))
	n := len(buf)
	buf = appendKey(buf, solidity.Unparen(inner).Range().Text(f.Src))
	return buf, bytes.Contains(buf[:n], buf[n:])
}

// maySpend is a cheap test on f's source for a spend of m[x][y]: the target has two '[', and either the
// operator is -= or the right side repeats the target's text, with two more.
func maySpend(f *analysis.Function) bool {
	src := f.Decl.Body.Range().Text(f.File.Src)
	n := bytes.Count(src, []byte("["))
	return n >= 4 || (n >= 2 && bytes.Contains(src, []byte("-=")))
}

// hasNestedIndex reports whether src can hold an index of an index, m[x][y]: a ']' followed by a '[' with only
// blanks and comments, as the lexer skips them, in between.
func hasNestedIndex(src []byte) bool {
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], ']')
		if j < 0 {
			return false
		}
		i += j + 1
		if k := skipBlanksAndComments(src, i); k < len(src) && src[k] == '[' {
			return true
		}
	}
}

// skipBlanksAndComments returns the offset of the first byte at or after i that is not a blank or in a comment.
func skipBlanksAndComments(src []byte, i int) int {
	for i < len(src) {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			j := bytes.IndexByte(src[i:], '\n')
			if j < 0 {
				return len(src)
			}
			i += j
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := bytes.Index(src[i+2:], []byte("*/"))
			if j < 0 {
				return len(src)
			}
			i += 2 + j + 2
		default:
			return i
		}
	}
	return i
}

// appendNestedIndexAssigns appends to out, in source order, the assignments in f's body whose target is an entry
// of a nested mapping or array, m[x][y]: the only ones runApproveRace looks at.
func appendNestedIndexAssigns(out []*solidity.AssignExpr, f *analysis.Function) []*solidity.AssignExpr {
	if !hasNestedIndex(f.Decl.Body.Range().Text(f.File.Src)) {
		return out
	}
	// A loop over the body's flat form costs less than a call back per node.
	nodes := solidity.PreorderNodes(f.Decl.Body)
	for i := 0; i < nodes.Len(); i++ {
		if a, ok := nodes.At(i).(*solidity.AssignExpr); ok {
			if outer, ok := solidity.Unparen(a.LHS).(*solidity.IndexAccess); ok {
				if _, ok := outer.X.(*solidity.IndexAccess); ok {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// markSpend adds m to spent, a list without repeats, when lhs is m[x][msg.sender]: the caller spends from
// someone else's allowance.
func markSpend(sc *analysis.Scope, fl *analysis.Flow, lhs solidity.Expr, spent []*analysis.StateVar) []*analysis.StateVar {
	outer, ok := solidity.Unparen(lhs).(*solidity.IndexAccess)
	if !ok || outer.Index == nil {
		return spent
	}
	inner, ok := outer.X.(*solidity.IndexAccess)
	if !ok {
		return spent
	}
	if !fl.Taint(outer.Index).Has(analysis.TaintSender) {
		return spent
	}
	if sym := sc.RootVar(inner); sym.Kind == analysis.SymState && !slices.Contains(spent, sym.State) {
		spent = append(spent, sym.State)
	}
	return spent
}

// callerEntry reports whether e reads an entry of a state mapping keyed by the caller: balances[msg.sender],
// or a field of one, also through a storage pointer to the entry that the function does not reassign
// (Commit storage c = commits[msg.sender]; c.hash).
func callerEntry(sc *analysis.Scope, e solidity.Expr) bool {
	var key solidity.Expr
	for depth := 0; depth < 8; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.IndexAccess:
			key, e = x.Index, x.X
			continue
		case *solidity.MemberAccess:
			e = x.X
			continue
		case *solidity.Identifier:
			if key == nil {
				if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage {
					if init := sc.Init(sym.Var); init != nil && !assignedIn(sc, sym.Var) {
						e = init
						continue
					}
				}
			}
			return key != nil && sc.Flow().Taint(key) == analysis.TaintSender
		}
		return false
	}
	return false
}

// callerEntriesOnly reports whether every open write, in functions other than except, writes an entry keyed by
// its own caller.
func callerEntriesOnly(writes []write, except *analysis.Function) bool {
	if len(writes) >= maxSetters {
		return false // the index keeps only the first few writes: the others are unknown
	}
	for _, w := range writes {
		if w.fn == except {
			continue
		}
		lhs, ok := w.at.(solidity.Expr)
		if !ok || w.node == nil || w.node.Scope == nil || !callerEntry(w.node.Scope, lhs) {
			return false
		}
	}
	return true
}

// paidInOnly reports whether every open write in ws, all of them known, sets the variable to msg.value: the
// ether the writer paid in (an auction's highest bid).
func paidInOnly(ws []write) bool {
	if len(ws) == 0 || len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		a := assignmentTo(w.node, w.at)
		if a == nil || a.Op != "=" || !isMsgValue(w.node.Scope, a.RHS) {
			return false
		}
	}
	return true
}

// pickRepeatable is pick among the writes that a function able to run more than once makes: a write of a
// run-once initialiser (see onceFlag) changes nothing under a later transaction.
func pickRepeatable(ws []write, except *analysis.Function) (write, bool) {
	for _, w := range ws {
		if w.fn != except && (w.fn == nil || onceFlag(w.fn) == nil) {
			return w, true
		}
	}
	return write{}, false
}
