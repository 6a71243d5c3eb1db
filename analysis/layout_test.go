package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

func TestLayout(t *testing.T) {
	src := `pragma solidity ^0.8.0;
contract Base {
    address owner;          // slot 0, bytes 0-19
    bool paused;            // slot 0, byte 20
    uint256 constant K = 1; // no storage
}
contract C is Base {
    struct Pair { uint128 a; uint128 b; address c; }
    uint64 count;           // slot 0, bytes 21-28
    uint64 step;            // slot 1: 29 + 8 > 32
    Pair pair;              // slots 2-3
    uint8 small;            // slot 4
    mapping(address => uint) balances; // slot 5
    uint16[20] codes;       // slots 6-7: 16 per slot
    bytes32 immutable id = bytes32(0);
    string name;            // slot 8
    IToken token;           // slot 9
}
interface IToken {}
contract Unknown {
    uint256 a;
    uint256[N] b;
    uint256 c;
    uint256 constant N = 3;
}
`
	m := Build([]*solidity.File{solidity.Parse("l.sol", []byte(src))})
	render := func(name string) (string, bool) {
		var b strings.Builder
		slots, complete := m.ContractsNamed(name)[0].Layout()
		for _, s := range slots {
			fmt.Fprintf(&b, "%s %d/%d/%d %s; ", s.Var.Name, s.Slot, s.Offset, s.Size, s.Type)
		}
		return b.String(), complete
	}
	got, complete := render("C")
	want := "owner 0/0/20 address; paused 0/20/1 bool; count 0/21/8 uint64; step 1/0/8 uint64; pair 2/0/64 struct Pair; " +
		"small 4/0/1 uint8; balances 5/0/32 mapping(address=>uint256); codes 6/0/64 uint16[20]; name 8/0/32 string; " +
		"token 9/0/20 address; "
	if got != want || !complete {
		t.Errorf("layout of C:\n got %s (complete %v)\nwant %s", got, complete, want)
	}
	got, complete = render("Unknown")
	if got != "a 0/0/32 uint256; " || complete {
		t.Errorf("layout of Unknown: got %q (complete %v), want it to stop at the array of unknown length", got, complete)
	}
}

func TestABISignature(t *testing.T) {
	src := `pragma solidity ^0.8.0;
contract C {
    enum Mode { A, B }
    struct S { uint a; }
    function f(uint a, address payable b, C c, Mode m, bytes32[] calldata d, string memory s) external {}
    function g(S memory s) external {}
    constructor() {}
}`
	m := Build([]*solidity.File{solidity.Parse("s.sol", []byte(src))})
	got := map[string]string{}
	for _, f := range m.ContractsNamed("C")[0].Declared {
		got[f.Name] = f.ABISignature()
	}
	if got["f"] != "f(uint256,address,address,uint8,bytes32[],string)" {
		t.Errorf("f: got %q", got["f"])
	}
	if got["g"] != "" || got["constructor"] != "" {
		t.Errorf("g and the constructor have no signature we can tell: got %q and %q", got["g"], got["constructor"])
	}
}
