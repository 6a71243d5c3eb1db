package solidity

// Inspect walks the tree rooted at n in depth-first pre-order, like go/ast.Inspect: it calls f(n); when f returns
// true it walks each child and then calls f(nil). Nil children are skipped. Children come in source order, except
// in a function header, walked as parameters, modifiers, override, return parameters, body whatever the order
// the header lists them in (old code may put `returns` before the modifiers).
func Inspect(n Node, f func(Node) bool) {
	if isNil(n) {
		return
	}
	if !f(n) {
		return
	}
	walkChildren(n, f)
	f(nil)
}

// isNil reports whether n is nil or a typed nil pointer to one of the node types.
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

func walkList[T Node](list []T, f func(Node) bool) {
	for _, n := range list {
		Inspect(n, f)
	}
}

func walkChildren(n Node, f func(Node) bool) {
	switch v := n.(type) {
	case *SourceUnit:
		walkList(v.Items, f)
	case *ImportDirective:
		walkList(v.Symbols, f)
	case *ContractDefinition:
		walkList(v.Bases, f)
		walkList(v.Members, f)
	case *InheritanceSpecifier:
		Inspect(v.Base, f)
		walkList(v.Args, f)
	case *StateVariableDeclaration:
		Inspect(v.Type, f)
		Inspect(v.Override, f)
		Inspect(v.Value, f)
	case *OverrideSpecifier:
		walkList(v.Bases, f)
	case *FunctionDefinition:
		walkList(v.Params, f)
		walkList(v.Modifiers, f)
		Inspect(v.Override, f)
		walkList(v.Returns, f)
		Inspect(v.Body, f)
	case *ModifierInvocation:
		Inspect(v.Name, f)
		walkList(v.Args, f)
	case *ModifierDefinition:
		walkList(v.Params, f)
		Inspect(v.Override, f)
		Inspect(v.Body, f)
	case *EventDefinition:
		walkList(v.Params, f)
	case *ErrorDefinition:
		walkList(v.Params, f)
	case *StructDefinition:
		walkList(v.Members, f)
	case *EnumDefinition:
		walkList(v.Values, f)
	case *UserDefinedValueTypeDefinition:
		Inspect(v.Underlying, f)
	case *UsingDirective:
		Inspect(v.Library, f)
		walkList(v.Functions, f)
		Inspect(v.Type, f)
	case *UsingFunction:
		Inspect(v.Path, f)
	case *VariableDeclaration:
		Inspect(v.Type, f)
	case *UserDefinedTypeName:
		Inspect(v.Path, f)
	case *Mapping:
		Inspect(v.Key, f)
		Inspect(v.Value, f)
	case *ArrayTypeName:
		Inspect(v.Elem, f)
		Inspect(v.Length, f)
	case *FunctionTypeName:
		walkList(v.Params, f)
		walkList(v.Returns, f)
	case *Block:
		walkList(v.Stmts, f)
	case *VariableDeclarationStatement:
		walkList(v.Vars, f)
		Inspect(v.Value, f)
	case *ExpressionStatement:
		Inspect(v.X, f)
	case *IfStatement:
		Inspect(v.Cond, f)
		Inspect(v.Then, f)
		Inspect(v.Else, f)
	case *ForStatement:
		Inspect(v.Init, f)
		Inspect(v.Cond, f)
		Inspect(v.Post, f)
		Inspect(v.Body, f)
	case *WhileStatement:
		Inspect(v.Cond, f)
		Inspect(v.Body, f)
	case *DoWhileStatement:
		Inspect(v.Body, f)
		Inspect(v.Cond, f)
	case *ReturnStatement:
		Inspect(v.Value, f)
	case *EmitStatement:
		Inspect(v.Call, f)
	case *RevertStatement:
		Inspect(v.Call, f)
	case *TryStatement:
		Inspect(v.Call, f)
		walkList(v.Returns, f)
		Inspect(v.Body, f)
		walkList(v.Catches, f)
	case *CatchClause:
		walkList(v.Params, f)
		Inspect(v.Body, f)
	case *AssemblyStatement:
		Inspect(v.Body, f)
	case *MemberAccess:
		Inspect(v.X, f)
	case *IndexAccess:
		Inspect(v.X, f)
		Inspect(v.Index, f)
	case *IndexRangeAccess:
		Inspect(v.X, f)
		Inspect(v.Start, f)
		Inspect(v.End, f)
	case *CallExpr:
		Inspect(v.Fun, f)
		walkList(v.Args, f)
	case *CallOptions:
		Inspect(v.X, f)
		walkList(v.Values, f)
	case *NewExpr:
		Inspect(v.Type, f)
	case *UnaryExpr:
		Inspect(v.X, f)
	case *BinaryExpr:
		Inspect(v.X, f)
		Inspect(v.Y, f)
	case *AssignExpr:
		Inspect(v.LHS, f)
		Inspect(v.RHS, f)
	case *ConditionalExpr:
		Inspect(v.Cond, f)
		Inspect(v.Then, f)
		Inspect(v.Else, f)
	case *TupleExpr:
		walkList(v.Elems, f)
	case *ArrayLiteral:
		walkList(v.Elems, f)
	case *ElementaryTypeExpr:
		Inspect(v.Type, f)
	case *TypeExpr:
		Inspect(v.Type, f)
	case *YulBlock:
		walkList(v.Stmts, f)
	case *YulVarDecl:
		walkList(v.Names, f)
		Inspect(v.Value, f)
	case *YulAssign:
		walkList(v.Targets, f)
		Inspect(v.Value, f)
	case *YulExprStmt:
		Inspect(v.X, f)
	case *YulIf:
		Inspect(v.Cond, f)
		Inspect(v.Body, f)
	case *YulSwitch:
		Inspect(v.X, f)
		walkList(v.Cases, f)
	case *YulCase:
		Inspect(v.Value, f)
		Inspect(v.Body, f)
	case *YulFor:
		Inspect(v.Init, f)
		Inspect(v.Cond, f)
		Inspect(v.Post, f)
		Inspect(v.Body, f)
	case *YulFunctionDef:
		walkList(v.Params, f)
		walkList(v.Returns, f)
		Inspect(v.Body, f)
	case *YulBlockStmt:
		Inspect(v.Body, f)
	case *YulCall:
		walkList(v.Args, f)
	}
}
