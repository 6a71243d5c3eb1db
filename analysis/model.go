// Package analysis builds the semantic model of a unit of Solidity files that detectors reason about: symbols
// and inheritance (C3), the pragma's version range, best-effort expression types and call kinds, a control flow
// graph per function with modifiers inlined, a call graph, taint-style data flow and access/reentrancy guards.
//
// Build computes the symbols at once; the other parts are computed on first use, once per unit, and shared by
// every detector (each part is safe for concurrent use).
package analysis

import (
	"fmt"
	"iter"
	"math/bits"
	"path"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/vigilsec/vigil/solidity"
)

// Model is the semantic model of one unit of files.
type Model struct {
	// Files are the unit's parsed files, in the order given to Build.
	Files []*solidity.File
	// Contracts lists every contract, interface and library of the unit, in file and source order.
	Contracts []*Contract
	// FreeFunctions lists file-level functions.
	FreeFunctions []*Function

	warnings []string
	// byName finds the contracts by name: its slots hold 1 + the position in Contracts of the first contract of
	// each name. sameName lists the contracts of the names that several have (nil while none has).
	byName   cfgaNameSlots
	sameName map[string][]*Contract
	pragmas  []VersionRange                      // Pragma, by the file's position in Files
	fileAt   map[*solidity.File]int32            // the positions in Files, for units of more than pragmaScan files
	imports  map[*solidity.File][]*solidity.File // nil while no import is found

	// The model's sync.Once values sit side by side: each takes 12 bytes, and apart each would be padded to 16,
	// which would move the model to a larger size class. Each guards the field or fields of the same name below.
	summaryOnce, graphOnce, weakOnce, valuesOnce, derivedOnce, freeOnce sync.Once

	summaries sumTable
	graph     *CallGraph

	mods []Modifier // the contracts' own modifiers, each contract's from its modsAt on, in its body's order

	weak   grdSet
	values constTable

	derived []*Contract // Derived, the lists of all contracts one after the other

	freeSyms map[string]*Symbol // freeSymbols, nil when there are no file-level functions

	// funcs is AllFunctions; Bodies and then Entries follow it in its array, nbodies long and to its capacity.
	funcs   []*Function
	nbodies int32

	memo memo // Memo

	blocks atomic.Pointer[fnBlocks] // the room of the functions' graphs
	room   *scopeRoom               // the room of the scopes' tables, nil when their bodies have no identifier

	grd grdModel // what the guards and the summaries keep (grd_facts.go)

	kept cfgaKept // the arrays of the members that Release recycles
}

// cfgaKept holds the arrays a model's functions, state variables and members' tables are carved from, for
// Release to recycle.
type cfgaKept struct {
	funcs   []Function
	vars    []StateVar
	varPtrs []*StateVar
	fns     []*Function
	members []cfgaMember
}

// The recyclers of the arrays of cfgaKept.
var (
	cfgaFunctionArrays cfgaRecycler[Function]
	cfgaStateVarArrays cfgaRecycler[StateVar]
	cfgaVarPtrArrays   cfgaRecycler[*StateVar]
	cfgaFuncPtrArrays  cfgaRecycler[*Function]
	cfgaMemberArrays   cfgaRecycler[cfgaMember]
)

// recycle gives the arrays to their recyclers and forgets them.
func (k *cfgaKept) recycle() {
	cfgaFunctionArrays.give(k.funcs)
	cfgaStateVarArrays.give(k.vars)
	cfgaVarPtrArrays.give(k.varPtrs)
	cfgaFuncPtrArrays.give(k.fns)
	cfgaMemberArrays.give(k.members)
	*k = cfgaKept{}
}

// Contract is a contract, interface or library with its members resolved across inheritance.
type Contract struct {
	Decl *solidity.ContractDefinition
	File *solidity.File
	Name string
	Kind solidity.ContractKind
	// derivedAt and derivedEnd tell where the contract's list of Derived is in the model's; they take the padding
	// after Kind and alone.
	derivedAt int32

	// Linearization is the C3 linearisation of the inheritance graph, the contract itself first.
	Linearization []*Contract
	// StateVars lists every state variable, inherited ones first (most base first), then the contract's own.
	StateVars []*StateVar
	// Functions holds, for every signature, the most derived implementation visible in this contract.
	Functions []*Function
	// Declared lists the functions declared in this contract's own body, in source order.
	Declared []*Function
	// Modifiers maps a modifier name to its most derived definition (nil when there are none).
	Modifiers map[string]*Modifier
	// Events, Structs, Enums and Errors are visible declarations by name, most derived first (nil when there
	// are none).
	Events  map[string]*solidity.EventDefinition
	Structs map[string]*solidity.StructDefinition
	Enums   map[string]*solidity.EnumDefinition
	// Using lists the using-for directives in force: the contract's own and its bases'.
	Using []*solidity.UsingDirective

	model     *Model
	readsOnce sync.Once
	reads     map[*StateVar]bool
	members   cfgaMembers // index
	sym       Symbol      // the symbol of the contract's name, shared by Scope.outerSym
	// alone holds the contract itself: Linearization's list when it has no base, which most contracts have,
	// without an allocation of its own.
	alone      [1]*Contract
	derivedEnd int32
	modsAt     int32 // where the contract's own modifiers start in the model's
	varsAt     int32 // where the contract's own state variables start in the model's kept.vars
}

// StateVar is a state variable with the contract that declares it.
type StateVar struct {
	Decl     *solidity.StateVariableDeclaration
	Contract *Contract
	Name     string
	// Slot marks a variable the model made for storage reached by slot (see slots.go): it is in no
	// contract's StateVars.
	Slot bool

	typeOnce sync.Once
	typeOf   *Type // typ
	// grd is 1 + the variable's number among those the function summaries mention (see grdVars), 0 until it
	// has one.
	grd int32
	// consts is 1 + the position of the variable's values in the model's constTable when it only ever holds
	// constants, 0 or -1 otherwise.
	consts int32
}

// Modifier is a modifier definition with the contract that declares it.
type Modifier struct {
	Decl     *solidity.ModifierDefinition
	Contract *Contract

	scopeOnce sync.Once
	scope     *Scope
}

