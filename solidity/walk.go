package solidity

// Inspect walks the tree rooted at n in depth-first pre-order, like go/ast.Inspect: it calls f(n); when f returns
// true it walks each child and then calls f(nil). Nil children are skipped. Children come in source order, except
// in a function header, walked as parameters, modifiers, override, return parameters, body whatever the order
// the header lists them in (old code may put `returns` before the modifiers).
func Inspect(n Node, f func(Node) bool) {
	if b, ok := n.(*Block); ok && b != nil {
		t := b.kept()
		if t == nil {
			t = b.flatBody()
		}
		if t != nil {
			flatInspect(t, f)
			return
		}
	}
	inspect(n, f, true)
}

// Preorder walks the tree rooted at n like Inspect but never calls f(nil): for callers that only look at nodes on
// the way down, it saves a call per node.
func Preorder(n Node, f func(Node) bool) {
	if b, ok := n.(*Block); ok && b != nil {
		t := b.kept()
		if t == nil {
			t = b.flatBody()
		}
		if t != nil {
			flatPreorder(t, f)
			return
		}
	}
	inspect(n, f, false)
}

// inspect is Inspect and Preorder: one type switch per node both rejects typed nils and walks the children, and
// post says whether f(nil) follows the children. n is a Node, taken as any: a child held as an Expr, a Stmt or
// another interface then needs no conversion to Node, which costs a lookup, and f gets the node from its
// concrete type.
func inspect(n any, f func(Node) bool, post bool) {
	if n == nil {
		return
	}
	switch v := n.(type) {
	case *SourceUnit:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Items, f, post)
	case *PragmaDirective:
		if v == nil || !f(v) {
			return
		}
	case *ImportDirective:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Symbols, f, post)
	case *ImportSymbol:
		if v == nil || !f(v) {
			return
		}
	case *ContractDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Bases, f, post)
		inspectList(v.Members, f, post)
	case *InheritanceSpecifier:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Base, f, post)
		inspectList(v.Args, f, post)
	case *IdentifierPath:
		if v == nil || !f(v) {
			return
		}
	case *StateVariableDeclaration:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Type, f, post)
		inspect(v.Override, f, post)
		inspect(v.Value, f, post)
	case *OverrideSpecifier:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Bases, f, post)
	case *FunctionDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
		inspectList(v.Modifiers, f, post)
		inspect(v.Override, f, post)
		inspectList(v.Returns, f, post)
		inspect(v.Body, f, post)
	case *ModifierInvocation:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Name, f, post)
		inspectList(v.Args, f, post)
	case *ModifierDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
		inspect(v.Override, f, post)
		inspect(v.Body, f, post)
	case *EventDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
	case *ErrorDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
	case *StructDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Members, f, post)
	case *EnumDefinition:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Values, f, post)
	case *EnumValue:
		if v == nil || !f(v) {
			return
		}
	case *UserDefinedValueTypeDefinition:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Underlying, f, post)
	case *UsingDirective:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Library, f, post)
		inspectList(v.Functions, f, post)
		inspect(v.Type, f, post)
	case *UsingFunction:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Path, f, post)
	case *VariableDeclaration:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Type, f, post)
	case *ElementaryTypeName:
		if v == nil || !f(v) {
			return
		}
	case *UserDefinedTypeName:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Path, f, post)
	case *Mapping:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Key, f, post)
		inspect(v.Value, f, post)
	case *ArrayTypeName:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Elem, f, post)
		inspect(v.Length, f, post)
	case *FunctionTypeName:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
		inspectList(v.Returns, f, post)
	case *Block:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Stmts, f, post)
	case *VariableDeclarationStatement:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Vars, f, post)
		inspectExpr(v.Value, f, post)
	case *ExpressionStatement:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
	case *IfStatement:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.Cond, f, post)
		inspect(v.Then, f, post)
		inspect(v.Else, f, post)
	case *ForStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Init, f, post)
		inspect(v.Cond, f, post)
		inspect(v.Post, f, post)
		inspect(v.Body, f, post)
	case *WhileStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Cond, f, post)
		inspect(v.Body, f, post)
	case *DoWhileStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Body, f, post)
		inspect(v.Cond, f, post)
	case *ContinueStatement:
		if v == nil || !f(v) {
			return
		}
	case *BreakStatement:
		if v == nil || !f(v) {
			return
		}
	case *ReturnStatement:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.Value, f, post)
	case *ThrowStatement:
		if v == nil || !f(v) {
			return
		}
	case *EmitStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Call, f, post)
	case *RevertStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Call, f, post)
	case *TryStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Call, f, post)
		inspectList(v.Returns, f, post)
		inspect(v.Body, f, post)
		inspectList(v.Catches, f, post)
	case *CatchClause:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
		inspect(v.Body, f, post)
	case *AssemblyStatement:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Body, f, post)
	case *PlaceholderStatement:
		if v == nil || !f(v) {
			return
		}
	case *BadExpr:
		if v == nil || !f(v) {
			return
		}
	case *Identifier:
		if v == nil || !f(v) {
			return
		}
	case *NumberLiteral:
		if v == nil || !f(v) {
			return
		}
	case *StringLiteral:
		if v == nil || !f(v) {
			return
		}
	case *BoolLiteral:
		if v == nil || !f(v) {
			return
		}
	case *MemberAccess:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
	case *IndexAccess:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
		inspectExpr(v.Index, f, post)
	case *IndexRangeAccess:
		if v == nil || !f(v) {
			return
		}
		inspect(v.X, f, post)
		inspect(v.Start, f, post)
		inspect(v.End, f, post)
	case *CallExpr:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.Fun, f, post)
		inspectExprs(v.Args, f, post)
	case *CallOptions:
		if v == nil || !f(v) {
			return
		}
		inspect(v.X, f, post)
		inspectList(v.Values, f, post)
	case *NewExpr:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Type, f, post)
	case *UnaryExpr:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
	case *BinaryExpr:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
		inspectExpr(v.Y, f, post)
	case *AssignExpr:
		if v == nil || !f(v) {
			return
		}
		inspectExpr(v.LHS, f, post)
		inspectExpr(v.RHS, f, post)
	case *ConditionalExpr:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Cond, f, post)
		inspect(v.Then, f, post)
		inspect(v.Else, f, post)
	case *TupleExpr:
		if v == nil || !f(v) {
			return
		}
		inspectExprs(v.Elems, f, post)
	case *ArrayLiteral:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Elems, f, post)
	case *ElementaryTypeExpr:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Type, f, post)
	case *TypeExpr:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Type, f, post)
	case *YulBlock:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Stmts, f, post)
	case *YulVarDecl:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Names, f, post)
		inspect(v.Value, f, post)
	case *YulAssign:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Targets, f, post)
		inspect(v.Value, f, post)
	case *YulExprStmt:
		if v == nil || !f(v) {
			return
		}
		inspect(v.X, f, post)
	case *YulIf:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Cond, f, post)
		inspect(v.Body, f, post)
	case *YulSwitch:
		if v == nil || !f(v) {
			return
		}
		inspect(v.X, f, post)
		inspectList(v.Cases, f, post)
	case *YulCase:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Value, f, post)
		inspect(v.Body, f, post)
	case *YulFor:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Init, f, post)
		inspect(v.Cond, f, post)
		inspect(v.Post, f, post)
		inspect(v.Body, f, post)
	case *YulFunctionDef:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Params, f, post)
		inspectList(v.Returns, f, post)
		inspect(v.Body, f, post)
	case *YulLeave:
		if v == nil || !f(v) {
			return
		}
	case *YulBreak:
		if v == nil || !f(v) {
			return
		}
	case *YulContinue:
		if v == nil || !f(v) {
			return
		}
	case *YulLabel:
		if v == nil || !f(v) {
			return
		}
	case *YulBlockStmt:
		if v == nil || !f(v) {
			return
		}
		inspect(v.Body, f, post)
	case *YulCall:
		if v == nil || !f(v) {
			return
		}
		inspectList(v.Args, f, post)
	case *YulIdentifier:
		if v == nil || !f(v) {
			return
		}
	case *YulLiteral:
		if v == nil || !f(v) {
			return
		}
	default:
		// A Node type from outside the package has no children the walker knows.
		if !f(n.(Node)) {
			return
		}
	}
	if post {
		f(nil)
	}
}

