// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function _call(IERC20 token, bytes memory payload) private {
        (bool success, bytes memory data) = address(token).call(payload);
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: call failed");
    }

    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function forceApprove(IERC20 token, address spender, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.approve.selector, spender, 0));
        if (value > 0) _call(token, abi.encodeWithSelector(token.approve.selector, spender, value));
    }
}

abstract contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: zero address");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
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

/// Aggregation router: the input is always the caller's own, the route runs only on executors the owner has
/// listed, the executor's allowance is exact and cleared after the call, and the output is measured.
contract AggregationRouter is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    mapping(address => bool) public isExecutor;

    event ExecutorSet(address indexed executor, bool allowed);
    event Swapped(address indexed user, address srcToken, address dstToken, uint256 spent, uint256 returned);

    function setExecutor(address executor, bool allowed) external onlyOwner {
        isExecutor[executor] = allowed;
        emit ExecutorSet(executor, allowed);
    }

    function swap(
        address executor,
        IERC20 srcToken,
        IERC20 dstToken,
        uint256 amount,
        uint256 minReturn,
        address recipient,
        bytes calldata route
    ) external nonReentrant returns (uint256 returned) {
        require(isExecutor[executor], "Router: unknown executor");
        require(minReturn > 0, "Router: min return");

        srcToken.safeTransferFrom(msg.sender, address(this), amount);
        srcToken.forceApprove(executor, amount);
        uint256 before = dstToken.balanceOf(address(this));
        (bool ok, bytes memory ret) = executor.call(route);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        srcToken.forceApprove(executor, 0);
        returned = dstToken.balanceOf(address(this)) - before;
        require(returned >= minReturn, "Router: return amount too low");
        dstToken.safeTransfer(recipient, returned);
        emit Swapped(msg.sender, address(srcToken), address(dstToken), amount, returned);
    }

    function rescue(IERC20 token, address to, uint256 amount) external onlyOwner {
        token.safeTransfer(to, amount);
    }
}
