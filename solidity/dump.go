package solidity

import (
	"strconv"
	"strings"
)

// Dump renders a tree as a compact S-expression, for tests and debugging. Source ranges are not shown.
//
//	contract C { function f() public { x += 1; } }
//	→ (unit (contract C (function f () public (block (+= x 1)))))
//
// Nil slots (an empty tuple element, an absent for-loop part) print as "_".
func Dump(n Node) string {
	var d dumper
	d.node(n)
	return d.b.String()
}

type dumper struct{ b strings.Builder }

func (d *dumper) s(parts ...string) {
	for _, p := range parts {
		d.b.WriteString(p)
	}
}

func (d *dumper) open(tag string) { d.s("(", tag) }
func (d *dumper) close()          { d.s(")") }
func (d *dumper) word(w string)   { d.s(" ", w) }
func (d *dumper) child(n Node)    { d.s(" "); d.node(n) }
func (d *dumper) quote(s string)  { d.s(" ", strconv.Quote(s)) }
func (d *dumper) flag(on bool, w string) {
	if on {
		d.word(w)
	}
}

func dumpList[T Node](d *dumper, list []T) {
	for _, n := range list {
		d.child(n)
	}
}

func (d *dumper) params(list []*VariableDeclaration) {
	d.s(" (")
	for i, v := range list {
		if i > 0 {
			d.s(" ")
		}
		d.node(v)
	}
	d.s(")")
}

