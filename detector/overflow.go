package detector

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	v := overflowVisitors.Get().(*overflowVisitor)
	defer v.release()
	v.p, v.chosen = p, chosenParams{cg: p.Model.CallGraph()}
	visit := v.step
	// Whether the file of the last function asked about is checked: functions come file by file, and the
	// answer takes a look-up of the file's pragma.
	var lastFile *solidity.File
	checkedFile := false
	for _, f := range bodies(p.Model) {
		if f.File != lastFile {
			lastFile, checkedFile = f.File, p.Model.Checked(f.File)
		}
		if len(f.Decl.Modifiers) == 0 {
			// Without modifiers every node comes from the body: its text tells whether any can matter.
			text := f.Decl.Body.Range().Text(f.File.Src)
			if (checkedFile && !bytes.Contains(text, []byte("unchecked"))) || !mayHaveArithmetic(text) {
				continue
			}
		}
		// Which nodes can run is asked only of the nodes that may hold an operation: the guards of a function
		// with none are not worked out for it.
		var gd *analysis.Guards
		v.f, v.guardsBuilt = f, false
		for _, n := range f.CFG().Nodes {
			if checkedFile && !n.Unchecked {
				continue
			}
			own := n.Own()
			if own == nil {
				continue
			}
			if n.Scope.File != f.File && p.Model.Checked(n.Scope.File) && !n.Unchecked {
				continue
			}
			fs, isFor := n.Stmt.(*solidity.ForStatement)
			if !isFor || n.Expr != fs.Post {
				if _, ok := own.(*solidity.AssemblyStatement); ok {
					continue // Yul has no operators, only calls such as add(x, y)
				}
				if !mayHaveArithmetic(own.Range().Text(n.Scope.File.Src)) {
					continue // what the walk gathers serves the node's own operations only
				}
			}
			if gd == nil {
				gd = f.Guards()
			}
			if !gd.Live(n) {
				continue
			}
			if isFor && n.Expr == fs.Post {
				// The loop condition bounds the counter, unless the counter is too narrow to reach it.
				if op, a, b, result := arithmetic(solidity.Unparen(n.Expr)); op == "+" && result != nil {
					v.n = n
					if msg, conf := v.narrowCounter(n.Scope, a, b); msg != "" {
						sev := vigil.Severity("")
						if n.Unchecked {
							sev, conf = uncheckedSeverity(f, n, op, a, b), vigil.ConfidenceLow
						}
						p.reportMessage(Report{Function: f, File: n.Scope.File, At: n.Expr, Confidence: conf, Severity: sev},
							appendTextMessage(p.message(), funcLabel(f), ": ", n.Scope.File, n.Expr, " can ", msg))
					}
				}
				continue
			}
			v.n, v.gd, v.assigns, v.indexed = n, gd, v.assigns[:0], v.indexed[:0]
			solidity.Preorder(own, visit)
		}
	}
	v.yulArithmetic(p)
	return nil
}

// mayHaveArithmetic reports whether a source text can hold an operation that can wrap: every one shows its
// operator (+, -, *, ++, --, +=, -=, *=), so a text with none of these characters needs no walk.
func mayHaveArithmetic(src []byte) bool {
	return bytes.IndexByte(src, '+') >= 0 || bytes.IndexByte(src, '-') >= 0 || bytes.IndexByte(src, '*') >= 0
}

// overflowVisitor walks the own expressions of a function's nodes for operations that can wrap. What it learns
// about a function or a body is kept for the other operations of the pass.
type overflowVisitor struct {
	p *Pass
	f *analysis.Function
	n *analysis.Node
	// gd holds f's guards.
	gd *analysis.Guards
	// guards holds the comparisons of f's guards and branches, built (guardsBuilt) on f's first operation.
	guards      guardTexts
	guardsBuilt bool
	// assigns are the assignments met on the way down v.n's expression.
	assigns []*solidity.AssignExpr
	// bodies holds, per body, where its comparisons are in compares, gathered on the first question about that
	// body (nil before the first).
	bodies map[*analysis.Scope]bodySpan
	// compares holds the comparisons of the bodies asked about, body after body, and bodyKeys their keys, made
	// on first use: one list and one buffer for all the bodies of the pass.
	compares []bodyComparison
	bodyKeys []byte
	// indexed are the subtractions met on the way down v.n's expression that index the array whose length
	// they start from (a[a.length - 1]): a wrapped index fails the bounds check and reverts.
	indexed []solidity.Node
	// chosen tells which parameters of internal functions a public caller's value reaches.
	chosen chosenParams
	// scratch holds compacted texts for the question being answered.
	scratch []byte
	// bound holds the largest value of an operation boundsFit works out, reused from question to question.
	bound big.Int
	// quotients are the guard and branch nodes of quotientsOf, in its file, whose condition holds a quotient
	// (quotientChecked).
	quotients   []*analysis.Node
	quotientsOf *analysis.Function
	// target holds the key resultName finds.
	target []byte
	// pair holds the exprKeys of the operand texts last asked about (operandKeys).
	pair operandPair
	// step is v.visit, made once per visitor rather than once per pass.
	step func(solidity.Node) bool
}

// operandPair holds the exprKeys of two operand texts: keys[:n] is ka's, keys[n:] kb's. The checks of an
// operation each compare them, and they are made once for all.
type operandPair struct {
	ka, kb []byte
	keys   []byte
	n      int
	made   bool
}

// operandKeys returns the exprKeys of the texts ka and kb, made again only when they are other texts than last
// time.
func (v *overflowVisitor) operandKeys(ka, kb []byte) (ca, cb []byte) {
	p := &v.pair
	if !p.made || !sameSlice(p.ka, ka) || !sameSlice(p.kb, kb) {
		p.keys = appendKey(p.keys[:0], ka)
		p.n = len(p.keys)
		p.keys = appendKey(p.keys, kb)
		p.ka, p.kb, p.made = ka, kb, true
	}
	return p.keys[:p.n], p.keys[p.n:]
}

// sameSlice reports whether x and y are the same bytes of the same array: texts of the same source span.
func sameSlice(x, y []byte) bool {
	return len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0])
}

// overflowVisitors recycles the visitors of runOverflow: their lists and buffers are kept from one unit to the
// next, rather than grown again for every unit.
var overflowVisitors = sync.Pool{New: func() any {
	v := new(overflowVisitor)
	v.step = v.visit
	return v
}}

// release empties v, keeping its storage but nothing of the unit, and returns it to overflowVisitors.
func (v *overflowVisitor) release() {
	clear(v.guards.roots[:cap(v.guards.roots)])
	clear(v.assigns[:cap(v.assigns)])
	clear(v.indexed[:cap(v.indexed)])
	clear(v.quotients[:cap(v.quotients)])
	clear(v.bodies)
	clear(v.compares[:cap(v.compares)])
	v.compares, v.bodyKeys = v.compares[:0], v.bodyKeys[:0]
	v.guards = guardTexts{roots: v.guards.roots[:0], texts: v.guards.texts[:0], keys: v.guards.keys[:0]}
	v.p, v.f, v.n, v.gd, v.guardsBuilt, v.chosen, v.quotientsOf = nil, nil, nil, nil, false, chosenParams{}, nil
	v.assigns, v.indexed, v.scratch, v.quotients = v.assigns[:0], v.indexed[:0], v.scratch[:0], v.quotients[:0]
	v.target = v.target[:0]
	v.pair = operandPair{keys: v.pair.keys[:0]}
	overflowVisitors.Put(v)
}

