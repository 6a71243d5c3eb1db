package analysis

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// TestRoomPieces checks the sizes of the pieces that rooms hand out: the class table is the allocator's, pieces
// of cfgaMinPiece or more waste the least per element, and the exact pieces of a room's rest fill their classes.
func TestRoomPieces(t *testing.T) {
	if cfgaSizeClasses[cfgaBigClasses] != cfgaMinPiece || !slices.IsSorted(cfgaSizeClasses[:]) {
		t.Fatalf("cfgaBigClasses %d does not find cfgaMinPiece in the sorted classes", cfgaBigClasses)
	}
	// 624-byte elements: 6912 bytes hold 11 with 40 bytes to spare, less per element than 32768 bytes' 52 with 312.
	if got := cfgaPieceLen(1000, 624); got != 11 {
		t.Errorf("cfgaPieceLen(1000, 624) = %d, want 11", got)
	}
	if got := cfgaPieceLen(5, 624); got != 0 {
		t.Errorf("cfgaPieceLen(5, 624) = %d, want 0", got)
	}
	for _, c := range []struct{ left, elem, want int }{
		{95, 8, 95},   // 760 bytes and a word: 768
		{5, 8, 4},     // 32 bytes; 40 is no class
		{500, 8, 431}, // 3448 bytes and a word: 3456
		{40, 16, 32},  // 512 bytes; above, the allocator's word leaves 8 bytes
		{10, 160, 3},  // 480 bytes; 3200 would hold 19 with the allocator's word
	} {
		if got := cfgaExactLen(c.left, c.elem); got != c.want {
			t.Errorf("cfgaExactLen(%d, %d) = %d, want %d", c.left, c.elem, got, c.want)
		}
	}
	// A room of pointers with exact pieces hands out its whole rest in pieces, none apart: 95, 4 and 1.
	r := cfgaRoom[*Call]{left: 100}
	pieces := 0
	for range 100 {
		if int(r.n) == 0 {
			pieces++
		}
		if a := r.take(1, cfgaTailExact); len(a) != 1 || cap(a) != 1 {
			t.Fatalf("take(1) = len %d cap %d", len(a), cap(a))
		}
	}
	if r.left != 0 || int(r.n) != 0 || pieces != 3 {
		t.Errorf("after 100 pointers: left %d, free %d, %d pieces", r.left, int(r.n), pieces)
	}
	// A room of identifiers hands out its rest in one piece; an array that does not fit in the current piece
	// is allocated apart and no longer counted. 255 fill a piece of 4 KB; 10 do not fit in its last 5, which
	// the next 5 take; the 35 left then come in one piece.
	ids := cfgaRoom[cfgaIdent]{left: 300}
	first := ids.take(250, cfgaTailWhole)
	apart := ids.take(10, cfgaTailWhole)
	if len(first) != 250 || len(apart) != 10 || int(ids.n) != 5 || ids.left != 35 {
		t.Fatalf("after 250 and 10 identifiers: free %d, left %d", int(ids.n), ids.left)
	}
	ids.take(5, cfgaTailWhole) // the end of the first piece
	for range 7 {
		ids.take(5, cfgaTailWhole)
	}
	if ids.left != 0 || int(ids.n) != 0 {
		t.Errorf("after 300 identifiers: left %d, free %d", ids.left, int(ids.n))
	}
	if got := cap(ids.take(0, cfgaTailWhole)); got != 0 {
		t.Errorf("take(0) has capacity %d", got)
	}
}

// TestScopeRoomCounts checks that the counts of the flattening, which the room of a model's scopes is made
// for, are those of what the scopes take: their definitions and mutations and their locals exactly, their names
// with one to spare per local that reuses a name.
func TestScopeRoomCounts(t *testing.T) {
	var src strings.Builder
	src.WriteString("pragma solidity ^0.8.0;\ncontract C {\n  mapping(address => uint) balances;\n  uint total;\n")
	src.WriteString("  modifier only(address who) { uint seen = 1; require(msg.sender == who); _; }\n")
	for i := range 40 {
		fmt.Fprintf(&src, "  function f%d(address a, uint v) public only(a) returns (uint r, uint) {\n", i)
		src.WriteString("    uint x = v + 1;\n    uint y;\n    balances[a] += x;\n    total++;\n    delete y;\n")
		src.WriteString("    for (uint i = 0; i < v; i++) { y = y + i; }\n    for (uint i = 0; i < v; i++) { y += i; }\n")
		src.WriteString("    assembly { y := add(y, 1) }\n    r = x;\n    return (y, x);\n  }\n")
	}
	src.WriteString("}\n")
	m := build(t, "C.sol", src.String())
	if m.room == nil {
		t.Fatal("no room made for the scopes")
	}
	var scopes []*Scope
	for _, f := range m.AllFunctions() {
		scopes = append(scopes, f.Scope())
	}
	for _, c := range m.Contracts {
		for _, md := range c.Modifiers {
			scopes = append(scopes, md.Scope())
		}
	}
	nodes, locals, names := 0, 0, 0
	for _, s := range scopes {
		nodes += len(s.Definitions()) + len(s.mutations)
		names += len(s.vars)
		for _, e := range s.vars {
			locals += len(e.locals)
		}
	}
	f := solidity.Parse("C.sol", []byte(src.String()))
	var bodies []*solidity.Block
	solidity.Preorder(f.Unit, func(n solidity.Node) bool {
		switch d := n.(type) {
		case *solidity.FunctionDefinition:
			bodies = append(bodies, d.Body)
		case *solidity.ModifierDefinition:
			bodies = append(bodies, d.Body)
		}
		return true
	})
	c := solidity.FlattenBodies(bodies)
	if want := 2*c.Assigns + c.Inits + c.Updates; nodes != want {
		t.Errorf("scopes took %d definitions and mutations, counted %d", nodes, want)
	}
	if locals != c.Vars {
		t.Errorf("scopes took %d locals, counted %d", locals, c.Vars)
	}
	// 3 named parameters and return variables per function, 1 for the modifier; each function declares i twice.
	if want := c.Vars + 40*3 + 1 - 40; names != want {
		t.Errorf("scopes took %d names, want %d", names, want)
	}
}
