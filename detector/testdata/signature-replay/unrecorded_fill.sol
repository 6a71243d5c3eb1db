pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Partial fills bounded by a record of the order's hash that nothing writes: the bound never tightens.
contract UnrecordedFills {
    bytes32 private immutable domain;
    mapping(bytes32 => uint256) public filled;

    constructor() {
        domain = keccak256(abi.encode(block.chainid, address(this)));
    }

    function fill(address maker, IERC20 token, uint256 size, uint256 salt, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(maker, token, size, salt))));
        require(ecrecover(h, v, r, s) == maker, "signature");
        require(filled[h] + amount <= size, "overfill"); // want "UnrecordedFills.fill\\(\\) checks filled\\[h\\], a record of the hash signed for ecrecover\\(h, v, r, s\\), which no function writes"
        require(token.transferFrom(maker, msg.sender, amount));
    }
}

// The same fills, recorded.
contract RecordedFills {
    bytes32 private immutable domain;
    mapping(bytes32 => uint256) public filled;

    constructor() {
        domain = keccak256(abi.encode(block.chainid, address(this)));
    }

    function fill(address maker, IERC20 token, uint256 size, uint256 salt, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(maker, token, size, salt))));
        require(ecrecover(h, v, r, s) == maker, "signature");
        require(filled[h] + amount <= size, "overfill");
        filled[h] += amount;
        require(token.transferFrom(maker, msg.sender, amount));
    }
}
