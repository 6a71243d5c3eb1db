package detector

import "github.com/vigilsec/vigil/solidity"

// eachStatement calls visit for s and every statement nested in it, in the order solidity.Preorder meets them,
// without walking expressions: an expression holds no statement (assembly blocks hold Yul statements, which are
// not solidity.Stmt), so a detector that looks at statements only skips most of the tree.
func eachStatement(s solidity.Stmt, visit func(solidity.Stmt)) {
	if s == nil {
		return
	}
	switch x := s.(type) {
	case *solidity.Block:
		if x == nil {
			return
		}
		visit(x)
		for _, st := range x.Stmts {
			eachStatement(st, visit)
		}
		return
	case *solidity.IfStatement:
		if x == nil {
			return
		}
		visit(x)
		eachStatement(x.Then, visit)
		eachStatement(x.Else, visit)
		return
	case *solidity.ForStatement:
		if x == nil {
			return
		}
		visit(x)
		eachStatement(x.Init, visit)
		eachStatement(x.Body, visit)
		return
	case *solidity.WhileStatement:
		if x == nil {
			return
		}
		visit(x)
		eachStatement(x.Body, visit)
		return
	case *solidity.DoWhileStatement:
		if x == nil {
			return
		}
		visit(x)
		eachStatement(x.Body, visit)
		return
	case *solidity.TryStatement:
		if x == nil {
			return
		}
		visit(x)
		if x.Body != nil {
			eachStatement(x.Body, visit)
		}
		for _, c := range x.Catches {
			if c != nil && c.Body != nil {
				eachStatement(c.Body, visit)
			}
		}
		return
	}
	visit(s)
}
