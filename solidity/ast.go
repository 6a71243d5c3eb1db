package solidity

// This file declares the syntax tree. Every node embeds Loc, so every node has an exact source Range.
//
// Conventions that hold across the tree:
//   - Names of declarations are plain strings with a NameRange beside them; Identifier nodes only appear where a
//     name is used in an expression, so walking the tree for Identifiers finds uses, not declarations.
//   - A field that the grammar requires (an operand, a condition, a type) is never nil: when the source is broken
//     the parser puts a *BadExpr there. Optional parts (an else branch, an initial value, a body) are nil when
//     absent.
//   - Operators are kept as the text Solidity uses ("+", "+=", "++", "delete", "&&"), so a detector reads
//     `b.Op == "+"`.

// Position is a point in a source file.
type Position struct {
	Offset int // byte offset, 0-based
	Line   int // 1-based
	Column int // 1-based, in bytes
}

// Range is a half-open span of source: End is the position just past the last byte.
type Range struct {
	Start, End Position
}

// Contains reports whether p lies inside r.
func (r Range) Contains(p Position) bool {
	return p.Offset >= r.Start.Offset && p.Offset < r.End.Offset
}

// Len is the length of r in bytes.
func (r Range) Len() int { return r.End.Offset - r.Start.Offset }

// Text returns the source bytes that r spans, or nil when r does not fit in src.
func (r Range) Text(src []byte) []byte {
	if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
		return nil
	}
	return src[r.Start.Offset:r.End.Offset]
}

// Node is implemented by every syntax tree node.
type Node interface {
	Range() Range
}

// Loc is embedded in every node and records its source range.
type Loc struct {
	Span Range
}

// Range returns the node's source range.
func (l *Loc) Range() Range { return l.Span }

// Decl is a source-unit item or a contract member: pragmas, imports, contracts, functions, variables, events,
// errors, structs, enums, user-defined value types, using-for directives and modifiers.
type Decl interface {
	Node
	declNode()
}

// TypeName is a type as written in a declaration: *ElementaryTypeName, *UserDefinedTypeName, *Mapping,
// *ArrayTypeName or *FunctionTypeName.
type TypeName interface {
	Node
	typeNode()
}

// Stmt is a statement inside a function or modifier body.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression.
type Expr interface {
	Node
	exprNode()
}

// YulStmt is a statement inside an inline assembly block.
type YulStmt interface {
	Node
	yulStmtNode()
}

// YulExpr is an expression inside an inline assembly block: *YulCall, *YulIdentifier or *YulLiteral.
type YulExpr interface {
	Node
	yulExprNode()
}

// ---------------------------------------------------------------------------------------------------------------
// Enumerations

// Visibility is a declared visibility; VisibilityDefault means none was written.
type Visibility uint8

// Visibilities.
const (
	VisibilityDefault Visibility = iota
	VisibilityPublic
	VisibilityExternal
	VisibilityInternal
	VisibilityPrivate
)

var visibilityNames = [...]string{"", "public", "external", "internal", "private"}

// String returns the keyword, or "" for VisibilityDefault.
func (v Visibility) String() string {
	if int(v) < len(visibilityNames) {
		return visibilityNames[v]
	}
	return "visibility?"
}

// StateMutability is a function's declared state mutability; MutabilityNonPayable means none was written.
type StateMutability uint8

// State mutabilities. MutabilityConstant is the pre-0.5 `constant` on functions, which meant view.
const (
	MutabilityNonPayable StateMutability = iota
	MutabilityPure
	MutabilityView
	MutabilityPayable
	MutabilityConstant
)

var mutabilityNames = [...]string{"", "pure", "view", "payable", "constant"}

// String returns the keyword, or "" for MutabilityNonPayable.
func (m StateMutability) String() string {
	if int(m) < len(mutabilityNames) {
		return mutabilityNames[m]
	}
	return "mutability?"
}

