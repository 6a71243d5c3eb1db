pragma solidity ^0.4.24;

contract DeprecatedSimple {

    function useDeprecated() public constant { // want "useDeprecated\\(\\) is declared constant"

        bytes32 bh = block.blockhash(0); // want "uses block.blockhash"
        bytes32 hashofhash = sha3(bh); // want "uses sha3"

        uint gas = msg.gas; // want "uses msg.gas"

        if (gas == 0) {
            throw; // want "uses throw"
        }

        address(this).callcode(); // want "uses callcode"

        var a = [1, 2, 3]; // want "uses var"

        var (x, y, z) = (false, "test", 0); // want "uses var"

        uint period = 1 years; // want "uses the years unit"

        suicide(address(0)); // want "uses suicide"
    }

    function () public {}
}

contract DeprecatedFixed {
    function useFixed() public view {
        bytes32 bh = blockhash(0);
        bytes32 hashofhash = keccak256(bh);
        uint gas = gasleft();
        if (gas == 0) {
            revert();
        }
        address(this).delegatecall("");
        uint8[3] memory a = [1, 2, 3];
        uint period = 365 days;
        selfdestruct(address(0));
    }
}

contract OwnSha3 {
    // A function of the contract called sha3 is not the deprecated built-in.
    function sha3(uint x) internal pure returns (uint) {
        return x;
    }

    function use() public pure returns (uint) {
        return sha3(1);
    }
}