// inspectExpr is inspect for an expression. The kinds of expression most common are visited here, each told by
// one comparison with its type, without the call and the search of inspect's type switch; their children come
// in the order inspect walks them.
func inspectExpr(x Expr, f func(Node) bool, post bool) {
	if id, ok := x.(*Identifier); ok && id != nil {
		if f(id) && post {
			f(nil)
		}
		return
	}
	if v, ok := x.(*MemberAccess); ok && v != nil {
		if !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
	} else if v, ok := x.(*CallExpr); ok && v != nil {
		if !f(v) {
			return
		}
		inspectExpr(v.Fun, f, post)
		inspectExprs(v.Args, f, post)
	} else if v, ok := x.(*BinaryExpr); ok && v != nil {
		if !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
		inspectExpr(v.Y, f, post)
	} else if v, ok := x.(*NumberLiteral); ok && v != nil {
		if !f(v) {
			return
		}
	} else if v, ok := x.(*IndexAccess); ok && v != nil {
		if !f(v) {
			return
		}
		inspectExpr(v.X, f, post)
		inspectExpr(v.Index, f, post)
	} else if v, ok := x.(*AssignExpr); ok && v != nil {
		if !f(v) {
			return
		}
		inspectExpr(v.LHS, f, post)
		inspectExpr(v.RHS, f, post)
	} else {
		if x != nil {
			inspect(x, f, post)
		}
		return
	}
	if post {
		f(nil)
	}
}