// Function is a function, constructor, fallback or receive function, or a file-level function.
type Function struct {
	Decl *solidity.FunctionDefinition
	// Contract declares the function; nil for a file-level function.
	Contract *Contract
	File     *solidity.File
	// Name is the function's name, or "constructor", "fallback", "receive".
	Name string
	// Signature is name(type,…) with the parameter types as written.
	Signature string

	model *Model
	// ctor and entry are IsConstructor and IsEntry, which the analyses and detectors ask for again and again,
	// told once when the function is made (the pragmas are known by then).
	ctor, entry bool
	// cfgTried is set once the graph has been built, or its building started, under cfgMu (see buildCFG).
	cfgTried bool
	// The sync.Once values come together, with id: apart, each would be padded to the word after it. The
	// contract's functions are allocated together, and every byte saved counts for each.
	scopeOnce, grdOnce, lockOnce, duOnce sync.Once
	cfgMu                                sync.Mutex
	// id is the function's position in AllFunctions, set with it: the model's tables of functions (summaries,
	// call graph), made after, are slices indexed by it rather than maps.
	id int32
	// graphAt tells where the room of the function's graph starts among the nodes of the model (see fnBlocks
	// and cfgaAtShift); it takes the padding after id.
	graphAt  atomic.Int32
	str      string                  // String, laid out with the signature
	parts    atomic.Pointer[fnParts] // the scope, and room for the graph and the guards
	cfg      atomic.Pointer[CFG]
	guards   *Guards
	locked   []bool // locks
	lockVars []*StateVar
	du       *DefUse   // DefUse
	memos    *funcMemo // Memo: the function's values, linked through next
}

// IsConstructor reports whether f is a constructor, including a pre-0.5 one named after its contract.
func (f *Function) IsConstructor() bool { return f.ctor }

// isConstructor tells IsConstructor.
func (f *Function) isConstructor() bool {
	if f.Decl.Kind == solidity.FunctionConstructor {
		return true
	}
	if f.Contract != nil && f.Decl.IsLegacyConstructor(f.Contract.Name) {
		r := f.model.Pragma(f.File)
		return r.Unknown() || r.AllowsBelow(0, 5)
	}
	return false
}

// IsEntry reports whether f can be called from outside: public or external (or default visibility, which was
// public before 0.5), not a constructor, in a contract that is not a library or interface.
func (f *Function) IsEntry() bool { return f.entry }

// isEntry tells IsEntry, once ctor is set.
func (f *Function) isEntry() bool {
	if f.Contract == nil || f.Contract.Kind != solidity.KindContract || f.IsConstructor() || f.Decl.Body == nil {
		return false
	}
	switch f.Decl.Visibility {
	case solidity.VisibilityPublic, solidity.VisibilityExternal, solidity.VisibilityDefault:
		return true
	}
	return false
}

// IsView reports whether f is declared view, pure or constant.
func (f *Function) IsView() bool {
	switch f.Decl.Mutability {
	case solidity.MutabilityView, solidity.MutabilityPure, solidity.MutabilityConstant:
		return true
	}
	return false
}

// Model returns the model f belongs to.
func (f *Function) Model() *Model { return f.model }

// String names the function as Contract.name() (name() at file level).
func (f *Function) String() string { return f.str }

// Release hands the model's largest arrays over for the next models to reuse: those of its control flow graphs,
// of its functions' scopes, graphs and guards, and of its functions, state variables and members. It is for a
// caller that is done with the model: neither the model nor anything reached through it (functions, graphs,
// nodes, scopes, guards) may be used after, by any goroutine, as their memory will be another model's. Calling it
// is never needed; it spares the collector the arrays of the models of a long series of analyses.
func (m *Model) Release() {
	if b := m.blocks.Swap(nil); b != nil {
		b.recycle()
	}
	if m.room != nil {
		m.room.recycle()
	}
	m.kept.recycle()
}

// Warnings lists problems met while building the model (missing imports, impossible hierarchies). They never
// stop the analysis.
func (m *Model) Warnings() []string { return m.warnings }

// ContractsNamed returns the contracts with that name (more than one when two files declare it).
func (m *Model) ContractsNamed(name string) []*Contract {
	i, _ := m.findNamed(name)
	if i < 0 {
		return nil
	}
	if list, ok := m.sameName[name]; ok {
		return list
	}
	// The contract alone: a window of Contracts, which an append copies.
	return m.Contracts[i : i+1 : i+1]
}

// findNamed returns the position in Contracts of the first contract with that name, or -1; and the slot of byName
// where the search for it ended, where a new name goes.
func (m *Model) findNamed(name string) (i int, h uint64) {
	t := &m.byName
	if len(t.slots) == 0 {
		return -1, 0
	}
	for h = t.first(name); t.slots[h] != 0; h = t.next(h) {
		if i := int(t.slots[h] - 1); m.Contracts[i].Name == name {
			return i, h
		}
	}
	return -1, h
}

