package detector

// Provenance of the values around ecrecover, shared by signature-replay, signature-malleability and
// ecrecover-zero-address: what a hash or a signature is built from (parameters, state, this, chainid), through
// locals, inline assembly, internal calls and the callers of internal helpers.

import (
	"slices"
	"sync"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// sigLeaves is what a value is built from. Its maps are made on their first entry: many values are built from
// no state variable, or from no parameter.
type sigLeaves struct {
	state   map[*analysis.StateVar]bool
	params  map[*solidity.VariableDeclaration]bool
	this    bool // address(this) or this
	chainid bool // block.chainid or chainid()
	sender  bool // msg.sender
	// hook is set when the hash takes a value from an unimplemented internal function that changes state
	// (ERC721Permit's _getAndIncrementNonce, implemented outside the unit).
	hook bool
	// fields lists, for a struct parameter of the function traced (not bound to a caller's argument), the
	// fields the hash reads (voucher.amount); whole marks the parameters it also reads whole. A parameter in
	// params, in fields and not in whole is signed only in those fields.
	fields map[*solidity.VariableDeclaration][]string
	whole  map[*solidity.VariableDeclaration]bool
}

// partlySigned returns the fields of struct parameter v the hash reads, when it reads v only field by field;
// nil otherwise.
func (l *sigLeaves) partlySigned(v *solidity.VariableDeclaration) []string {
	if l.whole[v] {
		return nil
	}
	return l.fields[v]
}

func (l *sigLeaves) sharesParam(o *sigLeaves) bool {
	for p := range l.params {
		if o.params[p] {
			return true
		}
	}
	return false
}

// sigCtx is a function body being followed, with its parameters bound to the caller's arguments when it was
// entered through a call.
type sigCtx struct {
	fn   *analysis.Function
	bind map[*solidity.VariableDeclaration]sigArg
}

type sigArg struct {
	e   solidity.Expr
	ctx *sigCtx
}

type sigTracer struct {
	cg     *analysis.CallGraph
	root   *analysis.Function // the function the traced expression is evaluated in
	leaves *sigLeaves
	seen   map[sigSeenKey]bool
}

type sigSeenKey struct {
	fn  *analysis.Function
	n   solidity.Node
	ctx *sigCtx // set for a body entered through a call, whose parameters are bound
}

// traceSig returns what e, evaluated in fn, is built from; cg is the call graph of fn's model. The answer is
// shared: do not modify it.
//
// The signature detectors ask about the same hashes and keys, each for every ecrecover call: the answers are
// kept once per model.
func traceSig(cg *analysis.CallGraph, fn *analysis.Function, e solidity.Expr) *sigLeaves {
	traces := sigTracesOf(fn.Model())
	at := sigTraceAt{fn, e}
	traces.mu.Lock()
	l, ok := traces.leaves[at]
	traces.mu.Unlock()
	if ok {
		return l
	}
	seen := sigSeenMaps.Get().(map[sigSeenKey]bool)
	t := &sigTracer{cg: cg, seen: seen, leaves: &sigLeaves{}, root: fn}
	t.expr(&sigCtx{fn: fn}, e, 0)
	clear(seen) // a pooled map keeps no model alive
	sigSeenMaps.Put(seen)
	traces.mu.Lock()
	traces.leaves[at] = t.leaves // detectors running at once may both trace e: they find the same
	traces.mu.Unlock()
	return t.leaves
}

// sigSeenMaps recycles the maps of sigTracer.seen, which only live while a value is traced: a map grown for one
// trace serves the next.
var sigSeenMaps = sync.Pool{New: func() any { return map[sigSeenKey]bool{} }}

// sigTracesSlot holds a model's sigTraces in its memo.
var sigTracesSlot = analysis.NewMemoSlot()

// sigTraces holds the answers of traceSig for a model, by function and expression, and the definitionSites of
// its functions; detectors running at once share it.
type sigTraces struct {
	mu     sync.Mutex
	leaves map[sigTraceAt]*sigLeaves
	defs   map[*analysis.Function][]solidity.Node
}

// sigTracesOf returns the model's sigTraces.
func sigTracesOf(m *analysis.Model) *sigTraces {
	return memoSlot(m, sigTracesSlot, func() *sigTraces {
		return &sigTraces{leaves: map[sigTraceAt]*sigLeaves{}, defs: map[*analysis.Function][]solidity.Node{}}
	})
}

// sigTraceAt is an expression evaluated in a function.
type sigTraceAt struct {
	fn *analysis.Function
	e  solidity.Expr
}

const sigMaxDepth = 8

func (t *sigTracer) expr(ctx *sigCtx, e solidity.Node, depth int) {
	if e == nil || depth > sigMaxDepth || ctx.fn == nil || ctx.fn.Decl.Body == nil {
		return
	}
	key := sigSeenKey{fn: ctx.fn, n: e}
	if ctx.bind != nil {
		key.ctx = ctx
	}
	if t.seen[key] {
		return
	}
	t.seen[key] = true
	sc := ctx.fn.Scope()
	solidity.Preorder(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.Identifier:
			t.ident(ctx, x, depth, false)
		case *solidity.YulIdentifier:
			t.ident(ctx, &solidity.Identifier{Loc: x.Loc, Name: x.Name}, depth, false)
		case *solidity.YulCall:
			if x.Name == "chainid" {
				t.leaves.chainid = true
			}
			if x.Name == "address" {
				t.leaves.this = true
			}
		case *solidity.MemberAccess:
			if ctx.bind == nil && ctx.fn == t.root {
				if id, index := paramRecord(ctx.fn, x.X); id != nil {
					// A field of the traced function's own parameter, or of one of its elements (vote.project
					// with vote = batch[i]): the parameter is a leaf as ever, with the field noted.
					v := sc.Resolve(id).Var
					if t.leaves.fields == nil {
						t.leaves.fields = map[*solidity.VariableDeclaration][]string{}
					}
					if !slices.Contains(t.leaves.fields[v], x.Member) {
						t.leaves.fields[v] = append(t.leaves.fields[v], x.Member)
					}
					t.ident(ctx, id, depth, true)
					if index != nil {
						t.expr(ctx, index, depth)
					}
					return false
				}
			}
			if id, ok := x.X.(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymBuiltin {
				if id.Name == "block" && x.Member == "chainid" {
					t.leaves.chainid = true
				}
				if id.Name == "msg" && x.Member == "sender" {
					t.leaves.sender = true
				}
				return id.Name != "block" && id.Name != "msg" && id.Name != "tx"
			}
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c != nil && c.Kind == analysis.CallBuiltin && c.Name == "ecrecover" {
				return false // a recovered address is not built from the signature's material
			}
			if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
				return true
			}
			impls := []*analysis.Function{c.Callee}
			if c.Callee.Decl.Body == nil {
				// A hook left to deriving contracts (ERC721Permit's _getAndIncrementNonce(tokenId)): what the
				// implementations of the unit return.
				if impls = implementations(c.Callee); len(impls) == 0 {
					if !c.Callee.IsView() {
						// None in the unit: a hook that changes state and hands a value into the hash is the
						// deriving contract's nonce to keep.
						t.leaves.hook = true
					}
					return true
				}
			}
			for _, impl := range impls {
				callee := &sigCtx{fn: impl, bind: map[*solidity.VariableDeclaration]sigArg{}}
				params := impl.Decl.Params
				off := 0
				if c.Kind == analysis.CallLibrary && c.Target != nil && len(c.Args) < len(params) {
					off = 1
					callee.bind[params[0]] = sigArg{c.Target, ctx}
				}
				for i, a := range c.Args {
					if i+off < len(params) && params[i+off] != nil {
						callee.bind[params[i+off]] = sigArg{a, ctx}
					}
				}
				t.returns(callee, depth+1)
			}
			return false
		}
		return true
	})
}

