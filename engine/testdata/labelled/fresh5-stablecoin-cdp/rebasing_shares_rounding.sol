// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

/// Yield-bearing stablecoin: balances are shares of the pooled dollars, and `distributeYield` raises the pooled
/// total so every balance grows. Transfers move shares computed from the dollar amount.
contract SharesDollar {
    string public constant name = "Savings Dollar";
    string public constant symbol = "svUSD";
    uint8 public constant decimals = 18;

    address public immutable minter;
    uint256 public totalShares;
    uint256 public totalPooled;
    mapping(address => uint256) public sharesOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address _minter) {
        minter = _minter;
    }

    function totalSupply() external view returns (uint256) {
        return totalPooled;
    }

    function getSharesByPooled(uint256 amount) public view returns (uint256) {
        if (totalPooled == 0) return amount;
        return (amount * totalShares) / totalPooled;
    }

    function getPooledByShares(uint256 shares) public view returns (uint256) {
        if (totalShares == 0) return shares;
        return (shares * totalPooled) / totalShares;
    }

    function balanceOf(address account) external view returns (uint256) {
        return getPooledByShares(sharesOf[account]);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter");
        uint256 shares = getSharesByPooled(amount);
        totalShares += shares;
        totalPooled += amount;
        sharesOf[to] += shares;
        emit Transfer(address(0), to, amount);
    }

    /// Redeems `amount` dollars of the caller's balance; the minter pays the dollars out.
    function burn(address from, uint256 amount) external {
        require(msg.sender == minter, "minter");
        // <yes> <report> OTHER
        uint256 shares = getSharesByPooled(amount);
        sharesOf[from] -= shares;
        totalShares -= shares;
        totalPooled -= amount;
        emit Transfer(from, address(0), amount);
    }

    function distributeYield(uint256 amount) external {
        require(msg.sender == minter, "minter");
        totalPooled += amount;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 shares = getSharesByPooled(amount);
        sharesOf[from] -= shares;
        sharesOf[to] += shares;
        emit Transfer(from, to, amount);
    }
}
