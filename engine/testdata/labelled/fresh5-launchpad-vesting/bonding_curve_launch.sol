// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Minimal bonding-curve launch token (pump-style): price rises linearly with supply. buy() and sell() take
/// no minimum output, so a searcher sandwiches every purchase.
contract CurveLaunchToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 public constant SLOPE = 1e9; // wei per token per token of supply
    uint256 public reserve;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function _cost(uint256 supply, uint256 amount) internal pure returns (uint256) {
        // integral of SLOPE * x from supply to supply + amount, in 1e18 units
        return (SLOPE * ((supply + amount) ** 2 - supply ** 2)) / 2 / 1e36;
    }

    function _tokensFor(uint256 ethIn) internal view returns (uint256) {
        uint256 newSupply = _sqrt(totalSupply ** 2 + (ethIn * 2 * 1e36) / SLOPE);
        return newSupply - totalSupply;
    }

    function buy() external payable {
        // <yes> <report> FRONT_RUNNING
        uint256 tokens = _tokensFor(msg.value);
        reserve += msg.value;
        totalSupply += tokens;
        balanceOf[msg.sender] += tokens;
        emit Transfer(address(0), msg.sender, tokens);
    }

    function sell(uint256 tokens) external {
        // <yes> <report> FRONT_RUNNING
        uint256 refund = _cost(totalSupply - tokens, tokens);
        balanceOf[msg.sender] -= tokens;
        totalSupply -= tokens;
        reserve -= refund;
        emit Transfer(msg.sender, address(0), tokens);
        (bool ok, ) = payable(msg.sender).call{value: refund}("");
        require(ok, "Curve: refund failed");
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function _sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
