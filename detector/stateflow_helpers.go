package detector

// Helpers shared by the flow- and state-based detectors: which statements run once per loop iteration, which
// state variables access checks compare the caller with, which nodes any caller reaches (open paths), and
// conversions to contract types the model leaves unclassified.

import (
	"slices"
	"strings"
	"sync"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// loopSpans records the source ranges of a body's loops that run once per iteration: a for loop's condition,
// post expression and body (not its init clause), a while or do-while loop whole.
type loopSpans struct {
	spans map[*analysis.Scope][]solidity.Range
}

func newLoopSpans() *loopSpans { return &loopSpans{spans: map[*analysis.Scope][]solidity.Range{}} }

// of returns the loop ranges of a scope's body, computed once per model and shared by the detectors.
func (ls *loopSpans) of(sc *analysis.Scope) []solidity.Range {
	if rs, ok := ls.spans[sc]; ok {
		return rs
	}
	rs := memo(sc.Model, loopSpansKey{sc}, func() []solidity.Range { return findLoopSpans(sc) })
	ls.spans[sc] = rs
	return rs
}

// loopSpansKey keys a scope's loop ranges in the model's memo.
type loopSpansKey struct{ sc *analysis.Scope }

func findLoopSpans(sc *analysis.Scope) []solidity.Range {
	var rs []solidity.Range
	if body := sc.Body(); body != nil {
		solidity.Preorder(body, func(x solidity.Node) bool {
			switch l := x.(type) {
			case *solidity.ForStatement:
				for _, part := range []solidity.Node{l.Cond, l.Post, l.Body} {
					if part != nil {
						rs = append(rs, part.Range())
					}
				}
			case *solidity.WhileStatement:
				rs = append(rs, l.Range())
			case *solidity.DoWhileStatement:
				rs = append(rs, l.Range())
			}
			return true
		})
	}
	return rs
}

// loopOf returns the innermost loop range that contains x in scope sc, or ok false when x runs once.
func (ls *loopSpans) loopOf(sc *analysis.Scope, x solidity.Node) (solidity.Range, bool) {
	if sc == nil || x == nil {
		return solidity.Range{}, false
	}
	r := x.Range()
	var best solidity.Range
	found := false
	for _, l := range ls.of(sc) {
		if l.Start.Offset <= r.Start.Offset && r.End.Offset <= l.End.Offset {
			if !found || l.Len() < best.Len() {
				best, found = l, true
			}
		}
	}
	return best, found
}

// inLoop reports whether the CFG node runs once per iteration of a loop of its own body.
func (ls *loopSpans) inLoop(n *analysis.Node) bool {
	var x solidity.Node
	switch {
	case n.Expr != nil:
		x = n.Expr
	case n.Stmt != nil:
		x = n.Stmt
	default:
		return false
	}
	_, ok := ls.loopOf(n.Scope, x)
	return ok
}

// callerGuard is a state variable an access check compares the caller with.
type callerGuard struct {
	// keyed is true for a role table looked up by the caller (admins[msg.sender]); false for a stored
	// address (owner == msg.sender).
	keyed bool
	// at is the check that uses the variable.
	at   solidity.Node
	file *solidity.File
	// fields lists the struct member paths the checks read the variable through (fieldPath), "" when a check
	// reads it whole or in a way the path does not tell: a write to another member of the same struct leaves
	// them alone.
	fields []string
	// barred is true when every check found is a required negated lookup (require(!paid[id][msg.sender])):
	// they let through only callers whose entry is unset, and keep the others out.
	barred bool
}

// coversWrite reports whether a write to the expression at (rooted at the guard variable) can change what the
// checks read: always, unless every check and the write name struct members that differ.
func (g callerGuard) coversWrite(sc *analysis.Scope, v *analysis.StateVar, at solidity.Node) bool {
	if len(g.fields) == 0 || slices.Contains(g.fields, "") {
		return true
	}
	e, ok := at.(solidity.Expr)
	if !ok {
		return true
	}
	if ce, ok := e.(*solidity.CallExpr); ok {
		// A write made by an internal function the node calls (_transfer writing s.balances): the members it
		// writes v through.
		c := sc.CallOf(ce)
		if c == nil || c.Callee == nil || c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary {
			return true
		}
		for _, w := range calleeWritePaths(c.Callee, v) {
			if g.checksField(w) {
				return true
			}
		}
		return false
	}
	w, ok := writtenPath(sc, e, v)
	return !ok || g.checksField(w)
}

// checksField reports whether a check of g reads the member path w of its variable or storage overlapping it;
// "" (a whole entry, or a path not known) overlaps every check.
func (g callerGuard) checksField(w string) bool {
	if w == "" {
		return true
	}
	for _, f := range g.fields {
		if overlappingFields(f, w) {
			return true
		}
	}
	return false
}

// writtenPath is fieldPath for the target of a write, through a local storage pointer too: with
// Portal storage p = s.portals[id], p.opened = true writes v's member path "portals.opened".
func writtenPath(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) (string, bool) {
	var members []string
	for depth := 0; depth < 16; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.IndexAccess:
			e = x.X
		case *solidity.MemberAccess:
			members = append(members, x.Member)
			e = x.X
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymLocal {
				if init := pointerInit(sc, sym.Var); init != nil {
					e = init
					continue
				}
				return "", false
			}
			if sym.Kind != analysis.SymState || sym.State != v {
				return "", false
			}
			slices.Reverse(members)
			return strings.Join(members, "."), true
		default:
			return "", false
		}
	}
	return "", false
}

// calleeWritePathsKey keys, in the model's memo, the member paths an internal function writes a state variable
// through.
type calleeWritePathsKey struct {
	f *analysis.Function
	v *analysis.StateVar
}

