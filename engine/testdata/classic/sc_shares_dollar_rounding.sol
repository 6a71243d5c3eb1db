// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Yield-bearing stablecoin kept as shares of pooled dollars. Conversions round against whoever asks: shares
/// credited on mint round down, shares debited on burn and on transfers round up.
contract RoundedSharesDollar {
    string public constant name = "Savings Dollar";
    string public constant symbol = "svUSD";
    uint8 public constant decimals = 18;

    address public immutable minter;
    uint256 public totalShares;
    uint256 public totalPooled;
    mapping(address => uint256) public sharesOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event TransferShares(address indexed from, address indexed to, uint256 shares);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address minter_) {
        minter = minter_;
    }

    modifier onlyMinter() {
        require(msg.sender == minter, "minter");
        _;
    }

    function totalSupply() external view returns (uint256) {
        return totalPooled;
    }

    function _toSharesDown(uint256 amount) internal view returns (uint256) {
        if (totalPooled == 0) return amount;
        return (amount * totalShares) / totalPooled;
    }

    function _toSharesUp(uint256 amount) internal view returns (uint256) {
        if (totalPooled == 0) return amount;
        return (amount * totalShares + totalPooled - 1) / totalPooled;
    }

    function balanceOf(address account) public view returns (uint256) {
        if (totalShares == 0) return 0;
        return (sharesOf[account] * totalPooled) / totalShares;
    }

    function mint(address to, uint256 amount) external onlyMinter {
        uint256 shares = _toSharesDown(amount);
        require(shares > 0, "zero shares");
        totalShares += shares;
        totalPooled += amount;
        sharesOf[to] += shares;
        emit Transfer(address(0), to, amount);
    }

    function burn(address from, uint256 amount) external onlyMinter {
        uint256 shares = _toSharesUp(amount);
        sharesOf[from] -= shares;
        totalShares -= shares;
        totalPooled -= amount;
        emit Transfer(from, address(0), amount);
    }

    function distributeYield(uint256 amount) external onlyMinter {
        require(totalShares > 0, "no holders");
        totalPooled += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "zero");
        uint256 shares = _toSharesUp(amount);
        sharesOf[from] -= shares;
        sharesOf[to] += shares;
        emit Transfer(from, to, amount);
        emit TransferShares(from, to, shares);
    }
}
