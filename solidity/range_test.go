package solidity

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// checkStructure verifies what must hold for any input, valid or not: every range lies inside the source with
// consistent line and column numbers, every child lies inside its parent, siblings come in source order, and
// errors and comments are sorted. It returns the first problem found.
func checkStructure(f *File) error {
	src := f.Src
	lineStarts := []int{0}
	for i, c := range src {
		if c == '\n' {
			lineStarts = append(lineStarts, i+1)
		}
	}
	checkPos := func(what string, p Position) error {
		if p.Offset < 0 || p.Offset > len(src) {
			return fmt.Errorf("%s: offset %d outside the source (length %d)", what, p.Offset, len(src))
		}
		line := sort.SearchInts(lineStarts, p.Offset+1) // lines starting at or before the offset
		col := p.Offset - lineStarts[line-1] + 1
		if p.Line != line || p.Column != col {
			return fmt.Errorf("%s: offset %d is at %d:%d, position says %d:%d", what, p.Offset, line, col, p.Line, p.Column)
		}
		return nil
	}
	checkRange := func(what string, r Range) error {
		if err := checkPos(what+" start", r.Start); err != nil {
			return err
		}
		if err := checkPos(what+" end", r.End); err != nil {
			return err
		}
		if r.End.Offset < r.Start.Offset {
			return fmt.Errorf("%s: range %d..%d is inverted", what, r.Start.Offset, r.End.Offset)
		}
		return nil
	}
	if f.Unit == nil {
		return fmt.Errorf("Unit is nil")
	}
	for i, e := range f.Errors {
		if err := checkPos("error "+e.Message, e.Pos); err != nil {
			return err
		}
		if i > 0 && e.Pos.Offset < f.Errors[i-1].Pos.Offset {
			return fmt.Errorf("errors out of order: %v after %v", e, f.Errors[i-1])
		}
		if e.Message == "" {
			return fmt.Errorf("error without a message at %d", e.Pos.Offset)
		}
	}
	for i, c := range f.Comments {
		if err := checkRange("comment", c.Range); err != nil {
			return err
		}
		if string(c.Range.Text(src)) != c.Text {
			return fmt.Errorf("comment text %q does not match its range", c.Text)
		}
		if i > 0 && c.Range.Start.Offset < f.Comments[i-1].Range.End.Offset {
			return fmt.Errorf("comments overlap at %d", c.Range.Start.Offset)
		}
	}
	type frame struct {
		n       Node
		lastEnd int
	}
	var stack []frame
	var problem error
	Inspect(f.Unit, func(n Node) bool {
		if problem != nil {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		r := n.Range()
		name := fmt.Sprintf("%T at %d", n, r.Start.Offset)
		if err := checkRange(name, r); err != nil {
			problem = err
			return false
		}
		if len(stack) > 0 {
			parent := &stack[len(stack)-1]
			pr := parent.n.Range()
			if r.Start.Offset < pr.Start.Offset || r.End.Offset > pr.End.Offset {
				problem = fmt.Errorf("%s (%d..%d) is outside its parent %T (%d..%d)", name, r.Start.Offset,
					r.End.Offset, parent.n, pr.Start.Offset, pr.End.Offset)
				return false
			}
			// A function header may list modifiers after `returns`, so only its other children are ordered.
			_, header := parent.n.(*FunctionDefinition)
			if !header && r.Start.Offset < parent.lastEnd {
				problem = fmt.Errorf("%s starts before its previous sibling ends (%d) in %T", name, parent.lastEnd, parent.n)
				return false
			}
			parent.lastEnd = r.End.Offset
		}
		stack = append(stack, frame{n: n, lastEnd: r.Start.Offset})
		return true
	})
	return problem
}

// checkTokens verifies, for an error-free parse, that each node's range starts with the token it should.
func checkTokens(f *File) error {
	src := string(f.Src)
	var problem error
	text := func(n Node) string { r := n.Range(); return src[r.Start.Offset:r.End.Offset] }
	fail := func(n Node, want string) {
		if problem == nil {
			r := n.Range()
			problem = fmt.Errorf("%T at %d:%d: text %q, want %s", n, r.Start.Line, r.Start.Column, clip(text(n)), want)
		}
	}
	startsWord := func(n Node, words ...string) {
		s := text(n)
		for _, w := range words {
			if strings.HasPrefix(s, w) && (len(s) == len(w) || !isLetter(s[len(w)]) && !isDigit(s[len(w)])) {
				return
			}
		}
		fail(n, "one of "+strings.Join(words, " "))
	}
	nameAt := func(n Node, name string, r Range) {
		if name != "" && string(r.Text(f.Src)) != name {
			fail(n, "name range to hold "+name)
		}
	}
	Inspect(f.Unit, func(n Node) bool {
		if n == nil || problem != nil {
			return problem == nil
		}
		switch v := n.(type) {
		case *PragmaDirective:
			startsWord(n, "pragma")
		case *ImportDirective:
			startsWord(n, "import")
			if want := v.Path; !strings.Contains(string(v.PathRange.Text(f.Src)), want) {
				fail(n, "path range to hold "+want)
			}
		case *ContractDefinition:
			startsWord(n, "contract", "interface", "library", "abstract")
			nameAt(n, v.Name, v.NameRange)
		case *FunctionDefinition:
			startsWord(n, "function", "constructor", "fallback", "receive")
			nameAt(n, v.Name, v.NameRange)
			if !strings.HasSuffix(text(n), "}") && !strings.HasSuffix(text(n), ";") {
				fail(n, "to end with } or ;")
			}
		case *ModifierDefinition:
			startsWord(n, "modifier")
			nameAt(n, v.Name, v.NameRange)
		case *EventDefinition:
			startsWord(n, "event")
			nameAt(n, v.Name, v.NameRange)
		case *ErrorDefinition:
			startsWord(n, "error")
			nameAt(n, v.Name, v.NameRange)
		case *StructDefinition:
			startsWord(n, "struct")
			nameAt(n, v.Name, v.NameRange)
		case *EnumDefinition:
			startsWord(n, "enum")
		case *EnumValue:
			startsWord(n, v.Name)
		case *UserDefinedValueTypeDefinition:
			startsWord(n, "type")
		case *UsingDirective:
			startsWord(n, "using")
		case *StateVariableDeclaration:
			if !strings.HasPrefix(text(n), text(v.Type)) {
				fail(n, "to start with its type")
			}
			nameAt(n, v.Name, v.NameRange)
		case *VariableDeclaration:
			nameAt(n, v.Name, v.NameRange)
		case *ElementaryTypeName:
			startsWord(n, v.Name, "payable")
		case *Mapping:
			startsWord(n, "mapping")
		case *FunctionTypeName:
			startsWord(n, "function")
		case *Block:
			if s := text(n); !strings.HasPrefix(s, "{") && !strings.HasPrefix(s, "unchecked") && s != ";" {
				fail(n, "{ or unchecked")
			}
		case *IfStatement:
			startsWord(n, "if")
		case *ForStatement:
			startsWord(n, "for")
		case *WhileStatement:
			startsWord(n, "while")
		case *DoWhileStatement:
			startsWord(n, "do")
		case *ReturnStatement:
			startsWord(n, "return")
		case *ContinueStatement:
			startsWord(n, "continue")
		case *BreakStatement:
			startsWord(n, "break")
		case *ThrowStatement:
			startsWord(n, "throw")
		case *EmitStatement:
			startsWord(n, "emit")
		case *RevertStatement:
			startsWord(n, "revert")
		case *TryStatement:
			startsWord(n, "try")
		case *CatchClause:
			startsWord(n, "catch")
		case *AssemblyStatement:
			startsWord(n, "assembly")
		case *PlaceholderStatement:
			startsWord(n, "_")
		case *ExpressionStatement, *VariableDeclarationStatement:
			if !strings.HasSuffix(text(n), ";") {
				fail(n, "to end with ;")
			}
		case *Identifier:
			if text(n) != v.Name {
				fail(n, v.Name)
			}
		case *NumberLiteral:
			startsWord(n, v.Value)
		case *BoolLiteral:
			startsWord(n, "true", "false")
		case *MemberAccess:
			if !strings.HasPrefix(text(n), text(v.X)) || !strings.HasSuffix(text(n), v.Member) {
				fail(n, "X."+v.Member)
			}
		case *CallExpr:
			if !strings.HasPrefix(text(n), text(v.Fun)) || !strings.HasSuffix(text(n), ")") {
				fail(n, "Fun(…)")
			}
		case *BinaryExpr:
			if !strings.HasPrefix(text(n), text(v.X)) || !strings.HasSuffix(text(n), text(v.Y)) {
				fail(n, "X op Y")
			}
		case *AssignExpr:
			if !strings.HasPrefix(text(n), text(v.LHS)) || !strings.HasSuffix(text(n), text(v.RHS)) {
				fail(n, "LHS op RHS")
			}
		case *UnaryExpr:
			if v.Postfix && !strings.HasSuffix(text(n), v.Op) || !v.Postfix && !strings.HasPrefix(text(n), v.Op) {
				fail(n, "operator "+v.Op)
			}
		case *NewExpr:
			startsWord(n, "new")
		case *TupleExpr:
			if s := text(n); !strings.HasPrefix(s, "(") || !strings.HasSuffix(s, ")") {
				fail(n, "(…)")
			}
		case *ArrayLiteral:
			if s := text(n); !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
				fail(n, "[…]")
			}
		case *YulCall:
			startsWord(n, v.Name)
		case *YulIdentifier:
			if text(n) != v.Name {
				fail(n, v.Name)
			}
		case *YulBlock:
			if s := text(n); !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
				fail(n, "{…}")
			}
		case *YulVarDecl:
			startsWord(n, "let")
		case *YulIf:
			startsWord(n, "if")
		case *YulSwitch:
			startsWord(n, "switch")
		case *YulCase:
			startsWord(n, "case", "default")
		case *YulFor:
			startsWord(n, "for")
		case *YulFunctionDef:
			startsWord(n, "function")
			nameAt(n, v.Name, v.NameRange)
		case *BadExpr:
			fail(n, "no BadExpr in a clean parse")
		}
		return true
	})
	return problem
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

