package detector

import (
	"bytes"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnboundedFeeRate reports an access-checked setter that stores any number its caller passes in a state variable
// the contract takes as a rate out of an amount (amount - amount * fee / 100), with no upper bound.
var UnboundedFeeRate = &Detector{
	ID:    "unbounded-fee-rate",
	Title: "A privileged setter can raise a fee rate past the whole amount",
	Description: "An access-checked function stores a number its caller chooses, with no upper bound, in a state " +
		"variable that the contract uses as a rate: it takes amount * rate / base out of the amount (a transfer " +
		"tax, a protocol or withdrawal fee). Whoever holds the role can set the rate to the base and take every " +
		"amount, or above it, so that every transfer or payout that pays the fee reverts: a honeypot token, or funds " +
		"frozen at will. (Recognised by how the variable is used, not by its name.)",
	Exploit: "The owner of a launch token raises the sell tax to 100% once buyers have come in: buys still work, " +
		"every sell delivers nothing or reverts, and the owner sells into the pool alone.",
	Recommendation: "Bound the rate where it is set (require(newFee <= MAX_FEE), with MAX_FEE well below the base), " +
		"and put changes behind a timelock users can see coming.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-1284",
	Requires:   []Requirement{RequireCFG, RequireGuards},
	Run:        runUnboundedFeeRate,
}

// rateWrite is an assignment of a parameter to a whole integer state variable, made by an entry function's body.
type rateWrite struct {
	f     *analysis.Function
	n     *analysis.Node
	at    *solidity.AssignExpr
	v     *analysis.StateVar
	param *solidity.VariableDeclaration
}

// paramWrites returns the assignments of a parameter (or a conversion of one) to a whole integer state variable,
// made by the bodies of entry functions that change state: computed once per model for the detectors that ask
// (unbounded-fee-rate, zero-threshold). The list is shared: do not modify it.
func paramWrites(m *analysis.Model) []rateWrite {
	return memoSlot(m, paramWritesSlot, func() []rateWrite { return findParamWrites(m, nil) })
}

// paramWritesSlot holds paramWrites in the model's memo.
var paramWritesSlot = analysis.NewMemoSlot()

// findParamWrites appends paramWrites' answer to out.
func findParamWrites(m *analysis.Model, out []rateWrite) []rateWrite {
	for _, fx := range functionFacts(m) {
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 {
			continue
		}
		f := fx.fn
		sc := f.Scope()
		for _, n := range fx.writers {
			a, ok := n.Expr.(*solidity.AssignExpr)
			if !ok || a.Op != "=" || n.Scope != sc {
				continue
			}
			pid, ok := solidity.Unparen(unwrapConversion(a.RHS)).(*solidity.Identifier)
			if !ok {
				continue
			}
			id, ok := solidity.Unparen(a.LHS).(*solidity.Identifier)
			if !ok {
				continue
			}
			ps := sc.Resolve(pid)
			if ps.Kind != analysis.SymParam || ps.Var == nil {
				continue
			}
			sym := sc.Resolve(id)
			if sym.Kind != analysis.SymState || sym.State.Decl.Constant || sym.State.Decl.Immutable || !sc.TypeOf(id).IsInt() {
				continue
			}
			out = append(out, rateWrite{f: f, n: n, at: a, v: sym.State, param: ps.Var})
		}
	}
	return out
}

func runUnboundedFeeRate(p *Pass) error {
	for _, w := range paramWrites(p.Model) {
		if !w.f.Guards().Protected(w.n) {
			continue // an open setter is unprotected-config-change's
		}
		u, ok := rateUse(w.v, rateSites(w.v))
		if !ok || !rateCanReach(w, u.base) || boundedRate(w) {
			continue // a bounded rate is what the fix looks like
		}
		sc := w.n.Scope
		p.Report(Report{Function: w.f, File: sc.File, At: w.at,
			Message: fmt.Sprintf("%s lets its privileged caller set %s to any value, and %s takes %s out of %s (line %d): at %s it takes the whole amount, above it every such call reverts",
				funcLabel(w.f), w.v.Name, funcLabel(u.fn), Text(u.fn.File, u.fee), Text(u.fn.File, u.amount), lineOf(u.fee), u.base.String()),
			Related: []Related{{File: u.fn.File, At: u.cut, Message: "the fee taken out of the amount"}}})
	}
	return nil
}

// boundedRate reports whether a check or branch of w's function (its modifiers' too) compares the parameter or
// the variable with something: an upper bound, wherever it stands.
func boundedRate(w rateWrite) bool {
	for _, n := range w.f.CFG().Nodes {
		if n.Expr == nil || n.Scope == nil || n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
			continue
		}
		sc := n.Scope
		found := false
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || b.Op != "<" && b.Op != "<=" && b.Op != ">" && b.Op != ">=" {
				return !found
			}
			for _, side := range []solidity.Expr{b.X, b.Y} {
				solidity.Preorder(side, func(y solidity.Node) bool {
					if id, ok := y.(*solidity.Identifier); ok {
						sym := sc.Resolve(id)
						found = found || sym.Var == w.param || sym.Kind == analysis.SymState && sym.State == w.v
					}
					return !found
				})
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// namesStateVar reports whether e is the state variable v, by name (converted or not).
func namesStateVar(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) bool {
	id, ok := solidity.Unparen(unwrapConversion(e)).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	return sym.Kind == analysis.SymState && sym.State == v
}

// rateCanReach reports whether the parameter's type lets the rate reach the base.
func rateCanReach(w rateWrite, base *big.Int) bool {
	bits := 256
	if t, ok := w.param.Type.(*solidity.ElementaryTypeName); ok {
		name := strings.TrimPrefix(strings.TrimPrefix(t.Name, "u"), "int")
		if b, err := strconv.Atoi(name); err == nil && b > 0 && b <= 256 {
			bits = b
		}
	}
	max := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return max.Cmp(base) > 0
}

// feeCut is a use of a rate: fee = amount * rate / base, cut = amount - fee.
type feeCut struct {
	fn          *analysis.Function
	fee, amount solidity.Expr
	cut         solidity.Node
	base        *big.Int
}

// rateSite is a product of a rate written by a setter, divided by a constant (amount * rate / base), in fn.
type rateSite struct {
	fn                *analysis.Function
	fee, base, amount solidity.Expr
}

// rateSites finds the products amount * v / base (base a constant, amount not) in the bodies that can read v,
// looking only at the nodes that read it: with the operators, or through helpers computing them (SafeMath's
// amount.mul(v).div(100)).
func rateSites(v *analysis.StateVar) []rateSite {
	if v.Contract == nil {
		return nil
	}
	var out []rateSite
	var ops helperOps
	for g := range v.Contract.HierarchyBodies() {
		sc := g.Scope()
		for _, n := range g.CFG().Nodes {
			if n.Scope != sc || n.Expr == nil || !slices.ContainsFunc(n.Reads(), func(r analysis.StateAccess) bool { return r.Var == v }) {
				continue
			}
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				e, ok := x.(solidity.Expr)
				if !ok {
					return true
				}
				op, num, base := arithOf(sc, e, &ops)
				if op != "/" {
					return true
				}
				mop, a, b := arithOf(sc, solidity.Unparen(num), &ops)
				if mop != "*" {
					return true
				}
				for _, pair := range [2][2]solidity.Expr{{b, a}, {a, b}} {
					if namesStateVar(sc, pair[0], v) && !isConstExpr(sc, pair[1]) {
						out = append(out, rateSite{fn: g, fee: e, base: base, amount: pair[1]})
						break
					}
				}
				return true
			})
		}
	}
	return out
}

// arithOf returns the operation e computes and its operands: a binary operator, or a call of a helper computing
// one (helperOpIn); "" otherwise.
func arithOf(sc *analysis.Scope, e solidity.Expr, ops *helperOps) (op string, x, y solidity.Expr) {
	switch b := e.(type) {
	case *solidity.BinaryExpr:
		return b.Op, b.X, b.Y
	case *solidity.CallExpr:
		if len(b.Args) == 1 || len(b.Args) == 2 {
			return helperOpIn(sc, b, ops)
		}
	}
	return "", nil, nil
}

// rateUse returns, among the sites of v, one where the contract takes amount * v / base (base a positive
// constant) out of amount: the difference is computed (amount - fee, or amount -= fee), with fee the product
// itself or a local set from an expression holding it.
func rateUse(v *analysis.StateVar, sites []rateSite) (feeCut, bool) {
	for _, st := range sites {
		sc := st.fn.Scope()
		base, ok := constValue(sc, st.base, nil, 0)
		if !ok || base.Sign() <= 0 {
			continue
		}
		if cut := feeCutIn(sc, st.fn.Decl.Body, st.fee, st.amount); cut != nil {
			return feeCut{fn: st.fn, fee: st.fee, amount: st.amount, cut: cut, base: base}, true
		}
	}
	return feeCut{}, false
}

// feeCutIn returns the subtraction in body (scope sc) that takes fee out of amount: amount - x, amount -= x or
// amount.sub(x), x the fee itself or a local set to a value holding it.
func feeCutIn(sc *analysis.Scope, body *solidity.Block, fee, amount solidity.Expr) solidity.Node {
	src := sc.File.Src
	want := keyText(src, amount)
	var local *solidity.VariableDeclaration
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch d := x.(type) {
		case *solidity.VariableDeclarationStatement:
			if len(d.Vars) == 1 && d.Vars[0] != nil && d.Value != nil && contains(d.Value, fee) {
				local = d.Vars[0]
			}
		case *solidity.AssignExpr:
			// uint256 fee = 0; if (…) fee = amount.mul(rate).div(100);
			if id, ok := solidity.Unparen(d.LHS).(*solidity.Identifier); ok && d.Op == "=" && contains(d.RHS, fee) {
				if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
					local = sym.Var
				}
			}
		}
		return local == nil
	})
	takes := func(y solidity.Expr) bool {
		if contains(y, fee) {
			return true
		}
		id, ok := solidity.Unparen(y).(*solidity.Identifier)
		return ok && local != nil && sc.Resolve(id).Var == local
	}
	var cut solidity.Node
	var ops helperOps
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.BinaryExpr, *solidity.CallExpr:
			if op, a, b := arithOf(sc, y.(solidity.Expr), &ops); op == "-" && takes(b) && bytes.Equal(keyText(src, a), want) {
				cut = y
			}
		case *solidity.AssignExpr:
			if y.Op == "-=" && takes(y.RHS) && bytes.Equal(keyText(src, y.LHS), want) {
				cut = y
			}
		}
		return cut == nil
	})
	return cut
}
