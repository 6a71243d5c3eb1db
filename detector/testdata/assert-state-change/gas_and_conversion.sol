pragma solidity ^0.4.21;

contract GasModel {
    uint x = 100;

    function check() public {
        uint a = gasleft();
        x = x + 1;
        uint b = gasleft();
        assert(b > a); // want "as if gas could grow: it always fails"
    }

    function checkDirect() public {
        assert(msg.gas > 1000); // want "checks the remaining gas"
    }

    // Safe: gas only decreases.
    function fixedCheck() public {
        uint a = gasleft();
        x = x + 1;
        uint b = gasleft();
        assert(b < a);
        assert(a >= gasleft());
    }

    // Safe: a gas reading that the assertion does not use.
    function invariant() public {
        uint a = gasleft();
        uint before = x;
        x = before + a;
        assert(x >= before);
    }
}

contract RuntimeUserInputCall {
    function check(address b) public {
        assert(B(b).foo() == 10); // want "makes an external call that can change state in its condition"
    }

    // The called function is view, so the condition changes no state; but the contract at b, which the caller
    // picks, decides the result (SWC-110).
    function peek(address b) public view {
        assert(B(b).bar() == 10); // want "checks the result of an external call"
    }
}

contract B {
    function foo() public returns (uint);
    function bar() public view returns (uint);
}
