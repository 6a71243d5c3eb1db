package detector

import (
	"strconv"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// NonCanonicalSignature reports function signatures written as strings, to be hashed into a selector, that are
// not in the canonical form the ABI hashes: the selector then names no function of the callee.
var NonCanonicalSignature = &Detector{
	ID:    "non-canonical-signature",
	Title: "Function signature string is not canonical",
	Description: "A selector computed from a string (`abi.encodeWithSignature(\"f(...)\", ...)`, " +
		"`bytes4(keccak256(\"f(...)\"))`) is the hash of exactly that text. The ABI hashes the canonical form: " +
		"no spaces, no parameter names, `uint256` rather than `uint`, `bytes1` rather than `byte`, `address` for a " +
		"contract, a tuple for a struct and `uint8` for an enum. Any other spelling gives a selector that matches " +
		"no function: the call reaches the callee's fallback function, which may accept it and do nothing, or " +
		"reverts.",
	Exploit: "A token forwarder encodes `transfer(address, uint256)` with a space: the selector is not that of " +
		"transfer, the token's fallback (or a proxy's) accepts the call, and the forwarder records a payment that " +
		"never happened; or every call reverts and the funds stay locked.",
	Recommendation: "Write the signature in canonical form, or better let the compiler build the call: " +
		"`abi.encodeCall(IERC20.transfer, (to, amount))` or `IERC20.transfer.selector`.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-628",
	Requires:   []Requirement{RequireSymbols},
	Run:        runNonCanonicalSignature,
}

func runNonCanonicalSignature(p *Pass) error {
	for _, f := range bodies(p.Model) {
		sc := f.Scope()
		for _, c := range sc.Calls() {
			var arg solidity.Expr
			var how string
			switch {
			case c.Kind == analysis.CallBuiltin && c.Name == "abi.encodeWithSignature" && len(c.Args) > 0:
				arg, how = c.Args[0], " encodes a call with the signature "
			case c.Kind == analysis.CallTypeConversion && c.Name == "bytes4" && len(c.Args) == 1:
				arg, how = hashedText(sc, c.Args[0]), " takes the selector of the signature "
			default:
				continue
			}
			lit, litFile := signatureText(sc, arg)
			if lit == nil {
				continue
			}
			fault := signatureFault(lit.Value)
			if fault == "" {
				continue
			}
			msg := append(append(p.message(), funcLabel(f)...), how...)
			msg = strconv.AppendQuote(msg, lit.Value)
			msg = append(append(append(msg, ", which is not canonical ("...), fault...),
				"): the selector matches no function, so the call reaches the fallback function or reverts"...)
			r := Report{Function: f, At: arg}
			if lit != unparen(arg) {
				r.Related = []Related{{File: litFile, At: lit, Message: "the signature"}}
			}
			p.reportMessage(r, msg)
		}
	}
	return nil
}

// hashedText returns the value a hash built-in hashes in e (`keccak256(x)`, `sha3(x)`, through `bytes(x)` or
// `abi.encodePacked(x)`), or nil when e is no such hash.
func hashedText(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	ce, ok := unparen(e).(*solidity.CallExpr)
	if !ok || len(ce.Args) != 1 {
		return nil
	}
	c := sc.CallOf(ce)
	if c == nil || c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3") {
		return nil
	}
	x := unparen(ce.Args[0])
	if in, ok := x.(*solidity.CallExpr); ok && len(in.Args) == 1 {
		if ic := sc.CallOf(in); ic != nil && (ic.Kind == analysis.CallTypeConversion && ic.Name == "bytes" ||
			ic.Kind == analysis.CallBuiltin && ic.Name == "abi.encodePacked") {
			x = unparen(in.Args[0])
		}
	}
	return x
}

// signatureText returns the string literal e is, or the literal a constant e names is initialised with, and the
// file of the constant; nil otherwise.
func signatureText(sc *analysis.Scope, e solidity.Expr) (*solidity.StringLiteral, *solidity.File) {
	switch x := unparen(e).(type) {
	case *solidity.StringLiteral:
		if x.Kind != solidity.StringHex {
			return x, nil
		}
	case *solidity.Identifier:
		if sym := sc.Resolve(x); sym.Kind == analysis.SymState && sym.State != nil && sym.State.Decl.Constant && sym.State.Contract != nil {
			if lit, ok := unparen(sym.State.Decl.Value).(*solidity.StringLiteral); ok && lit.Kind != solidity.StringHex {
				return lit, sym.State.Contract.File
			}
		}
	}
	return nil, nil
}

