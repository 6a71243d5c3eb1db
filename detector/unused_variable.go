package detector

import (
	"fmt"

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
	stateRead := map[*solidity.StateVariableDeclaration]bool{} // by declaration: each contract has its own view
	yulNames := map[string]bool{}                              // identifiers used in inline assembly anywhere, by base name
	for _, b := range codeBodies(m) {
		sc := b.scope()
		if sc == nil {
			continue
		}
		visit := func(id *solidity.Identifier) {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
				stateRead[sym.State.Decl] = true
			}
		}
		readIdents(b.body, visit)
		markQualifiedReads(sc, b.body, stateRead)
		if b.fn != nil {
			for _, inv := range b.fn.Decl.Modifiers {
				for _, a := range inv.Args {
					readIdents(a, visit)
				}
			}
		}
		collectYulNames(b.body, yulNames)
	}
	// Initial values of state variables and base constructor arguments read state by name in their contract.
	for _, c := range m.Contracts {
		byName := func(id *solidity.Identifier) {
			if v := c.StateVar(id.Name); v != nil {
				stateRead[v.Decl] = true
			}
		}
		for _, sv := range c.Decl.StateVariables() {
			if sv.Value != nil {
				readIdents(sv.Value, byName)
			}
		}
		for _, base := range c.Decl.Bases {
			for _, a := range base.Args {
				readIdents(a, byName)
			}
		}
	}
	for _, c := range m.Contracts {
		if c.Kind == solidity.KindInterface {
			continue
		}
		for _, v := range c.StateVars {
			if v.Contract != c || v.Decl.Visibility == solidity.VisibilityPublic || stateRead[v.Decl] || yulNames[v.Name] {
				continue
			}
			if c.Kind == solidity.KindLibrary && v.Decl.Visibility != solidity.VisibilityPrivate {
				// A library's constants are part of what it offers to code outside the unit.
				continue
			}
			r := Report{Contract: c, At: v.Decl,
				Message: fmt.Sprintf("%s.%s is a %s state variable that is never read", c.Name, v.Name,
					visibilityWord(v.Decl.Visibility))}
			if v.Decl.Visibility != solidity.VisibilityPrivate && c.Decl.Abstract {
				// A contract outside the unit may inherit it and read the variable.
				r.Confidence = vigil.ConfidenceMedium
			}
			p.Report(r)
		}
	}
	for _, f := range bodies(m) {
		reportUnusedLocals(p, f)
	}
	return nil
}

// markQualifiedReads records reads of state variables named through their contract: Lib.CONSTANT, Base.x.
func markQualifiedReads(sc *analysis.Scope, body solidity.Node, into map[*solidity.StateVariableDeclaration]bool) {
	solidity.Preorder(body, func(n solidity.Node) bool {
		ma, ok := n.(*solidity.MemberAccess)
		if !ok {
			return true
		}
		if id, ok := ma.X.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymContract && sym.Contract != nil {
				if v := sym.Contract.StateVar(ma.Member); v != nil {
					into[v.Decl] = true
				}
			}
		}
		return true
	})
}

// visibilityWord names a state variable's visibility for messages (internal when not written).
func visibilityWord(v solidity.Visibility) string {
	if v == solidity.VisibilityDefault {
		return "internal"
	}
	return v.String()
}

// reportUnusedLocals reports f's parameters and locals that are never read.
func reportUnusedLocals(p *Pass, f *analysis.Function) {
	d := f.Decl
	ls := newLocalScopes(d)
	read := map[*solidity.VariableDeclaration]bool{}
	visit := func(id *solidity.Identifier) {
		if v := ls.resolve(id); v != nil {
			read[v] = true
		}
	}
	through := func(id *solidity.Identifier) {
		if v := ls.resolve(id); v != nil && v.Location == solidity.LocationStorage {
			read[v] = true
		}
	}
	readWriteIdents(d.Body, visit, through)
	for _, inv := range d.Modifiers {
		for _, a := range inv.Args {
			readIdents(a, visit)
		}
	}
	yul := map[string]bool{}
	collectYulNames(d.Body, yul)
	unused := func(v *solidity.VariableDeclaration) bool {
		return v != nil && v.Name != "" && !read[v] && !yul[v.Name]
	}
	// Parameters: only where the signature is the function's own choice, and the body does something.
	if !d.Virtual && d.Override == nil && len(d.Body.Stmts) > 0 && f.Contract != nil && f.Contract.Kind != solidity.KindInterface {
		for _, prm := range d.Params {
			if unused(prm) {
				p.Report(Report{Function: f, At: prm,
					Message: fmt.Sprintf("%s never uses its parameter %s", funcLabel(f), prm.Name)})
			}
		}
	}
	for _, l := range ls.locals {
		if unused(l.v) {
			what := "declares"
			if l.stmt.Value != nil {
				what = "assigns"
			}
			p.Report(Report{Function: f, At: l.v,
				Message: fmt.Sprintf("%s %s the local variable %s but never reads it", funcLabel(f), what, l.v.Name)})
		}
	}
}

