pragma solidity ^0.5.0;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

contract ERC20Basic {
    function balanceOf(address who) public view returns (uint256);
    function transfer(address to, uint256 value) public returns (bool);
}

contract CommunityFundBallot {
    using SafeMath for uint256;

    struct Motion {
        string description;
        address payable recipient;
        uint256 amount;
        uint256 yea;
        uint256 nay;
        uint256 deadline;
        bool settled;
    }

    ERC20Basic public token;
    address public chair;
    Motion[] public motions;
    mapping(uint256 => mapping(address => bool)) public hasVoted;

    constructor(ERC20Basic _token) public {
        token = _token;
        chair = msg.sender;
    }

    function () external payable {}

    function newMotion(string memory description, address payable recipient, uint256 amount) public returns (uint256) {
        require(msg.sender == chair);
        motions.push(Motion(description, recipient, amount, 0, 0, now + 3 days, false));
        return motions.length - 1;
    }

    function castVote(uint256 id, bool support) public {
        Motion storage m = motions[id];
        require(now < m.deadline);
        require(!hasVoted[id][msg.sender]);
        hasVoted[id][msg.sender] = true;
        // <yes> <report> OTHER
        uint256 weight = token.balanceOf(msg.sender);
        if (support) {
            m.yea = m.yea.add(weight);
        } else {
            m.nay = m.nay.add(weight);
        }
    }

    function settle(uint256 id) public {
        Motion storage m = motions[id];
        require(now >= m.deadline);
        require(!m.settled);
        m.settled = true;
        if (m.yea > m.nay) {
            m.recipient.transfer(m.amount);
        }
    }
}
