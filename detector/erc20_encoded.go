package detector

import (
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ERC-20 calls encoded by hand, for a low-level call: token.call(abi.encodeWithSelector(IERC20.transfer.selector,
// to, amount)), with the selector written as 0xa9059cbb or kept in a constant, abi.encodeWithSignature(
// "transfer(address,uint256)", …), abi.encodeCall(IERC20.transfer, (to, amount)), or the pre-0.5
// token.call(bytes4(keccak256("transfer(address,uint256)")), to, amount). unchecked-erc20-transfer and
// unprotected-token-withdrawal both read them through encodedERC20.

// The ABI signatures of the ERC-20 functions a call is encoded for, and their selectors.
const (
	erc20Transfer     = "transfer(address,uint256)"
	erc20TransferFrom = "transferFrom(address,address,uint256)"
	erc20Approve      = "approve(address,uint256)"
)

// erc20BySelector maps the selectors of the ERC-20 functions to their signatures.
var erc20BySelector = map[string]string{"0xa9059cbb": erc20Transfer, "0x23b872dd": erc20TransferFrom, "0x095ea7b3": erc20Approve}

// erc20Signature reports whether s is the ABI signature of an ERC-20 transfer, transferFrom or approve.
func erc20Signature(s string) bool {
	return s == erc20Transfer || s == erc20TransferFrom || s == erc20Approve
}

// encodedERC20 returns the signature of the ERC-20 function whose calldata e encodes (abi.encodeWithSelector,
// abi.encodeWithSignature or abi.encodeCall), with the arguments encoded; "" when e encodes none.
func encodedERC20(sc *analysis.Scope, e solidity.Expr) (sig string, args []solidity.Expr) {
	call, ok := unparen(e).(*solidity.CallExpr)
	if !ok || len(call.Args) == 0 {
		return "", nil
	}
	cc := sc.CallOf(call)
	if cc == nil || cc.Kind != analysis.CallBuiltin {
		return "", nil
	}
	switch cc.Name {
	case "abi.encodeWithSignature":
		if s := stringValue(call.Args[0]); erc20Signature(s) {
			return s, call.Args[1:]
		}
	case "abi.encodeWithSelector":
		if s := erc20SelectorSig(sc, call.Args[0], len(call.Args)-1); s != "" {
			return s, call.Args[1:]
		}
	case "abi.encodeCall":
		tup, ok := unparen(call.Args[len(call.Args)-1]).(*solidity.TupleExpr)
		if !ok || len(call.Args) != 2 {
			return "", nil
		}
		in, name := functionRef(sc, call.Args[0])
		if s := erc20FunctionSig(in, name, len(tup.Elems)); s != "" {
			return s, tup.Elems
		}
	}
	return "", nil
}

// erc20SelectorSig returns the signature of the ERC-20 function the selector sel selects, for a call with nargs
// arguments: a 4-byte literal, C.f.selector, a constant or local holding one, or bytes4(keccak256("sig")); "" for
// any other.
func erc20SelectorSig(sc *analysis.Scope, sel solidity.Expr, nargs int) string {
	if lit := selectorLiteral(sc, sel, 0); lit != nil {
		return erc20BySelector[strings.ToLower(lit.Value)]
	}
	sig, in, name := selectorOf(sc, sel, 0)
	if sig != "" {
		if erc20Signature(sig) {
			return sig
		}
		return ""
	}
	return erc20FunctionSig(in, name, nargs)
}

// erc20FunctionSig returns the signature of the ERC-20 function the reference in.name makes, for a call with
// nargs arguments: told by the ABI signature of the unit's function when in is known, and by the name and the
// number of arguments of the ERC-20 function when it is not (an interface the unit does not declare).
func erc20FunctionSig(in *analysis.Contract, name string, nargs int) string {
	if name == "" {
		return ""
	}
	if in != nil {
		for _, f := range in.Functions {
			if f.Decl.Name == name && erc20Signature(f.ABISignature()) {
				return f.ABISignature()
			}
		}
		return ""
	}
	for _, sig := range [...]string{erc20Transfer, erc20TransferFrom, erc20Approve} {
		if strings.HasPrefix(sig, name+"(") && strings.Count(sig, ",")+1 == nargs {
			return sig
		}
	}
	return ""
}

// selectorLiteral returns the number literal a selector is written as, itself, through bytes4(…), or kept in a
// constant or a local initialised once; nil for any other selector.
func selectorLiteral(sc *analysis.Scope, e solidity.Expr, depth int) *solidity.NumberLiteral {
	if depth > 3 {
		return nil
	}
	switch x := unparen(e).(type) {
	case *solidity.NumberLiteral:
		return x
	case *solidity.CallExpr:
		if _, conv := x.Fun.(*solidity.ElementaryTypeExpr); conv && len(x.Args) == 1 {
			return selectorLiteral(sc, x.Args[0], depth+1)
		}
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind == analysis.SymState && sym.State.Decl.Value != nil && (sym.State.Decl.Constant || sym.State.Decl.Immutable) {
			return selectorLiteral(sc, sym.State.Decl.Value, depth+1)
		}
		if sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil {
				return selectorLiteral(sc, init, depth+1)
			}
		}
	}
	return nil
}