// inspectExprs is inspectExpr for each expression of list.
func inspectExprs(list []Expr, f func(Node) bool, post bool) {
	for _, x := range list {
		inspectExpr(x, f, post)
	}
}

func inspectList[T Node](list []T, f func(Node) bool, post bool) {
	for _, n := range list {
		inspect(n, f, post)
	}
}

func isNil(n Node) bool {
	if n == nil {
		return true
	}
	switch v := n.(type) {
	case *SourceUnit:
		return v == nil
	case *PragmaDirective:
		return v == nil
	case *ImportDirective:
		return v == nil
	case *ImportSymbol:
		return v == nil
	case *ContractDefinition:
		return v == nil
	case *InheritanceSpecifier:
		return v == nil
	case *IdentifierPath:
		return v == nil
	case *StateVariableDeclaration:
		return v == nil
	case *OverrideSpecifier:
		return v == nil
	case *FunctionDefinition:
		return v == nil
	case *ModifierInvocation:
		return v == nil
	case *ModifierDefinition:
		return v == nil
	case *EventDefinition:
		return v == nil
	case *ErrorDefinition:
		return v == nil
	case *StructDefinition:
		return v == nil
	case *EnumDefinition:
		return v == nil
	case *EnumValue:
		return v == nil
	case *UserDefinedValueTypeDefinition:
		return v == nil
	case *UsingDirective:
		return v == nil
	case *UsingFunction:
		return v == nil
	case *VariableDeclaration:
		return v == nil
	case *ElementaryTypeName:
		return v == nil
	case *UserDefinedTypeName:
		return v == nil
	case *Mapping:
		return v == nil
	case *ArrayTypeName:
		return v == nil
	case *FunctionTypeName:
		return v == nil
	case *Block:
		return v == nil
	case *VariableDeclarationStatement:
		return v == nil
	case *ExpressionStatement:
		return v == nil
	case *IfStatement:
		return v == nil
	case *ForStatement:
		return v == nil
	case *WhileStatement:
		return v == nil
	case *DoWhileStatement:
		return v == nil
	case *ContinueStatement:
		return v == nil
	case *BreakStatement:
		return v == nil
	case *ReturnStatement:
		return v == nil
	case *ThrowStatement:
		return v == nil
	case *EmitStatement:
		return v == nil
	case *RevertStatement:
		return v == nil
	case *TryStatement:
		return v == nil
	case *CatchClause:
		return v == nil
	case *AssemblyStatement:
		return v == nil
	case *PlaceholderStatement:
		return v == nil
	case *BadExpr:
		return v == nil
	case *Identifier:
		return v == nil
	case *NumberLiteral:
		return v == nil
	case *StringLiteral:
		return v == nil
	case *BoolLiteral:
		return v == nil
	case *MemberAccess:
		return v == nil
	case *IndexAccess:
		return v == nil
	case *IndexRangeAccess:
		return v == nil
	case *CallExpr:
		return v == nil
	case *CallOptions:
		return v == nil
	case *NewExpr:
		return v == nil
	case *UnaryExpr:
		return v == nil
	case *BinaryExpr:
		return v == nil
	case *AssignExpr:
		return v == nil
	case *ConditionalExpr:
		return v == nil
	case *TupleExpr:
		return v == nil
	case *ArrayLiteral:
		return v == nil
	case *ElementaryTypeExpr:
		return v == nil
	case *TypeExpr:
		return v == nil
	case *YulBlock:
		return v == nil
	case *YulVarDecl:
		return v == nil
	case *YulAssign:
		return v == nil
	case *YulExprStmt:
		return v == nil
	case *YulIf:
		return v == nil
	case *YulSwitch:
		return v == nil
	case *YulCase:
		return v == nil
	case *YulFor:
		return v == nil
	case *YulFunctionDef:
		return v == nil
	case *YulLeave:
		return v == nil
	case *YulBreak:
		return v == nil
	case *YulContinue:
		return v == nil
	case *YulLabel:
		return v == nil
	case *YulBlockStmt:
		return v == nil
	case *YulCall:
		return v == nil
	case *YulIdentifier:
		return v == nil
	case *YulLiteral:
		return v == nil
	}
	return false
}
