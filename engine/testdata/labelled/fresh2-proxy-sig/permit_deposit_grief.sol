// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

library SafeTransferLib {
    function safeTransferFrom(IERC20 token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) =
            address(token).call(abi.encodeWithSelector(IERC20.transferFrom.selector, from, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "TRANSFER_FROM_FAILED");
    }
}

contract SavingsModule {
    using SafeTransferLib for IERC20;

    IERC20 public immutable asset;
    uint256 public totalDeposits;
    mapping(address => uint256) public depositOf;
    mapping(address => uint256) public depositedAt;

    event Deposited(address indexed user, uint256 amount);

    constructor(IERC20 _asset) {
        asset = _asset;
    }

    function depositWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> FRONT_RUNNING
        IERC20Permit(address(asset)).permit(msg.sender, address(this), amount, deadline, v, r, s);
        _deposit(msg.sender, amount);
    }

    function deposit(uint256 amount) external {
        _deposit(msg.sender, amount);
    }

    function _deposit(address user, uint256 amount) internal {
        require(amount > 0, "zero");
        asset.safeTransferFrom(user, address(this), amount);
        depositOf[user] += amount;
        depositedAt[user] = block.timestamp;
        totalDeposits += amount;
        emit Deposited(user, amount);
    }

    function withdraw(uint256 amount) external {
        depositOf[msg.sender] -= amount;
        totalDeposits -= amount;
        require(asset.transfer(msg.sender, amount), "transfer");
    }
}
