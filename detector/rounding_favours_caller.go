package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// RoundingFavoursCaller reports share conversions rounded down on the side that charges the caller: the shares
// burnt for an amount paid out, or the amount pulled in for shares credited.
var RoundingFavoursCaller = &Detector{
	ID:    "rounding-favours-caller",
	Title: "Share conversion rounded in the caller's favour",
	Description: "A public function pays out an amount the caller names and debits the caller's record by a " +
		"figure worked out from that amount with a division that rounds down (shares = assets * supply / " +
		"totalAssets), or credits an amount the caller names and pulls in a payment worked out from it the " +
		"same way. The rounding is in the caller's favour: whenever one unit of the record is worth more than " +
		"one unit paid, a small enough amount costs nothing.",
	Exploit: "Once a share is worth more than one unit of the asset, the attacker withdraws, again and again, an " +
		"amount whose share cost rounds down to zero (or mints shares whose price rounds down to nothing), and " +
		"takes the vault's assets without burning or paying anything.",
	Recommendation: "Round against the caller: shares burnt for a withdrawal and assets charged for a mint round " +
		"up (mulDivUp, as ERC-4626's previewWithdraw and previewMint require).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runRoundingFavoursCaller,
}

func runRoundingFavoursCaller(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || f.Decl.Body == nil || len(f.Decl.Params) == 0 {
			continue
		}
		sc := f.Scope()
		if !slices.ContainsFunc(sc.Calls(), movesTokens) {
			continue
		}
		g := f.CFG()
		if !g.WritesState() {
			continue
		}
		for _, n := range g.Nodes {
			if n.Scope != sc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if _, amount := tokenTransfer(c); amount != nil {
					// Withdrawal: the amount paid is the caller's; what is debited for it is worked out.
					if param := paramNamed(sc, amount); param != nil {
						if div, debit := floorDebit(f, param); div != nil {
							p.Report(Report{Function: f, File: div.file, At: div.at,
								Message: fmt.Sprintf("%s pays out %s and debits %s by %s, rounded down: the rounding favours the caller, and a small enough amount costs nothing",
									funcLabel(f), param.Name, Text(sc.File, debit), Text(div.file, div.at)),
								Related: []Related{{File: sc.File, At: c.Expr, Message: "paid out here"}}})
						}
					}
				}
				if from, to, pulled := pullOf(sc, c); from && to && pulled != nil {
					// Mint: the amount credited is the caller's; what is pulled in for it is worked out.
					for _, param := range f.Decl.Params {
						if param == nil || !creditsWithParam(f, param) {
							continue
						}
						if div := floorOf(sc, pulled, param, 0); div != nil {
							p.Report(Report{Function: f, File: div.file, At: div.at,
								Message: fmt.Sprintf("%s credits %s and charges %s for it, rounded down: the rounding favours the caller, and a small enough amount is free",
									funcLabel(f), param.Name, Text(div.file, div.at)),
								Related: []Related{{File: sc.File, At: c.Expr, Message: "payment pulled here"}}})
							break
						}
					}
				}
			}
		}
	}
	return nil
}

// movesTokens reports whether c may move tokens in or out: a call of transfer, transferFrom or their safe forms.
// Most bodies make none, told without a look at their graphs.
func movesTokens(c *analysis.Call) bool {
	switch c.Name {
	case "transfer", "transferFrom", "safeTransfer", "safeTransferFrom":
		return c.Kind == analysis.CallExternal || c.Kind == analysis.CallLibrary
	}
	return false
}

// floorDiv is a division that rounds down, in file.
type floorDiv struct {
	at   *solidity.BinaryExpr
	file *solidity.File
}

// paramNamed returns the parameter e names, or nil.
func paramNamed(sc *analysis.Scope, e solidity.Expr) *solidity.VariableDeclaration {
	if id, ok := unparen(e).(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
			return sym.Var
		}
	}
	return nil
}