// paramRecord returns the parameter of fn that e, evaluated in fn, reads a record of: the parameter itself
// (order), one of its elements (batch[i]), or a local never reassigned that holds one (Vote calldata vote =
// batch[i]); and the element's index, if any. It returns nils otherwise.
func paramRecord(fn *analysis.Function, e solidity.Expr) (*solidity.Identifier, solidity.Expr) {
	sc := fn.Scope()
	for step := 0; step < 2; step++ {
		var index solidity.Expr
		if ix, ok := e.(*solidity.IndexAccess); ok && ix.Index != nil {
			e, index = unparen(ix.X), ix.Index
		}
		id, ok := e.(*solidity.Identifier)
		if !ok {
			return nil, nil
		}
		sym := sc.Resolve(id)
		switch {
		case sym.Kind == analysis.SymParam:
			return id, index
		case step == 0 && index == nil && sym.Kind == analysis.SymLocal && sym.Var != nil &&
			sym.Var.Location != solidity.LocationStorage:
			init := sc.Init(sym.Var)
			if init == nil {
				return nil, nil
			}
			for _, n := range definitionSites(fn) {
				if a, ok := n.(*solidity.AssignExpr); ok {
					if lid, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(lid).Var == sym.Var {
						return nil, nil
					}
				}
			}
			e = unparen(init)
			continue
		}
		return nil, nil
	}
	return nil, nil
}

