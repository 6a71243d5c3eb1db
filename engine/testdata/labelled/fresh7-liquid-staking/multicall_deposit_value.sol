// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Liquid staking router with a batched entry point: users stake ETH and can bundle several actions
/// (stake, wrap, approve) into one transaction through `multicall`.
contract StakingRouter {
    uint256 public totalPooled;
    mapping(address => uint256) public stakedBalance;

    event Staked(address indexed user, uint256 amount);

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            // <yes> <report> DENIAL_OF_SERVICE
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            require(success, "MULTICALL_FAILED");
            results[i] = result;
        }
    }

    function stake() public payable {
        require(msg.value > 0, "ZERO");
        stakedBalance[msg.sender] += msg.value;
        totalPooled += msg.value;
        emit Staked(msg.sender, msg.value);
    }

    function unstake(uint256 amount) external {
        require(stakedBalance[msg.sender] >= amount, "BALANCE");
        stakedBalance[msg.sender] -= amount;
        totalPooled -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "ETH");
    }
}
