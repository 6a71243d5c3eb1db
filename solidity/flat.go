package solidity

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// flatNode is a node of a subtree laid out in the order Preorder visits it, with the end of its own subtree:
// the node's descendants are the nodes after it, up to end. Walking the layout is a loop over a slice instead of
// a recursive type switch per node.
type flatNode struct {
	n    Node
	end  int32
	kind FlatKind // in the padding after end
}

// FlatKind tells the type of a node of a flat form, for loops over it to switch on a small integer rather than
// on the node's type: a type switch over many types searches them, a switch over kinds jumps. FlatOther is the
// kind of a node whose type is not of the package.
type FlatKind uint8

// The kinds of the nodes of flat forms, one per type of syntax node.
const (
	FlatOther FlatKind = iota
	FlatSourceUnit
	FlatPragmaDirective
	FlatImportDirective
	FlatImportSymbol
	FlatContractDefinition
	FlatInheritanceSpecifier
	FlatIdentifierPath
	FlatStateVariableDeclaration
	FlatOverrideSpecifier
	FlatFunctionDefinition
	FlatModifierInvocation
	FlatModifierDefinition
	FlatEventDefinition
	FlatErrorDefinition
	FlatStructDefinition
	FlatEnumDefinition
	FlatEnumValue
	FlatUserDefinedValueTypeDefinition
	FlatUsingDirective
	FlatUsingFunction
	FlatVariableDeclaration
	FlatElementaryTypeName
	FlatUserDefinedTypeName
	FlatMapping
	FlatArrayTypeName
	FlatFunctionTypeName
	FlatBlock
	FlatVariableDeclarationStatement
	FlatExpressionStatement
	FlatIfStatement
	FlatForStatement
	FlatWhileStatement
	FlatDoWhileStatement
	FlatContinueStatement
	FlatBreakStatement
	FlatReturnStatement
	FlatThrowStatement
	FlatEmitStatement
	FlatRevertStatement
	FlatTryStatement
	FlatCatchClause
	FlatAssemblyStatement
	FlatPlaceholderStatement
	FlatBadExpr
	FlatIdentifier
	FlatNumberLiteral
	FlatStringLiteral
	FlatBoolLiteral
	FlatMemberAccess
	FlatIndexAccess
	FlatIndexRangeAccess
	FlatCallExpr
	FlatCallOptions
	FlatNewExpr
	FlatUnaryExpr
	FlatBinaryExpr
	FlatAssignExpr
	FlatConditionalExpr
	FlatTupleExpr
	FlatArrayLiteral
	FlatElementaryTypeExpr
	FlatTypeExpr
	FlatYulBlock
	FlatYulVarDecl
	FlatYulAssign
	FlatYulExprStmt
	FlatYulIf
	FlatYulSwitch
	FlatYulCase
	FlatYulFor
	FlatYulFunctionDef
	FlatYulLeave
	FlatYulBreak
	FlatYulContinue
	FlatYulLabel
	FlatYulBlockStmt
	FlatYulCall
	FlatYulIdentifier
	FlatYulLiteral
)

// bodyIndex is the part of a Block that lets a function or modifier body, which analyses walk many times,
// be flattened on its first walk and walked from the flat form afterwards. The parser marks bodies; other
// blocks are always walked recursively, so that nested blocks do not each hold a copy of their subtree.
type bodyIndex struct {
	body bool
	// flat points to the first node of the flat form, the body itself, whose end is the length of the form:
	// the form costs at most one allocation and the Block one word.
	flat atomic.Pointer[flatNode]
}

// kept returns the flat form of b when it has one, or nil: what flatBody returns after its first use, in a function
// small enough to inline in the walkers, which call flatBody only when it returns nil.
func (b *Block) kept() []flatNode {
	if p := b.index.flat.Load(); p != nil {
		return unsafe.Slice(p, p.end)
	}
	return nil
}