// DataLocation is a declared data location; LocationDefault means none was written.
type DataLocation uint8

// Data locations.
const (
	LocationDefault DataLocation = iota
	LocationMemory
	LocationStorage
	LocationCalldata
)

var locationNames = [...]string{"", "memory", "storage", "calldata"}

// String returns the keyword, or "" for LocationDefault.
func (d DataLocation) String() string {
	if int(d) < len(locationNames) {
		return locationNames[d]
	}
	return "location?"
}

// ContractKind tells a contract from an interface or a library.
type ContractKind uint8

// Contract kinds.
const (
	KindContract ContractKind = iota
	KindInterface
	KindLibrary
)

var contractKindNames = [...]string{"contract", "interface", "library"}

// String returns the keyword.
func (k ContractKind) String() string {
	if int(k) < len(contractKindNames) {
		return contractKindNames[k]
	}
	return "kind?"
}

// FunctionKind tells the special functions apart.
type FunctionKind uint8

// Function kinds. FunctionLegacyFallback is the pre-0.6 unnamed `function() { }`. A pre-0.5 constructor named
// after its contract is parsed as FunctionNormal (whether it is a constructor depends on the compiler version,
// which the semantic model knows); FunctionDefinition.IsLegacyConstructor tells it apart syntactically.
const (
	FunctionNormal FunctionKind = iota
	FunctionConstructor
	FunctionFallback
	FunctionReceive
	FunctionLegacyFallback
)

var functionKindNames = [...]string{"function", "constructor", "fallback", "receive", "function()"}

// String returns the keyword that introduces the function.
func (k FunctionKind) String() string {
	if int(k) < len(functionKindNames) {
		return functionKindNames[k]
	}
	return "kind?"
}

// StringKind tells plain, unicode and hex string literals apart.
type StringKind uint8

// String literal kinds.
const (
	StringPlain StringKind = iota
	StringUnicode
	StringHex
)

// ---------------------------------------------------------------------------------------------------------------
// Source unit and top-level declarations

// SourceUnit is a whole file: its pragmas, imports and declarations in source order.
type SourceUnit struct {
	Loc
	Items []Decl
}

// PragmaDirective is `pragma solidity ^0.8.0;` or `pragma experimental ABIEncoderV2;` / `pragma abicoder v2;`.
type PragmaDirective struct {
	Loc
	Name  string // "solidity", "experimental", "abicoder", …
	Value string // the raw text after the name, trimmed, e.g. "^0.8.0" or ">=0.4.22 <0.6.0"
}

// ImportDirective is any import form: `import "x";`, `import "x" as y;`, `import * as y from "x";` or
// `import {a as b, c} from "x";`.
type ImportDirective struct {
	Loc
	Path      string // the imported path, unquoted
	PathRange Range
	// UnitAlias is y in `import "x" as y;` and `import * as y from "x";`; empty otherwise.
	UnitAlias string
	// Symbols lists `{a as b, c}`; nil for the other forms.
	Symbols []*ImportSymbol
}

// ImportSymbol is one `a` or `a as b` inside an import's braces.
type ImportSymbol struct {
	Loc
	Name  string
	Alias string // empty when there is no `as`
}

// ContractDefinition is a contract, abstract contract, interface or library with its members.
type ContractDefinition struct {
	Loc
	Kind      ContractKind
	Abstract  bool
	Name      string
	NameRange Range
	Bases     []*InheritanceSpecifier
	Members   []Decl
}

// InheritanceSpecifier is one base in `contract C is A, B(1) { }`.
type InheritanceSpecifier struct {
	Loc
	Base    *IdentifierPath
	Args    []Expr
	HasArgs bool // true when parentheses were written, even empty ones
}

// IdentifierPath is a possibly dotted name that refers to a declaration: `A`, `L.S`.
type IdentifierPath struct {
	Loc
	Names  []string
	Ranges []Range // one per name
}