func (d *dumper) node(n Node) {
	if isNil(n) {
		d.s("_")
		return
	}
	switch v := n.(type) {
	case *SourceUnit:
		d.open("unit")
		dumpList(d, v.Items)
		d.close()
	case *PragmaDirective:
		d.open("pragma")
		d.word(v.Name)
		d.quote(v.Value)
		d.close()
	case *ImportDirective:
		d.open("import")
		d.quote(v.Path)
		if v.UnitAlias != "" {
			d.word("as " + v.UnitAlias)
		}
		if v.Symbols != nil {
			d.s(" {")
			for i, s := range v.Symbols {
				if i > 0 {
					d.s(" ")
				}
				d.node(s)
			}
			d.s("}")
		}
		d.close()
	case *ImportSymbol:
		d.s(v.Name)
		if v.Alias != "" {
			d.s(" as ", v.Alias)
		}
	case *ContractDefinition:
		d.open(v.Kind.String())
		d.flag(v.Abstract, "abstract")
		d.word(v.Name)
		if len(v.Bases) > 0 {
			d.s(" (is")
			dumpList(d, v.Bases)
			d.s(")")
		}
		dumpList(d, v.Members)
		d.close()
	case *InheritanceSpecifier:
		if !v.HasArgs {
			d.node(v.Base)
			return
		}
		d.open(v.Base.String())
		dumpList(d, v.Args)
		d.close()
	case *IdentifierPath:
		d.s(v.String())
	case *StateVariableDeclaration:
		d.open("state")
		d.child(v.Type)
		d.word(v.Name)
		if v.Visibility != VisibilityDefault {
			d.word(v.Visibility.String())
		}
		d.flag(v.Constant, "constant")
		d.flag(v.Immutable, "immutable")
		d.flag(v.Transient, "transient")
		if v.Override != nil {
			d.child(v.Override)
		}
		if v.Value != nil {
			d.word("=")
			d.child(v.Value)
		}
		d.close()
	case *OverrideSpecifier:
		d.open("override")
		dumpList(d, v.Bases)
		d.close()
	case *FunctionDefinition:
		d.open(v.Kind.String())
		if v.Name != "" {
			d.word(v.Name)
		}
		d.params(v.Params)
		if v.Returns != nil {
			d.s(" (returns")
			dumpList(d, v.Returns)
			d.s(")")
		}
		if v.Visibility != VisibilityDefault {
			d.word(v.Visibility.String())
		}
		if v.Mutability != MutabilityNonPayable {
			d.word(v.Mutability.String())
		}
		d.flag(v.Virtual, "virtual")
		if v.Override != nil {
			d.child(v.Override)
		}
		dumpList(d, v.Modifiers)
		if v.Body != nil {
			d.child(v.Body)
		}
		d.close()
	case *ModifierInvocation:
		d.open("mod " + v.Name.String())
		if v.HasArgs {
			d.s(" (")
			for i, a := range v.Args {
				if i > 0 {
					d.s(" ")
				}
				d.node(a)
			}
			d.s(")")
		}
		d.close()
	case *ModifierDefinition:
		d.open("modifier")
		d.word(v.Name)
		d.params(v.Params)
		d.flag(v.Virtual, "virtual")
		if v.Override != nil {
			d.child(v.Override)
		}
		if v.Body != nil {
			d.child(v.Body)
		}
		d.close()
	case *EventDefinition:
		d.open("event")
		d.word(v.Name)
		d.params(v.Params)
		d.flag(v.Anonymous, "anonymous")
		d.close()
	case *ErrorDefinition:
		d.open("error")
		d.word(v.Name)
		d.params(v.Params)
		d.close()
	case *StructDefinition:
		d.open("struct")
		d.word(v.Name)
		dumpList(d, v.Members)
		d.close()
	case *EnumDefinition:
		d.open("enum")
		d.word(v.Name)
		dumpList(d, v.Values)
		d.close()
	case *EnumValue:
		d.s(v.Name)
	case *UserDefinedValueTypeDefinition:
		d.open("type")
		d.word(v.Name)
		d.child(v.Underlying)
		d.close()
	case *UsingDirective:
		d.open("using")
		if v.Library != nil {
			d.child(v.Library)
		} else {
			d.s(" {")
			for i, f := range v.Functions {
				if i > 0 {
					d.s(" ")
				}
				d.node(f)
			}
			d.s("}")
		}
		d.word("for")
		if v.Type == nil {
			d.word("*")
		} else {
			d.child(v.Type)
		}
		d.flag(v.Global, "global")
		d.close()
	case *UsingFunction:
		d.node(v.Path)
		if v.Operator != "" {
			d.s(" as ", v.Operator)
		}
	case *VariableDeclaration:
		if v.Type == nil {
			d.s("var")
		} else {
			d.node(v.Type)
		}
		if v.Location != LocationDefault {
			d.word(v.Location.String())
		}
		d.flag(v.Indexed, "indexed")
		if v.Name != "" {
			d.word(v.Name)
		}
	case *ElementaryTypeName:
		d.s(v.Name)
		if v.Payable {
			d.s(" payable")
		}
	case *UserDefinedTypeName:
		d.node(v.Path)
	case *Mapping:
		d.open("mapping")
		d.child(v.Key)
		if v.KeyName != "" {
			d.word(v.KeyName)
		}
		d.word("=>")
		d.child(v.Value)
		if v.ValueName != "" {
			d.word(v.ValueName)
		}
		d.close()
	case *ArrayTypeName:
		d.open("array")
		d.child(v.Elem)
		if v.Length != nil {
			d.child(v.Length)
		}
		d.close()
	case *FunctionTypeName:
		d.open("function-type")
		d.params(v.Params)
		if v.Returns != nil {
			d.s(" (returns")
			dumpList(d, v.Returns)
			d.s(")")
		}
		if v.Visibility != VisibilityDefault {
			d.word(v.Visibility.String())
		}
		if v.Mutability != MutabilityNonPayable {
			d.word(v.Mutability.String())
		}
		d.close()
	case *Block:
		if v.Unchecked {
			d.open("unchecked")
		} else {
			d.open("block")
		}
		dumpList(d, v.Stmts)
		d.close()
	case *VariableDeclarationStatement:
		d.open("let")
		if v.Tuple {
			d.s(" (")
			for i, x := range v.Vars {
				if i > 0 {
					d.s(", ")
				}
				d.node(x)
			}
			d.s(")")
		} else {
			for _, x := range v.Vars {
				d.s(" (")
				d.node(x)
				d.s(")")
			}
		}
		if v.Value != nil {
			d.child(v.Value)
		}
		d.close()
	case *ExpressionStatement:
		d.node(v.X)
	case *IfStatement:
		d.open("if")
		d.child(v.Cond)
		d.child(v.Then)
		if v.Else != nil {
			d.child(v.Else)
		}
		d.close()
	case *ForStatement:
		d.open("for")
		d.child(v.Init)
		d.child(v.Cond)
		d.child(v.Post)
		d.child(v.Body)
		d.close()
	case *WhileStatement:
		d.open("while")
		d.child(v.Cond)
		d.child(v.Body)
		d.close()
	case *DoWhileStatement:
		d.open("do")
		d.child(v.Body)
		d.child(v.Cond)
		d.close()
	case *ContinueStatement:
		d.s("(continue)")
	case *BreakStatement:
		d.s("(break)")
	case *ReturnStatement:
		d.open("return")
		if v.Value != nil {
			d.child(v.Value)
		}
		d.close()
	case *ThrowStatement:
		d.s("(throw)")
	case *EmitStatement:
		d.open("emit")
		d.child(v.Call)
		d.close()
	case *RevertStatement:
		d.open("revert")
		d.child(v.Call)
		d.close()
	case *TryStatement:
		d.open("try")
		d.child(v.Call)
		if v.Returns != nil {
			d.s(" (returns")
			dumpList(d, v.Returns)
			d.s(")")
		}
		d.child(v.Body)
		dumpList(d, v.Catches)
		d.close()
	case *CatchClause:
		d.open("catch")
		if v.Kind != "" {
			d.word(v.Kind)
		}
		if v.HasParams {
			d.params(v.Params)
		}
		d.child(v.Body)
		d.close()
	case *AssemblyStatement:
		d.open("assembly")
		if v.Dialect != "" {
			d.quote(v.Dialect)
		}
		if len(v.Flags) > 0 {
			d.s(" (flags")
			for _, f := range v.Flags {
				d.quote(f)
			}
			d.s(")")
		}
		d.child(v.Body)
		d.close()
	case *PlaceholderStatement:
		d.s("_;")
	case *BadExpr:
		d.s("(bad)")
	case *Identifier:
		d.s(v.Name)
	case *NumberLiteral:
		if v.Unit == "" {
			d.s(v.Value)
			return
		}
		d.s("(", v.Value, " ", v.Unit, ")")
	case *StringLiteral:
		switch v.Kind {
		case StringHex:
			d.s("hex")
		case StringUnicode:
			d.s("unicode")
		}
		d.s(strconv.Quote(v.Value))
	case *BoolLiteral:
		d.s(strconv.FormatBool(v.Value))
	case *MemberAccess:
		d.open(".")
		d.child(v.X)
		d.word(v.Member)
		d.close()
	case *IndexAccess:
		d.open("[]")
		d.child(v.X)
		if v.Index != nil {
			d.child(v.Index)
		}
		d.close()
	case *IndexRangeAccess:
		d.open("[:]")
		d.child(v.X)
		d.child(v.Start)
		d.child(v.End)
		d.close()
	case *CallExpr:
		d.open("call")
		d.child(v.Fun)
		for i, a := range v.Args {
			if v.ArgNames != nil && i < len(v.ArgNames) {
				d.s(" ", v.ArgNames[i], ":")
			}
			d.child(a)
		}
		d.close()
	case *CallOptions:
		d.open("{}")
		d.child(v.X)
		for i, n := range v.Names {
			d.s(" ", n, ":")
			if i < len(v.Values) {
				d.child(v.Values[i])
			}
		}
		d.close()
	case *NewExpr:
		d.open("new")
		d.child(v.Type)
		d.close()
	case *UnaryExpr:
		if v.Postfix {
			d.open("post" + v.Op)
		} else {
			d.open(v.Op)
		}
		d.child(v.X)
		d.close()
	case *BinaryExpr:
		d.open(v.Op)
		d.child(v.X)
		d.child(v.Y)
		d.close()
	case *AssignExpr:
		d.open(v.Op)
		d.child(v.LHS)
		d.child(v.RHS)
		d.close()
	case *ConditionalExpr:
		d.open("?")
		d.child(v.Cond)
		d.child(v.Then)
		d.child(v.Else)
		d.close()
	case *TupleExpr:
		d.open("tuple")
		for _, e := range v.Elems {
			d.child(e)
		}
		d.close()
	case *ArrayLiteral:
		d.open("array-lit")
		dumpList(d, v.Elems)
		d.close()
	case *ElementaryTypeExpr:
		if v.Type.Payable {
			d.s("payable")
			return
		}
		d.node(v.Type)
	case *TypeExpr:
		d.open("type-expr")
		d.child(v.Type)
		d.close()
	case *YulBlock:
		d.open("{")
		dumpList(d, v.Stmts)
		d.close()
	case *YulVarDecl:
		d.open("let")
		dumpList(d, v.Names)
		if v.Value != nil {
			d.word(":=")
			d.child(v.Value)
		}
		d.close()
	case *YulAssign:
		if v.StackAssign {
			d.open("=:")
			dumpList(d, v.Targets)
			d.close()
			return
		}
		d.open(":=")
		dumpList(d, v.Targets)
		d.child(v.Value)
		d.close()
	case *YulExprStmt:
		d.node(v.X)
	case *YulIf:
		d.open("if")
		d.child(v.Cond)
		d.child(v.Body)
		d.close()
	case *YulSwitch:
		d.open("switch")
		d.child(v.X)
		dumpList(d, v.Cases)
		d.close()
	case *YulCase:
		if v.Value == nil {
			d.open("default")
		} else {
			d.open("case")
			d.child(v.Value)
		}
		d.child(v.Body)
		d.close()
	case *YulFor:
		d.open("for")
		d.child(v.Init)
		d.child(v.Cond)
		d.child(v.Post)
		d.child(v.Body)
		d.close()
	case *YulFunctionDef:
		d.open("function")
		d.word(v.Name)
		d.s(" (")
		for i, p := range v.Params {
			if i > 0 {
				d.s(" ")
			}
			d.node(p)
		}
		d.s(") (")
		for i, r := range v.Returns {
			if i > 0 {
				d.s(" ")
			}
			d.node(r)
		}
		d.s(")")
		d.child(v.Body)
		d.close()
	case *YulLeave:
		d.s("(leave)")
	case *YulBreak:
		d.s("(break)")
	case *YulContinue:
		d.s("(continue)")
	case *YulLabel:
		d.s("(label ", v.Name, ")")
	case *YulBlockStmt:
		d.node(v.Body)
	case *YulCall:
		d.open(v.Name)
		dumpList(d, v.Args)
		d.close()
	case *YulIdentifier:
		d.s(v.Name)
	case *YulLiteral:
		switch v.Kind {
		case YulString:
			d.s(strconv.Quote(v.Value))
		case YulHexString:
			d.s("hex", strconv.Quote(v.Value))
		default:
			d.s(v.Value)
		}
	default:
		d.s("(?)")
	}
}
