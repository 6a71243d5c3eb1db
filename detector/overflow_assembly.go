package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Arithmetic in inline assembly wraps in every version of Solidity: add, sub and mul are the EVM's opcodes,
// with no check, 0.8's included. A contract that computes a total in assembly to save gas (BEC's batchTransfer
// written as `amount := mul(cnt, value)`, a mint price `total := mul(price, quantity)`) reopens the overflow
// 0.8 closed. yulArithmetic reports such an operation when the function keeps its result (assigns it to a
// Solidity variable or stores it) and a caller chooses an operand that no check before the block bounds; and a
// stored count decremented in assembly (sstore(s, sub(sload(s), 1))) with no check before that it is above zero.

// yulArithmetic reports the wrapping operations of the assembly blocks of the unit's functions.
func (v *overflowVisitor) yulArithmetic(p *Pass) {
	m := p.Model
	asm := occurrencesOf(m, wordAssembly)
	if !asm.any() {
		return
	}
	for _, f := range bodies(m) {
		if f.IsConstructor() || f.Contract == nil || !asm.inCode(f) {
			continue
		}
		var chosen uint64 // the parameters a caller chooses, by position
		if f.IsEntry() {
			chosen = ^uint64(0)
		} else {
			chosen = v.chosen.of(f, 0)
		}
		sc := f.Scope()
		g := f.CFG()
		var gd *analysis.Guards
		for _, n := range g.Nodes {
			as, ok := n.Stmt.(*solidity.AssemblyStatement)
			if !ok || n.Scope != sc || as.Body == nil {
				continue
			}
			if gd == nil {
				gd = f.Guards()
			}
			if !gd.Live(n) || gd.Protected(n) {
				continue // dead code, or only a checked caller gets here
			}
			binds := yulBindings(as)
			solidity.Preorder(as.Body, func(x solidity.Node) bool {
				switch s := x.(type) {
				case *solidity.YulFunctionDef:
					return false // its parameters are its callers' values, not the function's
				case *solidity.YulAssign:
					if len(s.Targets) == 1 && s.Value != nil && yulSolidityVar(sc, s.Targets[0]) {
						if c, ok := s.Value.(*solidity.YulCall); ok {
							v.yulOperation(p, f, n, sc, binds, as, c, s.Targets[0].Name, chosen)
						}
					}
				case *solidity.YulCall:
					if s.Name == "sstore" && len(s.Args) == 2 {
						if c, ok := s.Args[1].(*solidity.YulCall); ok {
							if yulCountDecrement(f.File.Src, s.Args[0], c) {
								if !yulSlotChecked(f, g, n, sc, s.Args[0]) {
									p.Report(Report{Function: f, File: f.File, At: c, Confidence: vigil.ConfidenceMedium,
										Message: fmt.Sprintf("%s decrements the value stored at %s in assembly, where arithmetic wraps, with no check before that it is above zero: at zero it wraps to 2^256-1",
											funcLabel(f), yulText(f.File.Src, s.Args[0]))})
								}
							} else {
								v.yulOperation(p, f, n, sc, binds, as, c, "", chosen)
							}
						}
					}
				}
				return true
			})
		}
	}
}

// yulSolidityVar reports whether a Yul assignment target is a Solidity variable of the function (a local, a
// parameter or a return variable), not a variable of the assembly block.
func yulSolidityVar(sc *analysis.Scope, t *solidity.YulIdentifier) bool {
	if strings.ContainsRune(t.Name, '.') {
		return false
	}
	return solidityLocal(sc.Resolve(yulIdent(t)))
}

// solidityLocal reports whether a symbol is a local, a parameter or a return variable of a Solidity function.
func solidityLocal(sym analysis.Symbol) bool {
	return sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam || sym.Kind == analysis.SymReturn
}

// yulOperation reports c, an add, sub or mul whose result the function keeps (in the variable result, when
// assigned), when a caller chooses an operand no check before n bounds and the other is not a constant, and the
// block does not work out the wrap itself.
func (v *overflowVisitor) yulOperation(p *Pass, f *analysis.Function, n *analysis.Node, sc *analysis.Scope,
	binds map[string]solidity.YulExpr, as *solidity.AssemblyStatement, c *solidity.YulCall, result string, chosen uint64) {
	if (c.Name != "add" && c.Name != "mul" && c.Name != "sub") || len(c.Args) != 2 || c.Args[0] == nil || c.Args[1] == nil {
		return
	}
	a, b := c.Args[0], c.Args[1]
	if _, lit := a.(*solidity.YulLiteral); lit {
		return
	}
	if _, lit := b.(*solidity.YulLiteral); lit {
		return
	}
	// A difference underflows when the caller chooses what is taken away; a sum or product overflows when it
	// chooses either operand.
	var picked *solidity.VariableDeclaration
	for i, e := range c.Args {
		if c.Name == "sub" && i == 0 {
			continue
		}
		if d := yulChosenInteger(sc, binds, e, chosen, 0); d != nil && !boundedBefore(f, n, d) {
			picked = d
			break
		}
	}
	if picked == nil || yulWrapHandled(f.File.Src, as, c, result) {
		return
	}
	what := "overflow"
	if c.Name == "sub" {
		what = "underflow"
	}
	p.Report(Report{Function: f, File: f.File, At: c, Confidence: vigil.ConfidenceMedium,
		Message: fmt.Sprintf("%s computes %s in assembly, where arithmetic wraps in every Solidity version, and the caller chooses %s, which nothing bounds before: the result can %s",
			funcLabel(f), yulText(f.File.Src, c), picked.Name, what)})
}

