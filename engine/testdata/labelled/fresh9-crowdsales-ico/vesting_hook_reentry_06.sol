// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC777Like {
    /// Calls the recipient's tokensReceived hook (ERC777) after moving the balance.
    function send(address recipient, uint256 amount, bytes calldata data) external;
}

/// Linear vesting of tokens bought in a sale, for an ERC777 sale token. claim() sends the vested
/// amount before it records it as released; the token calls the buyer's tokensReceived hook, which
/// calls claim() again and collects the same vested amount once more.
contract SaleVesting {
    using SafeMath for uint256;

    IERC777Like public token;
    address public sale;
    uint256 public start;
    uint256 public duration;

    mapping(address => uint256) public purchased;
    mapping(address => uint256) public released;

    constructor(IERC777Like _token, address _sale, uint256 _start, uint256 _duration) public {
        token = _token;
        sale = _sale;
        start = _start;
        duration = _duration;
    }

    function register(address buyer, uint256 amount) external {
        require(msg.sender == sale, "only sale");
        purchased[buyer] = purchased[buyer].add(amount);
    }

    function vested(address buyer) public view returns (uint256) {
        if (block.timestamp < start) return 0;
        if (block.timestamp >= start.add(duration)) return purchased[buyer];
        return purchased[buyer].mul(block.timestamp.sub(start)).div(duration);
    }

    function claim() external {
        uint256 amount = vested(msg.sender).sub(released[msg.sender]);
        require(amount > 0, "nothing vested");
        // <yes> <report> REENTRANCY
        token.send(msg.sender, amount, "");
        released[msg.sender] = released[msg.sender].add(amount);
    }
}
