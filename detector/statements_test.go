package detector

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// TestEachStatement checks that eachStatement meets the same statements, in the same order, as a full walk.
func TestEachStatement(t *testing.T) {
	t.Parallel()
	paths, err := filepath.Glob(filepath.Join("testdata", "*", "*.sol"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no test contracts: %v", err)
	}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		file := solidity.Parse(path, src)
		solidity.Preorder(file.Unit, func(n solidity.Node) bool {
			var body *solidity.Block
			switch d := n.(type) {
			case *solidity.FunctionDefinition:
				body = d.Body
			case *solidity.ModifierDefinition:
				body = d.Body
			default:
				return true
			}
			if body == nil {
				return false
			}
			var want, got []solidity.Stmt
			solidity.Preorder(body, func(x solidity.Node) bool {
				if s, ok := x.(solidity.Stmt); ok {
					want = append(want, s)
				}
				return true
			})
			eachStatement(body, func(s solidity.Stmt) { got = append(got, s) })
			if !slices.Equal(got, want) {
				t.Errorf("%s: body at line %d: eachStatement met %d statements, a full walk %d", path, body.Range().Start.Line, len(got), len(want))
			}
			return false
		})
	}
}
