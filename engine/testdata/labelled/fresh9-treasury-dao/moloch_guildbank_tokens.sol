// SPDX-License-Identifier: MIT
pragma solidity ^0.5.3;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Moloch v2-style guild bank holding many whitelisted tokens. Whitelisting happens through passed proposals;
/// ragequit pays a member's share of every whitelisted token in one go.
contract MultiTokenGuild {
    address public moloch;
    IERC20[] public approvedTokens;
    mapping(address => bool) public tokenWhitelist;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    event TokenWhitelisted(address token);

    modifier onlyMoloch() {
        require(msg.sender == moloch, "guild: only moloch");
        _;
    }

    constructor(address _moloch, IERC20 depositToken) public {
        moloch = _moloch;
        approvedTokens.push(depositToken);
        tokenWhitelist[address(depositToken)] = true;
    }

    /// Called by the DAO when a token whitelist proposal passes.
    function whitelistToken(IERC20 token) external onlyMoloch {
        require(!tokenWhitelist[address(token)], "guild: already whitelisted");
        tokenWhitelist[address(token)] = true;
        approvedTokens.push(token);
        emit TokenWhitelisted(address(token));
    }

    function mintShares(address member, uint256 amount) external onlyMoloch {
        shares[member] += amount;
        totalShares += amount;
    }

    function ragequit(uint256 sharesToBurn) external {
        uint256 initialTotalShares = totalShares;
        require(shares[msg.sender] >= sharesToBurn, "guild: insufficient shares");
        shares[msg.sender] -= sharesToBurn;
        totalShares -= sharesToBurn;

        for (uint256 i = 0; i < approvedTokens.length; i++) {
            uint256 amount = approvedTokens[i].balanceOf(address(this)) * sharesToBurn / initialTotalShares;
            // A token that blacklists the member or the guild, or that pauses, makes every ragequit revert.
            // <yes> <report> DENIAL_OF_SERVICE
            require(approvedTokens[i].transfer(msg.sender, amount), "guild: token transfer failed");
        }
    }
}