// String returns the path joined with dots.
func (p *IdentifierPath) String() string {
	switch len(p.Names) {
	case 0:
		return ""
	case 1:
		return p.Names[0]
	}
	n := 0
	for _, s := range p.Names {
		n += len(s) + 1
	}
	b := make([]byte, 0, n)
	for i, s := range p.Names {
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, s...)
	}
	return string(b)
}

// StateVariableDeclaration is a state variable in a contract, or a constant at file level.
type StateVariableDeclaration struct {
	Loc
	Type       TypeName
	Visibility Visibility
	Constant   bool
	Immutable  bool
	Transient  bool
	Override   *OverrideSpecifier // nil when absent
	Name       string
	NameRange  Range
	Value      Expr // initial value; nil when absent
}

// OverrideSpecifier is `override` or `override(A, B)`.
type OverrideSpecifier struct {
	Loc
	Bases []*IdentifierPath
}

// FunctionDefinition is a function, constructor, fallback or receive function, in a contract or at file level.
type FunctionDefinition struct {
	Loc
	Kind       FunctionKind
	Name       string // empty for constructors, fallback and receive functions
	NameRange  Range
	Params     []*VariableDeclaration
	Returns    []*VariableDeclaration
	Visibility Visibility
	Mutability StateMutability
	Modifiers  []*ModifierInvocation // includes base constructor calls written in a constructor header
	Virtual    bool
	Override   *OverrideSpecifier // nil when absent
	Body       *Block             // nil when the function has no body (`;`)
}

// IsLegacyConstructor reports whether f is a function named after its contract, which compilers before 0.5 treat
// as the constructor.
func (f *FunctionDefinition) IsLegacyConstructor(contractName string) bool {
	return f.Kind == FunctionNormal && f.Name != "" && f.Name == contractName
}

// ModifierInvocation is a modifier applied in a function header, `onlyOwner` or `costs(10)`, or a base
// constructor call `Base(1)` in a constructor header.
type ModifierInvocation struct {
	Loc
	Name    *IdentifierPath
	Args    []Expr
	HasArgs bool // true when parentheses were written
}

// ModifierDefinition is `modifier m(uint x) { …; _; }`.
type ModifierDefinition struct {
	Loc
	Name      string
	NameRange Range
	Params    []*VariableDeclaration
	Virtual   bool
	Override  *OverrideSpecifier
	Body      *Block // nil when absent (abstract modifiers)
}

// EventDefinition is `event Transfer(address indexed from, address indexed to, uint value) anonymous;`.
type EventDefinition struct {
	Loc
	Name      string
	NameRange Range
	Params    []*VariableDeclaration
	Anonymous bool
}

// ErrorDefinition is a custom error `error Unauthorized(address caller);`.
type ErrorDefinition struct {
	Loc
	Name      string
	NameRange Range
	Params    []*VariableDeclaration
}

// StructDefinition is `struct S { uint a; address b; }`.
type StructDefinition struct {
	Loc
	Name      string
	NameRange Range
	Members   []*VariableDeclaration
}

// EnumDefinition is `enum E { A, B }`.
type EnumDefinition struct {
	Loc
	Name      string
	NameRange Range
	Values    []*EnumValue
}

// EnumValue is one member of an enum.
type EnumValue struct {
	Loc
	Name string
}

// UserDefinedValueTypeDefinition is `type Price is uint128;`.
type UserDefinedValueTypeDefinition struct {
	Loc
	Name       string
	NameRange  Range
	Underlying *ElementaryTypeName
}

// UsingDirective is `using L for T;`, `using L for *;` or `using {f, g as +} for T global;`.
type UsingDirective struct {
	Loc
	Library   *IdentifierPath  // set for `using L for …`; nil for the braced form
	Functions []*UsingFunction // the braced form
	Type      TypeName         // nil for `*`
	Global    bool
}

// UsingFunction is `f` or `f as +` inside a using directive's braces.
type UsingFunction struct {
	Loc
	Path     *IdentifierPath
	Operator string // the user-defined operator, empty when none
}

