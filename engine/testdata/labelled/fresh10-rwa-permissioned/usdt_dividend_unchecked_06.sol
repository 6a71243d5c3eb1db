// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Dividend vault of a tokenised private company: the company deposits a stablecoin, and shareholders withdraw
/// their pro-rata entitlement recorded at the record date.
contract DividendVault {
    address public company;
    IERC20 public payoutToken;
    mapping(uint256 => uint256) public dividendPerShare; // scaled by 1e18
    mapping(uint256 => mapping(address => uint256)) public sharesAtRecord;
    mapping(uint256 => mapping(address => bool)) public withdrawn;
    uint256 public rounds;

    event DividendDeposited(uint256 round, uint256 amount);
    event DividendWithdrawn(uint256 round, address holder, uint256 amount);

    modifier onlyCompany() {
        require(msg.sender == company, "company only");
        _;
    }

    constructor(IERC20 token) public {
        company = msg.sender;
        payoutToken = token;
    }

    function recordShares(uint256 round, address[] calldata holders, uint256[] calldata shares) external onlyCompany {
        for (uint256 i = 0; i < holders.length; i++) {
            sharesAtRecord[round][holders[i]] = shares[i];
        }
    }

    function deposit(uint256 amount, uint256 totalShares) external onlyCompany {
        require(payoutToken.transferFrom(msg.sender, address(this), amount), "deposit failed");
        rounds += 1;
        dividendPerShare[rounds] = amount * 1e18 / totalShares;
        emit DividendDeposited(rounds, amount);
    }

    function withdraw(uint256 round) external {
        require(!withdrawn[round][msg.sender], "already withdrawn");
        withdrawn[round][msg.sender] = true;
        uint256 amount = sharesAtRecord[round][msg.sender] * dividendPerShare[round] / 1e18;
        // <yes> <report> UNCHECKED_LL_CALLS
        payoutToken.transfer(msg.sender, amount);
        emit DividendWithdrawn(round, msg.sender, amount);
    }
}
