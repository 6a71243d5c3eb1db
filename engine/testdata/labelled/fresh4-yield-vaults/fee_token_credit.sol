// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// @title Reflection-token auto-compounder
/// @notice Built for tokens that tax every transfer, but deposits credit the requested amount rather than what
/// arrived: each deposit is over-credited by the tax and the last withdrawers find the vault short.
contract ReflectVault {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    uint256 public totalDeposits;
    mapping(address => uint256) public deposits;

    constructor(IERC20 _token) {
        token = _token;
    }

    function deposit(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        // <yes> <report> OTHER
        deposits[msg.sender] += amount;
        totalDeposits += amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        totalDeposits -= amount;
        token.safeTransfer(msg.sender, amount);
    }

    function pendingReflections() external view returns (uint256) {
        uint256 held = token.balanceOf(address(this));
        return held > totalDeposits ? held - totalDeposits : 0;
    }
}
