pragma solidity ^0.4.23;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        return a / b;
    }
}

/// Quadratic funding round: donors give ether to projects during the round, a sponsor's matching pool
/// is split by the square of the sum of square roots of each project's donations. Donors may take a
/// donation back while the round runs; the donor's own record is decreased without a check, so it
/// wraps below zero and the donor withdraws everything the project received from others.
contract QuadraticRound {
    using SafeMath for uint256;

    address public admin;
    uint256 public roundEnd;
    uint256 public matchingPool;
    uint256 public projectCount;
    bool public finalized;

    mapping(uint256 => address) public projectOwner;
    mapping(uint256 => uint256) public projectTotal;
    mapping(uint256 => uint256) public projectSqrtSum;
    mapping(uint256 => mapping(address => uint256)) public donations;

    constructor(uint256 duration) public payable {
        admin = msg.sender;
        matchingPool = msg.value;
        roundEnd = now.add(duration);
    }

    function register(address owner) public returns (uint256 id) {
        require(now < roundEnd);
        id = projectCount++;
        projectOwner[id] = owner;
    }

    function donate(uint256 id) public payable {
        require(now < roundEnd);
        require(id < projectCount);
        require(msg.value > 0);
        uint256 before = donations[id][msg.sender];
        donations[id][msg.sender] = before.add(msg.value);
        projectTotal[id] = projectTotal[id].add(msg.value);
        projectSqrtSum[id] = projectSqrtSum[id].add(sqrt(donations[id][msg.sender])).sub(sqrt(before));
    }

    function withdrawDonation(uint256 id, uint256 amount) public {
        require(now < roundEnd);
        uint256 before = donations[id][msg.sender];
        // <yes> <report> ARITHMETIC
        donations[id][msg.sender] -= amount;
        projectTotal[id] = projectTotal[id].sub(amount);
        projectSqrtSum[id] = projectSqrtSum[id].add(sqrt(donations[id][msg.sender])).sub(sqrt(before));
        msg.sender.transfer(amount);
    }

    function matchFor(uint256 id, uint256 totalScore) public view returns (uint256) {
        uint256 score = projectSqrtSum[id].mul(projectSqrtSum[id]);
        return matchingPool.mul(score).div(totalScore);
    }

    function payout(uint256 id, uint256 totalScore) public {
        require(msg.sender == admin);
        require(now >= roundEnd);
        uint256 amount = projectTotal[id].add(matchFor(id, totalScore));
        projectTotal[id] = 0;
        projectSqrtSum[id] = 0;
        projectOwner[id].transfer(amount);
    }

    function sqrt(uint256 x) internal pure returns (uint256 y) {
        uint256 z = (x + 1) / 2;
        y = x;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }
}
