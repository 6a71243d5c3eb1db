// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// @title Multi-reward gauge with an owner-curated, capped reward list
/// @notice Only the owner lists rewards, at most eight, so the per-action loop is bounded; each reward has a
/// distributor that alone may fund it; accounting is settled before every balance change.
contract CappedMultiRewards is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Reward {
        address distributor;
        uint256 rate;
        uint256 periodFinish;
        uint256 lastUpdate;
        uint256 perTokenStored;
    }

    uint256 public constant MAX_REWARDS = 8;
    uint256 public constant DURATION = 7 days;

    IERC20 public immutable stakingToken;
    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    address[] public rewardTokens;
    mapping(address => Reward) public rewardData;
    mapping(address => mapping(address => uint256)) public userPerTokenPaid;
    mapping(address => mapping(address => uint256)) public claimable;

    constructor(IERC20 _stakingToken) {
        stakingToken = _stakingToken;
        owner = msg.sender;
    }

    function addReward(address token, address distributor) external {
        require(msg.sender == owner, "owner");
        require(rewardData[token].distributor == address(0), "listed");
        require(rewardTokens.length < MAX_REWARDS, "too many rewards");
        rewardData[token].distributor = distributor;
        rewardTokens.push(token);
    }

    function notifyReward(address token, uint256 amount) external nonReentrant {
        Reward storage r = rewardData[token];
        require(msg.sender == r.distributor, "distributor");
        _updateAll(address(0));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        r.rate = amount / DURATION;
        r.lastUpdate = block.timestamp;
        r.periodFinish = block.timestamp + DURATION;
    }

    function _perToken(Reward storage r) internal view returns (uint256) {
        if (totalSupply == 0) return r.perTokenStored;
        uint256 until = block.timestamp < r.periodFinish ? block.timestamp : r.periodFinish;
        if (until <= r.lastUpdate) return r.perTokenStored;
        return r.perTokenStored + ((until - r.lastUpdate) * r.rate * 1e18) / totalSupply;
    }

    function _updateAll(address account) internal {
        uint256 n = rewardTokens.length;
        for (uint256 i = 0; i < n; i++) {
            address token = rewardTokens[i];
            Reward storage r = rewardData[token];
            r.perTokenStored = _perToken(r);
            r.lastUpdate = block.timestamp < r.periodFinish ? block.timestamp : r.periodFinish;
            if (account != address(0)) {
                claimable[account][token] +=
                    (balanceOf[account] * (r.perTokenStored - userPerTokenPaid[account][token])) / 1e18;
                userPerTokenPaid[account][token] = r.perTokenStored;
            }
        }
    }

    function deposit(uint256 amount) external nonReentrant {
        _updateAll(msg.sender);
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
        stakingToken.safeTransferFrom(msg.sender, address(this), amount);
    }

    function withdraw(uint256 amount) external nonReentrant {
        _updateAll(msg.sender);
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        stakingToken.safeTransfer(msg.sender, amount);
    }

    function claim() external nonReentrant {
        _updateAll(msg.sender);
        uint256 n = rewardTokens.length;
        for (uint256 i = 0; i < n; i++) {
            address token = rewardTokens[i];
            uint256 amount = claimable[msg.sender][token];
            if (amount > 0) {
                claimable[msg.sender][token] = 0;
                IERC20(token).safeTransfer(msg.sender, amount);
            }
        }
    }
}
