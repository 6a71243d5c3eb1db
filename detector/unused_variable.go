package detector

import (
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnusedVariable reports state variables, parameters and locals whose value is never read.
var UnusedVariable = &Detector{
	ID:    "unused-variable",
	Title: "Unused variable",
	Description: "A non-public state variable, a function parameter or a local variable is declared (and perhaps " +
		"written) but its value is never read. It costs gas and storage, and often marks an unfinished or " +
		"mistaken piece of logic: the value was meant to be used somewhere.",
	Recommendation: "Remove the variable, or use it where it was meant to be used. An unused parameter that must " +
		"stay for the interface can be left unnamed.",
	Severity:   vigil.SeverityInformational,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-131",
	CWE:        "CWE-1164",
	Requires:   []Requirement{RequireSymbols},
	Run:        runUnusedVariable,
}

func runUnusedVariable(p *Pass) error {
	m := p.Model
	u := newUnusedScan(m)
	defer u.release()
	// Each function body is walked once for both questions: which state variables it reads, and which of its
	// own parameters and locals it reads. Its unused locals are reported after the state variables.
	unused := u.unused
	for _, f := range bodies(m) {
		unused = u.scanFunction(f, unused)
	}
	for _, c := range m.Contracts {
		for _, it := range c.Decl.Members {
			if md, ok := it.(*solidity.ModifierDefinition); ok && md.Body != nil {
				// The modifier the contract's code resolves that name to, when it is this one.
				if mod := c.Modifiers[md.Name]; mod != nil && mod.Decl.Body == md.Body {
					u.scanModifier(mod)
				}
			}
		}
	}
	// Initial values of state variables and base constructor arguments read state by name in their contract.
	for _, c := range m.Contracts {
		u.scanContractExprs(c)
	}
	for _, c := range m.Contracts {
		if c.Kind == solidity.KindInterface {
			continue
		}
		for _, v := range c.StateVars {
			if v.Contract != c || v.Decl.Visibility == solidity.VisibilityPublic || u.stateRead[v.Decl] || u.yulNames[v.Name] {
				continue
			}
			if c.Kind == solidity.KindLibrary && v.Decl.Visibility != solidity.VisibilityPrivate {
				// A library's constants are part of what it offers to code outside the unit.
				continue
			}
			if storageGap(c, v) {
				continue
			}
			r := Report{Contract: c, At: v.Decl}
			if v.Decl.Visibility != solidity.VisibilityPrivate && c.Decl.Abstract {
				// A contract outside the unit may inherit it and read the variable.
				r.Confidence = vigil.ConfidenceMedium
			}
			msg := append(append(append(p.message(), c.Name...), '.'), v.Name...)
			msg = appendArticle(append(msg, " is "...), visibilityWord(v.Decl.Visibility))
			p.reportMessage(r, append(msg, " state variable that is never read"...))
		}
	}
	for _, l := range unused {
		msg := append(p.message(), funcLabel(l.f)...)
		switch {
		case l.stmt == nil:
			msg = append(append(msg, " never uses its parameter "...), l.v.Name...)
		case l.stmt.Value != nil:
			msg = append(append(append(msg, " assigns the local variable "...), l.v.Name...), " but never reads it"...)
		default:
			msg = append(append(append(msg, " declares the local variable "...), l.v.Name...), " but never reads it"...)
		}
		p.reportMessage(Report{Function: l.f, At: l.v}, msg)
	}
	u.unused = unused
	return nil
}

// unusedLocal is a parameter (stmt nil) or a local variable of f that is never read.
type unusedLocal struct {
	f    *analysis.Function
	v    *solidity.VariableDeclaration
	stmt *solidity.VariableDeclarationStatement
}

// unusedScan walks the code of a unit once for what unused-variable needs: the state variables it reads, the
// parameters and locals each function reads, and the names inline assembly uses. An identifier is read unless
// it is the target of a plain assignment or of delete (the indexes inside such a target are read).
type unusedScan struct {
	model     *analysis.Model
	stateRead map[*solidity.StateVariableDeclaration]bool // by declaration: each contract has its own view
	yulNames  map[string]bool                             // identifiers used in inline assembly anywhere, by base name
	// contractLens is the set of the lengths of the unit's contract names (see lenBit): most member accesses
	// (msg.sender, token.transfer) are then told from Contract.member without a lookup.
	contractLens uint64

	// The code being walked: a body of fn or mod, whose scope sc is only fetched when a name needs resolving.
	// In a body (inBody), member accesses may be qualified state reads, writes through a storage reference use
	// it, and declarations and assembly names are recorded; modifier arguments only read. initOf is set
	// instead for a contract's initial values and base arguments, where a name is the state variable of that
	// name.
	fn     *analysis.Function
	mod    *analysis.Modifier
	sc     *analysis.Scope
	inBody bool
	initOf *analysis.Contract
	// want lists the visible state variables of the scope's contract (wantOf) whose reads matter: those not
	// public, and not yet known to be read; wantLens is the set of the lengths of their names, wantEnds that of
	// their first and last bytes (endsBit). Bodies come contract by contract.
	want     []*analysis.StateVar
	wantLens uint64
	wantEnds uint64
	wantOf   *analysis.Contract
	locals   localScopes
	fnYul    []string // the names the function's assembly uses
	step     func(solidity.Node) bool
	unused   []unusedLocal // runUnusedVariable's list, kept with the rest
}

// unusedScans recycles the scans of runUnusedVariable: their maps and lists are kept from one unit to the next,
// rather than grown again for every unit.
var unusedScans = sync.Pool{New: func() any {
	u := &unusedScan{stateRead: map[*solidity.StateVariableDeclaration]bool{}, yulNames: map[string]bool{}}
	u.step = u.newStep()
	return u
}}

func newUnusedScan(m *analysis.Model) *unusedScan {
	u := unusedScans.Get().(*unusedScan)
	u.model = m
	for _, c := range m.Contracts {
		u.contractLens |= lenBit(c.Name)
	}
	return u
}

// release empties u, keeping its storage but nothing of the unit, and returns it to unusedScans.
func (u *unusedScan) release() {
	clear(u.stateRead)
	clear(u.yulNames)
	u.model, u.contractLens, u.fn, u.mod, u.sc, u.initOf, u.wantOf = nil, 0, nil, nil, nil, nil, nil
	u.want, u.wantLens, u.wantEnds = u.want[:0], 0, 0
	clear(u.want[:cap(u.want)])
	clear(u.fnYul[:cap(u.fnYul)])
	clear(u.unused[:cap(u.unused)])
	u.fnYul, u.unused = u.fnYul[:0], u.unused[:0]
	u.locals.reset(nil)
	clear(u.locals.params[:cap(u.locals.params)])
	clear(u.locals.locals[:cap(u.locals.locals)])
	unusedScans.Put(u)
}

// enter prepares the scan of the body of fn or mod, declared in contract c (nil for a file-level function).
func (u *unusedScan) enter(fn *analysis.Function, mod *analysis.Modifier, c *analysis.Contract) {
	u.fn, u.mod, u.sc, u.inBody, u.initOf = fn, mod, nil, true, nil
	if c != u.wantOf || c == nil {
		u.wantOf = c
		u.want, u.wantLens, u.wantEnds = u.want[:0], 0, 0
		if c != nil {
			for _, v := range c.StateVars {
				if v.Decl.Visibility != solidity.VisibilityPublic && c.StateVar(v.Name) == v && !u.stateRead[v.Decl] {
					u.want = append(u.want, v)
					u.wantLens |= lenBit(v.Name)
					u.wantEnds |= endsBit(v.Name)
				}
			}
		}
	}
}

// scope returns the scope of the body being walked.
func (u *unusedScan) scope() *analysis.Scope {
	if u.sc == nil {
		if u.fn != nil {
			u.sc = u.fn.Scope()
		} else {
			u.sc = u.mod.Scope()
		}
	}
	return u.sc
}

// scanModifier records the state variables and assembly names a modifier body reads.
func (u *unusedScan) scanModifier(md *analysis.Modifier) {
	u.enter(nil, md, md.Contract)
	u.locals.reset(nil)
	u.scanBody(md.Decl.Body)
}

// scanFunction records the state variables and assembly names f reads, and appends to unused the parameters
// and locals f never reads.
func (u *unusedScan) scanFunction(f *analysis.Function, unused []unusedLocal) []unusedLocal {
	d := f.Decl
	u.enter(f, nil, f.Contract)
	u.locals.reset(d)
	u.fnYul = u.fnYul[:0]
	u.scanBody(d.Body)
	u.inBody = false
	for _, inv := range d.Modifiers {
		for _, a := range inv.Args {
			u.walk(a)
		}
	}
	ls := &u.locals
	// Parameters: only where the signature is the function's own choice, and the body does something.
	if !d.Virtual && d.Override == nil && len(d.Body.Stmts) > 0 && f.Contract != nil && f.Contract.Kind != solidity.KindInterface {
		for _, prm := range d.Params {
			if prm != nil && prm.Name != "" && !ls.paramRead(prm) && !u.inFnYul(prm.Name) {
				unused = append(unused, unusedLocal{f: f, v: prm})
			}
		}
	}
	for i := range ls.locals {
		if l := &ls.locals[i]; !l.read && !u.inFnYul(l.v.Name) {
			unused = append(unused, unusedLocal{f: f, v: l.v, stmt: l.stmt})
		}
	}
	return unused
}

// scanBody walks a function or modifier body as solidity.Preorder(body, u.step) would, with u.inBody set: a
// loop over the body's flat form, with what step does at each node written in it, costs less than a call back
// per node. The value of a plain assignment is walked in place, its nodes following those of the target.
func (u *unusedScan) scanBody(body *solidity.Block) {
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len(); i++ {
		switch x := nodes.At(i).(type) {
		case *solidity.Identifier:
			// Most names have the length of no unread parameter or local, nor of a wanted state variable: read
			// has nothing to do.
			if (u.wantLens|u.locals.unread)&lenBit(x.Name) != 0 {
				u.read(x)
			}
		case *solidity.MemberAccess:
			if id, ok := x.X.(*solidity.Identifier); ok && id != nil && u.contractLens&lenBit(id.Name) != 0 {
				u.member(x)
			}
		case *solidity.AssignExpr:
			if x.Op != "=" {
				continue
			}
			u.lvalue(x.LHS)
			if x.LHS != nil && i+1 < nodes.Len() && nodes.At(i+1) == solidity.Node(x.LHS) {
				i = nodes.End(i+1) - 1 // on with the value, after the target
			} else {
				u.walk(x.RHS)
				i = nodes.End(i) - 1
			}
		case *solidity.UnaryExpr:
			if x.Op == "delete" {
				u.lvalue(x.X)
				i = nodes.End(i) - 1
			}
		case *solidity.Block:
			u.locals.open(x.Span.End.Offset)
		case *solidity.ForStatement:
			u.locals.open(x.Span.End.Offset)
		case *solidity.VariableDeclarationStatement:
			u.locals.declare(x)
		case *solidity.YulIdentifier:
			u.yul(x)
		}
	}
}

// scanContractExprs records the state variables c's initial values and base constructor arguments read.
func (u *unusedScan) scanContractExprs(c *analysis.Contract) {
	u.fn, u.mod, u.sc, u.inBody, u.initOf = nil, nil, nil, false, c
	u.locals.reset(nil)
	for _, it := range c.Decl.Members {
		if sv, ok := it.(*solidity.StateVariableDeclaration); ok && sv.Value != nil {
			u.walk(sv.Value)
		}
	}
	for _, base := range c.Decl.Bases {
		for _, a := range base.Args {
			u.walk(a)
		}
	}
}

// walk visits n and everything under it as solidity.Preorder(n, u.step) would. The kinds of node most code
// is made of are walked here directly, which spares a call through a function value for each; any other
// kind, with everything under it, goes through Preorder.
func (u *unusedScan) walk(n solidity.Node) {
	switch x := n.(type) {
	case *solidity.Identifier:
		if x != nil {
			u.read(x)
		}
	case *solidity.MemberAccess:
		if x != nil {
			u.member(x)
			u.walk(x.X)
		}
	case *solidity.CallExpr:
		if x != nil {
			u.walk(x.Fun)
			for _, a := range x.Args {
				u.walk(a)
			}
		}
	case *solidity.BinaryExpr:
		if x != nil {
			u.walk(x.X)
			u.walk(x.Y)
		}
	case *solidity.IndexAccess:
		if x != nil {
			u.walk(x.X)
			u.walk(x.Index)
		}
	case *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
	case *solidity.ExpressionStatement:
		if x != nil {
			u.walk(x.X)
		}
	case *solidity.Block:
		if x != nil {
			u.step(x)
			for _, st := range x.Stmts {
				u.walk(st)
			}
		}
	case *solidity.IfStatement:
		if x != nil {
			u.walk(x.Cond)
			u.walk(x.Then)
			u.walk(x.Else)
		}
	case *solidity.ReturnStatement:
		if x != nil {
			u.walk(x.Value)
		}
	default:
		if n != nil {
			solidity.Preorder(n, u.step)
		}
	}
}

// newStep returns step, what the walks do at a node: a function literal, which Preorder calls directly, where
// a method value (u.node) would go through a wrapper at every node.
func (u *unusedScan) newStep() func(solidity.Node) bool {
	return func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.Identifier:
			u.read(x)
		case *solidity.MemberAccess:
			u.member(x)
		case *solidity.AssignExpr:
			if x.Op != "=" {
				return true
			}
			u.lvalue(x.LHS)
			u.walk(x.RHS)
			return false
		case *solidity.UnaryExpr:
			if x.Op == "delete" {
				u.lvalue(x.X)
				return false
			}
		case *solidity.Block:
			if u.inBody {
				u.locals.open(x.Span.End.Offset)
			}
		case *solidity.ForStatement:
			if u.inBody {
				u.locals.open(x.Span.End.Offset)
			}
		case *solidity.VariableDeclarationStatement:
			if u.inBody {
				u.locals.declare(x)
			}
		case *solidity.YulIdentifier:
			if u.inBody {
				u.yul(x)
			}
		}
		return true
	}
}

