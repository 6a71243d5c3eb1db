package solidity

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// The lexer turns the whole file into a slice of compact tokens before parsing starts: one allocation for the
// slice, none per token, and the parser gets free lookahead for the few places Solidity needs it (telling a
// declaration from an expression statement).

type tokKind uint8

const (
	tEOF       tokKind = iota
	tIllegal           // a byte that starts no token
	tIdent             // identifiers and all keywords; the parser tells keywords apart by text
	tNumber            // decimal, hexadecimal or scientific number
	tString            // "…" or '…'
	tHexString         // hex"…"
	tUniString         // unicode"…"
	tPunct             // operators and punctuation; op holds which
)

// Punctuation codes, kept in the token's op field.
const (
	opNone uint8 = iota
	opLParen
	opRParen
	opLBrack
	opRBrack
	opLBrace
	opRBrace
	opSemi
	opComma
	opDot
	opColon
	opQuestion
	opArrow       // =>
	opYulArrow    // ->
	opYulAssign   // :=
	opStackAssign // =:
	opAssign      // =
	opAssignOp    // += -= *= /= %= |= &= ^= <<= >>= >>>=
	opOrOr
	opAndAnd
	opEq  // == !=
	opRel // < > <= >=
	opOr
	opXor
	opAnd
	opShift // << >> >>>
	opAdd   // + -
	opMul   // * / %
	opExp   // **
	opNot   // !
	opTilde // ~
	opInc   // ++ --
)

type token struct {
	kind tokKind
	op   uint8
	off  int32 // start offset
	end  int32 // end offset (exclusive)
	line int32
	col  int32
	// endLine and endCol describe the end position; only strings with escaped newlines span lines.
	endLine int32
	endCol  int32
}

func (t *token) pos() Position {
	return Position{Offset: int(t.off), Line: int(t.line), Column: int(t.col)}
}

func (t *token) endPos() Position {
	return Position{Offset: int(t.end), Line: int(t.endLine), Column: int(t.endCol)}
}

type lexer struct {
	src       string
	i         int
	line      int
	lineStart int
	toks      []token
	comments  []Comment
	errs      []Error
}

func (lx *lexer) position(off int) Position {
	return Position{Offset: off, Line: lx.line, Column: off - lx.lineStart + 1}
}