// returns follows what a function returns: its return statements and named return variables.
func (t *sigTracer) returns(ctx *sigCtx, depth int) {
	solidity.Preorder(ctx.fn.Decl.Body, func(n solidity.Node) bool {
		if r, ok := n.(*solidity.ReturnStatement); ok && r.Value != nil {
			t.expr(ctx, r.Value, depth)
		}
		return true
	})
	for _, r := range ctx.fn.Decl.Returns {
		if r != nil && r.Name != "" {
			t.definitions(ctx, r, depth)
		}
	}
}

// ident follows an identifier; field is set when it is read through a field (x.f), noted by the caller.
func (t *sigTracer) ident(ctx *sigCtx, id *solidity.Identifier, depth int, field bool) {
	sc := ctx.fn.Scope()
	sym := sc.Resolve(id)
	switch sym.Kind {
	case analysis.SymState:
		if t.leaves.state == nil {
			t.leaves.state = map[*analysis.StateVar]bool{}
		}
		t.leaves.state[sym.State] = true
	case analysis.SymBuiltin:
		if id.Name == "this" {
			t.leaves.this = true
		}
	case analysis.SymParam:
		if b, ok := ctx.bind[sym.Var]; ok {
			t.expr(b.ctx, b.e, depth+1)
			return
		}
		if t.leaves.params == nil {
			t.leaves.params = map[*solidity.VariableDeclaration]bool{}
		}
		t.leaves.params[sym.Var] = true
		if !field && ctx.fn == t.root {
			if t.leaves.whole == nil {
				t.leaves.whole = map[*solidity.VariableDeclaration]bool{}
			}
			t.leaves.whole[sym.Var] = true
		}
		t.callers(ctx.fn, sym.Index, depth)
	case analysis.SymLocal, analysis.SymReturn:
		t.definitions(ctx, sym.Var, depth)
	}
}

// callers follows parameter i of fn to the arguments its internal callers pass.
func (t *sigTracer) callers(fn *analysis.Function, i int, depth int) {
	if t.cg == nil || depth >= sigMaxDepth {
		return
	}
	for _, caller := range t.cg.Callers(fn) {
		for _, c := range caller.Scope().Calls() {
			if c.Callee != fn || c.Expr == nil {
				continue
			}
			j := i
			if c.Kind == analysis.CallLibrary && c.Target != nil && len(c.Args) < len(fn.Decl.Params) {
				if i == 0 {
					t.expr(&sigCtx{fn: caller}, c.Target, depth+1)
					continue
				}
				j = i - 1
			}
			if j < len(c.Args) {
				t.expr(&sigCtx{fn: caller}, c.Args[j], depth+1)
			}
		}
	}
}

