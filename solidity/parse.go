package solidity

import "math"

// MaxErrors is the number of syntax errors after which Parse gives up on the rest of a file.
const MaxErrors = 200

// MaxDepth bounds the nesting of blocks, expressions and types. Deeper input is reported as an error rather
// than risking the stack.
const MaxDepth = 500

// Parse parses one Solidity source file. It never panics and always returns a File whose Unit is not nil.
func Parse(path string, src []byte) (file *File) {
	file = &File{Path: path, Src: src}
	if len(src) > math.MaxInt32 {
		file.Unit = &SourceUnit{}
		file.Errors = []Error{{Pos: Position{Line: 1, Column: 1}, Message: "file too large to parse (over 2 GiB)"}}
		return file
	}
	defer func() {
		// An internal bug must not take the caller down: report it as an error on the file.
		if r := recover(); r != nil {
			if file.Unit == nil {
				file.Unit = &SourceUnit{}
			}
			// The message names the failure; the fuzz test reproduces it with a stack.
			file.Errors = append(file.Errors, Error{Pos: Position{Line: 1, Column: 1},
				Message: "internal parser error: " + panicText(r)})
		}
	}()
	text := string(src) // one copy; every name and literal in the tree is a substring of it
	lx := lex(text)
	p := &parser{src: text, toks: lx.toks, lastErr: -1}
	p.errs = lx.errs
	file.Comments = lx.comments
	file.Unit = p.parseSourceUnit()
	file.Errors = sortErrors(p.errs)
	return file
}

func panicText(r any) string {
	switch v := r.(type) {
	case error:
		return v.Error()
	case string:
		return v
	}
	return "unknown panic"
}

// sortErrors orders errors by offset (lexer and parser errors interleave) with a stable insertion sort: the
// lists are short and nearly sorted.
func sortErrors(errs []Error) []Error {
	for i := 1; i < len(errs); i++ {
		for j := i; j > 0 && errs[j].Pos.Offset < errs[j-1].Pos.Offset; j-- {
			errs[j], errs[j-1] = errs[j-1], errs[j]
		}
	}
	return errs
}

type parser struct {
	src   string
	toks  []token
	p     int // index of the current token
	errs  []Error
	depth int
	// deep is set once MaxDepth was exceeded, tooMany once MaxErrors were reported; the parser then stops.
	deep    bool
	tooMany bool
	// lastErr is the offset of the last reported error, to report one error per position.
	lastErr int
	slabs   nodeSlabs
	// memberCol is the column where the contract member or top-level item being parsed began.
	memberCol int
	// bodyDepth counts the function bodies being parsed (more than one only when a body lost its brace).
	bodyDepth int
}

// ---------------------------------------------------------------------------------------------------------------
// Token helpers

func (p *parser) tok() *token { return &p.toks[p.p] }

func (p *parser) peek(n int) *token {
	i := p.p + n
	if i >= len(p.toks) {
		i = len(p.toks) - 1
	}
	return &p.toks[i]
}

func (p *parser) text(t *token) string { return p.src[t.off:t.end] }

func (p *parser) next() {
	if p.p < len(p.toks)-1 {
		p.p++
	}
}

func (p *parser) eof() bool { return p.toks[p.p].kind == tEOF }

// prevEnd is the end position of the last consumed token.
func (p *parser) prevEnd() Position {
	if p.p == 0 {
		return p.toks[0].pos()
	}
	return p.toks[p.p-1].endPos()
}

func (p *parser) pos() Position { return p.toks[p.p].pos() }

// span is the range from start to the end of the last consumed token. When nothing was consumed since start
// (a placeholder for something missing) it is the empty range just after the last consumed token, so that it
// stays inside its parent's range.
func (p *parser) span(start Position) Loc {
	end := p.prevEnd()
	if end.Offset < start.Offset {
		return Loc{Span: Range{Start: end, End: end}}
	}
	return Loc{Span: Range{Start: start, End: end}}
}

func (p *parser) isOp(op uint8) bool {
	t := &p.toks[p.p]
	return t.kind == tPunct && t.op == op
}

