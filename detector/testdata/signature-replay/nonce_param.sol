pragma solidity ^0.8.0;

// The signed nonce is a parameter, required to equal the signer's stored counter, which advances.
contract Votes {
    mapping(address => uint256) public nonces;
    mapping(address => address) public delegates;

    function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) public {
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", block.chainid, address(this), delegatee, nonce, expiry));
        address signatory = ecrecover(digest, v, r, s);
        require(signatory != address(0));
        require(nonce == nonces[signatory]++);
        require(block.timestamp <= expiry);
        delegates[signatory] = delegatee;
    }
}

// The parameter is compared with a value that never changes: no nonce.
contract FixedEpoch {
    uint256 public immutable epoch;
    address public immutable signer;
    mapping(address => uint256) public paid;

    constructor(uint256 e, address s) {
        epoch = e;
        signer = s;
    }

    function claim(uint256 e, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(e == epoch);
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), msg.sender, e, amount));
        require(ecrecover(h, v, r, s) == signer); // want "FixedEpoch.claim\\(\\) checks a signature"
        paid[msg.sender] += amount;
    }
}
