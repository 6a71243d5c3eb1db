package analysis

import (
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/vigilsec/vigil/solidity"
)

// SymbolKind tells what an identifier refers to.
type SymbolKind uint8

// Symbol kinds.
const (
	SymUnknown SymbolKind = iota
	SymLocal
	SymParam
	SymReturn
	SymState
	SymFunction
	SymModifier
	SymContract
	SymEvent
	SymStruct
	SymEnum
	SymBuiltin
)

// Symbol is what an identifier resolves to.
type Symbol struct {
	Kind SymbolKind
	// Var is set for locals, parameters and return variables.
	Var *solidity.VariableDeclaration
	// Index is a parameter's position.
	Index int
	// State is set for state variables.
	State *StateVar
	// Funcs lists the candidate functions (overloads) for SymFunction.
	Funcs []*Function
	// Contract is set for SymContract.
	Contract *Contract
}

// isBuiltinName reports whether name is one of the identifiers the language defines. A switch on the name
// costs less than hashing it.
func isBuiltinName(name string) bool {
	switch name {
	case "msg", "block", "tx", "abi", "now", "this", "super",
		"require", "assert", "revert", "keccak256", "sha3", "sha256",
		"ripemd160", "ecrecover", "addmod", "mulmod", "blockhash", "gasleft",
		"selfdestruct", "suicide", "type", "bytes", "string":
		return true
	}
	return false
}

// Scope is the naming context of one function or modifier body: its parameters, return variables and locals,
// the enclosing contract's members, and the calls it makes, each classified once.
type Scope struct {
	Model    *Model
	Contract *Contract // nil for a file-level function
	File     *solidity.File
	// Function is set for a function body, Modifier for a modifier body.
	Function *Function
	Modifier *Modifier

	// vars holds the body's variables by name: the parameters and return variables, visible in the whole
	// body, and every local declaration with the source range where it is visible. Small bodies, most of them,
	// look a name up by scanning vars, which is cheaper than hashing it, and larger ones through nameIndex (nil
	// until there are more than cfgaScanNames names).
	vars      []scopeName
	nameIndex map[string]int32
	// wide is set when the pragma allows a version before 0.5, where a local is visible in the whole function.
	wide bool
	// callsInternal is set when the body makes an internal or library call, whose taint comes from summaries
	// (see Flow). It shares a word with wide.
	callsInternal bool
	// pointers tells whether the body declares a local storage pointer with an initial value, which
	// namespaced storage needs. It is set while the scope is built, before detectors share it.
	pointers bool
	// factWalk is set when factNodes cannot stand for the walk of an expression (see CFG.facts).
	factWalk bool
	// bodyStart and bodyEnd are the byte offsets of the body, to tell identifiers of the body from others. They
	// share a word with the flags above: the parser takes no file of 2 GiB or more.
	bodyStart, bodyEnd int32
	calls              []*Call
	// callTab holds the body's call expressions, sorted by offset, with their classified calls (nil for
	// those that belong to an outer call): CallOf looks a call up by a binary search, as Resolve does an
	// identifier, where a map per body would cost more to build. callExtra holds the calls classified for
	// call expressions from outside the body, if ever; nil until then. The entries of callTab hold the Call
	// values of the body too.
	callTab   []cfgaCallSlot
	callExtra map[*solidity.CallExpr]*Call
	// mutations lists the body's assignments, ++, -- and delete operations and assembly blocks in pre-order,
	// for stateValues.
	mutations []solidity.Node
	// classifying holds the state of classifyCalls while it runs, so that a call's receiver can be classified
	// before the call; nil once the scope is built.
	classifying *callClassifier
	// idents holds what every identifier of the body resolves to, in the order of the walk, so that Resolve,
	// called several times per identifier by the analyses and detectors, finds it rather than making up to
	// four map lookups. Identifiers it does not hold (from outside the body) are resolved as they come.
	idents []cfgaIdent
	// identTab finds an identifier in idents by its offset (see symOf); nil for a body with few identifiers.
	identTab []int32
	// factNodes lists the nodes of the body that CFG.facts looks at, in pre-order: the identifiers of state
	// variables, member accesses, calls, assignments and ++, -- and delete operations. A function's graph hands
	// its body's list back (release) once it has its facts; a modifier's stays for every function it
	// applies to.
	factNodes *cfgaFactList

	// flow is the scope's data flow, nil until Flow computes it. It is a field of the scope itself, not of
	// flowState, for Flow to stay small enough to be inlined.
	flow atomic.Pointer[Flow]
	flowState
}

// fnParts holds a function's scope, control flow graph and guards. Nearly every function gets all three, which
// then cost one allocation; the scope, always built first, takes them from the room of the model's scopes. It
// takes 624 bytes; allocated apart, 640 with the header of an object over 512 bytes: a word more would take the
// next size class, 704 bytes.
type fnParts struct {
	scope  Scope
	cfg    CFG
	guards Guards
}

// Scope returns f's scope, built once. Once built, it is a load that callers inline: nearly every question
// about a function asks for its scope.
func (f *Function) Scope() *Scope {
	if p := f.parts.Load(); p != nil {
		return &p.scope
	}
	return f.buildScope()
}

// buildScope builds f's scope, with the room for its graph and guards, once, and returns it.
func (f *Function) buildScope() *Scope {
	f.scopeOnce.Do(func() {
		scratch := cfgaSpareScratch.take()
		p := f.model.takeParts()
		sc := &p.scope
		sc.Function = f
		newScope(sc, f.model, f.Contract, f.File, f.Decl.Params, f.Decl.Returns, f.Decl.Body, scratch)
		sc.classifyCalls(scratch.calls, &scratch.cc)
		scratch.put()
		f.parts.Store(p)
	})
	return &f.parts.Load().scope
}

// Scope returns the modifier's scope, built once.
func (md *Modifier) Scope() *Scope {
	md.scopeOnce.Do(func() {
		m := md.Contract.model
		scratch := cfgaSpareScratch.take()
		md.scope = new(Scope)
		newScope(md.scope, m, md.Contract, md.Contract.File, md.Decl.Params, nil, md.Decl.Body, scratch)
		md.scope.Modifier = md
		md.scope.classifyCalls(scratch.calls, &scratch.cc)
		scratch.put()
	})
	return md.scope
}

