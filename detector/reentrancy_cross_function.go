package detector

import (
	"slices"
	"strconv"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ReentrancyCrossFunction reports external calls made before a state write that another function reads: during
// the call that other function (or a view others rely on) sees the stale value.
var ReentrancyCrossFunction = &Detector{
	ID:    "reentrancy-cross-function",
	Title: "Cross-function or read-only reentrancy",
	Description: "A function makes an external call and writes a state variable after it. Another public " +
		"function reads that variable without the reentrancy lock (if any) that protects the first: the called " +
		"contract can call that other function while the value is stale. When the reader is a view function, " +
		"other contracts that trust it (price oracles, vault share prices) are misled during the call " +
		"(read-only reentrancy). Cases that reentrancy-eth and reentrancy-no-eth report are not repeated.",
	Exploit: "During withdraw()'s external call, before the balance is reduced, the attacker calls transfer() " +
		"(not covered by the lock) and moves the same balance elsewhere; or a lending protocol reads the vault's " +
		"getter while totals are half-updated and misprices collateral.",
	Recommendation: "Write state before the external call (checks-effects-interactions); apply the same " +
		"reentrancy lock to every function that reads the state, and make views revert while the lock is held.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-107",
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:        runReentrancyCrossFunction,
}

// stateReader is a function that reads a state variable, at a node, with or without a reentrancy lock.
type stateReader struct {
	f      *analysis.Function
	at     solidity.Node
	file   *solidity.File
	locked bool
}

func runReentrancyCrossFunction(p *Pass) error {
	readers := readerCache{reads: calleeReadsCache{}}
	fwd, back := getWalk(), getWalk()
	defer putWalk(fwd)
	defer putWalk(back)
	readBefore := map[*analysis.StateVar]bool{}
	var cands []write
	var related []Related
	sites := reentrancySitesOf(p.Model)
	for i := range sites.funcs {
		rf := &sites.funcs[i]
		f := rf.f
		g := f.CFG()
		gd := f.Guards()
		var flags map[*analysis.StateVar]bool // lockFlags, found at the first write after a call
		for _, rc := range rf.calls {
			n, c, k := rc.n, rc.c, rc.kind
			if k == reentrancyLimited {
				continue
			}
			locked := rf.locked || gd.Locked(n)
			if !locked && k == reentrancyEth {
				continue // reentrancy-eth reports every write after an unlocked ether call
			}
			// Writes after the call that no other detector reports, in node order.
			after := fwd.after(g, n)
			// The call may be the branch's condition itself (if (to.call.value(v)(data)) … else { … }).
			succeeded := afterCallSuccess(g, n, c)
			readsFound := false
			cands = cands[:0]
			for _, x := range rf.writes {
				if !after[x.node.Index] || succeeded != nil && !succeeded[x.node.Index] {
					continue // a write made only when the call failed follows the undoing of the callee's changes
				}
				if flags == nil {
					flags = lockFlags(f, rf.writes)
				}
				// A node that dominates the call was built before it (graphs are built in source order).
				if flags[x.v] || lockFieldWrite(f, x) || x.node.Index < n.Index && dominates(g, x.node, n) || freshEntryWrite(g, after, x) {
					continue // a lock's release, the next turn's effect in a loop around the call, a new entry
				}
				if !locked {
					// reentrancy-no-eth reports writes of variables read on the way to the call.
					if !readsFound {
						readsFound = true
						clear(readBefore)
						markReadsBefore(g, back.before(g, n), n, rf.writes, readBefore, readers.reads)
					}
					if readBefore[x.v] {
						continue
					}
				}
				cands = append(cands, x)
			}
			if len(cands) == 0 {
				continue
			}
			// A write of the entry kept for the called contract is reported only when no other write is.
			w, r, ok := write{}, stateReader{}, false
			ownEntry := false
			for _, x := range cands {
				xr, found := readers.other(f, x, locked)
				if !found {
					continue
				}
				own := keyedByCallee(n.Scope, x.at, c.Target)
				if !ok || (ownEntry && !own) {
					w, r, ok, ownEntry = x, xr, true, own
				}
				if !own {
					break
				}
			}
			if !ok {
				continue
			}
			sev, conf, kind := vigil.Severity(""), vigil.Confidence(""), "acts on it"
			if r.f.IsView() {
				sev, kind = vigil.SeverityMedium, "returns it to callers that trust it (read-only reentrancy)"
			}
			if (deploymentTarget(n.Scope, c.Target) || trustedTarget(p.Model, f, n, c) || createdHere(n.Scope, c.Target) || listedTarget(f, n, c) ||
				privilegedParamTarget(f, n, c)) && !callsCallerHook(n, c) {
				// The called contract was chosen at deployment (the project's own token), by a privileged
				// account (a pool's token the owner listed), or is handed to a call only a privileged caller
				// reaches: it can only call back if its code does, as an ERC-777 token's hooks would.
				sev, conf = vigil.SeverityLow, vigil.ConfidenceLow
			}
			ownEntry = ownEntry && sev == ""
			if ownEntry {
				// The entry written is the one the contract keeps for the called contract (listings[nft][id],
				// deposits[user][token]): only that contract runs during its call, and a hostile one finds
				// only its own records stale, worth what its own token is worth.
				sev, conf = vigil.SeverityMedium, vigil.ConfidenceLow
			}
			// The message is built in the pass's buffer, and one list of related places serves every report:
			// Report copies both.
			msg := append(append(append(p.message(), funcLabel(f)...), " calls "...), describeTarget(f, c)...)
			if locked {
				msg = append(append(append(msg, " under a reentrancy lock that "...), funcLabel(r.f)...), " does not check"...)
			}
			msg = append(append(msg, " before it writes "...), w.v.Name...)
			msg = append(strconv.AppendInt(append(msg, " (line "...), int64(lineOf(w.at)), 10), "); "...)
			msg = append(append(append(append(msg, funcLabel(r.f)...), " reads "...), w.v.Name...), " during the call and "...)
			msg = append(msg, kind...)
			if ownEntry {
				msg = append(msg, " (the entry written is the one kept for the called contract: only its own records are stale)"...)
			}
			// A modifier the unit does not define, on either function, may be the lock both share.
			unresolved := false
			if !locked {
				msg, unresolved = appendUnresolvedLock(msg, f)
			}
			if !unresolved {
				msg, unresolved = appendUnresolvedLock(msg, r.f)
			}
			if unresolved {
				conf = vigil.ConfidenceLow
			}
			related = append(related[:0],
				Related{File: w.node.Scope.File, At: w.at, Message: "state written after the call"},
				Related{File: r.file, At: r.at, Message: "stale value read here"})
			p.reportMessage(Report{Function: f, File: n.Scope.File, At: c.Node(), Severity: sev, Confidence: conf, Related: related}, msg)
		}
	}
	return nil
}

// readerCache finds the entry functions that read a state variable (themselves or through internal calls), and
// whether they read it under a reentrancy lock. Only the variables of the writes a call leaves pending are asked
// about, mostly one or two per contract: each function's first read of such a variable is looked for when first
// needed, rather than every read of every variable indexed.
type readerCache struct {
	reads calleeReadsCache
	first map[readerKey]readerFound
}

type readerKey struct {
	f *analysis.Function
	v *analysis.StateVar
}

type readerFound struct {
	r  stateReader
	ok bool
}

// other returns the first entry function of f's contract, in declaration order, that is another function than
// f, reads the variable of the pending write w (at its first read of it, in node order) outside a lock, and can
// take advantage of w; when f's call is locked, one that does not check f's lock either. A function only a
// privileged caller runs to the end (onlyOwner, require(msg.sender == governance)) is not one the callee can
// call.
func (rc *readerCache) other(f *analysis.Function, w write, locked bool) (stateReader, bool) {
	for _, g := range f.Contract.Functions {
		if !g.IsEntry() || g.Decl.Body == nil || g == f || g.Decl == f.Decl {
			continue
		}
		r, ok := rc.firstRead(g, w.v)
		if ok && !r.locked && !inertReader(r.f, w) && !(locked && rc.checksLock(g, f.LockVars())) && !g.Guards().AccessChecked() &&
			readsWrittenField(g, w, rc.reads) {
			return r, true
		}
	}
	return stateReader{}, false
}

// checksLock reports whether a guard of g reads one of the lock variables vars, itself or through the view
// functions it calls: g reverts while the lock is held (a view with OpenZeppelin's nonReentrantView, or
// require(!_reentrancyGuardEntered())), which is what makes a view safe from read-only reentrancy.
func (rc *readerCache) checksLock(g *analysis.Function, vars []*analysis.StateVar) bool {
	if len(vars) == 0 {
		return false
	}
	for _, n := range g.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil {
			continue
		}
		for _, r := range n.Reads() {
			if slices.Contains(vars, r.Var) {
				return true
			}
		}
		for _, c := range n.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.IsView() &&
				slices.ContainsFunc(rc.reads.of(c.Callee), func(v *analysis.StateVar) bool { return slices.Contains(vars, v) }) {
				return true
			}
		}
	}
	return false
}

