// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.6.2;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Quadratic funding round: contributors donate a stablecoin to grants, the matching pool is split by the
/// square of the sum of square roots of each grant's contributions. Donating the same amount to many grants
/// in one call is a gas saver added before the round opened.
contract QuadraticRound {
    struct GrantTally {
        address payee;
        uint256 raised;
        uint256 sqrtSum;
    }

    IERC20 public token;
    address public roundOperator;
    uint256 public startTime;
    uint256 public endTime;
    uint256 public matchingPool;
    GrantTally[] public grants;
    mapping(uint256 => mapping(address => uint256)) public contributed;

    modifier onlyOperator() {
        require(msg.sender == roundOperator, "round: operator only");
        _;
    }

    modifier duringRound() {
        require(block.timestamp >= startTime && block.timestamp < endTime, "round: closed");
        _;
    }

    constructor(IERC20 _token, uint256 _start, uint256 _end) public {
        token = _token;
        roundOperator = msg.sender;
        startTime = _start;
        endTime = _end;
    }

    function addGrant(address payee) external onlyOperator returns (uint256) {
        grants.push(GrantTally(payee, 0, 0));
        return grants.length - 1;
    }

    function sqrt(uint256 x) internal pure returns (uint256 y) {
        uint256 z = (x + 1) / 2;
        y = x;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }

    function _record(uint256 grantId, uint256 amount) internal {
        GrantTally storage g = grants[grantId];
        uint256 before = contributed[grantId][msg.sender];
        uint256 total = before + amount;
        contributed[grantId][msg.sender] = total;
        g.raised += amount;
        g.sqrtSum = g.sqrtSum - sqrt(before) + sqrt(total);
    }

    function donate(uint256 grantId, uint256 amount) external duringRound {
        require(token.transferFrom(msg.sender, address(this), amount), "round: transfer");
        _record(grantId, amount);
    }

    function donateMany(uint256[] calldata grantIds, uint256 amountEach) external duringRound {
        // <yes> <report> ARITHMETIC
        uint256 total = amountEach * grantIds.length;
        require(token.transferFrom(msg.sender, address(this), total), "round: transfer");
        for (uint256 i = 0; i < grantIds.length; i++) {
            _record(grantIds[i], amountEach);
        }
    }
}
