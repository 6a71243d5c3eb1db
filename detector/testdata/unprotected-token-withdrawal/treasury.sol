// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        require(token.transfer(to, value));
    }
}

contract Treasury {
    using SafeERC20 for IERC20;

    address public owner = msg.sender;
    IERC20 public token;
    mapping(address => uint256) public deposits;

    function sweep(IERC20 t, address to) external { // want "lets any caller transfer t.balanceOf\\(address\\(this\\)\\) of the contract's tokens to to"
        require(t.transfer(to, t.balanceOf(address(this))));
    }

    function claim(uint256 amount) external { // want "lets any caller transfer amount"
        token.safeTransfer(msg.sender, amount);
    }

    function claimLibrary(uint256 amount) external { // want "lets any caller transfer amount"
        SafeERC20.safeTransfer(token, msg.sender, amount);
    }

    // Safe: only the owner.
    function rescue(address to, uint256 amount) external {
        require(msg.sender == owner);
        require(token.transfer(to, amount));
    }

    // Safe: the caller's own recorded deposit, debited first.
    function withdraw() external {
        uint256 amount = deposits[msg.sender];
        deposits[msg.sender] = 0;
        require(token.transfer(msg.sender, amount));
    }

    // Safe: the receiver is the recorded owner.
    function payOwner(uint256 amount) external {
        require(token.transfer(owner, amount));
    }
}