// firstRead returns the first read of v by the entry function f, in node order, a node's own reads before those
// of the internal functions it calls; ok is false when f does not read v.
func (rc *readerCache) firstRead(f *analysis.Function, v *analysis.StateVar) (stateReader, bool) {
	k := readerKey{f, v}
	if found, ok := rc.first[k]; ok {
		return found.r, found.ok
	}
	if rc.first == nil {
		rc.first = map[readerKey]readerFound{}
	}
	found := readerFound{}
	gd := f.Guards()
search:
	for _, n := range f.CFG().Nodes {
		if !n.HasOwn() || n.Scope == nil {
			continue
		}
		// A node's Reads are the state reads of its own expression (Scope.StateReads of it).
		var roots map[solidity.Node]bool
		for _, r := range n.Reads() {
			if r.Var == v {
				if roots == nil {
					roots = assignedRoots(n.Own())
				}
				if roots[r.At] {
					continue // m[k] = x locates the entry it writes: it reads no value of m
				}
				found = readerFound{stateReader{f: f, at: r.At, file: n.Scope.File, locked: gd.Locked(n)}, true}
				break search
			}
		}
		for _, call := range analysis.NodeCalls(n) {
			if (call.Kind == analysis.CallInternal || call.Kind == analysis.CallLibrary) && call.Callee != nil && call.Expr != nil &&
				slices.Contains(rc.reads.of(call.Callee), v) {
				found = readerFound{stateReader{f: f, at: call.Expr, file: n.Scope.File, locked: gd.Locked(n)}, true}
				break search
			}
		}
	}
	rc.first[k] = found
	return found.r, found.ok
}

