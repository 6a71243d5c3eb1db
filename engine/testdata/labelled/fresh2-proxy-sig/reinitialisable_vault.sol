// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

contract StrategyVault {
    address public governance;
    address public strategist;
    IERC20 public want;
    uint256 public performanceFee;
    bool internal initialized;

    mapping(address => uint256) public shares;
    uint256 public totalShares;

    modifier onlyGovernance() {
        require(msg.sender == governance, "!governance");
        _;
    }

    function initialize(address _governance, address _strategist, IERC20 _want) public {
        require(!initialized, "initialized");
        // <yes> <report> ACCESS_CONTROL
        governance = _governance;
        strategist = _strategist;
        want = _want;
        performanceFee = 500;
    }

    function deposit(uint256 amount) external {
        uint256 pool = want.balanceOf(address(this));
        require(want.transferFrom(msg.sender, address(this), amount), "transfer");
        uint256 minted = totalShares == 0 ? amount : amount * totalShares / pool;
        shares[msg.sender] += minted;
        totalShares += minted;
    }

    function withdraw(uint256 shareAmount) external {
        uint256 amount = want.balanceOf(address(this)) * shareAmount / totalShares;
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        require(want.transfer(msg.sender, amount), "transfer");
    }

    function setPerformanceFee(uint256 fee) external onlyGovernance {
        require(fee <= 2000, "fee");
        performanceFee = fee;
    }

    function inCaseTokensGetStuck(IERC20 token, uint256 amount) external onlyGovernance {
        require(address(token) != address(want), "want");
        require(token.transfer(governance, amount), "transfer");
    }
}