// localDecl is one local variable declaration and the byte range [from, to) of its file where the name refers to
// it under block scoping (0.5 and later): from the end of its declaration statement to the end of the block (or
// for statement, try or catch body) that holds it. decl is the offset of the declaration itself.
type localDecl struct {
	sym            Symbol // SymLocal, with the declaration as Var
	decl, from, to int
	init           solidity.Expr // the initial value, or nil (Init)
}

// cfgaScanNames is the number of names up to which a scope looks a name up by scanning its entries.
const cfgaScanNames = 8

// nameEntry returns the entry of the variables with that name, or nil.
func (s *Scope) nameEntry(name string) *scopeName {
	if i := s.namePos(name); i >= 0 {
		return &s.vars[i]
	}
	return nil
}

// namePos returns the position in vars of the entry of the variables with that name, or -1.
func (s *Scope) namePos(name string) int {
	if s.nameIndex != nil {
		if i, ok := s.nameIndex[name]; ok {
			return int(i)
		}
		return -1
	}
	for i := range s.vars {
		if s.vars[i].name == name {
			return i
		}
	}
	return -1
}

// scopeName holds the variables of a scope with one name: a parameter or return variable (sym) and the locals.
type scopeName struct {
	name string
	// sym is the parameter's or return variable's symbol (SymParam or SymReturn, with its position); its Var
	// is nil when the name has only locals.
	sym    Symbol
	locals []localDecl
}

// cfgaIdent is an identifier of a body with what it resolves to.
type cfgaIdent struct {
	id  *solidity.Identifier
	sym *Symbol
}

// cfgaScopeScratch holds what building a scope needs while it runs: what newScope gathers while it walks a
// body (the nodes that may be calls; the identifiers, which it only needs until idents is built; the
// definitions and mutations, copied then into one array of their exact size) and classifyCalls' state.
type cfgaScopeScratch struct {
	calls      []solidity.Node
	cc         callClassifier
	ids        []cfgaWalkIdent
	states     []cfgaWalkIdent
	defs, muts []solidity.Node
	// vars and locals are the scope's names and its local declarations, each with the position of its name in
	// vars, until newScope copies them into arrays of their exact size; ends is scratch for that.
	vars   []scopeName
	locals []cfgaLocal
	ends   []int32
	// facts gathers the scope's factNodes, in the list lent to it; last is the start offset of the last node
	// added or identifier met, for factWalk. blocks holds the ends of the blocks and for statements that
	// enclose the node being visited, innermost last; entries that ended before it may linger until a
	// declaration or a block asks.
	facts  []cfgaFactNode
	last   int
	blocks []int
}

// cfgaFactNode is a node of factNodes and its start offset.
type cfgaFactNode struct {
	off int
	n   solidity.Node
}

// cfgaFactList holds factNodes. A function's serves from its scope to its graph, which is built right after,
// and then goes back to cfgaSpareFacts for the next scope.
type cfgaFactList struct{ nodes []cfgaFactNode }

// cfgaSpareFacts holds a list between a graph and the next scope.
var cfgaSpareFacts cfgaSpare[cfgaFactList]

// release gives the list back, without references to the syntax.
func (l *cfgaFactList) release() {
	clear(l.nodes)
	l.nodes = l.nodes[:0]
	cfgaSpareFacts.give(l)
}

// cfgaWalkIdent is an identifier of a body and the number of factNodes met before it in the walk: where it
// goes among them if it names a state variable.
type cfgaWalkIdent struct {
	id *solidity.Identifier
	at int
}

// addStateIdents inserts into factNodes the identifiers of state variables, states, in the order of the walk:
// the only identifiers CFG.facts has anything to do with, which the walk could not tell from others. Each
// node moves once, from the end of the list backwards.
func (s *Scope) addStateIdents(states []cfgaWalkIdent) {
	nodes := s.factNodes.nodes
	r := len(nodes) - 1
	nodes = slices.Grow(nodes, len(states))[:len(nodes)+len(states)]
	j := len(nodes) - 1
	for k := len(states) - 1; k >= 0; k-- {
		for ; r >= states[k].at; r-- {
			nodes[j] = nodes[r]
			j--
		}
		nodes[j] = cfgaFactNode{states[k].id.Span.Start.Offset, states[k].id}
		j--
	}
	s.factNodes.nodes = nodes
}

// cfgaLocal is a local declaration and the position of its name among a scope's names.
type cfgaLocal struct {
	name int32
	d    localDecl
}

// cfgaSpareScratch holds the scratch lists of scope building between two scopes. A scope built while another
// is (another goroutine's, or one that the building of a scope asks for) makes its own.
var cfgaSpareScratch cfgaSpare[cfgaScopeScratch]

// put gives the scratch back, without references to the syntax, once the scope is built (newScope clears the
// lists it alone uses).
func (s *cfgaScopeScratch) put() {
	clear(s.calls)
	s.calls = s.calls[:0]
	cfgaSpareScratch.give(s)
}

