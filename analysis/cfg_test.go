package analysis

import (
	"slices"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

func TestCFG(t *testing.T) {
	t.Parallel()
	m := build(t, "g.sol", `pragma solidity ^0.8.0;
contract G {
    uint x;
    address owner;
    modifier twice() { x = 100; _; x = 101; }
    function loops(uint n) external twice {
        for (uint i = 0; i < n; i++) {
            if (i == 3) continue;
            if (i == 5) break;
            x = i;
        }
        while (x > 0) { x = x - 1; }
        do { x = 7; } while (x < 3);
        x = 200;
    }
    function aborts(uint n) external {
        require(n > 0);
        if (n == 1) revert("one");
        if (n == 2) { x = 2; return; }
        x = 300;
    }
    function early() external {
        revert();
        x = 400;
    }
}`)
	c := contract(t, m, "G")
	textOf := func(f *Function, n *Node) string {
		if n.Expr == nil {
			return ""
		}
		return string(n.Expr.Range().Text(f.File.Src))
	}
	find := func(f *Function, text string) *Node {
		for _, n := range f.CFG().Nodes {
			if textOf(f, n) == text {
				return n
			}
		}
		t.Fatalf("%s: no node %q", f.Name, text)
		return nil
	}
	reach := func(f *Function) []bool { return f.CFG().Reachable([]*Node{f.CFG().Entry}, nil) }

	loops := function(t, c, "loops")
	r := reach(loops)
	for _, text := range []string{"x = 100", "x = i", "x = x - 1", "x = 7", "x = 200", "x = 101", "i++"} {
		if !r[find(loops, text).Index] {
			t.Errorf("loops: %q unreachable", text)
		}
	}
	if !r[loops.CFG().Exit.Index] {
		t.Error("loops: exit unreachable")
	}
	// The modifier's code runs around the body: x = 100 first, x = 101 after the loops.
	first, last := find(loops, "x = 100"), find(loops, "x = 101")
	if after := loops.CFG().After(last); after[first.Index] {
		t.Error("modifier prologue reachable after its epilogue")
	}
	if after := loops.CFG().After(find(loops, "x = 200")); !after[last.Index] {
		t.Error("modifier epilogue not after the body")
	}
	// The loop body reaches its own condition again.
	if after := loops.CFG().After(find(loops, "x = i")); !after[find(loops, "i < n").Index] {
		t.Error("for body does not loop back")
	}

	ab := function(t, c, "aborts")
	guard := find(ab, "n > 0")
	if guard.Kind != NodeGuard || !guard.Holds {
		t.Errorf("require is %v holds=%v, want a guard", guard.Kind, guard.Holds)
	}
	g1 := find(ab, "n == 1")
	if g1.Kind != NodeGuard || g1.Holds {
		t.Errorf("if-revert is %v holds=%v, want a guard that holds on false", g1.Kind, g1.Holds)
	}
	if find(ab, "n == 2").Kind != NodeCond {
		t.Error("if with a body is a branch")
	}
	if after := ab.CFG().After(find(ab, "x = 2")); after[find(ab, "x = 300").Index] {
		t.Error("code after return reachable")
	}

	early := function(t, c, "early")
	for _, n := range early.CFG().Nodes {
		if textOf(early, n) == "x = 400" {
			t.Error("dead code after revert() has a node")
		}
	}
	if !reach(early)[early.CFG().Revert.Index] {
		t.Error("revert node unreachable")
	}
}

func TestNodeCallsInAssembly(t *testing.T) {
	t.Parallel()
	m := build(t, "y.sol", `pragma solidity ^0.8.0;
contract Y {
    function f(address a) external {
        assembly {
            let ok := delegatecall(gas(), a, 0, 0, 0, 0)
            selfdestruct(a)
        }
    }
}`)
	f := function(t, contract(t, m, "Y"), "f")
	var kinds []CallKind
	for _, n := range f.CFG().Nodes {
		for _, c := range NodeCalls(n) {
			kinds = append(kinds, c.Kind)
		}
	}
	if len(kinds) != 2 || kinds[0] != CallLowLevel || kinds[1] != CallSelfdestruct {
		t.Errorf("assembly calls = %v, want low-level and selfdestruct", kinds)
	}
}

// TestNodeOfIndex checks NodeOf against a scan of every node, for every syntax node of the SWC corpus's bodies.
func TestNodeOfIndex(t *testing.T) {
	t.Parallel()
	srcs := corpusOf(t, "bench/swc")
	checked := 0
	for p, src := range srcs {
		m := Build([]*solidity.File{solidity.Parse(p, src)})
		for _, f := range m.Bodies() {
			g := f.CFG()
			solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
				if got, want := g.NodeOf(x), nodeOfScan(g, x); got != want {
					t.Fatalf("%s: %s: NodeOf(%T at %d) = %v, want %v", p, f, x, x.Range().Start.Offset, got, want)
				}
				checked++
				return true
			})
		}
	}
	if checked == 0 {
		t.Fatal("no syntax node checked")
	}
}

