package detector

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// IntegerOverflow reports unchecked arithmetic that can wrap around.
var IntegerOverflow = &Detector{
	ID:    "integer-overflow",
	Title: "Integer overflow or underflow",
	Description: "Before Solidity 0.8, and inside unchecked blocks since, integer arithmetic wraps around silently. " +
		"This operation works on values the caller or stored state controls, and no check before or after it " +
		"bounds the result.",
	Exploit: "A caller passes a value that makes a sum wrap to a small number or a difference wrap to a huge one, " +
		"for instance a balance that underflows into an enormous amount to withdraw.",
	Recommendation: "Use Solidity 0.8 checked arithmetic or SafeMath, or check the operands (require(a >= b)) " +
		"before the operation.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-101",
	CWE:        "CWE-190",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireTypes},
	Run:        runOverflow,
}

func runOverflow(p *Pass) error {
	for _, f := range bodies(p.Model) {
		g := f.CFG()
		checkedFile := p.Model.Checked(f.File)
		var checks []comparison
		gathered := false
		// The comparisons are only needed once an operation is found risky: gather them then, once.
		checksOf := func() []comparison {
			if !gathered {
				checks = comparisons(f)
				gathered = true
			}
			return checks
		}
		gd := f.Guards()
		du := f.DefUse()
		for _, n := range g.Nodes {
			own := n.Own()
			if own == nil || !gd.Live(n) {
				continue
			}
			if checkedFile && !n.Unchecked {
				continue
			}
			if n.Scope.File != f.File && p.Model.Checked(n.Scope.File) && !n.Unchecked {
				continue
			}
			if fs, ok := n.Stmt.(*solidity.ForStatement); ok && n.Expr == fs.Post {
				continue // the loop condition bounds the counter
			}
			solidity.Preorder(own, func(x solidity.Node) bool {
				op, a, b, result := arithmetic(x)
				if op == "" {
					return true
				}
				reach := func(v *solidity.VariableDeclaration) []analysis.Definition { return du.Reaching(n, v) }
				if msg, conf := overflowRisk(n.Scope, reach, op, a, b, x, result, checksOf); msg != "" {
					sev := vigil.Severity("")
					if n.Unchecked && conf != vigil.ConfidenceHigh {
						// unchecked is the developer's explicit claim that the operation cannot wrap; worth a
						// review, not an alarm.
						sev, conf = vigil.SeverityMedium, vigil.ConfidenceLow
					}
					p.Report(Report{Function: f, File: n.Scope.File, At: x, Confidence: conf, Severity: sev,
						Message: fmt.Sprintf("%s: %s can %s", funcLabel(f), Text(n.Scope.File, x), msg)})
				}
				return true
			})
		}
	}
	return nil
}

// arithmetic recognises an operation that can wrap: binary + - *, compound += -= *=, ++ and --. It returns
// the operator (as + - *), the operands, and the local the result is assigned to (when there is one).
func arithmetic(x solidity.Node) (op string, a, b solidity.Expr, result solidity.Expr) {
	switch x := x.(type) {
	case *solidity.BinaryExpr:
		switch x.Op {
		case "+", "-", "*":
			return x.Op, x.X, x.Y, nil
		}
	case *solidity.AssignExpr:
		switch x.Op {
		case "+=", "-=", "*=":
			return x.Op[:1], x.LHS, x.RHS, x.LHS
		}
	case *solidity.UnaryExpr:
		switch x.Op {
		case "++":
			return "+", x.X, &solidity.NumberLiteral{Value: "1"}, x.X
		case "--":
			return "-", x.X, &solidity.NumberLiteral{Value: "1"}, x.X
		}
	}
	return "", nil, nil, nil
}

// comparison is a relational check found in a guard or branch condition, with the normalised texts of the
// sub-expressions on each side.
type comparison struct {
	texts map[string]bool
}

// comparisons collects the comparisons in every guard and branch condition of f (modifiers included).
func comparisons(f *analysis.Function) []comparison {
	var out []comparison
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil {
			continue
		}
		file := n.Scope.File
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || !comparisonOps[b.Op] {
				return true
			}
			c := comparison{texts: map[string]bool{}}
			solidity.Preorder(b, func(y solidity.Node) bool {
				if e, ok := y.(solidity.Expr); ok {
					c.texts[exprKey(file, e)] = true
				}
				return true
			})
			out = append(out, c)
			return true
		})
	}
	return out
}

