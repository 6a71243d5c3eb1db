// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity ^0.8.15;

interface IWETH9 {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
}

/// Periphery batching. The multicall is not payable, ETH enters only through the single-call deposit, and
/// ETH leaves through the pull-based withdrawal after the balance is cleared.
contract PeripheryVault {
    IWETH9 public immutable WETH9;
    mapping(address => uint256) public credit;

    event Deposited(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);

    constructor(IWETH9 _weth) {
        WETH9 = _weth;
    }

    receive() external payable {
        require(msg.sender == address(WETH9), "Periphery: not WETH");
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
            results[i] = result;
        }
    }

    function depositETH() external payable {
        WETH9.deposit{value: msg.value}();
        credit[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function withdrawETH(uint256 amount) external {
        credit[msg.sender] -= amount;
        WETH9.withdraw(amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "Periphery: ETH transfer failed");
        emit Withdrawn(msg.sender, amount);
    }

    function transferCredit(address to, uint256 amount) external {
        credit[msg.sender] -= amount;
        credit[to] += amount;
    }
}
