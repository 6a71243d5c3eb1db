// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
}

/// USDT's interface returns nothing; a contract that calls it this way has nothing to check.
interface IUSDT {
    function transfer(address to, uint256 value) external;
    function transferFrom(address from, address to, uint256 value) external;
    function approve(address spender, uint256 value) external;
}

library Address {
    function functionCall(address target, bytes memory data) internal returns (bytes memory) {
        (bool success, bytes memory returndata) = target.call(data);
        if (!success) {
            if (returndata.length > 0) {
                assembly {
                    revert(add(32, returndata), mload(returndata))
                }
            }
            revert("call failed");
        }
        return returndata;
    }
}

library SafeERC20 {
    using Address for address;

    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeCall(token.transfer, (to, value)));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeCall(token.transferFrom, (from, to, value)));
    }

    function forceApprove(IERC20 token, address spender, uint256 value) internal {
        bytes memory approvalCall = abi.encodeCall(token.approve, (spender, value));
        if (!_callOptionalReturnBool(token, approvalCall)) {
            _callOptionalReturn(token, abi.encodeCall(token.approve, (spender, 0)));
            _callOptionalReturn(token, approvalCall);
        }
    }

    function _callOptionalReturn(IERC20 token, bytes memory data) private {
        bytes memory returndata = address(token).functionCall(data);
        if (returndata.length != 0 && !abi.decode(returndata, (bool))) {
            revert("SafeERC20: operation did not succeed");
        }
    }

    function _callOptionalReturnBool(IERC20 token, bytes memory data) private returns (bool) {
        (bool success, bytes memory returndata) = address(token).call(data);
        return success && (returndata.length == 0 || abi.decode(returndata, (bool))) && address(token).code.length > 0;
    }
}

contract StakingVault {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakeToken;
    IUSDT public immutable usdt;
    address public owner;
    mapping(address => uint256) public staked;
    mapping(address => uint256) public usdtOf;

    constructor(IERC20 _stake, IUSDT _usdt) {
        stakeToken = _stake;
        usdt = _usdt;
        owner = msg.sender;
    }

    function stake(uint256 amount) external {
        stakeToken.safeTransferFrom(msg.sender, address(this), amount);
        staked[msg.sender] += amount;
    }

    function unstake(uint256 amount) external {
        staked[msg.sender] -= amount;
        stakeToken.safeTransfer(msg.sender, amount);
    }

    function stakeChecked(uint256 amount) external {
        require(stakeToken.transferFrom(msg.sender, address(this), amount), "transferFrom failed");
        staked[msg.sender] += amount;
    }

    function unstakeChecked(uint256 amount) external {
        staked[msg.sender] -= amount;
        bool ok = stakeToken.transfer(msg.sender, amount);
        if (!ok) revert("transfer failed");
    }

    function depositUsdt(uint256 amount) external {
        usdt.transferFrom(msg.sender, address(this), amount);
        usdtOf[msg.sender] += amount;
    }

    function withdrawUsdt(uint256 amount) external {
        usdtOf[msg.sender] -= amount;
        usdt.transfer(msg.sender, amount);
    }

    function approveSpender(address spender, uint256 amount) external {
        require(msg.sender == owner, "owner");
        stakeToken.forceApprove(spender, amount);
    }

    function rescue(IERC20 token, uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(token != stakeToken, "stake");
        token.transfer(owner, amount);
    }

    function migrateAllowance(address spender) external {
        require(msg.sender == owner, "owner");
        bool ok = stakeToken.approve(spender, type(uint256).max);
    }
}
