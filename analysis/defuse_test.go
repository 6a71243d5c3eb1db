package analysis

import (
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

func TestDefUse(t *testing.T) {
	t.Parallel()
	m := build(t, "d.sol", `pragma solidity ^0.8.0;
contract D {
    uint s;
    function f(uint p, bool c) external {
        uint a = 1;
        if (c) {
            a = 2;
        }
        s = a;
        a = p;
        s = a + 1;
        (bool ok, ) = msg.sender.call("");
        require(ok);
    }
}`)
	f := function(t, contract(t, m, "D"), "f")
	du := f.DefUse()
	sc := f.Scope()
	a := sc.Resolve(&solidity.Identifier{Name: "a"}).Var
	ok := sc.Resolve(&solidity.Identifier{Name: "ok"}).Var
	node := func(text string) *Node {
		for _, n := range f.CFG().Nodes {
			if n.Expr != nil && string(n.Expr.Range().Text(f.File.Src)) == text {
				return n
			}
		}
		t.Fatalf("no node %q", text)
		return nil
	}
	values := func(n *Node, v *solidity.VariableDeclaration) map[string]bool {
		out := map[string]bool{}
		for _, d := range du.Reaching(n, v) {
			if d.Value == nil {
				out["?"] = true
			} else {
				out[string(d.Value.Range().Text(f.File.Src))] = true
			}
		}
		return out
	}
	if got := values(node("s = a"), a); len(got) != 2 || !got["1"] || !got["2"] {
		t.Errorf("defs of a reaching s = a: %v, want 1 and 2", got)
	}
	if got := values(node("s = a + 1"), a); len(got) != 1 || !got["p"] {
		t.Errorf("defs of a reaching s = a + 1: %v, want p", got)
	}
	call := node(`msg.sender.call("")`)
	uses := du.Uses(call, ok)
	if len(uses) != 1 || uses[0] != node("ok") {
		t.Errorf("uses of ok = %v, want the require", uses)
	}
}
