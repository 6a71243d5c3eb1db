package solidity

import "strings"

// ---------------------------------------------------------------------------------------------------------------
// Source unit and contracts

func (p *parser) parseSourceUnit() *SourceUnit {
	u := &SourceUnit{}
	for !p.eof() {
		before := p.p
		p.memberCol = int(p.tok().col)
		if d := p.parseTopLevel(); d != nil {
			u.Items = append(u.Items, d)
		}
		if p.p == before && !p.eof() {
			// Nothing consumed: report (once per position) and skip to something we know.
			p.errorHere("expected a pragma, import, contract or declaration, found " + p.describe(p.tok()))
			p.next()
			p.syncMember()
		}
	}
	// The unit spans the whole file, leading comments and trailing space included.
	u.Span = Range{Start: Position{Offset: 0, Line: 1, Column: 1}, End: p.tok().endPos()}
	return u
}

func (p *parser) parseTopLevel() Decl {
	t := p.tok()
	if t.kind != tIdent {
		p.got(opSemi) // stray semicolons are allowed between items
		return nil
	}
	switch p.text(t) {
	case "pragma":
		return p.parsePragma()
	case "import":
		return p.parseImport()
	case "contract", "interface", "library", "abstract":
		return p.parseContract()
	}
	return p.parseMember()
}

func (p *parser) parsePragma() Decl {
	start := p.pos()
	p.next() // pragma
	d := &PragmaDirective{}
	if p.tok().kind == tIdent {
		d.Name = p.text(p.tok())
		p.next()
	} else {
		p.errorExpected("pragma name", "after 'pragma'")
	}
	// The value is raw text up to ';'.
	vstart := p.tok().off
	vend := vstart
	for !p.eof() && !p.isOp(opSemi) && !p.memberStart() {
		vend = p.tok().end
		p.next()
	}
	d.Value = strings.TrimSpace(p.src[vstart:vend])
	p.expect(opSemi, "after pragma")
	d.Loc = p.span(start)
	return d
}

func (p *parser) parseImport() Decl {
	start := p.pos()
	p.next() // import
	d := &ImportDirective{}
	switch {
	case p.isStringTok():
		d.Path, d.PathRange = p.importPath()
		if p.gotWord("as") {
			d.UnitAlias, _ = p.name("after 'as'")
		}
	case p.isOp(opMul):
		p.next()
		if !p.gotWord("as") {
			p.errorExpected("'as'", "after 'import *'")
		}
		d.UnitAlias, _ = p.name("after 'import * as'")
		p.importFrom(d)
	case p.isOp(opLBrace):
		p.next()
		d.Symbols = []*ImportSymbol{}
		for !p.eof() && !p.isOp(opRBrace) {
			s := &ImportSymbol{}
			sstart := p.pos()
			s.Name, _ = p.name("in import list")
			if s.Name == "" {
				break
			}
			if p.gotWord("as") {
				s.Alias, _ = p.name("after 'as'")
			}
			s.Loc = p.span(sstart)
			d.Symbols = append(d.Symbols, s)
			if !p.got(opComma) {
				break
			}
		}
		p.expect(opRBrace, "to close the import list")
		p.importFrom(d)
	case p.tok().kind == tIdent:
		// `import x from "y";` is not Solidity, but old grammars accepted it: read it as `import * as x`.
		d.UnitAlias, _ = p.name("")
		p.importFrom(d)
	default:
		p.errorExpected("import path", "after 'import'")
	}
	if !p.expect(opSemi, "after import") {
		p.syncMember()
	}
	d.Loc = p.span(start)
	return d
}

func (p *parser) importFrom(d *ImportDirective) {
	if !p.gotWord("from") {
		p.errorExpected("'from'", "in import")
		return
	}
	if !p.isStringTok() {
		p.errorExpected("import path", "after 'from'")
		return
	}
	d.Path, d.PathRange = p.importPath()
}

func (p *parser) isStringTok() bool { return p.tok().kind == tString }

func (p *parser) importPath() (string, Range) {
	t := p.tok()
	p.next()
	return unquote(p.text(t)), Range{t.pos(), t.endPos()}
}