// lvalue walks the target of a write: what it writes is not read, the indexes that select it are.
func (u *unusedScan) lvalue(e solidity.Expr) {
	switch x := e.(type) {
	case nil:
	case *solidity.Identifier:
	case *solidity.IndexAccess:
		u.inner(x.X)
		u.walk(x.Index)
	case *solidity.MemberAccess:
		u.member(x)
		u.inner(x.X)
	case *solidity.TupleExpr:
		for _, el := range x.Elems {
			u.lvalue(el)
		}
	default:
		u.walk(e)
	}
}

// inner walks the base of an indexed or member target, down to the identifier written through.
func (u *unusedScan) inner(e solidity.Expr) {
	switch x := e.(type) {
	case *solidity.Identifier:
		if u.inBody {
			// For a storage reference, writing through it is a use.
			u.locals.markRead(x, true)
		}
	case *solidity.IndexAccess:
		u.inner(x.X)
		u.walk(x.Index)
	case *solidity.MemberAccess:
		u.member(x)
		u.inner(x.X)
	default:
		u.lvalue(e)
	}
}

// read marks what a read identifier names: a state variable, or a parameter or local.
func (u *unusedScan) read(id *solidity.Identifier) {
	if u.initOf != nil {
		if v := u.initOf.StateVar(id.Name); v != nil {
			u.stateRead[v.Decl] = true
		}
		return
	}
	// Resolve names a state variable only when the contract has a visible one of that name; want holds those
	// whose reads matter. One known to be read needs no second look: it leaves want.
	if u.wantLens&lenBit(id.Name) != 0 && u.wantEnds&endsBit(id.Name) != 0 {
		for i, v := range u.want {
			if v.Name != id.Name {
				continue
			}
			read := false
			if sym := u.scope().Resolve(id); sym.Kind == analysis.SymState {
				u.stateRead[sym.State.Decl] = true
				read = sym.State.Decl == v.Decl
			}
			if read || u.stateRead[v.Decl] {
				last := len(u.want) - 1
				u.want[i], u.want[last] = u.want[last], nil
				u.want = u.want[:last]
			}
			break
		}
	}
	u.locals.markRead(id, false)
}

