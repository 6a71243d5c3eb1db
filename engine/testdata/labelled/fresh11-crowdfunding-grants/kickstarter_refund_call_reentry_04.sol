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

/// All-or-nothing campaign in the Kickstarter style: backers pledge ether until the deadline; when
/// the goal is met the creator takes the funds, otherwise every backer takes back the pledge. The
/// refund forwards all gas to the backer before it clears the pledge, so a backer contract re-enters
/// refund() and is paid its pledge again and again out of the other backers' money.
contract AllOrNothingCampaign {
    using SafeMath for uint256;

    address public creator;
    uint256 public goal;
    uint256 public deadline;
    uint256 public totalPledged;
    bool public claimed;
    mapping(address => uint256) public pledges;

    event Pledged(address indexed backer, uint256 amount);
    event Unpledged(address indexed backer, uint256 amount);
    event Refunded(address indexed backer, uint256 amount);
    event Claimed(uint256 amount);

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

    /// Backers may lower their pledge while the campaign runs.
    function unpledge(uint256 amount) public {
        require(now < deadline);
        pledges[msg.sender] = pledges[msg.sender].sub(amount);
        totalPledged = totalPledged.sub(amount);
        msg.sender.transfer(amount);
        emit Unpledged(msg.sender, amount);
    }

    function claimFunds() public {
        require(msg.sender == creator);
        require(now >= deadline);
        require(totalPledged >= goal);
        require(!claimed);
        claimed = true;
        creator.transfer(address(this).balance);
        emit Claimed(totalPledged);
    }

    function refund() public {
        require(now >= deadline);
        require(totalPledged < goal);
        uint256 amount = pledges[msg.sender];
        require(amount > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(amount)());
        pledges[msg.sender] = 0;
        emit Refunded(msg.sender, amount);
    }
}