// nodeOfScan is NodeOf by a scan of every node.
func nodeOfScan(g *CFG, x solidity.Node) *Node {
	r := x.Range()
	var best *Node
	for _, n := range g.Nodes {
		nr, ok := n.nodeOfCandidate()
		if !ok {
			continue
		}
		if nr.Start.Offset <= r.Start.Offset && r.End.Offset <= nr.End.Offset {
			if best == nil || nr.Len() < best.span().Len() {
				best = n
			}
		}
	}
	return best
}

// TestCFGManyCalls checks the calls of nodes with more calls than a node counts itself, next to nodes with few,
// before nodes without calls, and as the graph's last node.
func TestCFGManyCalls(t *testing.T) {
	t.Parallel()
	sum := "f(0)"
	for i := 1; i < 300; i++ {
		sum += " + f(0)"
	}
	m := build(t, "many.sol", `pragma solidity ^0.8.0;
contract M {
    function f(uint a) internal pure returns (uint) { return a; }
    function g() external pure returns (uint) {
        uint a = f(1) + f(2);
        uint b = `+sum+`;
        return a + b + f(3);
    }
    function h() external pure returns (uint) {
        uint b = `+sum+`;
        uint c = 1;
        return b + c;
    }
    function k() external pure {
        uint b = `+sum+`;
    }
}`)
	for name, want := range map[string][]int{"g": {2, 300, 1}, "h": {300}, "k": {300}} {
		var got []int
		for _, n := range function(t, contract(t, m, "M"), name).CFG().Nodes {
			if k := len(n.Calls()); k > 0 {
				got = append(got, k)
				for _, c := range n.Calls() {
					if c.Kind != CallInternal || c.Callee == nil || c.Callee.Name != "f" {
						t.Fatalf("%s: call %v of kind %v, want an internal call of f", name, c.Expr, c.Kind)
					}
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: calls per node = %v, want %v", name, got, want)
		}
	}
}

// TestHelperGuards checks that the contract's own require and revert helpers (Balancer's _require and
// _revert, the latter reverting from assembly) make guards as require and revert do.
func TestHelperGuards(t *testing.T) {
	t.Parallel()
	m := build(t, "h.sol", `pragma solidity ^0.7.0;
function _require(bool condition, uint256 errorCode) pure {
    if (!condition) _revert(errorCode);
}
function _revert(uint256 errorCode) pure {
    assembly {
        mstore(0x0, errorCode)
        revert(0, 32)
    }
}
function _note(bool condition, uint256 code) pure {
    if (!condition) { code = code + 1; }
}
contract H {
    uint x;
    uint y;
    function required() public { _require(x > 0, 1); y = 1; }
    function reverted() public { if (x == 0) _revert(2); y = 2; }
    function noted() public { _note(x > 0, 3); y = 3; }
}`)
	c := contract(t, m, "H")
	for name, want := range map[string]int{"required": 1, "reverted": 1, "noted": 0} {
		guards := 0
		for _, n := range function(t, c, name).CFG().Nodes {
			if n.Kind == NodeGuard {
				guards++
			}
		}
		if guards != want {
			t.Errorf("%s: %d guard nodes, want %d", name, guards, want)
		}
	}
}

// TestFromEntry checks that the nodes fromEntry tells without a walk are those a walk reaches, in graphs with
// and without orphans.
func TestFromEntry(t *testing.T) {
	t.Parallel()
	m := build(t, "o.sol", `pragma solidity ^0.8.0;
contract O {
    uint x;
    function plain(uint n) external {
        for (uint i = 0; i < n; i++) { if (i == 3) break; x = i; }
        require(n > 1);
        if (n == 2) return;
        x = 1;
    }
    function orphan(uint n) external {
        do { return; } while (n > 0);
        x = 2;
    }
}`)
	c := contract(t, m, "O")
	for name, orphans := range map[string]bool{"plain": false, "orphan": true} {
		g := function(t, c, name).CFG()
		if g.orphans != orphans {
			t.Errorf("%s: orphans %v", name, g.orphans)
		}
		told := make([]bool, len(g.Nodes))
		g.fromEntry(told)
		walked := make([]bool, len(g.Nodes))
		g.reach(walked, []*Node{g.Entry}, nil, false)
		if !slices.Equal(told, walked) {
			t.Errorf("%s: fromEntry %v, walk %v", name, told, walked)
		}
		// Guards without constant values nor checks keep no sets of their own for such graphs.
		gd := function(t, c, name).Guards()
		for _, n := range g.Nodes {
			if gd.Live(n) != walked[n.Index] || gd.Protected(n) == walked[n.Index] {
				t.Errorf("%s: node %d live %v, protected %v, reachable %v", name, n.Index, gd.Live(n), gd.Protected(n), walked[n.Index])
			}
		}
	}
}

// TestGraphRooms builds the graphs of a unit whose nodes take several of the model's arrays, one graph larger
// than an array, concurrently, and checks that each graph has nodes of its own, linked within it.
func TestGraphRooms(t *testing.T) {
	t.Parallel()
	src := "pragma solidity ^0.8.0;\ncontract R {\n    uint x;\n    modifier m() { x = 1; _; x = 2; }\n"
	for i := range 120 {
		src += "    function f" + string(rune('a'+i%26)) + string(rune('a'+i/26)) + "(uint n) external m { if (n > 1) { x = n; } else { x = 2; } require(x > 0); x = 3; }\n"
	}
	src += "    function big(uint n) external {\n"
	for range 400 {
		src += "        x = x + n;\n"
	}
	src += "    }\n}\n"
	m := build(t, "r.sol", src)
	fns := m.AllFunctions()
	done := make(chan struct{})
	for w := range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for i := range fns {
				fns[(i+w*37)%len(fns)].CFG()
			}
		}()
	}
	for range 4 {
		<-done
	}
	if b := m.blocks.Load(); b == nil || len(b.chunks) < 3 {
		t.Fatalf("the graphs take %v arrays, want several", b)
	}
	seen := map[*Node]*CFG{}
	for _, f := range fns {
		g := f.CFG()
		if len(g.Nodes) < 3 {
			t.Fatalf("%s: %d nodes", f.Name, len(g.Nodes))
		}
		for i, n := range g.Nodes {
			if n.Index != i || n.g != g {
				t.Fatalf("%s: node %d has index %d", f.Name, i, n.Index)
			}
			if h, ok := seen[n]; ok {
				t.Fatalf("%s: node %d also belongs to another graph (%p)", f.Name, i, h)
			}
			seen[n] = g
			for _, s := range n.Succs {
				if s.g != g || !slices.Contains(s.Preds, n) {
					t.Fatalf("%s: edge %d → %d is not within the graph", f.Name, n.Index, s.Index)
				}
			}
		}
	}
}

