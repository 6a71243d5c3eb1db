pragma solidity ^0.4.2;

// The DAO's reward path in miniature (2016): a member's reward is paid by a separate reward account that calls
// back to the recipient, and the paid-out record is raised only after that payout returns.
contract ManagedAccount {
    address public owner;
    uint public accumulatedInput;

    function ManagedAccount(address _owner) {
        owner = _owner;
    }

    function() payable {
        accumulatedInput += msg.value;
    }

    function payOut(address _recipient, uint _amount) returns (bool) {
        if (msg.sender != owner || msg.value > 0)
            throw;
        if (_recipient.call.value(_amount)()) {
            return true;
        } else {
            return false;
        }
    }
}

contract MiniDAO {
    ManagedAccount public rewardAccount;
    mapping (address => uint) public balances;
    mapping (address => uint) public paidOut;
    uint public totalSupply;
    uint public totalRewardToken;

    event Transfer(address indexed _from, address indexed _to, uint256 _amount);
    event Withdrawn(address indexed member, uint reward);

    modifier onlyTokenholders {
        if (balances[msg.sender] == 0) throw;
        _;
    }

    function MiniDAO() {
        rewardAccount = new ManagedAccount(address(this));
    }

    function buyTokens() payable {
        balances[msg.sender] += msg.value;
        totalSupply += msg.value;
        Transfer(0, msg.sender, msg.value);
    }

    function getMyReward() onlyTokenholders returns (bool) {
        return withdrawRewardFor(msg.sender);
    }

    function withdrawRewardFor(address _account) internal returns (bool _success) {
        if ((balances[_account] * rewardAccount.accumulatedInput()) / totalSupply < paidOut[_account])
            throw;

        uint reward = (balances[_account] * rewardAccount.accumulatedInput()) / totalSupply - paidOut[_account];
        // <yes> <report> REENTRANCY
        if (!rewardAccount.payOut(_account, reward))
            throw;
        paidOut[_account] += reward;
        Withdrawn(_account, reward);
        return true;
    }
}