// definitions follows every value a local variable is given: its initial value, assignments, and assembly
// assignments.
func (t *sigTracer) definitions(ctx *sigCtx, v *solidity.VariableDeclaration, depth int) {
	sc := ctx.fn.Scope()
	if init := sc.Init(v); init != nil {
		t.expr(ctx, init, depth)
	}
	for _, n := range definitionSites(ctx.fn) {
		switch a := n.(type) {
		case *solidity.AssignExpr:
			if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
				t.expr(ctx, a.RHS, depth)
			}
		case *solidity.AssemblyStatement:
			// A value computed in assembly usually goes through memory (mstore, then keccak256 of the
			// region): count everything the block refers to.
			if assignsInAssembly(a, v.Name) {
				t.expr(ctx, a.Body, depth)
			}
		}
	}
}

// definitionSites lists the assignments and assembly blocks of fn's body, in pre-order (nothing inside an
// assembly block), once per model: definitions asks about one local after another of the same bodies.
func definitionSites(fn *analysis.Function) []solidity.Node {
	traces := sigTracesOf(fn.Model())
	traces.mu.Lock()
	sites, ok := traces.defs[fn]
	traces.mu.Unlock()
	if ok {
		return sites
	}
	solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
		switch n.(type) {
		case *solidity.AssignExpr:
			sites = append(sites, n)
		case *solidity.AssemblyStatement:
			sites = append(sites, n)
			return false
		}
		return true
	})
	traces.mu.Lock()
	traces.defs[fn] = sites
	traces.mu.Unlock()
	return sites
}

// ecrecoverCalls lists the ecrecover calls of the unit with the function that makes each.
func ecrecoverCalls(m *analysis.Model) []struct {
	fn   *analysis.Function
	call *analysis.Call
} {
	var out []struct {
		fn   *analysis.Function
		call *analysis.Call
	}
	for _, f := range bodies(m) {
		for _, c := range f.Scope().Calls() {
			if c.Kind == analysis.CallBuiltin && c.Name == "ecrecover" && c.Expr != nil && len(c.Args) == 4 {
				out = append(out, struct {
					fn   *analysis.Function
					call *analysis.Call
				}{f, c})
			}
		}
	}
	return out
}

// reachingEntries returns the state-changing public functions that run fn: fn itself, or the public functions
// that reach it through internal calls.
func reachingEntries(cg *analysis.CallGraph, fn *analysis.Function) []*analysis.Function {
	var out []*analysis.Function
	seen := map[*analysis.Function]bool{}
	var visit func(f *analysis.Function, depth int)
	visit = func(f *analysis.Function, depth int) {
		if seen[f] || depth > sigMaxDepth {
			return
		}
		seen[f] = true
		if f.IsEntry() && !f.IsView() {
			out = append(out, f)
		}
		for _, c := range cg.Callers(f) {
			visit(c, depth+1)
		}
	}
	visit(fn, 0)
	return out
}

