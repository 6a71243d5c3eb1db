pragma solidity ^0.4.24;

contract Airdrop {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function drop(address token, address[] recipients, uint amount) public {
        require(msg.sender == owner);
        for (uint i = 0; i < recipients.length; i++) {
            require(token.call(bytes4(keccak256("transferFrom(address,address,uint)")), msg.sender, recipients[i], amount)); // want "Airdrop.drop\\(\\) takes the selector of the signature \"transferFrom\\(address,address,uint\\)\""
        }
    }

    function dropOld(address token, address to, uint amount) public {
        require(msg.sender == owner);
        require(token.call(bytes4(sha3("transfer(address,uint256,byte)")), to, amount)); // want "`byte` is `bytes1` in a signature"
    }

    // Safe: the selector of a library function taking a storage struct, which is named by its type.
    mapping(bytes4 => uint32) public sizes;

    function registerLibrary() public {
        require(msg.sender == owner);
        sizes[bytes4(keccak256("getUint(LibraryInterface.Data storage)"))] = 32;
        sizes[bytes4(keccak256("setUint(LibraryInterface.Data storage,uint256)"))] = 0;
    }

    // Safe: canonical.
    function dropOne(address token, address to, uint amount) public {
        require(msg.sender == owner);
        require(token.call(bytes4(keccak256("transfer(address,uint256)")), to, amount));
    }
}