// calleeWritePaths returns the member paths (writtenPath) that f and the internal functions it calls, a few
// calls deep, write v through, "" for a write whose path is not known.
func calleeWritePaths(f *analysis.Function, v *analysis.StateVar) []string {
	return memo(f.Model(), calleeWritePathsKey{f, v}, func() []string {
		var out []string
		add := func(p string) {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
		var walk func(f *analysis.Function, depth int)
		walk = func(f *analysis.Function, depth int) {
			if f == nil || f.Decl.Body == nil || !slices.Contains(f.WrittenState(), v) {
				return
			}
			if depth > 3 {
				add("")
				return
			}
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					if w.Var != v {
						continue
					}
					p, ok := "", false
					if e, isExpr := w.At.(solidity.Expr); isExpr {
						p, ok = writtenPath(n.Scope, e, v)
					}
					if !ok {
						p = ""
					}
					add(p)
				}
				for _, c := range n.Calls() {
					if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
						walk(c.Callee, depth+1)
					}
				}
			}
		}
		walk(f, 0)
		return out
	})
}

// fieldPath returns the struct members e reaches the state variable v through, outermost first and joined by
// dots (rounds[i].isCashed[j] gives "isCashed"), with ok false when e does not name v directly (another
// variable, a storage pointer, a call).
func fieldPath(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) (string, bool) {
	var members []string
	for depth := 0; depth < 16; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.IndexAccess:
			e = x.X
		case *solidity.MemberAccess:
			members = append(members, x.Member)
			e = x.X
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind != analysis.SymState || sym.State != v {
				return "", false
			}
			slices.Reverse(members)
			return strings.Join(members, "."), true
		default:
			return "", false
		}
	}
	return "", false
}

// overlappingFields reports whether two member paths share storage: one is the other or lies inside it.
func overlappingFields(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return strings.HasPrefix(b, a) && (len(a) == len(b) || b[len(a)] == '.')
}

// callerGuardVars finds the state variables that decide who may pass an access check anywhere in the unit:
// compared for equality with msg.sender or tx.origin (directly or through an internal getter), or a role table
// indexed by the caller and tested as a boolean or against a constant, in the check itself or in a function
// answering yes or no that the check calls (the guard model's HelperGuards). The answer comes from what the
// checks do, never from names.
//
// The map is computed once per model and shared: do not modify it.
func callerGuardVars(m *analysis.Model) map[*analysis.StateVar]callerGuard {
	return callerChecksOf(m).guards
}

// callerChecks is what the model's caller checks tell, computed once per model: the caller guard variables,
// whether its code may recover a signer (mayRecover), and, per function with a body, its nodes that check the
// caller as callerCheckSuccs reads them (functions without such nodes are left out).
type callerChecks struct {
	guards   map[*analysis.StateVar]callerGuard
	recovers bool
	checks   map[*analysis.Function][]callerCheckAt
}

// callerCheckAt is a node of a function's graph whose successor succ only a privileged caller reaches (see
// checkSucc).
type callerCheckAt struct {
	index int32
	succ  int8
}

func callerChecksOf(m *analysis.Model) callerChecks {
	return memoSlot(m, callerChecksSlot, func() callerChecks { return findCallerGuardVars(m) })
}

// callerChecksSlot holds the model's callerChecks in its memo.
var callerChecksSlot = analysis.NewMemoSlot()

func findCallerGuardVars(m *analysis.Model) callerChecks {
	// The guard variables found, made on the first one: most units have none, and a nil map reads as empty.
	var out map[*analysis.StateVar]callerGuard
	// The checks found, function after function, with the span of each function's: laid out in one array of
	// the exact size at the end, where a list per function grown as found cost several allocations each.
	var entryBuf [32]callerCheckAt
	var spanBuf [16]callerCheckSpan
	entries, spans := entryBuf[:0], spanBuf[:0]
	var fields []string // the first paths of the guards, in arrays shared by several (collectCallerGuardsIn)
	// A modifier's nodes appear in the graph of every function that uses it, with the same scope and
	// expressions: the answer for such a node is the one found for its first copy, which added its variables.
	var modifierNodes map[rspNodeCheck]int8
	recovers := mayRecover(m)
	for _, f := range bodies(m) {
		fsc := f.Scope()
		first := len(entries)
		for _, n := range f.CFG().Nodes {
			if n.Expr == nil || n.Scope == nil {
				continue
			}
			_, isReturn := n.Stmt.(*solidity.ReturnStatement)
			if !isReturn && n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
				continue // neither a check nor a return: nothing below holds for it
			}
			if n.Scope != fsc && n.Kind == analysis.NodeGuard && n.Holds && n.Scope.Modifier != nil {
				// require(isOwner[owner]) in ownerExists(address owner): a role check where the function
				// passes the caller (ownerExists(msg.sender)); the modifier's flow cannot tell, and its
				// answer below is the first function's, which may pass another account.
				if v := modifierCallerEntry(n); v != nil {
					if _, ok := out[v]; !ok {
						if out == nil {
							out = map[*analysis.StateVar]callerGuard{}
						}
						out[v] = callerGuard{keyed: true, at: n.Expr, file: n.Scope.File}
					}
				}
			}
			var k rspNodeCheck
			if n.Scope != fsc {
				k = rspNodeCheck{sc: n.Scope, e: n.Expr, kind: n.Kind, holds: n.Holds, ret: isReturn}
				if succ, seen := modifierNodes[k]; seen {
					if succ != -1 {
						entries = append(entries, callerCheckAt{index: int32(n.Index), succ: succ})
					}
					continue
				}
			}
			succ := int8(-1)
			if n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond {
				succ = checkSucc(n, recovers)
			}
			if n.Scope != fsc {
				if modifierNodes == nil {
					modifierNodes = rspModifierNodes.Get().(map[rspNodeCheck]int8)
				}
				modifierNodes[k] = succ
			}
			if succ != -1 {
				entries = append(entries, callerCheckAt{index: int32(n.Index), succ: succ})
			}
			if n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond || isReturn {
				// A role query about the caller (OpenZeppelin's hasRole(role, account), account the caller):
				// the table the queried function reads decides who passes.
				if v, path, ok := roleQuery(n.Scope, n.Expr); ok {
					if out == nil {
						out = map[*analysis.StateVar]callerGuard{}
					}
					if old, ok := out[v]; ok {
						old.fields = append(old.fields, path)
						out[v] = old
					} else {
						out[v] = callerGuard{keyed: true, at: n.Expr, file: n.Scope.File, fields: []string{path}}
					}
					continue
				}
			}
			// Only checks that let the matching caller through count: require(msg.sender != last) keeps the
			// last caller out, it grants nothing.
			if succ == -1 && !(isReturn && callerCheckIn(n.Scope, n.Expr, true, recovers)) {
				continue
			}
			if out == nil {
				out = map[*analysis.StateVar]callerGuard{}
			}
			var barred []solidity.Node
			if n.Kind == analysis.NodeGuard && n.Holds {
				barred = barredLookups(n.Expr)
			}
			collectCallerGuardsIn(n.Scope, n.Expr, out, &fields, barred)
		}
		if len(entries) > first {
			spans = append(spans, callerCheckSpan{f: f, from: int32(first), to: int32(len(entries))})
		}
	}
	if modifierNodes != nil {
		clear(modifierNodes) // a pooled map keeps no model alive
		rspModifierNodes.Put(modifierNodes)
	}
	// The entries a check reads through a function answering yes or no (Parity's confirmAndCheck, reading
	// m_ownerIndex[uint(msg.sender)]), which the guard model takes for the checks they are.
	for _, h := range m.HelperGuards() {
		if _, ok := out[h.Var]; ok || h.Var.Decl.Constant || h.Var.Decl.Immutable {
			continue
		}
		path, ok := fieldPath(h.Scope, h.Use, h.Var)
		if !ok {
			path = ""
		}
		if out == nil {
			out = map[*analysis.StateVar]callerGuard{}
		}
		out[h.Var] = callerGuard{keyed: h.Keyed, at: h.Use, file: h.Scope.File, fields: []string{path}}
	}
	var checks map[*analysis.Function][]callerCheckAt
	if len(spans) > 0 {
		all := make([]callerCheckAt, len(entries))
		copy(all, entries)
		checks = make(map[*analysis.Function][]callerCheckAt, len(spans))
		for _, sp := range spans {
			checks[sp.f] = all[sp.from:sp.to:sp.to]
		}
	}
	return callerChecks{guards: out, recovers: recovers, checks: checks}
}