// VariableDeclaration is a named (or unnamed) typed slot: a function, event, error or catch parameter, a return
// parameter, a struct member, or a local variable.
type VariableDeclaration struct {
	Loc
	Type      TypeName // nil only for a local declared with `var`
	Location  DataLocation
	Indexed   bool // event parameters
	Name      string
	NameRange Range
}

// ---------------------------------------------------------------------------------------------------------------
// Type names

// ElementaryTypeName is a built-in type: `uint256`, `uint`, `int8`, `bytes32`, `bytes`, `string`, `bool`,
// `address`, `address payable`, `fixed128x18`, `byte`.
type ElementaryTypeName struct {
	Loc
	Name    string // as written: "uint" stays "uint"; see Canonical
	Payable bool   // `address payable`, or the conversion `payable(x)`
}

// UserDefinedTypeName is a contract, struct, enum or value type named by path: `IERC20`, `Lib.Order`.
type UserDefinedTypeName struct {
	Loc
	Path *IdentifierPath
}

// Mapping is `mapping(K => V)`, with optional names `mapping(address owner => uint balance)`.
type Mapping struct {
	Loc
	Key       TypeName
	KeyName   string
	Value     TypeName
	ValueName string
}

// ArrayTypeName is `T[]` or `T[n]`.
type ArrayTypeName struct {
	Loc
	Elem   TypeName
	Length Expr // nil for a dynamic array
}

