// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success && (ret.length == 0 || abi.decode(ret, (bool))), "SafeERC20: failed");
    }
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// Parimutuel pool with a house rake; the rake goes to the treasury on the owner's call only.
contract RakePoolV2 is Ownable {
    using SafeERC20 for IERC20;

    IERC20 public immutable stake;
    address public treasury;
    uint256 public accruedFees;
    uint256 public netPool;
    uint256 public closeTime;
    mapping(uint256 => mapping(address => uint256)) public bets;
    mapping(uint256 => uint256) public outcomePool;
    uint256 public winner;
    bool public resolved;

    constructor(IERC20 _stake, address _treasury, uint256 _closeTime) {
        stake = _stake;
        treasury = _treasury;
        closeTime = _closeTime;
    }

    function bet(uint256 outcome, uint256 amount) external {
        require(block.timestamp < closeTime, "closed");
        stake.safeTransferFrom(msg.sender, address(this), amount);
        uint256 fee = (amount * 200) / 10_000;
        accruedFees += fee;
        bets[outcome][msg.sender] += amount - fee;
        outcomePool[outcome] += amount - fee;
        netPool += amount - fee;
    }

    function resolve(uint256 outcome) external onlyOwner {
        require(block.timestamp >= closeTime && !resolved, "state");
        resolved = true;
        winner = outcome;
    }

    function claim() external {
        require(resolved, "open");
        uint256 b = bets[winner][msg.sender];
        require(b > 0, "nothing");
        bets[winner][msg.sender] = 0;
        stake.safeTransfer(msg.sender, (b * netPool) / outcomePool[winner]);
    }

    function withdrawFees() external onlyOwner {
        uint256 amount = accruedFees;
        accruedFees = 0;
        stake.safeTransfer(treasury, amount);
    }
}
