// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Interest-bearing deposit pool: users withdraw an exact amount of underlying and the pool burns shares.
contract SavingsPool {
    IERC20 public immutable token;
    uint256 public totalShares;
    uint256 public totalManaged;
    uint256 public withdrawFeeBps = 25;
    address public feeRecipient;
    mapping(address => uint256) public sharesOf;

    constructor(IERC20 _token, address _feeRecipient) {
        token = _token;
        feeRecipient = _feeRecipient;
        totalShares = 1e6;
        totalManaged = 1e6;
    }

    function accrue(uint256 interest) external {
        require(token.transferFrom(msg.sender, address(this), interest), "transfer");
        totalManaged += interest;
    }

    function deposit(uint256 amount) external returns (uint256 shares) {
        shares = amount * totalShares / totalManaged;
        require(shares > 0, "zero shares");
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        sharesOf[msg.sender] += shares;
        totalShares += shares;
        totalManaged += amount;
    }

    function withdrawExact(uint256 amount) external returns (uint256 shares) {
        // <yes> <report> OTHER
        shares = amount * totalShares / totalManaged;
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        totalManaged -= amount;
        // <yes> <report> ARITHMETIC
        uint256 fee = amount / 10000 * withdrawFeeBps;
        require(token.transfer(feeRecipient, fee), "fee");
        require(token.transfer(msg.sender, amount - fee), "transfer");
    }
}