// yulChosenInteger returns the Solidity integer variable a Yul operand reads when a caller chooses its value
// (one of the chosen parameters, or a local computed from one), or nil.
func yulChosenInteger(sc *analysis.Scope, binds map[string]solidity.YulExpr, e solidity.YulExpr, chosen uint64, depth int) *solidity.VariableDeclaration {
	x, ok := e.(*solidity.YulIdentifier)
	if !ok || depth > 3 || strings.ContainsRune(x.Name, '.') {
		return nil
	}
	if val, ok := binds[x.Name]; ok {
		if !solidityLocal(sc.Resolve(yulIdent(x))) {
			// A variable of the block: follow the value it was given when that is a name.
			return yulChosenInteger(sc, binds, val, chosen, depth+1)
		}
	}
	id := yulIdent(x)
	sym := sc.Resolve(id)
	if t := sc.TypeOf(id); !solidityLocal(sym) || sym.Var == nil || t == nil || t.Kind != analysis.TypeInt {
		return nil
	}
	if sc.Flow().Params(id)&chosen == 0 {
		return nil
	}
	return sym.Var
}

// boundedBefore reports whether a check that every path to n passes bounds d from above: a conjunct of a
// require (require(q <= max)), or a disjunct of a condition that must fail (if (q > max) revert()).
func boundedBefore(f *analysis.Function, n *analysis.Node, d *solidity.VariableDeclaration) bool {
	g, sc := f.CFG(), f.Scope()
	names := func(e solidity.Expr) bool {
		id, ok := solidity.Unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == d
	}
	for _, c := range g.Nodes {
		if c.Kind != analysis.NodeGuard || c.Expr == nil || c == n || !dominates(g, c, n) {
			continue
		}
		if c.Holds {
			if conjunctComparisons(c.Expr, func(b *solidity.BinaryExpr) bool {
				side, _ := upperBounded(b)
				return side != nil && names(side)
			}) {
				return true
			}
			continue
		}
		// The condition fails where execution goes on: what it bounds from below is bounded from above.
		for e := range disjuncts(c.Expr) {
			if b, ok := solidity.Unparen(e).(*solidity.BinaryExpr); ok {
				if _, bound := upperBounded(b); bound != nil && names(bound) {
					return true
				}
			}
		}
	}
	return false
}

// yulCountDecrement reports whether c, the value an sstore writes to slot, is sub(sload(slot), k) with k a
// literal: a stored count decremented in place.
func yulCountDecrement(src []byte, slot solidity.YulExpr, c *solidity.YulCall) bool {
	if c.Name != "sub" || len(c.Args) != 2 || slot == nil {
		return false
	}
	if _, lit := c.Args[1].(*solidity.YulLiteral); !lit {
		return false
	}
	load, ok := c.Args[0].(*solidity.YulCall)
	return ok && load.Name == "sload" && len(load.Args) == 1 && load.Args[0] != nil && string(yulText(src, load.Args[0])) == string(yulText(src, slot))
}

// yulSlotChecked reports whether a check before n reads the state variable whose slot the Yul operand names
// (records.slot, records_slot): a guard that the count is above zero. A slot the model cannot name counts as
// checked.
func yulSlotChecked(f *analysis.Function, g *analysis.CFG, n *analysis.Node, sc *analysis.Scope, slot solidity.YulExpr) bool {
	x, ok := slot.(*solidity.YulIdentifier)
	if !ok {
		return true
	}
	base := yulBase(x.Name)
	if base == x.Name {
		return true // not a variable's slot
	}
	sym := sc.Resolve(&solidity.Identifier{Loc: x.Loc, Name: base})
	if sym.Kind != analysis.SymState || sym.State == nil {
		return true
	}
	for _, c := range g.Nodes {
		if c.Kind != analysis.NodeGuard || !dominates(g, c, n) || c == n {
			continue
		}
		for _, r := range c.Reads() {
			if r.Var == sym.State {
				return true
			}
		}
	}
	return false
}

// yulWrapHandled reports whether the assembly block works out the wrap of c itself: it compares the result
// with something or divides it (if lt(sum, a) { revert(0, 0) }, eq(div(product, a), b)), or it computes the same
// operands' product or sum modulo another number (mulmod(a, b, not(0)), the full-width product's high word).
func yulWrapHandled(src []byte, as *solidity.AssemblyStatement, c *solidity.YulCall, result string) bool {
	a, b := string(yulText(src, c.Args[0])), string(yulText(src, c.Args[1]))
	handled := false
	solidity.Preorder(as.Body, func(x solidity.Node) bool {
		y, ok := x.(*solidity.YulCall)
		if !ok || handled || y == c {
			return !handled
		}
		switch y.Name {
		case "mulmod", "addmod":
			if len(y.Args) == 3 && y.Args[0] != nil && y.Args[1] != nil {
				p, q := string(yulText(src, y.Args[0])), string(yulText(src, y.Args[1]))
				handled = p == a && q == b || p == b && q == a
			}
		case "lt", "gt", "slt", "sgt", "eq", "div", "sdiv":
			for _, arg := range y.Args {
				if id, ok := arg.(*solidity.YulIdentifier); ok && result != "" && id.Name == result {
					handled = true
				}
			}
		}
		return !handled
	})
	return handled
}
