pragma solidity ^0.4.24;

contract Bonus {
    mapping(address => uint) private claimedBonus;
    mapping(address => uint) private rewards;

    function withdrawReward(address recipient) public {
        uint amount = rewards[recipient];
        rewards[recipient] = 0;
        require(recipient.call.value(amount)());
    }

    function claimBonus(address recipient) public {
        require(claimedBonus[recipient] == 0);
        rewards[recipient] += 100;
        withdrawReward(recipient); // want "sends ether to recipient through Bonus.withdrawReward\\(\\) before it writes claimedBonus"
        claimedBonus[recipient] = 1;
    }

    // Safe: the claim is recorded before the helper pays.
    function claimBonusSafely(address recipient) public {
        require(claimedBonus[recipient] == 0);
        claimedBonus[recipient] = 1;
        rewards[recipient] += 100;
        withdrawReward(recipient);
    }
}

contract Operations {
    mapping(bytes32 => uint) private state; // 1 ready, 2 done

    function _call(address target, uint value, bytes data) internal {
        require(target.call.value(value)(data));
    }

    // Safe: the operation is checked again after the call, so a re-entrant execution makes the outer one revert.
    function execute(bytes32 id, address target, uint value, bytes data) public {
        require(state[id] == 1);
        _call(target, value, data);
        require(state[id] == 1);
        state[id] = 2;
    }
}
