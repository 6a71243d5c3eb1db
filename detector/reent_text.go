package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// appendExprText is appendText for an expression. An Expr passed where a Node is wanted is converted from one
// interface to the other, which looks the method table up at run time: the reentrancy and withdrawal detectors
// name one or two expressions in every finding, and ask them for their range directly.
func appendExprText(dst []byte, f *solidity.File, e solidity.Expr) []byte {
	if f == nil || e == nil {
		return dst
	}
	return appendRangeText(dst, f, e.Range())
}

// appendCallTarget is appendTarget with appendExprText: the text of c's target in f's file, or "an address".
func appendCallTarget(dst []byte, f *analysis.Function, c *analysis.Call) []byte {
	if c.Target == nil {
		return append(dst, "an address"...)
	}
	return appendExprText(dst, f.File, c.Target)
}

// memberAt returns the member access an lvalue is, inside any parentheses, without converting the lvalue to an
// Expr first (a run-time lookup, as for appendExprText).
func memberAt(n solidity.Node) (*solidity.MemberAccess, bool) {
	switch x := n.(type) {
	case *solidity.MemberAccess:
		return x, true
	case *solidity.TupleExpr:
		ma, ok := solidity.Unparen(x).(*solidity.MemberAccess)
		return ma, ok
	}
	return nil, false
}
