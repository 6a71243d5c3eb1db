// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function balanceOf(address who) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

contract TreasurySweeper {
    IERC20 public immutable usdc;
    address public owner;
    address public coldWallet;
    uint256 public threshold;

    constructor(IERC20 _usdc, address _cold, uint256 _threshold) {
        usdc = _usdc;
        owner = msg.sender;
        coldWallet = _cold;
        threshold = _threshold;
    }

    function setColdWallet(address w) external {
        require(msg.sender == owner, "owner");
        coldWallet = w;
    }

    function checkUpkeep(bytes calldata) external view returns (bool upkeepNeeded, bytes memory performData) {
        uint256 bal = usdc.balanceOf(address(this));
        upkeepNeeded = bal > threshold;
        performData = abi.encode(coldWallet, bal - threshold);
    }

    // anyone can call it, and the destination comes from the caller's performData
    function performUpkeep(bytes calldata performData) external {
        (address to, uint256 amount) = abi.decode(performData, (address, uint256));
        // <yes> <report> ACCESS_CONTROL
        require(usdc.transfer(to, amount), "transfer");
    }
}
