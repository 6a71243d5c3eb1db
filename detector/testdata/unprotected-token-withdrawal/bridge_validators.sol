// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Safe: the receiver and amount are signed by validators the owner keeps, checked one signature at a time.
interface IERC20 { function transfer(address, uint256) external returns (bool); }
contract Bridge {
    IERC20 public immutable token;
    address public owner;
    uint256 public threshold;
    mapping(address => bool) public isValidator;
    mapping(bytes32 => bool) public released;
    constructor(IERC20 t, uint256 th) { token = t; owner = msg.sender; threshold = th; }
    function setValidator(address v, bool ok) external { require(msg.sender == owner); isValidator[v] = ok; }
    function release(bytes32 depositId, address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        require(!released[depositId], "done");
        bytes32 digest = keccak256(abi.encodePacked(block.chainid, address(this), address(token), to, amount, depositId));
        require(v.length >= threshold, "sigs");
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer > last && isValidator[signer], "signer");
            last = signer;
        }
        released[depositId] = true;
        require(token.transfer(to, amount), "transfer");
    }
}

// Vulnerable: anyone makes themselves a validator.
contract OpenBridge {
    IERC20 public immutable token;
    address public owner;
    uint256 public threshold;
    mapping(address => bool) public isValidator;
    mapping(bytes32 => bool) public released;
    constructor(IERC20 t, uint256 th) { token = t; owner = msg.sender; threshold = th; }
    function setValidator(address v, bool ok) external { isValidator[v] = ok; }
    function release(bytes32 depositId, address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external { // want "OpenBridge.release\\(\\) lets any caller transfer amount of the contract's tokens to to"
        require(!released[depositId], "done");
        bytes32 digest = keccak256(abi.encodePacked(block.chainid, address(this), address(token), to, amount, depositId));
        require(v.length >= threshold, "sigs");
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer > last && isValidator[signer], "signer");
            last = signer;
        }
        released[depositId] = true;
        require(token.transfer(to, amount), "transfer");
    }
}