func (p *parser) parseContract() Decl {
	start := p.pos()
	c := &ContractDefinition{}
	if p.gotWord("abstract") {
		c.Abstract = true
	}
	switch {
	case p.gotWord("contract"):
		c.Kind = KindContract
	case p.gotWord("interface"):
		c.Kind = KindInterface
	case p.gotWord("library"):
		c.Kind = KindLibrary
	default:
		p.errorExpected("'contract'", "after 'abstract'")
	}
	c.Name, c.NameRange = p.name("of contract")
	if p.gotWord("is") {
		for !p.eof() {
			c.Bases = append(c.Bases, p.parseInheritance())
			if !p.got(opComma) {
				break
			}
		}
	}
	// `layout at <expr>` (0.8.29 custom storage layout) is accepted and not represented.
	if p.isWord("layout") && p.isWordAt(1, "at") {
		p.next()
		p.next()
		p.parseExpr()
	}
	if !p.expect(opLBrace, "to open the contract body") {
		p.syncMember()
		if !p.got(opLBrace) {
			c.Loc = p.span(start)
			return c
		}
	}
	for !p.eof() && !p.isOp(opRBrace) {
		if p.isWord("contract") || p.isWord("interface") || p.isWord("library") || p.isWord("abstract") ||
			p.isWord("pragma") || p.isWord("import") {
			// The contract lost its closing brace; let the source unit take the next item.
			p.errorHere("expected '}' to close contract " + c.Name + ", found " + p.describe(p.tok()))
			c.Loc = p.span(start)
			return c
		}
		before := p.p
		p.memberCol = int(p.tok().col)
		if m := p.parseMember(); m != nil {
			c.Members = append(c.Members, m)
		}
		if p.p == before {
			p.errorHere("expected a contract member, found " + p.describe(p.tok()))
			p.next()
			p.syncMember()
		}
	}
	p.expectIn(opRBrace, "to close contract ", c.Name, "")
	c.Loc = p.span(start)
	return c
}

func (p *parser) parseInheritance() *InheritanceSpecifier {
	start := p.pos()
	s := &InheritanceSpecifier{Base: p.parsePath("base contract name")}
	if s.Base.Names[0] != "" && p.isOp(opLParen) {
		s.HasArgs = true
		s.Args, _ = p.parseCallArgs()
	}
	s.Loc = p.span(start)
	return s
}

func (p *parser) parsePath(context string) *IdentifierPath {
	start := p.pos()
	path := p.slabs.paths.new()
	n, r := p.name(context)
	path.Names = append(path.Names, n)
	path.Ranges = append(path.Ranges, r)
	for p.isOp(opDot) && p.peek(1).kind == tIdent {
		p.next()
		n, r = p.name(context)
		path.Names = append(path.Names, n)
		path.Ranges = append(path.Ranges, r)
	}
	path.Loc = p.span(start)
	return path
}

// parseMember parses one contract member or top-level declaration (the grammar is the same, the compiler tells
// what is allowed where). It returns nil after a stray ';', and nil without consuming anything when the current
// token starts no member; the caller reports that.
func (p *parser) parseMember() Decl {
	t := p.tok()
	if t.kind == tPunct && t.op == opSemi {
		p.next()
		return nil
	}
	if t.kind != tIdent {
		return nil
	}
	switch p.text(t) {
	case "function":
		if !p.functionTypeVarAhead() {
			return p.parseFunction()
		}
	case "constructor":
		if p.isOpAt(1, opLParen) {
			return p.parseFunction()
		}
	case "fallback", "receive":
		if p.isOpAt(1, opLParen) {
			return p.parseFunction()
		}
	case "modifier":
		return p.parseModifier()
	case "event":
		return p.parseEvent()
	case "error":
		if p.peek(1).kind == tIdent && p.isOpAt(2, opLParen) {
			return p.parseError()
		}
	case "struct":
		return p.parseStruct()
	case "enum":
		return p.parseEnum()
	case "using":
		return p.parseUsing()
	case "type":
		if p.peek(1).kind == tIdent && p.isWordAt(2, "is") {
			return p.parseUDVT()
		}
	}
	if !p.startsType() {
		return nil
	}
	return p.parseStateVariable()
}

