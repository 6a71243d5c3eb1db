package solidity

import (
	"math/big"
	"strconv"
	"strings"
)

// Canonical returns the type's canonical name, as the ABI and the compiler spell it: "uint" is "uint256", "int"
// is "int256", "byte" is "bytes1", "fixed" is "fixed128x18", "ufixed" is "ufixed128x18"; an `address payable`
// is "address payable". Other names are returned unchanged.
func (e *ElementaryTypeName) Canonical() string {
	switch e.Name {
	case "uint":
		return "uint256"
	case "int":
		return "int256"
	case "byte":
		return "bytes1"
	case "fixed":
		return "fixed128x18"
	case "ufixed":
		return "ufixed128x18"
	case "address":
		if e.Payable {
			return "address payable"
		}
	}
	return e.Name
}

// IntegerBits returns the width in bits of an integer type and whether it is signed; ok is false for other
// types.
func (e *ElementaryTypeName) IntegerBits() (bits int, signed bool, ok bool) {
	name := e.Canonical()
	switch {
	case strings.HasPrefix(name, "uint"):
		n, ok := smallNumber(name[4:])
		return n, false, ok
	case strings.HasPrefix(name, "int"):
		n, ok := smallNumber(name[3:])
		return n, true, ok
	}
	return 0, false, false
}

// Contracts returns the contracts, interfaces and libraries of the unit, in source order.
func (u *SourceUnit) Contracts() []*ContractDefinition {
	var out []*ContractDefinition
	for _, d := range u.Items {
		if c, ok := d.(*ContractDefinition); ok {
			out = append(out, c)
		}
	}
	return out
}

// Pragmas returns the pragma directives of the unit, in source order.
func (u *SourceUnit) Pragmas() []*PragmaDirective {
	var out []*PragmaDirective
	for _, d := range u.Items {
		if p, ok := d.(*PragmaDirective); ok {
			out = append(out, p)
		}
	}
	return out
}

// Functions returns the contract's functions, constructors, fallback and receive functions, in source order.
func (c *ContractDefinition) Functions() []*FunctionDefinition {
	var out []*FunctionDefinition
	for _, d := range c.Members {
		if f, ok := d.(*FunctionDefinition); ok {
			out = append(out, f)
		}
	}
	return out
}

// StateVariables returns the contract's state variables, in source order.
func (c *ContractDefinition) StateVariables() []*StateVariableDeclaration {
	var out []*StateVariableDeclaration
	for _, d := range c.Members {
		if v, ok := d.(*StateVariableDeclaration); ok {
			out = append(out, v)
		}
	}
	return out
}

// Modifiers returns the contract's modifier definitions, in source order.
func (c *ContractDefinition) Modifiers() []*ModifierDefinition {
	var out []*ModifierDefinition
	for _, d := range c.Members {
		if m, ok := d.(*ModifierDefinition); ok {
			out = append(out, m)
		}
	}
	return out
}

// DocComment returns the NatSpec comments that directly precede n (only blank space between them), joined in
// source order, or nil when there are none.
func (f *File) DocComment(n Node) []Comment {
	start := n.Range().Start.Offset
	// Comments are sorted; find the last one ending before n.
	lo, hi := 0, len(f.Comments)
	for lo < hi {
		mid := (lo + hi) / 2
		if f.Comments[mid].Range.End.Offset <= start {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	end := start
	first := lo
	for i := lo - 1; i >= 0; i-- {
		c := f.Comments[i]
		if !c.Doc || !blank(f.Src, c.Range.End.Offset, end) {
			break
		}
		first = i
		end = c.Range.Start.Offset
	}
	if first == lo {
		return nil
	}
	return f.Comments[first:lo]
}

func blank(src []byte, from, to int) bool {
	if from < 0 || to > len(src) || from > to {
		return false
	}
	for _, c := range src[from:to] {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

var unitFactors = map[string]int64{
	"wei": 1, "gwei": 1e9, "szabo": 1e12, "finney": 1e15, "ether": 1e18,
	"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800, "years": 31536000,
}

// maxExponent bounds the exponent BigInt accepts, so that a literal like 1e999999999 cannot make it compute a
// gigantic number.
const maxExponent = 1000

// BigInt returns the literal's value with its unit applied (`2 ether` is 2·10¹⁸, `1 days` is 86400). ok is false
// when the value is not an integer (`0.5`), the exponent is beyond ±1000, or the literal is malformed.
func (n *NumberLiteral) BigInt() (v *big.Int, ok bool) {
	s := strings.ReplaceAll(n.Value, "_", "")
	r := new(big.Rat)
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		i, ok := new(big.Int).SetString(s[2:], 16)
		if !ok {
			return nil, false
		}
		r.SetInt(i)
	} else {
		mant, exp := s, ""
		if i := strings.IndexAny(s, "eE"); i >= 0 {
			mant, exp = s[:i], s[i+1:]
		}
		if exp != "" {
			e, err := strconv.Atoi(exp)
			if err != nil || e > maxExponent || e < -maxExponent {
				return nil, false
			}
		}
		if mant == "" || strings.Trim(mant, "0123456789.") != "" || strings.Count(mant, ".") > 1 {
			return nil, false
		}
		if _, ok := r.SetString(s); !ok {
			return nil, false
		}
	}
	if n.Unit != "" {
		f, known := unitFactors[n.Unit]
		if !known {
			return nil, false
		}
		r.Mul(r, new(big.Rat).SetInt64(f))
	}
	if !r.IsInt() {
		return nil, false
	}
	return new(big.Int).Set(r.Num()), true
}

// Unparen returns e without enclosing parentheses: `((x))` gives x. Parentheses parse as one-element tuples.
func Unparen(e Expr) Expr {
	for {
		t, ok := e.(*TupleExpr)
		if !ok || len(t.Elems) != 1 || t.Elems[0] == nil {
			return e
		}
		e = t.Elems[0]
	}
}
