package detector

import (
	"math/big"
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestConstValueUnits checks the values of literals with and without units, small and large, the multiples that
// fit in an int64 and those that do not.
func TestConstValueUnits(t *testing.T) {
	f := solidity.Parse("u.sol", []byte(`contract C { function f() public {
		uint a = 7; uint b = 300; uint c = 1 seconds; uint d = 30 days; uint e = 1 ether;
		uint g = 9000000000000000000 ether; uint h = 0x10 wei; uint i = 2 weeks; uint j = 1_000 gwei;
	} }`))
	m := analysis.Build([]*solidity.File{f})
	want := map[string]string{"a": "7", "b": "300", "c": "1", "d": "2592000", "e": "1000000000000000000",
		"g": "9000000000000000000000000000000000000", "h": "16", "i": "1209600", "j": "1000000000000"}
	seen := 0
	for _, fn := range m.Bodies() {
		sc := fn.Scope()
		solidity.Preorder(fn.Decl.Body, func(n solidity.Node) bool {
			d, ok := n.(*solidity.VariableDeclarationStatement)
			if !ok || len(d.Vars) != 1 || d.Value == nil {
				return true
			}
			name := d.Vars[0].Name
			got, ok := constValue(sc, d.Value, nil, 0)
			w, _ := new(big.Int).SetString(want[name], 10)
			if !ok || got.Cmp(w) != 0 {
				t.Errorf("%s: constValue = %v, %v, want %s", name, got, ok, want[name])
			}
			seen++
			return true
		})
	}
	if seen != len(want) {
		t.Fatalf("checked %d literals, want %d", seen, len(want))
	}
}