// Build builds the model of a unit. It never fails: problems become Warnings.
func Build(files []*solidity.File) *Model {
	m := &Model{
		Files:   files,
		pragmas: make([]VersionRange, len(files)),
	}
	var counts solidity.FlatCounts
	// The contracts of the unit are allocated together.
	ncontracts := 0
	for _, f := range files {
		if f != nil && f.Unit != nil {
			for _, it := range f.Unit.Items {
				if _, ok := it.(*solidity.ContractDefinition); ok {
					ncontracts++
				}
			}
		}
	}
	var slab []Contract
	if ncontracts > 0 {
		slab = make([]Contract, ncontracts)
		m.Contracts = make([]*Contract, 0, ncontracts)
	}
	if ncontracts > 0 {
		m.byName = cfgaNewNameSlots(ncontracts)
	}
	scratch := cfgaBodyBufs.take()
	bodies := scratch.bodies
	if len(files) > pragmaScan {
		m.fileAt = make(map[*solidity.File]int32, len(files))
	}
	for i, f := range files {
		m.pragmas[i] = AnyVersion()
		if _, seen := m.fileAt[f]; m.fileAt != nil && !seen {
			m.fileAt[f] = int32(i)
		}
		if f == nil || f.Unit == nil {
			continue
		}
		// Every scope walks its body; the file's bodies get their flat forms together.
		bodies = fileBodies(bodies[:0], f.Unit)
		c := solidity.FlattenBodies(bodies)
		counts.Add(c)
		for _, it := range f.Unit.Items {
			switch d := it.(type) {
			case *solidity.PragmaDirective:
				if d.Name == "solidity" {
					r, err := ParseVersionRange(d.Value)
					if err != nil {
						m.warnf("%s: pragma solidity %q: %v", f.Path, d.Value, err)
						continue
					}
					m.pragmas[i] = m.pragmas[i].Intersect(r)
				}
			case *solidity.ContractDefinition:
				c := &slab[len(m.Contracts)]
				c.Decl, c.File, c.Name, c.Kind, c.model = d, f, d.Name, d.Kind, m
				c.sym = Symbol{Kind: SymContract, Contract: c}
				i := len(m.Contracts)
				m.Contracts = append(m.Contracts, c)
				// Most names have one contract, which byName finds; the others' lists are kept apart.
				if first, h := m.findNamed(d.Name); first < 0 {
					m.byName.slots[h] = int32(i + 1)
				} else if same, ok := m.sameName[d.Name]; ok {
					m.sameName[d.Name] = append(same, c)
				} else {
					if m.sameName == nil {
						m.sameName = map[string][]*Contract{}
					}
					m.sameName[d.Name] = []*Contract{m.Contracts[first], c}
				}
			case *solidity.FunctionDefinition:
				fn, name := new(Function), functionName(d)
				str := name + "()"
				sig := str
				if len(d.Params) > 0 {
					sig = string(appendSignature(nil, name, d))
				}
				m.initFunction(fn, d, nil, f, name, str, sig)
				m.FreeFunctions = append(m.FreeFunctions, fn)
			}
		}
	}
	clear(bodies) // which would keep the files alive
	scratch.bodies = bodies[:0]
	cfgaBodyBufs.give(scratch)
	m.makeRoom(counts)
	m.memo.makeSlots()
	m.resolveImports()
	m.declareAll()
	for _, c := range m.Contracts {
		m.linearize(c)
	}
	m.collectAll()
	return m
}

// cfgaBodies holds the list of a file's bodies that Build hands FlattenBodies.
type cfgaBodies struct{ bodies []*solidity.Block }

// cfgaBodyBufs lends Build its list of bodies.
var cfgaBodyBufs cfgaSpare[cfgaBodies]

// fileBodies appends the bodies of the functions and modifiers of unit to list.
func fileBodies(list []*solidity.Block, unit *solidity.SourceUnit) []*solidity.Block {
	for _, it := range unit.Items {
		switch d := it.(type) {
		case *solidity.FunctionDefinition:
			list = append(list, d.Body)
		case *solidity.ContractDefinition:
			for _, mem := range d.Members {
				switch mem := mem.(type) {
				case *solidity.FunctionDefinition:
					list = append(list, mem.Body)
				case *solidity.ModifierDefinition:
					list = append(list, mem.Body)
				}
			}
		}
	}
	return list
}

func (m *Model) warnf(format string, args ...any) {
	m.warnings = append(m.warnings, fmt.Sprintf(format, args...))
}

// initFunction sets up fn, zero until then, for the definition d of contract c (nil for a file-level function)
// in file f, with its name, its String and its signature.
func (m *Model) initFunction(fn *Function, d *solidity.FunctionDefinition, c *Contract, f *solidity.File, name, str, sig string) {
	fn.Decl, fn.Contract, fn.File, fn.Name, fn.str, fn.Signature, fn.model = d, c, f, name, str, sig, m
	fn.ctor = fn.isConstructor()
	fn.entry = fn.isEntry()
}

// functionName tells a function's name: its own, or "constructor", "fallback", "receive".
func functionName(d *solidity.FunctionDefinition) string {
	switch d.Kind {
	case solidity.FunctionConstructor:
		return "constructor"
	case solidity.FunctionFallback, solidity.FunctionLegacyFallback:
		return "fallback"
	case solidity.FunctionReceive:
		return "receive"
	}
	return d.Name
}

// appendSignature appends name(type,…) to b, with d's parameter types as written.
func appendSignature(b []byte, name string, d *solidity.FunctionDefinition) []byte {
	b = append(append(b, name...), '(')
	for i, p := range d.Params {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, typeNameString(p.Type)...)
	}
	return append(b, ')')
}

// typeNameString renders a type name compactly, canonicalising uint/int to their 256-bit names.
func typeNameString(t solidity.TypeName) string {
	switch t := t.(type) {
	case *solidity.ElementaryTypeName:
		switch t.Name {
		case "uint":
			return "uint256"
		case "int":
			return "int256"
		case "byte":
			return "bytes1"
		}
		return t.Name
	case *solidity.UserDefinedTypeName:
		return t.Path.String()
	case *solidity.ArrayTypeName:
		return typeNameString(t.Elem) + "[]"
	case *solidity.Mapping:
		return "mapping(" + typeNameString(t.Key) + "=>" + typeNameString(t.Value) + ")"
	case *solidity.FunctionTypeName:
		return "function"
	}
	return "?"
}

// resolveImports matches import paths with the unit's files: relative paths against the importing file's
// directory, other paths by suffix. An import that matches no file is a warning.
func (m *Model) resolveImports() {
	// The files by cleaned path, made at the first import: most single-file units have none.
	var byPath map[string]*solidity.File
	for _, f := range m.Files {
		if f == nil || f.Unit == nil {
			continue
		}
		for _, it := range f.Unit.Items {
			imp, ok := it.(*solidity.ImportDirective)
			if !ok {
				continue
			}
			if byPath == nil {
				byPath = make(map[string]*solidity.File, len(m.Files))
				for _, g := range m.Files {
					if g != nil {
						byPath[path.Clean(strings.ReplaceAll(g.Path, "\\", "/"))] = g
					}
				}
			}
			if target := m.findImport(byPath, f.Path, imp.Path); target != nil {
				if m.imports == nil {
					m.imports = make(map[*solidity.File][]*solidity.File, len(m.Files))
				}
				m.imports[f] = append(m.imports[f], target)
			} else {
				m.warnf("%s:%d: import %q not found among the uploaded files", f.Path, imp.Span.Start.Line, imp.Path)
			}
		}
	}
}

