// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// A payment router with a protocol fee (scaled before division) and an index-based reward split for fee
/// stakers, where the index scales the reward before dividing by the stake.
contract FeeSplitter {
    using SafeERC20 for IERC20;

    uint256 private constant BPS = 10_000;
    uint256 private constant PRECISION = 1e18;

    IERC20 public immutable feeToken;
    address public owner;
    uint256 public feeBps = 30;
    uint256 public index;
    uint256 public totalStaked;
    mapping(address => uint256) public stakeOf;
    mapping(address => uint256) public userIndex;
    mapping(address => uint256) public owed;

    constructor(IERC20 _feeToken) {
        feeToken = _feeToken;
        owner = msg.sender;
    }

    function setFee(uint256 bps) external {
        require(msg.sender == owner, "owner");
        require(bps <= 100, "cap");
        feeBps = bps;
    }

    function pay(address to, uint256 amount) external {
        uint256 fee = (amount * feeBps) / BPS;
        feeToken.safeTransferFrom(msg.sender, address(this), fee);
        feeToken.safeTransferFrom(msg.sender, to, amount - fee); // want "reentrancy-cross-function: .*writes index" // FALSE ALARM: feeToken is the immutable fee token; staking during the call gains nothing a stake before pay() would not
        if (totalStaked > 0) {
            index += (fee * PRECISION) / totalStaked;
        }
    }

    function _accrue(address user) internal {
        owed[user] += (stakeOf[user] * (index - userIndex[user])) / PRECISION;
        userIndex[user] = index;
    }

    function stake(uint256 amount) external {
        _accrue(msg.sender);
        feeToken.safeTransferFrom(msg.sender, address(this), amount);
        stakeOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        _accrue(msg.sender);
        stakeOf[msg.sender] -= amount;
        totalStaked -= amount;
        feeToken.safeTransfer(msg.sender, amount);
    }

    function claim() external {
        _accrue(msg.sender);
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        feeToken.safeTransfer(msg.sender, amount);
    }
}
