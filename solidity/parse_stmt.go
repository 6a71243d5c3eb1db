package solidity

// ---------------------------------------------------------------------------------------------------------------
// Statements

// parseBlock parses `{ stmts }`. The current token must be '{'.
func (p *parser) parseBlock() *Block {
	start := p.pos()
	b := &Block{}
	if !p.enter() {
		p.leave()
		b.Loc = p.span(start)
		return b
	}
	defer p.leave()
	p.next() // {
	for !p.eof() && !p.isOp(opRBrace) {
		if p.memberStart() {
			// A body that lost its closing brace: the next member starts here.
			break
		}
		before := p.p
		col := int(p.tok().col)
		nerr := len(p.errs)
		s := p.parseStatement()
		if s != nil {
			b.Stmts = append(b.Stmts, s)
		}
		if len(p.errs) > nerr || p.p == before {
			if p.p == before {
				p.errorHere("expected statement, found " + p.describe(p.tok()))
				if !p.isOp(opRBrace) && !p.memberStart() {
					p.next()
				}
			}
			p.syncAfterStmt(before, col)
		}
	}
	if !p.got(opRBrace) {
		p.errorExpected("'}'", "to close the block")
	}
	b.Loc = p.span(start)
	return b
}

// syncAfterStmt resynchronises after a statement with errors, unless the statement already ended cleanly at a
// ';' or '}'.
func (p *parser) syncAfterStmt(before, col int) {
	if p.p > before && p.p > 0 {
		prev := &p.toks[p.p-1]
		if prev.kind == tPunct && (prev.op == opSemi || prev.op == opRBrace) {
			return
		}
	}
	p.syncStmt(col)
}

func (p *parser) parseStatement() Stmt {
	if !p.enter() {
		p.leave()
		return nil
	}
	defer p.leave()
	t := p.tok()
	if t.kind == tPunct {
		switch t.op {
		case opLBrace:
			return p.parseBlock()
		case opLParen:
			if p.tupleDeclAhead() {
				return p.parseTupleDecl()
			}
		case opSemi:
			// An empty statement: keep it as an empty block so that `if (x);` has a body.
			start := p.pos()
			p.next()
			return &Block{Loc: p.span(start)}
		}
		return p.parseSimpleStatement()
	}
	if t.kind != tIdent {
		return p.parseSimpleStatement()
	}
	start := p.pos()
	switch p.text(t) {
	case "if":
		p.next()
		s := &IfStatement{}
		s.Cond = p.parseCond("if")
		s.Then = p.parseBody()
		if p.gotWord("else") {
			s.Else = p.parseBody()
		}
		s.Loc = p.span(start)
		return s
	case "for":
		return p.parseFor()
	case "while":
		p.next()
		s := &WhileStatement{}
		s.Cond = p.parseCond("while")
		s.Body = p.parseBody()
		s.Loc = p.span(start)
		return s
	case "do":
		p.next()
		s := &DoWhileStatement{}
		s.Body = p.parseBody()
		if !p.gotWord("while") {
			p.errorExpected("'while'", "after do-while body")
		}
		s.Cond = p.parseCond("while")
		p.expect(opSemi, "after do-while statement")
		s.Loc = p.span(start)
		return s
	case "continue":
		p.next()
		p.expect(opSemi, "after 'continue'")
		return &ContinueStatement{Loc: p.span(start)}
	case "break":
		p.next()
		p.expect(opSemi, "after 'break'")
		return &BreakStatement{Loc: p.span(start)}
	case "return":
		p.next()
		s := &ReturnStatement{}
		if !p.isOp(opSemi) {
			s.Value = p.parseExpr()
		}
		p.expect(opSemi, "after return statement")
		s.Loc = p.span(start)
		return s
	case "throw":
		if p.isOpAt(1, opSemi) {
			p.next()
			p.next()
			return &ThrowStatement{Loc: p.span(start)}
		}
	case "emit":
		if p.peek(1).kind == tIdent {
			p.next()
			s := &EmitStatement{Call: p.parseCallStatementExpr("event")}
			p.expect(opSemi, "after emit statement")
			s.Loc = p.span(start)
			return s
		}
	case "revert":
		if p.peek(1).kind == tIdent {
			p.next()
			s := &RevertStatement{Call: p.parseCallStatementExpr("error")}
			p.expect(opSemi, "after revert statement")
			s.Loc = p.span(start)
			return s
		}
	case "try":
		return p.parseTry()
	case "assembly":
		return p.parseAssembly()
	case "unchecked":
		if p.isOpAt(1, opLBrace) {
			p.next()
			b := p.parseBlock()
			b.Unchecked = true
			b.Loc = p.span(start)
			return b
		}
	case "_":
		if p.isOpAt(1, opSemi) {
			p.next()
			p.next()
			return &PlaceholderStatement{Loc: p.span(start)}
		}
	case "var":
		return p.parseVarDecl()
	}
	return p.parseSimpleStatement()
}

