package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// reportListWalk reports the loop of condition node n in f when it walks a linked list to its end and any caller
// can add to the list: like an array anyone can push to, the walk outgrows a block's gas.
func reportListWalk(p *Pass, f *analysis.Function, sc *analysis.Scope, n *analysis.Node, seen *[]*analysis.StateVar) {
	list, step := listWalk(sc, n)
	if list == nil || f.Contract == nil {
		return
	}
	if slices.Contains(*seen, list) {
		return
	}
	g, at := openListInsert(f.Contract, list)
	if g == nil {
		return
	}
	*seen = append(*seen, list)
	r := Report{Function: f, File: sc.File, At: n.Expr,
		Message: fmt.Sprintf("%s walks the list kept in %s to its end (%s), and any caller can add to it through %s (line %d)",
			funcLabel(f), list.Name, Text(sc.File, step), funcLabel(g), lineOf(at)),
		Related: []Related{{File: g.File, At: at, Message: "added to here by any caller"}}}
	if f.IsView() {
		// Only off-chain readers are hurt, unless a transaction runs it.
		r.Confidence = vigil.ConfidenceLow
		if !reachedByWrite(p.Model, f, 0) {
			r.Severity = vigil.SeverityLow
			r.Message += " (a view function no state-changing code here calls)"
		}
	}
	p.Report(r)
}

// listWalk tells whether the loop of condition node n walks a linked list kept in a state mapping until it ends:
// the condition compares a local with zero (cur != 0, cur != address(0)) and the loop's body moves the local to
// the next entry (cur = next[cur], cur = nodes[cur].next). It returns the mapping and the step.
func listWalk(sc *analysis.Scope, n *analysis.Node) (*analysis.StateVar, solidity.Node) {
	// Where the cursor moves: the body, and a for loop's update.
	var body solidity.Stmt
	var post solidity.Expr
	switch st := n.Stmt.(type) {
	case *solidity.WhileStatement:
		body = st.Body
	case *solidity.ForStatement:
		body, post = st.Body, st.Post
	case *solidity.DoWhileStatement:
		body = st.Body
	default:
		return nil, nil
	}
	cursor := zeroCompared(sc, n.Expr)
	if cursor == nil || (body == nil && post == nil) {
		return nil, nil
	}
	var list *analysis.StateVar
	var step solidity.Node
	visit := func(x solidity.Node) bool {
		a, ok := x.(*solidity.AssignExpr)
		if !ok || a.Op != "=" || list != nil {
			return list == nil
		}
		id, ok := unparen(a.LHS).(*solidity.Identifier)
		if !ok || sc.Resolve(id).Var != cursor {
			return true
		}
		// The next entry: an index of the state mapping by the cursor itself, or a member of one.
		rhs := unparen(a.RHS)
		if ma, ok := rhs.(*solidity.MemberAccess); ok {
			rhs = unparen(ma.X)
		}
		ix, ok := rhs.(*solidity.IndexAccess)
		if !ok || ix.Index == nil {
			return true
		}
		if k, ok := unparen(ix.Index).(*solidity.Identifier); !ok || sc.Resolve(k).Var != cursor {
			return true
		}
		if t := sc.TypeOf(ix.X); t == nil || t.Kind != analysis.TypeMapping {
			return true
		}
		if v := stateVarOf(sc, ix.X); v != nil {
			list, step = v, a
		}
		return list == nil
	}
	if post != nil {
		solidity.Preorder(post, visit)
	}
	if list == nil && body != nil {
		solidity.Preorder(body, visit)
	}
	return list, step
}

// zeroCompared returns the local that cond compares with zero for the loop to go on (cur != 0,
// cur != address(0), 0 != cur), or nil.
func zeroCompared(sc *analysis.Scope, cond solidity.Expr) *solidity.VariableDeclaration {
	b, ok := unparen(cond).(*solidity.BinaryExpr)
	if !ok || b.Op != "!=" {
		return nil
	}
	for _, sides := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		id, ok := unparen(sides[0]).(*solidity.Identifier)
		if !ok || !isZeroKey(sc, sides[1]) {
			continue
		}
		if sym := sc.Resolve(id); sym.Var != nil && (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam) {
			return sym.Var
		}
	}
	return nil
}

// isZeroKey reports whether e is zero in a list key's type: the literal 0 or any type conversion of it
// (address(0), bytes32(0), Node(0)); isZeroAddress is the narrower test for addresses.
func isZeroKey(sc *analysis.Scope, e solidity.Expr) bool {
	if x, ok := unparen(e).(*solidity.CallExpr); ok && len(x.Args) == 1 {
		c := sc.CallOf(x)
		return c != nil && c.Kind == analysis.CallTypeConversion && isZeroKey(sc, x.Args[0])
	}
	return isZeroLiteral(e)
}

// openListInsert returns a function of c that any caller can run, with no payment, to write an entry of the
// mapping v, and the write: a new node linked in. Nil when every write of v is behind an access check or a payment.
func openListInsert(c *analysis.Contract, v *analysis.StateVar) (*analysis.Function, solidity.Node) {
	for _, f := range c.Functions {
		if f.Decl.Body == nil || !f.IsEntry() || f.IsView() || requiresPayment(f) {
			continue
		}
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		gd := f.Guards()
		for _, n := range g.Nodes {
			if gd.Protected(n) || !gd.Live(n) {
				continue
			}
			for _, w := range n.Writes() {
				if w.Var == v {
					return f, w.At
				}
			}
		}
	}
	return nil, nil
}
