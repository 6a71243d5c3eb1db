// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Vault is Ownable, ReentrancyGuard {
    IERC20 public immutable token;
    mapping(address => uint256) public balances;

    constructor(IERC20 token_) Ownable(msg.sender) {
        token = token_;
    }

    function deposit(uint256 amount) external nonReentrant {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer failed");
        balances[msg.sender] += amount;
    }

    function withdrawEther() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
        balances[msg.sender] = 0;
    }

    function sweep(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}