func (m *Model) findImport(byPath map[string]*solidity.File, from, imp string) *solidity.File {
	imp = strings.ReplaceAll(imp, "\\", "/")
	if strings.HasPrefix(imp, "./") || strings.HasPrefix(imp, "../") {
		p := path.Clean(path.Join(path.Dir(strings.ReplaceAll(from, "\\", "/")), imp))
		if f := byPath[p]; f != nil {
			return f
		}
	}
	clean := path.Clean(strings.TrimLeft(imp, "./"))
	var best *solidity.File
	bestLen := -1
	for p, f := range byPath {
		if p == clean || strings.HasSuffix(p, "/"+clean) || strings.HasSuffix(clean, "/"+p) {
			// Several candidates: prefer the shortest path, then the lexically smallest, for determinism.
			if best == nil || len(p) < bestLen || (len(p) == bestLen && p < best.Path) {
				best, bestLen = f, len(p)
			}
		}
	}
	if best == nil {
		// Package-style imports ("@openzeppelin/contracts/x/Y.sol") may be uploaded without their prefix.
		if i := strings.Index(clean, "/"); i > 0 {
			return m.findImport(byPath, from, clean[i+1:])
		}
	}
	return best
}

// Imports returns the files f imports that were found in the unit.
func (m *Model) Imports(f *solidity.File) []*solidity.File { return m.imports[f] }

// lookupContract finds a contract by name as seen from file f: in f itself, then in files it imports
// (transitively), then anywhere in the unit.
func (m *Model) lookupContract(name string, from *solidity.File) *Contract {
	cands := m.ContractsNamed(name)
	switch len(cands) {
	case 0:
		return nil
	case 1:
		return cands[0]
	}
	seen := map[*solidity.File]bool{}
	queue := []*solidity.File{from}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		if seen[f] {
			continue
		}
		seen[f] = true
		for _, c := range cands {
			if c.File == f {
				return c
			}
		}
		queue = append(queue, m.imports[f]...)
	}
	return cands[0]
}

// linearize computes c's C3 linearisation; an impossible hierarchy falls back to a depth-first order with a
// warning.
func (m *Model) linearize(c *Contract) {
	if c.Linearization != nil {
		return
	}
	c.alone[0] = c
	c.Linearization = c.alone[:] // guards against cycles while computing
	var bases []*Contract
	for _, b := range c.Decl.Bases {
		if b == nil || b.Base == nil || len(b.Base.Names) == 0 {
			continue
		}
		bc := m.lookupContract(b.Base.Names[len(b.Base.Names)-1], c.File)
		if bc == nil {
			m.warnf("%s: contract %s: base %s not found", c.File.Path, c.Name, b.Base.String())
			continue
		}
		if bc == c {
			m.warnf("%s: contract %s inherits from itself", c.File.Path, c.Name)
			continue
		}
		m.linearize(bc)
		bases = append(bases, bc)
	}
	if len(bases) == 0 {
		return // the contract alone, as the guard above lists it
	}
	if len(bases) == 1 {
		// C3 with one base takes the contract, then the base's linearisation in its order, but for the contract
		// itself when a cycle put it there.
		out := make([]*Contract, 1, 1+len(bases[0].Linearization))
		out[0] = c
		for _, x := range bases[0].Linearization {
			if x != c {
				out = append(out, x)
			}
		}
		c.Linearization = out
		return
	}
	// Solidity lists bases from most base to most derived; C3 merges them right to left.
	// The merge only takes the heads off the sequences: the bases' linearisations serve as they are.
	seqs := make([][]*Contract, 0, len(bases)+1)
	n := 1 // the most the linearisation can hold
	for i := len(bases) - 1; i >= 0; i-- {
		seqs = append(seqs, bases[i].Linearization)
		n += len(bases[i].Linearization)
	}
	rev := make([]*Contract, len(bases))
	for i, b := range bases {
		rev[len(bases)-1-i] = b
	}
	seqs = append(seqs, rev)
	out := make([]*Contract, 1, n)
	out[0] = c
	for {
		nonEmpty := false
		for _, s := range seqs {
			if len(s) > 0 {
				nonEmpty = true
			}
		}
		if !nonEmpty {
			break
		}
		var head *Contract
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			cand := s[0]
			inTail := false
			for _, t := range seqs {
				for _, x := range t[min(1, len(t)):] {
					if x == cand {
						inTail = true
					}
				}
			}
			if !inTail {
				head = cand
				break
			}
		}
		if head == nil {
			m.warnf("%s: contract %s: inheritance cannot be linearised (C3); using declaration order", c.File.Path, c.Name)
			out = fallbackOrder(c, bases)
			break
		}
		if !containsContract(out, head) {
			out = append(out, head)
		}
		for i, s := range seqs {
			if len(s) > 0 && s[0] == head {
				seqs[i] = s[1:]
			}
		}
	}
	c.Linearization = out
}

func containsContract(list []*Contract, c *Contract) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

