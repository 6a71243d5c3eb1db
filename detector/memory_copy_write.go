package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MemoryCopyWrite reports changes made to a memory copy of a stored struct or array that nothing reads
// afterwards: the code means to update storage and does not.
var MemoryCopyWrite = &Detector{
	ID:    "memory-copy-write",
	Title: "Change to a memory copy of storage is lost",
	Description: "A local declared `memory` and initialised from a state variable holds a copy of it. The " +
		"function changes a field or element of the copy and never reads the copy afterwards, so the change " +
		"goes nowhere: storage keeps the old value. Declaring the local `storage` makes it a reference. The " +
		"mirror image is reported too: a memory local assigned another memory local is the same memory, so " +
		"the first, read after a write through the second, no longer holds its old values.",
	Exploit: "A withdrawal that 'zeroes' the caller's record through a memory copy leaves the stored balance " +
		"untouched: the caller withdraws again and again.",
	Recommendation: "Declare the local `storage` to change the stored value, or write the copy back " +
		"(`users[id] = user;`).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-563",
	Requires:   []Requirement{RequireCFG},
	Run:        runMemoryCopyWrite,
}

func runMemoryCopyWrite(p *Pass) error {
	for _, f := range bodies(p.Model) {
		sc := f.Scope()
		// The body's declarations with a value, in the order of the source, are among its definitions: fewer
		// than its statements.
		var copies []*solidity.VariableDeclarationStatement
		for _, x := range sc.Definitions() {
			d, ok := x.(*solidity.VariableDeclarationStatement)
			if !ok || len(d.Vars) != 1 || d.Vars[0] == nil || d.Vars[0].Location != solidity.LocationMemory || d.Value == nil {
				continue
			}
			if id, ok := unparen(d.Value).(*solidity.Identifier); ok {
				if a := sc.Resolve(id); a.Kind == analysis.SymLocal && a.Var != nil && a.Var.Location == solidity.LocationMemory {
					reportAlias(p, f, d, a.Var)
					continue
				}
			}
			if sym := sc.RootVar(d.Value); sym.Kind == analysis.SymState && !isCall(d.Value) {
				copies = append(copies, d)
			}
		}
		if len(copies) == 0 {
			continue
		}
		g := f.CFG()
		for _, d := range copies {
			v := d.Vars[0]
			var writes []*analysis.Node
			var writeAt []solidity.Node
			reads := make([]bool, len(g.Nodes))
			for _, n := range g.Nodes {
				if n.Scope != sc || n.Expr == nil {
					continue
				}
				w, r := copyUses(sc, n.Expr, v)
				if w != nil {
					writes = append(writes, n)
					writeAt = append(writeAt, w)
				}
				reads[n.Index] = r
			}
			for i, n := range writes {
				after := g.Reachable(n.Succs, nil)
				lost := true
				for j := range g.Nodes {
					if reads[j] && after[j] {
						lost = false
						break
					}
				}
				if !lost {
					continue
				}
				// The finding spans the copy's declaration, where `memory` should read `storage`, down to the
				// change it loses.
				p.Report(Report{Function: f, At: writeAt[i], From: d,
					Message: fmt.Sprintf("%s changes %s, a memory copy of %s, and never reads the copy again: the stored value is not changed",
						funcLabel(f), Text(f.File, writeAt[i]), Text(f.File, d.Value)),
					Related: []Related{{At: d, Message: "the copy"}}})
				break
			}
		}
	}
	return nil
}

// isCall reports whether e is a call (a getter or a function returning a copy: not a copy of the state root).
func isCall(e solidity.Expr) bool {
	_, ok := unparen(e).(*solidity.CallExpr)
	return ok
}

// copyUses looks for the local v in e: the first part of it written (v.f = …, v[i] += …, delete v.f, v.n++),
// and whether v is otherwise read.
func copyUses(sc *analysis.Scope, e solidity.Expr, v *solidity.VariableDeclaration) (write solidity.Node, read bool) {
	isV := func(x solidity.Expr) bool {
		id, ok := x.(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == v
	}
	// rootedPart returns the lvalue when it is a field or element of v (not v itself, which a new value replaces).
	rootedPart := func(lhs solidity.Expr) solidity.Expr {
		x := unparen(lhs)
		for depth := 0; depth < 16; depth++ {
			switch y := x.(type) {
			case *solidity.MemberAccess:
				if isV(unparen(y.X)) {
					return lhs
				}
				x = unparen(y.X)
			case *solidity.IndexAccess:
				if isV(unparen(y.X)) {
					return lhs
				}
				x = unparen(y.X)
			default:
				return nil
			}
		}
		return nil
	}
	written := map[solidity.Node]bool{} // the identifiers of v that are written through
	solidity.Preorder(e, func(n solidity.Node) bool {
		if lhs := mutated(n); lhs != nil && rootedPart(lhs) != nil {
			if write == nil {
				write = lhs
			}
			// Only the path down to v is written; index expressions on the way are read.
			x := unparen(lhs)
			for {
				switch y := x.(type) {
				case *solidity.MemberAccess:
					x = unparen(y.X)
					continue
				case *solidity.IndexAccess:
					if y.Index != nil && readsLocal(sc, y.Index, v) {
						read = true
					}
					x = unparen(y.X)
					continue
				}
				break
			}
			written[x] = true
		}
		if id, ok := n.(*solidity.Identifier); ok && !written[id] && sc.Resolve(id).Var == v {
			read = true
		}
		return true
	})
	return write, read
}

// reportAlias reports `T memory b = a;` with a a memory local, when b is written and a read after the write: the
// assignment copies the reference, not the values, so a reads what was written through b (code ported from
// Vyper or Python, where the assignment copies).
func reportAlias(p *Pass, f *analysis.Function, d *solidity.VariableDeclarationStatement, a *solidity.VariableDeclaration) {
	sc, g := f.Scope(), f.CFG()
	b := d.Vars[0]
	var written []*analysis.Node
	var writeAt solidity.Node
	reads := make([]bool, len(g.Nodes))
	for _, n := range g.Nodes {
		if n.Scope != sc || n.Expr == nil {
			continue
		}
		if w, _ := copyUses(sc, n.Expr, b); w != nil {
			written = append(written, n)
			if writeAt == nil {
				writeAt = w
			}
		}
		_, reads[n.Index] = copyUses(sc, n.Expr, a)
	}
	if len(written) == 0 {
		return
	}
	var starts []*analysis.Node
	for _, n := range written {
		starts = append(starts, n.Succs...)
	}
	after := g.Reachable(starts, nil)
	for j, n := range g.Nodes {
		if !reads[j] || !after[j] {
			continue
		}
		p.Report(Report{Function: f, At: d,
			Message: fmt.Sprintf("%s declares %s as %s, another name for the same memory: writes through %s change %s, which is read afterwards as if it kept its values",
				funcLabel(f), b.Name, a.Name, b.Name, a.Name),
			Related: []Related{{At: writeAt, Message: "written through the alias"}, {At: n.Expr, Message: "read after the write"}}})
		return
	}
}