// parseBody parses the body of if/for/while/do: any statement.
func (p *parser) parseBody() Stmt {
	if p.memberStart() || p.eof() {
		p.errorExpected("statement", "")
		return &Block{Loc: p.span(p.pos())}
	}
	s := p.parseStatement()
	if s == nil {
		return &Block{Loc: p.span(p.pos())}
	}
	return s
}

// parseCond parses `( expr )` after if/while.
func (p *parser) parseCond(kw string) Expr {
	if !p.expectIn(opLParen, "after '", kw, "'") {
		return p.parseExpr()
	}
	x := p.parseExpr()
	p.expectIn(opRParen, "to close the ", kw, " condition")
	return x
}

// parseCallStatementExpr parses the call after emit or revert.
func (p *parser) parseCallStatementExpr(what string) *CallExpr {
	start := p.pos()
	x := p.parsePostfix()
	if c, ok := x.(*CallExpr); ok {
		return c
	}
	p.errorAt(p.pos(), "expected '(' with the arguments of the "+what+", found "+p.describe(p.tok()))
	return &CallExpr{Loc: p.span(start), Fun: x}
}

func (p *parser) parseFor() Stmt {
	start := p.pos()
	p.next() // for
	s := &ForStatement{}
	p.expect(opLParen, "after 'for'")
	if !p.got(opSemi) {
		s.Init = p.parseSimpleStatement()
	}
	if !p.isOp(opSemi) {
		s.Cond = p.parseExpr()
	}
	p.expect(opSemi, "after for-loop condition")
	if !p.isOp(opRParen) {
		s.Post = p.parseExpr()
	}
	p.expect(opRParen, "to close the for-loop header")
	s.Body = p.parseBody()
	s.Loc = p.span(start)
	return s
}

func (p *parser) parseTry() Stmt {
	start := p.pos()
	p.next() // try
	s := &TryStatement{Call: p.parseExpr()}
	if p.gotWord("returns") {
		s.Returns = p.parseParams(paramReturn)
	}
	if !p.isOp(opLBrace) {
		p.errorExpected("'{'", "after try expression")
		s.Body = &Block{Loc: p.span(p.pos())}
	} else {
		s.Body = p.parseBlock()
	}
	for p.isWord("catch") {
		cstart := p.pos()
		p.next()
		c := &CatchClause{}
		if p.tok().kind == tIdent {
			c.Kind = p.text(p.tok())
			p.next()
		}
		if p.isOp(opLParen) {
			c.HasParams = true
			c.Params = p.parseParams(paramCatch)
		}
		if !p.isOp(opLBrace) {
			p.errorExpected("'{'", "after catch")
			c.Body = &Block{Loc: p.span(p.pos())}
		} else {
			c.Body = p.parseBlock()
		}
		c.Loc = p.span(cstart)
		s.Catches = append(s.Catches, c)
	}
	if len(s.Catches) == 0 {
		p.errorExpected("'catch'", "after try block")
	}
	s.Loc = p.span(start)
	return s
}