func (v *overflowVisitor) visit(x solidity.Node) bool {
	if s, ok := x.(*solidity.AssignExpr); ok && s.Op == "=" {
		v.assigns = append(v.assigns, s)
		return true
	}
	if ix, ok := x.(*solidity.IndexAccess); ok {
		if d := lastIndexOf(v.n.Scope.File.Src, ix); d != nil {
			v.indexed = append(v.indexed, d)
		}
		return true
	}
	op, a, b, result := arithmetic(x)
	if op == "" || (op == "-" && (slices.Contains(v.indexed, x) || lastIndexLocal(v.n, x))) {
		return true
	}
	n := v.n
	msg, conf := v.risk(n.Scope, op, a, b, x, result)
	if msg == "" && op == "+" && result != nil {
		msg, conf = v.narrowCounter(n.Scope, a, b)
	}
	if msg != "" {
		sev := vigil.Severity("")
		if n.Unchecked && conf != vigil.ConfidenceHigh {
			// unchecked is the developer's explicit claim that the operation cannot wrap; worth a
			// review, not an alarm.
			sev, conf = uncheckedSeverity(v.f, n, op, a, b), vigil.ConfidenceLow
		}
		note := ""
		if conf != vigil.ConfidenceHigh && inEvent(n, x) {
			// A wrapped value that only reaches a log misreports it and changes nothing.
			sev, conf, note = vigil.SeverityLow, vigil.ConfidenceLow, " (its value only reaches an event)"
		} else if conf != vigil.ConfidenceHigh && v.f.IsEntry() && n.Scope == v.f.Scope() && v.gd != nil && v.gd.AccessChecked() && v.gd.Protected(n) {
			// Only a privileged caller (the owner, a role) reaches the operation: a wrap takes that caller's
			// own mistake, not an attacker's choice.
			sev, conf, note = vigil.SeverityLow, vigil.ConfidenceLow, " (only a privileged caller reaches it)"
		} else if conf != vigil.ConfidenceHigh && !n.Unchecked && receivedSum(v.f, n.Scope, op, a, b) {
			// A stored total credited with tokens the function pulls in from the caller (totalStaked += amount
			// after token.transferFrom(msg.sender, address(this), amount)): the tokens exist, and what the
			// contract holds of them stays within the token's supply, which fits in 256 bits. Only a total that
			// is never lowered while the tokens go round again could pass it: a note, not an alarm.
			sev, conf, note = vigil.SeverityLow, vigil.ConfidenceLow, " (the amount is tokens the contract receives, whose sum stays within the token's supply)"
		} else if conf != vigil.ConfidenceHigh && !n.Unchecked && privilegedFactor(n.Scope, op, a, b, func() []solidity.Expr { return requiredChecks(v.f, n.Scope, n) }) {
			// A factor only the deployer or a privileged account sets (a multiplier, a house edge): a wrap takes
			// a setting no sane owner makes. Worth a review, not an alarm.
			sev, conf, note = vigil.SeverityMedium, vigil.ConfidenceLow, " (its other operand is set only by the deployer or a privileged account)"
		} else if conf != vigil.ConfidenceHigh && !n.Unchecked && v.clockPlusChosen(n.Scope, op, a, b) {
			// now + duration with a duration the caller picks and no minimum: the wrapped time lies in the
			// past, as a duration of 0 nearly gives. Worth a review, not an alarm.
			sev, conf, note = vigil.SeverityMedium, vigil.ConfidenceLow, " (a wrapped time lies in the past, which a small value the caller may pass nearly gives)"
		} else if conf != vigil.ConfidenceHigh && !n.Unchecked && v.uncalled() {
			// A helper nothing in the unit calls (a library's math, linked by contracts outside it): the
			// values it gets are its future callers' to bound. Worth a review, not an alarm. (Inside
			// unchecked the rating is already lower.)
			sev, conf, note = vigil.SeverityMedium, vigil.ConfidenceLow, " (nothing in the code analysed calls "+funcLabel(v.f)+": it depends on the values its callers pass)"
		}
		v.p.reportMessage(Report{Function: v.f, File: n.Scope.File, At: x, Confidence: conf, Severity: sev},
			appendTextMessage(v.p.message(), funcLabel(v.f), ": ", n.Scope.File, x, " can ", msg, note))
	}
	return true
}

// inEvent reports whether the operation x of node n is inside the arguments of an event the node raises.
func inEvent(n *analysis.Node, x solidity.Node) bool {
	if _, ok := n.Stmt.(*solidity.EmitStatement); !ok {
		if _, ok := n.Stmt.(*solidity.ExpressionStatement); !ok {
			return false
		}
	}
	r := x.Range()
	for _, c := range analysis.NodeCalls(n) {
		if c.Kind == analysis.CallEvent && c.Expr != nil {
			if cr := c.Expr.Range(); cr.Start.Offset <= r.Start.Offset && r.End.Offset <= cr.End.Offset {
				return true
			}
		}
	}
	return false
}

// uncalled reports whether the function being visited is an internal or private one (of a library, a contract or
// the file) that no function of the unit calls.
func (v *overflowVisitor) uncalled() bool {
	f := v.f
	if f.IsEntry() || f.IsConstructor() || f.Decl.Kind != solidity.FunctionNormal {
		return false
	}
	if vis := f.Decl.Visibility; vis != solidity.VisibilityInternal && vis != solidity.VisibilityPrivate && !(vis == solidity.VisibilityDefault && f.Contract == nil) {
		return false
	}
	return len(v.p.Model.CallGraph().Callers(f)) == 0
}

// narrowCounter tells whether x += k (x++ included) steps a counter narrower than 256 bits inside a loop that
// goes on while the counter is compared with a wider value: `for (var i = 0; i < n; i++)` before 0.5 gives i
// the type uint8, and once n passes 255 the counter wraps instead of reaching it. It returns the message's
// verb, or "".
func (v *overflowVisitor) narrowCounter(sc *analysis.Scope, x, k solidity.Expr) (string, vigil.Confidence) {
	id, ok := solidity.Unparen(x).(*solidity.Identifier)
	if !ok {
		return "", ""
	}
	if sym := sc.Resolve(id); sym.Kind != analysis.SymLocal {
		return "", ""
	}
	t := sc.TypeOf(id)
	if t == nil || t.Kind != analysis.TypeInt || t.Bits >= 256 || t.Signed {
		return "", ""
	}
	if step, ok := constValue(sc, k, nil, 0); !ok || step.Sign() <= 0 {
		return "", ""
	}
	loop, ok := enclosingLoop(sc, x)
	if !ok {
		return "", ""
	}
	src := sc.File.Src
	kx := keyText(src, id)
	limit := new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
	for _, n := range v.f.CFG().Nodes {
		if (n.Kind != analysis.NodeCond && n.Kind != analysis.NodeGuard) || n.Scope != sc || n.Expr == nil {
			continue
		}
		if r := n.Expr.Range(); r.Start.Offset < loop.Start.Offset || r.End.Offset > loop.End.Offset {
			continue
		}
		var other solidity.Expr
		solidity.Preorder(n.Expr, func(y solidity.Node) bool {
			b, ok := y.(*solidity.BinaryExpr)
			if !ok || other != nil || !isComparison(b.Op) || b.X == nil || b.Y == nil {
				return other == nil
			}
			if o := otherOperand(b, func(e solidity.Expr) bool { return sameKey(keyText(src, e), kx) }); o != nil {
				ot := sc.TypeOf(o)
				if c, ok := foldConst(sc, o, nil, 0); ok {
					if c.Cmp(limit) >= 0 {
						other = o
					}
				} else if ot != nil && ot.Kind == analysis.TypeInt && ot.Bits > t.Bits && !v.checkedBelow(sc, o, limit) {
					other = o
				}
			}
			return other == nil
		})
		if other != nil {
			return fmt.Sprintf("overflow: %s is a uint%d, compared in its loop with %s, which can be larger; the counter wraps to 0 instead of reaching it", id.Name, t.Bits, Text(sc.File, other)), vigil.ConfidenceMedium
		}
	}
	return "", ""
}