// modifierCallerEntry returns the state table of a modifier's check that n is, when the check is a boolean entry
// keyed by a modifier parameter that n's function gives the caller's address (see Node.ModifierCallerKey).
func modifierCallerEntry(n *analysis.Node) *analysis.StateVar {
	ia, ok := unparen(n.Expr).(*solidity.IndexAccess)
	if !ok || ia.Index == nil {
		return nil
	}
	if _, ok := unparen(ia.Index).(*solidity.Identifier); !ok {
		return nil
	}
	sym := n.Scope.RootVar(ia)
	if sym.Kind != analysis.SymState || sym.State.Decl.Constant || sym.State.Decl.Immutable {
		return nil
	}
	if t := n.Scope.TypeOf(ia); t == nil || t.Kind != analysis.TypeBool || !n.ModifierCallerKey(ia.Index) {
		return nil
	}
	return sym.State
}

// callerCheckSpan is where the checks of f are among those findCallerGuardVars found: entries from to to.
type callerCheckSpan struct {
	f        *analysis.Function
	from, to int32
}

// checkSucc tells, for a guard or branch node that compares the caller with stored state, which successor only
// a privileged caller reaches: 0 for a guard or for a branch's true side, 1 for its false side; -1 for the
// other nodes. A branch's false side may be missing: callerCheckSuccs looks at the successors.
func checkSucc(n *analysis.Node, recovers bool) int8 {
	switch n.Kind {
	case analysis.NodeGuard:
		if callerCheckIn(n.Scope, n.Expr, n.Holds, recovers) || helperCheck(n.Scope, n.Expr, n.Holds) {
			return 0
		}
	case analysis.NodeCond:
		if callerCheckIn(n.Scope, n.Expr, true, recovers) || helperCheck(n.Scope, n.Expr, true) {
			if restrictsOnly(n, 0) {
				return -1
			}
			return 0
		}
		if callerCheckIn(n.Scope, n.Expr, false, recovers) || helperCheck(n.Scope, n.Expr, false) {
			if restrictsOnly(n, 1) {
				return -1
			}
			return 1
		}
	}
	return -1
}

// helperCheck reports whether e, holding as holds says, asks an internal function whose result the guard model
// takes for the outcome of an access check (Function.AnswersAccess) and is true: Parity's onlymanyowners,
// `if (confirmAndCheck(_operation)) _;`. The check counts even where the guard model finds it void because any
// caller can set the entries it reads: that setter is the fault (see callerCheckSuccs).
func helperCheck(sc *analysis.Scope, e solidity.Expr, holds bool) bool {
	for {
		u, ok := unparen(e).(*solidity.UnaryExpr)
		if !ok || u.Op != "!" {
			break
		}
		e, holds = u.X, !holds
	}
	call, ok := unparen(e).(*solidity.CallExpr)
	if !ok || !holds {
		return false
	}
	c := sc.CallOf(call)
	return c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.AnswersAccess()
}

