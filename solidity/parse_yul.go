package solidity

// Inline assembly. Both Yul (functional style) and the pre-0.5 instructional style are accepted: bare opcodes
// and literals become expression statements, `tag:` becomes a label and `=: x` a stack assignment.

// parseYulBlock parses `{ … }`. The current token must be '{'.
func (p *parser) parseYulBlock() *YulBlock {
	start := p.pos()
	b := &YulBlock{}
	if !p.enter() {
		p.leave()
		b.Loc = p.span(start)
		return b
	}
	defer p.leave()
	p.next() // {
	for !p.eof() && !p.isOp(opRBrace) {
		if p.memberStart() && !p.isWord("function") {
			break // an assembly block that lost its brace
		}
		before := p.p
		if s := p.parseYulStmt(); s != nil {
			b.Stmts = append(b.Stmts, s)
		}
		if p.p == before {
			p.errorHere("unexpected " + p.describe(p.tok()) + " in assembly")
			p.next()
		}
	}
	p.expect(opRBrace, "to close the assembly block")
	b.Loc = p.span(start)
	return b
}

func (p *parser) parseYulStmt() YulStmt {
	start := p.pos()
	t := p.tok()
	if t.kind == tPunct {
		switch t.op {
		case opLBrace:
			body := p.parseYulBlock()
			return &YulBlockStmt{Loc: body.Loc, Body: body}
		case opStackAssign:
			p.next()
			id := p.parseYulIdent()
			return &YulAssign{Loc: p.span(start), Targets: []*YulIdentifier{id}, StackAssign: true}
		case opSemi, opComma, opColon:
			p.next() // stray separators occur in old assembly; ignore them
			return nil
		}
	}
	if t.kind == tIdent {
		switch p.text(t) {
		case "let":
			p.next()
			d := &YulVarDecl{}
			for {
				d.Names = append(d.Names, p.parseYulIdent())
				if !p.got(opComma) {
					break
				}
			}
			if p.got(opYulAssign) {
				d.Value = p.parseYulExprReq()
			}
			d.Loc = p.span(start)
			return d
		case "if":
			p.next()
			s := &YulIf{Cond: p.parseYulExprReq()}
			s.Body = p.yulBlockOrError("after if condition")
			s.Loc = p.span(start)
			return s
		case "switch":
			p.next()
			s := &YulSwitch{X: p.parseYulExprReq()}
			for p.isWord("case") || p.isWord("default") {
				cstart := p.pos()
				c := &YulCase{}
				if p.gotWord("case") {
					if lit, ok := p.parseYulExpr().(*YulLiteral); ok {
						c.Value = lit
					} else {
						p.errorAt(cstart, "expected literal after 'case'")
					}
				} else {
					p.next() // default
				}
				c.Body = p.yulBlockOrError("after case")
				c.Loc = p.span(cstart)
				s.Cases = append(s.Cases, c)
			}
			s.Loc = p.span(start)
			return s
		case "for":
			p.next()
			s := &YulFor{}
			s.Init = p.yulBlockOrError("for loop initialisation")
			s.Cond = p.parseYulExprReq()
			s.Post = p.yulBlockOrError("for loop post-iteration")
			s.Body = p.yulBlockOrError("for loop body")
			s.Loc = p.span(start)
			return s
		case "function":
			p.next()
			f := &YulFunctionDef{}
			f.Name, f.NameRange = p.name("of assembly function")
			if p.expect(opLParen, "after assembly function name") {
				for !p.eof() && !p.isOp(opRParen) {
					f.Params = append(f.Params, p.parseYulIdent())
					if !p.got(opComma) {
						break
					}
				}
				p.expect(opRParen, "to close the parameters")
			}
			if p.got(opYulArrow) {
				for {
					f.Returns = append(f.Returns, p.parseYulIdent())
					if !p.got(opComma) {
						break
					}
				}
			}
			f.Body = p.yulBlockOrError("function body")
			f.Loc = p.span(start)
			return f
		case "leave":
			p.next()
			return &YulLeave{Loc: p.span(start)}
		case "break":
			p.next()
			return &YulBreak{Loc: p.span(start)}
		case "continue":
			p.next()
			return &YulContinue{Loc: p.span(start)}
		}
		if p.isOpAt(1, opColon) {
			p.next()
			p.next()
			return &YulLabel{Loc: p.span(start), Name: p.text(t)}
		}
	}
	x := p.parseYulExpr()
	if id, ok := x.(*YulIdentifier); ok && (p.isOp(opComma) || p.isOp(opYulAssign)) {
		a := &YulAssign{Targets: []*YulIdentifier{id}}
		for p.got(opComma) {
			a.Targets = append(a.Targets, p.parseYulIdent())
		}
		if p.expect(opYulAssign, "in assembly assignment") {
			a.Value = p.parseYulExprReq()
		}
		a.Loc = p.span(start)
		return a
	}
	if x == nil {
		return nil
	}
	return &YulExprStmt{Loc: p.span(start), X: x}
}