// flatBody returns the flat form of b when b is a function or modifier body, building it on first use, or nil.
// Concurrent first walks may each build it; they build the same thing and one of them is kept.
func (b *Block) flatBody() []flatNode {
	if !b.index.body {
		return nil
	}
	if p := b.index.flat.Load(); p != nil {
		return unsafe.Slice(p, p.end)
	}
	// The tree is laid out in a reused scratch array, then copied into one of the exact size: the cached form
	// stays as small as it can be and its growth leaves no garbage behind.
	s := flatScratches.Get().(*flatScratch)
	s.addBlock(b)
	flat := make([]flatNode, len(s.nodes))
	copy(flat, s.nodes)
	clear(s.nodes) // drop the references, so that a pooled scratch array keeps no syntax tree alive
	s.nodes = s.nodes[:0]
	flatScratches.Put(s)
	b.index.flat.Store(&flat[0])
	return flat
}

// FlatNodes is a subtree laid out in the order Preorder visits it: a loop over it costs less than a call back
// per node.
type FlatNodes []flatNode

// Len returns the number of nodes.
func (f FlatNodes) Len() int { return len(f) }

// At returns the i-th node.
func (f FlatNodes) At(i int) Node { return f[i].n }

// Kind returns the kind of the i-th node.
func (f FlatNodes) Kind(i int) FlatKind { return f[i].kind }

// End returns the index just past the subtree of the i-th node: a loop skips that subtree by going on from there.
func (f FlatNodes) End(i int) int { return int(f[i].end) }

// PreorderNodes returns the nodes of the subtree rooted at b, b included, in the order Preorder visits them: a
// function or modifier body's flat form, laid out on first use and kept, or for another block one laid out anew.
func PreorderNodes(b *Block) FlatNodes {
	if t := b.kept(); t != nil {
		return t
	}
	if t := b.flatBody(); t != nil {
		return t
	}
	var s flatScratch
	s.add(b)
	return s.nodes
}

// FlatCounts counts nodes of some kinds in the bodies FlattenBodies lays out: an analysis that keeps something
// per identifier or per call of every body can make room for all of them at once.
type FlatCounts struct {
	// Idents counts the identifiers (Identifier nodes).
	Idents int
	// Calls counts the call expressions (CallExpr nodes).
	Calls int
	// Assigns counts the assignments (AssignExpr nodes), Inits the variable declaration statements with an
	// initial value, and Updates the ++, -- and delete operations and the assembly blocks.
	Assigns, Inits, Updates int
	// Vars counts the variable declarations with a name.
	Vars int
}

// Add adds the counts of d to c.
func (c *FlatCounts) Add(d FlatCounts) {
	c.Idents += d.Idents
	c.Calls += d.Calls
	c.Assigns += d.Assigns
	c.Inits += d.Inits
	c.Updates += d.Updates
	c.Vars += d.Vars
}

// FlattenBodies builds the flat forms of the bodies among bodies that have none yet, all in one array: the
// bodies of a file are walked alike and live as long as each other, and one allocation for them all costs less
// than one for each. A body's form is what flatBody would build. It returns the counts of the nodes it laid out.
func FlattenBodies(bodies []*Block) FlatCounts {
	s := flatScratches.Get().(*flatScratch)
	s.counts = FlatCounts{}
	starts := s.starts[:0]
	for _, b := range bodies {
		if b == nil || !b.index.body || b.index.flat.Load() != nil {
			starts = append(starts, -1)
			continue
		}
		s.base = len(s.nodes)
		starts = append(starts, int32(s.base))
		s.addBlock(b)
	}
	s.base = 0
	if len(s.nodes) > 0 {
		flat := make([]flatNode, len(s.nodes))
		copy(flat, s.nodes)
		for i, b := range bodies {
			if starts[i] >= 0 {
				b.index.flat.CompareAndSwap(nil, &flat[starts[i]])
			}
		}
	}
	clear(s.nodes)
	s.nodes, s.starts = s.nodes[:0], starts[:0]
	counts := s.counts
	flatScratches.Put(s)
	return counts
}

