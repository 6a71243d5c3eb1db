package detector

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DivideBeforeMultiply reports integer divisions whose result is then multiplied.
var DivideBeforeMultiply = &Detector{
	ID:    "divide-before-multiply",
	Title: "Division before multiplication loses precision",
	Description: "Integer division rounds down; multiplying its result afterwards multiplies the rounding error. " +
		"(a / b) * c can be far from a * c / b, and is zero whenever a < b.",
	Exploit: "A fee or reward computed as amount / total * rate rounds to zero for small amounts, so users pay no " +
		"fee or receive no reward; an attacker splits a large operation into many small ones.",
	Recommendation: "Multiply before dividing (a * c / b), or use a full-precision mulDiv.",
	Severity:       vigil.SeverityLow,
	Confidence:     vigil.ConfidenceMedium,
	CWE:            "CWE-682",
	Requires:       []Requirement{RequireTypes, RequireDataFlow},
	Run:            runDivideBeforeMultiply,
}

func runDivideBeforeMultiply(p *Pass) error {
	// A multiplication through a helper (SafeMath's x.div(y).mul(z)) has no operator in the body's text: it is
	// looked for in the callers of the unit's multiplying helpers.
	helperProducts(p)
	for _, f := range bodies(p.Model) {
		// A finding needs a division and a multiplication in the body, and so a / and a * in its text.
		text := f.Decl.Body.Range().Text(f.File.Src)
		if bytes.IndexByte(text, '/') < 0 || bytes.IndexByte(text, '*') < 0 {
			continue
		}
		sc := f.Scope()
		// Locals whose only definitions are divisions: x = a / b; … x * c. Gathered on the first local multiplied.
		var quotients map[*solidity.VariableDeclaration]*solidity.BinaryExpr
		src := f.File.Src
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			var x, y solidity.Expr
			switch e := n.(type) {
			case solidity.Stmt:
				return bytes.IndexByte(e.Range().Text(src), '*') >= 0
			case *solidity.BinaryExpr:
				if e.Op != "*" {
					return true
				}
				x, y = e.X, e.Y
			case *solidity.AssignExpr:
				if e.Op != "*=" {
					return true
				}
				x, y = e.LHS, e.RHS
			default:
				return true
			}
			// Whether the operation counts is asked once a side is found to be a division: it is the dearer test.
			counts := func() bool { return !isConstExpr(sc, n.(solidity.Expr)) && integerTyped(sc, x, y) }
			for i, side := range [2]solidity.Expr{x, y} {
				other := y
				if i == 1 {
					other = x
				}
				side = unparen(side)
				if d, ok := side.(*solidity.BinaryExpr); ok && d.Op == "/" {
					if !roundsToMultiple(src, d, other) && counts() {
						p.Report(Report{Function: f, At: n,
							Message: fmt.Sprintf("%s multiplies the result of the division %s: %s", funcLabel(f), Text(f.File, d), Text(f.File, n))})
					}
					return true
				}
				if d, ok := side.(*solidity.BinaryExpr); ok && d.Op == ">>" && fixedPointShift(sc, d) && counts() {
					// (priceX112 >> 112) * amount: a fixed-point number decoded to an integer, then scaled; every
					// fraction of a unit is lost before the multiplication.
					p.Report(Report{Function: f, At: n,
						Message: fmt.Sprintf("%s multiplies the result of the shift %s, a division by a power of two: %s", funcLabel(f), Text(f.File, d), Text(f.File, n))})
					return true
				}
				if id, ok := side.(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Var != nil {
						if quotients == nil {
							quotients = divisionLocals(sc, f.Decl.Body)
						}
						if d := quotients[sym.Var]; d != nil {
							if !roundsToMultiple(src, d, other) && counts() {
								p.Report(Report{Function: f, At: n,
									Message: fmt.Sprintf("%s multiplies %s, the result of the division %s (line %d): %s",
										funcLabel(f), id.Name, Text(f.File, d), lineOf(d), Text(f.File, n)),
									Related: []Related{{At: d, Message: "the division"}}})
							}
							return true
						}
					}
				}
			}
			return true
		})
	}
	return nil
}

// fixedPointShift reports whether d shifts right by a constant of 64 bits or more: the decoding of a fixed-point
// number (UQ112x112, X96, X128) to its integer part, not bit twiddling.
func fixedPointShift(sc *analysis.Scope, d *solidity.BinaryExpr) bool {
	k, ok := constValue(sc, d.Y, nil, 0)
	return ok && k.IsInt64() && k.Int64() >= 64 && k.Int64() < 256
}

// roundsToMultiple reports whether multiplying the division d by m multiplies by d's own divisor: a / k * k
// rounds a down to a multiple of k, and dropping the remainder is its purpose.
func roundsToMultiple(src []byte, d *solidity.BinaryExpr, m solidity.Expr) bool {
	return d.Y != nil && m != nil && sameKey(keyText(src, d.Y), keyText(src, m))
}

// integerTyped reports whether both operands are integers, or of unknown type but not fixed-point literals.
func integerTyped(sc *analysis.Scope, xs ...solidity.Expr) bool {
	for _, x := range xs {
		t := sc.TypeOf(x)
		if t != nil && t.Kind != analysis.TypeInt {
			return false
		}
		if lit, ok := unparen(x).(*solidity.NumberLiteral); ok {
			if _, isInt := lit.BigInt(); !isInt {
				return false
			}
		}
	}
	return true
}