// restrictsOnly reports whether the side s of the branch n holds only checks, which call and write nothing,
// before it rejoins the other side: if (msg.sender == highestBidder) require(finalized). The matching caller
// meets more conditions than the others and reaches nothing they cannot, so the branch grants nothing.
func restrictsOnly(n *analysis.Node, s int) bool {
	if len(n.Succs) != 2 {
		return false
	}
	// The graph puts an empty node at the start of each side of a branch.
	skip := func(t *analysis.Node) *analysis.Node {
		for i := 0; i < 4 && t.Kind == analysis.NodeStmt && t.Stmt == nil && t.Expr == nil && len(t.Succs) == 1; i++ {
			t = t.Succs[0]
		}
		return t
	}
	other, t := skip(n.Succs[1-s]), skip(n.Succs[s])
	for i := 0; i < 8; i++ {
		if t == other {
			return i > 0
		}
		if t.Kind != analysis.NodeGuard || t.MakesCallsOrWrites() || len(t.Succs) == 0 {
			return false
		}
		t = skip(t.Succs[0])
	}
	return false
}

// rspModifierNodes recycles the maps of findCallerGuardVars' answers for modifiers' nodes from one model to the
// next.
var rspModifierNodes = sync.Pool{New: func() any { return map[rspNodeCheck]int8{} }}

// rspNodeCheck is what findCallerGuardVars' answer for a node depends on.
type rspNodeCheck struct {
	sc    *analysis.Scope
	e     solidity.Expr
	kind  analysis.NodeKind
	holds bool
	ret   bool
}

// collectCallerGuards adds to out the state variables that decide who passes the check e (see callerGuardVars),
// keeping the first use found of each.
func collectCallerGuards(sc *analysis.Scope, e solidity.Expr, out map[*analysis.StateVar]callerGuard) {
	collectCallerGuardsIn(sc, e, out, nil, nil)
}

// collectCallerGuardsIn is collectCallerGuards, taking the first path of each new variable from the array
// *fields has room in, when fields is not nil: a list of one path per variable, each of its own, would cost an
// allocation each. A new array is made, and kept in *fields, when it is full.
//
// barred lists the uses of e that let through only callers whose entry is unset (barredLookups): a guard is
// barred while every use found is one.
func collectCallerGuardsIn(sc *analysis.Scope, e solidity.Expr, out map[*analysis.StateVar]callerGuard, fields *[]string, barred []solidity.Node) {
	eachCallerGuard(sc, e, func(v *analysis.StateVar, keyed bool, at solidity.Node, use solidity.Expr) bool {
		path, ok := fieldPath(sc, use, v)
		if !ok {
			path = ""
		}
		// The first use found is kept, with the paths of all.
		isBarred := slices.Contains(barred, at)
		if old, ok := out[v]; ok {
			old.fields = append(old.fields, path)
			old.barred = old.barred && isBarred
			out[v] = old
		} else {
			var first []string
			if fields == nil {
				first = []string{path}
			} else {
				if len(*fields) == cap(*fields) {
					*fields = make([]string, 0, 4)
				}
				// A window of one, full: a path added later copies it.
				n := len(*fields)
				*fields = append(*fields, path)
				first = (*fields)[n : n+1 : n+1]
			}
			out[v] = callerGuard{keyed: keyed, at: at, file: sc.File, fields: first, barred: isBarred}
		}
		return true
	})
}

// barredLookups returns the negated lookups that are conjuncts of e, the condition of a guard that must hold
// (!paid[id][msg.sender] in require(entered[id][msg.sender] && !paid[id][msg.sender])): they let through only
// callers whose entry is unset.
func barredLookups(e solidity.Expr) []solidity.Node {
	var out []solidity.Node
	for c := range conjuncts(e) {
		if u, ok := unparen(c).(*solidity.UnaryExpr); ok && u.Op == "!" {
			if ia, ok := unparen(u.X).(*solidity.IndexAccess); ok {
				out = append(out, ia)
			}
		}
	}
	return out
}

// hasCallerGuard reports whether collectCallerGuards would find any variable in e.
func hasCallerGuard(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	eachCallerGuard(sc, e, func(*analysis.StateVar, bool, solidity.Node, solidity.Expr) bool {
		found = true
		return false
	})
	return found
}

// eachCallerGuard calls visit, in source order, for each use in e of a state variable that decides who passes
// the check (the variable, whether it is keyed, the check and the use), until visit returns false.
func eachCallerGuard(sc *analysis.Scope, e solidity.Expr, visit func(v *analysis.StateVar, keyed bool, at solidity.Node, use solidity.Expr) bool) {
	fl := sc.Flow()
	// Each use found is where a part of e holds the caller: most checks have none, and telling so costs less
	// than the walk.
	if !mayHoldCaller(fl, e) {
		return
	}
	more := true
	add := func(v *analysis.StateVar, keyed bool, at solidity.Node, use solidity.Expr) {
		if more && !v.Decl.Constant && !v.Decl.Immutable {
			more = visit(v, keyed, at, use)
		}
	}
	walkComparisons(e, func(x solidity.Node) bool {
		if !more {
			return false
		}
		switch b := x.(type) {
		case *solidity.BinaryExpr:
			if b.Op != "==" && b.Op != "!=" {
				return true
			}
			// Each side's taint is asked once, and the second only when the first side may be the caller.
			var taints [2]analysis.Taint
			var known [2]bool
			taintOf := func(i int, e solidity.Expr) analysis.Taint {
				if !known[i] {
					taints[i], known[i] = fl.Taint(e), true
				}
				return taints[i]
			}
			sides := [2]solidity.Expr{b.X, b.Y}
			for i := range 2 {
				if !more {
					break
				}
				who, other := sides[i], sides[1-i]
				if !taintOf(i, who).Has(analysis.TaintSender|analysis.TaintOrigin) || taintOf(1-i, other).Has(analysis.Caller) {
					continue
				}
				if v := roleTable(sc, who); v != nil {
					// staked[msg.sender] == 0 holds for every address without an entry: no role.
					if isConstExpr(sc, other) && (b.Op != "==" || !isDefaultValue(other)) {
						add(v, true, b, who)
					}
					continue
				}
				eachValueStateVar(sc, other, 0, func(v *analysis.StateVar) bool {
					// An element of a list or table compared with the caller (players[0].addr == msg.sender)
					// identifies a participant, like a role table entry.
					add(v, !scalarState(v), b, other)
					return more
				})
			}
			return more
		case *solidity.IndexAccess:
			// The key's taint is cheaper to ask than the entry's type.
			if v := roleTable(sc, b); v != nil {
				if t := sc.TypeOf(b); t != nil && t.Kind == analysis.TypeBool {
					add(v, true, b, b)
				}
			}
		}
		return more
	})
}

