// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Quadratic funding round: donations in a stablecoin are forwarded to each grant at once; the matching pool
/// is split after the round by each grant's (sum of square roots)^2, and each grant's owner claims its match.
contract QuadraticRound {
    struct Grant {
        address owner;
        uint256 raised;
        uint256 sqrtSum;
        bool claimed;
    }

    IERC20 public immutable token;
    address public immutable operator;
    uint64 public immutable startTime;
    uint64 public immutable endTime;
    uint256 public matchingPool;
    uint256 public totalScore;
    bool public finalized;

    Grant[] public grants;
    mapping(uint256 => mapping(address => uint256)) public contributed;

    event Donated(uint256 indexed grantId, address indexed donor, uint256 amount);
    event MatchClaimed(uint256 indexed grantId, uint256 amount);

    modifier onlyOperator() {
        require(msg.sender == operator, "round: operator only");
        _;
    }

    constructor(IERC20 _token, uint64 _start, uint64 _end) {
        require(_start < _end, "round: window");
        token = _token;
        operator = msg.sender;
        startTime = _start;
        endTime = _end;
    }

    function addGrant(address owner) external onlyOperator returns (uint256) {
        require(block.timestamp < startTime, "round: started");
        grants.push(Grant(owner, 0, 0, false));
        return grants.length - 1;
    }

    function fundMatching(uint256 amount) external {
        require(!finalized, "round: finalized");
        require(token.transferFrom(msg.sender, address(this), amount), "round: transfer");
        matchingPool += amount;
    }

    function sqrt(uint256 x) internal pure returns (uint256 y) {
        if (x == 0) return 0;
        uint256 z = (x + 1) / 2;
        y = x;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }

    function donate(uint256 grantId, uint256 amount) external {
        require(block.timestamp >= startTime && block.timestamp < endTime, "round: closed");
        Grant storage g = grants[grantId];
        uint256 before = contributed[grantId][msg.sender];
        uint256 total = before + amount;
        contributed[grantId][msg.sender] = total;
        g.raised += amount;
        g.sqrtSum = g.sqrtSum - sqrt(before) + sqrt(total);
        require(token.transferFrom(msg.sender, g.owner, amount), "round: transfer");
        emit Donated(grantId, msg.sender, amount);
    }

    function finalize() external onlyOperator {
        require(block.timestamp >= endTime, "round: open");
        require(!finalized, "round: finalized");
        uint256 score;
        for (uint256 i = 0; i < grants.length; i++) {
            score += grants[i].sqrtSum * grants[i].sqrtSum;
        }
        totalScore = score;
        finalized = true;
    }

    function claimMatch(uint256 grantId) external {
        require(finalized && totalScore > 0, "round: not finalized");
        Grant storage g = grants[grantId];
        require(msg.sender == g.owner, "round: grant owner only");
        require(!g.claimed, "round: claimed");
        g.claimed = true;
        uint256 amount = matchingPool * (g.sqrtSum * g.sqrtSum) / totalScore;
        require(token.transfer(g.owner, amount), "round: transfer");
        emit MatchClaimed(grantId, amount);
    }
}
