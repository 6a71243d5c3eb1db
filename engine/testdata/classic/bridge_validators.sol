// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// A lock-and-release token bridge: users lock tokens here for the other chain; releases need signatures of a
/// threshold of distinct validators over (chain, bridge, token, recipient, amount, deposit id), and each deposit
/// id of the other chain is released once.
contract TokenBridge {
    IERC20 public immutable token;
    uint256 public immutable threshold;
    mapping(address => bool) public isValidator;
    mapping(bytes32 => bool) public released;
    uint256 public nonce;

    event Locked(address indexed from, address indexed to, uint256 amount, uint256 nonce);
    event Released(bytes32 indexed depositId, address indexed to, uint256 amount);

    error AlreadyReleased();
    error NotEnoughSignatures();
    error BadSignature();

    constructor(IERC20 _token, address[] memory validators, uint256 _threshold) {
        require(_threshold > 0 && _threshold <= validators.length, "threshold");
        token = _token;
        threshold = _threshold;
        for (uint256 i = 0; i < validators.length; i++) {
            require(validators[i] != address(0) && !isValidator[validators[i]], "validator");
            isValidator[validators[i]] = true;
        }
    }

    function lock(address to, uint256 amount) external {
        require(amount > 0, "amount");
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom failed");
        emit Locked(msg.sender, to, amount, nonce++);
    }

    function release(bytes32 depositId, address to, uint256 amount, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s)
        external
    {
        if (released[depositId]) revert AlreadyReleased();
        if (v.length < threshold || v.length != r.length || v.length != s.length) revert NotEnoughSignatures();
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19Ethereum Signed Message:\n32",
                keccak256(abi.encode(block.chainid, address(this), address(token), to, amount, depositId))
            )
        );
        address last = address(0);
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            // Strictly increasing signers: distinct, and address(0) (a failed recovery) never passes.
            if (signer <= last || !isValidator[signer]) revert BadSignature();
            last = signer;
        }
        released[depositId] = true;
        require(token.transfer(to, amount), "transfer failed");
        emit Released(depositId, to, amount);
    }
}

// Safe code in the style of widely used contracts: held to no finding above low. Each medium-or-above expectation
// marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
