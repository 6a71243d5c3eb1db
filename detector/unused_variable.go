package detector

import (
	"fmt"
	"strings"

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
	yulNames := map[string]bool{} // identifiers used in inline assembly anywhere, by base name
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

// visibilityWord names a state variable's visibility for messages (internal when not written).
func visibilityWord(v solidity.Visibility) string {
	if v == solidity.VisibilityDefault {
		return "internal"
	}
	return v.String()
}

// reportUnusedLocals reports f's parameters and locals that are never read.
func reportUnusedLocals(p *Pass, f *analysis.Function) {
	sc := f.Scope()
	read := map[*solidity.VariableDeclaration]bool{}
	visit := func(id *solidity.Identifier) {
		if sym := sc.Resolve(id); (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam) && sym.Var != nil {
			read[sym.Var] = true
		}
	}
	readIdents(f.Decl.Body, visit)
	for _, inv := range f.Decl.Modifiers {
		for _, a := range inv.Args {
			readIdents(a, visit)
		}
	}
	yul := map[string]bool{}
	collectYulNames(f.Decl.Body, yul)
	unused := func(v *solidity.VariableDeclaration) bool {
		return v != nil && v.Name != "" && !read[v] && !yul[v.Name]
	}
	// Parameters: only where the signature is the function's own choice, and the body does something.
	d := f.Decl
	if !d.Virtual && d.Override == nil && len(d.Body.Stmts) > 0 && f.Contract != nil && f.Contract.Kind != solidity.KindInterface {
		for _, prm := range d.Params {
			if unused(prm) {
				p.Report(Report{Function: f, At: prm,
					Message: fmt.Sprintf("%s never uses its parameter %s", funcLabel(f), prm.Name)})
			}
		}
	}
	solidity.Inspect(d.Body, func(n solidity.Node) bool {
		st, ok := n.(*solidity.VariableDeclarationStatement)
		if !ok {
			return true
		}
		for _, v := range st.Vars {
			if unused(v) {
				what := "declares"
				if st.Value != nil {
					what = "assigns"
				}
				p.Report(Report{Function: f, At: v,
					Message: fmt.Sprintf("%s %s the local variable %s but never reads it", funcLabel(f), what, v.Name)})
			}
		}
		return true
	})
}

// readIdents calls visit for every identifier under n whose value is read: the target of a plain assignment
// or of delete is written, not read (but the indexes inside it are read).
func readIdents(n solidity.Node, visit func(*solidity.Identifier)) {
	if n == nil {
		return
	}
	var lvalue func(e solidity.Expr)
	var walk func(n solidity.Node)
	lvalue = func(e solidity.Expr) {
		switch x := e.(type) {
		case nil:
		case *solidity.Identifier:
		case *solidity.IndexAccess:
			lvalue(x.X)
			walk(x.Index)
		case *solidity.MemberAccess:
			lvalue(x.X)
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
		solidity.Inspect(n, func(x solidity.Node) bool {
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
	solidity.Inspect(n, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.YulIdentifier); ok {
			name := id.Name
			if i := strings.IndexByte(name, '.'); i >= 0 {
				name = name[:i]
			}
			into[name] = true
			for _, suffix := range []string{"_slot", "_offset"} {
				if base, ok := strings.CutSuffix(name, suffix); ok {
					into[base] = true
				}
			}
		}
		return true
	})
}
