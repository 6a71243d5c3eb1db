pragma solidity ^0.4.25;

contract FunctionTypes {
    constructor() public payable { require(msg.value != 0); }

    function withdraw() private {
        require(msg.value == 0, "dont send funds!");
        address(msg.sender).transfer(address(this).balance);
    }

    function frwd() internal { withdraw(); }

    struct Func { function () internal f; }

    function breakIt() public payable {
        require(msg.value != 0, "send funds!");
        Func memory func;
        func.f = frwd;
        assembly { mstore(func, add(mload(func), callvalue)) } // want "FunctionTypes.breakIt\\(\\) overwrites the function-type variable func in assembly"
        func.f();
    }

    function direct(uint shift) public {
        function () internal g = frwd;
        assembly { g := add(g, shift) } // want "overwrites the function-type variable g"
        g();
    }

    // Safe: assembly that does not touch the function pointer, and a pointer chosen in Solidity.
    function choose(bool which) public {
        function () internal h = which ? frwd : frwd;
        uint x;
        assembly { x := callvalue }
        h();
    }
}