// member records reads of state variables named through their contract in a body: Lib.CONSTANT, Base.x.
func (u *unusedScan) member(ma *solidity.MemberAccess) {
	if !u.inBody {
		return
	}
	id, ok := ma.X.(*solidity.Identifier)
	// Only a contract's name resolves to a contract: skip the lookup for every other name.
	if !ok || id == nil || u.contractLens&lenBit(id.Name) == 0 || len(u.model.ContractsNamed(id.Name)) == 0 {
		return
	}
	if sym := u.scope().Resolve(id); sym.Kind == analysis.SymContract && sym.Contract != nil {
		if v := sym.Contract.StateVar(ma.Member); v != nil {
			u.stateRead[v.Decl] = true
		}
	}
}

// yul records an identifier used in inline assembly by its base name (`x`, `x.slot`, `x_slot` all name x):
// assembly is not resolved, so any use there counts as a read.
func (u *unusedScan) yul(y *solidity.YulIdentifier) {
	base := yulBase(y.Name)
	u.yulNames[y.Name] = true
	u.yulNames[base] = true
	u.fnYul = append(u.fnYul, y.Name, base)
}

// inFnYul reports whether the assembly of the function being scanned uses name.
func (u *unusedScan) inFnYul(name string) bool {
	for _, n := range u.fnYul {
		if n == name {
			return true
		}
	}
	return false
}

