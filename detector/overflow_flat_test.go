package detector

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// TestFlatStmtKinds checks that flatStmt tells the statements of flat bodies exactly as the solidity.Stmt
// interface does, on a body with every kind of statement and on the Solidity files of the test data.
func TestFlatStmtKinds(t *testing.T) {
	sources := map[string][]byte{"all.sol": []byte(`pragma solidity ^0.8.0;
contract A {
	uint x;
	event E(uint);
	error Bad();
	modifier m() { require(x > 0); _; }
	function f(uint a) external m returns (uint) {
		uint b = a + 1;
		if (b > 2) { x = b; } else { x -= 1; }
		for (uint i = 0; i < a; i++) { if (i == 3) continue; if (i == 4) break; }
		while (b > 0) { b--; }
		do { b++; } while (b < 3);
		unchecked { b = b * 2; }
		try this.g() returns (uint r) { b = r; } catch Error(string memory) { b = 0; } catch { revert Bad(); }
		assembly { let y := add(b, 1) }
		emit E(b);
		{ b = a > b ? a : b; }
		return b;
	}
	function g() external pure returns (uint) { throw; }
}`)}
	files, _ := filepath.Glob(filepath.Join("..", "engine", "testdata", "*", "*.sol"))
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		sources[name] = src
	}
	checked := 0
	for name, src := range sources {
		f := solidity.Parse(name, src)
		solidity.Preorder(f.Unit, func(n solidity.Node) bool {
			var body *solidity.Block
			switch d := n.(type) {
			case *solidity.FunctionDefinition:
				body = d.Body
			case *solidity.ModifierDefinition:
				body = d.Body
			}
			if body == nil {
				return true
			}
			nodes := solidity.PreorderNodes(body)
			for i := range nodes.Len() {
				_, want := nodes.At(i).(solidity.Stmt)
				if got := flatStmt(nodes.Kind(i)); got != want {
					t.Errorf("%s: flatStmt(kind of %T) = %v, want %v", name, nodes.At(i), got, want)
				}
				checked++
			}
			return false
		})
	}
	if checked < 1000 {
		t.Fatalf("only %d nodes checked", checked)
	}
}