// newScope builds the scope s, zero until then, in one walk of the body: its names, its local definitions (for
// Flow), and the nodes that may be calls, in source order, left in scratch.calls for classifyCalls once every
// name is known.
func newScope(s *Scope, m *Model, c *Contract, f *solidity.File, params, returns []*solidity.VariableDeclaration, body *solidity.Block, scratch *cfgaScopeScratch) {
	s.Model, s.Contract, s.File = m, c, f
	if r := m.Pragma(f); r.Unknown() || r.AllowsBelow(0, 5) {
		s.wide = true
	}
	// A body's names and locals are gathered in scratch lists, then copied; a function without one has only
	// its named parameters and return variables, made room for with the first.
	if body != nil {
		s.vars = scratch.vars[:0]
	}
	for i, p := range params {
		if p != nil && p.Name != "" {
			if s.vars == nil {
				s.vars = make([]scopeName, 0, len(params)+len(returns))
			}
			s.vars[s.addName(p.Name)].sym = Symbol{Kind: SymParam, Var: p, Index: i}
		}
	}
	for i, p := range returns {
		if p != nil && p.Name != "" {
			if s.vars == nil {
				s.vars = make([]scopeName, 0, len(params)+len(returns))
			}
			s.vars[s.addName(p.Name)].sym = Symbol{Kind: SymReturn, Var: p, Index: i}
		}
	}
	if body == nil {
		return
	}
	s.bodyStart, s.bodyEnd = int32(body.Range().Start.Offset), int32(body.Range().End.Offset)
	factList := cfgaSpareFacts.take()
	scratch.calls, scratch.ids, scratch.defs, scratch.muts = scratch.calls[:0], scratch.ids[:0], scratch.defs[:0], scratch.muts[:0]
	scratch.locals, scratch.facts, scratch.last, scratch.blocks = scratch.locals[:0], factList.nodes[:0], -1, scratch.blocks[:0]
	scratch.walk(s, solidity.PreorderNodes(body))
	factList.nodes, scratch.facts = scratch.facts, nil
	if s.factWalk {
		factList.release()
	} else {
		s.factNodes = factList
	}
	ids, defs, muts, locals := scratch.ids, scratch.defs, scratch.muts, scratch.locals
	s.keepNames(locals, scratch)
	states := s.resolveIdents(ids, scratch.states[:0])
	if s.factNodes != nil && len(states) > 0 {
		s.addStateIdents(states)
	}
	cfgaDropIdents(states)
	scratch.states = states[:0]
	if n := len(defs) + len(muts); n > 0 {
		all := s.Model.takeNodes(n)
		copy(all[copy(all, defs):], muts)
		if len(defs) > 0 {
			s.defs = all[:len(defs):len(defs)]
		}
		if len(muts) > 0 {
			s.mutations = all[len(defs):]
		}
	}
	cfgaDropIdents(ids)
	cfgaDropNodes(defs)
	cfgaDropNodes(muts)
	clear(locals)
	scratch.ids, scratch.defs, scratch.muts, scratch.locals = ids[:0], defs[:0], muts[:0], locals[:0]
}

// cfgaDropIdents drops the references of a scratch list of identifiers to the syntax, for it to be kept for the
// next scope. The lists are short: a loop over them costs less than clear, which calls the runtime.
func cfgaDropIdents(l []cfgaWalkIdent) {
	for i := range l {
		l[i].id = nil
	}
}

// cfgaDropNodes is cfgaDropIdents for a list of nodes. The loop counts rather than ranges, which the compiler would
// make a call to clear.
func cfgaDropNodes(l []solidity.Node) {
	for i := 0; i < len(l); i++ {
		l[i] = nil
	}
}

// addName returns the position of a name's entry in vars, adding it.
func (s *Scope) addName(n string) int {
	if i := s.namePos(n); i >= 0 {
		return i
	}
	s.vars = append(s.vars, scopeName{name: n})
	if s.nameIndex != nil {
		s.nameIndex[n] = int32(len(s.vars) - 1)
	} else if len(s.vars) > cfgaScanNames {
		s.nameIndex = make(map[string]int32, 2*len(s.vars))
		for i := range s.vars {
			s.nameIndex[s.vars[i].name] = int32(i)
		}
	}
	return len(s.vars) - 1
}

// addLocal adds a local declaration of the body of s, visible in [from, to), and returns its position in
// locals, or -1 for a nameless one.
func (w *cfgaScopeScratch) addLocal(s *Scope, v *solidity.VariableDeclaration, from, to int) int {
	if v == nil || v.Name == "" {
		return -1
	}
	w.locals = append(w.locals, cfgaLocal{int32(s.addName(v.Name)), localDecl{sym: Symbol{Kind: SymLocal, Var: v}, decl: v.Range().Start.Offset, from: from, to: to}})
	return len(w.locals) - 1
}

// enclosing pops the blocks that end at or before off and returns the innermost that remains, or the end of
// the body of s. The walk is a pre-order one, without the call back on leaving each node that tracking depth
// would need: syntax ranges nest, so a block holds a node exactly when it ends after the node starts.
func (w *cfgaScopeScratch) enclosing(s *Scope, off int) int {
	blocks := w.blocks
	for len(blocks) > 0 && blocks[len(blocks)-1] <= off {
		blocks = blocks[:len(blocks)-1]
	}
	w.blocks = blocks
	if len(blocks) > 0 {
		return blocks[len(blocks)-1]
	}
	return int(s.bodyEnd)
}

// walk visits the nodes of the body of s, in pre-order, gathering what newScope needs. The nodes are visited
// in a loop rather than by a call back, which would cost more than most nodes need, and what the loop gathers
// stays in w: kept in variables, it would be saved and reloaded at every node.
func (w *cfgaScopeScratch) walk(s *Scope, nodes solidity.FlatNodes) {
	for i := 0; i < nodes.Len(); i++ {
		// The ranges of factNodes must be in pre-order and not empty for CFG.facts to select an expression's
		// by offset; a body where they are not is walked instead (factWalk). The loop switches on the kinds of
		// the nodes, which costs less than on their types.
		var fact *solidity.Range
		switch nodes.Kind(i) {
		case solidity.FlatIdentifier:
			// An identifier is a fact when it names a state variable, which resolveIdents tells: it only
			// takes its place among the facts then.
			d := nodes.At(i).(*solidity.Identifier)
			w.ids = append(w.ids, cfgaWalkIdent{d, len(w.facts)})
			if r := &d.Span; r.Start.Offset < w.last || r.End.Offset <= r.Start.Offset {
				s.factWalk = true
			}
			w.last = d.Span.Start.Offset
			continue
		case solidity.FlatMemberAccess:
			fact = &nodes.At(i).(*solidity.MemberAccess).Span
		case solidity.FlatCallExpr:
			d := nodes.At(i).(*solidity.CallExpr)
			w.calls = append(w.calls, d)
			fact = &d.Span
		case solidity.FlatEmitStatement, solidity.FlatRevertStatement, solidity.FlatYulCall:
			w.calls = append(w.calls, nodes.At(i))
			continue
		case solidity.FlatAssignExpr:
			d := nodes.At(i).(*solidity.AssignExpr)
			w.defs = append(w.defs, d)
			w.muts = append(w.muts, d)
			fact = &d.Span
		case solidity.FlatUnaryExpr:
			d := nodes.At(i).(*solidity.UnaryExpr)
			if d.Op != "++" && d.Op != "--" && d.Op != "delete" {
				continue
			}
			w.muts = append(w.muts, d)
			fact = &d.Span
		case solidity.FlatAssemblyStatement:
			w.muts = append(w.muts, nodes.At(i))
			continue
		case solidity.FlatBlock:
			r := nodes.At(i).(*solidity.Block).Range()
			w.enclosing(s, r.Start.Offset)
			w.blocks = append(w.blocks, r.End.Offset)
			continue
		case solidity.FlatForStatement:
			r := nodes.At(i).(*solidity.ForStatement).Range()
			w.enclosing(s, r.Start.Offset)
			w.blocks = append(w.blocks, r.End.Offset)
			continue
		case solidity.FlatVariableDeclarationStatement:
			w.declare(s, nodes.At(i).(*solidity.VariableDeclarationStatement))
			continue
		case solidity.FlatTryStatement:
			if d := nodes.At(i).(*solidity.TryStatement); d.Body != nil {
				for _, v := range d.Returns {
					w.addLocal(s, v, d.Body.Range().Start.Offset, d.Body.Range().End.Offset)
				}
			}
			continue
		case solidity.FlatCatchClause:
			if d := nodes.At(i).(*solidity.CatchClause); d.Body != nil {
				for _, v := range d.Params {
					w.addLocal(s, v, d.Body.Range().Start.Offset, d.Body.Range().End.Offset)
				}
			}
			continue
		default:
			continue
		}
		if fact.Start.Offset < w.last || fact.End.Offset <= fact.Start.Offset {
			s.factWalk = true
		}
		w.last = fact.Start.Offset
		w.facts = append(w.facts, cfgaFactNode{w.last, nodes.At(i)})
	}
}

