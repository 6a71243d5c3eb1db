package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// TestBuiltinShadowed checks that a built-in's name means a member of the contract that has it, in the bodies of
// that contract and of those that inherit it, and the built-in elsewhere: in another contract of the model, in a
// file-level function and in a modifier. The model is large enough for its scopes to have a room, which tells
// which contracts have such members.
func TestBuiltinShadowed(t *testing.T) {
	var filler strings.Builder
	for i := range 40 {
		fmt.Fprintf(&filler, "    function e%d(uint v) public { require(v > %d); require(msg.sender == tx.origin); }\n", i, i)
	}
	m := build(t, "C.sol", `pragma solidity ^0.4.24;
contract A {
    uint now;
    function f() public { now = block.number; require(now > 0); }
}
contract B is A {
    function g() public { now = 1; require(msg.sender != address(0)); }
}
contract D {
    modifier m() { require(now > 0); _; }
    function h() public m { require(now > 0); }
`+filler.String()+`}
function free() view returns (uint) { return now; }
`)
	if m.room == nil {
		t.Fatal("no room made for the scopes")
	}
	want := map[string]map[string]SymbolKind{
		"A.f()":  {"now": SymState, "block": SymBuiltin, "require": SymBuiltin},
		"B.g()":  {"now": SymState, "require": SymBuiltin, "msg": SymBuiltin},
		"D.h()":  {"now": SymBuiltin, "require": SymBuiltin},
		"free()": {"now": SymBuiltin},
	}
	for _, f := range m.AllFunctions() {
		names, ok := want[f.String()]
		if !ok {
			continue
		}
		delete(want, f.String())
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if id, ok := n.(*solidity.Identifier); ok {
				if k, ok := names[id.Name]; ok && sc.Resolve(id).Kind != k {
					t.Errorf("%s: %s is %d, want %d", f, id.Name, sc.Resolve(id).Kind, k)
				}
			}
			return true
		})
	}
	for name := range want {
		t.Errorf("no function %s", name)
	}
	for _, c := range m.Contracts {
		for _, md := range c.Modifiers {
			sc := md.Scope()
			solidity.Preorder(md.Decl.Body, func(n solidity.Node) bool {
				if id, ok := n.(*solidity.Identifier); ok && id.Name == "now" && sc.Resolve(id).Kind != SymBuiltin {
					t.Errorf("modifier: now is %d, want a built-in", sc.Resolve(id).Kind)
				}
				return true
			})
		}
	}
}
