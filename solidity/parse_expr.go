package solidity

import "strings"

// ---------------------------------------------------------------------------------------------------------------
// Expressions: precedence climbing for binary operators, with assignment and the conditional on top.

// binaryPrec returns the precedence of a binary operator token (higher binds tighter), or 0.
func binaryPrec(t *token) int {
	if t.kind != tPunct {
		return 0
	}
	switch t.op {
	case opOrOr:
		return 1
	case opAndAnd:
		return 2
	case opEq:
		return 3
	case opRel:
		return 4
	case opOr:
		return 5
	case opXor:
		return 6
	case opAnd:
		return 7
	case opShift:
		return 8
	case opAdd:
		return 9
	case opMul:
		return 10
	case opExp:
		return 11
	}
	return 0
}

func (p *parser) bad(start Position) *BadExpr {
	return &BadExpr{Loc: p.span(start)}
}

// parseExpr parses a full expression, including assignments and the conditional operator.
func (p *parser) parseExpr() Expr {
	start := p.pos()
	if !p.enter() {
		p.leave()
		return p.bad(start)
	}
	defer p.leave()
	x := p.parseBinary(1)
	start = x.Range().Start // x may be an empty placeholder before the current token
	if p.isOp(opQuestion) {
		p.next()
		c := &ConditionalExpr{Cond: x}
		c.Then = p.parseExpr()
		p.expect(opColon, "in conditional expression")
		c.Else = p.parseExpr()
		c.Loc = p.span(start)
		return c
	}
	if t := p.tok(); t.kind == tPunct && (t.op == opAssign || t.op == opAssignOp) {
		op := p.text(t)
		p.next()
		a := p.slabs.assigns.new()
		*a = AssignExpr{Op: op, LHS: x, RHS: p.parseExpr()}
		a.Loc = p.span(start)
		return a
	}
	return x
}

func (p *parser) parseBinary(minPrec int) Expr {
	x := p.parseUnary()
	if _, bad := x.(*BadExpr); bad {
		return x // no operand: do not consume operators after it
	}
	start := x.Range().Start
	for {
		t := p.tok()
		prec := binaryPrec(t)
		if prec < minPrec || prec == 0 {
			return x
		}
		op := p.text(t)
		p.next()
		next := prec + 1
		if t.op == opExp {
			next = prec // right-associative
		}
		if !p.enter() {
			p.leave()
			return x
		}
		y := p.parseBinary(next)
		p.leave()
		b := p.slabs.binaries.new()
		*b = BinaryExpr{Op: op, X: x, Y: y}
		b.Loc = p.span(start)
		x = b
	}
}

func (p *parser) parseUnary() Expr {
	start := p.pos()
	t := p.tok()
	isPrefix := t.kind == tPunct && (t.op == opNot || t.op == opTilde || t.op == opInc || t.op == opAdd) ||
		t.kind == tIdent && p.isWord("delete")
	if !isPrefix {
		return p.parsePostfix()
	}
	if !p.enter() {
		p.leave()
		return p.bad(start)
	}
	defer p.leave()
	op := p.text(t)
	p.next()
	u := &UnaryExpr{Op: op, X: p.parseUnary()}
	u.Loc = p.span(start)
	return u
}

