pragma solidity ^0.8.12;

// A queued withdrawal passed back as a struct: the contract stored its hash when it was queued, and completion
// requires the hash to be pending and clears it. The caller presents only a record the contract made, once.
contract CommittedWithdrawals {
    struct Withdrawal { address staker; uint256 amount; uint32 startBlock; uint256 nonce; }
    mapping(address => uint256) public shares;
    mapping(address => uint256) public nonces;
    mapping(bytes32 => bool) public pending;

    function rootOf(Withdrawal memory w) public pure returns (bytes32) {
        return keccak256(abi.encode(w));
    }
    function deposit() external payable {
        shares[msg.sender] += msg.value;
    }
    function queue(uint256 amount) external {
        shares[msg.sender] -= amount;
        Withdrawal memory w = Withdrawal(msg.sender, amount, uint32(block.number), nonces[msg.sender]++);
        pending[rootOf(w)] = true;
    }
    function complete(Withdrawal calldata w) external {
        bytes32 root = rootOf(w);
        require(pending[root], "not queued");
        require(w.startBlock + 50400 <= block.number, "delay");
        delete pending[root];
        payable(w.staker).transfer(w.amount);
    }
    function completeHashedInline(Withdrawal calldata w) external {
        require(pending[keccak256(abi.encode(w))], "not queued");
        pending[keccak256(abi.encode(w))] = false;
        payable(w.staker).transfer(w.amount);
    }
}

// A table of used hashes is a replay guard, not a record: any struct never seen before passes.
contract UsedHashes {
    struct Withdrawal { address staker; uint256 amount; }
    mapping(bytes32 => bool) public used;

    function complete(Withdrawal calldata w) external { // want "UsedHashes.complete\\(\\) lets any caller send w.amount to payable\\(w.staker\\)"
        bytes32 h = keccak256(abi.encode(w));
        require(!used[h], "used");
        used[h] = true;
        payable(w.staker).transfer(w.amount);
    }
}

// The hash is checked but never cleared, and the table is one nothing in the function writes: the check alone
// is not taken as closing the record.
contract NeverCleared {
    struct Withdrawal { address staker; uint256 amount; }
    mapping(bytes32 => bool) public queued;

    function queue() external payable {
        queued[keccak256(abi.encode(Withdrawal(msg.sender, msg.value)))] = true;
    }
    function complete(Withdrawal calldata w) external { // want "NeverCleared.complete\\(\\) lets any caller send w.amount to payable\\(w.staker\\)"
        require(queued[keccak256(abi.encode(w))], "not queued");
        payable(w.staker).transfer(w.amount);
    }
}
