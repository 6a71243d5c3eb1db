package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// pulledIn reports whether the body of sc, on every path through it, takes amount from the caller into this
// contract with a token it does not let the caller name (token.transferFrom(msg.sender, address(this), amount)
// or safeTransferFrom through a library, token a stored address): amount is then tokens the caller held, no
// more than the token's supply, which fits in 256 bits. amount must be a parameter or local the body does not
// assign again.
func pulledIn(sc *analysis.Scope, amount solidity.Expr) bool {
	id, ok := solidity.Unparen(amount).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if (sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal) || sym.Var == nil || reassigned(sc, sym.Var) {
		return false
	}
	body := sc.Body()
	if body == nil || sc.Function == nil || sc.Function.Scope() != sc {
		return false
	}
	src := sc.File.Src
	key := keyText(src, amount)
	for _, c := range sc.Calls() {
		if c.Expr == nil {
			continue
		}
		from, to, pulled := pullOf(sc, c)
		if !from || !to || !sameKey(keyText(src, pulled), key) || !fixedToken(sc, c) {
			continue
		}
		// Only a call of a statement of the body itself runs whenever the function does (a branch or a loop
		// may skip it).
		for _, s := range body.Stmts {
			switch s.(type) {
			case *solidity.ExpressionStatement, *solidity.VariableDeclarationStatement:
				if encloses(s, c.Expr) {
					return true
				}
			}
		}
	}
	return false
}

// fixedToken reports whether the token the call c goes to is held in storage (a state variable, or a field of
// a stored record such as pools[pid].token): not an address the caller passes.
func fixedToken(sc *analysis.Scope, c *analysis.Call) bool {
	token := c.Target
	if token == nil {
		if ma, ok := solidity.Unparen(c.Expr.Fun).(*solidity.MemberAccess); ok {
			token = ma.X
		}
	}
	if token == nil || tokenChosenByCaller(sc, token) {
		return false
	}
	r := sc.RootVar(token)
	switch r.Kind {
	case analysis.SymState:
		return true
	case analysis.SymLocal:
		return r.Var != nil && r.Var.Location == solidity.LocationStorage
	}
	return false
}

// storedTotal reports whether an operand, with taint t and parameters p, is a stored value (a total or an
// account's entry, msg.sender's included) and nothing the caller passes.
func storedTotal(t analysis.Taint, p uint64) bool {
	return p == 0 && t&^(analysis.TaintValue|analysis.TaintState|analysis.TaintSender) == 0
}
