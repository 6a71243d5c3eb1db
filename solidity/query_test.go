package solidity

import "testing"

func TestCanonical(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		payable bool
		want    string
		bits    int
		signed  bool
		isInt   bool
	}{
		{"uint", false, "uint256", 256, false, true},
		{"int", false, "int256", 256, true, true},
		{"uint8", false, "uint8", 8, false, true},
		{"int128", false, "int128", 128, true, true},
		{"byte", false, "bytes1", 0, false, false},
		{"bytes32", false, "bytes32", 0, false, false},
		{"address", true, "address payable", 0, false, false},
		{"address", false, "address", 0, false, false},
		{"fixed", false, "fixed128x18", 0, false, false},
		{"string", false, "string", 0, false, false},
	}
	for _, tc := range cases {
		e := &ElementaryTypeName{Name: tc.name, Payable: tc.payable}
		if got := e.Canonical(); got != tc.want {
			t.Errorf("Canonical(%s) = %s, want %s", tc.name, got, tc.want)
		}
		bits, signed, ok := e.IntegerBits()
		if bits != tc.bits || signed != tc.signed || ok != tc.isInt {
			t.Errorf("IntegerBits(%s) = %d, %v, %v", tc.name, bits, signed, ok)
		}
	}
}

func TestAccessors(t *testing.T) {
	t.Parallel()
	src := `pragma solidity ^0.8.0;
/// @title T
/// @notice two lines
contract T {
    uint a;
    modifier m() { _; }
    // not doc
    /** @dev f */
    function f() m public {}
    constructor() {}
}
library L {}`
	f := parseClean(t, src)
	cs := f.Unit.Contracts()
	if len(cs) != 2 || cs[0].Name != "T" || cs[1].Name != "L" {
		t.Fatalf("Contracts() = %v", cs)
	}
	if ps := f.Unit.Pragmas(); len(ps) != 1 || ps[0].Value != "^0.8.0" {
		t.Errorf("Pragmas() = %v", ps)
	}
	c := cs[0]
	if fs := c.Functions(); len(fs) != 2 || fs[0].Name != "f" || fs[1].Kind != FunctionConstructor {
		t.Errorf("Functions() = %v", fs)
	}
	if vs := c.StateVariables(); len(vs) != 1 || vs[0].Name != "a" {
		t.Errorf("StateVariables() = %v", vs)
	}
	if ms := c.Modifiers(); len(ms) != 1 || ms[0].Name != "m" {
		t.Errorf("Modifiers() = %v", ms)
	}
	if doc := f.DocComment(c); len(doc) != 2 || doc[0].Text != "/// @title T" {
		t.Errorf("DocComment(contract) = %v", doc)
	}
	if doc := f.DocComment(c.Functions()[0]); len(doc) != 1 || doc[0].Text != "/** @dev f */" {
		t.Errorf("DocComment(f) = %v", doc)
	}
	if doc := f.DocComment(c.Functions()[1]); doc != nil {
		t.Errorf("DocComment(constructor) = %v, want none", doc)
	}
}

func TestNumberBigInt(t *testing.T) {
	t.Parallel()
	cases := []struct {
		value, unit string
		want        string // "" when not an integer
	}{
		{"1", "", "1"},
		{"1_000", "", "1000"},
		{"0xff", "", "255"},
		{"0xFF_FF", "", "65535"},
		{"2", "ether", "2000000000000000000"},
		{"1.5", "ether", "1500000000000000000"},
		{"1e18", "", "1000000000000000000"},
		{"2.5e1", "", "25"},
		{"1", "days", "86400"},
		{"3", "gwei", "3000000000"},
		{"1", "years", "31536000"},
		{".5", "", ""},
		{"1e-1", "", ""},
		{"5e-1", "wei", ""},
		{"1e999999999", "", ""},
		{"1e", "", ""},
		{"0x", "", ""},
		{"1.2.3", "", ""},
	}
	for _, tc := range cases {
		v, ok := (&NumberLiteral{Value: tc.value, Unit: tc.unit}).BigInt()
		got := ""
		if ok {
			got = v.String()
		}
		if got != tc.want {
			t.Errorf("BigInt(%s %s) = %q, want %q", tc.value, tc.unit, got, tc.want)
		}
	}
}

func TestUnparen(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"((x));":   "x",
		"(a + b);": "(+ a b)",
		"(a, b);":  "(tuple a b)",
		"x;":       "x",
		"();":      "(tuple)",
	}
	for src, want := range cases {
		f := parseClean(t, "contract C { function f() { "+src+" } }")
		s := f.Unit.Contracts()[0].Functions()[0].Body.Stmts[0].(*ExpressionStatement)
		if got := Dump(Unparen(s.X)); got != want {
			t.Errorf("Unparen(%s) = %s, want %s", src, got, want)
		}
	}
}
