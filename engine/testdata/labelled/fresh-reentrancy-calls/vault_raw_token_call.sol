// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

contract TokenCustody {
    bytes4 private constant TRANSFER_SELECTOR = 0xa9059cbb;
    bytes4 private constant TRANSFER_FROM_SELECTOR = 0x23b872dd;

    mapping(address => mapping(address => uint256)) public deposits;

    event Deposit(address indexed token, address indexed user, uint256 amount);
    event Withdrawal(address indexed token, address indexed user, uint256 amount);

    function deposit(address token, uint256 amount) external {
        (bool success, bytes memory data) =
            token.call(abi.encodeWithSelector(TRANSFER_FROM_SELECTOR, msg.sender, address(this), amount));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
        deposits[token][msg.sender] += amount;
        emit Deposit(token, msg.sender, amount);
    }

    function withdraw(address token, uint256 amount) external {
        deposits[token][msg.sender] -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        (bool success, ) = token.call(abi.encodeWithSelector(TRANSFER_SELECTOR, msg.sender, amount));
        require(success, "transfer failed");
        emit Withdrawal(token, msg.sender, amount);
    }
}