// functionTypeVarAhead reports whether a member starting with `function (` declares a state variable of function
// type (`function (uint) external returns (bool) f;`) rather than an unnamed fallback function.
func (p *parser) functionTypeVarAhead() bool {
	if !p.isOpAt(1, opLParen) {
		return false
	}
	i, ok := p.scanType(p.p, 0)
	if !ok || i+1 >= len(p.toks) {
		return false
	}
	// After the type: attributes and a name followed by ';' or '='.
	for ; i+1 < len(p.toks) && p.toks[i].kind == tIdent; i++ {
		switch p.text(&p.toks[i]) {
		case "public", "private", "internal", "constant", "immutable":
			continue
		}
		next := &p.toks[i+1]
		return next.kind == tPunct && (next.op == opSemi || next.op == opAssign)
	}
	return false
}

// startsType reports whether the current token can begin a type name.
func (p *parser) startsType() bool {
	t := p.tok()
	if t.kind != tIdent {
		return false
	}
	s := p.text(t)
	if s == "mapping" || s == "function" {
		return true
	}
	return !reservedWord(s) || isElementary(s)
}

func (p *parser) parseStateVariable() Decl {
	start := p.pos()
	v := &StateVariableDeclaration{}
	v.Type = p.parseType()
loop:
	for p.tok().kind == tIdent {
		// An attribute word directly followed by ';' or '=' is the variable's name (old code used such names).
		if p.isOpAt(1, opSemi) || p.isOpAt(1, opAssign) {
			break
		}
		switch p.text(p.tok()) {
		case "public":
			v.Visibility = VisibilityPublic
		case "private":
			v.Visibility = VisibilityPrivate
		case "internal":
			v.Visibility = VisibilityInternal
		case "external":
			v.Visibility = VisibilityExternal
		case "constant":
			v.Constant = true
		case "immutable":
			v.Immutable = true
		case "transient":
			v.Transient = true
		case "override":
			v.Override = p.parseOverride()
			continue
		default:
			break loop
		}
		p.next()
	}
	v.Name, v.NameRange = p.name("of state variable")
	if p.got(opAssign) {
		v.Value = p.parseExpr()
	}
	if !p.expect(opSemi, "after state variable declaration") {
		p.syncMember()
	}
	v.Loc = p.span(start)
	return v
}

func (p *parser) parseOverride() *OverrideSpecifier {
	start := p.pos()
	p.next() // override
	o := &OverrideSpecifier{}
	if p.got(opLParen) {
		for p.tok().kind == tIdent {
			o.Bases = append(o.Bases, p.parsePath("in override list"))
			if !p.got(opComma) {
				break
			}
		}
		p.expect(opRParen, "to close the override list")
	}
	o.Loc = p.span(start)
	return o
}

func (p *parser) parseFunction() Decl {
	start := p.pos()
	f := &FunctionDefinition{}
	switch p.text(p.tok()) {
	case "constructor":
		f.Kind = FunctionConstructor
		p.next()
	case "fallback":
		f.Kind = FunctionFallback
		p.next()
	case "receive":
		f.Kind = FunctionReceive
		p.next()
	default: // function
		p.next()
		if p.isOp(opLParen) {
			f.Kind = FunctionLegacyFallback
		} else {
			f.Name, f.NameRange = p.name("of function")
		}
	}
	f.Params = p.parseParams(paramFunction)
	p.parseFunctionHeader(f)
	if p.isOp(opLBrace) {
		p.bodyDepth++
		f.Body = p.parseBlock()
		f.Body.index.body = true
		p.bodyDepth--
	} else if !p.got(opSemi) {
		p.errorExpected("'{' or ';'", "after function header")
		p.syncMember()
	}
	f.Loc = p.span(start)
	return f
}

