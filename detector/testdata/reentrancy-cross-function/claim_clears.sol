// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Safe: the fee is credited after the caller's token is pulled, and a claim during the pull takes the entry as
// it stands and clears it; the late credit then lands on the cleared entry, for a later claim.
contract FeeCredits {
    mapping(address => mapping(address => uint256)) public owed;

    function collect(IERC20 token, uint256 fee, address integrator) external {
        require(token.transferFrom(msg.sender, address(this), fee));
        owed[integrator][address(token)] += fee / 2;
    }

    function claim(IERC20 token) external {
        uint256 amount = owed[msg.sender][address(token)];
        owed[msg.sender][address(token)] = 0;
        require(token.transfer(msg.sender, amount));
    }
}

// The debt is recorded after the loan is paid out: a borrow during the payout checks the limit against the
// debt as it was, and borrows again.
contract LateDebt {
    IERC20 public token;
    uint256 public limit;
    mapping(address => uint256) public debt;

    function borrow(uint256 amount) external {
        require(debt[msg.sender] + amount <= limit, "limit");
        require(token.transfer(msg.sender, amount));
        debt[msg.sender] += amount;
    }

    function borrowFor(IERC20 other, uint256 amount) external {
        require(other.transferFrom(msg.sender, address(this), amount)); // want "LateDebt.borrowFor\\(\\) calls other before it writes debt"
        debt[msg.sender] += amount;
    }

    function settle() external {
        uint256 d = debt[msg.sender];
        debt[msg.sender] = 0;
        require(token.transferFrom(msg.sender, address(this), d));
    }
}
