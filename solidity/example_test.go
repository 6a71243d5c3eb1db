package solidity_test

import (
	"fmt"

	"github.com/vigilsec/vigil/solidity"
)

func ExampleParse() {
	src := []byte(`pragma solidity ^0.8.0;
contract Bank {
    mapping(address => uint) balances;
    function withdraw() external {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}("");
        require(ok);
        balances[msg.sender] = 0;
    }
}`)
	f := solidity.Parse("Bank.sol", src)
	fmt.Println(len(f.Errors), "errors")
	for _, c := range f.Unit.Contracts() {
		for _, fn := range c.Functions() {
			fmt.Println(c.Name+"."+fn.Name, "at line", fn.Range().Start.Line)
		}
	}
	// Output:
	// 0 errors
	// Bank.withdraw at line 4
}

func ExampleInspect() {
	f := solidity.Parse("x.sol", []byte(`contract C { function f(address a) public { a.call{value: 1}(""); a.delegatecall(""); } }`))
	solidity.Inspect(f.Unit, func(n solidity.Node) bool {
		if m, ok := n.(*solidity.MemberAccess); ok && (m.Member == "call" || m.Member == "delegatecall") {
			r := m.MemberRange
			fmt.Printf("%s at %d:%d\n", m.Member, r.Start.Line, r.Start.Column)
		}
		return true
	})
	// Output:
	// call at 1:47
	// delegatecall at 1:69
}

func ExampleDump() {
	f := solidity.Parse("x.sol", []byte(`contract C { function f() public { x += 2 ** 3 ** 2; } }`))
	fmt.Println(solidity.Dump(f.Unit))
	// Output:
	// (unit (contract C (function f () public (block (+= x (** 2 (** 3 2)))))))
}
