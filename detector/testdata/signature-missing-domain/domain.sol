pragma solidity ^0.8.0;

// The nonce keeps the signature from being used twice here, but another deployment accepts it.
contract Claims {
    mapping(address => uint256) public nonces;
    address public signer = msg.sender;

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, amount, nonces[msg.sender])); // want "Claims.claim\\(\\) checks a signature with ecrecover\\(h, v, r, s\\) over a hash that names neither this contract nor the chain"
        require(ecrecover(h, v, r, s) == signer);
        nonces[msg.sender]++;
        payable(msg.sender).transfer(amount);
    }
}

// Safe: an EIP-712-style domain set in the constructor from the chain id and the contract's address.
contract Bound {
    mapping(address => uint256) public nonces;
    address public signer = msg.sender;
    bytes32 public immutable DOMAIN;

    constructor() {
        DOMAIN = keccak256(abi.encode(block.chainid, address(this)));
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(DOMAIN, msg.sender, amount, nonces[msg.sender]));
        require(ecrecover(h, v, r, s) == signer);
        nonces[msg.sender]++;
        payable(msg.sender).transfer(amount);
    }
}

// Safe: the chain id and the contract are in the signed data itself.
contract Inline {
    mapping(address => uint256) public nonces;
    address public signer = msg.sender;

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(block.chainid, address(this), msg.sender, amount, nonces[msg.sender]));
        require(ecrecover(h, v, r, s) == signer);
        nonces[msg.sender]++;
        payable(msg.sender).transfer(amount);
    }
}