// declare adds the locals of a declaration statement of the body of s, with their initial values.
func (w *cfgaScopeScratch) declare(s *Scope, d *solidity.VariableDeclarationStatement) {
	if d.Value != nil {
		w.defs = append(w.defs, d)
	}
	r := d.Range()
	to := w.enclosing(s, r.Start.Offset)
	for i, v := range d.Vars {
		if v == nil || v.Name == "" {
			continue
		}
		if v.Location == solidity.LocationStorage && d.Value != nil {
			s.pointers = true
		}
		j := w.addLocal(s, v, r.End.Offset, to)
		if d.Value != nil {
			if t, ok := d.Value.(*solidity.TupleExpr); ok && d.Tuple && i < len(t.Elems) {
				w.locals[j].d.init = t.Elems[i]
			} else if !d.Tuple || len(d.Vars) == 1 {
				w.locals[j].d.init = d.Value
			}
		}
	}
}

// keepNames moves the scope's names, gathered in scratch.vars, and its locals into arrays of their exact
// size: one for the names, one for the locals, each name's in the order of the body.
func (s *Scope) keepNames(locals []cfgaLocal, scratch *cfgaScopeScratch) {
	gathered := s.vars
	s.vars = nil
	if len(gathered) > 0 {
		s.vars = s.Model.takeNames(len(gathered))
		copy(s.vars, gathered)
	}
	clear(gathered)
	scratch.vars = gathered[:0]
	if len(locals) == 0 {
		return
	}
	// ends counts the locals of each name, then tells where they end in all.
	ends := append(scratch.ends[:0], make([]int32, len(s.vars))...)
	for _, l := range locals {
		ends[l.name]++
	}
	n := int32(0)
	for i, k := range ends {
		n += k
		ends[i] = n
	}
	all := s.Model.takeLocals(len(locals))
	// Place each name's locals in order: walking backwards, each goes just before the previous of its name.
	for i := len(locals) - 1; i >= 0; i-- {
		l := &locals[i]
		ends[l.name]--
		all[ends[l.name]] = l.d
	}
	// ends[i] is now where the locals of name i begin.
	for i := range s.vars {
		from := ends[i]
		to := int32(len(all))
		if i+1 < len(s.vars) {
			to = ends[i+1]
		}
		if to > from {
			s.vars[i].locals = all[from:to:to]
		}
	}
	scratch.ends = ends[:0]
}

// resolveIdents fills idents with the body's identifiers ids, in the order of the walk, once every name of the
// body is known, and appends to states those that name a state variable. The symbols are shared: those of the
// variables are kept in their entries, those of other names come from the contract and the model.
func (s *Scope) resolveIdents(ids []cfgaWalkIdent, states []cfgaWalkIdent) []cfgaWalkIdent {
	if len(ids) == 0 {
		return states
	}
	// The names that no variable has repeat (state variables, msg, require): the first few are resolved once
	// and then found by a scan.
	type outerName struct {
		name string
		sym  *Symbol
	}
	var outerBuf [16]outerName
	outer := outerBuf[:0]
	shadows := 0 // whether a member of the contract has a built-in's name: 1 if so, 2 if not, 0 until asked
	idents := s.Model.takeIdents(len(ids))
	for i, wi := range ids {
		id := wi.id
		var sym *Symbol
		switch e, d := s.varOf(id); {
		case d != nil:
			sym = &d.sym
		case e != nil:
			sym = &e.sym
		default:
			for _, o := range outer {
				if o.name == id.Name {
					sym = o.sym
					break
				}
			}
			if sym == nil {
				// A built-in's name means the built-in unless a member of the contract has it, which the
				// room of the model tells once per contract, rather than each body looking the name up
				// among the members.
				builtin := isBuiltinName(id.Name)
				if builtin && shadows == 0 {
					shadows = 1
					if r := s.Model.room; r != nil && s.Function != nil && !r.shadowsBuiltins(s.Model, s.Contract) {
						shadows = 2
					}
				}
				if builtin && shadows == 2 {
					sym = &kindSymbols[SymBuiltin]
				} else {
					sym = s.outerSym(id.Name)
				}
				if len(outer) < cap(outer) {
					outer = append(outer, outerName{id.Name, sym})
				}
			}
		}
		if sym.Kind == SymState {
			states = append(states, wi)
		}
		idents[i] = cfgaIdent{id: id, sym: sym}
	}
	s.idents = idents
	if len(idents) > cfgaScanIdents {
		s.identTab = cfgaIdentTable(idents)
	}
	return states
}