// usedMarks lists the writes to state mapping or array entries (used[key] = true, fills[hash] += amount) made
// by fn and the internal functions it calls: how contracts record that a hash, nonce or signature was consumed.
func usedMarks(fn *analysis.Function, depth int, seen map[*analysis.Function]bool) []usedMark {
	if fn == nil || fn.Decl.Body == nil || seen[fn] || depth > sigMaxDepth {
		return nil
	}
	seen[fn] = true
	var out []usedMark
	sc := fn.Scope()
	solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
		a, ok := n.(*solidity.AssignExpr)
		if !ok {
			return true
		}
		if ma, ok := unparen(a.LHS).(*solidity.MemberAccess); ok {
			// A field of an entry reached through storage pointers (receipt.hasVoted = true, with receipt =
			// proposals[id].receipts[voter]): keyed by every index on the way.
			if keys, root := entryKeys(sc, ma.X, 0); root != nil && len(keys) > 0 {
				lit, isTrue := unparen(a.RHS).(*solidity.BoolLiteral)
				out = append(out, usedMark{fn: fn, write: n, key: &solidity.TupleExpr{Loc: ma.Loc, Elems: keys},
					flag: isTrue && lit.Value && a.Op == "="})
			}
			return true
		}
		ix, ok := unparen(a.LHS).(*solidity.IndexAccess)
		if !ok || ix.Index == nil {
			return true
		}
		root := sc.RootVar(ix)
		if root.Kind != analysis.SymState {
			return true
		}
		lit, isTrue := unparen(a.RHS).(*solidity.BoolLiteral)
		flag := (isTrue && lit.Value && a.Op == "=") || a.Op == "|=" || a.Op == "^=" || boolValued(root.State.Decl.Type)
		out = append(out, usedMark{fn: fn, write: n, key: ix.Index, flag: flag})
		return true
	})
	for _, c := range sc.Calls() {
		if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
			out = append(out, usedMarks(c.Callee, depth+1, seen)...)
		}
	}
	return out
}

// counterKeyed reports whether the key of the mark m (traced as key) reads a state variable that the hash signed
// (traced as hash) does not, and that the function making the mark writes: a counter advanced with each record
// (keccak256(schema, recipient, data, count++)), so the key differs from one call to the next.
func counterKeyed(m usedMark, key, hash *sigLeaves) bool {
	for v := range key.state {
		if hash.state[v] || v.Decl.Constant || v.Decl.Immutable {
			continue
		}
		if slices.Contains(m.fn.WrittenState(), v) {
			return true
		}
	}
	return false
}

// usedMark is a write to a state mapping or array entry that may record consumption, with its key.
type usedMark struct {
	fn    *analysis.Function
	write solidity.Node
	key   solidity.Expr
	// flag marks a boolean or bit flag (used[k] = true); other writes (fills[k] += amount) record
	// consumption only when keyed by the whole signed message.
	flag bool
}

// recordsHash reports whether a write keyed by key (traced) records the message whose hash is traced as
// hash, for a signature accepted by entry: a flag keyed by something the hash is built from, or any entry keyed
// by all of the entry's parameters the hash is built from (an amount added to or taken from it, by every field
// the hash signs of a struct).
func recordsHash(m usedMark, key, hash *sigLeaves, entry *analysis.Function) bool {
	if m.flag && key.sharesParam(hash) {
		return true
	}
	n := 0
	for _, p := range entry.Decl.Params {
		if hash.params[p] {
			n++
			if !key.params[p] || (accumulates(m.write) && !fieldsCover(key.partlySigned(p), hash.partlySigned(p))) {
				return false
			}
		}
	}
	return n > 0
}

// accumulates reports whether the write adds to or takes from the entry (balances[order.maker] -= cost) rather
// than setting it (nonces[req.from] = req.nonce + 1).
func accumulates(w solidity.Node) bool {
	a, ok := w.(*solidity.AssignExpr)
	return ok && a.Op != "="
}

