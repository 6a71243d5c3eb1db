// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.4;

/// Delegated staking with Cosmos-style unbonding entries: every undelegation appends an entry that matures after
/// the unbonding period. Anyone may undelegate on behalf of a delegator who approved them, and also, through
/// redelegateFor, push zero-amount entries to any delegator's list; withdrawMatured walks the whole list, so the
/// list can be grown until withdrawing costs more gas than a block holds.
contract UnbondingStake {
    struct Entry {
        uint256 amount;
        uint256 maturesAt;
    }

    uint256 public constant UNBONDING_PERIOD = 21 days;

    mapping(address => uint256) public delegated;
    mapping(address => Entry[]) public entries;
    mapping(address => mapping(address => bool)) public approvedOperator;

    event Unbonding(address indexed delegator, uint256 amount, uint256 maturesAt);

    function stake() external payable {
        delegated[msg.sender] += msg.value;
    }

    function approve(address operator, bool ok) external {
        approvedOperator[msg.sender][operator] = ok;
    }

    function undelegate(address delegator, uint256 amount) external {
        require(delegator == msg.sender || approvedOperator[delegator][msg.sender], "not approved");
        delegated[delegator] -= amount;
        entries[delegator].push(Entry(amount, block.timestamp + UNBONDING_PERIOD));
        emit Unbonding(delegator, amount, block.timestamp + UNBONDING_PERIOD);
    }

    function redelegateFor(address delegator, uint256 amount) external {
        require(amount <= delegated[msg.sender], "balance");
        delegated[msg.sender] -= amount;
        delegated[delegator] += amount;
        entries[delegator].push(Entry(0, block.timestamp));
    }

    function withdrawMatured() external {
        Entry[] storage list = entries[msg.sender];
        uint256 total;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < list.length; i++) {
            if (list[i].amount > 0 && list[i].maturesAt <= block.timestamp) {
                total += list[i].amount;
                list[i].amount = 0;
            }
        }
        require(total > 0, "nothing");
        (bool ok, ) = msg.sender.call{value: total}("");
        require(ok, "send");
    }
}
