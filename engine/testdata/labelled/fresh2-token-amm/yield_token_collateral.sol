// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Yield vault whose shares are accepted as collateral by the same protocol's credit line (yUSD/Cream style).
contract YieldVault {
    IERC20 public immutable underlying;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    constructor(IERC20 _underlying) {
        underlying = _underlying;
    }

    function pricePerShare() public view returns (uint256) {
        if (totalSupply == 0) return 1e18;
        return underlying.balanceOf(address(this)) * 1e18 / totalSupply;
    }

    function deposit(uint256 amount) external {
        uint256 shares = totalSupply == 0 ? amount : amount * 1e18 / pricePerShare();
        require(underlying.transferFrom(msg.sender, address(this), amount), "transfer");
        balanceOf[msg.sender] += shares;
        totalSupply += shares;
    }

    function withdraw(uint256 shares) external {
        uint256 amount = shares * pricePerShare() / 1e18;
        balanceOf[msg.sender] -= shares;
        totalSupply -= shares;
        require(underlying.transfer(msg.sender, amount), "transfer");
    }

    function transfer(address to, uint256 shares) external returns (bool) {
        balanceOf[msg.sender] -= shares;
        balanceOf[to] += shares;
        return true;
    }

    function approve(address spender, uint256 shares) external returns (bool) {
        allowance[msg.sender][spender] = shares;
        return true;
    }

    function transferFrom(address from, address to, uint256 shares) external returns (bool) {
        allowance[from][msg.sender] -= shares;
        balanceOf[from] -= shares;
        balanceOf[to] += shares;
        return true;
    }
}

contract VaultCreditLine {
    YieldVault public immutable vault;
    IERC20 public immutable stable;
    mapping(address => uint256) public pledgedShares;
    mapping(address => uint256) public owed;

    constructor(YieldVault _vault, IERC20 _stable) {
        vault = _vault;
        stable = _stable;
    }

    function pledge(uint256 shares) external {
        require(vault.transferFrom(msg.sender, address(this), shares), "shares");
        pledgedShares[msg.sender] += shares;
    }

    function draw(uint256 amount) external {
        // <yes> <report> OTHER
        uint256 collateralValue = pledgedShares[msg.sender] * vault.pricePerShare() / 1e18;
        require(owed[msg.sender] + amount <= collateralValue * 80 / 100, "limit");
        owed[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount), "transfer");
    }
}