// parseSimpleStatement parses a variable declaration or an expression statement.
func (p *parser) parseSimpleStatement() Stmt {
	start := p.pos()
	if p.isWord("var") {
		return p.parseVarDecl()
	}
	if p.declAhead() {
		v := p.parseLocalVar()
		s := &VariableDeclarationStatement{Vars: []*VariableDeclaration{v}}
		if p.got(opAssign) {
			s.Value = p.parseExpr()
		}
		p.expect(opSemi, "after variable declaration")
		s.Loc = p.span(start)
		return s
	}
	x := p.parseExpr()
	if _, bad := x.(*BadExpr); bad && p.p > 0 && p.pos().Offset == start.Offset {
		return nil // nothing parsed; the caller reports and skips
	}
	p.expect(opSemi, "after expression")
	s := p.slabs.exprStmts.new()
	*s = ExpressionStatement{Loc: p.span(x.Range().Start), X: x}
	return s
}

func (p *parser) parseLocalVar() *VariableDeclaration {
	start := p.pos()
	v := p.slabs.vars.new()
	v.Type = p.parseType()
	for p.tok().kind == tIdent {
		switch p.text(p.tok()) {
		case "memory":
			v.Location = LocationMemory
		case "storage":
			v.Location = LocationStorage
		case "calldata":
			v.Location = LocationCalldata
		default:
			v.Name, v.NameRange = p.name("")
			v.Loc = p.span(start)
			return v
		}
		p.next()
	}
	p.errorExpected("variable name", "in declaration")
	v.Loc = p.span(start)
	return v
}

// parseVarDecl parses the pre-0.5 `var x = e;` and `var (a, , b) = e;`.
func (p *parser) parseVarDecl() Stmt {
	start := p.pos()
	p.next() // var
	s := &VariableDeclarationStatement{}
	if p.got(opLParen) {
		s.Tuple = true
		for !p.eof() && !p.isOp(opRParen) {
			if p.isOp(opComma) {
				s.Vars = append(s.Vars, nil)
				p.next()
				continue
			}
			t := p.tok()
			n, r := p.name("in var declaration")
			if n == "" {
				break
			}
			s.Vars = append(s.Vars, &VariableDeclaration{Loc: Loc{Range{t.pos(), t.endPos()}}, Name: n, NameRange: r})
			if !p.got(opComma) {
				break
			}
			if p.isOp(opRParen) {
				s.Vars = append(s.Vars, nil)
			}
		}
		p.expect(opRParen, "to close the var declaration")
	} else {
		t := p.tok()
		n, r := p.name("after 'var'")
		s.Vars = []*VariableDeclaration{{Loc: p.span(t.pos()), Name: n, NameRange: r}}
	}
	if p.got(opAssign) {
		s.Value = p.parseExpr()
	}
	p.expect(opSemi, "after variable declaration")
	s.Loc = p.span(start)
	return s
}

// parseTupleDecl parses `(uint a, , bool c) = f();`.
func (p *parser) parseTupleDecl() Stmt {
	start := p.pos()
	p.next() // (
	s := &VariableDeclarationStatement{Tuple: true}
	for !p.eof() && !p.isOp(opRParen) {
		if p.isOp(opComma) {
			s.Vars = append(s.Vars, nil)
			p.next()
			if p.isOp(opRParen) {
				s.Vars = append(s.Vars, nil)
			}
			continue
		}
		s.Vars = append(s.Vars, p.parseLocalVar())
		if !p.got(opComma) {
			break
		}
		if p.isOp(opRParen) {
			s.Vars = append(s.Vars, nil)
		}
	}
	p.expect(opRParen, "to close the tuple declaration")
	if p.got(opAssign) {
		s.Value = p.parseExpr()
	}
	p.expect(opSemi, "after variable declaration")
	s.Loc = p.span(start)
	return s
}

