// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
    function balanceOf(address who) external view returns (uint256);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool ok, bytes memory ret) = address(token).call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: operation failed");
        require(address(token).code.length > 0, "SafeERC20: not a contract");
    }
}

contract StakingRouter {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakeToken;
    address public owner;
    uint256 public totalStaked;
    uint256 private unlocked = 1;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public unlockAt;
    uint256 public constant LOCK = 7 days;

    event Staked(address indexed user, uint256 amount);
    event Unstaked(address indexed user, uint256 amount);

    constructor(IERC20 token) {
        stakeToken = token;
        owner = msg.sender;
    }

    modifier lock() {
        require(unlocked == 1, "locked");
        unlocked = 0;
        _;
        unlocked = 1;
    }

    function stakeWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external lock {
        // A permit front-run by anyone who saw it in the mempool leaves the allowance in place: go on if it is.
        try IERC20Permit(address(stakeToken)).permit(msg.sender, address(this), amount, deadline, v, r, s) {}
        catch {
            require(stakeToken.allowance(msg.sender, address(this)) >= amount, "permit failed");
        }
        _stake(msg.sender, amount);
    }

    function stake(uint256 amount) external lock {
        _stake(msg.sender, amount);
    }

    function _stake(address user, uint256 amount) private {
        require(amount > 0, "zero");
        uint256 before = stakeToken.balanceOf(address(this));
        stakeToken.safeTransferFrom(user, address(this), amount);
        uint256 received = stakeToken.balanceOf(address(this)) - before;
        staked[user] += received;
        totalStaked += received;
        unlockAt[user] = block.timestamp + LOCK;
        emit Staked(user, received);
    }

    function unstake(uint256 amount) external lock {
        require(block.timestamp >= unlockAt[msg.sender], "locked up");
        staked[msg.sender] -= amount;
        totalStaked -= amount;
        stakeToken.safeTransfer(msg.sender, amount);
        emit Unstaked(msg.sender, amount);
    }

    function rescue(IERC20 token, address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(token != stakeToken, "stake token");
        token.safeTransfer(to, amount);
    }
}
