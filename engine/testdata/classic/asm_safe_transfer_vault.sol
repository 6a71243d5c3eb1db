// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Solady-style SafeTransferLib that checks the token has code when the answer is empty, and a vault that only
/// accepts listed tokens.
library SafeTransferLib {
    error TransferFromFailed();
    error TransferFailed();

    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        assembly {
            let m := mload(0x40)
            mstore(0x60, amount)
            mstore(0x40, to)
            mstore(0x2c, shl(96, from))
            mstore(0x0c, 0x23b872dd000000000000000000000000)
            if iszero(
                and(
                    or(eq(mload(0x00), 1), iszero(returndatasize())),
                    call(gas(), token, 0, 0x1c, 0x64, 0x00, 0x20)
                )
            ) {
                mstore(0x00, 0x7939f424)
                revert(0x1c, 0x04)
            }
            if iszero(returndatasize()) {
                if iszero(extcodesize(token)) {
                    mstore(0x00, 0x7939f424)
                    revert(0x1c, 0x04)
                }
            }
            mstore(0x60, 0)
            mstore(0x40, m)
        }
    }

    function safeTransfer(address token, address to, uint256 amount) internal {
        assembly {
            mstore(0x14, to)
            mstore(0x34, amount)
            mstore(0x00, 0xa9059cbb000000000000000000000000)
            if iszero(
                and(
                    or(eq(mload(0x00), 1), iszero(returndatasize())),
                    call(gas(), token, 0, 0x10, 0x44, 0x00, 0x20)
                )
            ) {
                mstore(0x00, 0x90b8ec18)
                revert(0x1c, 0x04)
            }
            if iszero(returndatasize()) {
                if iszero(extcodesize(token)) {
                    mstore(0x00, 0x90b8ec18)
                    revert(0x1c, 0x04)
                }
            }
            mstore(0x34, 0)
        }
    }
}

contract ListedTokenVault {
    using SafeTransferLib for address;

    address public owner;
    mapping(address => bool) public listed;
    mapping(address => mapping(address => uint256)) public balanceOf;
    mapping(address => uint256) public totalDeposits;

    event Listed(address indexed token, bool listed);
    event Deposit(address indexed token, address indexed user, uint256 amount);
    event Withdraw(address indexed token, address indexed user, uint256 amount);

    error NotOwner();
    error NotListed();

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function list(address token, bool isListed) external onlyOwner {
        require(token.code.length > 0, "no code");
        listed[token] = isListed;
        emit Listed(token, isListed);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }

    function deposit(address token, uint256 amount) external {
        if (!listed[token]) revert NotListed();
        token.safeTransferFrom(msg.sender, address(this), amount);
        balanceOf[token][msg.sender] += amount;
        totalDeposits[token] += amount;
        emit Deposit(token, msg.sender, amount);
    }

    function withdraw(address token, uint256 amount) external {
        balanceOf[token][msg.sender] -= amount;
        totalDeposits[token] -= amount;
        token.safeTransfer(msg.sender, amount);
        emit Withdraw(token, msg.sender, amount);
    }
}