// flatScratch is where flatBody and FlattenBodies lay bodies out.
type flatScratch struct {
	nodes []flatNode
	// base is where the body being laid out starts in nodes: the ends of its nodes count from there.
	base int
	// starts is FlattenBodies' list of where each body starts, or -1.
	starts []int32
	// counts counts the nodes of some kinds laid out since FlattenBodies began.
	counts FlatCounts
}

// flatScratches holds scratch arrays for flatBody.
var flatScratches = sync.Pool{New: func() any { return new(flatScratch) }}

// enter appends n, of kind k, whose subtree ends where it is not known yet, and returns true: add reads like inspect.
func (s *flatScratch) enter(n Node, k FlatKind) bool {
	s.nodes = append(s.nodes, flatNode{n: n, kind: k})
	return true
}

// add lays out the subtree rooted at n, a Node taken as any like inspect's: it is inspect with the callback
// replaced by the layout, which saves two calls per node on the first walk of every body. Children come in the
// order inspect walks them, which the tests check.
func (s *flatScratch) add(n any) {
	if n == nil {
		return
	}
	i := len(s.nodes)
	switch v := n.(type) {
	case *SourceUnit:
		if v == nil || !s.enter(v, FlatSourceUnit) {
			return
		}
		addList(s, v.Items)
	case *PragmaDirective:
		if v == nil || !s.enter(v, FlatPragmaDirective) {
			return
		}
	case *ImportDirective:
		if v == nil || !s.enter(v, FlatImportDirective) {
			return
		}
		addList(s, v.Symbols)
	case *ImportSymbol:
		if v == nil || !s.enter(v, FlatImportSymbol) {
			return
		}
	case *ContractDefinition:
		if v == nil || !s.enter(v, FlatContractDefinition) {
			return
		}
		addList(s, v.Bases)
		addList(s, v.Members)
	case *InheritanceSpecifier:
		if v == nil || !s.enter(v, FlatInheritanceSpecifier) {
			return
		}
		s.add(v.Base)
		addList(s, v.Args)
	case *IdentifierPath:
		if v == nil || !s.enter(v, FlatIdentifierPath) {
			return
		}
	case *StateVariableDeclaration:
		if v == nil || !s.enter(v, FlatStateVariableDeclaration) {
			return
		}
		s.add(v.Type)
		s.add(v.Override)
		s.add(v.Value)
	case *OverrideSpecifier:
		if v == nil || !s.enter(v, FlatOverrideSpecifier) {
			return
		}
		addList(s, v.Bases)
	case *FunctionDefinition:
		if v == nil || !s.enter(v, FlatFunctionDefinition) {
			return
		}
		addList(s, v.Params)
		addList(s, v.Modifiers)
		s.add(v.Override)
		addList(s, v.Returns)
		s.add(v.Body)
	case *ModifierInvocation:
		if v == nil || !s.enter(v, FlatModifierInvocation) {
			return
		}
		s.add(v.Name)
		addList(s, v.Args)
	case *ModifierDefinition:
		if v == nil || !s.enter(v, FlatModifierDefinition) {
			return
		}
		addList(s, v.Params)
		s.add(v.Override)
		s.add(v.Body)
	case *EventDefinition:
		if v == nil || !s.enter(v, FlatEventDefinition) {
			return
		}
		addList(s, v.Params)
	case *ErrorDefinition:
		if v == nil || !s.enter(v, FlatErrorDefinition) {
			return
		}
		addList(s, v.Params)
	case *StructDefinition:
		if v == nil || !s.enter(v, FlatStructDefinition) {
			return
		}
		addList(s, v.Members)
	case *EnumDefinition:
		if v == nil || !s.enter(v, FlatEnumDefinition) {
			return
		}
		addList(s, v.Values)
	case *EnumValue:
		if v == nil || !s.enter(v, FlatEnumValue) {
			return
		}
	case *UserDefinedValueTypeDefinition:
		if v == nil || !s.enter(v, FlatUserDefinedValueTypeDefinition) {
			return
		}
		s.add(v.Underlying)
	case *UsingDirective:
		if v == nil || !s.enter(v, FlatUsingDirective) {
			return
		}
		s.add(v.Library)
		addList(s, v.Functions)
		s.add(v.Type)
	case *UsingFunction:
		if v == nil || !s.enter(v, FlatUsingFunction) {
			return
		}
		s.add(v.Path)
	case *VariableDeclaration:
		if v == nil || !s.enter(v, FlatVariableDeclaration) {
			return
		}
		if v.Name != "" {
			s.counts.Vars++
		}
		s.add(v.Type)
	case *ElementaryTypeName:
		if v == nil || !s.enter(v, FlatElementaryTypeName) {
			return
		}
	case *UserDefinedTypeName:
		if v == nil || !s.enter(v, FlatUserDefinedTypeName) {
			return
		}
		s.add(v.Path)
	case *Mapping:
		if v == nil || !s.enter(v, FlatMapping) {
			return
		}
		s.add(v.Key)
		s.add(v.Value)
	case *ArrayTypeName:
		if v == nil || !s.enter(v, FlatArrayTypeName) {
			return
		}
		s.add(v.Elem)
		s.add(v.Length)
	case *FunctionTypeName:
		if v == nil || !s.enter(v, FlatFunctionTypeName) {
			return
		}
		addList(s, v.Params)
		addList(s, v.Returns)
	case *Block:
		if v == nil || !s.enter(v, FlatBlock) {
			return
		}
		s.addStmts(v.Stmts)
	case *VariableDeclarationStatement:
		if v == nil || !s.enter(v, FlatVariableDeclarationStatement) {
			return
		}
		if v.Value != nil {
			s.counts.Inits++
		}
		addList(s, v.Vars)
		s.addExpr(v.Value)
	case *ExpressionStatement:
		if v == nil || !s.enter(v, FlatExpressionStatement) {
			return
		}
		s.addExpr(v.X)
	case *IfStatement:
		if v == nil || !s.enter(v, FlatIfStatement) {
			return
		}
		s.addExpr(v.Cond)
		s.add(v.Then)
		s.add(v.Else)
	case *ForStatement:
		if v == nil || !s.enter(v, FlatForStatement) {
			return
		}
		s.add(v.Init)
		s.add(v.Cond)
		s.add(v.Post)
		s.add(v.Body)
	case *WhileStatement:
		if v == nil || !s.enter(v, FlatWhileStatement) {
			return
		}
		s.add(v.Cond)
		s.add(v.Body)
	case *DoWhileStatement:
		if v == nil || !s.enter(v, FlatDoWhileStatement) {
			return
		}
		s.add(v.Body)
		s.add(v.Cond)
	case *ContinueStatement:
		if v == nil || !s.enter(v, FlatContinueStatement) {
			return
		}
	case *BreakStatement:
		if v == nil || !s.enter(v, FlatBreakStatement) {
			return
		}
	case *ReturnStatement:
		if v == nil || !s.enter(v, FlatReturnStatement) {
			return
		}
		s.addExpr(v.Value)
	case *ThrowStatement:
		if v == nil || !s.enter(v, FlatThrowStatement) {
			return
		}
	case *EmitStatement:
		if v == nil || !s.enter(v, FlatEmitStatement) {
			return
		}
		s.add(v.Call)
	case *RevertStatement:
		if v == nil || !s.enter(v, FlatRevertStatement) {
			return
		}
		s.add(v.Call)
	case *TryStatement:
		if v == nil || !s.enter(v, FlatTryStatement) {
			return
		}
		s.add(v.Call)
		addList(s, v.Returns)
		s.add(v.Body)
		addList(s, v.Catches)
	case *CatchClause:
		if v == nil || !s.enter(v, FlatCatchClause) {
			return
		}
		addList(s, v.Params)
		s.add(v.Body)
	case *AssemblyStatement:
		if v == nil || !s.enter(v, FlatAssemblyStatement) {
			return
		}
		s.counts.Updates++
		s.add(v.Body)
	case *PlaceholderStatement:
		if v == nil || !s.enter(v, FlatPlaceholderStatement) {
			return
		}
	case *BadExpr:
		if v == nil || !s.enter(v, FlatBadExpr) {
			return
		}
	case *Identifier:
		if v == nil || !s.enter(v, FlatIdentifier) {
			return
		}
		s.counts.Idents++
	case *NumberLiteral:
		if v == nil || !s.enter(v, FlatNumberLiteral) {
			return
		}
	case *StringLiteral:
		if v == nil || !s.enter(v, FlatStringLiteral) {
			return
		}
	case *BoolLiteral:
		if v == nil || !s.enter(v, FlatBoolLiteral) {
			return
		}
	case *MemberAccess:
		if v == nil || !s.enter(v, FlatMemberAccess) {
			return
		}
		s.addExpr(v.X)
	case *IndexAccess:
		if v == nil || !s.enter(v, FlatIndexAccess) {
			return
		}
		s.addExpr(v.X)
		s.addExpr(v.Index)
	case *IndexRangeAccess:
		if v == nil || !s.enter(v, FlatIndexRangeAccess) {
			return
		}
		s.add(v.X)
		s.add(v.Start)
		s.add(v.End)
	case *CallExpr:
		if v == nil || !s.enter(v, FlatCallExpr) {
			return
		}
		s.counts.Calls++
		s.addExpr(v.Fun)
		s.addExprs(v.Args)
	case *CallOptions:
		if v == nil || !s.enter(v, FlatCallOptions) {
			return
		}
		s.add(v.X)
		addList(s, v.Values)
	case *NewExpr:
		if v == nil || !s.enter(v, FlatNewExpr) {
			return
		}
		s.add(v.Type)
	case *UnaryExpr:
		if v == nil || !s.enter(v, FlatUnaryExpr) {
			return
		}
		if v.Op == "++" || v.Op == "--" || v.Op == "delete" {
			s.counts.Updates++
		}
		s.addExpr(v.X)
	case *BinaryExpr:
		if v == nil || !s.enter(v, FlatBinaryExpr) {
			return
		}
		s.addExpr(v.X)
		s.addExpr(v.Y)
	case *AssignExpr:
		if v == nil || !s.enter(v, FlatAssignExpr) {
			return
		}
		s.counts.Assigns++
		s.addExpr(v.LHS)
		s.addExpr(v.RHS)
	case *ConditionalExpr:
		if v == nil || !s.enter(v, FlatConditionalExpr) {
			return
		}
		s.add(v.Cond)
		s.add(v.Then)
		s.add(v.Else)
	case *TupleExpr:
		if v == nil || !s.enter(v, FlatTupleExpr) {
			return
		}
		s.addExprs(v.Elems)
	case *ArrayLiteral:
		if v == nil || !s.enter(v, FlatArrayLiteral) {
			return
		}
		addList(s, v.Elems)
	case *ElementaryTypeExpr:
		if v == nil || !s.enter(v, FlatElementaryTypeExpr) {
			return
		}
		s.add(v.Type)
	case *TypeExpr:
		if v == nil || !s.enter(v, FlatTypeExpr) {
			return
		}
		s.add(v.Type)
	case *YulBlock:
		if v == nil || !s.enter(v, FlatYulBlock) {
			return
		}
		addList(s, v.Stmts)
	case *YulVarDecl:
		if v == nil || !s.enter(v, FlatYulVarDecl) {
			return
		}
		addList(s, v.Names)
		s.add(v.Value)
	case *YulAssign:
		if v == nil || !s.enter(v, FlatYulAssign) {
			return
		}
		addList(s, v.Targets)
		s.add(v.Value)
	case *YulExprStmt:
		if v == nil || !s.enter(v, FlatYulExprStmt) {
			return
		}
		s.add(v.X)
	case *YulIf:
		if v == nil || !s.enter(v, FlatYulIf) {
			return
		}
		s.add(v.Cond)
		s.add(v.Body)
	case *YulSwitch:
		if v == nil || !s.enter(v, FlatYulSwitch) {
			return
		}
		s.add(v.X)
		addList(s, v.Cases)
	case *YulCase:
		if v == nil || !s.enter(v, FlatYulCase) {
			return
		}
		s.add(v.Value)
		s.add(v.Body)
	case *YulFor:
		if v == nil || !s.enter(v, FlatYulFor) {
			return
		}
		s.add(v.Init)
		s.add(v.Cond)
		s.add(v.Post)
		s.add(v.Body)
	case *YulFunctionDef:
		if v == nil || !s.enter(v, FlatYulFunctionDef) {
			return
		}
		addList(s, v.Params)
		addList(s, v.Returns)
		s.add(v.Body)
	case *YulLeave:
		if v == nil || !s.enter(v, FlatYulLeave) {
			return
		}
	case *YulBreak:
		if v == nil || !s.enter(v, FlatYulBreak) {
			return
		}
	case *YulContinue:
		if v == nil || !s.enter(v, FlatYulContinue) {
			return
		}
	case *YulLabel:
		if v == nil || !s.enter(v, FlatYulLabel) {
			return
		}
	case *YulBlockStmt:
		if v == nil || !s.enter(v, FlatYulBlockStmt) {
			return
		}
		s.add(v.Body)
	case *YulCall:
		if v == nil || !s.enter(v, FlatYulCall) {
			return
		}
		addList(s, v.Args)
	case *YulIdentifier:
		if v == nil || !s.enter(v, FlatYulIdentifier) {
			return
		}
	case *YulLiteral:
		if v == nil || !s.enter(v, FlatYulLiteral) {
			return
		}
	default:
		// A Node type from outside the package has no children the walker knows.
		if !s.enter(n.(Node), FlatOther) {
			return
		}
	}
	s.nodes[i].end = int32(len(s.nodes) - s.base)
}