// floorDebit returns a debit of a state entry made by f (balances[k] -= x, or = balances[k] - x) whose amount
// is worked out from param by a division that rounds down, and the entry debited.
func floorDebit(f *analysis.Function, param *solidity.VariableDeclaration) (*floorDiv, solidity.Expr) {
	sc := f.Scope()
	for a := range ownStateAssigns(f) {
		if _, ok := unparen(a.LHS).(*solidity.IndexAccess); !ok {
			continue
		}
		var amount solidity.Expr
		switch a.Op {
		case "-=":
			amount = a.RHS
		case "=":
			if b, ok := unparen(a.RHS).(*solidity.BinaryExpr); ok && b.Op == "-" && sameKey(keyText(f.File.Src, b.X), keyText(f.File.Src, a.LHS)) {
				amount = b.Y
			}
		}
		if amount == nil {
			continue
		}
		if div := floorOf(sc, amount, param, 0); div != nil {
			return div, a.LHS
		}
	}
	return nil, nil
}

// creditsWithParam reports whether f credits a state entry with param itself (balances[k] += param).
func creditsWithParam(f *analysis.Function, param *solidity.VariableDeclaration) bool {
	sc := f.Scope()
	for a := range ownStateAssigns(f) {
		if _, ok := unparen(a.LHS).(*solidity.IndexAccess); ok && a.Op == "+=" && paramNamed(sc, a.RHS) == param {
			return true
		}
	}
	return false
}

// floorOf returns the division that rounds down by which e, in the body of sc, is worked out from param: e is
// such a division with param in its dividend (x * supply / total, not over a constant), a conditional with one
// in a branch, a local or return variable assigned one, or the result of an internal function handed param that
// returns one worked out from its parameter (to a depth of two). A division whose result is then added to
// (x / d + 1, rounding up), or whose dividend is a sum ((x + d - 1) / d), is not one.
func floorOf(sc *analysis.Scope, e solidity.Expr, param *solidity.VariableDeclaration, depth int) *floorDiv {
	switch x := unparen(e).(type) {
	case *solidity.BinaryExpr:
		if x.Op != "/" || !readsLocal(sc, x.X, param) || constantExpr(sc, x.Y) {
			return nil
		}
		if b, ok := unparen(x.X).(*solidity.BinaryExpr); ok && (b.Op == "+" || b.Op == "-") {
			return nil // (x * supply + total - 1) / total: rounded up by hand
		}
		return &floorDiv{at: x, file: sc.File}
	case *solidity.ConditionalExpr:
		if d := floorOf(sc, x.Then, param, depth); d != nil {
			return d
		}
		return floorOf(sc, x.Else, param, depth)
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if (sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn) || sym.Var == nil || depth > 2 {
			return nil
		}
		if init := sc.Init(sym.Var); init != nil {
			return floorOf(sc, init, param, depth+1)
		}
		var found *floorDiv
		eachStatement(sc.Body(), func(s solidity.Stmt) {
			if found != nil {
				return
			}
			if st, ok := s.(*solidity.ExpressionStatement); ok {
				if a, ok := unparen(st.X).(*solidity.AssignExpr); ok && a.Op == "=" {
					if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == sym.Var {
						found = floorOf(sc, a.RHS, param, depth+1)
					}
				}
			}
		})
		return found
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		if c == nil || c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || depth > 1 {
			return nil
		}
		g := c.Callee
		for i, a := range c.Args {
			if i >= len(g.Decl.Params) || paramNamed(sc, a) != param || g.Decl.Params[i] == nil {
				continue
			}
			gsc := g.Scope()
			var found *floorDiv
			eachStatement(g.Decl.Body, func(s solidity.Stmt) {
				if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil && found == nil {
					found = floorOf(gsc, r.Value, g.Decl.Params[i], depth+1)
				}
			})
			if found != nil {
				return found
			}
		}
	}
	return nil
}

// constantExpr reports whether e is a literal or a constant: a division by it scales, it does not convert.
func constantExpr(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.NumberLiteral:
		return true
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		return sym.Kind == analysis.SymState && sym.State != nil && sym.State.Decl.Constant
	case *solidity.BinaryExpr:
		return constantExpr(sc, x.X) && constantExpr(sc, x.Y)
	}
	return false
}