// scopeRoom holds the arrays that the scopes of a model's bodies take their tables of identifiers and calls,
// their definitions, their names and their locals from: nearly every body gets its scope, and a few allocations
// for all of them cost much less than six for each. Build makes room for as many of each as the bodies of the
// model hold, counted when they are laid out flat (the counts fit in 32 bits: the parser takes no file of 2 GiB
// or more); a scope that finds no room left (one of a body laid out elsewhere) makes its own.
// Scopes built at the same time take their parts under mu.
type scopeRoom struct {
	mu     sync.Mutex
	idents cfgaRoom[cfgaIdent]
	slots  cfgaRoom[cfgaCallSlot]
	calls  cfgaRoom[*Call]
	// nodes holds the lists of definitions and mutations, in one array per body: an assignment is in both.
	nodes cfgaRoom[solidity.Node]
	// locals holds the local declarations, in one array per body, and names the entries of their names and
	// of the parameters and return variables.
	locals cfgaRoom[localDecl]
	names  cfgaRoom[scopeName]
	// parts holds the functions' fnParts: the detectors build the scope of every function of the model. Its
	// room is counted when the first is taken (counted is set then), once the functions are known.
	parts   cfgaRoom[fnParts]
	counted bool
	// shadows has bit i set when a member of the model's Contracts[i] has a built-in's name, told with the
	// count of the functions, once the model is built and its members known; for the first 64 contracts.
	shadows uint64
}

// shadowsBuiltins reports whether a member of c has the name of a built-in, which then means the member in c's
// bodies (see outerSym): true when the room does not tell, for the bodies to look each name up. A file-level
// function sees no member. Only the scope of a function asks: it took its parts, and so the room is counted.
func (r *scopeRoom) shadowsBuiltins(m *Model, c *Contract) bool {
	if c == nil {
		return false
	}
	for i, k := range m.Contracts[:min(len(m.Contracts), 64)] {
		if k == c {
			return r.shadows&(1<<i) != 0
		}
	}
	return true
}

// cfgaRoom is room for arrays of T, handed out in order from pieces that each fill one of the allocator's size
// classes, of cfgaMinPiece up to 32 KB, beyond which an array would take whole pages and lose the end of the last
// one: of the classes that the rest fills, the one that wastes the least per element. An array that does not fit
// in the current piece while the rest is less than 32 KB is allocated apart, rather than in one more piece that
// would round their total up to the next size class, and so are those of the rest, less than cfgaMinPiece,
// unless the caller asks for exact pieces.
type cfgaRoom[T any] struct {
	// free is the rest of the current piece, of n elements (nil when n is 0); left is the number of elements
	// still to come in further pieces.
	free    *T
	n, left int32
	// given lists the arrays the room allocated, to recycle when the model is released; rec is where they
	// come from, nil to allocate them anew and keep no list.
	given [][]T
	rec   *cfgaRecycler[T]
}

// alloc returns a zero array of n elements for the room to hand out, from its recycler when it has one and the
// array is of cfgaMinRecycled bytes or more: a smaller one costs about as much to allocate as to recycle.
func (r *cfgaRoom[T]) alloc(n int) []T {
	var t T
	if r.rec == nil || n*int(unsafe.Sizeof(t)) < cfgaMinRecycled {
		return make([]T, n)
	}
	a := r.rec.take(n)
	r.given = append(r.given, a)
	return a
}

// cfgaMinRecycled is the size, in bytes, from which the arrays of rooms are recycled.
const cfgaMinRecycled = 1024

// cfgaTakeArray returns a zero array of n elements: from rec when it is of cfgaMinRecycled bytes or more, else
// allocated (see cfgaRoom.alloc).
func cfgaTakeArray[T any](rec *cfgaRecycler[T], n int) []T {
	var t T
	if n*int(unsafe.Sizeof(t)) < cfgaMinRecycled {
		return make([]T, n)
	}
	return rec.take(n)
}

// recycle gives the arrays the room allocated to rec, zeroed, and empties the room.
func (r *cfgaRoom[T]) recycle(rec *cfgaRecycler[T]) {
	for _, a := range r.given {
		rec.give(a)
	}
	*r = cfgaRoom[T]{}
}

// cfgaRecycler recycles arrays of T of released models (see Model.Release), zeroed, by the allocator's size
// class: an array is made with all the elements its class holds, which the allocator would round it up to
// anyway, and serves any later array of that class. Arrays beyond the small objects' classes are not recycled.
type cfgaRecycler[T any] struct {
	pools [len(cfgaSizeClasses)]sync.Pool // *[]T
}

// cfgaClassOf returns the position among cfgaSizeClasses of the class of an object of T of n elements of size
// elem, and the number of elements the class holds, or -1 past 32 KB. An object with pointers of more than
// 512 bytes starts with a word of the allocator's.
func cfgaClassOf(n, elem int) (int, int) {
	need := n * elem
	if need > 512 {
		need += 8
	}
	if need > 32<<10 {
		return -1, 0
	}
	var i int
	if need <= 1024 {
		i = int(cfgaClassBy8[(need+7)>>3])
	} else {
		i = int(cfgaClassBy128[(need+127)>>7])
	}
	c := cfgaSizeClasses[i]
	if c > 512 {
		c -= 8
	}
	return i, c / elem
}

// cfgaClassBy8 and cfgaClassBy128 give the position among cfgaSizeClasses of the smallest class of at least
// 8*i bytes, up to 1 KB, and of at least 128*i bytes, up to 32 KB: the classes are multiples of 8 up to 1 KB and
// of 128 beyond, as the allocator's own tables take them.
var cfgaClassBy8, cfgaClassBy128 = func() (by8 [1024/8 + 1]uint8, by128 [32<<10/128 + 1]uint8) {
	for i := range by8 {
		j, _ := slices.BinarySearch(cfgaSizeClasses[:], 8*i)
		by8[i] = uint8(j)
	}
	for i := range by128 {
		j, _ := slices.BinarySearch(cfgaSizeClasses[:], 128*i)
		by128[i] = uint8(j)
	}
	return
}()

// take returns a zero array of n elements.
func (rc *cfgaRecycler[T]) take(n int) []T {
	var t T
	elem := max(int(unsafe.Sizeof(t)), 1)
	i, k := cfgaClassOf(n, elem)
	if i < 0 {
		return make([]T, n)
	}
	if p, _ := rc.pools[i].Get().(*[]T); p != nil && cap(*p) == k {
		return (*p)[:n]
	}
	return make([]T, k)[:n]
}

// give zeroes a, an array take returned, and keeps it for take.
func (rc *cfgaRecycler[T]) give(a []T) {
	var t T
	elem := max(int(unsafe.Sizeof(t)), 1)
	if cap(a)*elem < cfgaMinRecycled {
		return // an array allocated, not taken
	}
	i, k := cfgaClassOf(cap(a), elem)
	if i < 0 || cap(a) != k {
		return // an array past the small objects' classes, made as it was asked for
	}
	a = a[:k]
	clear(a)
	rc.pools[i].Put(&a)
}