// visibilityWord names a state variable's visibility for messages (internal when not written).
func visibilityWord(v solidity.Visibility) string {
	if v == solidity.VisibilityDefault {
		return "internal"
	}
	return v.String()
}

// appendArticle appends word to dst with its indefinite article: "an internal", "a private".
func appendArticle(dst []byte, word string) []byte {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		dst = append(dst, "an "...)
	} else {
		dst = append(dst, "a "...)
	}
	return append(dst, word...)
}

// localScopes resolves the identifiers of one function body to its parameters and block-scoped locals; two
// locals of the same name in different blocks stay apart. It records which of them are read. Locals are
// declared as the walk meets them, in source order: a name can only refer to a declaration met before it.
type localScopes struct {
	params []*solidity.VariableDeclaration // named parameters, then named return variables
	read   []bool                          // by index into params
	locals []localDecl                     // in source order
	// ends holds the end offsets of the blocks and for statements met so far that may still enclose the
	// next declaration, innermost last.
	ends []int
	// unread is the set of the lengths of the names of the parameters and locals not yet marked read (see
	// lenBit), unreadEnds that of their first and last bytes (endsBit). A name outside them can only name one
	// already read, or none: marking it changes nothing. Parameters are mostly read many times, and only the
	// first read of each needs the lookup. lenCount and endsCount count the unread ones with each bit.
	unread, unreadEnds  uint64
	lenCount, endsCount [64]int32
}

