package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// CachedBalanceOverwrite reports transfers that read both balances into locals and write both back: moving
// tokens from an account to itself then credits it without the debit.
var CachedBalanceOverwrite = &Detector{
	ID:    "cached-balance-overwrite",
	Title: "Balances cached before a transfer to oneself",
	Description: "The function reads two entries of the same table into locals (the sender's and the receiver's " +
		"balance), then writes each back from its local. When both keys are the same account, the second " +
		"write overwrites the first with a value computed from the stale copy: a transfer to oneself mints " +
		"(or burns) the amount. Nothing rules the equal keys out.",
	Exploit: "The attacker transfers its whole balance to itself, over and over: each time the credit is written " +
		"last, from the balance read before the debit, and the balance grows by the amount.",
	Recommendation: "Write the debit before reading the receiver's balance (balances[to] += amount after " +
		"balances[from] -= amount), or require(from != to).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG},
	Run:        runCachedBalanceOverwrite,
}

// cachedEntry is a local initialised with an entry of a state table: `uint256 fromBal = balances[from];`.
type cachedEntry struct {
	local *solidity.VariableDeclaration
	table *analysis.StateVar
	key   solidity.Expr
}

func runCachedBalanceOverwrite(p *Pass) error {
	for _, f := range bodies(p.Model) {
		sc := f.Scope()
		if len(sc.Definitions()) < 4 {
			continue // two cached reads and two writes back at least
		}
		cached := cachedEntries(sc)
		if len(cached) < 2 {
			continue
		}
		src := sc.File.Src
		// The writes back: table[key] = <expression reading the local that cached table[key]>.
		var back []cachedEntry
		var at []solidity.Node
		for _, d := range sc.Definitions() {
			a, ok := d.(*solidity.AssignExpr)
			if !ok || a.Op != "=" {
				continue
			}
			ia, ok := unparen(a.LHS).(*solidity.IndexAccess)
			if !ok || ia.Index == nil {
				continue
			}
			for _, c := range cached {
				if stateVarOf(sc, ia.X) == c.table && sameKey(keyText(src, ia.Index), keyText(src, c.key)) && readsLocal(sc, a.RHS, c.local) {
					back = append(back, c)
					at = append(at, a)
				}
			}
		}
		for i := 0; i < len(back); i++ {
			for j := i + 1; j < len(back); j++ {
				x, y := back[i], back[j]
				if x.table != y.table || sameKey(keyText(src, x.key), keyText(src, y.key)) || distinctKeys(f, x.key, y.key) {
					continue
				}
				p.Report(Report{Function: f, File: sc.File, At: at[j],
					Message: fmt.Sprintf("%s writes %s[%s] and %s[%s] back from copies read before either write: when %s and %s are the same account, the second write discards the first",
						funcLabel(f), x.table.Name, Text(sc.File, x.key), y.table.Name, Text(sc.File, y.key), Text(sc.File, x.key), Text(sc.File, y.key)),
					Related: []Related{{File: sc.File, At: at[i], Message: "the write it overwrites"}}})
				i = len(back) // one report per function
				break
			}
		}
	}
	return nil
}

// cachedEntries lists the locals of sc's body initialised with an entry of a one-key state table of a value
// type, and never reassigned.
func cachedEntries(sc *analysis.Scope) []cachedEntry {
	var out []cachedEntry
	for _, d := range sc.Definitions() {
		vd, ok := d.(*solidity.VariableDeclarationStatement)
		if !ok || len(vd.Vars) != 1 || vd.Vars[0] == nil || vd.Value == nil {
			continue
		}
		if _, elementary := vd.Vars[0].Type.(*solidity.ElementaryTypeName); !elementary {
			continue
		}
		ia, ok := unparen(vd.Value).(*solidity.IndexAccess)
		if !ok || ia.Index == nil {
			continue
		}
		if _, nested := unparen(ia.X).(*solidity.IndexAccess); nested {
			continue
		}
		v := stateVarOf(sc, ia.X)
		if v == nil || rebound(sc, vd.Vars[0]) {
			continue
		}
		out = append(out, cachedEntry{local: vd.Vars[0], table: v, key: ia.Index})
	}
	return out
}

// readsLocal reports whether e reads the local v.
func readsLocal(sc *analysis.Scope, e solidity.Expr, v *solidity.VariableDeclaration) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
			found = true
		}
		return !found
	})
	return found
}

// distinctKeys reports whether a guard of f rules out a and b being equal: require(a != b), or
// `if (a == b) revert` (any conjunct of a guard that holds, or disjunct of one that must fail).
func distinctKeys(f *analysis.Function, a, b solidity.Expr) bool {
	src := f.File.Src
	ka, kb := keyText(src, a), keyText(src, b)
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil {
			continue
		}
		op, split := "!=", "&&"
		if !n.Holds {
			op, split = "==", "||"
		}
		found := false
		eachOperand(n.Expr, split, func(e solidity.Expr) {
			c, ok := unparen(e).(*solidity.BinaryExpr)
			if !ok || c.Op != op {
				return
			}
			x, y := keyText(n.Scope.File.Src, c.X), keyText(n.Scope.File.Src, c.Y)
			if sameKey(x, ka) && sameKey(y, kb) || sameKey(x, kb) && sameKey(y, ka) {
				found = true
			}
		})
		if found {
			return true
		}
	}
	return false
}