// parsePostfix parses a primary expression followed by member accesses, index accesses, calls, call options and
// postfix increments.
func (p *parser) parsePostfix() Expr {
	x := p.parsePrimary()
	if _, bad := x.(*BadExpr); bad {
		return x
	}
	start := x.Range().Start
	for {
		t := p.tok()
		if t.kind != tPunct {
			return x
		}
		switch t.op {
		case opDot:
			p.next()
			m := p.slabs.members.new()
			m.X = x
			mt := p.tok()
			if mt.kind == tIdent {
				m.Member = p.text(mt)
				m.MemberRange = Range{mt.pos(), mt.endPos()}
				p.next()
			} else {
				p.errorExpected("member name", "after '.'")
				m.MemberRange = Range{mt.pos(), mt.pos()}
			}
			m.Loc = p.span(start)
			x = m
		case opLBrack:
			p.next()
			var idx, end Expr
			isRange := false
			if !p.isOp(opRBrack) && !p.isOp(opColon) {
				idx = p.parseExpr()
			}
			if p.got(opColon) {
				isRange = true
				if !p.isOp(opRBrack) {
					end = p.parseExpr()
				}
			}
			p.expect(opRBrack, "to close the index")
			if isRange {
				r := &IndexRangeAccess{X: x, Start: idx, End: end}
				r.Loc = p.span(start)
				x = r
			} else {
				a := p.slabs.indexes.new()
				*a = IndexAccess{X: x, Index: idx}
				a.Loc = p.span(start)
				x = a
			}
		case opLParen:
			c := p.slabs.calls.new()
			c.Fun = x
			c.Args, c.ArgNames = p.parseCallArgs()
			c.Loc = p.span(start)
			x = c
		case opLBrace:
			// Call options `{name: value}`; a '{' followed by anything else ends the expression (a block).
			if !(p.peek(1).kind == tIdent && p.isOpAt(2, opColon)) {
				return x
			}
			p.next()
			o := &CallOptions{X: x}
			for !p.eof() && !p.isOp(opRBrace) {
				n, _ := p.name("of call option")
				if n == "" {
					break
				}
				p.expect(opColon, "after call option name")
				o.Names = append(o.Names, n)
				o.Values = append(o.Values, p.parseExpr())
				if !p.got(opComma) {
					break
				}
			}
			p.expect(opRBrace, "to close the call options")
			o.Loc = p.span(start)
			x = o
		case opInc:
			p.next()
			u := &UnaryExpr{Op: p.text(t), X: x, Postfix: true}
			u.Loc = p.span(start)
			x = u
		default:
			return x
		}
	}
}

// parseCallArgs parses `(a, b)` or `({x: a, y: b})`. The current token must be '('.
func (p *parser) parseCallArgs() ([]Expr, []string) {
	p.next() // (
	var args []Expr
	var names []string
	if p.isOp(opLBrace) && (p.isOpAt(1, opRBrace) || p.peek(1).kind == tIdent && p.isOpAt(2, opColon)) {
		p.next()
		names = []string{}
		for !p.eof() && !p.isOp(opRBrace) {
			n, _ := p.name("of named argument")
			if n == "" {
				break
			}
			p.expect(opColon, "after argument name")
			names = append(names, n)
			args = append(args, p.parseExpr())
			if !p.got(opComma) {
				break
			}
		}
		p.expect(opRBrace, "to close the named arguments")
		p.expect(opRParen, "to close the argument list")
		return args, names
	}
	for !p.eof() && !p.isOp(opRParen) {
		before := p.p
		args = append(args, p.parseExpr())
		if p.p == before {
			break
		}
		if !p.got(opComma) {
			break
		}
	}
	p.expect(opRParen, "to close the argument list")
	return args, names
}

func isUnit(s string) bool {
	switch s {
	case "wei", "gwei", "ether", "szabo", "finney", "seconds", "minutes", "hours", "days", "weeks", "years":
		return true
	}
	return false
}

func (p *parser) parsePrimary() Expr {
	start := p.pos()
	t := p.tok()
	switch t.kind {
	case tNumber:
		p.next()
		n := p.slabs.numbers.new()
		n.Value = p.text(t)
		if u := p.tok(); u.kind == tIdent && isUnit(p.text(u)) {
			n.Unit = p.text(u)
			p.next()
		}
		n.Loc = p.span(start)
		return n
	case tString, tUniString, tHexString:
		return p.parseStringLit()
	case tPunct:
		switch t.op {
		case opLParen:
			return p.parseTuple()
		case opLBrack:
			p.next()
			a := &ArrayLiteral{}
			for !p.eof() && !p.isOp(opRBrack) {
				before := p.p
				a.Elems = append(a.Elems, p.parseExpr())
				if p.p == before || !p.got(opComma) {
					break
				}
			}
			p.expect(opRBrack, "to close the array literal")
			a.Loc = p.span(start)
			return a
		}
	case tIdent:
		s := p.text(t)
		switch s {
		case "true", "false":
			p.next()
			return &BoolLiteral{Loc: p.span(start), Value: s == "true"}
		case "new":
			p.next()
			n := &NewExpr{Type: p.parseType()}
			n.Loc = p.span(start)
			return n
		case "payable":
			p.next()
			e := &ElementaryTypeName{Loc: p.span(start), Name: "address", Payable: true}
			return &ElementaryTypeExpr{Loc: e.Loc, Type: e}
		case "mapping", "function":
			typ := p.parseType()
			return &TypeExpr{Loc: p.span(start), Type: typ}
		}
		if isElementary(s) {
			e := p.parseElementary()
			x := p.slabs.elemExprs.new()
			*x = ElementaryTypeExpr{Loc: e.Loc, Type: e}
			return x
		}
		if reservedWord(s) {
			p.errorExpected("expression", "")
			return p.bad(start)
		}
		p.next()
		id := p.slabs.idents.new()
		*id = Identifier{Loc: p.span(start), Name: s}
		return id
	}
	p.errorExpected("expression", "")
	return p.bad(start)
}

