package solidity

// slab hands out nodes of one type from chunks, so that the most common nodes of a file cost a few large
// allocations instead of one each. Chunks grow with the file, so small files stay small.
type slab[T any] struct {
	buf  []T
	next int // size of the next chunk
}

func (s *slab[T]) new() *T {
	if len(s.buf) == 0 {
		if s.next < 8 {
			s.next = 8
		}
		s.buf = make([]T, s.next)
		if s.next < 512 {
			s.next *= 2
		}
	}
	n := &s.buf[0]
	s.buf = s.buf[1:]
	return n
}

// nodeSlabs holds a slab for each node type that is frequent in real contracts.
type nodeSlabs struct {
	idents    slab[Identifier]
	members   slab[MemberAccess]
	calls     slab[CallExpr]
	binaries  slab[BinaryExpr]
	numbers   slab[NumberLiteral]
	exprStmts slab[ExpressionStatement]
	vars      slab[VariableDeclaration]
	elems     slab[ElementaryTypeName]
	elemExprs slab[ElementaryTypeExpr]
	indexes   slab[IndexAccess]
	assigns   slab[AssignExpr]
	paths     slab[IdentifierPath]
	userTypes slab[UserDefinedTypeName]
}