// walkComparisons calls step at the nodes of e as solidity.Preorder(e, step) would, for a step that does nothing
// but go on below every node other than a binary expression or an index access (eachCallerGuard's): the kinds
// most checks are made of are walked here directly, with no call at the nodes step has nothing to do at; any
// other kind goes through Preorder, with every node under it handed to step.
func walkComparisons(e solidity.Expr, step func(solidity.Node) bool) {
	switch x := e.(type) {
	case nil, *solidity.Identifier, *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
	case *solidity.MemberAccess:
		if x != nil {
			walkComparisons(x.X, step)
		}
	case *solidity.UnaryExpr:
		if x != nil {
			walkComparisons(x.X, step)
		}
	case *solidity.IndexAccess:
		if x != nil && step(x) {
			walkComparisons(x.X, step)
			walkComparisons(x.Index, step)
		}
	case *solidity.BinaryExpr:
		if x != nil && step(x) {
			walkComparisons(x.X, step)
			walkComparisons(x.Y, step)
		}
	case *solidity.CallExpr:
		if x != nil {
			walkComparisons(x.Fun, step)
			for _, a := range x.Args {
				walkComparisons(a, step)
			}
		}
	case *solidity.TupleExpr:
		if x != nil {
			for _, el := range x.Elems {
				walkComparisons(el, step)
			}
		}
	default:
		solidity.Preorder(e, step)
	}
}

// mayHoldCaller reports whether some part of e may hold the caller's address (a value of taint TaintSender or
// TaintOrigin). A false answer is exact: through the kinds of expression it follows, the taint of each part is
// the union of its parts' taints (see Flow.Taint), so that none of them is tainted when no name they end in is.
// Any other kind, a call first, may be: its taint is not that of its parts.
func mayHoldCaller(fl *analysis.Flow, e solidity.Expr) bool {
	switch x := e.(type) {
	case nil, *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
		return false
	case *solidity.Identifier:
		return x != nil && fl.Taint(x).Has(analysis.TaintSender|analysis.TaintOrigin)
	case *solidity.MemberAccess:
		if x == nil {
			return false
		}
		if _, ok := x.X.(*solidity.Identifier); ok {
			// msg.sender, tx.origin, or a member of what a name holds: the access's own taint tells.
			return fl.Taint(x).Has(analysis.TaintSender | analysis.TaintOrigin)
		}
		return mayHoldCaller(fl, x.X)
	case *solidity.IndexAccess:
		return x != nil && (mayHoldCaller(fl, x.X) || mayHoldCaller(fl, x.Index))
	case *solidity.UnaryExpr:
		return x != nil && mayHoldCaller(fl, x.X)
	case *solidity.BinaryExpr:
		return x != nil && (mayHoldCaller(fl, x.X) || mayHoldCaller(fl, x.Y))
	case *solidity.ConditionalExpr:
		return x != nil && (mayHoldCaller(fl, x.Cond) || mayHoldCaller(fl, x.Then) || mayHoldCaller(fl, x.Else))
	case *solidity.TupleExpr:
		if x == nil {
			return false
		}
		for _, el := range x.Elems {
			if mayHoldCaller(fl, el) {
				return true
			}
		}
		return false
	}
	return true
}

// scalarState reports whether a state variable holds one value (an address, a contract), not a table, list or
// struct.
func scalarState(v *analysis.StateVar) bool {
	switch t := v.Decl.Type.(type) {
	case *solidity.ElementaryTypeName:
		return true
	case *solidity.UserDefinedTypeName:
		if t.Path == nil || len(t.Path.Names) == 0 {
			return false
		}
		name := t.Path.Names[len(t.Path.Names)-1]
		return v.Contract == nil || (v.Contract.Structs[name] == nil && v.Contract.Enums[name] == nil)
	}
	return false
}

// roleTable returns the state mapping e looks up with a caller-derived key (m[msg.sender], m[role][msg.sender]),
// or nil.
func roleTable(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	ia, ok := unparen(e).(*solidity.IndexAccess)
	if !ok || ia.Index == nil {
		return nil
	}
	if !sc.Flow().Taint(ia.Index).Has(analysis.TaintSender | analysis.TaintOrigin) {
		return nil
	}
	if sym := sc.RootVar(ia); sym.Kind == analysis.SymState {
		return sym.State
	}
	return nil
}

// eachValueStateVar calls visit for each state variable e's value is read from, following internal getters (a
// function whose return statements read state) a few calls deep, until visit returns false; it reports whether
// visit was never told to stop. Most questions are answered by the first variable: the getters need not be
// walked then.
func eachValueStateVar(sc *analysis.Scope, e solidity.Expr, depth int, visit func(*analysis.StateVar) bool) bool {
	if !sc.EachStateRead(e, func(r analysis.StateAccess) bool { return visit(r.Var) }) {
		return false
	}
	if depth > 3 {
		return true
	}
	more := true
	solidity.Preorder(e, func(x solidity.Node) bool {
		ce, ok := x.(*solidity.CallExpr)
		if !ok || !more {
			return more
		}
		c := sc.CallOf(ce)
		if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil {
			return true
		}
		csc := c.Callee.Scope()
		solidity.Preorder(c.Callee.Decl.Body, func(y solidity.Node) bool {
			if rs, ok := y.(*solidity.ReturnStatement); ok && rs.Value != nil && more {
				more = eachValueStateVar(csc, rs.Value, depth+1, visit)
			}
			return more
		})
		return more
	})
	return more
}

