pragma solidity ^0.4.10;

contract TokenInterface {
    mapping (address => uint256) balances;
    uint256 public totalSupply;

    function balanceOf(address _owner) constant returns (uint256 balance);
    function transfer(address _to, uint256 _amount) returns (bool success);
}

contract Token is TokenInterface {
    function balanceOf(address _owner) constant returns (uint256 balance) {
        return balances[_owner];
    }

    function transfer(address _to, uint256 _amount) returns (bool success) {
        if (balances[msg.sender] >= _amount && _amount > 0) {
            balances[msg.sender] -= _amount;
            balances[_to] += _amount;
            return true;
        }
        return false;
    }
}

// A DAO-style fund: members buy shares during the creation period, and a member who disagrees with a proposal
// may split off and take his ether and his share of the rewards with him.
contract SplitFund is Token {
    address public curator;
    uint public closingTime;
    uint public rewardPool;
    mapping (address => uint) public paidOut;
    mapping (address => bool) public splitDone;

    event Split(address indexed member, uint amount, uint reward);

    function SplitFund(uint _closingTime) {
        curator = msg.sender;
        closingTime = _closingTime;
    }

    function createTokens() payable {
        require(now < closingTime);
        balances[msg.sender] += msg.value;
        totalSupply += msg.value;
    }

    function addRewards() payable {
        rewardPool += msg.value;
    }

    function rewardOf(address member) constant returns (uint) {
        return balances[member] * rewardPool / totalSupply - paidOut[member];
    }

    function withdrawRewardFor(address member) internal returns (bool) {
        uint reward = rewardOf(member);
        // <yes> <report> REENTRANCY
        if (!member.call.value(reward)()) {
            throw;
        }
        paidOut[member] += reward;
        return true;
    }

    function splitFund() returns (bool) {
        require(now >= closingTime);
        require(!splitDone[msg.sender]);
        uint share = balances[msg.sender];
        withdrawRewardFor(msg.sender);
        totalSupply -= share;
        balances[msg.sender] = 0;
        splitDone[msg.sender] = true;
        msg.sender.transfer(share);
        Split(msg.sender, share, paidOut[msg.sender]);
        return true;
    }
}