func (p *parser) parseFunctionHeader(f *FunctionDefinition) {
	for !p.eof() {
		t := p.tok()
		if t.kind != tIdent {
			return
		}
		switch p.text(t) {
		case "public":
			f.Visibility = VisibilityPublic
		case "private":
			f.Visibility = VisibilityPrivate
		case "internal":
			f.Visibility = VisibilityInternal
		case "external":
			f.Visibility = VisibilityExternal
		case "pure":
			f.Mutability = MutabilityPure
		case "view":
			f.Mutability = MutabilityView
		case "payable":
			f.Mutability = MutabilityPayable
		case "constant":
			f.Mutability = MutabilityConstant
		case "virtual":
			f.Virtual = true
		case "override":
			f.Override = p.parseOverride()
			continue
		case "returns":
			p.next()
			f.Returns = p.parseParams(paramReturn)
			continue
		default:
			if reservedWord(p.text(t)) {
				return
			}
			f.Modifiers = append(f.Modifiers, p.parseModifierInvocation())
			continue
		}
		p.next()
	}
}

func (p *parser) parseModifierInvocation() *ModifierInvocation {
	start := p.pos()
	m := &ModifierInvocation{Name: p.parsePath("of modifier")}
	if p.isOp(opLParen) {
		m.HasArgs = true
		m.Args, _ = p.parseCallArgs()
	}
	m.Loc = p.span(start)
	return m
}

func (p *parser) parseModifier() Decl {
	start := p.pos()
	p.next() // modifier
	m := &ModifierDefinition{}
	m.Name, m.NameRange = p.name("of modifier")
	if p.isOp(opLParen) {
		m.Params = p.parseParams(paramFunction)
	}
	for p.tok().kind == tIdent {
		if p.isWord("virtual") {
			m.Virtual = true
			p.next()
		} else if p.isWord("override") {
			m.Override = p.parseOverride()
		} else {
			break
		}
	}
	if p.isOp(opLBrace) {
		p.bodyDepth++
		m.Body = p.parseBlock()
		m.Body.index.body = true
		p.bodyDepth--
	} else if !p.got(opSemi) {
		p.errorExpected("'{' or ';'", "after modifier header")
		p.syncMember()
	}
	m.Loc = p.span(start)
	return m
}

func (p *parser) parseEvent() Decl {
	start := p.pos()
	p.next() // event
	e := &EventDefinition{}
	e.Name, e.NameRange = p.name("of event")
	e.Params = p.parseParams(paramEvent)
	if p.gotWord("anonymous") {
		e.Anonymous = true
	}
	if !p.expect(opSemi, "after event declaration") {
		p.syncMember()
	}
	e.Loc = p.span(start)
	return e
}

func (p *parser) parseError() Decl {
	start := p.pos()
	p.next() // error
	e := &ErrorDefinition{}
	e.Name, e.NameRange = p.name("of error")
	e.Params = p.parseParams(paramError)
	if !p.expect(opSemi, "after error declaration") {
		p.syncMember()
	}
	e.Loc = p.span(start)
	return e
}

func (p *parser) parseStruct() Decl {
	start := p.pos()
	p.next() // struct
	s := &StructDefinition{}
	s.Name, s.NameRange = p.name("of struct")
	if !p.expect(opLBrace, "to open the struct body") {
		p.syncMember()
		s.Loc = p.span(start)
		return s
	}
	for !p.eof() && !p.isOp(opRBrace) {
		if p.memberStart() && !(p.isWord("function") && p.isOpAt(1, opLParen)) {
			break // the struct lost its closing brace
		}
		mstart := p.pos()
		if !p.startsType() {
			p.errorExpected("struct member type", "")
			p.syncStmt(0)
			continue
		}
		m := p.slabs.vars.new()
		m.Type = p.parseType()
		m.Name, m.NameRange = p.name("of struct member")
		m.Loc = p.span(mstart)
		s.Members = append(s.Members, m)
		if !p.expect(opSemi, "after struct member") {
			p.syncStmt(0)
		}
	}
	p.expectIn(opRBrace, "to close struct ", s.Name, "")
	s.Loc = p.span(start)
	return s
}

func (p *parser) parseEnum() Decl {
	start := p.pos()
	p.next() // enum
	e := &EnumDefinition{}
	e.Name, e.NameRange = p.name("of enum")
	if !p.expect(opLBrace, "to open the enum body") {
		p.syncMember()
		e.Loc = p.span(start)
		return e
	}
	for !p.eof() && !p.isOp(opRBrace) {
		t := p.tok()
		if t.kind != tIdent {
			p.errorExpected("enum value", "")
			break
		}
		p.next()
		e.Values = append(e.Values, &EnumValue{Loc: Loc{Range{t.pos(), t.endPos()}}, Name: p.text(t)})
		if !p.got(opComma) {
			break
		}
	}
	if !p.expectIn(opRBrace, "to close enum ", e.Name, "") {
		p.syncMember()
	}
	e.Loc = p.span(start)
	return e
}