// callerCheckSuccs returns, per node index of f's graph, for the branch and guard nodes that compare the caller
// with stored state (msg.sender == owner, admins[msg.sender], owners[msg.sender] != 0), the index of the successor
// only a privileged caller reaches, and -1 for the other nodes; nil when no node checks the caller, as in most
// functions. Unlike the model's guards, a check counts even when another function lets anyone set the state it
// compares with: that setter is the fault, reported once by unprotected-owner-change, and the functions behind
// the check are not open by themselves.
func callerCheckSuccs(f *analysis.Function) []int8 {
	nodes := f.CFG().Nodes
	cc := callerChecksOf(f.Model())
	var out []int8
	mark := func(i int, succ int8) {
		if succ = reachedSucc(nodes[i], succ); succ == -1 {
			return
		}
		if out == nil {
			out = noCheckSuccs(len(nodes))
		}
		out[i] = succ
	}
	if f.Decl.Body == nil { // not among the bodies whose checks the model's callerChecks lists
		for i, n := range nodes {
			if n.Expr != nil && n.Scope != nil {
				mark(i, checkSucc(n, cc.recovers))
			}
		}
		return out
	}
	for _, c := range cc.checks[f] {
		mark(int(c.index), c.succ)
	}
	return out
}

// noCheckSuccs returns the answer of callerCheckSuccs for n nodes that check nothing, to be filled in.
func noCheckSuccs(n int) []int8 {
	out := make([]int8, n)
	for i := range out {
		out[i] = -1
	}
	return out
}

// reachedSucc is succ, a successor of n that only a privileged caller reaches, or -1 when n has no such
// successor.
func reachedSucc(n *analysis.Node, succ int8) int8 {
	if int(succ) >= len(n.Succs) {
		return -1
	}
	return succ
}

// callerCheck reports whether e evaluating to holds implies that the caller matched stored state.
//
// Several detectors and helpers ask it about the same checks of the same functions. The answers are not kept:
// once conditions that cannot be checks are answered from their shape, about a third of the remaining
// questions repeat an earlier one, and a shared table of answers costs as much as computing those again, and
// more memory.
func callerCheck(sc *analysis.Scope, e solidity.Expr, holds bool) bool {
	return callerCheckIn(sc, e, holds, true)
}

// callerCheckIn is callerCheck for a model where mayRecover has answered recovers: without code that recovers a
// signer, no comparison needs to be searched for one.
func callerCheckIn(sc *analysis.Scope, e solidity.Expr, holds, recovers bool) bool {
	return rspMayCheckCaller(e, holds) && checksCaller(sc, e, holds, recovers)
}

// mayRecover reports whether the code of the unit may recover a signer from a signature: only then does it call
// ecrecover, which its text names, or does a function make a staticcall (see usesEcrecover).
func mayRecover(m *analysis.Model) bool {
	if occurrencesOf(m, wordEcrecover).any() {
		return true
	}
	for _, f := range bodies(m) {
		for _, c := range f.Scope().Calls() {
			if c.Kind == analysis.CallLowLevel && c.Name == "staticcall" {
				return true
			}
		}
	}
	return false
}

// rspMayCheckCaller reports whether checksCaller(sc, e, holds) can be true, from e's shape alone: it follows the
// same negations, conjunctions and disjunctions down to the comparisons and index accesses, the only leaves
// where checksCaller looks any further. A false answer is exact; a true one asks checksCaller.
func rspMayCheckCaller(e solidity.Expr, holds bool) bool {
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		return x.Op == "!" && rspMayCheckCaller(x.X, !holds)
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&", "||":
			return rspMayCheckCaller(x.X, holds) || rspMayCheckCaller(x.Y, holds)
		case "==":
			return holds
		case "!=":
			return true
		}
	case *solidity.IndexAccess:
		return holds
	}
	return false
}

// checksCaller computes callerCheckIn.
func checksCaller(sc *analysis.Scope, e solidity.Expr, holds, recovers bool) bool {
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return checksCaller(sc, x.X, !holds, recovers)
		}
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&":
			if holds {
				return checksCaller(sc, x.X, true, recovers) || checksCaller(sc, x.Y, true, recovers)
			}
			return checksCaller(sc, x.X, false, recovers) && checksCaller(sc, x.Y, false, recovers)
		case "||":
			if holds {
				return checksCaller(sc, x.X, true, recovers) && checksCaller(sc, x.Y, true, recovers)
			}
			return checksCaller(sc, x.X, false, recovers) || checksCaller(sc, x.Y, false, recovers)
		case "==", "!=":
			if (x.Op == "==") != holds {
				// owners[msg.sender] != 0 holding is a membership test.
				if x.Op == "!=" && holds {
					return isRoleLookup(sc, x.X, x.Y) || isRoleLookup(sc, x.Y, x.X)
				}
				return false
			}
			if hasCallerGuard(sc, x) {
				return true
			}
			if !recovers {
				return false
			}
			// A signer recovered from a signature, compared with stored state, authorises like the caller.
			for _, pair := range [][2]solidity.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				if signatureDerived(sc, pair[0], 0) && !sc.Flow().Taint(pair[1]).Has(analysis.Caller) {
					return true
				}
			}
		}
	case *solidity.IndexAccess:
		if holds {
			if hasCallerGuard(sc, x) {
				return true
			}
			if !recovers {
				return false
			}
			if t := sc.TypeOf(x); t != nil && t.Kind == analysis.TypeBool && x.Index != nil && stateVarOf(sc, x) != nil {
				return signatureDerived(sc, x.Index, 0)
			}
		}
	}
	return false
}