// localDecl is a local variable with the source span where its name refers to it.
type localDecl struct {
	v          *solidity.VariableDeclaration
	stmt       *solidity.VariableDeclarationStatement
	from, upto int // byte offsets
	read       bool
}

// reset prepares ls for the body of d (nil: no parameters or locals), reusing its storage.
func (ls *localScopes) reset(d *solidity.FunctionDefinition) {
	ls.params, ls.read, ls.locals, ls.ends = ls.params[:0], ls.read[:0], ls.locals[:0], ls.ends[:0]
	// Only the counts of the bits still set are not zero.
	for b := ls.unread; b != 0; b &= b - 1 {
		ls.lenCount[bits.TrailingZeros64(b)] = 0
	}
	for b := ls.unreadEnds; b != 0; b &= b - 1 {
		ls.endsCount[bits.TrailingZeros64(b)] = 0
	}
	ls.unread, ls.unreadEnds = 0, 0
	if d == nil {
		return
	}
	ls.addParams(d.Params)
	ls.addParams(d.Returns)
}

// addParams adds the named ones of a function's parameters or return variables.
func (ls *localScopes) addParams(list []*solidity.VariableDeclaration) {
	for _, v := range list {
		if v != nil && v.Name != "" {
			ls.params = append(ls.params, v)
			ls.read = append(ls.read, false)
			ls.addUnread(v.Name)
		}
	}
}

// open records a block or for statement ending at offset end: the scope of the locals declared in it ends with it.
func (ls *localScopes) open(end int) {
	ls.ends = append(ls.ends, end)
}