func (p *parser) parseUDVT() Decl {
	start := p.pos()
	p.next() // type
	d := &UserDefinedValueTypeDefinition{}
	d.Name, d.NameRange = p.name("of user-defined value type")
	p.next() // is
	if t := p.tok(); t.kind == tIdent && isElementary(p.text(t)) {
		d.Underlying = p.parseElementary()
	} else {
		p.errorExpected("elementary type", "after 'is'")
	}
	if !p.expect(opSemi, "after user-defined value type") {
		p.syncMember()
	}
	d.Loc = p.span(start)
	return d
}

func (p *parser) parseUsing() Decl {
	start := p.pos()
	p.next() // using
	u := &UsingDirective{}
	if p.got(opLBrace) {
		u.Functions = []*UsingFunction{}
		for !p.eof() && !p.isOp(opRBrace) {
			if p.tok().kind != tIdent {
				p.errorExpected("function name", "in using list")
				break
			}
			fstart := p.pos()
			uf := &UsingFunction{Path: p.parsePath("in using list")}
			if p.gotWord("as") {
				if t := p.tok(); t.kind == tPunct && t.op >= opEq {
					uf.Operator = p.text(t)
					p.next()
				} else {
					p.errorExpected("operator", "after 'as'")
				}
			}
			uf.Loc = p.span(fstart)
			u.Functions = append(u.Functions, uf)
			if !p.got(opComma) {
				break
			}
		}
		p.expect(opRBrace, "to close the using list")
	} else {
		u.Library = p.parsePath("of library")
	}
	if !p.gotWord("for") {
		p.errorExpected("'for'", "in using directive")
	} else if !p.got(opMul) {
		u.Type = p.parseType()
	}
	if p.gotWord("global") {
		u.Global = true
	}
	if !p.expect(opSemi, "after using directive") {
		p.syncMember()
	}
	u.Loc = p.span(start)
	return u
}

// ---------------------------------------------------------------------------------------------------------------
// Parameters and types

// paramContext names a parameter list in error messages.
type paramContext string

const (
	paramFunction paramContext = "parameter list"
	paramReturn   paramContext = "return parameter list"
	paramEvent    paramContext = "event parameter list"
	paramError    paramContext = "error parameter list"
	paramCatch    paramContext = "catch parameter list"
	paramFuncType paramContext = "function type parameter list"
)

// parseParams parses `( type [location] [indexed] [name], … )`.
func (p *parser) parseParams(ctx paramContext) []*VariableDeclaration {
	if !p.expectIn(opLParen, "to open the ", string(ctx), "") {
		return nil
	}
	var list []*VariableDeclaration
	for !p.eof() && !p.isOp(opRParen) {
		if !p.startsType() {
			p.errorExpected("parameter type", "")
			break
		}
		list = append(list, p.parseParam())
		if !p.got(opComma) {
			break
		}
	}
	if !p.expectIn(opRParen, "to close the ", string(ctx), "") {
		// Skip to the closing parenthesis of a broken list when it is near.
		for depth := 0; !p.eof() && !p.isOp(opLBrace) && !p.isOp(opSemi) && !p.memberStart(); p.next() {
			if p.isOp(opLParen) {
				depth++
			} else if p.isOp(opRParen) {
				if depth == 0 {
					p.next()
					break
				}
				depth--
			}
		}
	}
	return list
}

func (p *parser) parseParam() *VariableDeclaration {
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
		case "indexed":
			v.Indexed = true
		default:
			v.Name, v.NameRange = p.name("")
			v.Loc = p.span(start)
			return v
		}
		p.next()
	}
	v.Loc = p.span(start)
	return v
}