func fallbackOrder(c *Contract, bases []*Contract) []*Contract {
	out := []*Contract{c}
	seen := map[*Contract]bool{c: true}
	for i := len(bases) - 1; i >= 0; i-- {
		for _, x := range bases[i].Linearization {
			if !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
	}
	return out
}

// collectMembers fills the resolved members of c from its linearisation, most base first so that derived
// declarations override. c takes from room nvars state variables, room for as many pointers to them, and room for
// 2*nfns pointers to functions.
func (m *Model) collectMembers(c *Contract, room *cfgaMemberRoom, nvars, nfns int) {
	if nvars > 0 {
		c.StateVars, room.varPtrs = room.varPtrs[:0:nvars], room.varPtrs[nvars:]
	}
	// The functions' list is followed by the room for index's one-element lists of them.
	if nfns > 0 {
		c.Functions, room.fns = room.fns[:0:nfns], room.fns[2*nfns:]
	}
	// bySig indexes c.Functions by signature when there may be too many to scan them. Its slots are needed
	// only here: they are borrowed, and given back at the end.
	var bySig cfgaNameSlots
	var spare *cfgaSigSlots
	if nfns > cfgaScanSigs {
		spare = cfgaSigBufs.take()
		bySig = cfgaNameSlotsIn(spare.slots, nfns)
	}
	// sigIndex returns the position of the function with that signature in c.Functions, and the slot of
	// bySig to add it to when there is none.
	sigIndex := func(sig string) (int, uint64, bool) {
		if bySig.slots != nil {
			h := bySig.first(sig)
			for ; bySig.slots[h] != 0; h = bySig.next(h) {
				if j := int(bySig.slots[h] - 1); c.Functions[j].Signature == sig {
					return j, h, true
				}
			}
			return 0, h, false
		}
		for j, f := range c.Functions {
			if f.Signature == sig {
				return j, 0, true
			}
		}
		return 0, 0, false
	}
	for i := len(c.Linearization) - 1; i >= 0; i-- {
		base := c.Linearization[i]
		k, km, kv := 0, 0, 0 // the positions of the next function, modifier and state variable among base's
		for _, it := range base.Decl.Members {
			switch d := it.(type) {
			case *solidity.StateVariableDeclaration:
				c.StateVars = append(c.StateVars, base.varFor(d, kv))
				kv++
			case *solidity.FunctionDefinition:
				fn := base.declaredFor(d, k)
				k++
				if j, h, ok := sigIndex(fn.Signature); ok && fn.Decl.Body != nil {
					c.Functions[j] = fn
				} else if !ok {
					c.Functions = append(c.Functions, fn)
					if bySig.slots != nil {
						bySig.slots[h] = int32(len(c.Functions))
					}
				}
			case *solidity.ModifierDefinition:
				mod := base.modifierFor(d, km)
				km++
				if old := c.Modifiers[d.Name]; old == nil || d.Body != nil {
					if c.Modifiers == nil {
						c.Modifiers = map[string]*Modifier{}
					}
					c.Modifiers[d.Name] = mod
				}
			case *solidity.EventDefinition:
				setMember(&c.Events, d.Name, d)
			case *solidity.StructDefinition:
				setMember(&c.Structs, d.Name, d)
			case *solidity.EnumDefinition:
				setMember(&c.Enums, d.Name, d)
			case *solidity.UsingDirective:
				c.Using = append(c.Using, d)
			}
		}
	}
	if spare != nil {
		spare.slots = bySig.slots
		cfgaSigBufs.give(spare)
	}
}

// collectAll fills the members of every contract once they are linearised. The state variables of all the
// hierarchies are allocated together, and so are the lists of them and of functions: each contract's are counted
// first.
func (m *Model) collectAll() {
	scratch := cfgaCountBufs.take()
	counts := slices.Grow(scratch.counts[:0], 2*len(m.Contracts))[:2*len(m.Contracts)]
	nvars, nown, nfns := 0, 0, 0
	for i, c := range m.Contracts {
		v, f := 0, 0
		for _, base := range c.Linearization {
			for _, it := range base.Decl.Members {
				switch it.(type) {
				case *solidity.StateVariableDeclaration:
					v++
					if base == c {
						nown++
					}
				case *solidity.FunctionDefinition:
					f++
				}
			}
		}
		counts[2*i], counts[2*i+1] = int32(v), int32(f)
		nvars, nfns = nvars+v, nfns+f
	}
	var room cfgaMemberRoom
	if nvars > 0 {
		// One StateVar per declaration, each contract's own from its varsAt on: every contract that inherits a
		// variable lists its declaring contract's, so every scope names the same one and the analyses compare
		// them by pointer.
		own := cfgaTakeArray(&cfgaStateVarArrays, nown)
		n := 0
		for _, c := range m.Contracts {
			c.varsAt = int32(n)
			for _, it := range c.Decl.Members {
				if d, ok := it.(*solidity.StateVariableDeclaration); ok {
					own[n] = StateVar{Decl: d, Contract: c, Name: d.Name}
					n++
				}
			}
		}
		room.varPtrs = cfgaTakeArray(&cfgaVarPtrArrays, nvars)
		m.kept.vars, m.kept.varPtrs = own, room.varPtrs
	}
	if nfns > 0 {
		room.fns = cfgaTakeArray(&cfgaFuncPtrArrays, 2*nfns)
		m.kept.fns = room.fns
	}
	fns := room.fns
	for i, c := range m.Contracts {
		m.collectMembers(c, &room, int(counts[2*i]), int(counts[2*i+1]))
	}
	// The members' tables are indexed once all are collected, and their entries and slots are allocated
	// together too. Each contract's functions are followed by the room for index's lists of them.
	nentries, nslots := 0, 0
	for _, c := range m.Contracts {
		n := c.memberCount()
		nentries += n
		nslots += cfgaSlotsFor(n)
	}
	var tables cfgaTableRoom
	if nentries > 0 {
		tables.list, tables.slots = cfgaTakeArray(&cfgaMemberArrays, nentries), make([]int32, nslots)
		m.kept.members = tables.list
	}
	for i, c := range m.Contracts {
		nf := int(counts[2*i+1])
		c.index(fns[nf:2*nf:2*nf], &tables)
		fns = fns[2*nf:]
	}
	scratch.counts = counts[:0]
	cfgaCountBufs.give(scratch)
}

// cfgaTableRoom holds the entries and slots of the members' tables, to be handed out by index.
type cfgaTableRoom struct {
	list  []cfgaMember
	slots []int32
}

// cfgaCounts holds the counts of collectAll.
type cfgaCounts struct{ counts []int32 }

// cfgaCountBufs lends collectAll its counts.
var cfgaCountBufs cfgaSpare[cfgaCounts]

// cfgaMemberRoom holds what collectAll hands collectMembers.
type cfgaMemberRoom struct {
	varPtrs []*StateVar
	fns     []*Function
}

// cfgaSigSlots holds the slots collectMembers indexes a contract's functions by signature with.
type cfgaSigSlots struct{ slots []int32 }

// cfgaSigBufs lends collectMembers its slots.
var cfgaSigBufs cfgaSpare[cfgaSigSlots]

// cfgaScanSigs is the number of functions up to which collectMembers finds a signature by scanning them.
const cfgaScanSigs = 16

// declaredFor returns the Function value for d, the k-th function declaration of c's body. The Functions of c's
// body are made by declareAll, in its order, so d's is Declared[k]; the scan is a safeguard.
func (c *Contract) declaredFor(d *solidity.FunctionDefinition, k int) *Function {
	if k < len(c.Declared) && c.Declared[k].Decl == d {
		return c.Declared[k]
	}
	for _, f := range c.Declared {
		if f.Decl == d {
			return f
		}
	}
	return nil
}

// varFor returns the StateVar of d, the k-th state variable declaration of c's body: the k-th of c's own in the
// model's; the scan is a safeguard.
func (c *Contract) varFor(d *solidity.StateVariableDeclaration, k int) *StateVar {
	vars := c.model.kept.vars
	if i := int(c.varsAt) + k; i < len(vars) && vars[i].Decl == d {
		return &vars[i]
	}
	for i := range vars {
		if vars[i].Decl == d {
			return &vars[i]
		}
	}
	return nil
}

// modifierFor returns the Modifier value for d, the k-th modifier declaration of c's body: the k-th of c's own in
// the model's; the scan is a safeguard.
func (c *Contract) modifierFor(d *solidity.ModifierDefinition, k int) *Modifier {
	mods := c.model.mods
	if i := int(c.modsAt) + k; i < len(mods) && mods[i].Decl == d {
		return &mods[i]
	}
	for i := range mods {
		if mods[i].Decl == d {
			return &mods[i]
		}
	}
	return nil
}

// declareAll makes the Functions of the contracts' bodies (Declared), once the pragmas are known: one array holds
// those of the whole unit, one list their pointers, and one string their Strings (C.name()) and signatures
// (name(type,…)). It makes their Modifier values too, in one array, each contract's in its body's order: every
// declaration has one, shared by the contracts that inherit it.
func (m *Model) declareAll() {
	// One walk over the members finds the functions and the modifiers. Each function's String and then its
	// signature are laid out in a buffer shared by the models, then copied into one string: ends tells where each
	// ends. A signature without parameters is the end of the String. The declarations are kept in order, with
	// each contract's number of functions, so that making the Functions walks them alone.
	scratch := cfgaDeclBufs.take()
	buf, ends, decls, mods, counts := scratch.buf[:0], scratch.ends[:0], scratch.decls[:0], scratch.mods[:0], scratch.counts[:0]
	for _, c := range m.Contracts {
		c.modsAt = int32(len(mods))
		first := len(decls)
		for _, it := range c.Decl.Members {
			switch d := it.(type) {
			case *solidity.FunctionDefinition:
				name := functionName(d)
				buf = append(append(append(append(buf, c.Name...), '.'), name...), "()"...)
				ends = append(ends, int32(len(buf)))
				if len(d.Params) > 0 {
					buf = appendSignature(buf, name, d)
				}
				ends = append(ends, int32(len(buf)))
				decls = append(decls, d)
			case *solidity.ModifierDefinition:
				mods = append(mods, d)
			}
		}
		counts = append(counts, int32(len(decls)-first))
	}
	if len(mods) > 0 {
		m.mods = make([]Modifier, len(mods))
		// Contract k's modifiers are those from its modsAt to the next contract's.
		for k, c := range m.Contracts {
			to := len(mods)
			if k+1 < len(m.Contracts) {
				to = int(m.Contracts[k+1].modsAt)
			}
			for i := int(c.modsAt); i < to; i++ {
				m.mods[i] = Modifier{Decl: mods[i], Contract: c}
			}
		}
	}
	var slab []Function
	if n := len(decls); n > 0 {
		all := string(buf)
		slab = cfgaTakeArray(&cfgaFunctionArrays, n)
		m.kept.funcs = slab
		i, from := 0, int32(0)
		for k, c := range m.Contracts {
			for _, d := range decls[i : i+int(counts[k])] {
				strEnd, sigEnd := ends[2*i], ends[2*i+1]
				sig := all[strEnd:sigEnd]
				if sigEnd == strEnd {
					sig = all[from+int32(len(c.Name))+1 : strEnd]
				}
				m.initFunction(&slab[i], d, c, c.File, functionName(d), all[from:strEnd], sig)
				from = sigEnd
				i++
			}
		}
	}
	m.listFunctions(slab, counts)
	// The scratch is lent to other models: it keeps no syntax of this one.
	clear(decls)
	clear(mods)
	scratch.buf, scratch.ends, scratch.decls, scratch.mods, scratch.counts = buf[:0], ends[:0], decls[:0], mods[:0], counts[:0]
	cfgaDeclBufs.give(scratch)
}

// cfgaDeclScratch holds the buffers declareAll lays the Strings and signatures of the functions out in, and
// its lists of the declarations and of the contracts' numbers of functions.
type cfgaDeclScratch struct {
	buf    []byte
	ends   []int32
	decls  []*solidity.FunctionDefinition
	mods   []*solidity.ModifierDefinition
	counts []int32
}

// cfgaDeclBufs lends declareAll its buffers.
var cfgaDeclBufs cfgaSpare[cfgaDeclScratch]

// ReadState returns the state variables c's own functions (with their modifiers) read.
func (c *Contract) ReadState() map[*StateVar]bool {
	c.readsOnce.Do(func() {
		c.reads = map[*StateVar]bool{}
		for _, f := range c.Declared {
			if f.Decl.Body == nil {
				continue
			}
			for _, n := range f.CFG().Nodes {
				for _, r := range n.Reads() {
					c.reads[r.Var] = true
				}
			}
		}
	})
	return c.reads
}

// StateVar returns the state variable visible in c by that name (the most derived), or nil.
func (c *Contract) StateVar(name string) *StateVar {
	if e := c.members.find(name); e != nil && e.sym.Kind == SymState {
		return e.sym.State
	}
	return nil
}

// FunctionsNamed returns the visible functions with that name, most derived implementation per signature.
func (c *Contract) FunctionsNamed(name string) []*Function {
	if e := c.members.find(name); e != nil {
		switch e.sym.Kind {
		case SymFunction:
			return e.sym.Funcs
		case SymState:
			return c.members.shadowed[name]
		}
	}
	return nil
}

// cfgaMember is what a name refers to among a contract's members: the state variable and the functions of
// that name, and the symbol the name resolves to in the contract's functions when no variable of the function
// has it, as far as the members decide it: a state variable, then a function, a modifier, an event, a struct,
// an enum. One table of them serves StateVar, FunctionsNamed and Scope.Resolve, where three would be built. The
// state variable and the functions of the name are the symbol's, which they decide, but for the functions a
// state variable of their name shadows, kept apart (see cfgaMembers).
type cfgaMember struct {
	name string
	sym  Symbol // SymUnknown when no member decides it
}

// cfgaNameSlots is an open-addressing table, with linear probing, of 1 + the positions of named things in a
// list (0 for an empty slot), at least twice as large as the list can grow. It costs less than a map, which
// stores the names again and hashes through their interface.
type cfgaNameSlots struct {
	slots []int32
	shift uint8 // 64 - log2(len(slots)): a slot is numbered by the top bits of the hash
}

// cfgaNewNameSlots returns an empty table for a list of at most n things.
func cfgaNewNameSlots(n int) cfgaNameSlots { return cfgaNameSlotsIn(nil, n) }

// cfgaSlotsFor returns the number of slots of a table for a list of at most n things, cfgaSlotsShift its shift.
func cfgaSlotsFor(n int) int {
	size := 8
	for size < 2*n {
		size *= 2
	}
	return size
}

func cfgaSlotsShift(n int) uint8 {
	return uint8(64 - bits.TrailingZeros(uint(cfgaSlotsFor(n))))
}

// cfgaNameSlotsIn returns an empty table for a list of at most n things, in buf's array when it is large enough.
func cfgaNameSlotsIn(buf []int32, n int) cfgaNameSlots {
	size, shift := cfgaSlotsFor(n), cfgaSlotsShift(n)
	if cap(buf) < size {
		return cfgaNameSlots{slots: make([]int32, size), shift: shift}
	}
	buf = buf[:size]
	clear(buf)
	return cfgaNameSlots{slots: buf, shift: shift}
}

// first returns the slot where the search for name starts; next the slot after h. A search goes on until the
// slot holds the name sought or is empty, where the name goes. The hash is of the whole name, with a seed of the
// process: an upload's names do not pile up in a slot, which would make every look-up scan them all.
func (t *cfgaNameSlots) first(name string) uint64 {
	return cfgaHashString(name) >> t.shift
}
func (t *cfgaNameSlots) next(h uint64) uint64 { return (h + 1) & uint64(len(t.slots)-1) }

// cfgaMembers finds a contract's members by name.
type cfgaMembers struct {
	list []cfgaMember
	cfgaNameSlots
	// shadowed holds the functions of the names a state variable also has (nil while there are none, as in most
	// contracts).
	shadowed map[string][]*Function
}

// find returns the entry of name, or nil.
func (t *cfgaMembers) find(name string) *cfgaMember {
	if len(t.slots) == 0 {
		return nil
	}
	for h := t.first(name); t.slots[h] != 0; h = t.next(h) {
		if e := &t.list[t.slots[h]-1]; e.name == name {
			return e
		}
	}
	return nil
}

// entry returns the entry of name, adding it; list has room for it.
func (t *cfgaMembers) entry(name string) *cfgaMember {
	h := t.first(name)
	for ; t.slots[h] != 0; h = t.next(h) {
		if e := &t.list[t.slots[h]-1]; e.name == name {
			return e
		}
	}
	// The list is made with room for every entry and zeroed, and entries are never removed: the new one is
	// zero but for its name.
	t.list = t.list[:len(t.list)+1]
	e := &t.list[len(t.list)-1]
	e.name = name
	t.slots[h] = int32(len(t.list))
	return e
}

// setMember sets (*members)[name], making the map on first use: most contracts have no events, structs or
// enums, and their maps stay nil.
func setMember[T any](members *map[string]T, name string, d T) {
	if *members == nil {
		*members = map[string]T{}
	}
	(*members)[name] = d
}

// memberCount tells how many names the members' table of c may hold, once the members are known.
func (c *Contract) memberCount() int {
	return len(c.StateVars) + len(c.Functions) + len(c.Modifiers) + len(c.Events) + len(c.Structs) + len(c.Enums)
}

// index builds the by-name lookups once the members are known, taking the table's entries and slots from room;
// one has room for as many functions as c.Functions holds.
func (c *Contract) index(one []*Function, room *cfgaTableRoom) {
	n := c.memberCount()
	if n == 0 {
		return // an empty table, which finds nothing
	}
	size, shift := cfgaSlotsFor(n), cfgaSlotsShift(n)
	c.members = cfgaMembers{list: room.list[:0:n], cfgaNameSlots: cfgaNameSlots{slots: room.slots[:size:size], shift: shift}}
	room.list, room.slots = room.list[n:], room.slots[size:]
	// Lowest precedence first: a later kind overrides an earlier one of the same name.
	for name, d := range c.Enums {
		if d != nil {
			c.members.entry(name).sym = kindSymbols[SymEnum]
		}
	}
	for name, d := range c.Structs {
		if d != nil {
			c.members.entry(name).sym = kindSymbols[SymStruct]
		}
	}
	for name, d := range c.Events {
		if d != nil {
			c.members.entry(name).sym = kindSymbols[SymEvent]
		}
	}
	for name, md := range c.Modifiers {
		if md != nil {
			c.members.entry(name).sym = kindSymbols[SymModifier]
		}
	}
	// Most names have one function: its list is a one-element window of a shared array, which an overload's
	// append then copies.
	for i, f := range c.Functions {
		if e := c.members.entry(f.Name); e.sym.Kind == SymFunction {
			e.sym.Funcs = append(e.sym.Funcs, f)
		} else {
			one[i] = f
			e.sym = Symbol{Kind: SymFunction, Funcs: one[i : i+1 : i+1]}
		}
	}
	for _, v := range c.StateVars {
		// Later (more derived) declarations win.
		e := c.members.entry(v.Name)
		if e.sym.Kind == SymFunction {
			if c.members.shadowed == nil {
				c.members.shadowed = map[string][]*Function{}
			}
			c.members.shadowed[v.Name] = e.sym.Funcs
		}
		e.sym = Symbol{Kind: SymState, State: v}
	}
}

// Inherits reports whether base is c or one of c's bases.
func (c *Contract) Inherits(base *Contract) bool {
	for _, x := range c.Linearization {
		if x == base {
			return true
		}
	}
	return false
}

// freeSymbols indexes the symbols of the file-level functions by name (a name with functions only). The symbols
// are shared: callers copy them.
func (m *Model) freeSymbols() map[string]*Symbol {
	m.freeOnce.Do(m.indexFree)
	return m.freeSyms
}

// indexFree computes freeSymbols. The symbols are allocated together, one per name at most.
func (m *Model) indexFree() {
	if len(m.FreeFunctions) == 0 {
		return
	}
	m.freeSyms = make(map[string]*Symbol, len(m.FreeFunctions))
	syms := make([]Symbol, 0, len(m.FreeFunctions))
	for _, f := range m.FreeFunctions {
		if sym := m.freeSyms[f.Name]; sym != nil {
			sym.Funcs = append(sym.Funcs, f)
		} else {
			syms = append(syms, Symbol{Kind: SymFunction, Funcs: []*Function{f}})
			m.freeSyms[f.Name] = &syms[len(syms)-1]
		}
	}
}

// Derived returns the contracts of the unit that inherit from c (c included), in model order.
func (c *Contract) Derived() []*Contract {
	m := c.model
	m.derivedOnce.Do(m.listDerived)
	if c.derivedAt == c.derivedEnd {
		return nil
	}
	return m.derived[c.derivedAt:c.derivedEnd:c.derivedEnd]
}

// HierarchyBodies yields the functions with a body declared in c and in the contracts that inherit from it: the
// only ones whose statements can name c's state variables and internal functions. Asking them rather than every
// body of the unit keeps a question about one variable from growing with the unit.
func (c *Contract) HierarchyBodies() iter.Seq[*Function] {
	return func(yield func(*Function) bool) {
		for _, d := range c.Derived() {
			for _, f := range d.Declared {
				if f.Decl.Body != nil && !yield(f) {
					return
				}
			}
		}
	}
}

// listDerived lays out the lists of Derived one after the other, in the order of the contracts: each list is
// counted, then filled from the last contract back, so that it comes in model order.
func (m *Model) listDerived() {
	n := int32(0)
	for _, x := range m.Contracts {
		for i, base := range x.Linearization {
			// A linearisation names each contract once (see linearize); looking through the few before
			// costs less than a set per contract.
			if !containsContract(x.Linearization[:i], base) {
				base.derivedEnd++
				n++
			}
		}
	}
	end := int32(0)
	for _, c := range m.Contracts {
		end += c.derivedEnd
		c.derivedAt, c.derivedEnd = end, end
	}
	m.derived = make([]*Contract, n)
	for k := len(m.Contracts) - 1; k >= 0; k-- {
		x := m.Contracts[k]
		for i, base := range x.Linearization {
			if !containsContract(x.Linearization[:i], base) {
				base.derivedAt--
				m.derived[base.derivedAt] = x
			}
		}
	}
}

// AllFunctions returns every function of the unit with a body-bearing declaration: each contract's declared
// functions, then the file-level ones. The order is deterministic. The slice is shared: do not modify it.
func (m *Model) AllFunctions() []*Function {
	n := len(m.funcs)
	return m.funcs[:n:n]
}

// Bodies returns the functions of AllFunctions that have a body, in the same order. The slice is shared: do not
// modify it.
func (m *Model) Bodies() []*Function {
	if m.nbodies == 0 {
		return nil
	}
	a, b := len(m.funcs), len(m.funcs)+int(m.nbodies)
	return m.funcs[a:b:b]
}

// Entries returns the functions of Bodies that an outside caller can invoke (IsEntry), in the same order. The
// slice is shared: do not modify it.
func (m *Model) Entries() []*Function {
	a, b := len(m.funcs)+int(m.nbodies), cap(m.funcs)
	if a == b {
		return nil
	}
	return m.funcs[a:b:b]
}

// listFunctions lays out the function lists, which detectors ask for many times, as declareAll makes the
// functions: declared, the contracts' functions, in the order of the contracts (counts[k] of them for contract
// k), then the file-level ones. The list of functions and those of bodies and entries are counted, then laid out
// in one array, where each contract's Declared is a window.
func (m *Model) listFunctions(declared []Function, counts []int32) {
	n, nbodies, nentries := len(declared)+len(m.FreeFunctions), 0, 0
	count := func(f *Function) {
		if f.Decl.Body != nil {
			nbodies++
			if f.IsEntry() {
				nentries++
			}
		}
	}
	for i := range declared {
		count(&declared[i])
	}
	for _, f := range m.FreeFunctions {
		count(f)
	}
	all := make([]*Function, n, n+nbodies+nentries)
	for i := range declared {
		all[i] = &declared[i]
	}
	copy(all[len(declared):], m.FreeFunctions)
	at := int32(0)
	for k, c := range m.Contracts {
		if to := at + counts[k]; to > at {
			c.Declared = all[at:to:to]
			at = to
		}
	}
	m.funcs, m.nbodies = all, int32(nbodies)
	for i, f := range all {
		f.id = int32(i)
	}
	// Bodies and Entries are filled in place, in the array's room after AllFunctions.
	bodies, entries := all[n:n:n+nbodies], all[n+nbodies:n+nbodies:cap(all)]
	for _, f := range all {
		if f.Decl.Body != nil {
			bodies = append(bodies, f)
			if f.IsEntry() {
				entries = append(entries, f)
			}
		}
	}
}

// Pragma returns the compiler version range f's pragmas allow (AnyVersion when there is none).
func (m *Model) Pragma(f *solidity.File) VersionRange {
	if i := m.filePos(f); i >= 0 {
		return m.pragmas[i]
	}
	return AnyVersion()
}

// pragmaScan is the number of files up to which filePos finds a file by scanning Files: most units have one.
const pragmaScan = 8

// filePos returns the position of f in Files (the first, should it be there twice), or -1.
func (m *Model) filePos(f *solidity.File) int {
	if m.fileAt != nil {
		if i, ok := m.fileAt[f]; ok {
			return int(i)
		}
		return -1
	}
	for i, g := range m.Files[:len(m.pragmas)] {
		if g == f {
			return i
		}
	}
	return -1
}

// Checked reports whether arithmetic in f is checked by the compiler: every version f's pragma allows is 0.8
// or later.
func (m *Model) Checked(f *solidity.File) bool {
	r := m.Pragma(f)
	return !r.Unknown() && !r.AllowsBelow(0, 8)
}