// signatureFault tells what keeps s, a function signature (`name(types)`), from being the canonical form the
// ABI hashes; "" when s is canonical, or is no signature at all.
func signatureFault(s string) string {
	open := strings.IndexByte(s, '(')
	if open <= 0 || !strings.HasSuffix(s, ")") {
		return ""
	}
	name := s[:open]
	if strings.TrimSpace(name) != name {
		return "a space after the name"
	}
	for i := 0; i < len(name); i++ {
		if !isIdentByte(name[i]) {
			return "" // not a name followed by a parameter list: no signature
		}
	}
	params := s[open+1 : len(s)-1]
	if strings.Contains(params+",", " storage,") || strings.Contains(params, " storage)") {
		// A library function's selector: its storage parameters are named by their type and " storage",
		// and its structs, enums and contracts by name (Set.Data storage), which no ABI signature would be.
		return ""
	}
	return paramsFault(params)
}

// paramsFault tells what is wrong with list, the comma-separated parameter types of a signature or tuple.
func paramsFault(list string) string {
	if list == "" {
		return ""
	}
	depth, from := 0, 0
	for i := 0; i <= len(list); i++ {
		if i < len(list) {
			switch list[i] {
			case '(':
				depth++
				continue
			case ')':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		if fault := typeFault(list[from:i]); fault != "" {
			return fault
		}
		from = i + 1
	}
	return ""
}

// typeFault tells what keeps t from being a canonical ABI type.
func typeFault(t string) string {
	if t == "" {
		return "an empty parameter"
	}
	if trimmed := strings.TrimSpace(t); trimmed != t {
		if trimmed != "" && strings.IndexByte(trimmed, ' ') < 0 {
			return "spaces between the parameters"
		}
		t = trimmed
	}
	if i := strings.IndexByte(t, ' '); i >= 0 {
		if t[:i] == "address" && strings.TrimSpace(t[i:]) == "payable" {
			return "`address payable` is `address` in a signature"
		}
		return "a parameter name or a space in `" + t + "`"
	}
	// Array suffixes: `[]` or `[N]`, any number of them.
	for strings.HasSuffix(t, "]") {
		i := strings.LastIndexByte(t, '[')
		if i < 0 {
			return "an unmatched `]`"
		}
		for _, c := range t[i+1 : len(t)-1] {
			if c < '0' || c > '9' {
				return "an array length that is not a number"
			}
		}
		t = t[:i]
	}
	if strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		return paramsFault(t[1 : len(t)-1])
	}
	switch t {
	case "address", "bool", "string", "bytes", "function":
		return ""
	case "uint", "int":
		return "`" + t + "` is `" + t + "256` in a signature"
	case "byte":
		return "`byte` is `bytes1` in a signature"
	case "fixed", "ufixed":
		return "`" + t + "` is `" + t + "128x18` in a signature"
	}
	if sizedType(t, "bytes", 1, 32, 1) || sizedType(t, "uint", 8, 256, 8) || sizedType(t, "int", 8, 256, 8) {
		return ""
	}
	if fixedType(t) {
		return ""
	}
	return "`" + t + "` is no ABI type: a contract is `address`, a struct a tuple, an enum `uint8`"
}

// sizedType reports whether t is prefix followed by a size from lo to hi in steps of step.
func sizedType(t, prefix string, lo, hi, step int) bool {
	if !strings.HasPrefix(t, prefix) {
		return false
	}
	n, err := strconv.Atoi(t[len(prefix):])
	return err == nil && t[len(prefix)] != '0' && lo <= n && n <= hi && n%step == 0
}

// fixedType reports whether t is fixedMxN or ufixedMxN with M a multiple of 8 up to 256 and N at most 80.
func fixedType(t string) bool {
	rest, ok := strings.CutPrefix(t, "ufixed")
	if !ok {
		if rest, ok = strings.CutPrefix(t, "fixed"); !ok {
			return false
		}
	}
	m, n, ok := strings.Cut(rest, "x")
	if !ok {
		return false
	}
	mv, err1 := strconv.Atoi(m)
	nv, err2 := strconv.Atoi(n)
	return err1 == nil && err2 == nil && 8 <= mv && mv <= 256 && mv%8 == 0 && 0 <= nv && nv <= 80
}
