package detector

import (
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestReassigned checks which writes count as assigning a local again: the local itself, a tuple holding it, ++
// and delete do; indexing an array or a mapping with it, at any level, does not.
func TestReassigned(t *testing.T) {
	t.Parallel()
	src := `pragma solidity ^0.8.0;
contract R {
    uint[] a;
    mapping(uint => mapping(uint => uint)) m;
    function f(uint n) external {
        uint indexOnly = n - 1;
        a[indexOnly] = 1;
        delete a[indexOnly];
        uint outerKey = n + 1;
        m[outerKey][n] = 1;
        uint assigned = n;
        assigned = 2;
        uint inTuple = n;
        (inTuple, n) = (n, inTuple);
        uint stepped = n;
        stepped++;
    }
}`
	f := solidity.Parse("r.sol", []byte(src))
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors: %v", f.Errors)
	}
	m := analysis.Build([]*solidity.File{f})
	fn := m.Bodies()[0]
	sc := fn.Scope()
	want := map[string]bool{"indexOnly": false, "outerKey": false, "assigned": true, "inTuple": true, "stepped": true}
	solidity.Preorder(fn.Decl.Body, func(x solidity.Node) bool {
		if d, ok := x.(*solidity.VariableDeclarationStatement); ok && len(d.Vars) == 1 {
			name := d.Vars[0].Name
			if got := reassigned(sc, d.Vars[0]); got != want[name] {
				t.Errorf("reassigned(%s) = %v, want %v", name, got, want[name])
			}
			delete(want, name)
		}
		return true
	})
	if len(want) > 0 {
		t.Errorf("locals not found: %v", want)
	}
}
