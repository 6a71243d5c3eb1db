// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeTransferLib {
    error TransferFailed();
    error NoCode();

    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, amount));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, amount));
    }

    function _call(IERC20 token, bytes memory data) private {
        if (address(token).code.length == 0) revert NoCode();
        (bool success, bytes memory ret) = address(token).call(data);
        if (!success || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TransferFailed();
    }
}

contract TokenCustodySafe {
    using SafeTransferLib for IERC20;

    mapping(IERC20 => mapping(address => uint256)) public deposits;
    uint256 private locked = 1;

    event Deposit(address indexed token, address indexed user, uint256 amount);
    event Withdrawal(address indexed token, address indexed user, uint256 amount);

    modifier lock() {
        require(locked == 1, "LOCKED");
        locked = 2;
        _;
        locked = 1;
    }

    function deposit(IERC20 token, uint256 amount) external lock {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        deposits[token][msg.sender] += received;
        emit Deposit(address(token), msg.sender, received);
    }

    function withdraw(IERC20 token, uint256 amount) external lock {
        deposits[token][msg.sender] -= amount;
        token.safeTransfer(msg.sender, amount);
        emit Withdrawal(address(token), msg.sender, amount);
    }
}