// exprKey is the whitespace-free text of an expression without outer parentheses.
func exprKey(file *solidity.File, e solidity.Expr) string {
	return compact(solidity.Unparen(e).Range().Text(file.Src))
}

// compact removes whitespace: the same as strings.Join(strings.Fields(s), ""), without the intermediate slice
// for ASCII text.
func compact(b []byte) string {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return strings.Join(strings.Fields(string(b)), "")
		}
		if !asciiSpace(c) {
			out = append(out, c)
		}
	}
	return string(out)
}

func overflowRisk(sc *analysis.Scope, reach reachFunc, op string, a, b, whole solidity.Node, result solidity.Expr, checksOf func() []comparison) (string, vigil.Confidence) {
	ae, _ := a.(solidity.Expr)
	be, _ := b.(solidity.Expr)
	if ae == nil || be == nil {
		return "", ""
	}
	t := sc.TypeOf(ae)
	if t == nil || t.Kind != analysis.TypeInt {
		if u := sc.TypeOf(be); u != nil && u.Kind == analysis.TypeInt && !isLiteral(be) {
			t = u
		}
	}
	if t != nil && t.Kind != analysis.TypeInt {
		return "", "" // string or fixed-point operators, user-defined operators
	}
	bits, signed := 256, false
	if t != nil {
		bits, signed = t.Bits, t.Signed
	}
	verb := "overflow"
	if op == "-" {
		verb = "underflow"
	}
	va, okA := constValue(sc, ae, reach, 0)
	vb, okB := constValue(sc, be, reach, 0)
	if okA && okB {
		r := new(big.Int)
		switch op {
		case "+":
			r.Add(va, vb)
		case "-":
			r.Sub(va, vb)
		case "*":
			r.Mul(va, vb)
		}
		if fits(r, bits, signed) {
			return "", ""
		}
		return fmt.Sprintf("%s (%s)", verb, r.String()), vigil.ConfidenceHigh
	}
	if _, isLit := ae.(*solidity.NumberLiteral); isLit && okB {
		return "", ""
	}
	fl := sc.Flow()
	ta, tb := valueTaint(sc, fl, ae), valueTaint(sc, fl, be)
	pa, pb := valueParams(sc, fl, ae), valueParams(sc, fl, be)
	caller := func(t analysis.Taint, p uint64) bool {
		return t.Has(analysis.Caller|analysis.TaintCallReturn) || p != 0
	}
	switch op {
	case "+", "*":
		// Counters stepped by a constant cannot practically reach 2^256; require a controlled operand.
		if !(caller(ta, pa) || caller(tb, pb)) {
			return "", ""
		}
		// Ether amounts are bounded by the ether supply (< 2^90): adding them to wide integers cannot wrap.
		if op == "+" && bits >= 128 && pa == 0 && pb == 0 && (ta|tb)&^(analysis.TaintValue|analysis.TaintState) == 0 {
			return "", ""
		}
	case "-":
		if okA && okB {
			return "", ""
		}
		if !(caller(ta, pa) || caller(tb, pb) || ta.Has(analysis.TaintState) || tb.Has(analysis.TaintState)) {
			return "", ""
		}
	}
	file := sc.File
	ka, kb := exprKey(file, ae), exprKey(file, be)
	var kr string
	if result != nil {
		kr = exprKey(file, result)
	}
	for _, c := range checksOf() {
		if (c.texts[ka] && c.texts[kb]) || (kr != "" && c.texts[kr] && (c.texts[ka] || c.texts[kb])) {
			return "", ""
		}
		if w, ok := whole.(solidity.Expr); ok && c.texts[exprKey(file, w)] {
			return "", "" // the result itself is compared, e.g. require(a + b >= a)
		}
	}
	if resultCheckedLater(sc, whole, ka, kb) {
		return "", ""
	}
	return verb, ""
}