// FunctionTypeName is `function (uint) external view returns (bool)`.
type FunctionTypeName struct {
	Loc
	Params     []*VariableDeclaration
	Returns    []*VariableDeclaration
	Visibility Visibility
	Mutability StateMutability
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

// Block is `{ … }`; Unchecked marks `unchecked { … }`.
type Block struct {
	Loc
	Unchecked bool
	Stmts     []Stmt

	index bodyIndex
}

// VariableDeclarationStatement declares locals: `uint x = 1;`, `var y = f();`, `(uint a, , bool c) = f();`.
type VariableDeclarationStatement struct {
	Loc
	// Vars holds the declared variables; in a tuple declaration an empty slot is a nil entry.
	Vars  []*VariableDeclaration
	Tuple bool // parenthesised form
	Value Expr // nil when absent
}

// ExpressionStatement is an expression followed by `;`.
type ExpressionStatement struct {
	Loc
	X Expr
}

// IfStatement is `if (Cond) Then else Else`.
type IfStatement struct {
	Loc
	Cond Expr
	Then Stmt
	Else Stmt // nil when absent
}

// ForStatement is `for (Init; Cond; Post) Body`; each header part may be absent (nil).
type ForStatement struct {
	Loc
	Init Stmt
	Cond Expr
	Post Expr
	Body Stmt
}

// WhileStatement is `while (Cond) Body`.
type WhileStatement struct {
	Loc
	Cond Expr
	Body Stmt
}

// DoWhileStatement is `do Body while (Cond);`.
type DoWhileStatement struct {
	Loc
	Body Stmt
	Cond Expr
}

// ContinueStatement is `continue;`.
type ContinueStatement struct{ Loc }

// BreakStatement is `break;`.
type BreakStatement struct{ Loc }

// ReturnStatement is `return;` or `return X;`.
type ReturnStatement struct {
	Loc
	Value Expr // nil when absent
}

// ThrowStatement is the pre-0.5 `throw;`.
type ThrowStatement struct{ Loc }

// EmitStatement is `emit E(args);`. (Pre-0.4.21 events raised without emit are plain call expressions.)
type EmitStatement struct {
	Loc
	Call *CallExpr
}

// RevertStatement is `revert E(args);` with a custom error. `revert("msg")` and `revert()` stay call
// expressions, as they are calls of the built-in revert function.
type RevertStatement struct {
	Loc
	Call *CallExpr
}

// TryStatement is `try X returns (…) { … } catch … { … }`.
type TryStatement struct {
	Loc
	Call    Expr
	Returns []*VariableDeclaration
	Body    *Block
	Catches []*CatchClause
}

// CatchClause is `catch Error(string memory r) { }`, `catch Panic(uint c) { }`, `catch (bytes memory d) { }` or
// bare `catch { }`.
type CatchClause struct {
	Loc
	Kind      string // "Error", "Panic" or another identifier; empty for the unnamed forms
	Params    []*VariableDeclaration
	HasParams bool
	Body      *Block
}

// AssemblyStatement is `assembly { … }`, optionally with a dialect string and flags: `assembly ("memory-safe") {}`.
type AssemblyStatement struct {
	Loc
	Dialect string   // e.g. "evmasm"; empty when absent
	Flags   []string // unquoted flag strings
	Body    *YulBlock
}

// PlaceholderStatement is `_;` in a modifier body: where the modified function's body runs.
type PlaceholderStatement struct{ Loc }

// ---------------------------------------------------------------------------------------------------------------
// Expressions

// BadExpr stands in for an expression that could not be parsed.
type BadExpr struct{ Loc }

// Identifier is a name used in an expression: `x`, `msg`, `now`, `this`, `super`.
type Identifier struct {
	Loc
	Name string
}

// NumberLiteral is a number, possibly hexadecimal, scientific or with underscores, with an optional unit:
// `1`, `0xff`, `1e18`, `1_000`, `2 ether`, `1 days`.
type NumberLiteral struct {
	Loc
	Value string // the digits as written, without the unit
	Unit  string // "wei", "gwei", "ether", "seconds", "days", …; empty when none
}

// StringLiteral is one or more adjacent string literals of one kind: `"a"`, `'b' "c"`, `unicode"…"`, `hex"00ff"`.
type StringLiteral struct {
	Loc
	Kind StringKind
	// Value is the decoded content: escapes resolved for plain and unicode strings; for hex strings the hex
	// digits as written, without underscores.
	Value string
}

// BoolLiteral is `true` or `false`.
type BoolLiteral struct {
	Loc
	Value bool
}

// MemberAccess is `X.Member`.
type MemberAccess struct {
	Loc
	X           Expr
	Member      string
	MemberRange Range
}

// IndexAccess is `X[Index]`; Index is nil in a type expression such as `uint[]` in `abi.decode(d, (uint[]))`.
type IndexAccess struct {
	Loc
	X     Expr
	Index Expr
}

// IndexRangeAccess is a slice `X[Start:End]`; either bound may be nil.
type IndexRangeAccess struct {
	Loc
	X          Expr
	Start, End Expr
}

// CallExpr is a call `Fun(args)` or `Fun({name: value, …})`. Legacy `.value(x)` and `.gas(g)` are ordinary
// calls whose Fun is a MemberAccess.
type CallExpr struct {
	Loc
	Fun  Expr
	Args []Expr
	// ArgNames is non-nil for named arguments and parallel to Args.
	ArgNames []string
}

// CallOptions is `X{value: v, gas: g}`, as in `addr.call{value: v}(data)`.
type CallOptions struct {
	Loc
	X      Expr
	Names  []string
	Values []Expr
}

// Option returns the value of the named option, or nil.
func (c *CallOptions) Option(name string) Expr {
	for i, n := range c.Names {
		if n == name && i < len(c.Values) {
			return c.Values[i]
		}
	}
	return nil
}

// NewExpr is `new T`; the call that follows is the enclosing CallExpr.
type NewExpr struct {
	Loc
	Type TypeName
}

// UnaryExpr is a prefix or postfix operation: `!x`, `-x`, `~x`, `delete x`, `++x`, `x--`.
type UnaryExpr struct {
	Loc
	Op      string
	X       Expr
	Postfix bool
}

// BinaryExpr is `X Op Y` for arithmetic, bitwise, comparison and logical operators.
type BinaryExpr struct {
	Loc
	Op   string
	X, Y Expr
}

// AssignExpr is `LHS Op RHS` with Op one of = += -= *= /= %= |= &= ^= <<= >>= >>>=.
type AssignExpr struct {
	Loc
	Op       string
	LHS, RHS Expr
}

// ConditionalExpr is `Cond ? Then : Else`.
type ConditionalExpr struct {
	Loc
	Cond, Then, Else Expr
}

// TupleExpr is a parenthesised list `(a, b)`, `(x)`, or `(a, , c)` with nil for an empty slot.
type TupleExpr struct {
	Loc
	Elems []Expr
}

// ArrayLiteral is an inline array `[1, 2, 3]`.
type ArrayLiteral struct {
	Loc
	Elems []Expr
}

// ElementaryTypeExpr is a built-in type used as an expression, mostly as a conversion: the `address` in
// `address(x)`, `uint256` in `uint256(y)`; `payable(z)` has Type.Name "address" and Type.Payable set.
type ElementaryTypeExpr struct {
	Loc
	Type *ElementaryTypeName
}

// TypeExpr is a non-elementary type used as an expression where only a type fits, such as a mapping or function
// type inside `type(…)` or `abi.decode`; rare.
type TypeExpr struct {
	Loc
	Type TypeName
}

// ---------------------------------------------------------------------------------------------------------------
// Inline assembly (Yul)

// YulBlock is `{ … }` inside assembly.
type YulBlock struct {
	Loc
	Stmts []YulStmt
}

// YulVarDecl is `let a, b := value` (Value nil when absent).
type YulVarDecl struct {
	Loc
	Names []*YulIdentifier
	Value YulExpr
}

// YulAssign is `a, b := value`, or the old `=: a` stack assignment (Value nil, StackAssign set).
type YulAssign struct {
	Loc
	Targets     []*YulIdentifier
	Value       YulExpr
	StackAssign bool
}

// YulExprStmt is an expression used as a statement, typically a call: `sstore(0, 1)`; or in old instructional
// assembly a bare opcode such as `pop` or a literal pushed on the stack.
type YulExprStmt struct {
	Loc
	X YulExpr
}

// YulIf is `if cond { … }`.
type YulIf struct {
	Loc
	Cond YulExpr
	Body *YulBlock
}

// YulSwitch is `switch x case 0 { … } default { … }`.
type YulSwitch struct {
	Loc
	X     YulExpr
	Cases []*YulCase
}

// YulCase is `case v { … }`, or `default { … }` when Value is nil.
type YulCase struct {
	Loc
	Value *YulLiteral
	Body  *YulBlock
}

// YulFor is `for { init } cond { post } { body }`.
type YulFor struct {
	Loc
	Init *YulBlock
	Cond YulExpr
	Post *YulBlock
	Body *YulBlock
}

// YulFunctionDef is `function f(a, b) -> r { … }`.
type YulFunctionDef struct {
	Loc
	Name      string
	NameRange Range
	Params    []*YulIdentifier
	Returns   []*YulIdentifier
	Body      *YulBlock
}

// YulLeave is `leave`.
type YulLeave struct{ Loc }

// YulBreak is `break`.
type YulBreak struct{ Loc }

// YulContinue is `continue`.
type YulContinue struct{ Loc }

// YulLabel is an old instructional-assembly label `tag:`.
type YulLabel struct {
	Loc
	Name string
}

// YulBlockStmt is a nested `{ … }` used as a statement.
type YulBlockStmt struct {
	Loc
	Body *YulBlock
}

// YulCall is a call of a built-in or user function: `delegatecall(gas(), a, 0, 0, 0, 0)`.
type YulCall struct {
	Loc
	Name      string
	NameRange Range
	Args      []YulExpr
}

// YulIdentifier is a name, possibly dotted (`x.slot`, `x.offset`, `cd.length`).
type YulIdentifier struct {
	Loc
	Name string
}

// YulLiteral is a number, string, hex string or boolean in assembly.
type YulLiteral struct {
	Loc
	Kind  YulLiteralKind
	Value string // digits as written; decoded string content; hex digits; "true"/"false"
}

// YulLiteralKind tells Yul literal kinds apart.
type YulLiteralKind uint8

// Yul literal kinds.
const (
	YulNumber YulLiteralKind = iota
	YulString
	YulHexString
	YulBool
)

// ---------------------------------------------------------------------------------------------------------------
// Interface markers

func (*PragmaDirective) declNode()                {}
func (*ImportDirective) declNode()                {}
func (*ContractDefinition) declNode()             {}
func (*StateVariableDeclaration) declNode()       {}
func (*FunctionDefinition) declNode()             {}
func (*ModifierDefinition) declNode()             {}
func (*EventDefinition) declNode()                {}
func (*ErrorDefinition) declNode()                {}
func (*StructDefinition) declNode()               {}
func (*EnumDefinition) declNode()                 {}
func (*UserDefinedValueTypeDefinition) declNode() {}
func (*UsingDirective) declNode()                 {}

func (*ElementaryTypeName) typeNode()  {}
func (*UserDefinedTypeName) typeNode() {}
func (*Mapping) typeNode()             {}
func (*ArrayTypeName) typeNode()       {}
func (*FunctionTypeName) typeNode()    {}

func (*Block) stmtNode()                        {}
func (*VariableDeclarationStatement) stmtNode() {}
func (*ExpressionStatement) stmtNode()          {}
func (*IfStatement) stmtNode()                  {}
func (*ForStatement) stmtNode()                 {}
func (*WhileStatement) stmtNode()               {}
func (*DoWhileStatement) stmtNode()             {}
func (*ContinueStatement) stmtNode()            {}
func (*BreakStatement) stmtNode()               {}
func (*ReturnStatement) stmtNode()              {}
func (*ThrowStatement) stmtNode()               {}
func (*EmitStatement) stmtNode()                {}
func (*RevertStatement) stmtNode()              {}
func (*TryStatement) stmtNode()                 {}
func (*AssemblyStatement) stmtNode()            {}
func (*PlaceholderStatement) stmtNode()         {}

func (*BadExpr) exprNode()            {}
func (*Identifier) exprNode()         {}
func (*NumberLiteral) exprNode()      {}
func (*StringLiteral) exprNode()      {}
func (*BoolLiteral) exprNode()        {}
func (*MemberAccess) exprNode()       {}
func (*IndexAccess) exprNode()        {}
func (*IndexRangeAccess) exprNode()   {}
func (*CallExpr) exprNode()           {}
func (*CallOptions) exprNode()        {}
func (*NewExpr) exprNode()            {}
func (*UnaryExpr) exprNode()          {}
func (*BinaryExpr) exprNode()         {}
func (*AssignExpr) exprNode()         {}
func (*ConditionalExpr) exprNode()    {}
func (*TupleExpr) exprNode()          {}
func (*ArrayLiteral) exprNode()       {}
func (*ElementaryTypeExpr) exprNode() {}
func (*TypeExpr) exprNode()           {}

func (*YulVarDecl) yulStmtNode()     {}
func (*YulAssign) yulStmtNode()      {}
func (*YulExprStmt) yulStmtNode()    {}
func (*YulIf) yulStmtNode()          {}
func (*YulSwitch) yulStmtNode()      {}
func (*YulFor) yulStmtNode()         {}
func (*YulFunctionDef) yulStmtNode() {}
func (*YulLeave) yulStmtNode()       {}
func (*YulBreak) yulStmtNode()       {}
func (*YulContinue) yulStmtNode()    {}
func (*YulLabel) yulStmtNode()       {}
func (*YulBlockStmt) yulStmtNode()   {}

func (*YulCall) yulExprNode()       {}
func (*YulIdentifier) yulExprNode() {}
func (*YulLiteral) yulExprNode()    {}