// cfgaSizeClasses are the sizes of the allocator's size classes up to 32 KB, those from cfgaMinPiece on starting
// at cfgaBigClasses.
var cfgaSizeClasses = [...]int{8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288,
	320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304,
	2688, 3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568,
	14336, 16384, 18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768}

// cfgaBigClasses is the position of cfgaMinPiece among cfgaSizeClasses.
const cfgaBigClasses = 43

// cfgaMinPiece is the size of the smallest piece of a room while more is left. The rest, and so the arrays of a
// small model, are allocated apart (but see take): most then fill their size classes as well as a piece would,
// and a piece would also hold the room of the bodies whose scopes are never built.
const cfgaMinPiece = 4096

// cfgaPieceLen returns the number of elements of size elem, at most left, of the piece of cfgaMinPiece or more
// that wastes the least of its size class per element, the largest of those that waste as little, or 0 when left
// is less than the smallest. Such a piece starts with a word of the allocator's, as every object with pointers of
// more than 512 bytes. Elements of a few hundred bytes, such as fnParts, leave very different ends in different
// classes.
func cfgaPieceLen(left, elem int) int {
	best, bestWaste := 0, 0
	for _, c := range cfgaSizeClasses[cfgaBigClasses:] {
		k := (c - 8) / elem
		if k > left {
			break
		}
		// waste/k <= bestWaste/best, the larger piece winning a tie.
		if waste := c - 8 - k*elem; best == 0 || waste*best <= bestWaste*k {
			best, bestWaste = k, waste
		}
	}
	return best
}

// cfgaExactLen returns the number of elements of size elem, at most left and less than cfgaMinPiece bytes in all,
// of the largest piece that fills a size class exactly (with the allocator's word over 512 bytes), or 0.
func cfgaExactLen(left, elem int) int {
	for i := cfgaBigClasses - 1; i >= 0; i-- {
		c := cfgaSizeClasses[i]
		if c > 512 {
			c -= 8
		}
		if k := c / elem; k <= left && k*elem == c {
			return k
		}
	}
	return 0
}

// cfgaTail tells how a room hands out its rest once less than cfgaMinPiece is left.
type cfgaTail uint8

const (
	// cfgaTailApart allocates the arrays of the rest apart, as the allocator rounds each up little: the
	// fnParts, of which one piece for a few would leave a large end.
	cfgaTailApart cfgaTail = iota
	// cfgaTailExact hands the rest out in pieces that fill their size classes exactly (see cfgaExactLen),
	// which lists of pointers do in any class.
	cfgaTailExact
	// cfgaTailWhole hands the whole rest out in one piece, which the tables of identifiers and calls fill:
	// the bodies of a model after its first piece would otherwise each allocate apart.
	cfgaTailWhole
)

// take returns an array of n elements, zero, from the room when it has enough left, else a new one; tail tells
// how the rest, less than cfgaMinPiece, is handed out. An array allocated apart is no longer counted in the
// room, for its last pieces to be no larger than the arrays still to come.
func (r *cfgaRoom[T]) take(n int, tail cfgaTail) []T {
	if n > int(r.n) {
		var t T
		elem := max(int(unsafe.Sizeof(t)), 1)
		left := int(r.left)
		small := left*elem < cfgaMinPiece
		if n > left || small && tail == cfgaTailApart || r.n > 0 && left*elem < 32<<10 {
			r.left -= int32(min(n, left))
			return r.alloc(n)
		}
		var size int
		switch {
		case !small:
			size = cfgaPieceLen(left, elem)
		case tail == cfgaTailExact:
			size = cfgaExactLen(left, elem)
		default:
			size = left
		}
		size = max(n, size)
		r.free, r.n = &r.alloc(size)[0], int32(size)
		r.left -= int32(size)
	}
	a := unsafe.Slice(r.free, n)
	if r.n -= int32(n); r.n > 0 {
		r.free = (*T)(unsafe.Add(unsafe.Pointer(r.free), uintptr(n)*unsafe.Sizeof(*r.free)))
	} else {
		r.free = nil // not past the end of the piece, which may be another object
	}
	return a
}

// makeRoom sets the room of the scopes of m for the bodies counted in c, and for the entries of their names, which
// it counts: none for a model too small for a piece.
func (m *Model) makeRoom(c solidity.FlatCounts) {
	nodes := 2*c.Assigns + c.Inits + c.Updates // an assignment is both a definition and a mutation
	if c.Idents*int(unsafe.Sizeof(cfgaIdent{})) < cfgaMinPiece &&
		c.Calls*int(unsafe.Sizeof(cfgaCallSlot{})) < cfgaMinPiece &&
		nodes*int(unsafe.Sizeof(solidity.Node(nil))) < cfgaMinPiece &&
		c.Vars*int(unsafe.Sizeof(localDecl{})) < cfgaMinPiece {
		return
	}
	r := &scopeRoom{}
	r.idents.rec, r.slots.rec, r.calls.rec, r.nodes.rec = &cfgaIdentArrays, &cfgaSlotArrays, &cfgaCallArrays, &cfgaNodeArrays
	r.locals.rec, r.names.rec, r.parts.rec = &cfgaLocalArrays, &cfgaNameArrays, &cfgaPartArrays
	r.idents.left, r.slots.left, r.calls.left = int32(c.Idents), int32(c.Calls), int32(c.Calls)
	r.nodes.left, r.locals.left = int32(nodes), int32(c.Vars)
	m.room = r
	// A body's names are at most its named parameters and return variables and its named locals.
	names := c.Vars
	for _, k := range m.Contracts {
		for _, d := range k.Decl.Members {
			switch d := d.(type) {
			case *solidity.FunctionDefinition:
				if d.Body != nil {
					names += cfgaNamed(d.Params) + cfgaNamed(d.Returns)
				}
			case *solidity.ModifierDefinition:
				if d.Body != nil {
					names += cfgaNamed(d.Params)
				}
			}
		}
	}
	for _, f := range m.FreeFunctions {
		if f.Decl.Body != nil {
			names += cfgaNamed(f.Decl.Params) + cfgaNamed(f.Decl.Returns)
		}
	}
	r.names.left = int32(names)
}

