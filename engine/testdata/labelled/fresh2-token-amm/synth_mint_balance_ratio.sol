// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// Mints a dollar-pegged synth against WETH deposits; the ETH price is read from a WETH/USDC pool.
contract SynthMinter {
    IERC20 public immutable weth;
    IERC20 public immutable usdc;
    address public immutable pool;
    uint256 public constant MIN_RATIO = 150;

    mapping(address => uint256) public lockedWeth;
    mapping(address => uint256) public synthDebt;
    mapping(address => uint256) public synthBalance;
    uint256 public synthSupply;

    constructor(IERC20 _weth, IERC20 _usdc, address _pool) {
        weth = _weth;
        usdc = _usdc;
        pool = _pool;
    }

    function ethPrice() public view returns (uint256) {
        // USDC has 6 decimals
        // <yes> <report> OTHER
        return usdc.balanceOf(pool) * 1e12 * 1e18 / weth.balanceOf(pool);
    }

    function lockAndMint(uint256 wethAmount, uint256 synthAmount) external {
        require(weth.transferFrom(msg.sender, address(this), wethAmount), "transfer");
        lockedWeth[msg.sender] += wethAmount;
        uint256 value = lockedWeth[msg.sender] * ethPrice() / 1e18;
        require(value * 100 >= (synthDebt[msg.sender] + synthAmount) * MIN_RATIO, "ratio");
        synthDebt[msg.sender] += synthAmount;
        synthBalance[msg.sender] += synthAmount;
        synthSupply += synthAmount;
    }

    function burnAndUnlock(uint256 synthAmount, uint256 wethAmount) external {
        synthBalance[msg.sender] -= synthAmount;
        synthDebt[msg.sender] -= synthAmount;
        synthSupply -= synthAmount;
        lockedWeth[msg.sender] -= wethAmount;
        uint256 value = lockedWeth[msg.sender] * ethPrice() / 1e18;
        require(value * 100 >= synthDebt[msg.sender] * MIN_RATIO, "ratio");
        require(weth.transfer(msg.sender, wethAmount), "transfer");
    }
}
