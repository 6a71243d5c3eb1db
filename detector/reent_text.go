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

// unresolvedModifier returns the name of a modifier f applies that the unit does not define (its contract is in
// a file that was not uploaded, as an imported OpenZeppelin ReentrancyGuard often is), or "". Such a modifier
// may be a reentrancy lock: the engine cannot tell, and does not guess from its name.
func unresolvedModifier(f *analysis.Function) string {
	if f.Contract == nil || len(f.Decl.Modifiers) == 0 {
		return ""
	}
	for _, inv := range f.Decl.Modifiers {
		if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		name := inv.Name.Names[len(inv.Name.Names)-1]
		if _, ok := f.Contract.Modifiers[name]; ok || len(f.Model().ContractsNamed(name)) > 0 {
			continue // a modifier, or a base constructor's arguments
		}
		return name
	}
	return ""
}

// appendUnresolvedLock appends to msg the caveat a reentrancy finding in f carries when f applies a modifier the
// unit does not define, and reports whether it did: the finding's confidence is then low.
func appendUnresolvedLock(msg []byte, f *analysis.Function) ([]byte, bool) {
	name := unresolvedModifier(f)
	if name == "" {
		return msg, false
	}
	msg = append(append(append(msg, "; modifier "...), name...), " is not among the uploaded files and may be a reentrancy lock that prevents it"...)
	return msg, true
}
