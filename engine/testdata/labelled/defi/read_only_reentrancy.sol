// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract Pool {
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    bool private locked;
    modifier nonReentrant() { require(!locked); locked = true; _; locked = false; }
    function deposit() external payable nonReentrant {
        balanceOf[msg.sender] += msg.value;
        totalSupply += msg.value;
    }
    function withdraw(uint256 amount) external nonReentrant {
        balanceOf[msg.sender] -= amount;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        totalSupply -= amount;
    }
    function pricePerShare() external view returns (uint256) {
        return address(this).balance * 1e18 / totalSupply;
    }
}
