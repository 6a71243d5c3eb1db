// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom");
    }
}

/// Lockbox of a multi-token bridge: any listed token can be locked here and is minted 1:1 on the other chain.
contract TokenLockbox {
    using SafeERC20 for IERC20;

    address public owner;
    uint64 public nonce;
    mapping(address => bool) public listed;
    mapping(address => uint256) public locked;

    event Locked(uint64 indexed nonce, address indexed token, address indexed sender, address recipient, uint256 amount, uint256 dstChainId);

    constructor() {
        owner = msg.sender;
    }

    function list(address token, bool ok) external {
        require(msg.sender == owner, "owner");
        listed[token] = ok;
    }

    function lock(address token, uint256 amount, address recipient, uint256 dstChainId) external {
        require(listed[token], "unlisted");
        require(amount > 0, "zero");
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        // <yes> <report> OTHER
        locked[token] += amount;
        emit Locked(++nonce, token, msg.sender, recipient, amount, dstChainId);
    }
}
