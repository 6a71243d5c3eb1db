pragma solidity ^0.4.11;

/// The reward account of a DAO-era fund: holds the income of the DAO's projects and pays it out to the DAO
/// only. Its owner is the DAO contract.
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

/// A token-holder fund in the style of The DAO (2016): holders may split off into a child DAO with their share
/// of the ether, and collect the rewards they are owed on the way out.
contract SplitDAO {
    mapping (address => uint) public balances;
    mapping (address => uint) public paidOut;
    uint public totalSupply;
    ManagedAccount public rewardAccount;
    address public curator;

    event Split(address indexed member, address indexed newDAO, uint funds);

    modifier noEther() {
        if (msg.value > 0) throw;
        _;
    }

    function SplitDAO(address _curator) {
        curator = _curator;
        rewardAccount = new ManagedAccount(address(this));
    }

    function createTokens() payable {
        if (msg.value == 0) throw;
        balances[msg.sender] += msg.value;
        totalSupply += msg.value;
    }

    function withdrawRewardFor(address _account) noEther internal returns (bool _success) {
        if ((balances[_account] * rewardAccount.accumulatedInput()) / totalSupply < paidOut[_account])
            throw;

        uint reward = (balances[_account] * rewardAccount.accumulatedInput()) / totalSupply - paidOut[_account];
        if (!rewardAccount.payOut(_account, reward))
            throw;
        paidOut[_account] += reward;
        return true;
    }

    function getMyReward() noEther returns (bool _success) {
        return withdrawRewardFor(msg.sender);
    }

    function splitDAO(address _newDAO) noEther returns (bool _success) {
        if (balances[msg.sender] == 0) throw;

        // Move ether to the new DAO and assign new tokens there.
        uint fundsToBeMoved = (balances[msg.sender] * this.balance) / totalSupply;
        if (!_newDAO.call.value(fundsToBeMoved)(bytes4(sha3("createTokenProxy(address)")), msg.sender))
            throw;
        Split(msg.sender, _newDAO, fundsToBeMoved);

        // Be nice, and get his rewards.
        // <yes> <report> REENTRANCY
        withdrawRewardFor(msg.sender);

        // Burn DAO tokens.
        totalSupply -= balances[msg.sender];
        balances[msg.sender] = 0;
        paidOut[msg.sender] = 0;
        return true;
    }
}
