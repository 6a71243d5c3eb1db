package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FeeOnTransferCredit reports deposits of a token the caller chooses that credit the amount asked for rather
// than the amount received.
var FeeOnTransferCredit = &Detector{
	ID:    "fee-on-transfer-credit",
	Title: "Deposit credited with the amount sent, not received",
	Description: "A public function pulls a token the caller chooses into the contract (transferFrom(msg.sender, " +
		"address(this), amount)) and credits the caller's entry with the same amount, without measuring the " +
		"contract's balance before and after. Tokens that take a fee on transfer, or rebase, deliver less than " +
		"amount: the credit exceeds what the contract holds.",
	Exploit: "An attacker deposits a fee-on-transfer token repeatedly and withdraws the full credited amount each " +
		"time, taking the difference out of the other depositors' holdings of that token until the last " +
		"withdrawals fail.",
	Recommendation: "Credit balanceOf(address(this)) after the transfer minus before it, or accept only tokens " +
		"known to transfer exact amounts (an allow-list).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runFeeOnTransferCredit,
}

func runFeeOnTransferCredit(p *Pass) error {
	facts := functionFacts(p.Model)
	for _, i := range pullers(p.Model) {
		fx := &facts[i]
		if len(fx.writers) == 0 {
			continue
		}
		f := fx.fn
		var amount *solidity.VariableDeclaration // the parameter pulled in, from a caller-chosen token
		chooser := "the caller chooses"
		for _, s := range fx.calls {
			c, sc := s.call, s.node.Scope
			from, to := transferFromSource(c)
			if from == nil || !isSelf(sc, to) || sc.Flow().Taint(from) != analysis.TaintSender {
				continue
			}
			tok := c.Target
			if c.Kind == analysis.CallLibrary {
				tok = tokenOf(c) // token.safeTransferFrom(…) through using-for, SafeERC20.safeTransferFrom(token, …)
			}
			if tok == nil || nonFungible(sc, tok) {
				continue
			}
			args := c.Args
			id, ok := unparen(args[len(args)-1]).(*solidity.Identifier)
			if !ok {
				continue
			}
			sym := sc.Resolve(id)
			if sym.Kind != analysis.SymParam {
				continue
			}
			if !tokenChosenByCaller(sc, tok) {
				if !tokenRegisteredByAnyone(f, sc, tok) {
					continue
				}
				chooser = "any caller registers"
			}
			amount = sym.Var
			break
		}
		if amount == nil || measuresOwnBalance(fx) {
			continue
		}
		for _, n := range fx.writers {
			at, lhs := creditOf(n, amount)
			if at == nil {
				continue
			}
			p.Report(Report{Function: f, File: n.Scope.File, At: at,
				Message: funcLabel(f) + " credits " + Text(n.Scope.File, lhs) + " with " + amount.Name + ", the amount " +
					"asked of a token " + chooser + ": a token that takes a fee on transfer delivers less, and the " +
					"credit exceeds what the contract received"})
			break
		}
	}
	return nil
}

// creditOf returns the statement of the writer n when it credits a state entry with the parameter amount, and
// the entry: balances[k] += amount, records[k] = amount, a record built with it (deals[id] = Deal(…, amount, …))
// or pushed with it (locks[k].push(Lock(amount, …))). It returns nils otherwise.
func creditOf(n *analysis.Node, amount *solidity.VariableDeclaration) (solidity.Node, solidity.Expr) {
	st, ok := n.Stmt.(*solidity.ExpressionStatement)
	if !ok {
		return nil, nil
	}
	sc := n.Scope
	holds := func(e solidity.Expr) bool {
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			return sc.Resolve(x).Var == amount
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallStruct {
				for _, a := range x.Args {
					if id, ok := unparen(a).(*solidity.Identifier); ok && sc.Resolve(id).Var == amount {
						return true
					}
				}
			}
		}
		return false
	}
	switch x := unparen(st.X).(type) {
	case *solidity.AssignExpr:
		if x.Op != "+=" && x.Op != "=" {
			return nil, nil
		}
		if _, ok := unparen(x.LHS).(*solidity.IndexAccess); !ok || sc.RootVar(x.LHS).Kind != analysis.SymState {
			return nil, nil
		}
		if x.Op == "+=" {
			if id, ok := unparen(x.RHS).(*solidity.Identifier); !ok || sc.Resolve(id).Var != amount {
				return nil, nil
			}
		} else if !holds(x.RHS) {
			return nil, nil
		}
		return x, x.LHS
	case *solidity.CallExpr:
		ma, ok := unparen(x.Fun).(*solidity.MemberAccess)
		if !ok || ma.Member != "push" || len(x.Args) != 1 || sc.RootVar(ma.X).Kind != analysis.SymState || !holds(x.Args[0]) {
			return nil, nil
		}
		if _, ok := unparen(ma.X).(*solidity.IndexAccess); !ok {
			return nil, nil
		}
		return x, ma.X
	}
	return nil, nil
}