// open appends n, of kind k, whose subtree ends where it is not known yet, and returns its position for close.
func (s *flatScratch) open(n Node, k FlatKind) int {
	s.nodes = append(s.nodes, flatNode{n: n, kind: k})
	return len(s.nodes) - 1
}

// close sets the end of the subtree of the node at i, opened by open, once its children are laid out.
func (s *flatScratch) close(i int) { s.nodes[i].end = int32(len(s.nodes) - s.base) }

// leaf appends n, of kind k, a node without children.
func (s *flatScratch) leaf(n Node, k FlatKind) {
	s.nodes = append(s.nodes, flatNode{n: n, end: int32(len(s.nodes) + 1 - s.base), kind: k})
}

// The add functions below lay out the nodes bodies are mostly made of, each told by a comparison with one type
// rather than by add's type switch, which searches the many types of the package per node; add lays out the
// others. They lay children out in the order add does.

// addBlock is add for a block.
func (s *flatScratch) addBlock(b *Block) {
	if b == nil {
		return
	}
	i := s.open(b, FlatBlock)
	s.addStmts(b.Stmts)
	s.close(i)
}

// addStmts is addStmt for each statement of list.
func (s *flatScratch) addStmts(list []Stmt) {
	for _, st := range list {
		s.addStmt(st)
	}
}

