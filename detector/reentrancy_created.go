package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// createdHere reports whether the target of a call in scope sc is a contract the function has just created from
// code of the unit: a local (or return variable) whose every value is new C(…), or is created in assembly
// (pair := create2(…)) from a contract's creation code (type(C).creationCode) the function takes. Its code is
// known and chosen by the function, as a contract fixed at deployment is: it calls back only if that code does.
func createdHere(sc *analysis.Scope, target solidity.Expr) bool {
	if sc == nil || target == nil || sc.Body() == nil {
		return false
	}
	id, ok := unparen(unwrapTypeConversions(sc, target)).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Var == nil || sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
		return false
	}
	isNew := func(e solidity.Expr) bool {
		c, ok := unparen(e).(*solidity.CallExpr)
		if !ok {
			return false
		}
		_, ok = unparen(c.Fun).(*solidity.NewExpr)
		return ok
	}
	defs, good := 0, true
	if init := sc.Init(sym.Var); init != nil {
		defs++
		good = isNew(unwrapTypeConversions(sc, init))
	}
	creationCode, yulCreate := false, false
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.AssignExpr:
			if t, ok := unparen(y.LHS).(*solidity.Identifier); ok && sc.Resolve(t).Var == sym.Var {
				defs++
				good = good && y.Op == "=" && isNew(unwrapTypeConversions(sc, y.RHS))
			}
		case *solidity.MemberAccess:
			if y.Member == "creationCode" {
				if c, ok := unparen(y.X).(*solidity.CallExpr); ok {
					if f, ok := unparen(c.Fun).(*solidity.Identifier); ok && f.Name == "type" {
						creationCode = true
					}
				}
			}
		case *solidity.YulAssign:
			for _, t := range y.Targets {
				if t.Name == id.Name {
					defs++
					c, ok := y.Value.(*solidity.YulCall)
					created := ok && (c.Name == "create" || c.Name == "create2")
					good = good && created
					yulCreate = yulCreate || created
				}
			}
		}
		return true
	})
	return defs > 0 && good && (!yulCreate || creationCode)
}