// cfgaNamed returns the number of variables of list that have a name.
func cfgaNamed(list []*solidity.VariableDeclaration) int {
	n := 0
	for _, v := range list {
		if v != nil && v.Name != "" {
			n++
		}
	}
	return n
}

// takeNames returns a zero array of n names, from the room of the model's scopes.
func (m *Model) takeNames(n int) []scopeName {
	r := m.room
	if r == nil {
		return make([]scopeName, n)
	}
	r.mu.Lock()
	a := r.names.take(n, cfgaTailWhole)
	r.mu.Unlock()
	return a
}

// takeParts returns a zero fnParts for a function of m, from the room of the model's scopes.
func (m *Model) takeParts() *fnParts {
	r := m.room
	if r == nil {
		return new(fnParts)
	}
	n := len(m.AllFunctions())
	r.mu.Lock()
	if !r.counted {
		r.parts.left, r.counted = int32(n), true
		for i, c := range m.Contracts[:min(len(m.Contracts), 64)] {
			for j := range c.members.list {
				if e := &c.members.list[j]; e.sym.Kind != SymUnknown && isBuiltinName(e.name) {
					r.shadows |= 1 << i
					break
				}
			}
		}
	}
	p := &r.parts.take(1, cfgaTailApart)[0]
	r.mu.Unlock()
	return p
}

// recycle zeroes the arrays the rooms of r handed out, but those larger than small objects, and gives them to
// their recyclers; the rooms are left empty.
func (r *scopeRoom) recycle() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.idents.recycle(&cfgaIdentArrays)
	r.slots.recycle(&cfgaSlotArrays)
	r.calls.recycle(&cfgaCallArrays)
	r.nodes.recycle(&cfgaNodeArrays)
	r.locals.recycle(&cfgaLocalArrays)
	r.names.recycle(&cfgaNameArrays)
	r.parts.recycle(&cfgaPartArrays)
}

// The recyclers of the arrays of the rooms of released models, one per type.
var (
	cfgaIdentArrays cfgaRecycler[cfgaIdent]
	cfgaSlotArrays  cfgaRecycler[cfgaCallSlot]
	cfgaCallArrays  cfgaRecycler[*Call]
	cfgaNodeArrays  cfgaRecycler[solidity.Node]
	cfgaLocalArrays cfgaRecycler[localDecl]
	cfgaNameArrays  cfgaRecycler[scopeName]
	cfgaPartArrays  cfgaRecycler[fnParts]
)

// takeIdents returns a zero array of n identifiers, from the room of the model's scopes.
func (m *Model) takeIdents(n int) []cfgaIdent {
	r := m.room
	if r == nil {
		return make([]cfgaIdent, n)
	}
	r.mu.Lock()
	a := r.idents.take(n, cfgaTailWhole)
	r.mu.Unlock()
	return a
}

// takeNodes returns a zero array of n nodes, from the room of the model's scopes.
func (m *Model) takeNodes(n int) []solidity.Node {
	r := m.room
	if r == nil {
		return make([]solidity.Node, n)
	}
	r.mu.Lock()
	a := r.nodes.take(n, cfgaTailExact)
	r.mu.Unlock()
	return a
}

// takeLocals returns a zero array of n local declarations, from the room of the model's scopes.
func (m *Model) takeLocals(n int) []localDecl {
	r := m.room
	if r == nil {
		return make([]localDecl, n)
	}
	r.mu.Lock()
	a := r.locals.take(n, cfgaTailWhole)
	r.mu.Unlock()
	return a
}

// takeCalls returns a zero array of n call slots and an empty list of calls with room for n, from the room of
// the model's scopes.
func (m *Model) takeCalls(n int) ([]cfgaCallSlot, []*Call) {
	r := m.room
	if r == nil {
		return make([]cfgaCallSlot, n), make([]*Call, 0, n)
	}
	r.mu.Lock()
	slots, calls := r.slots.take(n, cfgaTailWhole), r.calls.take(n, cfgaTailExact)
	r.mu.Unlock()
	return slots, calls[:0]
}

// cfgaScanIdents is the number of identifiers up to which a body has no identTab: a scan of so few costs
// about as much, and the table one allocation more.
const cfgaScanIdents = 8

// cfgaIdentTable returns the hash table of symOf for idents: an open-addressing table, with linear probing, of
// 1 + the positions in idents, 0 for an empty slot, at least twice as large as idents. An identifier's slot is
// first tried at half its offset: two identifiers cannot start less than two bytes apart, so those of the body
// spread over the table, which an identifier's place among them does not depend on.
func cfgaIdentTable(idents []cfgaIdent) []int32 {
	size := 16
	for size < 2*len(idents) {
		size *= 2
	}
	tab := make([]int32, size)
	mask := size - 1
	for i := range idents {
		h := idents[i].id.Span.Start.Offset >> 1 & mask
		for tab[h] != 0 {
			h = (h + 1) & mask
		}
		tab[h] = int32(i + 1)
	}
	return tab
}

// setInit records the initial value of the local v, just declared. It is kept with the declaration, which
// costs less than a map per body.
func (s *Scope) setInit(v *solidity.VariableDeclaration, e solidity.Expr) {
	if d := s.localOf(v); d != nil {
		d.init = e
	}
}

// localOf returns the entry of the local declaration v of the body, or nil.
func (s *Scope) localOf(v *solidity.VariableDeclaration) *localDecl {
	if v == nil {
		return nil
	}
	if e := s.nameEntry(v.Name); e != nil {
		for i := len(e.locals) - 1; i >= 0; i-- {
			if e.locals[i].sym.Var == v {
				return &e.locals[i]
			}
		}
	}
	return nil
}

// local returns the local variable an identifier of the body names, or nil. Under block scoping the innermost
// declaration visible at the identifier wins. Before 0.5 a local is visible in the whole function, so a name used
// outside every block that declares it still names a local: the nearest declaration before it, else the first.
// An identifier from outside the body (one built by a caller) names the last declaration, as it always has.
func (s *Scope) local(id *solidity.Identifier, cands []localDecl) *localDecl {
	if len(cands) == 0 {
		return nil
	}
	pos := id.Range().Start.Offset
	if pos < int(s.bodyStart) || pos >= int(s.bodyEnd) {
		return &cands[len(cands)-1]
	}
	var best *localDecl
	for i := range cands {
		d := &cands[i]
		if d.decl <= pos && pos < d.sym.Var.Range().End.Offset {
			return d // the declaration's own name
		}
		if d.from <= pos && pos < d.to && (best == nil || d.from > best.from) {
			best = d
		}
	}
	if best == nil && s.wide {
		best = &cands[0]
		for i := range cands {
			if cands[i].decl <= pos {
				best = &cands[i]
			}
		}
	}
	return best
}

