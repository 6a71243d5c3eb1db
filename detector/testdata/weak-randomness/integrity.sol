// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Equality checks on block data that check data instead of betting on it.
contract Oracle {
    struct Commitment { bytes31 paramsHash; uint8 dataVersion; }
    struct Wrapped { uint32 checkBlockNumber; bytes32 checkBlockhash; }
    mapping(bytes32 => Commitment) private s_commitments;
    mapping(bytes32 => bytes32) private s_requestCommitments;
    uint256 public performed;

    function _buildParamsHash(uint256 payment, address callback, uint256 expiration) internal pure returns (bytes31) {
        return bytes31(keccak256(abi.encodePacked(payment, callback, expiration)));
    }

    function request(bytes32 requestId, uint256 payment) external {
        uint256 expiration = block.timestamp + 5 minutes;
        s_commitments[requestId] = Commitment(_buildParamsHash(payment, msg.sender, expiration), 1);
        s_requestCommitments[requestId] = keccak256(abi.encode(payment, expiration));
    }

    // Safe: the stored commitment against one recomputed from the caller's request (Chainlink's Operator).
    function cancel(bytes32 requestId, uint256 payment, uint256 expiration) external {
        bytes31 paramsHash = _buildParamsHash(payment, msg.sender, expiration);
        require(s_commitments[requestId].paramsHash == paramsHash, "Params do not match request ID");
        delete s_commitments[requestId];
    }

    // Safe: whether a commitment was stored at all.
    function exists(bytes32 requestId) external view returns (bool) {
        if (s_requestCommitments[requestId] == bytes32(0)) {
            return false;
        }
        return true;
    }

    function _blockHash(uint256 n) internal view returns (bytes32) {
        return blockhash(n);
    }

    // Safe: a keeper proves which chain its report was made on (Chainlink's reorg check).
    function perform(bytes calldata raw) external {
        Wrapped memory w = abi.decode(raw, (Wrapped));
        if (_blockHash(w.checkBlockNumber) != w.checkBlockhash) {
            return;
        }
        performed++;
    }

    // Vulnerable: a guess against a draw on the last block.
    function guess(uint8 n) external payable {
        uint8 answer = uint8(uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), block.timestamp)))); // want "Oracle.guess\\(\\) derives a random value from block data"
        if (n == answer) payable(msg.sender).transfer(2 ether);
    }
}