// calleeReadsCache keeps calleeReads per function: many call sites share a callee.
type calleeReadsCache map[*analysis.Function][]*analysis.StateVar

func (cr calleeReadsCache) of(f *analysis.Function) []*analysis.StateVar {
	vs, ok := cr[f]
	if !ok {
		vs = calleeReads(f)
		cr[f] = vs
	}
	return vs
}

// calleeReads lists the state variables an internal function reads, itself or through its internal calls. The
// variable an assignment writes (m[k] = x, s.f = x) is not read by it.
func calleeReads(f *analysis.Function) []*analysis.StateVar {
	seen := map[*analysis.Function]bool{}
	have := map[*analysis.StateVar]bool{}
	var out []*analysis.StateVar
	var visit func(f *analysis.Function, depth int)
	visit = func(f *analysis.Function, depth int) {
		if f == nil || seen[f] || depth > 3 || f.Decl.Body == nil {
			return
		}
		seen[f] = true
		sc := f.Scope()
		roots := assignedRoots(f.Decl.Body)
		for _, r := range sc.StateReads(f.Decl.Body) {
			if !have[r.Var] && !roots[r.At] {
				have[r.Var] = true
				out = append(out, r.Var)
			}
		}
		for _, c := range sc.Calls() {
			if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
				visit(c.Callee, depth+1)
			}
		}
	}
	visit(f, 0)
	return out
}

// lockFlags returns the state variables f tests against a constant in a guard and also writes (writes lists all
// of f's state writes): reentrancy locks and one-time flags, whose own stale value is the point of the lock.
func lockFlags(f *analysis.Function, writes []write) map[*analysis.StateVar]bool {
	checked := map[*analysis.StateVar]bool{}
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil {
			flagTests(n.Scope, n.Expr, checked)
		}
	}
	// The variables of the function's own locks, checked in helpers (OpenZeppelin 5's _nonReentrantBefore).
	for _, v := range f.LockVars() {
		checked[v] = true
	}
	out := map[*analysis.StateVar]bool{}
	if len(checked) == 0 {
		return out
	}
	for _, w := range writes {
		if checked[w.v] {
			out[w.v] = true
		}
	}
	return out
}

// lockField is a member of a state struct a guard tests against a constant: s_hotVars.reentrancyGuard.
type lockField struct {
	v    *analysis.StateVar
	path string
}

