// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Vested airdrop: the owner records each allocation on chain (imported from a snapshot) and the
/// account claims it once after the cliff. The claim marks the record claimed on a memory copy,
/// so storage keeps `claimed == false` and the claim can be repeated.
contract SnapshotAirdrop {
    struct Allocation {
        uint128 amount;
        uint64 cliff;
        bool claimed;
    }

    address public owner;
    IERC20 public immutable token;
    mapping(address => Allocation) public allocations;

    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 _token) {
        owner = msg.sender;
        token = _token;
    }

    function setAllocations(address[] calldata accounts, uint128[] calldata amounts, uint64 cliff) external {
        require(msg.sender == owner, "owner");
        require(accounts.length == amounts.length, "length");
        for (uint256 i = 0; i < accounts.length; i++) {
            allocations[accounts[i]] = Allocation(amounts[i], cliff, false);
        }
    }

    function claim() external {
        Allocation memory a = allocations[msg.sender];
        require(a.amount > 0, "none");
        require(!a.claimed, "claimed");
        require(block.timestamp >= a.cliff, "cliff");
        // <yes> <report> OTHER
        a.claimed = true;
        require(token.transfer(msg.sender, a.amount), "transfer");
        emit Claimed(msg.sender, a.amount);
    }
}
