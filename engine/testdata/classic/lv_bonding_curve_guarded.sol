// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract ReentrancyGuard {
    uint256 private _status = 1;

    modifier nonReentrant() {
        require(_status == 1, "ReentrancyGuard: reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}

/// Linear bonding-curve launch token whose trades take a minimum output and a deadline, and whose sells pay
/// after the burn (checks-effects-interactions, plus a reentrancy guard).
contract GuardedCurveToken is ReentrancyGuard {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 public constant SLOPE = 1e9;
    uint256 public reserve;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function _cost(uint256 supply, uint256 amount) internal pure returns (uint256) {
        return (SLOPE * ((supply + amount) ** 2 - supply ** 2)) / 2 / 1e36;
    }

    function _tokensFor(uint256 ethIn) internal view returns (uint256) {
        uint256 newSupply = _sqrt(totalSupply ** 2 + (ethIn * 2 * 1e36) / SLOPE);
        return newSupply - totalSupply;
    }

    function buy(uint256 minTokensOut, uint256 deadline) external payable nonReentrant {
        require(block.timestamp <= deadline, "Curve: expired");
        uint256 tokens = _tokensFor(msg.value);
        require(tokens >= minTokensOut, "Curve: slippage");
        reserve += msg.value;
        totalSupply += tokens;
        balanceOf[msg.sender] += tokens;
        emit Transfer(address(0), msg.sender, tokens);
    }

    function sell(uint256 tokens, uint256 minEthOut, uint256 deadline) external nonReentrant {
        require(block.timestamp <= deadline, "Curve: expired");
        uint256 refund = _cost(totalSupply - tokens, tokens);
        require(refund >= minEthOut, "Curve: slippage");
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
