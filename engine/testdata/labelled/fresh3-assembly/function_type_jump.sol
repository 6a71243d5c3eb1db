pragma solidity ^0.4.25;

/// SWC-127: a function-type variable whose value the caller moves with callvalue, jumping anywhere in the code.
contract FunctionTypes {
    address public owner;

    constructor() public payable {
        require(msg.value != 0);
        owner = msg.sender;
    }

    function withdraw() private {
        require(msg.value == 0, "dont send funds!");
        address(msg.sender).transfer(address(this).balance);
    }

    function frwd() internal {
        withdraw();
    }

    struct Func {
        function() internal f;
    }

    function breakIt() public payable {
        require(msg.value != 0, "send funds!");
        Func memory func;
        func.f = frwd;
        assembly {
            mstore(func, add(mload(func), callvalue))
        }
        // <yes> <report> OTHER
        func.f();
    }
}
