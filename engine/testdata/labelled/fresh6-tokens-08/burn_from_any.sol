// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

/// Points token for a loyalty program. burnFrom was meant for the redemption contract, and neither checks the
/// caller nor spends an allowance: anyone burns anyone's points.
contract LoyaltyPoints {
    string public constant name = "Loyalty Points";
    string public constant symbol = "LPT";
    uint8 public constant decimals = 0;

    address public immutable issuer;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor() {
        issuer = msg.sender;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "issuer");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Transfer(msg.sender, address(0), amount);
    }

    function burnFrom(address account, uint256 amount) external {
        // <yes> <report> ACCESS_CONTROL
        balanceOf[account] -= amount;
        totalSupply -= amount;
        emit Transfer(account, address(0), amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }
}