// lockFieldWrite reports whether w writes a struct member that f's guards test against a constant (a lock kept
// in a field of a packed struct, Chainlink's s_hotVars.reentrancyGuard): releasing the lock after the call is
// its point, as lockFlags says of whole variables. Writes of the struct's other members still count.
func lockFieldWrite(f *analysis.Function, w write) bool {
	at, ok := w.at.(solidity.Expr)
	if !ok || w.node == nil || w.node.Scope == nil {
		return false
	}
	fields := memoFunc(f, lockFieldsSlot, func() map[lockField]bool {
		out := map[lockField]bool{}
		for _, n := range f.CFG().Nodes {
			if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil {
				fieldFlagTests(n.Scope, n.Expr, out, 0)
			}
		}
		return out
	})
	if len(fields) == 0 {
		return false
	}
	path, ok := fieldPath(w.node.Scope, at, w.v)
	return ok && path != "" && fields[lockField{w.v, path}]
}

// lockFieldsSlot holds a function's lock fields in the function's memo.
var lockFieldsSlot = analysis.NewMemoSlot()

// fieldFlagTests collects the struct members of state a condition tests against constants, as flagTests does
// for whole variables: a bare member, its negation, or a comparison with a constant, in any conjunct or disjunct.
func fieldFlagTests(sc *analysis.Scope, e solidity.Expr, out map[lockField]bool, depth int) {
	eachFlagOperand(e, depth, func(x solidity.Expr, _ bool, _ int) {
		ma, ok := unparen(x).(*solidity.MemberAccess)
		if !ok {
			return
		}
		root := solidity.Expr(ma)
		for {
			m, ok := unparen(root).(*solidity.MemberAccess)
			if !ok {
				break
			}
			root = m.X
		}
		id, ok := unparen(root).(*solidity.Identifier)
		if !ok {
			return
		}
		if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
			if path, ok := fieldPath(sc, ma, sym.State); ok && path != "" {
				out[lockField{sym.State, path}] = true
			}
		}
	}, func(x solidity.Expr) bool { return isConstExpr(sc, x) })
}

// deploymentTarget reports whether a call's target is fixed at deployment: a constant or immutable state
// variable, or one that constructors set and no other function writes.
func deploymentTarget(sc *analysis.Scope, target solidity.Expr) bool {
	return deploymentValue(sc, target, 0)
}

// deploymentValue is deploymentTarget, also through an internal getter (underlying()) whose every return
// statement gives such a variable.
func deploymentValue(sc *analysis.Scope, target solidity.Expr, depth int) bool {
	if target == nil || sc == nil {
		return false
	}
	if call, ok := solidity.Unparen(target).(*solidity.CallExpr); ok && len(call.Args) == 0 && depth < 3 {
		c := sc.CallOf(call)
		if c == nil || c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil {
			return false
		}
		csc := c.Callee.Scope()
		returns, all := 0, true
		solidity.Preorder(c.Callee.Decl.Body, func(x solidity.Node) bool {
			if rs, ok := x.(*solidity.ReturnStatement); ok {
				returns++
				all = all && deploymentValue(csc, rs.Value, depth+1)
			}
			return all
		})
		return returns > 0 && all
	}
	v := directState(sc, target)
	if v == nil {
		return false
	}
	if v.Decl.Constant || v.Decl.Immutable {
		return true
	}
	w := deploymentWrites(sc.Model)
	return w.setUp(v) && !w.later(v)
}

// deploymentWriteSets tells which state variables constructors write, and which public functions write the
// others. A public function that is a one-time initializer (behind a one-time flag) sets up the deployment too,
// but whether one is asks for its flag, which is worked out only for the functions that write the variable
// asked about: most callers ask about one variable or two.
type deploymentWriteSets struct {
	byConstructor map[*analysis.StateVar]bool
	// byEntries lists, per variable, the public functions (not constructors) that write it.
	byEntries map[*analysis.StateVar][]*analysis.Function
	// inAssembly holds the variables of contracts whose functions (not constructors) hold assembly, which may
	// write any of them.
	inAssembly map[*analysis.StateVar]bool
}

// setUp reports whether a constructor or a one-time initializer writes v.
func (w deploymentWriteSets) setUp(v *analysis.StateVar) bool {
	if w.byConstructor[v] {
		return true
	}
	for _, f := range w.byEntries[v] {
		if onceFlag(f) != nil {
			return true
		}
	}
	return false
}

// later reports whether some other public function, or assembly, writes v after the deployment.
func (w deploymentWriteSets) later(v *analysis.StateVar) bool {
	if w.inAssembly[v] {
		return true
	}
	for _, f := range w.byEntries[v] {
		if onceFlag(f) == nil {
			return true
		}
	}
	return false
}