// nonFungible reports whether the token e is typed with an interface or contract that declares ERC-721's
// ownerOf(uint256) or a safeTransferFrom of its own (ERC-721's, ERC-1155's; an ERC-20 has none): its transfers
// move the tokens named, never less.
func nonFungible(sc *analysis.Scope, e solidity.Expr) bool {
	t := sc.TypeOf(e)
	if t == nil || t.Contract == nil {
		return false
	}
	for _, f := range t.Contract.Functions {
		if (f.Name == "ownerOf" && len(f.Decl.Params) == 1) || (f.Name == "safeTransferFrom" && len(f.Decl.Params) >= 3) {
			return true
		}
	}
	return false
}

// tokenChosenByCaller reports whether the token called is one the caller names: a parameter, or converted from
// one (IERC20(token)).
func tokenChosenByCaller(sc *analysis.Scope, e solidity.Expr) bool {
	for depth := 0; depth < 3; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			return sc.Resolve(x).Kind == analysis.SymParam
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
		}
		return false
	}
	return false
}

// tokenRegisteredByAnyone reports whether the token called is read from state (c.token, with c =
// campaigns[id]; tokenOf[id]) that a public function with no access check sets from its caller's argument
// (launch(token, …) pushing Campaign(token, …)): any caller registers the token that others then deposit.
func tokenRegisteredByAnyone(f *analysis.Function, sc *analysis.Scope, e solidity.Expr) bool {
	if f.Contract == nil {
		return false
	}
	for depth := 0; depth < 3; depth++ {
		// IERC20(tokenOf[id]): the stored value itself.
		if x, ok := unparen(e).(*solidity.CallExpr); ok {
			if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
		}
		break
	}
	v, field := structFieldOf(sc, e)
	if v == nil {
		ix, ok := unparen(e).(*solidity.IndexAccess)
		if !ok {
			return false
		}
		if sym := sc.RootVar(ix); sym.Kind == analysis.SymState {
			v = sym.State
		}
	}
	if v == nil {
		return false
	}
	for _, w := range settersOf(f.Model(), f.Contract).openOf(v) {
		if w.node == nil || w.node.Expr == nil {
			continue
		}
		if val := storedValue(w.node, field); val != nil {
			if t := w.node.Scope.Flow().Taint(val); t.Has(chosenByCaller) && !t.Has(analysis.TaintState) {
				return true
			}
		}
	}
	return false
}

// storedValue returns the value node n stores in field of a state entry (the whole entry for ""): the right
// side of x.field = value or of entries[k] = value, or the field's argument of a struct built whole in
// entries[k] = S(…) or entries.push(S(…)). It returns nil otherwise.
func storedValue(n *analysis.Node, field string) solidity.Expr {
	sc := n.Scope
	// fieldArg returns the argument for field of e when e builds a struct of type t whole.
	fieldArg := func(t *analysis.Type, e solidity.Expr) solidity.Expr {
		mk, ok := unparen(e).(*solidity.CallExpr)
		if !ok || t == nil || t.Struct == nil || len(mk.Args) != len(t.Struct.Members) {
			return nil
		}
		if c := sc.CallOf(mk); c == nil || c.Kind != analysis.CallStruct {
			return nil
		}
		for i, a := range mk.Args {
			name := structArgName(mk, t.Struct, i)
			if name == field {
				return a
			}
		}
		return nil
	}
	switch x := unparen(n.Expr).(type) {
	case *solidity.AssignExpr:
		if x.Op != "=" {
			return nil
		}
		switch fieldOf(x.LHS) {
		case field:
			return x.RHS
		case "":
			if field != "" {
				return fieldArg(sc.TypeOf(x.LHS), x.RHS)
			}
		}
	case *solidity.CallExpr:
		if ma, ok := unparen(x.Fun).(*solidity.MemberAccess); ok && ma.Member == "push" && len(x.Args) == 1 {
			if field == "" {
				return x.Args[0]
			}
			if t := sc.TypeOf(ma.X); t != nil {
				return fieldArg(t.Elem, x.Args[0])
			}
		}
	}
	return nil
}

// measuresOwnBalance reports whether the function reads a token balance of the contract itself
// (balanceOf(address(this))): the way to learn what a transfer delivered.
func measuresOwnBalance(fx *cfgFacts) bool {
	for _, s := range fx.calls {
		c := s.call
		if c.Kind == analysis.CallExternal && c.Name == "balanceOf" && len(c.Args) == 1 && isSelf(s.node.Scope, c.Args[0]) {
			return true
		}
	}
	return false
}
