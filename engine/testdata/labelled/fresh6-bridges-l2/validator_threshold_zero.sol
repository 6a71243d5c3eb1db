// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Release side of a federated bridge: a release needs `threshold` distinct validator signatures.
contract FederatedBridge {
    address public admin;
    mapping(address => bool) public isValidator;
    uint256 public threshold;
    mapping(bytes32 => bool) public executed;
    IERC20 public immutable token;

    event ThresholdChanged(uint256 threshold);
    event Released(bytes32 indexed id, address indexed to, uint256 amount);

    constructor(IERC20 _token, address[] memory validators, uint256 _threshold) {
        admin = msg.sender;
        token = _token;
        for (uint256 i = 0; i < validators.length; i++) {
            isValidator[validators[i]] = true;
        }
        threshold = _threshold;
    }

    function setThreshold(uint256 newThreshold) external {
        require(msg.sender == admin, "admin");
        // <yes> <report> OTHER
        threshold = newThreshold;
        emit ThresholdChanged(newThreshold);
    }

    function release(address to, uint256 amount, uint256 nonce, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        bytes32 id = keccak256(abi.encode(block.chainid, address(this), to, amount, nonce));
        require(!executed[id], "executed");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", id));
        address last = address(0);
        uint256 valid;
        for (uint256 i = 0; i < v.length; i++) {
            address signer = ecrecover(digest, v[i], r[i], s[i]);
            require(signer > last, "unsorted signers");
            last = signer;
            if (isValidator[signer]) valid++;
        }
        require(valid >= threshold, "threshold");
        executed[id] = true;
        require(token.transfer(to, amount), "transfer");
        emit Released(id, to, amount);
    }
}