// TestIfReturningBeforeRevert checks that an if whose block reverts at its end but may return before is a branch,
// not a guard: the block's path that returns goes on normally, under the condition.
func TestIfReturningBeforeRevert(t *testing.T) {
	t.Parallel()
	m := build(t, "r.sol", `pragma solidity ^0.8.0;
contract R {
    address admin;
    uint x;
    function dispatch(uint a) external {
        if (msg.sender == admin) {
            if (a == 1) { x = 1; return; }
            revert("admin");
        }
        if (a == 2) { x = 2; revert("two"); }
        x = 3;
    }
}`)
	f := function(t, contract(t, m, "R"), "dispatch")
	kinds := map[string]NodeKind{}
	for _, n := range f.CFG().Nodes {
		if n.Expr != nil {
			kinds[string(n.Expr.Range().Text(f.File.Src))] = n.Kind
		}
	}
	if k := kinds["msg.sender == admin"]; k != NodeCond {
		t.Errorf("msg.sender == admin: kind %d, want a branch (%d): its block returns before it reverts", k, NodeCond)
	}
	if k := kinds["a == 2"]; k != NodeGuard {
		t.Errorf("a == 2: kind %d, want a guard (%d): its block always reverts", k, NodeGuard)
	}
	gd := f.Guards()
	for _, n := range f.CFG().Nodes {
		if n.Expr != nil && string(n.Expr.Range().Text(f.File.Src)) == "x = 1" && !gd.Protected(n) {
			t.Errorf("x = 1 is not protected by the admin check")
		}
	}
}