// parseTuple parses `(a, b)`, `(x)` and `(a, , c)`. The current token must be '('.
func (p *parser) parseTuple() Expr {
	start := p.pos()
	p.next() // (
	tup := &TupleExpr{}
	if p.got(opRParen) {
		tup.Loc = p.span(start)
		return tup
	}
	for !p.eof() {
		if p.isOp(opComma) {
			tup.Elems = append(tup.Elems, nil)
			p.next()
			if p.isOp(opRParen) {
				tup.Elems = append(tup.Elems, nil)
				break
			}
			continue
		}
		before := p.p
		tup.Elems = append(tup.Elems, p.parseExpr())
		if p.p == before || !p.got(opComma) {
			break
		}
		if p.isOp(opRParen) {
			tup.Elems = append(tup.Elems, nil)
			break
		}
	}
	p.expect(opRParen, "to close the parenthesis")
	tup.Loc = p.span(start)
	return tup
}

// parseStringLit parses one or more adjacent string literals of the same kind.
func (p *parser) parseStringLit() Expr {
	start := p.pos()
	first := p.tok()
	kind := first.kind
	s := &StringLiteral{}
	switch kind {
	case tUniString:
		s.Kind = StringUnicode
	case tHexString:
		s.Kind = StringHex
	}
	var parts []string
	for p.tok().kind == kind {
		raw := p.text(p.tok())
		switch kind {
		case tString:
			parts = append(parts, unquote(raw))
		case tUniString:
			parts = append(parts, unquote(raw[len("unicode"):]))
		case tHexString:
			parts = append(parts, hexDigits(raw[len("hex"):]))
		}
		p.next()
	}
	if len(parts) == 1 {
		s.Value = parts[0]
	} else {
		s.Value = strings.Join(parts, "")
	}
	s.Loc = p.span(start)
	return s
}

// hexDigits returns the digits of a quoted hex string without quotes and underscores.
func hexDigits(q string) string {
	if len(q) < 2 {
		return ""
	}
	body := q[1 : len(q)-1]
	if q[len(q)-1] != q[0] {
		body = q[1:]
	}
	if strings.IndexByte(body, '_') < 0 {
		return body
	}
	return strings.ReplaceAll(body, "_", "")
}

// unquote decodes a quoted Solidity string literal. Malformed escapes are kept as written: the lexer has already
// reported unterminated strings, and escapes do not matter to analysis.
func unquote(q string) string {
	if len(q) < 2 {
		return ""
	}
	body := q[1:]
	if body[len(body)-1] == q[0] {
		body = body[:len(body)-1]
	}
	if strings.IndexByte(body, '\\') < 0 {
		return body
	}
	b := make([]byte, 0, len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			b = append(b, c)
			continue
		}
		i++
		switch body[i] {
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'v':
			b = append(b, '\v')
		case '0':
			b = append(b, 0)
		case '\n':
			// line continuation
		case '\r':
			if i+1 < len(body) && body[i+1] == '\n' {
				i++
			}
		case 'x':
			if i+2 < len(body) && isHex(body[i+1]) && isHex(body[i+2]) {
				b = append(b, unhex(body[i+1])<<4|unhex(body[i+2]))
				i += 2
			} else {
				b = append(b, '\\', 'x')
			}
		case 'u':
			if i+4 < len(body) && isHex(body[i+1]) && isHex(body[i+2]) && isHex(body[i+3]) && isHex(body[i+4]) {
				r := rune(unhex(body[i+1]))<<12 | rune(unhex(body[i+2]))<<8 | rune(unhex(body[i+3]))<<4 |
					rune(unhex(body[i+4]))
				b = appendRune(b, r)
				i += 4
			} else {
				b = append(b, '\\', 'u')
			}
		default:
			b = append(b, body[i])
		}
	}
	return string(b)
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func appendRune(b []byte, r rune) []byte {
	switch {
	case r < 0x80:
		return append(b, byte(r))
	case r < 0x800:
		return append(b, 0xC0|byte(r>>6), 0x80|byte(r)&0x3F)
	}
	return append(b, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
}