func (p *parser) yulBlockOrError(context string) *YulBlock {
	if p.isOp(opLBrace) {
		return p.parseYulBlock()
	}
	p.errorExpected("'{'", context)
	return &YulBlock{Loc: p.span(p.pos())}
}

// parseYulIdent parses a possibly dotted identifier such as `x.slot`.
func (p *parser) parseYulIdent() *YulIdentifier {
	t := p.tok()
	if t.kind != tIdent {
		p.errorExpected("identifier", "in assembly")
		return &YulIdentifier{Loc: p.span(t.pos())}
	}
	p.next()
	end := t.end
	for p.isOp(opDot) && p.tok().off == end && p.peek(1).kind == tIdent && p.peek(1).off == end+1 {
		p.next()
		end = p.tok().end
		p.next()
	}
	return &YulIdentifier{Loc: p.span(t.pos()), Name: p.src[t.off:end]}
}

// parseYulExprReq parses an expression the grammar requires; when there is none it reports and returns an
// empty identifier, so that required fields are never nil.
func (p *parser) parseYulExprReq() YulExpr {
	if x := p.parseYulExpr(); x != nil {
		return x
	}
	return &YulIdentifier{Loc: p.span(p.pos())}
}

// parseYulExpr parses a call, identifier or literal. It returns nil, after reporting, when there is none.
func (p *parser) parseYulExpr() YulExpr {
	start := p.pos()
	t := p.tok()
	switch t.kind {
	case tNumber:
		p.next()
		return &YulLiteral{Loc: p.span(start), Kind: YulNumber, Value: p.text(t)}
	case tString:
		p.next()
		return &YulLiteral{Loc: p.span(start), Kind: YulString, Value: unquote(p.text(t))}
	case tHexString:
		p.next()
		return &YulLiteral{Loc: p.span(start), Kind: YulHexString, Value: hexDigits(p.text(t)[len("hex"):])}
	case tIdent:
		s := p.text(t)
		if s == "true" || s == "false" {
			p.next()
			return &YulLiteral{Loc: p.span(start), Kind: YulBool, Value: s}
		}
		id := p.parseYulIdent()
		if !p.isOp(opLParen) {
			return id
		}
		if !p.enter() {
			p.leave()
			return id
		}
		defer p.leave()
		p.next() // (
		c := &YulCall{Name: id.Name, NameRange: id.Span}
		for !p.eof() && !p.isOp(opRParen) {
			before := p.p
			arg := p.parseYulExpr()
			if arg != nil {
				c.Args = append(c.Args, arg)
			}
			if p.p == before || !p.got(opComma) {
				break
			}
		}
		p.expectIn(opRParen, "to close the call of ", c.Name, "")
		c.Loc = p.span(start)
		return c
	}
	p.errorExpected("assembly expression", "")
	return nil
}
