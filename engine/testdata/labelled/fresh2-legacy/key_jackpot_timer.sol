pragma solidity ^0.4.24;

// A 2018 "last key wins" jackpot (after Fomo3D): keys are priced through a home-made SafeMath whose mul lost
// its overflow check, and the round end is judged on the block timestamp the miner sets.
library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        // <yes> <report> ARITHMETIC
        uint256 c = a * b;
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath sub failed");
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        require(c >= a, "SafeMath add failed");
        return c;
    }
}

contract KeyJackpot {
    using SafeMath for uint256;

    address public admin;
    address public lastBuyer;
    uint256 public roundEnd;
    uint256 public keyPrice = 0.001 ether;
    uint256 public pot;
    uint256 public constant ROUND_EXTENSION = 30 seconds;
    uint256 public constant MAX_ROUND = 24 hours;

    mapping(address => uint256) public keys;

    event KeysBought(address indexed buyer, uint256 keys, uint256 roundEnd);
    event JackpotPaid(address indexed winner, uint256 amount);

    constructor() public {
        admin = msg.sender;
        roundEnd = now.add(MAX_ROUND);
    }

    function buyKeys(uint256 _keys) public payable {
        require(now < roundEnd, "round over");
        require(msg.value >= _keys.mul(keyPrice), "not enough ether");
        keys[msg.sender] = keys[msg.sender].add(_keys);
        pot = pot.add(msg.value);
        lastBuyer = msg.sender;
        roundEnd = roundEnd.add(ROUND_EXTENSION.mul(_keys));
        if (roundEnd > now.add(MAX_ROUND)) {
            roundEnd = now.add(MAX_ROUND);
        }
        emit KeysBought(msg.sender, _keys, roundEnd);
    }

    function claimJackpot() public {
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp >= roundEnd, "round running");
        require(msg.sender == lastBuyer);
        uint256 amount = pot;
        pot = 0;
        roundEnd = now.add(MAX_ROUND);
        msg.sender.transfer(amount);
        emit JackpotPaid(msg.sender, amount);
    }
}
