package analysis

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// TestScopeRoom checks that scopes built at the same time, which take their tables from the room of their model,
// resolve and classify as scopes built one after the other do.
func TestScopeRoom(t *testing.T) {
	var src strings.Builder
	src.WriteString("pragma solidity ^0.8.0;\ncontract C {\n  mapping(address => uint) balances;\n  uint total;\n")
	for i := range 60 {
		fmt.Fprintf(&src, "  function f%d(address a, uint v) public {\n    uint x = v + %d;\n    balances[a] += x;\n    total = total + x;\n    require(x > 0);\n    emit E(a, x);\n    g(a, x);\n  }\n", i, i)
	}
	src.WriteString("  function g(address a, uint v) internal { balances[a] -= v; }\n  event E(address a, uint v);\n}\n")
	models := [2]*Model{build(t, "C.sol", src.String()), build(t, "C.sol", src.String())}
	if models[0].room == nil {
		t.Fatal("no room made for the scopes")
	}
	// One model's scopes are built by goroutines, the other's in reverse order.
	var wg sync.WaitGroup
	for _, f := range models[0].AllFunctions() {
		wg.Go(func() { f.Scope() })
	}
	wg.Wait()
	fns := models[1].AllFunctions()
	for i := len(fns) - 1; i >= 0; i-- {
		fns[i].Scope()
	}
	describe := func(f *Function) string {
		var b strings.Builder
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if id, ok := n.(*solidity.Identifier); ok {
				fmt.Fprintf(&b, "%s:%d ", id.Name, sc.Resolve(id).Kind)
			}
			return true
		})
		for _, c := range sc.Calls() {
			fmt.Fprintf(&b, "call %s:%d ", c.Name, c.Kind)
		}
		return b.String()
	}
	for i, f := range models[0].AllFunctions() {
		if got, want := describe(f), describe(fns[i]); got != want {
			t.Fatalf("%s: %s\nwant %s", f, got, want)
		}
	}
}

// TestClassTables checks that the tables of cfgaClassOf give, for every size up to 32 KB, the class a search of
// cfgaSizeClasses finds: the smallest of at least that size.
func TestClassTables(t *testing.T) {
	for need := 0; need <= 32<<10; need++ {
		want, _ := slices.BinarySearch(cfgaSizeClasses[:], need)
		got := int(cfgaClassBy128[(need+127)>>7])
		if need <= 1024 {
			got = int(cfgaClassBy8[(need+7)>>3])
		}
		if got != want {
			t.Fatalf("class of %d bytes: %d, want %d", need, got, want)
		}
	}
}
