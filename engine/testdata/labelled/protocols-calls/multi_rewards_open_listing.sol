pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

// A multi-reward gauge where anyone may list a reward token and fund it: a token whose transfer reverts, once
// listed, makes every staker's claim revert, and claims cannot skip it.
contract OpenGauge {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakingToken;
    address[] public rewardTokens;
    mapping(address => bool) public listed;
    mapping(address => uint256) public rewardPerToken;
    mapping(address => mapping(address => uint256)) public paid;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(IERC20 stakingToken_) {
        stakingToken = stakingToken_;
    }

    function addRewardToken(address token, uint256 amount) external {
        require(!listed[token], "listed");
        require(totalSupply > 0, "no stakers");
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        listed[token] = true;
        rewardTokens.push(token);
        rewardPerToken[token] += (amount * 1e18) / totalSupply;
    }

    function stake(uint256 amount) external {
        claim();
        stakingToken.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
    }

    function claim() public {
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            address token = rewardTokens[i];
            uint256 owed = (balanceOf[msg.sender] * (rewardPerToken[token] - paid[msg.sender][token])) / 1e18;
            paid[msg.sender][token] = rewardPerToken[token];
            if (owed > 0) {
                // <yes> <report> DENIAL_OF_SERVICE
                IERC20(token).safeTransfer(msg.sender, owed);
            }
        }
    }
}