// tupleDeclAhead reports whether a '(' starts a tuple variable declaration rather than a tuple expression.
func (p *parser) tupleDeclAhead() bool {
	i := p.p + 1
	for i < len(p.toks) && p.toks[i].kind == tPunct && p.toks[i].op == opComma {
		i++
	}
	return p.declAheadAt(i)
}

// declAhead reports whether the current token starts a variable declaration: a type followed by a data location
// or a name.
func (p *parser) declAhead() bool { return p.declAheadAt(p.p) }

func (p *parser) declAheadAt(i int) bool {
	j, ok := p.scanType(i, 0)
	if !ok || j >= len(p.toks) {
		return false
	}
	t := &p.toks[j]
	return t.kind == tIdent
}

// scanType skips a type name starting at token i without building nodes, returning the index after it.
func (p *parser) scanType(i, depth int) (int, bool) {
	if depth > 50 || i >= len(p.toks) {
		return i, false
	}
	t := &p.toks[i]
	if t.kind != tIdent {
		return i, false
	}
	s := p.text(t)
	switch {
	case s == "mapping":
		j, ok := p.skipBalanced(i+1, opLParen, opRParen)
		if !ok {
			return i, false
		}
		i = j
	case s == "function":
		j, ok := p.skipBalanced(i+1, opLParen, opRParen)
		if !ok {
			return i, false
		}
		i = j
		for i < len(p.toks) && p.toks[i].kind == tIdent {
			switch p.text(&p.toks[i]) {
			case "internal", "external", "pure", "view", "payable", "constant", "public", "private":
				i++
				continue
			case "returns":
				j, ok := p.skipBalanced(i+1, opLParen, opRParen)
				if !ok {
					return i, false
				}
				i = j
			}
			break
		}
	case isElementary(s):
		i++
		if s == "address" && i < len(p.toks) && p.toks[i].kind == tIdent && p.text(&p.toks[i]) == "payable" {
			i++
		}
	case reservedWord(s):
		return i, false
	default:
		i++
		for i+1 < len(p.toks) && p.toks[i].kind == tPunct && p.toks[i].op == opDot && p.toks[i+1].kind == tIdent {
			i += 2
		}
	}
	for i < len(p.toks) && p.toks[i].kind == tPunct && p.toks[i].op == opLBrack {
		j, ok := p.skipBalanced(i, opLBrack, opRBrack)
		if !ok {
			return i, false
		}
		i = j
	}
	return i, true
}

// skipBalanced expects token i to be open and returns the index just after its matching close.
func (p *parser) skipBalanced(i int, open, close uint8) (int, bool) {
	if i >= len(p.toks) || p.toks[i].kind != tPunct || p.toks[i].op != open {
		return i, false
	}
	depth := 0
	for ; i < len(p.toks); i++ {
		t := &p.toks[i]
		if t.kind == tEOF {
			return i, false
		}
		if t.kind != tPunct {
			continue
		}
		switch t.op {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case opSemi, opLBrace, opRBrace:
			if open != opLBrace {
				return i, false
			}
		}
	}
	return i, false
}

// ---------------------------------------------------------------------------------------------------------------
// Inline assembly

func (p *parser) parseAssembly() Stmt {
	start := p.pos()
	p.next() // assembly
	a := &AssemblyStatement{}
	if p.tok().kind == tString {
		a.Dialect = unquote(p.text(p.tok()))
		p.next()
	}
	if p.got(opLParen) {
		for p.tok().kind == tString {
			a.Flags = append(a.Flags, unquote(p.text(p.tok())))
			p.next()
			if !p.got(opComma) {
				break
			}
		}
		p.expect(opRParen, "to close the assembly flags")
	}
	if !p.isOp(opLBrace) {
		p.errorExpected("'{'", "after 'assembly'")
		a.Body = &YulBlock{Loc: p.span(p.pos())}
	} else {
		a.Body = p.parseYulBlock()
	}
	a.Loc = p.span(start)
	return a
}
