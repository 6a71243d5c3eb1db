package detector

import (
	"bytes"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// StaleEntryWrite reports a mapping entry written back from a value read before another entry of the same
// mapping was written, when the two keys can be the same account.
var StaleEntryWrite = &Detector{
	ID:    "stale-entry-write",
	Title: "Entry written back from a stale copy when two keys can be equal",
	Description: "A function reads two entries of the same mapping into locals (the sender's and the " +
		"receiver's balance), writes the first, then writes the second from its copy. When both keys name the " +
		"same account, as in a transfer to oneself, the second write restores the value read before the first " +
		"and undoes it: the debit vanishes and the credit stays.",
	Exploit: "The attacker transfers their whole balance to themselves: the debit is overwritten by the credit " +
		"computed from the old balance, so each call doubles the balance out of nothing.",
	Recommendation: "Update the entries in place (balances[from] -= v; balances[to] += v), re-read the second " +
		"entry after the first write, or reject equal keys (require(from != to)).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runStaleEntryWrite,
}

// maxEntryWrites bounds the whole-entry writes of a function the pairwise search looks at.
const maxEntryWrites = 64

// entryCopy is a local declared with the value of a mapping entry: uint b = balances[to].
type entryCopy struct {
	local   *solidity.VariableDeclaration
	mapping *analysis.StateVar
	key     []byte
	node    *analysis.Node
}

func runStaleEntryWrite(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || f.Decl.Body == nil {
			continue
		}
		sc := f.Scope()
		if !copiesEntry(sc) {
			continue
		}
		g := f.CFG()
		src := f.File.Src
		var copies []entryCopy
		for _, n := range g.Nodes {
			d, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
			if !ok || n.Scope != sc || d.Tuple || len(d.Vars) != 1 || d.Vars[0] == nil || d.Value == nil {
				continue
			}
			ix, ok := solidity.Unparen(d.Value).(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			if v := directState(sc, ix.X); v != nil {
				copies = append(copies, entryCopy{local: d.Vars[0], mapping: v, key: keyText(src, ix.Index), node: n})
			}
		}
		if len(copies) < 2 {
			continue
		}
		// The writes of whole entries, in the graph's order: m[k] = expression.
		type entryWrite struct {
			key  []byte
			v    *analysis.StateVar
			rhs  solidity.Expr
			node *analysis.Node
			at   *solidity.AssignExpr
		}
		var writes []entryWrite
		for _, n := range g.Nodes {
			as, ok := n.Expr.(*solidity.AssignExpr)
			if !ok || n.Scope != sc || as.Op != "=" {
				continue
			}
			ix, ok := solidity.Unparen(as.LHS).(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				continue
			}
			if v := directState(sc, ix.X); v != nil {
				writes = append(writes, entryWrite{key: keyText(src, ix.Index), v: v, rhs: as.RHS, node: n, at: as})
			}
		}
		if len(writes) > maxEntryWrites {
			continue // generated code, not a transfer: the pairs would cost more than they could tell
		}
		for _, second := range writes {
			cp, ok := copyUsed(sc, copies, second.v, second.key, second.rhs)
			if !ok {
				continue
			}
			for _, first := range writes {
				if first.node == second.node || first.v != second.v || sameKey(first.key, second.key) {
					continue
				}
				// The copy was taken before the first write, which comes before the second on every path.
				if !dominates(g, cp.node, first.node) || !dominates(g, first.node, second.node) {
					continue
				}
				if keysCompared(g, sc, first.key, second.key) {
					continue
				}
				p.Report(Report{Function: f, File: f.File, At: second.at,
					Message: fmt.Sprintf("%s writes %s[%s] from %s, read before %s[%s] was written: when %s and %s are the same account, the first write is undone",
						funcLabel(f), second.v.Name, second.key, cp.local.Name, first.v.Name, first.key, first.key, second.key),
					Related: []Related{{File: f.File, At: first.at, Message: "the write that is undone"}}})
				break
			}
		}
	}
	return nil
}

// copyUsed finds the copy of entry v[key] that the written value rhs is computed from.
func copyUsed(sc *analysis.Scope, copies []entryCopy, v *analysis.StateVar, key []byte, rhs solidity.Expr) (entryCopy, bool) {
	for _, cp := range copies {
		if cp.mapping != v || !sameKey(cp.key, key) {
			continue
		}
		used := false
		solidity.Preorder(rhs, func(x solidity.Node) bool {
			if id, ok := x.(*solidity.Identifier); ok && !used && sc.Resolve(id).Var == cp.local {
				used = true
			}
			return !used
		})
		if used {
			return cp, true
		}
	}
	return entryCopy{}, false
}

// keysCompared reports whether a guard or branch of the function compares the two keys (require(from != to)).
func keysCompared(g *analysis.CFG, sc *analysis.Scope, a, b []byte) bool {
	for _, n := range g.Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope != sc {
			continue
		}
		t := keyText(sc.File.Src, n.Expr)
		if bytes.Contains(t, a) && bytes.Contains(t, b) {
			return true
		}
	}
	return false
}

// copiesEntry reports whether sc's body declares a local with an entry of a mapping or an array as its value
// (x = m[k]), which the graph's nodes of the body must hold for runStaleEntryWrite to find a copy: the body's
// definitions are fewer than the graph's nodes.
func copiesEntry(sc *analysis.Scope) bool {
	for _, n := range sc.Definitions() {
		d, ok := n.(*solidity.VariableDeclarationStatement)
		if !ok || d.Tuple || len(d.Vars) != 1 || d.Vars[0] == nil || d.Value == nil {
			continue
		}
		if ix, ok := solidity.Unparen(d.Value).(*solidity.IndexAccess); ok && ix.Index != nil {
			return true
		}
	}
	return false
}
