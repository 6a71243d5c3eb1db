package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ledgerTablesSlot holds ledgerTables' answer for a model.
var ledgerTablesSlot = analysis.NewMemoSlot()

// ledgerTable reports whether some code of the unit moves an entry of v by an amount (v[k] += x, v[k] -= x,
// v[k]++, v[k]--): v is a ledger of balances, not a table of roles. A check that the caller's entry is not zero
// asks whether the caller holds something, and anyone crediting an account (a deposit on another's behalf) is
// how such a table works, not a grant of privileges.
func ledgerTable(m *analysis.Model, v *analysis.StateVar) bool {
	set := m.MemoSlot(ledgerTablesSlot, func() any { return findLedgerTables(m) }).(map[*analysis.StateVar]bool)
	return set[v]
}

func findLedgerTables(m *analysis.Model) map[*analysis.StateVar]bool {
	set := map[*analysis.StateVar]bool{}
	note := func(sc *analysis.Scope, e solidity.Expr) {
		if _, ok := unparen(e).(*solidity.IndexAccess); !ok {
			return
		}
		if r := sc.RootVar(e); r.Kind == analysis.SymState && r.State != nil {
			set[r.State] = true
		}
	}
	for _, f := range bodies(m) {
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.AssignExpr:
				if y.Op == "+=" || y.Op == "-=" {
					note(sc, y.LHS)
				}
			case *solidity.UnaryExpr:
				if y.Op == "++" || y.Op == "--" {
					note(sc, y.X)
				}
			}
			return true
		})
	}
	return set
}
