pragma solidity ^0.8.0;

// Signed votes submitted in batches by a relayer: each element carries its own signature.
contract BatchVotes {
    struct Vote {
        address voter;
        uint256 project;
        uint256 credits;
        uint256 nonce;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    mapping(address => uint256) public credits;
    mapping(address => uint256) public nonces;
    mapping(uint256 => uint256) public received;
    mapping(bytes32 => bool) public used;

    // Vulnerable: the signed vote holds no nonce; the voter's credits move again each time it is resubmitted.
    function submit(Vote[] calldata batch) external {
        for (uint256 i = 0; i < batch.length; i++) {
            Vote calldata vote = batch[i];
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), vote.project, vote.credits));
            address signer = ecrecover(digest, vote.v, vote.r, vote.s); // want "BatchVotes.submit\\(\\) checks a signature with ecrecover\\(digest, vote.v, vote.r, vote.s\\) over a hash with no nonce and no used-hash record"
            require(signer != address(0) && signer == vote.voter, "signature");
            credits[vote.voter] -= vote.credits;
            received[vote.project] += vote.credits;
        }
    }

    // Vulnerable: the same, reading each element in place.
    function submitInPlace(Vote[] calldata batch) external {
        for (uint256 i = 0; i < batch.length; i++) {
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), batch[i].project, batch[i].credits));
            address signer = ecrecover(digest, batch[i].v, batch[i].r, batch[i].s); // want "BatchVotes.submitInPlace\\(\\) checks a signature with ecrecover"
            require(signer != address(0) && signer == batch[i].voter, "signature");
            credits[batch[i].voter] -= batch[i].credits;
            received[batch[i].project] += batch[i].credits;
        }
    }

    // Safe: the signed nonce must be the voter's next one, which moves on.
    function submitWithNonce(Vote[] calldata batch) external {
        for (uint256 i = 0; i < batch.length; i++) {
            Vote calldata vote = batch[i];
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), vote.project, vote.credits, vote.nonce));
            address signer = ecrecover(digest, vote.v, vote.r, vote.s);
            require(signer != address(0) && signer == vote.voter, "signature");
            require(vote.nonce == nonces[vote.voter]++, "nonce");
            credits[vote.voter] -= vote.credits;
            received[vote.project] += vote.credits;
        }
    }

    // Safe: each signed digest is recorded as used.
    function submitOnce(Vote[] calldata batch) external {
        for (uint256 i = 0; i < batch.length; i++) {
            Vote calldata vote = batch[i];
            bytes32 digest = keccak256(abi.encode(block.chainid, address(this), vote.voter, vote.project, vote.credits, vote.nonce));
            require(!used[digest], "used");
            used[digest] = true;
            address signer = ecrecover(digest, vote.v, vote.r, vote.s);
            require(signer != address(0) && signer == vote.voter, "signature");
            credits[vote.voter] -= vote.credits;
            received[vote.project] += vote.credits;
        }
    }
}