// fieldsCover reports whether a key that reads a struct parameter in the fields keyFields (nil: whole) takes in
// every field the hash signs of it (hashFields, nil: whole): marginOf[order.maker] is keyed by one field of an
// order signed whole, and the same order submitted again writes it again.
func fieldsCover(keyFields, hashFields []string) bool {
	if keyFields == nil {
		return true
	}
	if hashFields == nil {
		return false
	}
	for _, h := range hashFields {
		found := false
		for _, k := range keyFields {
			if k == h {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// boolValued reports whether a mapping's (or array's) innermost value type is bool.
func boolValued(t solidity.TypeName) bool {
	for i := 0; i < 8; i++ {
		switch x := t.(type) {
		case *solidity.Mapping:
			t = x.Value
		case *solidity.ArrayTypeName:
			t = x.Elem
		case *solidity.ElementaryTypeName:
			return x.Name == "bool"
		default:
			return false
		}
	}
	return false
}

// assignsInAssembly reports whether the assembly block assigns the Solidity variable named name.
func assignsInAssembly(a *solidity.AssemblyStatement, name string) bool {
	found := false
	solidity.Preorder(a.Body, func(n solidity.Node) bool {
		switch y := n.(type) {
		case *solidity.YulAssign:
			for _, t := range y.Targets {
				if t != nil && t.Name == name {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// checkedBesidesSignature reports whether entry checks its caller with something other than the signature
// recovered by call (made in fn). The model counts ecrecover(keccak256(msg.sender, …), …) == signer as an access
// check, since the recovered value derives from the caller and is compared with a stored address: it is the
// very check a replay passes again, so it cannot be what makes the caller privileged.
func checkedBesidesSignature(cg *analysis.CallGraph, entry, fn *analysis.Function, call *solidity.CallExpr) bool {
	gd := entry.Guards()
	if !gd.AccessChecked() {
		return false
	}
	recovering := map[*analysis.Function]bool{} // fn and the functions that reach it: their results may be recovered
	var up func(f *analysis.Function, depth int)
	up = func(f *analysis.Function, depth int) {
		if recovering[f] || depth > sigMaxDepth {
			return
		}
		recovering[f] = true
		for _, c := range cg.Callers(f) {
			up(c, depth+1)
		}
	}
	up(fn, 0)
	for _, n := range gd.Checks() {
		if n.Expr == nil || n.Scope == nil || !recoveredIn(n.Scope, n.Expr, call, recovering, 0) {
			return true
		}
	}
	return false
}

// recoveredIn reports whether e holds the result of call, of a function in recovering (which may return it),
// or a local assigned one of them in sc's body.
func recoveredIn(sc *analysis.Scope, e solidity.Expr, call *solidity.CallExpr, recovering map[*analysis.Function]bool, depth int) bool {
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *solidity.CallExpr:
			if x == call {
				found = true
			} else if c := sc.CallOf(x); c != nil && c.Callee != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && recovering[c.Callee] {
				found = true
			}
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymLocal && sym.Var != nil && depth < 2 && sc.Function != nil && sc.Function.Decl.Body != nil {
				found = localRecovered(sc, sym.Var, call, recovering, depth+1)
			}
		}
		return !found
	})
	return found
}

// localRecovered reports whether v is declared or assigned, in sc's body, a value recoveredIn finds.
func localRecovered(sc *analysis.Scope, v *solidity.VariableDeclaration, call *solidity.CallExpr, recovering map[*analysis.Function]bool, depth int) bool {
	found := false
	solidity.Preorder(sc.Function.Decl.Body, func(n solidity.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *solidity.VariableDeclarationStatement:
			for _, d := range x.Vars {
				if d == v && x.Value != nil && recoveredIn(sc, x.Value, call, recovering, depth) {
					found = true
				}
			}
		case *solidity.AssignExpr:
			if id, ok := unparen(x.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == v && recoveredIn(sc, x.RHS, call, recovering, depth) {
				found = true
			}
		}
		return !found
	})
	return found
}

// implementations returns the bodies the unit's contracts deriving from f's contract give f, a function declared
// without one.
func implementations(f *analysis.Function) []*analysis.Function {
	if f.Contract == nil {
		return nil
	}
	sig := f.ABISignature()
	var out []*analysis.Function
	for _, d := range f.Contract.Derived() {
		for _, g := range d.Functions {
			if g != f && g.Decl.Body != nil && g.Name == f.Name && g.ABISignature() == sig && !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	return out
}