func (lx *lexer) errorf(off int, msg string) {
	if len(lx.errs) < MaxErrors {
		lx.errs = append(lx.errs, Error{Pos: lx.position(off), Message: msg})
	}
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// lex tokenises src. The final token is always tEOF.
func lex(src string) *lexer {
	lx := &lexer{src: src, line: 1, toks: make([]token, 0, len(src)/6+64)}
	if len(src) >= 3 && src[:3] == "\xEF\xBB\xBF" {
		lx.i = 3 // a UTF-8 byte order mark, written by some editors
	}
	for {
		lx.skipSpaceAndComments()
		if lx.i >= len(lx.src) {
			p := lx.position(lx.i)
			lx.toks = append(lx.toks, token{kind: tEOF, off: int32(p.Offset), end: int32(p.Offset),
				line: int32(p.Line), col: int32(p.Column), endLine: int32(p.Line), endCol: int32(p.Column)})
			return lx
		}
		lx.next()
	}
}

func (lx *lexer) newline(at int) {
	lx.line++
	lx.lineStart = at + 1
}

func (lx *lexer) skipSpaceAndComments() {
	src := lx.src
	for lx.i < len(src) {
		c := src[lx.i]
		switch {
		case c == '\n':
			lx.newline(lx.i)
			lx.i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			lx.i++
		case c == '/' && lx.i+1 < len(src) && src[lx.i+1] == '/':
			start := lx.i
			sp := lx.position(start)
			j := lx.i + 2
			for j < len(src) && src[j] != '\n' {
				j++
			}
			text := src[start:j]
			// NatSpec is exactly three slashes; "////" lines are decoration.
			doc := len(text) >= 3 && text[2] == '/' && (len(text) == 3 || text[3] != '/')
			lx.i = j
			lx.comments = append(lx.comments, Comment{Range: Range{sp, lx.position(j)}, Text: text, Doc: doc})
		case c == '/' && lx.i+1 < len(src) && src[lx.i+1] == '*':
			start := lx.i
			sp := lx.position(start)
			j := lx.i + 2
			closed := false
			for j < len(src) {
				if src[j] == '*' && j+1 < len(src) && src[j+1] == '/' {
					j += 2
					closed = true
					break
				}
				if src[j] == '\n' {
					lx.newline(j)
				}
				j++
			}
			lx.i = j
			text := src[start:j]
			doc := len(text) >= 5 && text[2] == '*' && text[3] != '*'
			lx.comments = append(lx.comments, Comment{Range: Range{sp, lx.position(j)}, Text: text, Doc: doc})
			if !closed {
				lx.errs = append(lx.errs, Error{Pos: sp, Message: "comment not terminated: missing '*/'"})
			}
		default:
			return
		}
	}
}

func (lx *lexer) emit(kind tokKind, op uint8, start int, sp Position) {
	lx.toks = append(lx.toks, token{kind: kind, op: op, off: int32(start), end: int32(lx.i),
		line: int32(sp.Line), col: int32(sp.Column),
		endLine: int32(lx.line), endCol: int32(lx.i - lx.lineStart + 1)})
}

func (lx *lexer) next() {
	src := lx.src
	start := lx.i
	sp := lx.position(start)
	c := src[start]
	switch {
	case isLetter(c):
		j := start + 1
		for j < len(src) && (isLetter(src[j]) || isDigit(src[j])) {
			j++
		}
		if j < len(src) && (src[j] == '"' || src[j] == '\'') {
			switch src[start:j] {
			case "hex":
				lx.i = j
				lx.scanString(src[j])
				lx.emit(tHexString, 0, start, sp)
				return
			case "unicode":
				lx.i = j
				lx.scanString(src[j])
				lx.emit(tUniString, 0, start, sp)
				return
			}
		}
		lx.i = j
		lx.emit(tIdent, 0, start, sp)
		return
	case isDigit(c) || c == '.' && start+1 < len(src) && isDigit(src[start+1]):
		lx.scanNumber()
		lx.emit(tNumber, 0, start, sp)
		return
	case c == '"' || c == '\'':
		lx.scanString(c)
		lx.emit(tString, 0, start, sp)
		return
	}
	op, n := punct(src[start:])
	if n == 0 {
		// Skip a whole UTF-8 sequence so that the error names one character, then any further bytes that start
		// no token, so that a run of garbage is one error.
		n = 1
		for start+n < len(src) && src[start+n]&0xC0 == 0x80 {
			n++
		}
		lx.errorf(start, "unexpected character "+quoteChar(src[start:start+n]))
		for start+n < len(src) && startsNoToken(src[start+n:]) {
			n++
		}
		lx.i = start + n
		lx.emit(tIllegal, 0, start, sp)
		return
	}
	lx.i = start + n
	lx.emit(tPunct, op, start, sp)
}

// startsNoToken reports whether s begins with a byte that cannot start any token or space.
func startsNoToken(s string) bool {
	c := s[0]
	if isLetter(c) || isDigit(c) || c == '"' || c == '\'' || c == ' ' || c == '\t' || c == '\n' || c == '\r' {
		return false
	}
	_, n := punct(s)
	return n == 0
}

func quoteChar(s string) string {
	if len(s) == 1 && (s[0] < 0x20 || s[0] >= 0x7f) {
		const hexd = "0123456789abcdef"
		return "0x" + string([]byte{hexd[s[0]>>4], hexd[s[0]&15]})
	}
	// An invisible or direction-changing character printed as itself would hide in, or reorder, the message;
	// bytes that are no UTF-8 would garble it.
	if r, size := utf8.DecodeRuneInString(s); r == utf8.RuneError && size <= 1 || size != len(s) {
		return fmt.Sprintf("% x", s)
	} else if !unicode.IsGraphic(r) {
		return fmt.Sprintf("U+%04X", r)
	}
	return "'" + s + "'"
}

func (lx *lexer) scanNumber() {
	src := lx.src
	j := lx.i
	if src[j] == '0' && j+1 < len(src) && (src[j+1] == 'x' || src[j+1] == 'X') {
		j += 2
		for j < len(src) && (isHex(src[j]) || src[j] == '_') {
			j++
		}
		lx.i = j
		return
	}
	for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
		j++
	}
	if j+1 < len(src) && src[j] == '.' && isDigit(src[j+1]) {
		j++
		for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
			j++
		}
	} else if j < len(src) && src[j] == '.' && j == lx.i {
		j++
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && src[k] == '-' {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			j = k
			for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
				j++
			}
		}
	}
	lx.i = j
}