// addStmt is add for a statement.
func (s *flatScratch) addStmt(st Stmt) {
	if v, ok := st.(*ExpressionStatement); ok && v != nil {
		i := s.open(v, FlatExpressionStatement)
		s.addExpr(v.X)
		s.close(i)
		return
	}
	if v, ok := st.(*Block); ok {
		s.addBlock(v)
		return
	}
	if v, ok := st.(*VariableDeclarationStatement); ok && v != nil {
		i := s.open(v, FlatVariableDeclarationStatement)
		if v.Value != nil {
			s.counts.Inits++
		}
		for _, d := range v.Vars {
			s.addVar(d)
		}
		s.addExpr(v.Value)
		s.close(i)
		return
	}
	if v, ok := st.(*IfStatement); ok && v != nil {
		i := s.open(v, FlatIfStatement)
		s.addExpr(v.Cond)
		s.addStmt(v.Then)
		s.addStmt(v.Else)
		s.close(i)
		return
	}
	if v, ok := st.(*ReturnStatement); ok && v != nil {
		i := s.open(v, FlatReturnStatement)
		s.addExpr(v.Value)
		s.close(i)
		return
	}
	if st != nil {
		s.add(st)
	}
}

// addVar is add for a variable declaration, whose type is most often elementary.
func (s *flatScratch) addVar(d *VariableDeclaration) {
	if d == nil {
		return
	}
	i := s.open(d, FlatVariableDeclaration)
	if d.Name != "" {
		s.counts.Vars++
	}
	if t, ok := d.Type.(*ElementaryTypeName); ok && t != nil {
		s.leaf(t, FlatElementaryTypeName)
	} else if d.Type != nil {
		s.add(d.Type)
	}
	s.close(i)
}

