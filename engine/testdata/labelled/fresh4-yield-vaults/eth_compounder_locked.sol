// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IWETH {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// @title WETH compounder with a native ETH entry point
/// @notice depositETH wraps msg.value, but the contract also accepts plain ETH through receive() (meant for
/// WETH unwrapping, which no function ever does) and has no function that sends ETH out: anything sent
/// directly is locked forever.
contract WethCompounder {
    IWETH public immutable weth;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    constructor(IWETH _weth) {
        weth = _weth;
    }

    // <yes> <report> OTHER
    receive() external payable {}

    function depositETH() external payable {
        uint256 pool = weth.balanceOf(address(this));
        weth.deposit{value: msg.value}();
        uint256 minted = totalShares == 0 ? msg.value : (msg.value * totalShares) / pool;
        shares[msg.sender] += minted;
        totalShares += minted;
    }

    function withdraw(uint256 shareAmount) external {
        uint256 amount = (weth.balanceOf(address(this)) * shareAmount) / totalShares;
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        require(weth.transfer(msg.sender, amount), "transfer");
    }
}