// scanString scans a quoted string starting at lx.i (the quote). A newline ends an unterminated string.
func (lx *lexer) scanString(q byte) {
	src := lx.src
	sp := lx.position(lx.i) // before any escaped newline moves the line on
	j := lx.i + 1
	for j < len(src) {
		c := src[j]
		if c == q {
			lx.i = j + 1
			return
		}
		if c == '\\' && j+1 < len(src) {
			if src[j+1] == '\n' {
				lx.newline(j + 1)
			} else if src[j+1] == '\r' && j+2 < len(src) && src[j+2] == '\n' {
				lx.newline(j + 2)
				j++
			}
			j += 2
			continue
		}
		if c == '\n' {
			break
		}
		j++
	}
	lx.i = j
	if len(lx.errs) < MaxErrors {
		lx.errs = append(lx.errs, Error{Pos: sp, Message: "string not terminated: missing closing quote"})
	}
}

// punct recognises the longest operator or punctuation at the start of s and returns its code and length.
func punct(s string) (uint8, int) {
	c := s[0]
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	c1 := at(1)
	switch c {
	case '(':
		return opLParen, 1
	case ')':
		return opRParen, 1
	case '[':
		return opLBrack, 1
	case ']':
		return opRBrack, 1
	case '{':
		return opLBrace, 1
	case '}':
		return opRBrace, 1
	case ';':
		return opSemi, 1
	case ',':
		return opComma, 1
	case '.':
		return opDot, 1
	case '?':
		return opQuestion, 1
	case ':':
		if c1 == '=' {
			return opYulAssign, 2
		}
		return opColon, 1
	case '=':
		switch c1 {
		case '>':
			return opArrow, 2
		case '=':
			return opEq, 2
		case ':':
			return opStackAssign, 2
		}
		return opAssign, 1
	case '!':
		if c1 == '=' {
			return opEq, 2
		}
		return opNot, 1
	case '~':
		return opTilde, 1
	case '<':
		if c1 == '<' {
			if at(2) == '=' {
				return opAssignOp, 3
			}
			return opShift, 2
		}
		if c1 == '=' {
			return opRel, 2
		}
		return opRel, 1
	case '>':
		if c1 == '>' {
			if at(2) == '>' {
				if at(3) == '=' {
					return opAssignOp, 4
				}
				return opShift, 3
			}
			if at(2) == '=' {
				return opAssignOp, 3
			}
			return opShift, 2
		}
		if c1 == '=' {
			return opRel, 2
		}
		return opRel, 1
	case '&':
		if c1 == '&' {
			return opAndAnd, 2
		}
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opAnd, 1
	case '|':
		if c1 == '|' {
			return opOrOr, 2
		}
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opOr, 1
	case '^':
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opXor, 1
	case '+':
		if c1 == '+' {
			return opInc, 2
		}
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opAdd, 1
	case '-':
		if c1 == '-' {
			return opInc, 2
		}
		if c1 == '=' {
			return opAssignOp, 2
		}
		if c1 == '>' {
			return opYulArrow, 2
		}
		return opAdd, 1
	case '*':
		if c1 == '*' {
			return opExp, 2
		}
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opMul, 1
	case '/', '%':
		if c1 == '=' {
			return opAssignOp, 2
		}
		return opMul, 1
	}
	return opNone, 0
}