// Resolve tells what an identifier used in the scope's body refers to. Locals are block-scoped (function-wide
// when the pragma allows a version before 0.5); a local shadows a parameter, a state variable and any other
// declaration of the same name.
func (s *Scope) Resolve(id *solidity.Identifier) Symbol { return *s.symOf(id) }

// symOf is Resolve without the copy, for the analyses that only read the symbol: it is shared, never to be
// changed.
func (s *Scope) symOf(id *solidity.Identifier) *Symbol {
	if id == nil {
		return &kindSymbols[SymUnknown]
	}
	// What idents holds for an identifier of the body, found in identTab or by a scan. It is written out here
	// rather than called: symOf runs for nearly every identifier the analyses and detectors look at.
	idents := s.idents
	if tab := s.identTab; len(tab) > 0 {
		mask := len(tab) - 1
		for h := id.Span.Start.Offset >> 1 & mask; tab[h] != 0; h = (h + 1) & mask {
			if e := &idents[tab[h]-1]; e.id == id {
				return e.sym
			}
		}
	} else {
		for _, e := range idents {
			if e.id == id {
				return e.sym
			}
		}
	}
	switch e, d := s.varOf(id); {
	case d != nil:
		return &d.sym
	case e != nil:
		return &e.sym
	}
	return s.outerSym(id.Name)
}

// varOf returns the variable of the scope an identifier names: the local declaration d, else the parameter or
// return variable of e; both are nil when no variable has the name.
func (s *Scope) varOf(id *solidity.Identifier) (e *scopeName, d *localDecl) {
	if e := s.nameEntry(id.Name); e != nil {
		if d := s.local(id, e.locals); d != nil {
			return e, d
		}
		if e.sym.Var != nil {
			return e, nil
		}
	}
	return nil, nil
}

// outerSym tells what a name that no variable of the function has refers to: a member of the contract, a
// built-in, a file-level function or a contract. The symbol is shared: callers copy it.
func (s *Scope) outerSym(name string) *Symbol {
	if c := s.Contract; c != nil {
		if e := c.members.find(name); e != nil && e.sym.Kind != SymUnknown {
			return &e.sym
		}
	}
	// Built-in names come before file-level declarations: a contract or free function named msg or require
	// would not compile.
	if isBuiltinName(name) {
		return &kindSymbols[SymBuiltin]
	}
	if sym := s.Model.freeSymbols()[name]; sym != nil {
		return sym
	}
	if k := s.Model.lookupContract(name, s.File); k != nil {
		return &k.sym
	}
	return &kindSymbols[SymUnknown]
}

// kindSymbols holds, per kind, the symbol made of the kind alone, to share.
var kindSymbols = func() (s [SymBuiltin + 1]Symbol) {
	for k := range s {
		s[k].Kind = SymbolKind(k)
	}
	return s
}()

// Calls lists every call in the body in source order (pre-order: an outer call before the calls in its
// arguments).
func (s *Scope) Calls() []*Call { return s.calls }

// CallOf returns the classified call of a call expression of this body, or nil (for the `.value(x)` part of a
// legacy `.call.value(x)(…)`, which belongs to the outer call).
func (s *Scope) CallOf(e *solidity.CallExpr) *Call {
	if c := s.classified(e); c != nil || s.classifying == nil {
		return c
	}
	return s.classifyEarly(e)
}

// RootVar follows index and member accesses to the variable an lvalue or reference is based on:
// balances[msg.sender].amount → balances. Storage-pointer locals are followed to the state they alias.
// It returns the symbol of the root identifier (SymUnknown when there is none).
func (s *Scope) RootVar(e solidity.Expr) Symbol {
	field := "" // the member just above the root: a field of a namespaced storage struct
	for depth := 0; depth < 16; depth++ {
		switch x := e.(type) {
		case *solidity.IndexAccess:
			e, field = x.X, ""
		case *solidity.IndexRangeAccess:
			e, field = x.X, ""
		case *solidity.MemberAccess:
			e, field = x.X, x.Member
		case *solidity.TupleExpr:
			if len(x.Elems) != 1 || x.Elems[0] == nil {
				return Symbol{}
			}
			e = x.Elems[0]
		case *solidity.Identifier:
			sym := s.symOf(x)
			if sym.Kind == SymLocal && sym.Var.Location != solidity.LocationMemory && sym.Var.Location != solidity.LocationCalldata {
				if field != "" && sym.Var.Location == solidity.LocationStorage {
					if v := s.namespaceField(x, field); v != nil {
						return Symbol{Kind: SymState, State: v}
					}
				}
				// A local of a built-in type (uint, address, bytes, string) is no struct, array or mapping:
				// its initial value and type need no look.
				if _, builtin := sym.Var.Type.(*solidity.ElementaryTypeName); builtin {
					return *sym
				}
				if init := s.Init(sym.Var); init != nil {
					if t := s.TypeOf(x); t != nil && (t.Kind == TypeStruct || t.Kind == TypeArray || t.Kind == TypeMapping) && t.Location == solidity.LocationStorage {
						if r := s.RootVar(init); r.Kind == SymState {
							return r
						}
					}
				}
			}
			return *sym
		default:
			return Symbol{}
		}
	}
	return Symbol{}
}

// Init returns the initial value of a local declared with one, or nil.
func (s *Scope) Init(v *solidity.VariableDeclaration) solidity.Expr {
	if d := s.localOf(v); d != nil {
		return d.init
	}
	return nil
}

// Body returns the statements the scope covers.
func (s *Scope) Body() *solidity.Block {
	if s.Function != nil {
		return s.Function.Decl.Body
	}
	if s.Modifier != nil {
		return s.Modifier.Decl.Body
	}
	return nil
}

// cfgaFirstAt returns the first of n positions, sorted by offset (offAt), whose offset is off or more: where the
// entries for the node at off start in the offset-sorted tables of identifiers and calls.
func cfgaFirstAt(n, off int, offAt func(int) int) int {
	lo, hi := 0, n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if offAt(m) < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