// localScopes resolves the identifiers of one function body to its parameters and block-scoped locals; two
// locals of the same name in different blocks stay apart.
type localScopes struct {
	params map[string]*solidity.VariableDeclaration
	locals []localDecl
	byName map[string][]int // indexes into locals
}

// localDecl is a local variable with the source span where its name refers to it.
type localDecl struct {
	v          *solidity.VariableDeclaration
	stmt       *solidity.VariableDeclarationStatement
	from, upto int // byte offsets
}

func newLocalScopes(d *solidity.FunctionDefinition) *localScopes {
	ls := &localScopes{params: map[string]*solidity.VariableDeclaration{}, byName: map[string][]int{}}
	for _, list := range [][]*solidity.VariableDeclaration{d.Params, d.Returns} {
		for _, v := range list {
			if v != nil && v.Name != "" {
				ls.params[v.Name] = v
			}
		}
	}
	var stack []solidity.Node
	solidity.Inspect(d.Body, func(n solidity.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if _, ok := n.(solidity.Expr); ok {
			return false // declarations are statements: no expression holds any (and no f(nil) follows)
		}
		if st, ok := n.(*solidity.VariableDeclarationStatement); ok {
			upto := d.Body.Range().End.Offset
			for i := len(stack) - 1; i >= 0; i-- {
				switch stack[i].(type) {
				case *solidity.Block, *solidity.ForStatement:
					upto = stack[i].Range().End.Offset
				default:
					continue
				}
				break
			}
			for _, v := range st.Vars {
				if v != nil && v.Name != "" {
					ls.byName[v.Name] = append(ls.byName[v.Name], len(ls.locals))
					ls.locals = append(ls.locals, localDecl{v: v, stmt: st, from: st.Range().Start.Offset, upto: upto})
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return ls
}

// resolve returns the parameter or local an identifier names at its position, or nil.
func (ls *localScopes) resolve(id *solidity.Identifier) *solidity.VariableDeclaration {
	at := id.Range().Start.Offset
	var best *localDecl
	for _, i := range ls.byName[id.Name] {
		l := &ls.locals[i]
		if at >= l.from && at < l.upto && (best == nil || l.from > best.from) {
			best = l
		}
	}
	if best != nil {
		return best.v
	}
	return ls.params[id.Name]
}

// readIdents calls visit for every identifier under n whose value is read: the target of a plain assignment
// or of delete is written, not read (but the indexes inside it are read).
func readIdents(n solidity.Node, visit func(*solidity.Identifier)) {
	readWriteIdents(n, visit, nil)
}

// readWriteIdents is readIdents that also calls through, when not nil, for the root identifier of a write made
// through an index or member (`p.x = 1`, `delete p.m[k]`): for a storage reference that write is a use.
func readWriteIdents(n solidity.Node, visit, through func(*solidity.Identifier)) {
	if n == nil {
		return
	}
	var lvalue func(e solidity.Expr)
	var walk func(n solidity.Node)
	var inner func(e solidity.Expr)
	inner = func(e solidity.Expr) {
		switch x := e.(type) {
		case *solidity.Identifier:
			if through != nil {
				through(x)
			}
		case *solidity.IndexAccess:
			inner(x.X)
			walk(x.Index)
		case *solidity.MemberAccess:
			inner(x.X)
		default:
			lvalue(e)
		}
	}
	lvalue = func(e solidity.Expr) {
		switch x := e.(type) {
		case nil:
		case *solidity.Identifier:
		case *solidity.IndexAccess:
			inner(x.X)
			walk(x.Index)
		case *solidity.MemberAccess:
			inner(x.X)
		case *solidity.TupleExpr:
			for _, el := range x.Elems {
				lvalue(el)
			}
		default:
			walk(e)
		}
	}
	walk = func(n solidity.Node) {
		if n == nil {
			return
		}
		solidity.Preorder(n, func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.Identifier:
				visit(x)
			case *solidity.AssignExpr:
				if x.Op != "=" {
					return true
				}
				lvalue(x.LHS)
				walk(x.RHS)
				return false
			case *solidity.UnaryExpr:
				if x.Op == "delete" {
					lvalue(x.X)
					return false
				}
			}
			return true
		})
	}
	walk(n)
}

// collectYulNames records the base names of the identifiers used in inline assembly under n (`x`, `x.slot`,
// `x_slot` all name x): assembly is not resolved, so any use there counts as a read.
func collectYulNames(n solidity.Node, into map[string]bool) {
	if n == nil {
		return
	}
	solidity.Preorder(n, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.YulIdentifier:
			into[x.Name] = true
			into[yulBase(x.Name)] = true
		case solidity.Expr:
			return false // assembly is a statement: no expression holds any
		}
		return true
	})
}