// resultCheckedLater recognises `c = a op b;` followed by a check of c against an operand (SafeMath style).
func resultCheckedLater(sc *analysis.Scope, whole solidity.Node, ka, kb string) bool {
	body := sc.Body()
	if body == nil {
		return false
	}
	var target string
	solidity.Preorder(body, func(x solidity.Node) bool {
		if target != "" {
			return false
		}
		switch s := x.(type) {
		case *solidity.VariableDeclarationStatement:
			if s.Value != nil && solidity.Unparen(s.Value) == whole && len(s.Vars) == 1 && s.Vars[0] != nil {
				target = s.Vars[0].Name
			}
		case *solidity.AssignExpr:
			if solidity.Unparen(s.RHS) == whole && s.Op == "=" {
				target = exprKey(sc.File, s.LHS)
			}
		}
		return true
	})
	if target == "" {
		return false
	}
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		b, ok := x.(*solidity.BinaryExpr)
		if !ok || !comparisonOps[b.Op] || found {
			return !found
		}
		if b.Range().Start.Offset < whole.Range().End.Offset {
			return true
		}
		l, r := exprKey(sc.File, b.X), exprKey(sc.File, b.Y)
		if (l == target || r == target || strings.Contains(l, target) || strings.Contains(r, target)) &&
			(strings.Contains(l+"|"+r, ka) || strings.Contains(l+"|"+r, kb)) {
			found = true
		}
		return !found
	})
	return found
}

func isLiteral(e solidity.Expr) bool {
	_, ok := solidity.Unparen(e).(*solidity.NumberLiteral)
	return ok
}

// fits reports whether v is representable in an integer of that width.
func fits(v *big.Int, bits int, signed bool) bool {
	if signed {
		lim := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
		return v.Cmp(new(big.Int).Neg(lim)) >= 0 && v.Cmp(lim) < 0
	}
	return v.Sign() >= 0 && v.BitLen() <= bits
}

var units = map[string]int64{"wei": 1, "gwei": 1e9, "szabo": 1e12, "finney": 1e15, "ether": 1e18,
	"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800, "years": 31536000}

// reachFunc returns the definitions of a local that reach the node being examined.
type reachFunc func(v *solidity.VariableDeclaration) []analysis.Definition

// constValue evaluates e when it is a constant at the point of use: literals, constant state variables, and
// locals whose every reaching definition assigns the same constant.
func constValue(sc *analysis.Scope, e solidity.Expr, reach reachFunc, depth int) (*big.Int, bool) {
	if depth > 8 {
		return nil, false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.NumberLiteral:
		v, ok := new(big.Int).SetString(strings.ReplaceAll(x.Value, "_", ""), 0)
		if !ok {
			return nil, false
		}
		if u, ok := units[x.Unit]; ok {
			v.Mul(v, big.NewInt(u))
		}
		return v, true
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		switch sym.Kind {
		case analysis.SymState:
			if sym.State.Decl.Constant && sym.State.Decl.Value != nil {
				return constValue(sc, sym.State.Decl.Value, nil, depth+1)
			}
		case analysis.SymLocal:
			if reach == nil {
				return nil, false
			}
			defs := reach(sym.Var)
			if len(defs) == 0 {
				return nil, false
			}
			var val *big.Int
			for _, d := range defs {
				if d.Value == nil {
					return nil, false
				}
				v, ok := constValue(sc, d.Value, nil, depth+1)
				if !ok || (val != nil && val.Cmp(v) != 0) {
					return nil, false
				}
				val = v
			}
			return val, true
		}
	case *solidity.UnaryExpr:
		if x.Op == "-" {
			if v, ok := constValue(sc, x.X, reach, depth+1); ok {
				return v.Neg(v), true
			}
		}
	}
	return nil, false
}

// valueTaint is the taint of the value an operand holds: a stored entry (balances[msg.sender]) holds state,
// whatever key selects it.
func valueTaint(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) analysis.Taint {
	switch solidity.Unparen(e).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
		if sc.RootVar(e).Kind == analysis.SymState {
			return analysis.TaintState
		}
	}
	return fl.Taint(e)
}

// valueParams is like valueTaint for the parameters a value depends on.
func valueParams(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) uint64 {
	switch solidity.Unparen(e).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
		if sc.RootVar(e).Kind == analysis.SymState {
			return 0
		}
	}
	return fl.Params(e)
}
