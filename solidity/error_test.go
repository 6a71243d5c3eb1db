package solidity

import (
	"strings"
	"testing"
)

func TestSyntaxErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		src  string
		want []string // "line:column: message"
		tree string   // Dump of what still parsed; empty to skip
	}{
		{"missing semicolon keeps next statement",
			"contract C {\n  function f() public {\n    x = 1\n    y = 2;\n  }\n}",
			[]string{"4:5: expected ';' after expression, found identifier 'y'"},
			"(unit (contract C (function f () public (block (= x 1) (= y 2)))))"},
		{"missing operand",
			"contract C {\n  function f() public {\n    x = (1 + ;\n    y = 2;\n  }\n}",
			[]string{"3:14: expected expression, found ';'"},
			"(unit (contract C (function f () public (block (= x (tuple (+ 1 (bad)))) (= y 2)))))"},
		{"state variable without semicolon",
			"contract C {\n  uint x\n  function f() {}\n}",
			[]string{"3:3: expected ';' after state variable declaration, found keyword 'function'"},
			"(unit (contract C (state uint x) (function f () (block))))"},
		{"unclosed condition",
			"contract C {\n  function f() public {\n    if (x {\n      y = 2;\n    }\n  }\n  function g() {}\n}",
			[]string{"3:11: expected ')' to close the if condition, found '{'"},
			"(unit (contract C (function f () public (block (if x (block (= y 2))))) (function g () (block))))"},
		{"broken parameter list",
			"contract C {\n  function f( {}\n  function g() {}\n}",
			[]string{"2:15: expected parameter type, found '{'"},
			"(unit (contract C (function f () (block)) (function g () (block))))"},
		{"function body without closing brace",
			"contract C {\n  function f() {\n    y = 2;\n  \n  function g() {}\n}",
			[]string{"5:3: expected '}' to close the block, found keyword 'function'"},
			"(unit (contract C (function f () (block (= y 2))) (function g () (block))))"},
		{"contract cut short",
			"contract C {\n  function f() {\n    y = 2;\n  }\n",
			[]string{"5:1: expected '}' to close contract C, found end of file"},
			"(unit (contract C (function f () (block (= y 2)))))"},
		{"garbage between members",
			"contract C {\n  @@@ garbage $$$\n  function g() {}\n}",
			[]string{"2:3: unexpected character '@'"},
			"(unit (contract C (function g () (block))))"},
		{"garbage line in a body",
			"contract C {\n  function g() {\n    @@@ garbage\n    x = 1;\n  }\n}",
			[]string{"3:5: unexpected character '@'"},
			"(unit (contract C (function g () (block (= x 1)))))"},
		{"unterminated string", "contract C { string s = \"abc\n; }",
			[]string{"1:25: string not terminated: missing closing quote"}, ""},
		{"unterminated comment", "contract C { /* unterminated ",
			[]string{"1:14: comment not terminated: missing '*/'", "1:30: expected '}' to close contract C, found end of file"}, ""},
		{"pragma without semicolon", "pragma solidity ^0.8.0\ncontract C {}",
			[]string{"2:1: expected ';' after pragma, found keyword 'contract'"},
			`(unit (pragma solidity "^0.8.0") (contract C))`},
		{"contract without name", "contract { }", []string{"1:10: expected name of contract, found '{'"}, ""},
		{"declaration without name", "contract C { function f() { uint[] memory = 1; } }",
			[]string{"1:43: expected variable name in declaration, found '='"}, ""},
		{"emit without arguments", "contract C { function f() { emit E; } }",
			[]string{"1:35: expected '(' with the arguments of the event, found ';'"}, ""},
		{"revert without arguments", "contract C { function f() { revert X; } }",
			[]string{"1:37: expected '(' with the arguments of the error, found ';'"}, ""},
		{"missing catch", "contract C { function f() { try g() {} } }",
			[]string{"1:40: expected 'catch' after try block, found '}'"}, ""},
		{"unexpected top level", "x = 1;\ncontract C {}",
			[]string{"1:3: expected name of state variable, found '='"}, ""},
		{"number at top level", "42\ncontract C {}",
			[]string{"1:1: expected a pragma, import, contract or declaration, found number 42"}, "(unit (contract C))"},
		{"bad assembly", "contract C { function f() { assembly { let x := } } }",
			[]string{"1:49: expected assembly expression, found '}'"}, ""},
		{"unclosed assembly call", "contract C { function f() { assembly { sstore(0, 1 } } }",
			[]string{"1:52: expected ')' to close the call of sstore, found '}'"}, ""},
		{"invalid control character", "contract C {\x01}", []string{"1:13: unexpected character 0x01"}, "(unit (contract C))"},
		{"direction override", "contract C {\u202e}", []string{"1:13: unexpected character U+202E"}, "(unit (contract C))"},
		{"stray continuation bytes", "contract C {\x80\x80}", []string{"1:13: unexpected character 80 80"}, "(unit (contract C))"},
		{"letter outside the language", "contract C {\u01ba}", []string{"1:13: unexpected character 'ƺ'"}, "(unit (contract C))"},
		{"mapping without arrow", "contract C { mapping(uint uint) m; }",
			[]string{"1:31: expected '=>' in mapping type, found ')'"}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := Parse("test.sol", []byte(tc.src))
			got := make([]string, len(f.Errors))
			for i, e := range f.Errors {
				got[i] = e.Error()
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("errors for %q\n got: %q\nwant: %q", tc.src, got, tc.want)
			}
			if tc.tree != "" {
				if d := Dump(f.Unit); d != tc.tree {
					t.Errorf("tree for %q\n got: %s\nwant: %s", tc.src, d, tc.tree)
				}
			}
			if err := checkStructure(f); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestDepthLimit checks that absurd nesting is an error, not a stack overflow, in every recursive construct.
func TestDepthLimit(t *testing.T) {
	t.Parallel()
	n := 100000
	cases := map[string]string{
		"parentheses": "contract C { function f() { x = " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + "; } }",
		"blocks":      "contract C { function f() " + strings.Repeat("{", n) + strings.Repeat("}", n) + " }",
		"unary":       "contract C { function f() { x = " + strings.Repeat("!", n) + "y; } }",
		"power":       "contract C { function f() { x = " + strings.Repeat("a ** ", n) + "b; } }",
		"arrays":      "contract C { uint" + strings.Repeat("[", n) + " x; }",
		"mappings":    "contract C { " + strings.Repeat("mapping(uint => ", n) + "uint" + strings.Repeat(")", n) + " m; }",
		"yul":         "contract C { function f() { assembly " + strings.Repeat("{", n) + strings.Repeat("}", n) + " } }",
		"yul calls":   "contract C { function f() { assembly { " + strings.Repeat("f(", n) + strings.Repeat(")", n) + " } } }",
		"ifs":         "contract C { function f() { " + strings.Repeat("if (x) ", n) + "y(); } }",
		"ternary":     "contract C { function f() { x = " + strings.Repeat("a ? b : ", n) + "c; } }",
		"assignments": "contract C { function f() { " + strings.Repeat("a = ", n) + "c; } }",
		"calls":       "contract C { function f() { x = " + strings.Repeat("f(", n) + strings.Repeat(")", n) + "; } }",
		"index":       "contract C { function f() { x = a" + strings.Repeat("[b", n) + strings.Repeat("]", n) + "; } }",
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := Parse("deep.sol", []byte(src))
			found := false
			for _, e := range f.Errors {
				if strings.Contains(e.Message, "nesting too deep") {
					found = true
				}
			}
			if !found {
				t.Errorf("no nesting error; errors: %v", f.Errors)
			}
			if err := checkStructure(f); err != nil {
				t.Error(err)
			}
		})
	}
	// Nesting just under the limit is fine.
	ok := "contract C { function f() { x = " + strings.Repeat("(", 100) + "1" + strings.Repeat(")", 100) + "; } }"
	parseClean(t, ok)
}

func TestByteOrderMark(t *testing.T) {
	t.Parallel()
	f := parseClean(t, "\xEF\xBB\xBFcontract C {}")
	if c := f.Unit.Contracts(); len(c) != 1 || c[0].Range().Start.Column != 4 {
		t.Errorf("contract after BOM: %v", c)
	}
}

func TestTooManyErrors(t *testing.T) {
	t.Parallel()
	src := "contract C {\n" + strings.Repeat("  uint = 1;\n", 1000) + "}\n"
	f := Parse("many.sol", []byte(src))
	if len(f.Errors) != MaxErrors+1 {
		t.Fatalf("%d errors, want %d", len(f.Errors), MaxErrors+1)
	}
	if last := f.Errors[len(f.Errors)-1]; !strings.Contains(last.Message, "too many syntax errors") {
		t.Errorf("last error %q", last.Message)
	}
	if err := checkStructure(f); err != nil {
		t.Error(err)
	}
	lexOnly := strings.Repeat("\"unterminated\n", 1000)
	if f := Parse("strings.sol", []byte(lexOnly)); len(f.Errors) > 2*MaxErrors+1 {
		t.Errorf("%d errors for unterminated strings", len(f.Errors))
	}
}
