// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Quadratic funding round in a stablecoin: donations during the round, a tally published by the
/// round operator, and every project pulling its own donations plus matching afterwards.
contract PullQuadraticRound {
    struct Project {
        address owner;
        uint256 donations;
        uint256 sqrtSum;
        uint256 matching;
        bool claimed;
    }

    IERC20 public immutable token;
    address public immutable operator;
    uint64 public immutable roundEnd;
    uint256 public matchingPool;
    bool public tallied;
    Project[] public projects;
    mapping(uint256 => mapping(address => uint256)) public donated;

    event Donated(uint256 indexed project, address indexed donor, uint256 amount);
    event Claimed(uint256 indexed project, uint256 amount);

    error NotOperator();
    error RoundOpen();
    error RoundClosed();

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator();
        _;
    }

    constructor(IERC20 _token, uint64 duration) {
        token = _token;
        operator = msg.sender;
        roundEnd = uint64(block.timestamp) + duration;
    }

    function addProject(address owner) external onlyOperator returns (uint256 id) {
        require(owner != address(0), "owner");
        id = projects.length;
        projects.push(Project(owner, 0, 0, 0, false));
    }

    function fundPool(uint256 amount) external {
        if (block.timestamp >= roundEnd) revert RoundClosed();
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        matchingPool += amount;
    }

    function donate(uint256 id, uint256 amount) external {
        if (block.timestamp >= roundEnd) revert RoundClosed();
        require(amount > 0, "zero");
        Project storage p = projects[id];
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        uint256 before = donated[id][msg.sender];
        uint256 afterAmount = before + amount;
        donated[id][msg.sender] = afterAmount;
        p.donations += amount;
        p.sqrtSum = p.sqrtSum + sqrt(afterAmount) - sqrt(before);
        emit Donated(id, msg.sender, amount);
    }

    /// Matching is pool * score / totalScore, multiplied before it divides.
    function tally() external onlyOperator {
        if (block.timestamp < roundEnd) revert RoundOpen();
        require(!tallied, "tallied");
        tallied = true;
        uint256 n = projects.length;
        require(n <= 200, "too many");
        uint256 totalScore;
        for (uint256 i = 0; i < n; i++) {
            totalScore += projects[i].sqrtSum * projects[i].sqrtSum;
        }
        if (totalScore == 0) return;
        for (uint256 i = 0; i < n; i++) {
            Project storage p = projects[i];
            p.matching = (matchingPool * (p.sqrtSum * p.sqrtSum)) / totalScore;
        }
    }

    function claim(uint256 id) external {
        require(tallied, "tally");
        Project storage p = projects[id];
        require(msg.sender == p.owner, "owner");
        require(!p.claimed, "claimed");
        p.claimed = true;
        uint256 amount = p.donations + p.matching;
        require(token.transfer(p.owner, amount), "transfer");
        emit Claimed(id, amount);
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
}
