package detector

import (
	"slices"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// randomPath returns the first and the last statement of f's own body on the path of the random value made at
// at: the statements whose locals carry it onwards (to a return, a decision or a payment), and those that make
// the other inputs of those statements (another block value hashed with it, a divisor). A draw is seldom one
// line: `b = block.number; t = block.timestamp; return keccak256(blockhash(b), t) % 52` makes it across
// three, and a reviewer points at each. The finding spans them all. Both are nil when at is in no statement of
// f's own body.
func randomPath(f *analysis.Function, sc *analysis.Scope, at solidity.Node) (first, last solidity.Node) {
	if f == nil || sc == nil || at == nil || f.Decl.Body == nil {
		return nil, nil
	}
	g := f.CFG()
	ar := at.Range()
	// The statements of the body with their locals: those each defines and those it reads.
	type step struct {
		n            *analysis.Node
		defs, reads  []*solidity.VariableDeclaration
		onPath, seen bool
	}
	var buf [32]step
	steps := buf[:0]
	start := -1
	for _, n := range g.Nodes {
		if n.Scope != sc || n.Expr == nil || n.Stmt == nil {
			continue
		}
		s := step{n: n}
		if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok {
			for _, v := range d.Vars {
				if v != nil {
					s.defs = append(s.defs, v)
				}
			}
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			switch x := x.(type) {
			case *solidity.AssignExpr:
				if id, ok := unparen(x.LHS).(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Var != nil && (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam) {
						s.defs = append(s.defs, sym.Var)
					}
				}
			case *solidity.Identifier:
				if sym := sc.Resolve(x); sym.Var != nil && (sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymParam) {
					s.reads = append(s.reads, sym.Var)
				}
			}
			return true
		})
		if er := n.Expr.Range(); start < 0 && er.Start.Offset <= ar.Start.Offset && ar.End.Offset <= er.End.Offset {
			start = len(steps)
			s.onPath = true
		}
		steps = append(steps, s)
	}
	// The closures below are quadratic in the statements: a body of hundreds of them keeps the finding on the
	// draw alone.
	if start < 0 || len(steps) > 256 {
		return nil, nil
	}
	// Onwards: the statements that read a local the path defines.
	for changed := true; changed; {
		changed = false
		for i := range steps {
			if !steps[i].onPath {
				continue
			}
			for _, v := range steps[i].defs {
				for j := range steps {
					if !steps[j].onPath && slices.Contains(steps[j].reads, v) {
						steps[j].onPath, changed = true, true
					}
				}
			}
		}
	}
	// Back: the statements that define a local the path reads (they are inputs, not carriers: their own
	// readers are not followed).
	for changed := true; changed; {
		changed = false
		for i := range steps {
			if !steps[i].onPath && !steps[i].seen {
				continue
			}
			for _, v := range steps[i].reads {
				for j := range steps {
					if !steps[j].onPath && !steps[j].seen && slices.Contains(steps[j].defs, v) {
						steps[j].seen, changed = true, true
					}
				}
			}
		}
	}
	lo, hi := ar.Start.Offset, ar.End.Offset
	for i := range steps {
		if !steps[i].onPath && !steps[i].seen {
			continue
		}
		// A simple statement spans its line; a branch or a loop only its condition.
		var x solidity.Node = steps[i].n.Expr
		switch st := steps[i].n.Stmt.(type) {
		case *solidity.VariableDeclarationStatement, *solidity.ExpressionStatement, *solidity.ReturnStatement,
			*solidity.EmitStatement:
			x = st
		}
		r := x.Range()
		if r.Start.Offset < lo {
			lo, first = r.Start.Offset, x
		}
		if r.End.Offset > hi {
			hi, last = r.End.Offset, x
		}
	}
	return first, last
}

// onRandomPath returns r spanning the path of the random value at r.At in f (see randomPath).
func onRandomPath(r Report, f *analysis.Function, sc *analysis.Scope) Report {
	r.From, r.To = randomPath(f, sc, r.At)
	return r
}