func (p *parser) isOpAt(n int, op uint8) bool {
	t := p.peek(n)
	return t.kind == tPunct && t.op == op
}

// isWord reports whether the current token is the identifier or keyword w.
func (p *parser) isWord(w string) bool {
	t := &p.toks[p.p]
	return t.kind == tIdent && int(t.end-t.off) == len(w) && p.src[t.off:t.end] == w
}

func (p *parser) isWordAt(n int, w string) bool {
	t := p.peek(n)
	return t.kind == tIdent && int(t.end-t.off) == len(w) && p.src[t.off:t.end] == w
}

func (p *parser) got(op uint8) bool {
	if p.isOp(op) {
		p.next()
		return true
	}
	return false
}

func (p *parser) gotWord(w string) bool {
	if p.isWord(w) {
		p.next()
		return true
	}
	return false
}

var opText = [...]string{
	opNone: "", opLParen: "(", opRParen: ")", opLBrack: "[", opRBrack: "]", opLBrace: "{", opRBrace: "}",
	opSemi: ";", opComma: ",", opDot: ".", opColon: ":", opQuestion: "?", opArrow: "=>", opYulArrow: "->",
	opYulAssign: ":=", opStackAssign: "=:", opAssign: "=",
}

// expect consumes the punctuation op or reports "expected 'op' context".
func (p *parser) expect(op uint8, context string) bool {
	if p.got(op) {
		return true
	}
	p.errorExpected("'"+opText[op]+"'", context)
	return false
}

// expectIn is expect with a context made of three parts, joined only when the error is reported: building
// messages eagerly would cost an allocation per call on the hot path.
func (p *parser) expectIn(op uint8, a, b, c string) bool {
	if p.got(op) {
		return true
	}
	p.errorExpected("'"+opText[op]+"'", a+b+c)
	return false
}

func (p *parser) errorExpected(what, context string) {
	msg := "expected " + what
	if context != "" {
		msg += " " + context
	}
	p.errorHere(msg + ", found " + p.describe(p.tok()))
}

func (p *parser) describe(t *token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tIdent:
		if reservedWord(p.text(t)) {
			return "keyword '" + p.text(t) + "'"
		}
		return "identifier '" + p.text(t) + "'"
	case tNumber:
		return "number " + p.text(t)
	case tString, tHexString, tUniString:
		return "string literal"
	case tIllegal:
		return "invalid character"
	}
	s := p.text(t)
	return "'" + s + "'"
}

// errorHere reports msg at the current token, unless that token is an invalid character the lexer has
// already reported.
func (p *parser) errorHere(msg string) {
	if p.tok().kind == tIllegal {
		return
	}
	p.errorAt(p.pos(), msg)
}

func (p *parser) errorAt(pos Position, msg string) {
	if len(p.errs) > 0 && p.lastErr == pos.Offset || p.tooMany {
		return
	}
	p.lastErr = pos.Offset
	if len(p.errs) >= MaxErrors {
		// Past this many errors the input is not Solidity; stop instead of listing every token.
		p.tooMany = true
		p.errs = append(p.errs, Error{Pos: pos, Message: "too many syntax errors; the rest of the file is not parsed"})
		p.p = len(p.toks) - 1
		return
	}
	p.errs = append(p.errs, Error{Pos: pos, Message: msg})
}

// enter guards recursion depth; every enter is paired with leave.
func (p *parser) enter() bool {
	p.depth++
	if p.depth > MaxDepth {
		if !p.deep {
			p.deep = true
			p.errorHere("nesting too deep (more than 500 levels)")
		}
		p.p = len(p.toks) - 1 // stop parsing: jump to end of file
		return false
	}
	return true
}

func (p *parser) leave() { p.depth-- }

// name consumes an identifier and returns it with its range; reports an error and returns "" otherwise.
func (p *parser) name(context string) (string, Range) {
	t := p.tok()
	if t.kind == tIdent {
		p.next()
		return p.text(t), Range{t.pos(), t.endPos()}
	}
	p.errorExpected("name", context)
	return "", Range{t.pos(), t.pos()}
}

