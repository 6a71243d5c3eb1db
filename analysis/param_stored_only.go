package analysis

import "github.com/vigilsec/vigil/solidity"

// paramOnlyStored reports whether f's parameter at index i appears in f's body only as the whole right-hand side
// of plain assignments (highestBidder = bidder): f records the account it is given but asks nothing about it, so
// a call handing it msg.sender is no question about the caller, whatever f returns.
func paramOnlyStored(f *Function, i int) bool {
	if f == nil || f.Decl.Body == nil || i < 0 || i >= len(f.Decl.Params) || f.Decl.Params[i] == nil {
		return false
	}
	p := f.Decl.Params[i]
	sc := f.Scope()
	uses, stored := 0, 0
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.AssignExpr:
			if id, ok := solidity.Unparen(y.RHS).(*solidity.Identifier); ok && y.Op == "=" && sc.symOf(id).Var == p {
				stored++
			}
		case *solidity.Identifier:
			if sc.symOf(y).Var == p {
				uses++
			}
		}
		return true
	})
	return uses == stored
}