// deploymentWritesSlot holds deploymentWrites in the model's memo.
var deploymentWritesSlot = analysis.NewMemoSlot()

// deploymentWrites returns the state variables constructors write, those each public function writes, itself
// or through the internal functions it calls, and those assembly may write.
func deploymentWrites(m *analysis.Model) deploymentWriteSets {
	return memoSlot(m, deploymentWritesSlot, func() deploymentWriteSets {
		out := deploymentWriteSets{
			byConstructor: map[*analysis.StateVar]bool{},
			byEntries:     map[*analysis.StateVar][]*analysis.Function{},
			inAssembly:    map[*analysis.StateVar]bool{},
		}
		for _, f := range m.Bodies() {
			// Internal functions count through the entries that call them (WrittenState includes them).
			switch {
			case f.IsConstructor():
				for _, v := range f.WrittenState() {
					out.byConstructor[v] = true
				}
			case f.IsEntry():
				for _, v := range f.WrittenState() {
					out.byEntries[v] = append(out.byEntries[v], f)
				}
			}
			if f.ReturnsSlotPointer() {
				continue // its assembly only points at storage
			}
			for _, n := range f.CFG().Nodes {
				if _, ok := n.Stmt.(*solidity.AssemblyStatement); ok && f.Contract != nil && !f.IsConstructor() {
					// Assembly may write any variable of its contract.
					for _, v := range f.Contract.StateVars {
						out.inAssembly[v] = true
					}
				}
			}
		}
		return out
	})
}

// assignedRoots returns the identifiers at the root of the left side of the plain assignments in n (m in
// m[k] = x, s in s.f = x): they name the place written, and read no value. Index expressions on the way (k) are
// reads as usual.
func assignedRoots(n solidity.Node) map[solidity.Node]bool {
	var out map[solidity.Node]bool
	if n == nil {
		return out
	}
	solidity.Preorder(n, func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if !ok || a.Op != "=" {
			return true
		}
		e := unparen(a.LHS)
		for {
			switch y := e.(type) {
			case *solidity.IndexAccess:
				e = unparen(y.X)
				continue
			case *solidity.MemberAccess:
				e = unparen(y.X)
				continue
			case *solidity.Identifier:
				if out == nil {
					out = map[solidity.Node]bool{}
				}
				out[y] = true
			}
			break
		}
		return true
	})
	return out
}

// keyedByCallee reports whether the written place at is an entry of a mapping that one of its keys selects by
// the address called (target, through conversions such as IERC20(token)): a parameter or local, not stored.
func keyedByCallee(sc *analysis.Scope, at solidity.Node, target solidity.Expr) bool {
	id := calleeIdent(sc, target)
	if id == nil {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Var == nil || (sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal) {
		return false
	}
	e, _ := at.(solidity.Expr)
	for e != nil {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.MemberAccess:
			e = x.X
		case *solidity.IndexAccess:
			if k := calleeIdent(sc, x.Index); k != nil && sc.Resolve(k).Var == sym.Var {
				return true
			}
			e = x.X
		default:
			return false
		}
	}
	return false
}

// calleeIdent returns the identifier an address expression names, through type conversions (IERC20(t),
// address(t)), or nil.
func calleeIdent(sc *analysis.Scope, e solidity.Expr) *solidity.Identifier {
	for depth := 0; e != nil && depth < 4; depth++ {
		switch x := solidity.Unparen(e).(type) {
		case *solidity.Identifier:
			return x
		case *solidity.CallExpr:
			if len(x.Args) != 1 {
				return nil
			}
			if k := sc.CallOf(x); k == nil || k.Kind != analysis.CallTypeConversion {
				return nil
			}
			e = x.Args[0]
		default:
			return nil
		}
	}
	return nil
}

// privilegedParamTarget reports whether the call c at node n of f calls a contract f's caller names in a
// parameter, and only a privileged caller reaches n (an access check stands on every path to it): the caller
// who picks the contract is the one the check trusts (notifyReward(token, amount) behind onlyOwner).
func privilegedParamTarget(f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	if c.Target == nil || n.Scope != f.Scope() || !f.IsEntry() {
		return false
	}
	if sym := n.Scope.RootVar(unwrapTypeConversions(n.Scope, c.Target)); sym.Kind != analysis.SymParam {
		return false
	}
	return !openNodes(f)[n.Index]
}