// isElementary reports whether s names a built-in type.
func isElementary(s string) bool {
	switch s {
	case "address", "bool", "string", "bytes", "byte", "int", "uint", "fixed", "ufixed":
		return true
	}
	switch {
	case strings.HasPrefix(s, "uint"):
		return isBits(s[4:])
	case strings.HasPrefix(s, "int"):
		return isBits(s[3:])
	case strings.HasPrefix(s, "bytes"):
		n, ok := smallNumber(s[5:])
		return ok && n >= 1 && n <= 32
	case strings.HasPrefix(s, "ufixed"):
		return isFixed(s[6:])
	case strings.HasPrefix(s, "fixed"):
		return isFixed(s[5:])
	}
	return false
}

func isBits(s string) bool {
	n, ok := smallNumber(s)
	return ok && n >= 8 && n <= 256 && n%8 == 0
}

func isFixed(s string) bool {
	i := strings.IndexByte(s, 'x')
	if i < 0 {
		return false
	}
	m, ok1 := smallNumber(s[:i])
	n, ok2 := smallNumber(s[i+1:])
	return ok1 && ok2 && m >= 8 && m <= 256 && m%8 == 0 && n <= 80
}

func smallNumber(s string) (int, bool) {
	if len(s) == 0 || len(s) > 3 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

func (p *parser) parseElementary() *ElementaryTypeName {
	t := p.tok()
	p.next()
	e := p.slabs.elems.new()
	e.Name = p.text(t)
	if e.Name == "address" && p.isWord("payable") {
		p.next()
		e.Payable = true
	}
	e.Loc = p.span(t.pos())
	return e
}

// parseType parses a type name with any array suffixes.
func (p *parser) parseType() TypeName {
	start := p.pos()
	if !p.enter() {
		p.leave()
		return &ElementaryTypeName{Loc: p.span(start)}
	}
	defer p.leave()
	var typ TypeName
	t := p.tok()
	switch {
	case t.kind != tIdent:
		p.errorExpected("type name", "")
		return &UserDefinedTypeName{Loc: p.span(start), Path: &IdentifierPath{Loc: p.span(start)}}
	case p.isWord("mapping"):
		typ = p.parseMapping()
	case p.isWord("function"):
		typ = p.parseFunctionType()
	case isElementary(p.text(t)):
		typ = p.parseElementary()
	default:
		u := p.slabs.userTypes.new()
		u.Path = p.parsePath("of type")
		u.Loc = p.span(start)
		typ = u
	}
	for p.isOp(opLBrack) {
		p.next()
		a := &ArrayTypeName{Elem: typ}
		if !p.isOp(opRBrack) {
			a.Length = p.parseExpr()
		}
		p.expect(opRBrack, "to close the array length")
		a.Loc = p.span(start)
		typ = a
	}
	return typ
}

func (p *parser) parseMapping() TypeName {
	start := p.pos()
	p.next() // mapping
	m := &Mapping{}
	p.expect(opLParen, "after 'mapping'")
	m.Key = p.parseType()
	if p.tok().kind == tIdent {
		m.KeyName, _ = p.name("")
	}
	p.expect(opArrow, "in mapping type")
	m.Value = p.parseType()
	if p.tok().kind == tIdent {
		m.ValueName, _ = p.name("")
	}
	p.expect(opRParen, "to close the mapping type")
	m.Loc = p.span(start)
	return m
}

func (p *parser) parseFunctionType() TypeName {
	start := p.pos()
	p.next() // function
	f := &FunctionTypeName{Params: p.parseParams(paramFuncType)}
	for p.tok().kind == tIdent {
		switch p.text(p.tok()) {
		case "internal":
			f.Visibility = VisibilityInternal
		case "external":
			f.Visibility = VisibilityExternal
		case "public":
			f.Visibility = VisibilityPublic
		case "private":
			f.Visibility = VisibilityPrivate
		case "pure":
			f.Mutability = MutabilityPure
		case "view":
			f.Mutability = MutabilityView
		case "payable":
			f.Mutability = MutabilityPayable
		case "constant":
			f.Mutability = MutabilityConstant
		case "returns":
			p.next()
			f.Returns = p.parseParams(paramFuncType)
			f.Loc = p.span(start)
			return f
		default:
			f.Loc = p.span(start)
			return f
		}
		p.next()
	}
	f.Loc = p.span(start)
	return f
}
