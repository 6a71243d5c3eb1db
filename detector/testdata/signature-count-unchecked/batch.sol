pragma solidity ^0.8.0;

contract SignedBatches {
    struct Transfer {
        address from;
        address to;
        uint256 amount;
        uint256 nonce;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public nonces;
    mapping(address => bool) public isSigner;
    uint256 public released;

    // Safe: each signature authorises its own transfer, made in the loop; an empty batch moves nothing.
    function relay(Transfer[] calldata batch) external {
        for (uint256 i = 0; i < batch.length; i++) {
            Transfer calldata t = batch[i];
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), t.from, t.to, t.amount, t.nonce));
            address signer = ecrecover(digest, t.v, t.r, t.s);
            require(signer != address(0) && signer == t.from);
            require(t.nonce == nonces[t.from]++);
            balanceOf[t.from] -= t.amount;
            balanceOf[t.to] += t.amount;
        }
    }

    // Vulnerable: each signer signs its own digest, but the release after the loop counts on them together.
    function release(address to, uint256 amount, address[] calldata signers, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external {
        for (uint256 i = 0; i < signers.length; i++) { // want "SignedBatches.release\\(\\) checks the signatures of signers one by one but never requires how many there are"
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), to, amount, signers[i]));
            address who = ecrecover(digest, v[i], r[i], s[i]);
            require(who == signers[i] && isSigner[who]);
        }
        released += amount;
        balanceOf[to] += amount;
    }
}
