package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// bodies returns the unit's functions that have a body, in model order.
func bodies(m *analysis.Model) []*analysis.Function {
	var out []*analysis.Function
	for _, f := range m.AllFunctions() {
		if f.Decl.Body != nil {
			out = append(out, f)
		}
	}
	return out
}

// entries returns the functions an outside caller can invoke.
func entries(m *analysis.Model) []*analysis.Function {
	var out []*analysis.Function
	for _, f := range bodies(m) {
		if f.IsEntry() {
			out = append(out, f)
		}
	}
	return out
}

// write is a state write at a node, possibly made inside an internal callee.
type write struct {
	v    *analysis.StateVar
	at   solidity.Node
	node *analysis.Node
}

// nodeWrites lists the state writes a node makes itself and through the internal functions it calls.
func nodeWrites(n *analysis.Node) []write {
	own := n.Own()
	if own == nil || n.Scope == nil {
		return nil
	}
	var out []write
	for _, w := range n.Scope.StateWrites(own) {
		out = append(out, write{v: w.Var, at: w.At, node: n})
	}
	for _, c := range analysis.NodeCalls(n) {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
			for _, v := range calleeWrites(c.Callee) {
				out = append(out, write{v: v, at: c.Expr, node: n})
			}
		}
	}
	return out
}

// calleeWrites lists the state variables an internal function writes, itself or through its own internal
// calls (depth-bounded).
func calleeWrites(f *analysis.Function) []*analysis.StateVar {
	seen := map[*analysis.Function]bool{}
	var out []*analysis.StateVar
	have := map[*analysis.StateVar]bool{}
	var visit func(f *analysis.Function, depth int)
	visit = func(f *analysis.Function, depth int) {
		if f == nil || seen[f] || depth > 4 || f.Decl.Body == nil {
			return
		}
		seen[f] = true
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil {
				continue
			}
			for _, w := range n.Scope.StateWrites(own) {
				if !have[w.Var] {
					have[w.Var] = true
					out = append(out, w.Var)
				}
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
					visit(c.Callee, depth+1)
				}
			}
		}
	}
	visit(f, 0)
	return out
}

// readVars returns the state variables read anywhere in the contract's functions and modifiers (and in
// contracts that inherit from it): what a reentrant call could observe.
func readVars(c *analysis.Contract) map[*analysis.StateVar]bool {
	out := map[*analysis.StateVar]bool{}
	for _, d := range c.Derived() {
		for _, f := range d.Declared {
			if f.Decl.Body == nil {
				continue
			}
			for _, r := range f.Scope().StateReads(f.Decl.Body) {
				out[r.Var] = true
			}
		}
		for _, md := range d.Modifiers {
			if md.Decl.Body != nil {
				for _, r := range md.Scope().StateReads(md.Decl.Body) {
					out[r.Var] = true
				}
			}
		}
	}
	return out
}

// openSetters returns, for each state variable, the first write made in a public function outside fn on a path
// no access check guards: variables anyone can set. Constructors do not count.
func openSetters(c *analysis.Contract, except *analysis.Function) map[*analysis.StateVar]write {
	return setters(c, except, true)
}

// allSetters is like openSetters but also counts writes behind access checks.
func allSetters(c *analysis.Contract, except *analysis.Function) map[*analysis.StateVar]write {
	return setters(c, except, false)
}

func setters(c *analysis.Contract, except *analysis.Function, openOnly bool) map[*analysis.StateVar]write {
	out := map[*analysis.StateVar]write{}
	if c == nil {
		return out
	}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if f == except || !f.IsEntry() || f.IsView() {
				continue
			}
			g := f.Guards()
			for _, n := range f.CFG().Nodes {
				if openOnly && g.Protected(n) {
					continue
				}
				for _, w := range nodeWrites(n) {
					if _, ok := out[w.v]; !ok {
						out[w.v] = w
					}
				}
			}
		}
	}
	return out
}

// lineOf returns the 1-based line where n starts.
func lineOf(n solidity.Node) int { return n.Range().Start.Line }

// describeTarget renders a call's target for messages.
func describeTarget(f *analysis.Function, c *analysis.Call) string {
	if c.Target == nil {
		return "an address"
	}
	return Text(f.File, c.Target)
}

// comparisonOps are the relational operators.
var comparisonOps = map[string]bool{"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true}

// isConstExpr reports whether e is built only from literals and constant state variables.
func isConstExpr(sc *analysis.Scope, e solidity.Expr) bool {
	ok := true
	solidity.Inspect(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.Identifier:
			sym := sc.Resolve(x)
			if sym.Kind == analysis.SymState && sym.State.Decl.Constant {
				return true
			}
			if sym.Kind == analysis.SymContract || sym.Kind == analysis.SymBuiltin && x.Name != "now" && x.Name != "this" {
				return true
			}
			ok = false
		case *solidity.MemberAccess:
			if id, isID := x.X.(*solidity.Identifier); isID && (id.Name == "msg" || id.Name == "block" || id.Name == "tx") {
				ok = false
			}
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c != nil && c.Kind != analysis.CallTypeConversion {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// funcLabel names a function for messages: Contract.name().
func funcLabel(f *analysis.Function) string { return f.String() }

// joinVars renders state variable names for messages.
func joinVars(ws []write, f *solidity.File) string {
	seen := map[string]bool{}
	var parts []string
	for _, w := range ws {
		t := Text(f, w.at)
		if seen[t] {
			continue
		}
		seen[t] = true
		parts = append(parts, fmt.Sprintf("%s (line %d)", t, lineOf(w.at)))
		if len(parts) == 3 {
			break
		}
	}
	return strings.Join(parts, ", ")
}