// reservedWord reports words that can never be identifiers, used to stop resynchronisation and in messages.
func reservedWord(s string) bool {
	switch s {
	case "contract", "interface", "library", "function", "modifier", "event", "struct", "enum", "pragma",
		"import", "using", "constructor", "if", "else", "for", "while", "do", "return", "returns", "break",
		"continue", "emit", "new", "delete", "mapping", "public", "private", "internal", "external", "pure",
		"view", "payable", "constant", "memory", "storage", "calldata", "indexed", "anonymous", "true", "false",
		"throw", "assembly", "try", "catch", "unchecked", "is", "var", "abstract", "virtual", "override",
		"immutable":
		return true
	}
	return false
}

// memberStart reports whether the current token starts a contract member or top-level declaration for sure;
// resynchronisation stops there.
func (p *parser) memberStart() bool {
	t := p.tok()
	if t.kind != tIdent {
		return false
	}
	switch p.text(t) {
	case "contract", "interface", "library", "modifier", "event", "struct", "enum", "pragma", "import",
		"using", "constructor", "abstract":
		return true
	case "function":
		// `function (` in a body starts a function-typed local variable; `function name` a definition.
		return p.peek(1).kind == tIdent || p.isOpAt(1, opLParen) && !p.inBody()
	case "fallback", "receive":
		return p.isOpAt(1, opLParen) && !p.inBody()
	}
	return false
}

// inBody is true while statements are parsed; memberStart uses it to treat `function (` as a type there.
func (p *parser) inBody() bool { return p.bodyDepth > 0 }

// ---------------------------------------------------------------------------------------------------------------
// Resynchronisation

// syncMember skips to the start of the next contract member or top-level item, or to a '}' closing the
// enclosing contract, always consuming at least one token unless at such a point already.
//
// Like syncStmt it also stops at a line that starts at or left of the column where the broken member began
// (memberCol), when that line starts with a word: in laid-out code, the next member.
func (p *parser) syncMember() {
	depth := 0
	for !p.eof() {
		if depth == 0 {
			if p.isOp(opRBrace) {
				return
			}
			if p.memberStart() {
				return
			}
			t := p.tok()
			if p.memberCol > 0 && p.p > 0 && p.toks[p.p-1].endLine < t.line && int(t.col) <= p.memberCol &&
				t.kind == tIdent {
				return
			}
		}
		switch {
		case p.isOp(opLBrace):
			depth++
		case p.isOp(opRBrace):
			if depth > 0 {
				depth--
			}
		case p.isOp(opSemi):
			if depth == 0 {
				p.next()
				return
			}
		}
		p.next()
		if depth == 0 && p.toks[p.p-1].kind == tPunct && p.toks[p.p-1].op == opRBrace {
			return
		}
	}
}

// syncStmt skips past the rest of a broken statement: to just after the next ';' at this level, to a '}' that
// closes the enclosing block, or to a member keyword (a body that lost its closing brace). When col is not 0 it
// also stops at a token that begins a line at or left of column col, since in laid-out code that is where the
// next statement starts; this keeps a garbage line from swallowing the statement after it.
func (p *parser) syncStmt(col int) {
	depth := 0
	for !p.eof() {
		t := p.tok()
		if depth == 0 {
			if p.memberStart() {
				return
			}
			if col > 0 && p.p > 0 && p.toks[p.p-1].endLine < t.line && int(t.col) <= col && startsStmt(t) {
				return
			}
		}
		switch {
		case p.isOp(opLBrace):
			depth++
		case p.isOp(opRBrace):
			if depth == 0 {
				return
			}
			depth--
			if depth == 0 {
				p.next()
				return
			}
		case p.isOp(opSemi):
			if depth == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

// startsStmt reports whether t can begin a statement.
func startsStmt(t *token) bool {
	switch t.kind {
	case tIdent:
		return true
	case tPunct:
		return t.op == opLParen || t.op == opLBrace || t.op == opInc
	}
	return false
}
