// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Moloch v2-style guild accounting: ragequit credits the member's internal balance of each whitelisted
/// token (multiplying before dividing), and the member withdraws each token on its own, so one failing token
/// cannot lock the others. A lock guards the token-moving entry points.
contract GuildBank {
    address public constant GUILD = address(0xdead);
    address public constant TOTAL = address(0xbabe);
    uint256 public constant MAX_TOKENS = 50;

    address public immutable dao;
    address[] public approvedTokens;
    mapping(address => bool) public tokenWhitelist;
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    mapping(address => mapping(address => uint256)) public userTokenBalances;
    uint256 private locked = 1;

    event Ragequit(address indexed member, uint256 sharesToBurn);
    event Withdraw(address indexed member, address token, uint256 amount);

    modifier nonReentrant() {
        require(locked == 1, "guild: reentrant");
        locked = 2;
        _;
        locked = 1;
    }

    modifier onlyDAO() {
        require(msg.sender == dao, "guild: dao only");
        _;
    }

    constructor(address _dao) {
        dao = _dao;
    }

    function whitelist(address token) external onlyDAO {
        require(!tokenWhitelist[token], "guild: listed");
        require(approvedTokens.length < MAX_TOKENS, "guild: too many tokens");
        tokenWhitelist[token] = true;
        approvedTokens.push(token);
    }

    function collectTribute(address from, address token, uint256 amount, address applicant, uint256 newShares)
        external
        onlyDAO
        nonReentrant
    {
        require(tokenWhitelist[token], "guild: not whitelisted");
        require(IERC20(token).transferFrom(from, address(this), amount), "guild: tribute failed");
        userTokenBalances[GUILD][token] += amount;
        userTokenBalances[TOTAL][token] += amount;
        shares[applicant] += newShares;
        totalShares += newShares;
    }

    function ragequit(uint256 sharesToBurn) external nonReentrant {
        require(shares[msg.sender] >= sharesToBurn, "guild: insufficient shares");
        uint256 initialTotalShares = totalShares;
        shares[msg.sender] -= sharesToBurn;
        totalShares -= sharesToBurn;

        for (uint256 i = 0; i < approvedTokens.length; i++) {
            address token = approvedTokens[i];
            uint256 amount = userTokenBalances[GUILD][token] * sharesToBurn / initialTotalShares;
            if (amount > 0) {
                userTokenBalances[GUILD][token] -= amount;
                userTokenBalances[msg.sender][token] += amount;
            }
        }
        emit Ragequit(msg.sender, sharesToBurn);
    }

    function withdrawBalance(address token, uint256 amount) external nonReentrant {
        require(userTokenBalances[msg.sender][token] >= amount, "guild: insufficient balance");
        userTokenBalances[msg.sender][token] -= amount;
        userTokenBalances[TOTAL][token] -= amount;
        require(IERC20(token).transfer(msg.sender, amount), "guild: transfer failed");
        emit Withdraw(msg.sender, token, amount);
    }
}
