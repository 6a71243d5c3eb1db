// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Vulnerable: the relayer allow-list of a forwarder, and a minter role, looked up by tx.origin.
contract OriginListed {
    address public admin;
    mapping(address => bool) public relayers;
    mapping(bytes32 => mapping(address => bool)) public roles;
    uint256 public minted;

    modifier onlyRelayer() {
        require(relayers[tx.origin], "not relayer"); // want "authorizes with tx.origin: relayers\\[tx.origin\\]"
        _;
    }

    constructor() {
        admin = msg.sender;
        relayers[msg.sender] = true;
    }

    function forward(address to, bytes calldata data) external onlyRelayer returns (bool ok) {
        (ok, ) = to.call(data);
    }

    function mint(uint256 amount) external {
        if (!roles[keccak256("MINTER")][tx.origin]) revert(); // want "authorizes with tx.origin: roles\\[keccak256\\(\"MINTER\"\\)\\]\\[tx.origin\\]"
        minted += amount;
    }
}

// Safe: a deny-list of origins, a per-origin counter, and the allow-list looked up by msg.sender.
contract OriginCounted {
    mapping(address => bool) public blocked;
    mapping(address => bool) public relayers;
    mapping(address => uint256) public calls;

    constructor() {
        relayers[msg.sender] = true;
    }

    function forward(address to, bytes calldata data) external returns (bool ok) {
        require(!blocked[tx.origin], "blocked");
        require(relayers[msg.sender], "not relayer");
        require(calls[tx.origin] < 100, "quota");
        calls[tx.origin] += 1;
        (ok, ) = to.call(data);
    }

    function block_(address who) external {
        require(relayers[msg.sender], "not relayer");
        blocked[who] = true;
    }
}