// addExpr is add for an expression. The most common expressions are told apart by one type comparison each,
// before add's type switch, and laid out here as add would: they are most of a body's nodes, and the switch
// costs several times a comparison. The two must lay out each kind the same way.
func (s *flatScratch) addExpr(x Expr) {
	if id, ok := x.(*Identifier); ok && id != nil {
		s.leaf(id, FlatIdentifier)
		s.counts.Idents++
		return
	}
	if v, ok := x.(*MemberAccess); ok && v != nil {
		i := s.open(v, FlatMemberAccess)
		s.addExpr(v.X)
		s.close(i)
		return
	}
	if v, ok := x.(*CallExpr); ok && v != nil {
		i := s.open(v, FlatCallExpr)
		s.counts.Calls++
		s.addExpr(v.Fun)
		s.addExprs(v.Args)
		s.close(i)
		return
	}
	if v, ok := x.(*BinaryExpr); ok && v != nil {
		i := s.open(v, FlatBinaryExpr)
		s.addExpr(v.X)
		s.addExpr(v.Y)
		s.close(i)
		return
	}
	if v, ok := x.(*NumberLiteral); ok && v != nil {
		s.leaf(v, FlatNumberLiteral)
		return
	}
	if v, ok := x.(*IndexAccess); ok && v != nil {
		i := s.open(v, FlatIndexAccess)
		s.addExpr(v.X)
		s.addExpr(v.Index)
		s.close(i)
		return
	}
	if v, ok := x.(*AssignExpr); ok && v != nil {
		i := s.open(v, FlatAssignExpr)
		s.counts.Assigns++
		s.addExpr(v.LHS)
		s.addExpr(v.RHS)
		s.close(i)
		return
	}
	if x != nil {
		s.add(x)
	}
}

// addExprs is addExpr for each expression of list.
func (s *flatScratch) addExprs(list []Expr) {
	for _, x := range list {
		s.addExpr(x)
	}
}

func addList[T Node](s *flatScratch, list []T) {
	for _, n := range list {
		s.add(n)
	}
}

// flatPreorder is Preorder over a flat form.
func flatPreorder(nodes []flatNode, f func(Node) bool) {
	for i := 0; i < len(nodes); {
		if f(nodes[i].n) {
			i++
		} else {
			i = int(nodes[i].end)
		}
	}
}

// flatInspect is Inspect over a flat form: f(nil) follows the subtree of every node f accepted.
func flatInspect(nodes []flatNode, f func(Node) bool) {
	var open []int32 // ends of the accepted nodes whose subtree has not been left yet, innermost last
	for i := 0; i < len(nodes); {
		for len(open) > 0 && int(open[len(open)-1]) <= i {
			open = open[:len(open)-1]
			f(nil)
		}
		if f(nodes[i].n) {
			open = append(open, nodes[i].end)
			i++
		} else {
			i = int(nodes[i].end)
		}
	}
	for range open {
		f(nil)
	}
}