// checkedBelow reports whether a guard of the function compares e with a constant no larger than limit
// (require(addr.length < 10)): e then stays below what a narrow counter reaches.
func (v *overflowVisitor) checkedBelow(sc *analysis.Scope, e solidity.Expr, limit *big.Int) bool {
	src := sc.File.Src
	ke := keyText(src, e)
	found := false
	for _, n := range v.f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope != sc {
			continue
		}
		solidity.Preorder(n.Expr, func(y solidity.Node) bool {
			b, ok := y.(*solidity.BinaryExpr)
			if !ok || found || !isComparison(b.Op) || b.X == nil || b.Y == nil {
				return !found
			}
			if o := otherOperand(b, func(x solidity.Expr) bool { return sameKey(keyText(src, x), ke) }); o != nil {
				if c, ok := foldConst(sc, o, nil, 0); ok && c.Cmp(limit) <= 0 {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// enclosingLoop returns the range of the innermost for, while or do-while statement of sc's body around x.
func enclosingLoop(sc *analysis.Scope, x solidity.Node) (solidity.Range, bool) {
	body := sc.Body()
	if body == nil {
		return solidity.Range{}, false
	}
	r := x.Range()
	var best solidity.Range
	found := false
	solidity.Preorder(body, func(y solidity.Node) bool {
		yr := y.Range()
		if yr.Start.Offset > r.Start.Offset || yr.End.Offset < r.End.Offset {
			return false // x is not inside y
		}
		switch y.(type) {
		case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
			best, found = yr, true
		}
		return true
	})
	return best, found
}

// lastIndexOf returns the subtraction that indexes ix when it counts back from the length of the array ix
// indexes (a[a.length - 1]), or nil.
func lastIndexOf(src []byte, ix *solidity.IndexAccess) solidity.Node {
	d, ok := solidity.Unparen(ix.Index).(*solidity.BinaryExpr)
	if !ok || d.Op != "-" || ix.X == nil {
		return nil
	}
	l, ok := solidity.Unparen(d.X).(*solidity.MemberAccess)
	if !ok || l.Member != "length" || l.X == nil || !sameKey(keyText(src, l.X), keyText(src, ix.X)) {
		return nil
	}
	return d
}

// lastIndexLocal reports whether x, at node n, is arr.length - k kept in a local that the body only ever uses as
// an index of arr (OpenZeppelin's EnumerableSet: `uint256 lastIndex = set._values.length - 1;` then
// `set._values[lastIndex]`): a wrapped index is out of bounds, and the access reverts, as lastIndexOf says of
// arr[arr.length - 1].
func lastIndexLocal(n *analysis.Node, x solidity.Node) bool {
	d, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
	if !ok || len(d.Vars) != 1 || d.Vars[0] == nil || d.Value == nil || solidity.Unparen(d.Value) != x {
		return false
	}
	sub, ok := x.(*solidity.BinaryExpr) // x-- declares a local too
	if !ok {
		return false
	}
	l, ok := solidity.Unparen(sub.X).(*solidity.MemberAccess)
	if !ok || l.Member != "length" || l.X == nil {
		return false
	}
	sc := n.Scope
	body := sc.Body()
	if body == nil {
		return false
	}
	src, arr, local := sc.File.Src, keyText(sc.File.Src, l.X), d.Vars[0]
	uses, indexes := 0, 0
	is := func(e solidity.Expr) bool {
		id, ok := solidity.Unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == local
	}
	solidity.Preorder(body, func(y solidity.Node) bool {
		switch y := y.(type) {
		case *solidity.IndexAccess:
			if y.Index != nil && is(y.Index) && y.X != nil && sameKey(keyText(src, y.X), arr) {
				indexes++
			}
		case *solidity.Identifier:
			if sc.Resolve(y).Var == local {
				uses++
			}
		}
		return true
	})
	return indexes > 0 && uses == indexes
}

// quotientChecked reports whether a guard of the function visited bounds the product a * b (op "*"), or the product a sum adds a
// constant to (op "+", a = x * y), by a quotient: a comparison of one factor with something divided by the other
// (`require(a <= (type(uint256).max - halfRAY) / b)`, Aave's WadRayMath; `if (x > MAX / y) revert`), the way a
// product is checked before it is made.
func (v *overflowVisitor) quotientChecked(op string, a, b solidity.Expr) bool {
	f := v.f
	var x, y, added solidity.Expr // the factors, and what a sum adds to their product
	switch op {
	case "*":
		x, y = a, b
	case "+":
		for _, pair := range [2][2]solidity.Expr{{a, b}, {b, a}} {
			if m, ok := unparen(pair[0]).(*solidity.BinaryExpr); ok && m.Op == "*" {
				x, y, added = m.X, m.Y, pair[1]
			}
		}
	}
	if x == nil {
		return false
	}
	src := f.File.Src
	if v.quotientsOf != f {
		// f's guards and branches with a quotient, listed on f's first product.
		v.quotients, v.quotientsOf = v.quotients[:0], f
		for _, n := range f.CFG().Nodes {
			if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil || n.Scope.File != f.File {
				continue
			}
			if bytes.IndexByte(n.Expr.Range().Text(src), '/') >= 0 {
				v.quotients = append(v.quotients, n)
			}
		}
	}
	if len(v.quotients) == 0 {
		return false // most functions divide nothing in their checks
	}
	kx, ky := keyText(src, x), keyText(src, y)
	// What a sum adds must be a constant, or be taken off the bound (`(type(uint256).max - halfB) / WAD`).
	var ka []byte
	if added != nil && !isConstExpr(f.Scope(), added) {
		ka = keyText(src, added)
	}
	for _, n := range v.quotients {
		found := false
		solidity.Preorder(n.Expr, func(e solidity.Node) bool {
			c, ok := e.(*solidity.BinaryExpr)
			if found || !ok || !isComparison(c.Op) {
				return !found
			}
			for _, pair := range [2][2]solidity.Expr{{c.X, c.Y}, {c.Y, c.X}} {
				q, ok := unparen(pair[1]).(*solidity.BinaryExpr)
				if !ok || q.Op != "/" {
					continue
				}
				factor, divisor := keyText(src, pair[0]), keyText(src, q.Y)
				if !(sameKey(factor, kx) && sameKey(divisor, ky) || sameKey(factor, ky) && sameKey(divisor, kx)) {
					continue
				}
				if ka == nil || bytes.Contains(keyText(src, q.X), ka) {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// undoesSubtraction reports whether a + b adds back at most what a took away: a is a local kept as y - k and b a
// constant no larger than k (EnumerableSet's `toDeleteIndex + 1`, with toDeleteIndex = valueIndex - 1). The sum
// is then at most y, which fits.
func undoesSubtraction(sc *analysis.Scope, a, b solidity.Expr) bool {
	// The local's initial value is looked at first: it is rarely a difference, and telling costs least.
	v, init := localInit(sc, a)
	if init == nil {
		return false
	}
	d, ok := solidity.Unparen(init).(*solidity.BinaryExpr)
	if !ok || d.Op != "-" {
		return false
	}
	c, ok := foldConst(sc, b, nil, 0)
	if !ok || c.Sign() < 0 || rebound(sc, v) {
		return false
	}
	k, ok := foldConst(sc, d.Y, nil, 0)
	return ok && c.Cmp(k) <= 0
}

// undoesDivision reports whether a * b multiplies back at most what a divided by: a is a local kept as y / k and
// b a non-negative constant no larger than k (months = elapsed / 30 days; months * 30 days). The product is then
// at most y, which fits.
func undoesDivision(sc *analysis.Scope, a, b solidity.Expr) bool {
	v, init := localInit(sc, a)
	if init == nil {
		return false
	}
	d, ok := solidity.Unparen(init).(*solidity.BinaryExpr)
	if !ok || d.Op != "/" {
		return false
	}
	c, ok := foldConst(sc, b, nil, 0)
	if !ok || c.Sign() < 0 {
		return false
	}
	k, ok := foldConst(sc, d.Y, nil, 0)
	return ok && c.Cmp(k) <= 0 && !rebound(sc, v)
}

// one is the step of ++ and --.
var one = &solidity.NumberLiteral{Value: "1"}

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
			return "+", x.X, one, x.X
		case "--":
			return "-", x.X, one, x.X
		}
	}
	return "", nil, nil, nil
}

// guardTexts lists the outermost comparisons in a function's guard and branch conditions (modifiers included),
// with their whitespace-free texts. Its memory is reused from function to function.
type guardTexts struct {
	roots []guardComparison
	texts []byte // the roots' whitespace-free texts, one after the other
	keys  []byte // the keys of the operation being asked about
	op    string // the operator a compound assignment being asked about applies, or ""
	// src and after tell where the operation being asked about ends: a check after a compound assignment
	// that names only the variable updated sees its wrapped value. addend is what x += addend adds (or nil),
	// in addendSc; addendChosen tells, once addendAsked, whether the caller chooses it.
	src          []byte
	after        int
	addend       solidity.Expr
	addendSc     *analysis.Scope
	addendAsked  bool
	addendChosen bool
	// sum is the operation whose freeSum is asked about.
	sum freeSum
}

// freeSum tells whether a sum or a product is one of a parameter and a value that does not depend on it: the
// caller can make it wrap to a small value (n * price wraps below price for n = ceil(2^256 / price)), so a range
// check of it (msg.value >= n * price) bounds nothing once the operands are used after it. Few checks need the
// answer: it is worked out on the first question.
type freeSum struct {
	sc      *analysis.Scope
	a, b    solidity.Expr // the operands; nil when the operation is not a sum
	product bool
	known   bool // whether free holds the answer
	free    bool
}

// set makes s the question about the operation op with operands a and b.
func (s *freeSum) set(sc *analysis.Scope, op string, a, b solidity.Expr) {
	*s = freeSum{}
	if op == "+" || op == "*" {
		s.sc, s.a, s.b, s.product = sc, a, b, op == "*"
	}
}

// holds answers the question set last: false for an operation other than a sum or a product.
func (s *freeSum) holds() bool {
	if !s.known {
		s.known = true
		if s.product {
			// A product wraps only for a count of about 2^256 / price: one the function hands on (sold
			// through _transfer, which debits it from a balance) is bounded by what the caller holds.
			s.free = s.a != nil && (freeOperand(s.sc, s.a, s.b) && !paramHandedOn(s.sc, s.a) || freeOperand(s.sc, s.b, s.a) && !paramHandedOn(s.sc, s.b))
		} else {
			s.free = s.a != nil && (freeOperand(s.sc, s.a, s.b) || freeOperand(s.sc, s.b, s.a))
		}
	}
	return s.free
}

// paramHandedOn reports whether the body of sc passes the parameter e to a function or another contract, or
// subtracts it from a stored value: what it is then bounded by is told there.
func paramHandedOn(sc *analysis.Scope, e solidity.Expr) bool {
	fl := sc.Flow()
	m := fl.Params(e)
	if m == 0 {
		return false
	}
	for _, c := range sc.Calls() {
		switch c.Kind {
		case analysis.CallInternal, analysis.CallLibrary, analysis.CallExternal:
			for _, a := range c.Args {
				if fl.Params(a)&m != 0 {
					return true
				}
			}
		}
	}
	found := false
	if body := sc.Body(); body != nil {
		solidity.Preorder(body, func(x solidity.Node) bool {
			if as, ok := x.(*solidity.AssignExpr); ok && !found && as.Op == "-=" && as.RHS != nil && fl.Params(as.RHS)&m != 0 && sc.RootVar(as.LHS).Kind == analysis.SymState {
				found = true
			}
			return !found
		})
	}
	return found
}

type guardComparison struct {
	b          *solidity.BinaryExpr
	src        []byte
	start, end int // texts[start:end] is the exprKey of b
	// rest is the text of b's body after b, where a value checked by b may be used again.
	rest []byte
}

// build lists f's comparisons.
func (gt *guardTexts) build(f *analysis.Function) {
	gt.roots, gt.texts = gt.roots[:0], gt.texts[:0]
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil {
			continue
		}
		if b, ok := n.Expr.(*solidity.BinaryExpr); ok && b != nil && isComparison(b.Op) {
			gt.add(n, b) // most conditions are one comparison: no walk
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || !isComparison(b.Op) {
				return true
			}
			gt.add(n, b)
			return false // the comparisons inside are looked at with their root
		})
	}
}

// add lists b, a comparison of n's condition, as a root.
func (gt *guardTexts) add(n *analysis.Node, b *solidity.BinaryExpr) {
	src := n.Scope.File.Src
	start := len(gt.texts)
	r := b.Range()
	gt.texts = appendKey(gt.texts, r.Text(src)) // keyText: a binary operation has no parentheses to strip
	var rest []byte
	if body := n.Scope.Body(); body != nil {
		if end := body.Range().End.Offset; r.End.Offset <= end {
			rest = src[r.End.Offset:end]
		}
	}
	gt.roots = append(gt.roots, guardComparison{b: b, src: src, start: start, end: len(gt.texts), rest: rest})
}

// bounds reports whether one comparison, nested ones included, relates the operands of an operation (both of
// them, or the variable the result goes to and one of them), or compares the result itself, as in
// require(a + b >= a). The keys are expression texts; each comparison's sub-expressions are only compared
// with them when its text contains them. parts tells that ka and kb are, spaces aside, texts of parts of the
// operation kw (its operands, not a local holding one): a text that holds the operation's then holds theirs,
// and the operation's key is only made for a comparison that holds both.
func (gt *guardTexts) bounds(ka, kb, ca, cb, kr, kw []byte, parts bool) bool {
	if len(gt.roots) == 0 {
		return false
	}
	gt.keys = gt.keys[:0]
	cr := ca
	// The result of a compound assignment is its left operand, whose key is at hand.
	sameResult := sameSlice(kr, ka)
	if !sameResult {
		gt.keys = appendKey(gt.keys, kr)
		cr = gt.keys
	}
	nr := len(gt.keys)
	var cw []byte // made when first needed
	keyed := false
	hasResult := len(cr) > 0
	for _, g := range gt.roots {
		text := gt.texts[g.start:g.end]
		a, b := bytes.Contains(text, ca), bytes.Contains(text, cb)
		r := a
		if !sameResult {
			r = bytes.Contains(text, cr)
		}
		// After x += y with y the caller's (require(x == msg.value) after summing the caller's amounts) an
		// equality or an upper bound of x alone compares what the caller can wrap to something small: it
		// needs y, or the operation spelt out. A lower bound (require(quorum >= needed)) fails on a wrapped
		// value.
		withResult := hasResult && !(sameResult && gt.addend != nil && sameSlice(g.src, gt.src) &&
			g.b.Range().Start.Offset >= gt.after && smallPasses(g.src, g.b, ca) && gt.chosenAddend())
		held := (a && b) || (withResult && r && (a || b))
		if !held && parts {
			continue // a text without both operands' does not hold the operation's either
		}
		if !keyed {
			gt.keys, keyed = appendKey(gt.keys, kw), true
			cw = gt.keys[nr:]
			if !sameResult {
				cr = gt.keys[:nr]
			}
		}
		if !held && !bytes.Contains(text, cw) {
			continue
		}
		if relates(g, ka, kb, kr, kw, [4][]byte{ca, cb, cr, cw}, gt.op, withResult, &gt.sum) {
			return true
		}
	}
	return false
}

// chosenAddend reports whether the caller chooses the addend of the compound sum asked about.
func (gt *guardTexts) chosenAddend() bool {
	if !gt.addendAsked {
		gt.addendAsked, gt.addendChosen = true, chosenValue(gt.addendSc, gt.addend)
	}
	return gt.addendChosen
}

// smallPasses reports whether the comparison b holds for a small value of the variable keyed c: an equality, or
// c below something.
func smallPasses(src []byte, b *solidity.BinaryExpr, c []byte) bool {
	switch b.Op {
	case "==", "!=":
		return true
	case "<", "<=":
		return b.X != nil && sameKey(keyText(src, b.X), c)
	case ">", ">=":
		return b.Y != nil && sameKey(keyText(src, b.Y), c)
	}
	return false
}

// relates tells whether a comparison inside root g, g itself included, holds among its sub-expressions both
// operands, or the result and one operand, or the whole operation. What a comparison holds, g holds too, and
// the test only asks for more to be held: so it is true of some comparison inside g exactly when it is true of
// g, and one walk of g answers. compacted holds the exprKeys of ka, kb, kr and kw.
func relates(g guardComparison, ka, kb, kr, kw []byte, compacted [4][]byte, op string, hasResult bool, sum *freeSum) bool {
	rw := relWalk{g: &g, ka: ka, kb: kb, kr: kr, kw: kw, compacted: compacted, op: op, hasResult: hasResult, sum: sum}
	rw.expr(g.b)
	return rw.found
}

// relWalk is the walk of relates: what it asks, and what it has found so far. The answer depends only on which
// nodes the walk looks at, not on their order, and the walk stops once it is found.
type relWalk struct {
	g              *guardComparison
	ka, kb, kr, kw []byte
	compacted      [4][]byte
	op             string
	hasResult      bool
	sum            *freeSum
	a, b, r, w     bool
	found          bool
}

// expr walks the expression x as solidity.Preorder would, looking at the same nodes: the kinds of expression
// comparisons are mostly made of are walked here, by their types, the others by Preorder.
func (rw *relWalk) expr(x solidity.Expr) {
	if rw.found {
		return
	}
	switch v := x.(type) {
	case *solidity.Identifier:
		if v != nil {
			rw.look(v)
		}
	case *solidity.NumberLiteral:
		if v != nil {
			rw.look(v)
		}
	case *solidity.MemberAccess:
		if v != nil && rw.look(v) {
			rw.expr(v.X)
		}
	case *solidity.IndexAccess:
		if v != nil && rw.look(v) {
			rw.expr(v.X)
			rw.expr(v.Index)
		}
	case *solidity.BinaryExpr:
		if v != nil && rw.look(v) {
			rw.expr(v.X)
			rw.expr(v.Y)
		}
	case *solidity.UnaryExpr:
		if v != nil && rw.look(v) {
			rw.expr(v.X)
		}
	case *solidity.TupleExpr:
		if v != nil && rw.look(v) {
			for _, e := range v.Elems {
				rw.expr(e)
			}
		}
	case *solidity.CallExpr:
		if v != nil && rw.look(v) {
			rw.expr(v.Fun)
			for _, e := range v.Args {
				rw.expr(e)
			}
		}
	default:
		if x != nil {
			solidity.Preorder(x, rw.node)
		}
	}
}

// node is look for the nodes Preorder walks: those that are no expression are only walked through.
func (rw *relWalk) node(y solidity.Node) bool {
	if rw.found {
		return false
	}
	e, ok := y.(solidity.Expr)
	if !ok {
		return true
	}
	return rw.look(e)
}

// look looks at the expression e, and tells whether its sub-expressions are to be looked at.
func (rw *relWalk) look(e solidity.Expr) bool {
	src, compacted := rw.g.src, &rw.compacted
	if c, ok := e.(*solidity.BinaryExpr); ok && isComparison(c.Op) {
		// The operation compared as it is with something else than its operands or result is either a
		// use of its value (msg.value == n * price, x - y >= 0, which holds for any unsigned value) or a
		// range check; only the latter bounds it. The operation's own operands are not looked at.
		for i, side := range [2]solidity.Expr{c.X, c.Y} {
			if side == nil || !(sameCompactKey(keyText(src, side), rw.kw, compacted[3]) || spellsOut(src, side, rw.op, rw.ka, rw.kb, *compacted)) {
				continue
			}
			other := c.Y
			if i == 1 {
				other = c.X
			}
			if other != nil && !comparesOperand(src, other, rw.ka, rw.kb, rw.kr, *compacted, rw.hasResult) &&
				(usesWrapped(c.Op, i == 0, other, rw.g.rest, rw.ka, rw.kb) || rangeUsesWrapped(c.Op, other, rw.g.rest, rw.ka, rw.kb) && rw.sum.holds()) {
				rw.expr(other)
				return false
			}
		}
	}
	t := keyText(src, e)
	rw.a = rw.a || sameCompactKey(t, rw.ka, compacted[0])
	rw.b = rw.b || sameCompactKey(t, rw.kb, compacted[1])
	rw.r = rw.r || (rw.hasResult && sameCompactKey(t, rw.kr, compacted[2]))
	rw.w = rw.w || sameCompactKey(t, rw.kw, compacted[3])
	rw.found = (rw.a && rw.b) || (rw.r && (rw.a || rw.b)) || rw.w
	return !rw.found
}

// sameCompactKey is sameKey(t, k) for a key whose exprKey c is at hand: most texts differ from the key at their
// first characters, and an ASCII prefix compacts the same whichever way the rest is compacted, so the answer
// comes without reading the rest or checking that both are ASCII.
func sameCompactKey(t, k, c []byte) bool {
	if len(t) < len(c) {
		return false // compacting never lengthens a text
	}
	// A text whose last byte is ASCII, not a space, compacts to a key ending with that byte. Texts that share
	// the key's start (a guard's text and one of its operands) mostly differ there, told without reading the
	// shared part.
	if n := len(t); n > 0 && len(c) > 0 && t[n-1] != c[len(c)-1] && byteClass[t[n-1]] == classOther {
		return false
	}
	// The bytes both share, printable ASCII other than a space, eight at a time: a text often shares a long
	// start with the key (balances[msg.sender] and balances[to]).
	i, j := sharedPrintableWords(t, c, 0, 0)
	for _, ch := range t[i:] {
		switch {
		case ch >= utf8.RuneSelf:
			return sameKey(t, k)
		case keyByte[ch] == 0: // a space
		case j == len(c) || c[j] != ch:
			return false
		default:
			j++
		}
	}
	return j == len(c)
}

// spellsOut reports whether e applies op to the operands ka and kb, in that order: what a compound assignment
// computes (a - b for a -= b). An empty op (not a compound assignment) matches nothing. compacted holds the
// exprKeys of ka and kb first.
func spellsOut(src []byte, e solidity.Expr, op string, ka, kb []byte, compacted [4][]byte) bool {
	x, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	return ok && op != "" && x.Op == op && x.X != nil && x.Y != nil &&
		sameCompactKey(keyText(src, x.X), ka, compacted[0]) && sameCompactKey(keyText(src, x.Y), kb, compacted[1])
}

// comparesOperand reports whether e is one of an operation's operands or the variable its result goes to.
// compacted holds the exprKeys of ka, kb and kr first.
func comparesOperand(src []byte, e solidity.Expr, ka, kb, kr []byte, compacted [4][]byte, hasResult bool) bool {
	t := keyText(src, e)
	return sameCompactKey(t, ka, compacted[0]) || sameCompactKey(t, kb, compacted[1]) ||
		(hasResult && sameCompactKey(t, kr, compacted[2]))
}

// usesWrapped reports whether comparing an operation with other (a value that is not one of its operands)
// puts the operation's value to use rather than bounding it: an equality whose operands the code uses again
// after it (msg.value == n * price holds for a wrapped product, and then n tokens are credited; an operand not
// used again gains the caller nothing a wrap could give), or an unsigned value compared with zero in a way
// that always holds or never does (x - y >= 0). left tells whether the operation is the comparison's left
// side; rest is the code after the comparison.
func usesWrapped(op string, left bool, other solidity.Expr, rest, ka, kb []byte) bool {
	if op == "==" || op == "!=" {
		return (len(ka) > 0 && bytes.Contains(rest, ka)) || (len(kb) > 0 && bytes.Contains(rest, kb))
	}
	lit, ok := solidity.Unparen(other).(*solidity.NumberLiteral)
	if !ok || lit.Value != "0" {
		return false
	}
	if !left {
		switch op { // 0 <= x, 0 > x
		case "<=":
			op = ">="
		case ">":
			op = "<"
		default:
			return false
		}
	}
	return op == ">=" || op == "<"
}

// rangeUsesWrapped reports whether comparing a sum with other (not a literal) by < <= > >= lets a wrapped sum
// through to code that uses its operands after the check (balance < fee + value, then value is credited).
func rangeUsesWrapped(op string, other solidity.Expr, rest, ka, kb []byte) bool {
	if op != "<" && op != "<=" && op != ">" && op != ">=" || isLiteral(other) {
		return false
	}
	return len(ka) > 0 && bytes.Contains(rest, ka) || len(kb) > 0 && bytes.Contains(rest, kb)
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

// risk tells whether an operation of node v.n can wrap, and how sure that is: the message's verb, or "".
func (v *overflowVisitor) risk(sc *analysis.Scope, op string, ae, be solidity.Expr, whole solidity.Node, result solidity.Expr) (string, vigil.Confidence) {
	if ae == nil || be == nil {
		return "", ""
	}
	reach := &reaching{f: v.f, n: v.n}
	va, okA := foldConst(sc, ae, reach, 0)
	// The value of b only matters when a is a constant too, or a literal (which, like 1.5, may have no integer
	// value).
	_, litA := ae.(*solidity.NumberLiteral)
	var vb *big.Int
	okB := false
	if okA || litA {
		vb, okB = foldConst(sc, be, reach, 0)
	}
	// A check in a guard or branch clears any operation but one on constants: test it first, as it is cheaper
	// than the operands' types and taint. A check of a subtraction's operands written the wrong way round
	// clears nothing.
	src := sc.File.Src
	ka, kb := keyText(src, ae), keyText(src, be)
	if op == "-" && !(okA && okB) {
		if line := v.confusedCheck(ka, kb); line != 0 {
			return fmt.Sprintf("underflow: the check at line %d requires %s to be at least %s, the wrong way round", line, kb, ka), vigil.ConfidenceHigh
		}
	}
	// Operands no caller controls clear the operation whatever the checks: that test comes first, as it is
	// cheaper than they are. In an internal function with callers it needs chosen, whose answers depend on the
	// order it is asked in: there it stays last, asked of the operations the checks leave, as it always was.
	ctor := v.f.IsConstructor() && sc.Function == v.f
	internal := !ctor && sc.Function == v.f && !v.f.IsEntry() && len(v.p.Model.CallGraph().Callers(v.f)) > 0
	var ta, tb analysis.Taint
	var pa, pb uint64
	tainted := false
	if !(okA && okB) && !(litA && okB) && !internal {
		ta, tb, pa, pb = operandTaints(sc, ae, be, ctor)
		if !controlled(op, ta, tb, pa, pb) {
			return "", ""
		}
		tainted = true
	}
	v.guards.sum.set(sc, op, ae, be)
	if op == "-" && !(okA && okB) && v.ternaryBound(sc, whole, ka, kb) {
		return "", "" // a > b ? a - b : 0
	}
	if op == "-" && !okA && !okB && clampedBelow(sc, be, ae, whole) {
		return "", "" // b = b <= a ? b : a; a - b
	}
	if op == "+" && (undoesSubtraction(sc, ae, be) || undoesSubtraction(sc, be, ae)) {
		return "", "" // (i - 1) + 1
	}
	if op == "*" && (undoesDivision(sc, ae, be) || undoesDivision(sc, be, ae)) {
		return "", "" // (elapsed / 30 days) * 30 days
	}
	if v.quotientChecked(op, ae, be) {
		return "", "" // require(a <= (type(uint256).max - halfRAY) / b); a * b + halfRAY
	}
	if !(okA && okB) && (v.guardsBound(ka, kb, result, whole, src, true) || v.aliasBound(sc, reach, ka, kb, result, whole)) {
		return "", ""
	}
	typeA := sc.TypeOf(ae)
	t := typeA
	var typeB *analysis.Type // be's type, when looked up (typeBKnown)
	typeBKnown := false
	if t == nil || t.Kind != analysis.TypeInt {
		typeB, typeBKnown = sc.TypeOf(be), true
		if u := typeB; u != nil && u.Kind == analysis.TypeInt && !isLiteral(be) {
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
	// A variable and a constant: a comparison that bounds the variable by a constant may rule the wrap out.
	if !okA {
		k, ok := vb, okB
		if !ok {
			k, ok = foldConst(sc, be, reach, 0)
		}
		if ok && (trivialStep(op, k) || v.boundedByConstant(sc, op, ae, k, bits, signed) ||
			(op == "-" && (v.pushedBefore(sc, ae, k) || v.raisedBefore(sc, ae, k) || v.indexedBefore(sc, ae, k) || seededArray(sc, ae, k))) ||
			!signed && lengthRoom(op, k, bits) && (isLength(sc, ae, 0) || v.belowLength(sc, ae))) {
			return "", ""
		}
	} else if !okB && op != "-" && (trivialStep(op, va) || v.boundedByConstant(sc, op, be, va, bits, signed) ||
		!signed && lengthRoom(op, va, bits) && (isLength(sc, be, 0) || v.belowLength(sc, be))) {
		return "", ""
	}
	if op == "-" && !okA && !okB && (v.portionOf(sc, ae, be) || quotientOf(sc, be, ka) || v.raisedByAtLeast(sc, ae, be)) {
		return "", ""
	}
	if !(okA && okB) && t != nil && v.boundsFit(sc, op, ae, be, bits, signed, typeA, typeB, typeBKnown) {
		return "", ""
	}
	if op == "+" && !okA && !okB && (v.movedWithin(sc, ae, be) || v.movedWithin(sc, be, ae) || v.mintedWithTotal(sc, ae, be)) {
		return "", ""
	}
	if op == "-" && !okA && !okB && (v.ledgerTotal(sc, op, ae, be) || sinceStored(sc, ae, be) || totalLessEntry(sc, ae, be, reach)) {
		return "", ""
	}
	// The difference of two signed values the function requires to be at least zero stays in range.
	if op == "-" && signed && !okA && !okB && resultSignChecked(v.f, sc.File.Src, ka) && resultSignChecked(v.f, sc.File.Src, kb) {
		return "", ""
	}
	if okA && okB {
		// The value goes to the visitor's scratch value: it is only read before the next question.
		r := &v.bound
		switch op {
		case "+":
			r.Add(va, vb)
		case "-":
			r.Sub(va, vb)
		default:
			r.Mul(va, vb)
		}
		if fits(r, bits, signed) {
			return "", ""
		}
		return verb + " (" + r.String() + ")", vigil.ConfidenceHigh
	}
	if litA && okB {
		return "", ""
	}
	if !tainted {
		ta, tb, pa, pb = operandTaints(sc, ae, be, ctor)
		if internal {
			// An internal function's parameters count only where a public caller's own value reaches them
			// (_update(balance0, balance1, _reserve0, _reserve1) with the reserves read from storage).
			m := v.chosen.of(v.f, 0)
			pa, pb = pa&m, pb&m
		}
		if !controlled(op, ta, tb, pa, pb) {
			return "", ""
		}
	}
	// Answers of a contract fixed at deployment or by a privileged account (a gauge controller's slope times a
	// lock's remaining time) are bounded in size by that contract's own rules, not picked by the caller. Their
	// order is not: a difference of such an answer and a stored value may still wrap.
	if op != "-" && pa == 0 && pb == 0 && (ta | tb).Has(analysis.TaintCallReturn) && (ta|tb)&^(analysis.TaintCallReturn|analysis.TaintState|analysis.TaintTime|analysis.TaintBlockNumber) == 0 &&
		fixedAnswers(v.p.Model, v.f, sc, ae, 0) && fixedAnswers(v.p.Model, v.f, sc, be, 0) {
		return "", ""
	}
	// Ether amounts are bounded by the ether supply (< 2^90): adding them to wide integers cannot wrap.
	if op == "+" && bits >= 128 && pa == 0 && pb == 0 && (ta|tb)&^(analysis.TaintValue|analysis.TaintState) == 0 {
		return "", ""
	}
	// Nor can an amount of ether taken a small number of times (msg.value * 110 / 100).
	if op == "*" && bits >= 160 && (etherTimesSmall(sc, ta, pa, be, reach) || etherTimesSmall(sc, tb, pb, ae, reach)) {
		return "", ""
	}
	// Nor an amount of ether a record holds taken a small number of times (bet.amount * 2).
	if op == "*" && bits >= 160 && !signed {
		if w, ok := whole.(*solidity.BinaryExpr); ok && etherBounded(sc, w, 0) {
			return "", ""
		}
	}
	// Nor can a local that only ever sums ether amounts (refund += bid.deposit in a loop over one's bids).
	if op == "+" && bits >= 128 && !signed && (etherSum(sc, ae, be) || etherSum(sc, be, ae)) {
		return "", ""
	}
	// Nor a stored sum credited with a part of an amount of ether a record holds (credit[seller] += d.amount -
	// fee), whichever record a parameter picked: the ether rule above, for an amount read through a key.
	if op == "+" && bits >= 192 && !signed && etherOrStored(sc, ta, pa, ae) && etherOrStored(sc, tb, pb, be) {
		return "", ""
	}
	if (op == "+" || op == "*") && !signed && v.guardedFit(sc, op, ae, be, result, bits) {
		return "", "" // now + days * 1 days with require(days <= 90)
	}
	target := v.resultName(sc.File, whole)
	if len(target) == 0 {
		return verb, ""
	}
	span, ok := v.bodies[sc]
	if !ok {
		span = v.bodyComparisons(sc)
		if v.bodies == nil {
			v.bodies = map[*analysis.Scope]bodySpan{}
		}
		v.bodies[sc] = span
	}
	if ca, cb := v.operandKeys(ka, kb); v.checkedAfter(span, whole, target, ca, cb) {
		return "", ""
	}
	return verb, ""
}

// operandTaints returns the taints of an operation's operands and the parameters they depend on; in a
// constructor (ctor) none: the deployer picks a constructor's arguments once, for its own contract
// (initialSupply * 10 ** decimals), and a wrong one is a failed deployment, not an attack.
func operandTaints(sc *analysis.Scope, a, b solidity.Expr, ctor bool) (ta, tb analysis.Taint, pa, pb uint64) {
	fl := sc.Flow()
	ta, pa = valueTaint(sc, fl, a, !ctor)
	tb, pb = valueTaint(sc, fl, b, !ctor)
	return ta, tb, pa, pb
}

// fixedAnswers reports whether every value e reads from another contract is the answer of a contract fixed at
// deployment or chosen by a privileged account (trustedTargetIn: a constant or immutable address, one only
// guarded setters write), following locals to their one initial value, a tuple's to the call that declares it.
func fixedAnswers(m *analysis.Model, f *analysis.Function, sc *analysis.Scope, e solidity.Expr, depth int) bool {
	ok := true
	solidity.Preorder(e, func(x solidity.Node) bool {
		if !ok {
			return false
		}
		switch y := x.(type) {
		case *solidity.CallExpr:
			if c := sc.CallOf(y); c != nil {
				switch c.Kind {
				case analysis.CallExternal:
					ok = trustedTargetIn(m, f, sc, c)
				case analysis.CallLowLevel, analysis.CallNew, analysis.CallUnknown:
					ok = false
				case analysis.CallInternal, analysis.CallLibrary:
					// A helper's answer from calls this walk does not see (lpValue(pair) reading the pair).
					ok = !sc.Flow().Taint(y).Has(analysis.TaintCallReturn)
				}
			}
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			if sym.Kind != analysis.SymLocal || sym.Var == nil || !sc.Flow().Taint(y).Has(analysis.TaintCallReturn) {
				return true
			}
			init := sc.Init(sym.Var)
			if init == nil {
				init = tupleInit(sc, sym.Var)
			}
			ok = init != nil && depth < 3 && !reassigned(sc, sym.Var) && fixedAnswers(m, f, sc, init, depth+1)
		}
		return ok
	})
	return ok
}

// tupleInit returns the value a tuple declaration that declares v assigns ((uint256 a, , uint256 b) = c.f()), or
// nil.
func tupleInit(sc *analysis.Scope, v *solidity.VariableDeclaration) solidity.Expr {
	body := sc.Body()
	if body == nil {
		return nil
	}
	var out solidity.Expr
	solidity.Preorder(body, func(x solidity.Node) bool {
		if out != nil {
			return false
		}
		if d, ok := x.(*solidity.VariableDeclarationStatement); ok && d.Tuple && d.Value != nil {
			if slices.Contains(d.Vars, v) {
				out = d.Value
			}
			return false
		}
		_, isExpr := x.(solidity.Expr)
		return !isExpr
	})
	return out
}

// controlled reports whether an operation's operands, with taints ta and tb and parameters pa and pb, can make
// it wrap: a caller controls one of them for a sum or a product (counters stepped by a constant cannot
// practically reach 2^256), or for a difference, one is caller-controlled or stored.
func controlled(op string, ta, tb analysis.Taint, pa, pb uint64) bool {
	caller := func(t analysis.Taint, p uint64) bool {
		return t.Has(analysis.Caller|analysis.TaintCallReturn) || p != 0
	}
	if op == "-" {
		return caller(ta, pa) || caller(tb, pb) || ta.Has(analysis.TaintState) || tb.Has(analysis.TaintState)
	}
	return caller(ta, pa) || caller(tb, pb)
}

// freeOperand reports whether a is a parameter and b does not depend on it (another parameter, a constant, a
// stored value): the caller then picks a to make a + b wrap to any small value.
func freeOperand(sc *analysis.Scope, a, b solidity.Expr) bool {
	ia, ok := solidity.Unparen(a).(*solidity.Identifier)
	if !ok {
		return false
	}
	sa := sc.Resolve(ia)
	if sa.Kind != analysis.SymParam {
		return false
	}
	return sc.Flow().Params(b)&(1<<uint(sa.Index)) == 0 && !readsLocal(sc, b, sa.Var)
}

// ternaryBound reports whether the subtraction whole (a - b, with operand texts ka and kb) sits in the branch of
// a conditional expression of v.n that runs only when a >= b: a > b ? a - b : 0, or b > a ? 0 : a - b.
func (v *overflowVisitor) ternaryBound(sc *analysis.Scope, whole solidity.Node, ka, kb []byte) bool {
	own := v.n.Own()
	if own == nil || whole == nil {
		return false
	}
	src := sc.File.Src
	if bytes.IndexByte(own.Range().Text(src), '?') < 0 {
		return false // no conditional expression
	}
	// atLeast reports whether cond, holding as given, implies a >= b.
	atLeast := func(cond solidity.Expr, holds bool) bool {
		c, ok := solidity.Unparen(cond).(*solidity.BinaryExpr)
		if !ok || c.X == nil || c.Y == nil {
			return false
		}
		op := c.Op
		if !holds {
			op = map[string]string{"<": ">=", "<=": ">", ">": "<=", ">=": "<"}[op]
		}
		x, y := keyText(src, c.X), keyText(src, c.Y)
		switch {
		case sameKey(x, ka) && sameKey(y, kb):
			return op == ">" || op == ">="
		case sameKey(x, kb) && sameKey(y, ka):
			return op == "<" || op == "<="
		}
		return false
	}
	found := false
	solidity.Preorder(own, func(y solidity.Node) bool {
		if found || !encloses(y, whole) {
			return false
		}
		if ce, ok := y.(*solidity.ConditionalExpr); ok && ce.Cond != nil {
			switch {
			case ce.Then != nil && encloses(ce.Then, whole) && atLeast(ce.Cond, true):
				found = true
			case ce.Else != nil && encloses(ce.Else, whole) && atLeast(ce.Cond, false):
				found = true
			}
		}
		return !found
	})
	return found
}

// guardsBound tells whether a comparison in f's guards or branches bounds the operation whole of v.n. parts
// tells that ka and kb are, spaces aside, the texts of parts of whole (see guardTexts.bounds).
func (v *overflowVisitor) guardsBound(ka, kb []byte, result solidity.Expr, whole solidity.Node, src []byte, parts bool) bool {
	if !v.guardsBuilt {
		v.guards.build(v.f)
		v.guardsBuilt = true
	}
	if len(v.guards.roots) == 0 {
		return false
	}
	var kr []byte
	if result != nil {
		kr = keyText(src, result)
	}
	// A compound assignment (a -= b) may be spelt out in a check as the operation it makes (a - b).
	v.guards.op = ""
	if as, ok := whole.(*solidity.AssignExpr); ok && len(as.Op) == 2 {
		v.guards.op = as.Op[:1]
	}
	// whole is a binary, compound or unary operation, never parenthesised: its text is its keyText.
	ca, cb := v.operandKeys(ka, kb)
	v.guards.src, v.guards.after, v.guards.addend = src, whole.Range().End.Offset, nil
	if as, ok := whole.(*solidity.AssignExpr); ok && as.Op == "+=" {
		v.guards.addend, v.guards.addendSc, v.guards.addendAsked = as.RHS, v.n.Scope, false
	}
	return v.guards.bounds(ka, kb, ca, cb, kr, whole.Range().Text(src), parts)
}

// aliasBound tells whether a check bounds the operation through a local that holds one of its operands: uint
// a = allowed[from][msg.sender]; require(a >= value); ... allowed[from][msg.sender] -= value. The local must be
// declared with the operand as its value, in the same body, and hold nothing else where the operation is.
func (v *overflowVisitor) aliasBound(sc *analysis.Scope, reach *reaching, ka, kb []byte, result solidity.Expr, whole solidity.Node) bool {
	src := sc.File.Src
	for _, n := range v.f.CFG().Nodes {
		d, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
		if !ok || n.Scope != sc || d.Tuple || len(d.Vars) != 1 || d.Vars[0] == nil || d.Value == nil || d.Vars[0].Name == "" {
			continue
		}
		k := keyText(src, d.Value)
		if !sameKey(k, ka) && !sameKey(k, kb) {
			continue
		}
		if defs := reach.defs(d.Vars[0]); len(defs) != 1 || defs[0].Value != d.Value {
			continue
		}
		name := []byte(d.Vars[0].Name)
		if sameKey(k, ka) && v.guardsBound(name, kb, result, whole, src, false) {
			return true
		}
		if sameKey(k, kb) && v.guardsBound(ka, name, result, whole, src, false) {
			return true
		}
	}
	return false
}

// resultName is the name the result of an operation of node v.n gets (`c = a op b`, `uint c = a op b`), or
// nothing: the variable's name, or the exprKey of what is assigned, in v.target. The assignment, if any, is the
// operation's parent: the node's declaration or an assignment met on the way down to the operation.
func (v *overflowVisitor) resultName(file *solidity.File, whole solidity.Node) []byte {
	v.target = v.target[:0]
	if s, ok := v.n.Stmt.(*solidity.VariableDeclarationStatement); ok && s.Value != nil && solidity.Unparen(s.Value) == whole {
		if len(s.Vars) == 1 && s.Vars[0] != nil {
			v.target = append(v.target, s.Vars[0].Name...)
		}
		return v.target
	}
	for _, s := range v.assigns {
		if solidity.Unparen(s.RHS) == whole {
			v.target = appendKey(v.target, keyText(file.Src, s.LHS))
			return v.target
		}
	}
	return v.target
}

// bodySpan is where the comparisons of a body are in the visitor's compares: compares[lo:hi], in source order
// (pre-order).
type bodySpan struct {
	file   *solidity.File
	lo, hi int
}

// bodyComparison is a comparison with the keys of its sides, computed on first use: keys[lo:mid] of the
// visitor's bodyKeys is the left side's exprKey, keys[mid+1:hi] the right side's, and keys[lo:hi] both with a |
// between them.
type bodyComparison struct {
	b           *solidity.BinaryExpr
	keyed       bool
	lo, mid, hi int
}

// bodyComparisons lists the comparisons of sc's body at the end of v.compares.
func (v *overflowVisitor) bodyComparisons(sc *analysis.Scope) bodySpan {
	span := bodySpan{file: sc.File, lo: len(v.compares), hi: len(v.compares)}
	body := sc.Body()
	if body == nil {
		return span
	}
	// The body's nodes in pre-order, told apart by their kinds: a statement without a relational operator in
	// its text is skipped whole.
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len(); {
		switch k := nodes.Kind(i); {
		case k == solidity.FlatBinaryExpr:
			if x := nodes.At(i).(*solidity.BinaryExpr); isComparison(x.Op) {
				v.compares = append(v.compares, bodyComparison{b: x})
			}
		case flatStmt(k):
			if !mayCompare(nodes.At(i).Range().Text(span.file.Src)) {
				i = nodes.End(i)
				continue
			}
		}
		i++
	}
	span.hi = len(v.compares)
	return span
}

// flatStmt reports whether nodes of kind k are statements (solidity.Stmt). Only the package's own types are
// statements, and each of them has a kind of its own.
func flatStmt(k solidity.FlatKind) bool {
	switch k {
	case solidity.FlatBlock, solidity.FlatVariableDeclarationStatement, solidity.FlatExpressionStatement,
		solidity.FlatIfStatement, solidity.FlatForStatement, solidity.FlatWhileStatement, solidity.FlatDoWhileStatement,
		solidity.FlatContinueStatement, solidity.FlatBreakStatement, solidity.FlatReturnStatement,
		solidity.FlatThrowStatement, solidity.FlatEmitStatement, solidity.FlatRevertStatement,
		solidity.FlatTryStatement, solidity.FlatAssemblyStatement, solidity.FlatPlaceholderStatement:
		return true
	}
	return false
}

// checkedAfter recognises, once the result of `c = a op b` is named target, a later check of c against an
// operand (SafeMath style) among the comparisons of the body in span. ka and kb are the operands' exprKeys.
func (v *overflowVisitor) checkedAfter(span bodySpan, whole solidity.Node, target, ka, kb []byte) bool {
	end := whole.Range().End.Offset
	src := span.file.Src
	for i := span.lo; i < span.hi; i++ {
		c := &v.compares[i]
		if c.b.Range().Start.Offset < end {
			continue
		}
		if !c.keyed {
			c.lo = len(v.bodyKeys)
			v.bodyKeys = appendKey(v.bodyKeys, keyText(src, c.b.X))
			c.mid = len(v.bodyKeys)
			v.bodyKeys = append(v.bodyKeys, '|')
			v.bodyKeys = appendKey(v.bodyKeys, keyText(src, c.b.Y))
			c.hi, c.keyed = len(v.bodyKeys), true
		}
		l, r, lr := v.bodyKeys[c.lo:c.mid], v.bodyKeys[c.mid+1:c.hi], v.bodyKeys[c.lo:c.hi]
		// A side that holds the target, the target itself included.
		if (bytes.Contains(l, target) || bytes.Contains(r, target)) && (bytes.Contains(lr, ka) || bytes.Contains(lr, kb)) {
			return true
		}
	}
	return false
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

// reaching gives the definitions of a local that reach a node of a function. The function's def-use chains are
// only built when a local's value is asked for.
type reaching struct {
	f *analysis.Function
	n *analysis.Node
	// one holds the definition defs returns when it finds it without the def-use chains.
	one [1]analysis.Definition
}

// defs returns the definitions of v that reach r.n. The list is only valid until the next call.
func (r *reaching) defs(v *solidity.VariableDeclaration) []analysis.Definition {
	if d, ok := r.declaredBefore(v); ok {
		r.one[0] = d
		return r.one[:]
	}
	return r.f.DefUse().Reaching(r.n, v)
}

// declaredBefore returns the definition of the local v that reaches r.n when v is declared on the way to r.n,
// along nodes that have one predecessor each, and no node after the declaration names v: then that definition is
// the only one to reach r.n, as the def-use chains would tell. Straight-line code is the common case, and the
// chains of the whole function are not built for it. ok is false when the path is any other.
func (r *reaching) declaredBefore(v *solidity.VariableDeclaration) (analysis.Definition, bool) {
	name := []byte(v.Name)
	n := r.n
	for range 16 {
		if len(n.Preds) != 1 {
			return analysis.Definition{}, false
		}
		n = n.Preds[0]
		own := n.Own()
		if own != nil && (n.Scope == nil || len(name) == 0 || bytes.Contains(own.Range().Text(n.Scope.File.Src), name)) {
			return analysis.Definition{}, false // it may assign v
		}
		d, ok := n.Stmt.(*solidity.VariableDeclarationStatement)
		if !ok || !slices.Contains(d.Vars, v) {
			continue
		}
		if n.Kind != analysis.NodeStmt || n.Scope == nil {
			return analysis.Definition{}, false
		}
		// The value DefUse gives the declaration of v.
		t, isTuple := d.Value.(*solidity.TupleExpr)
		i := slices.Index(d.Vars, v)
		if slices.Contains(d.Vars[i+1:], v) {
			return analysis.Definition{}, false
		}
		var value solidity.Expr
		switch {
		case d.Value == nil:
		case isTuple && d.Tuple && i < len(t.Elems):
			value = t.Elems[i]
		case len(d.Vars) == 1:
			value = d.Value
		}
		return analysis.Definition{Node: n, Value: value}, true
	}
	return analysis.Definition{}, false
}

// constValue evaluates e when it is a constant at the point of use: literals, constant state variables, and
// locals whose every reaching definition assigns the same constant. The value may be shared (a literal's): it
// is only to be read.
func constValue(sc *analysis.Scope, e solidity.Expr, reach *reaching, depth int) (*big.Int, bool) {
	if depth > 8 {
		return nil, false
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.NumberLiteral:
		var v *big.Int
		if n, ok := plainDecimal(x.Value); ok {
			// A unit's multiple that fits in an int64 (30 days, 1 ether) is worked out without big.Int's
			// multiplication.
			u, known := int64(1), true
			if x.Unit != "" {
				u, known = units[x.Unit]
			}
			if known && n <= math.MaxInt64/u {
				n *= u
				if small, ok := analysis.SmallValue(n); ok {
					return small, true // shared, like every value returned: only to be read
				}
				return big.NewInt(n), true
			}
			v = big.NewInt(n)
		} else if v, ok = new(big.Int).SetString(strings.ReplaceAll(x.Value, "_", ""), 0); !ok {
			return fractionLiteral(x)
		}
		if x.Unit != "" {
			if u, ok := units[x.Unit]; ok {
				v.Mul(v, big.NewInt(u))
			}
		}
		return v, true
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		switch sym.Kind {
		case analysis.SymState:
			if sym.State.Decl.Value != nil && (sym.State.Decl.Constant || neverWritten(sc.Model, sym.State)) {
				return foldConst(sc, sym.State.Decl.Value, nil, depth+1) // uint224 constant Q112 = 2**112
			}
		case analysis.SymLocal:
			if reach == nil {
				return nil, false
			}
			defs := reach.defs(sym.Var)
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
				return new(big.Int).Neg(v), true
			}
		}
	}
	return nil, false
}

// fractionLiteral returns the value of a number literal written with a fraction or an exponent (0.08 ether,
// 1e18, 2.5e6) when it is a whole number.
func fractionLiteral(x *solidity.NumberLiteral) (*big.Int, bool) {
	lit := strings.ReplaceAll(x.Value, "_", "")
	if i := strings.IndexAny(lit, "eE"); i >= 0 {
		if e, err := strconv.Atoi(lit[i+1:]); err != nil || e > 80 || e < -80 {
			return nil, false // a value no integer type holds, or no whole number: not worth working out
		}
	}
	r, ok := new(big.Rat).SetString(lit)
	if !ok || strings.ContainsRune(lit, '/') {
		return nil, false
	}
	if x.Unit != "" {
		u, known := units[x.Unit]
		if !known {
			return nil, false
		}
		r.Mul(r, new(big.Rat).SetInt64(u))
	}
	if !r.IsInt() {
		return nil, false
	}
	return new(big.Int).Set(r.Num()), true
}

// neverWritten reports whether no code of the unit writes the state variable v after its initialiser, so that
// it keeps its initial value as a constant would. Code that can write storage without naming it (assembly that
// stores, delegatecall) makes the answer no for every variable of the contracts whose storage it runs in: its
// own contract's and those deriving from it; in a library, every contract's. Only variables with an
// initialiser are asked about (writesTracked): for another, the answer is no.
func neverWritten(m *analysis.Model, v *analysis.StateVar) bool {
	if !writesTracked(v) {
		return false
	}
	w := writtenStateOf(m)
	return !w.vars[v] && !w.rawFor(v)
}

// writtenStateOf is what neverWritten learns of the model, worked out once.
func writtenStateOf(m *analysis.Model) *writtenState {
	return memoSlot(m, writtenStateSlot, func() *writtenState {
		out := &writtenState{vars: map[*analysis.StateVar]bool{}, raw: map[*analysis.Contract]bool{}}
		for _, f := range m.Bodies() {
			sc := f.Scope()
			raw := false
			for _, c := range sc.Calls() {
				if c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") {
					raw = true
				}
				if c.Kind != analysis.CallLibrary || c.Expr == nil {
					continue
				}
				// A library may write the storage it is handed (using Counters for Counter; c.increment()):
				// the arguments, and x of x.f(…).
				if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok {
					if sym := sc.RootVar(ma.X); sym.Kind == analysis.SymState && writesTracked(sym.State) {
						out.vars[sym.State] = true
					}
				}
				for _, a := range c.Expr.Args {
					if sym := sc.RootVar(a); sym.Kind == analysis.SymState && writesTracked(sym.State) {
						out.vars[sym.State] = true
					}
				}
			}
			for _, n := range f.CFG().Nodes {
				if as, ok := n.Stmt.(*solidity.AssemblyStatement); ok && storesRaw(as) {
					raw = true
				}
				for _, w := range n.Writes() {
					if writesTracked(w.Var) {
						out.vars[w.Var] = true
					}
				}
			}
			if raw {
				if f.Contract == nil || f.Contract.Kind == solidity.KindLibrary {
					if out.rawShared == nil {
						out.rawShared = map[*analysis.Function]bool{}
					}
					out.rawShared[f] = true
				} else {
					out.raw[f.Contract] = true
				}
			}
		}
		if len(out.rawShared) > 0 {
			out.spreadShared(m)
		}
		return out
	})
}

// rawFor reports whether code that writes storage without naming it (assembly that stores, delegatecall) may
// run in the storage of v's contract.
func (w *writtenState) rawFor(v *analysis.StateVar) bool {
	if len(w.raw) == 0 || v.Contract == nil {
		return len(w.raw) != 0
	}
	for _, d := range v.Contract.Derived() {
		for _, base := range d.Linearization {
			if w.raw[base] {
				return true
			}
		}
	}
	return false
}

// writesTracked reports whether neverWritten is asked about v, and so records its writes: a variable with an
// initialiser that is not a constant. Most writes are of variables without one (balances, totals).
func writesTracked(v *analysis.StateVar) bool {
	return v.Decl.Value != nil && !v.Decl.Constant
}

// writtenState is what neverWritten learns once per model: the tracked variables some code writes by name, the
// contracts with code that may write any of their storage (raw), and the library and file-level functions that
// may (rawShared).
type writtenState struct {
	vars map[*analysis.StateVar]bool
	raw  map[*analysis.Contract]bool
	// rawShared lists the library and file-level functions that may write any storage: they run in the storage
	// of the contracts that call them, which spreadShared adds to raw.
	rawShared map[*analysis.Function]bool
}

// spreadShared adds to raw the contracts whose code calls a function of rawShared, directly or through other
// library and file-level functions: a library's code writes the storage of the contract it runs for, not every
// contract's.
func (w *writtenState) spreadShared(m *analysis.Model) {
	for changed := true; changed; {
		changed = false
		for _, f := range m.Bodies() {
			shared := f.Contract == nil || f.Contract.Kind == solidity.KindLibrary
			if shared && w.rawShared[f] || !shared && w.raw[f.Contract] {
				continue
			}
			for _, c := range f.Scope().Calls() {
				if c.Callee == nil || !w.rawShared[c.Callee] {
					continue
				}
				if shared {
					w.rawShared[f] = true
				} else {
					w.raw[f.Contract] = true
				}
				changed = true
				break
			}
		}
	}
}

// storesRaw reports whether an assembly block may write storage: sstore, a delegatecall or callcode that runs
// other code on this contract's storage, or a storage pointer pointed at a computed slot (r.slot := slot), which
// the code after it writes through.
func storesRaw(as *solidity.AssemblyStatement) bool {
	found := false
	solidity.Preorder(as, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *solidity.YulCall:
			switch y.Name {
			case "sstore", "delegatecall", "callcode":
				found = true
			}
		case *solidity.YulAssign:
			for _, t := range y.Targets {
				if t != nil && strings.HasSuffix(t.Name, ".slot") {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// writtenStateKey keys, in the model's memo, the state variables some code of the unit writes.
var writtenStateSlot = analysis.NewMemoSlot()

// etherTimesSmall reports whether an operand with taint t and parameters p holds an amount of ether received
// (msg.value, and nothing a caller chooses otherwise) and the other operand is a constant below 2^64.
func etherTimesSmall(sc *analysis.Scope, t analysis.Taint, p uint64, other solidity.Expr, reach *reaching) bool {
	if p != 0 || !t.Has(analysis.TaintValue) || t&^analysis.TaintValue != 0 {
		return false
	}
	v, ok := foldConst(sc, other, reach, 0)
	return ok && v.Sign() >= 0 && v.BitLen() <= 64
}

// foldConst is constValue extended to the sums, differences, products and quotients of constants. The value may
// be shared: it is only to be read.
func foldConst(sc *analysis.Scope, e solidity.Expr, reach *reaching, depth int) (*big.Int, bool) {
	x, ok := solidity.Unparen(e).(*solidity.BinaryExpr)
	if !ok {
		return constValue(sc, e, reach, depth)
	}
	if depth > 8 {
		return nil, false
	}
	a, okA := foldConst(sc, x.X, reach, depth+1)
	b, okB := foldConst(sc, x.Y, reach, depth+1)
	if !okA || !okB {
		return nil, false
	}
	return applyConst(x.Op, a, b)
}

// valueTaint is the taint of the value an operand holds, and with params the parameters it depends on: a
// stored entry (balances[msg.sender]) holds state, whatever key selects it, and depends on no parameter.
func valueTaint(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr, params bool) (analysis.Taint, uint64) {
	switch solidity.Unparen(e).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
		r := sc.RootVar(e)
		if r.Kind == analysis.SymState {
			return analysis.TaintState, 0
		}
		if r.Kind == analysis.SymLocal && r.Var != nil && r.Var.Location == solidity.LocationStorage {
			// p.votes through a storage pointer, whichever entry the branches pointed it at: a stored value.
			return analysis.TaintState, 0
		}
	case *solidity.Identifier:
		if storedCopy(sc, e) {
			return analysis.TaintState, 0
		}
	}
	var p uint64
	if params {
		p = fl.Params(e)
	}
	return fl.Taint(e), p
}

// storedCopy reports whether e is a local that holds a copy of a stored entry and is never assigned again
// (uint nonce = nonces[from]): its value is the entry's, whichever key the caller picked, as for the entry
// itself.
func storedCopy(sc *analysis.Scope, e solidity.Expr) bool {
	// unchangedInit, with the initial value looked at before the walk that tells whether it stays.
	v, init := localInit(sc, e)
	switch solidity.Unparen(init).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
		return sc.RootVar(init).Kind == analysis.SymState && !reassigned(sc, v)
	}
	return false
}

// unchangedInit returns the initial value of the local e names when nothing assigns the local afterwards, or
// nil.
func unchangedInit(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	v, init := localInit(sc, e)
	if init == nil || reassigned(sc, v) {
		return nil
	}
	return init
}

// localInit returns the local e names and its initial value, or nil and nil. Whether the local keeps that value
// (reassigned) walks the whole body: callers that need the value to be of some kind test that first.
func localInit(sc *analysis.Scope, e solidity.Expr) (*solidity.VariableDeclaration, solidity.Expr) {
	id, ok := solidity.Unparen(e).(*solidity.Identifier)
	if !ok {
		return nil, nil
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil {
		return nil, nil
	}
	return sym.Var, sc.Init(sym.Var)
}