// signatureDerived reports whether e's value is an address recovered from a signature: ecrecover, or a call of
// an internal or library function that uses it (ECDSA.recover), directly or through a local.
func signatureDerived(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 3 {
		return false
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.CallExpr:
			c := sc.CallOf(y)
			if c == nil {
				return true
			}
			if c.Kind == analysis.CallBuiltin && c.Name == "ecrecover" {
				found = true
			} else if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && usesEcrecover(c.Callee, 0) {
				found = true
			}
		case *solidity.Identifier:
			if sym := sc.Resolve(y); sym.Kind == analysis.SymLocal {
				if init := sc.Init(sym.Var); init != nil && signatureDerived(sc, init, depth+1) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// usesEcrecover reports whether a function calls ecrecover, itself or through internal or library calls.
func usesEcrecover(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return false
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallBuiltin && c.Name == "ecrecover" {
			return true
		}
		if c.Kind == analysis.CallLowLevel && c.Name == "staticcall" {
			return true // the precompile at address 1, or an ERC-1271 wallet's isValidSignature
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != f && usesEcrecover(c.Callee, depth+1) {
			return true
		}
	}
	return false
}

// isRoleLookup reports whether who is a role-table entry of the caller and other a constant.
func isRoleLookup(sc *analysis.Scope, who, other solidity.Expr) bool {
	return roleTable(sc, who) != nil && isConstExpr(sc, other)
}

// openNodes returns, per node index, whether any caller can reach the node: no access check of the model's
// guards, nor a check of the caller against stored state (callerCheckSuccs), stands on every path from the
// entry.
//
// Several detectors ask about the same functions, some of them once per caller: the answer is computed once per
// function and shared, do not modify it.
func openNodes(f *analysis.Function) []bool {
	return memoFunc(f, openNodesSlot, func() []bool { return findOpenNodes(f) })
}

// openNodesSlot holds a function's open nodes in the function's memo.
var openNodesSlot = analysis.NewMemoSlot()

func findOpenNodes(f *analysis.Function) []bool {
	g := f.CFG()
	gd := f.Guards()
	checkSucc := callerCheckSuccs(f)
	for i, n := range g.Nodes {
		if n.Kind == analysis.NodeStmt && callerCheckCall(n) {
			if checkSucc == nil {
				checkSucc = noCheckSuccs(len(g.Nodes))
			}
			checkSucc[i] = allSuccs
		}
	}
	if checkSucc == nil {
		// Most functions check nothing: their open nodes are the guards' open nodes, which are reachable from
		// the entry (the guards' walk starts there, and takes fewer edges), so no walk of the graph is needed.
		open := make([]bool, len(g.Nodes))
		for i, n := range g.Nodes {
			open[i] = !gd.Protected(n)
		}
		return open
	}
	block := func(from, to *analysis.Node) bool {
		switch i := checkSucc[from.Index]; {
		case i == allSuccs:
			return true
		case i >= 0:
			return int(i) < len(from.Succs) && from.Succs[i] == to
		}
		return false
	}
	reach := g.Reachable([]*analysis.Node{g.Entry}, block)
	for i, n := range g.Nodes {
		reach[i] = reach[i] && !gd.Protected(n)
	}
	return reach
}

// allSuccs marks, in findOpenNodes, a call that checks the caller: no successor is reached past it without
// passing the check.
const allSuccs = -2

// callerCheckCall reports whether node n calls an internal function, handing it the caller's address, that
// reverts depending on that argument: _checkRole(role, msg.sender), _checkModule(kind, msg.sender). Such a
// function decides whether the caller may go on, whatever its name.
func callerCheckCall(n *analysis.Node) bool {
	if n.Scope == nil || !n.HasOwn() {
		return false
	}
	var fl *analysis.Flow // asked for at the first internal call: most statements make none
	for _, c := range analysis.NodeCalls(n) {
		if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil {
			continue
		}
		if fl == nil {
			fl = n.Scope.Flow()
		}
		var callerArgs uint64
		off := libraryOffset(c)
		for i, a := range c.Args {
			t := fl.Taint(a)
			if j := i + off; j < 64 && t.Has(analysis.TaintSender|analysis.TaintOrigin) && !t.Has(analysis.TaintParam) {
				callerArgs |= 1 << uint(j)
			}
		}
		if callerArgs != 0 && revertsOnParams(c.Callee, callerArgs) {
			return true
		}
	}
	return false
}

// revertsOnParams reports whether f has a guard whose condition depends on one of the given parameters.
func revertsOnParams(f *analysis.Function, params uint64) bool {
	sc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope == sc && sc.Flow().Params(n.Expr)&params != 0 {
			return true
		}
	}
	return false
}

// contractConversion reports whether e is a conversion to a contract type, IVault(v): of a contract of the unit
// (returned), or of a name that resolves to nothing in the unit, called with one argument (an interface whose file
// was not uploaded; the contract is nil then). Libraries do not count.
func contractConversion(sc *analysis.Scope, e solidity.Expr) (*analysis.Contract, bool) {
	conv, ok := unparen(e).(*solidity.CallExpr)
	if !ok {
		return nil, false
	}
	if cc := sc.CallOf(conv); cc != nil && cc.Kind == analysis.CallTypeConversion && cc.Contract != nil {
		return cc.Contract, cc.Contract.Kind != solidity.KindLibrary
	}
	id, ok := conv.Fun.(*solidity.Identifier)
	if !ok || len(conv.Args) != 1 {
		return nil, false
	}
	return nil, sc.Resolve(id).Kind == analysis.SymUnknown
}

// stateVarOf returns the state variable an lvalue or reference is rooted at, or nil.
func stateVarOf(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	if sym := sc.RootVar(e); sym.Kind == analysis.SymState {
		return sym.State
	}
	return nil
}

// callerInput reports whether a value the caller passes reaches e other than as the key of a stored entry or
// an argument of a view function or another contract: parameters, msg.value and calldata, and with who also
// msg.sender and tx.origin.
func callerInput(sc *analysis.Scope, e solidity.Expr, who bool) bool {
	return callerInputDepth(sc, e, who, 0, 0)
}

// callerInputDepth is callerInput that also counts the parameters in params (a bit mask by position), those
// of an internal function through which a public caller's value arrives.
func callerInputDepth(sc *analysis.Scope, e solidity.Expr, who bool, params uint64, depth int) bool {
	fl := sc.Flow()
	want := analysis.TaintParam | analysis.TaintData | analysis.TaintValue
	if who {
		want |= analysis.TaintSender | analysis.TaintOrigin
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch v := x.(type) {
		case *solidity.IndexAccess:
			if v.X != nil && sc.RootVar(v.X).Kind == analysis.SymState {
				return false // a stored entry: its key does not choose its value
			}
		case *solidity.CallExpr:
			// What a view function or another contract returns is looked up, not chosen by the arguments.
			if c := sc.CallOf(v); c != nil {
				switch c.Kind {
				case analysis.CallExternal, analysis.CallLowLevel:
					return false
				case analysis.CallInternal, analysis.CallLibrary:
					if c.Callee != nil && (c.Callee.Decl.Mutability == solidity.MutabilityView || c.Callee.Decl.Mutability == solidity.MutabilityConstant) {
						return false
					}
				}
			}
		case *solidity.Identifier:
			sym := sc.Resolve(v)
			if sym.Kind == analysis.SymParam && sym.Index < 64 && params&(1<<sym.Index) != 0 {
				found = true
				break
			}
			if !fl.Taint(v).Has(want) && (params == 0 || sym.Kind != analysis.SymLocal || fl.Params(v)&params == 0) {
				break
			}
			// A local holding a stored entry (uint d = deposits[msg.sender]) holds state: judge its value.
			if sym.Kind == analysis.SymLocal && depth < 4 {
				if init := sc.Init(sym.Var); init != nil && !assignedLater(sc, sym.Var) {
					found = callerInputDepth(sc, init, who, params, depth+1)
					break
				}
			}
			found = true
		case *solidity.MemberAccess:
			if id, ok := v.X.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymBuiltin {
				switch {
				case id.Name == "msg" && (v.Member == "value" || v.Member == "data"):
					found = true
				case who && ((id.Name == "msg" && v.Member == "sender") || (id.Name == "tx" && v.Member == "origin")):
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// assignedLater reports whether a local is assigned after its declaration. The scope's definitions list every
// assignment of its body: they are looked at without walking the body.
func assignedLater(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	for _, d := range sc.Definitions() {
		if a, ok := d.(*solidity.AssignExpr); ok {
			if id, ok := solidity.Unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
				return true
			}
		}
	}
	return false
}

// roleQuery recognises a check that asks a function whether the caller holds a role: e is f(…, account, …),
// possibly negated, where account is the caller's address (callerValue) and f returns a boolean entry of a state
// table indexed by that parameter (return _roles[role].hasRole[account]). It returns the table and the struct
// member path the entry is read through.
func roleQuery(sc *analysis.Scope, e solidity.Expr) (*analysis.StateVar, string, bool) {
	for {
		u, ok := unparen(e).(*solidity.UnaryExpr)
		if !ok || u.Op != "!" {
			break
		}
		e = u.X
	}
	call, ok := unparen(e).(*solidity.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil, "", false
	}
	c := sc.CallOf(call)
	if c == nil || c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || len(c.Callee.Decl.Body.Stmts) != 1 {
		return nil, "", false
	}
	ret, ok := c.Callee.Decl.Body.Stmts[0].(*solidity.ReturnStatement)
	if !ok || ret.Value == nil {
		return nil, "", false
	}
	value, counted := setEntryTest(ret.Value)
	entry, ok := unparen(value).(*solidity.IndexAccess)
	if !ok || entry.Index == nil {
		return nil, "", false
	}
	// The key may be converted on the way (Parity's m_ownerIndex[uint(_addr)]).
	key, ok := unparen(unwrapConversion(entry.Index)).(*solidity.Identifier)
	if !ok {
		return nil, "", false
	}
	csc := c.Callee.Scope()
	param := csc.Resolve(key)
	if param.Kind != analysis.SymParam || param.Index >= len(call.Args) || !callerValue(sc, call.Args[param.Index], 0) {
		return nil, "", false
	}
	want := analysis.TypeBool
	if counted {
		want = analysis.TypeInt
	}
	if t := csc.TypeOf(entry); t == nil || t.Kind != want {
		return nil, "", false
	}
	sym := csc.RootVar(entry)
	if sym.Kind != analysis.SymState || sym.State == nil || sym.State.Decl.Constant || sym.State.Decl.Immutable {
		return nil, "", false
	}
	path, _ := fieldPath(csc, entry, sym.State)
	return sym.State, path, true
}

// setEntryTest returns the operand of e when e tests that operand for being set, compared with zero (x > 0,
// x != 0, 0 < x, 0 != x), with counted true; e itself otherwise.
func setEntryTest(e solidity.Expr) (solidity.Expr, bool) {
	b, ok := unparen(e).(*solidity.BinaryExpr)
	if !ok {
		return e, false
	}
	switch {
	case (b.Op == ">" || b.Op == "!=") && isZeroLiteral(b.Y):
		return b.X, true
	case (b.Op == "<" || b.Op == "!=") && isZeroLiteral(b.X):
		return b.Y, true
	}
	return e, false
}

// isDefaultValue reports whether e is the value an unset storage entry holds: 0, false or address(0).
func isDefaultValue(e solidity.Expr) bool {
	if b, ok := solidity.Unparen(e).(*solidity.BoolLiteral); ok {
		return !b.Value
	}
	return isZeroLiteral(e) || isZeroAddress(e)
}
