pragma solidity ^0.5.17;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

/// 2020 token sale with referral rewards in ether: the referrer is fixed on the first purchase and
/// cannot be the buyer, the reward is computed by multiplying before dividing, and referrers pull
/// their rewards; the owner withdraws only the proceeds not owed to referrers.
contract ReferralEtherSale {
    using SafeMath for uint256;

    address public owner;
    uint256 public rate;
    uint256 public constant REFERRAL_BPS = 500;
    uint256 public referralOwed;
    uint256 public sold;

    mapping(address => uint256) public tokens;
    mapping(address => address) public referrerOf;
    mapping(address => uint256) public rewards;

    event Purchase(address indexed buyer, uint256 value, uint256 amount, address indexed referrer);

    constructor(uint256 _rate) public {
        owner = msg.sender;
        rate = _rate;
    }

    function buy(address referrer) external payable {
        require(msg.value > 0, "zero");
        if (referrerOf[msg.sender] == address(0) && referrer != address(0) && referrer != msg.sender && tokens[referrer] > 0) {
            referrerOf[msg.sender] = referrer;
        }
        uint256 amount = msg.value.mul(rate);
        tokens[msg.sender] = tokens[msg.sender].add(amount);
        sold = sold.add(amount);
        address ref = referrerOf[msg.sender];
        if (ref != address(0)) {
            uint256 reward = msg.value.mul(REFERRAL_BPS).div(10000);
            rewards[ref] = rewards[ref].add(reward);
            referralOwed = referralOwed.add(reward);
        }
        emit Purchase(msg.sender, msg.value, amount, ref);
    }

    function withdrawReward() external {
        uint256 reward = rewards[msg.sender];
        require(reward > 0, "none");
        rewards[msg.sender] = 0;
        referralOwed = referralOwed - reward;
        msg.sender.transfer(reward);
    }

    function withdrawProceeds(address payable to) external {
        require(msg.sender == owner, "owner");
        to.transfer(address(this).balance - referralOwed);
    }
}
