// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface ICurvePool {
    function get_virtual_price() external view returns (uint256);
    function remove_liquidity(uint256 amount, uint256[2] calldata minAmounts) external returns (uint256[2] memory);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Lending market that accepts Curve ETH/stETH LP tokens as collateral, priced at the pool's virtual price.
contract CurveLpLending {
    ICurvePool public immutable pool;
    IERC20 public immutable lpToken;
    IERC20 public immutable stable;
    uint256 public constant LTV_BPS = 7000;
    uint256 public ethPriceUsd;
    address public governance;

    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(ICurvePool _pool, IERC20 _lpToken, IERC20 _stable) {
        pool = _pool;
        lpToken = _lpToken;
        stable = _stable;
        governance = msg.sender;
    }

    function setEthPrice(uint256 price) external {
        require(msg.sender == governance, "gov");
        ethPriceUsd = price;
    }

    function lpPrice() public view returns (uint256) {
        // <yes> <report> REENTRANCY
        return pool.get_virtual_price() * ethPriceUsd / 1e18;
    }

    function depositCollateral(uint256 amount) external {
        require(lpToken.transferFrom(msg.sender, address(this), amount), "transfer");
        collateral[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 limit = collateral[msg.sender] * lpPrice() / 1e18 * LTV_BPS / 10000;
        require(debt[msg.sender] + amount <= limit, "exceeds limit");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }

    function repay(uint256 amount) external {
        require(stable.transferFrom(msg.sender, address(this), amount), "transfer");
        debt[msg.sender] -= amount;
    }

    function withdrawCollateral(uint256 amount) external {
        collateral[msg.sender] -= amount;
        uint256 limit = collateral[msg.sender] * lpPrice() / 1e18 * LTV_BPS / 10000;
        require(debt[msg.sender] <= limit, "undercollateralized");
        require(lpToken.transfer(msg.sender, amount), "transfer");
    }
}
