pragma solidity ^0.8.0;

contract ChainOnly {
    address public immutable signer;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public claimed;

    constructor(address s) {
        signer = s;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, msg.sender, amount, nonces[msg.sender]++)); // want "ChainOnly.claim\\(\\) checks a signature with ecrecover\\(h, v, r, s\\) over a hash that names the chain but not this contract"
        address who = ecrecover(h, v, r, s);
        require(who != address(0) && who == signer);
        claimed[msg.sender] += amount;
    }
}

contract ThisOnly {
    address public immutable signer;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public claimed;

    constructor(address s) {
        signer = s;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(address(this), msg.sender, amount, nonces[msg.sender]++)); // want "ThisOnly.claim\\(\\) checks a signature with ecrecover\\(h, v, r, s\\) over a hash that names this contract but not the chain"
        address who = ecrecover(h, v, r, s);
        require(who != address(0) && who == signer);
        claimed[msg.sender] += amount;
    }
}

// Safe: both.
contract Both {
    address public immutable signer;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public claimed;

    constructor(address s) {
        signer = s;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount, nonces[msg.sender]++));
        address who = ecrecover(h, v, r, s);
        require(who != address(0) && who == signer);
        claimed[msg.sender] += amount;
    }
}
