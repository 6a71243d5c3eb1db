package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ShortAddress reports token-transfer-shaped public functions of pre-0.5 code that do not check the calldata
// length.
//
// Compilers before 0.5 decoded calldata that was too short by padding it with zeros: an address argument one
// byte short shifts the following amount left by 8 bits (×256). The detector looks for the shape that makes
// this exploitable, judged by what the function does, not by its name: a public function taking an address
// followed by an integer, that credits a stored balance keyed by the address with the integer (itself or
// through an internal function). It is reported at low confidence, because the attack needs a caller (an
// exchange) that forwards unvalidated input, and the fix belongs there as much as in the contract.
var ShortAddress = &Detector{
	ID:    "short-address",
	Title: "Short address attack possible",
	Description: "A public function takes an address followed by an amount and credits the address, in code " +
		"compiled before 0.5 without a check of msg.data.length. Old compilers pad short calldata with zeros, " +
		"so an address with its last byte missing shifts the amount left by 8 bits.",
	Exploit: "An attacker gives an exchange a deposit address ending in 00 without its last byte; the exchange " +
		"builds transfer(address, 100) calldata, the token reads 25,600 and credits the attacker 256 times the " +
		"amount.",
	Recommendation: "Compile with 0.5 or later (which rejects short calldata), or check msg.data.length in " +
		"the function; callers should validate addresses too.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceLow,
	CWE:        "CWE-20",
	Requires:   []Requirement{RequireCFG},
	Run:        runShortAddress,
}

func runShortAddress(p *Pass) error {
	length := occurrencesOf(p.Model, wordLength)
	var file *solidity.File
	old := false
next:
	for _, f := range entries(p.Model) {
		if !takesAddressThenUint(f) {
			continue
		}
		if f.File != file {
			file, old = f.File, allowsPre05(p.Model, f.File)
		}
		if !old {
			continue
		}
		// A check of msg.data.length spells length.
		if length.inCode(f) && checksDataLength(f) {
			continue
		}
		params := f.Decl.Params
		for i, a := range params {
			if a == nil || !isAddressType(a.Type) {
				continue
			}
			// The amount that a short address shifts is the argument right after it.
			if j := i + 1; j < len(params) {
				n := params[j]
				if n == nil || !isUintType(n.Type) {
					continue
				}
				if at := creditsParam(f, a, n, 0); at != nil {
					p.Report(Report{Function: f, At: headerNode(f.File, f.Decl),
						Message: funcLabel(f) + " credits " + a.Name + " with " + n.Name + " but does not check msg.data.length; pre-0.5 compilers pad a short address and shift the amount",
						Related: []Related{{At: at, Message: "the credit"}}})
					continue next
				}
			}
		}
	}
	return nil
}

// takesAddressThenUint reports whether some address parameter of f is followed by an unsigned integer one: the
// shape the detector looks for, cheaper to check than anything else.
func takesAddressThenUint(f *analysis.Function) bool {
	params := f.Decl.Params
	for i := 0; i+1 < len(params); i++ {
		if params[i] != nil && isAddressType(params[i].Type) && params[i+1] != nil && isUintType(params[i+1].Type) {
			return true
		}
	}
	return false
}

func isAddressType(t solidity.TypeName) bool {
	e, ok := t.(*solidity.ElementaryTypeName)
	return ok && e.Name == "address"
}

func isUintType(t solidity.TypeName) bool {
	e, ok := t.(*solidity.ElementaryTypeName)
	if !ok {
		return false
	}
	_, signed, isInt := e.IntegerBits()
	return isInt && !signed
}

// checksDataLength reports whether a condition of f (modifiers included) reads msg.data.length.
func checksDataLength(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil {
			continue
		}
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if m, ok := x.(*solidity.MemberAccess); ok && m.Member == "length" {
				if d, ok := m.X.(*solidity.MemberAccess); ok && d.Member == "data" {
					if id, ok := d.X.(*solidity.Identifier); ok && id.Name == "msg" {
						found = true
					}
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

// creditsParam finds where f adds parameter amount to a state mapping entry keyed by parameter to:
// m[to] += amount, m[to] = m[to] + amount, or the same in an internal function called with to and amount.
func creditsParam(f *analysis.Function, to, amount *solidity.VariableDeclaration, depth int) solidity.Node {
	if f == nil || f.Decl.Body == nil || depth > 2 {
		return nil
	}
	sc := f.Scope()
	isVar := func(e solidity.Expr, v *solidity.VariableDeclaration) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == v
	}
	uses := func(e solidity.Expr, v *solidity.VariableDeclaration) bool {
		found := false
		solidity.Preorder(e, func(x solidity.Node) bool {
			if id, ok := x.(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
				found = true
			}
			return !found
		})
		return found
	}
	var at solidity.Node
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		if at != nil {
			return false
		}
		switch x := n.(type) {
		case *solidity.AssignExpr:
			ix, ok := unparen(x.LHS).(*solidity.IndexAccess)
			if !ok || !isVar(ix.Index, to) || sc.RootVar(ix).Kind != analysis.SymState {
				return true
			}
			if (x.Op == "+=" && uses(x.RHS, amount)) || (x.Op == "=" && uses(x.RHS, amount) && readsEntry(sc, x.RHS, ix, to) && addsUp(sc, x.RHS, 0)) {
				at = x
			}
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
				return true
			}
			var pTo, pAmount *solidity.VariableDeclaration
			for i, a := range c.Args {
				if i >= len(c.Callee.Decl.Params) {
					break
				}
				if isVar(a, to) {
					pTo = c.Callee.Decl.Params[i]
				}
				if isVar(a, amount) {
					pAmount = c.Callee.Decl.Params[i]
				}
			}
			if pTo != nil && pAmount != nil && creditsParam(c.Callee, pTo, pAmount, depth+1) != nil {
				at = x
			}
		}
		return at == nil
	})
	return at
}

// readsEntry reports whether e reads the same state entry as the indexed write target (m[to] on both sides:
// a read-modify-write such as m[to] = m[to] + v or m[to] = m[to].add(v)).
func readsEntry(sc *analysis.Scope, e solidity.Expr, target *solidity.IndexAccess, to *solidity.VariableDeclaration) bool {
	root := sc.RootVar(target)
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		if ix, ok := n.(*solidity.IndexAccess); ok && ix.Index != nil {
			if id, ok := unparen(ix.Index).(*solidity.Identifier); ok && sc.Resolve(id).Var == to {
				if r := sc.RootVar(ix); r.Kind == analysis.SymState && r.State == root.State {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// addsUp reports whether e computes a sum: a + b, or a call of a function (such as a SafeMath-style library
// function) that returns a sum and subtracts nothing.
func addsUp(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	switch x := unparen(e).(type) {
	case *solidity.BinaryExpr:
		return x.Op == "+"
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil || depth > 2 {
			return false
		}
		plus, minus := false, false
		solidity.Preorder(c.Callee.Decl.Body, func(n solidity.Node) bool {
			switch b := n.(type) {
			case *solidity.BinaryExpr:
				plus = plus || b.Op == "+"
				minus = minus || b.Op == "-"
			case *solidity.AssignExpr:
				plus = plus || b.Op == "+="
				minus = minus || b.Op == "-="
			}
			return true
		})
		return plus && !minus
	}
	return false
}
