pragma solidity ^0.4.24;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }
}

/// All-or-nothing ether campaign: pledges until the deadline, the creator collects a successful
/// raise once, backers of a failed one pull their refunds (state cleared before the transfer).
contract SafeAllOrNothingCampaign {
    using SafeMath for uint256;

    address public creator;
    uint256 public goal;
    uint256 public deadline;
    uint256 public totalPledged;
    bool public claimed;
    mapping(address => uint256) public pledges;

    event Pledged(address indexed backer, uint256 amount);
    event Refunded(address indexed backer, uint256 amount);
    event Claimed(uint256 amount);

    modifier onlyCreator() {
        require(msg.sender == creator);
        _;
    }

    constructor(uint256 _goal, uint256 _duration) public {
        require(_goal > 0);
        require(_duration > 0 && _duration <= 60 days);
        creator = msg.sender;
        goal = _goal;
        deadline = now.add(_duration);
    }

    function pledge() public payable {
        require(now < deadline);
        require(msg.value > 0);
        pledges[msg.sender] = pledges[msg.sender].add(msg.value);
        totalPledged = totalPledged.add(msg.value);
        emit Pledged(msg.sender, msg.value);
    }

    function unpledge(uint256 amount) public {
        require(now < deadline);
        pledges[msg.sender] = pledges[msg.sender].sub(amount);
        totalPledged = totalPledged.sub(amount);
        msg.sender.transfer(amount);
    }

    function claimFunds() public onlyCreator {
        require(now >= deadline);
        require(totalPledged >= goal);
        require(!claimed);
        claimed = true;
        creator.transfer(totalPledged);
        emit Claimed(totalPledged);
    }

    function refund() public {
        require(now >= deadline);
        require(totalPledged < goal);
        uint256 amount = pledges[msg.sender];
        require(amount > 0);
        pledges[msg.sender] = 0;
        require(msg.sender.call.value(amount)());
        emit Refunded(msg.sender, amount);
    }
}
