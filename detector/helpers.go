package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// bodies returns the unit's functions that have a body, in model order. The slice is shared: do not modify it.
func bodies(m *analysis.Model) []*analysis.Function { return m.Bodies() }

// entries returns the functions an outside caller can invoke. The slice is shared: do not modify it.
func entries(m *analysis.Model) []*analysis.Function { return m.Entries() }

// write is a state write at a node, possibly made inside an internal callee.
type write struct {
	v    *analysis.StateVar
	at   solidity.Node
	node *analysis.Node
	fn   *analysis.Function
}

// nodeWrites lists the state writes a node makes itself and through the internal functions it calls.
func nodeWrites(n *analysis.Node) []write {
	var out []write
	for _, w := range n.Writes() {
		out = append(out, write{v: w.Var, at: w.At, node: n})
	}
	for _, c := range n.Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil {
			for _, v := range c.Callee.WrittenState() {
				out = append(out, write{v: v, at: c.Expr, node: n})
			}
		}
	}
	return out
}

// readVars returns the state variables read anywhere in the contract's functions and modifiers (and in
// contracts that inherit from it): what a reentrant call could observe.
func readVars(c *analysis.Contract) map[*analysis.StateVar]bool {
	out := map[*analysis.StateVar]bool{}
	for _, d := range c.Derived() {
		for _, base := range d.Linearization {
			for v := range base.ReadState() {
				out[v] = true
			}
		}
	}
	return out
}

// setterIndex lists, per contract and state variable, the writes public functions make (constructors
// excepted), split by whether an access check guards them. It is computed once per contract and pass.
type setterIndex struct {
	byContract map[*analysis.Contract]*contractSetters
}

type contractSetters struct {
	open, guarded map[*analysis.StateVar][]write
}

func newSetterIndex() *setterIndex {
	return &setterIndex{byContract: map[*analysis.Contract]*contractSetters{}}
}

func (si *setterIndex) of(c *analysis.Contract) *contractSetters {
	if cs := si.byContract[c]; cs != nil {
		return cs
	}
	cs := &contractSetters{open: map[*analysis.StateVar][]write{}, guarded: map[*analysis.StateVar][]write{}}
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if !f.IsEntry() || f.IsView() {
				continue
			}
			g := f.Guards()
			for _, n := range f.CFG().Nodes {
				into := cs.open
				if g.Protected(n) {
					into = cs.guarded
				}
				for _, w := range nodeWrites(n) {
					w.fn = f
					if len(into[w.v]) < 4 {
						into[w.v] = append(into[w.v], w)
					}
				}
			}
		}
	}
	si.byContract[c] = cs
	return cs
}

// openSetter returns a write of v that any caller can make from a public function other than except.
func (si *setterIndex) openSetter(c *analysis.Contract, v *analysis.StateVar, except *analysis.Function) (write, bool) {
	if c == nil {
		return write{}, false
	}
	return pick(si.of(c).open[v], except)
}

// guardedSetter returns a write of v that a privileged caller can make from a public function other than except.
func (si *setterIndex) guardedSetter(c *analysis.Contract, v *analysis.StateVar, except *analysis.Function) (write, bool) {
	if c == nil {
		return write{}, false
	}
	return pick(si.of(c).guarded[v], except)
}

func pick(ws []write, except *analysis.Function) (write, bool) {
	for _, w := range ws {
		if w.fn != except {
			return w, true
		}
	}
	return write{}, false
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
	solidity.Preorder(e, func(n solidity.Node) bool {
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