// divisionLocals maps each local variable whose every definition in body is a division (x = a / b, x /= b,
// uint x = a / b) to one of those divisions.
func divisionLocals(sc *analysis.Scope, body *solidity.Block) map[*solidity.VariableDeclaration]*solidity.BinaryExpr {
	div := map[*solidity.VariableDeclaration]*solidity.BinaryExpr{}
	other := map[*solidity.VariableDeclaration]bool{}
	def := func(v *solidity.VariableDeclaration, value solidity.Expr, op string) {
		if v == nil {
			return
		}
		if op == "*=" {
			return // the multiplication this detector looks for, not a new value
		}
		if op == "/=" {
			if _, seen := div[v]; !seen {
				div[v] = nil
			}
			return
		}
		if d, ok := unparen(value).(*solidity.BinaryExpr); ok && d.Op == "/" && op == "=" {
			if div[v] == nil {
				div[v] = d
			}
			return
		}
		other[v] = true
	}
	solidity.Preorder(body, func(n solidity.Node) bool {
		switch s := n.(type) {
		case *solidity.VariableDeclarationStatement:
			if len(s.Vars) == 1 && s.Value != nil {
				def(s.Vars[0], s.Value, "=")
			}
		case *solidity.AssignExpr:
			if id, ok := unparen(s.LHS).(*solidity.Identifier); ok {
				if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn {
					def(sym.Var, s.RHS, s.Op)
				}
			}
		case *solidity.UnaryExpr:
			if s.Op == "++" || s.Op == "--" || s.Op == "delete" {
				if id, ok := unparen(s.X).(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn {
						other[sym.Var] = true
					}
				}
			}
		}
		return true
	})
	var out map[*solidity.VariableDeclaration]*solidity.BinaryExpr
	for v, d := range div {
		if d != nil && !other[v] {
			if out == nil {
				out = map[*solidity.VariableDeclaration]*solidity.BinaryExpr{}
			}
			out[v] = d
		}
	}
	if out == nil {
		return noQuotients
	}
	return out
}

// noQuotients is the answer of divisionLocals for a body without any such local, shared by all such answers:
// it is only read. Not nil, it tells the callers that the answer is known.
var noQuotients = map[*solidity.VariableDeclaration]*solidity.BinaryExpr{}

// helperProducts reports the multiplications made through a helper (an internal or library function of two
// parameters that returns their product, SafeMath's mul, called as x.mul(y) or mul(x, y)) of which one operand
// is a division, by the operator or through a helper returning its first parameter divided by its second
// (SafeMath's div): a.div(b).mul(c) rounds as a / b * c does. Only the callers of such helpers are read.
func helperProducts(p *Pass) {
	var mulBuf [4]*analysis.Function
	muls := mulBuf[:0]
	for _, h := range bodies(p.Model) {
		// A helper: two parameters, one result, not callable from outside (most functions fail here).
		if len(h.Decl.Params) != 2 || len(h.Decl.Returns) != 1 || h.IsEntry() {
			continue
		}
		if helperBodyOp(h) == "*" {
			muls = append(muls, h)
		}
	}
	if len(muls) == 0 {
		return
	}
	var ops helperOps // what each helper computes, looked at once per pass
	cg := p.Model.CallGraph()
	seen := map[*analysis.Function]bool{}
	for _, h := range muls {
		for _, f := range cg.Callers(h) {
			if seen[f] || f.Decl.Body == nil {
				continue
			}
			seen[f] = true
			helperProductsIn(p, f, muls, &ops)
		}
	}
}

// helperProductsIn reports the calls of f to one of the multiplying helpers muls with a division as an operand.
func helperProductsIn(p *Pass, f *analysis.Function, muls []*analysis.Function, ops *helperOps) {
	sc := f.Scope()
	src := f.File.Src
	for _, c := range sc.Calls() {
		if c.Expr == nil || c.Callee == nil || !slices.Contains(muls, c.Callee) {
			continue
		}
		// Only an operand that is a division or a call can be a quotient: told from the syntax alone.
		if !quotientShaped(c.Target) && !slices.ContainsFunc(c.Args, quotientShaped) {
			continue
		}
		op, x, y := helperOpIn(sc, c.Expr, ops)
		if op != "*" || x == nil || y == nil {
			continue
		}
		for i, side := range [2]solidity.Expr{x, y} {
			other := y
			if i == 1 {
				other = x
			}
			var divisor, d solidity.Expr
			switch e := unparen(side).(type) {
			case *solidity.BinaryExpr:
				if e.Op == "/" {
					divisor, d = e.Y, e
				}
			case *solidity.CallExpr:
				if dop, _, dy := helperOpIn(sc, e, ops); dop == "/" {
					divisor, d = dy, e
				}
			}
			if d == nil {
				continue
			}
			if divisor != nil && sameKey(keyText(src, divisor), keyText(src, other)) {
				break // a / k * k rounds down to a multiple of k on purpose
			}
			if isConstExpr(sc, c.Expr) || !integerTyped(sc, x, y) {
				break
			}
			p.Report(Report{Function: f, At: c.Expr,
				Message: fmt.Sprintf("%s multiplies the result of the division %s: %s", funcLabel(f), Text(f.File, d), Text(f.File, c.Expr))})
			break
		}
	}
}

// quotientShaped reports whether e is, by its syntax, a division or a call: what a quotient can look like.
func quotientShaped(e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.BinaryExpr:
		return x.Op == "/"
	case *solidity.CallExpr:
		return true
	}
	return false
}
