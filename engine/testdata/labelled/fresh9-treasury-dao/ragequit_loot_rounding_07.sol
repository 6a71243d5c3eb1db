// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Moloch v2-style internal accounting: the guild's tokens are tracked in userTokenBalances[GUILD][token], and
/// ragequit moves a member's fair share to the member's internal balance, to be withdrawn later.
contract LootGuild {
    using SafeMath for uint256;

    address public constant GUILD = address(0xdead);
    address public constant TOTAL = address(0xbabe);

    address public dao;
    address[] public approvedTokens;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public loot;
    uint256 public totalShares;
    uint256 public totalLoot;
    mapping(address => mapping(address => uint256)) public userTokenBalances;

    event Ragequit(address indexed member, uint256 sharesToBurn, uint256 lootToBurn);

    constructor(address _dao, address[] memory tokens) {
        dao = _dao;
        approvedTokens = tokens;
    }

    function mint(address member, uint256 s, uint256 l) external {
        require(msg.sender == dao, "guild: dao only");
        shares[member] = shares[member].add(s);
        loot[member] = loot[member].add(l);
        totalShares = totalShares.add(s);
        totalLoot = totalLoot.add(l);
    }

    function ragequit(uint256 sharesToBurn, uint256 lootToBurn) external {
        uint256 initialTotalSharesAndLoot = totalShares.add(totalLoot);
        shares[msg.sender] = shares[msg.sender].sub(sharesToBurn);
        loot[msg.sender] = loot[msg.sender].sub(lootToBurn);
        uint256 sharesAndLootToBurn = sharesToBurn.add(lootToBurn);
        totalShares = totalShares.sub(sharesToBurn);
        totalLoot = totalLoot.sub(lootToBurn);

        for (uint256 i = 0; i < approvedTokens.length; i++) {
            address token = approvedTokens[i];
            // The guild's balance per unit is rounded down first, then multiplied: dust-sized units of a
            // low-decimals token round to zero and the member loses up to a whole unit per share burned.
            // <yes> <report> ARITHMETIC
            uint256 amountToRagequit = userTokenBalances[GUILD][token].div(initialTotalSharesAndLoot).mul(sharesAndLootToBurn);
            if (amountToRagequit > 0) {
                userTokenBalances[GUILD][token] = userTokenBalances[GUILD][token].sub(amountToRagequit);
                userTokenBalances[msg.sender][token] = userTokenBalances[msg.sender][token].add(amountToRagequit);
            }
        }
        emit Ragequit(msg.sender, sharesToBurn, lootToBurn);
    }

    function withdrawBalance(address token, uint256 amount) external {
        userTokenBalances[msg.sender][token] = userTokenBalances[msg.sender][token].sub(amount);
        userTokenBalances[TOTAL][token] = userTokenBalances[TOTAL][token].sub(amount);
        require(IERC20(token).transfer(msg.sender, amount), "guild: transfer failed");
    }
}