const rangeSample = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {A as B} from "./a.sol";

/// @title NatSpec
contract C is B(1) {
    using L for uint256;
    mapping(address => uint256) public balances;
    event E(address indexed who, uint256 v);
    error Bad(uint256 code);
    modifier only() { require(msg.sender == owner, "no"); _; }

    /** @notice withdraw */
    function withdraw(uint256 amount) external only returns (bool ok) {
        unchecked { balances[msg.sender] -= amount; }
        (ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert Bad(1);
        emit E(msg.sender, amount);
        for (uint256 i = 0; i < 3; i++) { x = i ** 2 + (y > 1 ? 1 : 2); }
        try this.f() returns (uint v) { x = v; } catch { }
        assembly { let s := sload(0) sstore(0, add(s, 1)) }
    }
}
`

func TestRangesRoundTrip(t *testing.T) {
	t.Parallel()
	f := parseClean(t, rangeSample)
	if err := checkStructure(f); err != nil {
		t.Fatal(err)
	}
	if err := checkTokens(f); err != nil {
		t.Fatal(err)
	}
	if len(f.Comments) != 3 || f.Comments[0].Doc || !f.Comments[1].Doc || !f.Comments[2].Doc {
		t.Errorf("comments: %+v", f.Comments)
	}
}

func TestCorpusRanges(t *testing.T) {
	t.Parallel()
	for _, cf := range loadCorpus(t) {
		f := Parse(cf.rel, cf.src)
		if err := checkStructure(f); err != nil {
			t.Errorf("%s: %v", cf.rel, err)
			continue
		}
		if len(f.Errors) == 0 {
			if err := checkTokens(f); err != nil {
				t.Errorf("%s: %v", cf.rel, err)
			}
		}
	}
}

func TestRangesCRLFAndTabs(t *testing.T) {
	t.Parallel()
	src := strings.ReplaceAll(strings.ReplaceAll(rangeSample, "    ", "\t"), "\n", "\r\n")
	f := parseClean(t, src)
	if err := checkStructure(f); err != nil {
		t.Fatal(err)
	}
	if err := checkTokens(f); err != nil {
		t.Fatal(err)
	}
	fn := f.Unit.Contracts()[0].Functions()[0]
	if r := fn.Range(); r.Start.Line != 14 || r.Start.Column != 2 {
		t.Errorf("withdraw starts at %d:%d, want 14:2", r.Start.Line, r.Start.Column)
	}
}