// declare adds the locals of a declaration statement, visible from the statement to the end of the innermost
// block or for statement around it.
func (ls *localScopes) declare(st *solidity.VariableDeclarationStatement) {
	from := st.Range().Start.Offset
	// Blocks that end before the statement do not hold it.
	for len(ls.ends) > 0 && ls.ends[len(ls.ends)-1] <= from {
		ls.ends = ls.ends[:len(ls.ends)-1]
	}
	upto := 0
	if len(ls.ends) > 0 {
		upto = ls.ends[len(ls.ends)-1]
	}
	for _, v := range st.Vars {
		if v != nil && v.Name != "" {
			ls.locals = append(ls.locals, localDecl{v: v, stmt: st, from: from, upto: upto})
			ls.addUnread(v.Name)
		}
	}
}

// markRead marks the parameter or local an identifier names at its position as read; with storageOnly, only
// a storage reference counts.
func (ls *localScopes) markRead(id *solidity.Identifier, storageOnly bool) {
	if ls.unread&lenBit(id.Name) == 0 || ls.unreadEnds&endsBit(id.Name) == 0 {
		return // no unread parameter or local has a name of that length and ends
	}
	at := id.Span.Start.Offset
	best := -1
	for i := range ls.locals {
		l := &ls.locals[i]
		if l.v.Name == id.Name && at >= l.from && at < l.upto && (best < 0 || l.from > ls.locals[best].from) {
			best = i
		}
	}
	if best >= 0 {
		if l := &ls.locals[best]; !l.read && (!storageOnly || l.v.Location == solidity.LocationStorage) {
			l.read = true
			ls.dropUnread(l.v.Name)
		}
		return
	}
	// The last parameter or return variable of that name is the one the name refers to.
	for i := len(ls.params) - 1; i >= 0; i-- {
		if v := ls.params[i]; v.Name == id.Name {
			if !ls.read[i] && (!storageOnly || v.Location == solidity.LocationStorage) {
				ls.read[i] = true
				ls.dropUnread(v.Name)
			}
			return
		}
	}
}

// addUnread counts a new parameter or local, of the given name, in unread and unreadEnds.
func (ls *localScopes) addUnread(name string) {
	l, e := lenBit(name), endsBit(name)
	ls.unread |= l
	ls.unreadEnds |= e
	ls.lenCount[bits.TrailingZeros64(l)]++
	ls.endsCount[bits.TrailingZeros64(e)]++
}

// dropUnread takes a parameter or local just marked read, of the given name, out of unread and unreadEnds.
func (ls *localScopes) dropUnread(name string) {
	l, e := lenBit(name), endsBit(name)
	li, ei := bits.TrailingZeros64(l), bits.TrailingZeros64(e)
	ls.lenCount[li]--
	if ls.lenCount[li] == 0 {
		ls.unread &^= l
	}
	ls.endsCount[ei]--
	if ls.endsCount[ei] == 0 {
		ls.unreadEnds &^= e
	}
}

// paramRead reports whether a parameter was marked read.
func (ls *localScopes) paramRead(v *solidity.VariableDeclaration) bool {
	for i, p := range ls.params {
		if p == v {
			return ls.read[i]
		}
	}
	return false
}

// storageGap reports whether v is a storage reservation (the `uint256[50] private __gap` of upgradeable
// contracts): a fixed-size array declared last among c's state variables, which no function of c writes. It
// holds slots for variables later versions add; it is not meant to be used.
func storageGap(c *analysis.Contract, v *analysis.StateVar) bool {
	a, ok := v.Decl.Type.(*solidity.ArrayTypeName)
	if !ok || a.Length == nil || v.Decl.Constant || v.Decl.Value != nil {
		return false
	}
	var last *solidity.StateVariableDeclaration
	for _, it := range c.Decl.Members {
		if d, ok := it.(*solidity.StateVariableDeclaration); ok && !d.Constant && !d.Immutable {
			last = d
		}
	}
	if last != v.Decl {
		return false
	}
	for _, f := range c.Declared {
		if f.Decl.Body != nil && slices.Contains(f.WrittenState(), v) {
			return false
		}
	}
	return true
}
