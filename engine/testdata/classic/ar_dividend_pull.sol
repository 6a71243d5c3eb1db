// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Dividend-paying token with magnified dividends per share (the Roger Wu pattern): ETH sent to the
/// token raises the per-share accumulator, transfers adjust each side's correction, and holders
/// withdraw their own dividends; nothing loops over holders.
contract DividendPayingToken {
    uint256 private constant MAGNITUDE = 2 ** 128;

    string public constant name = "Dividend Paying Token";
    string public constant symbol = "DPT";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 public magnifiedDividendPerShare;
    mapping(address => int256) private magnifiedCorrections;
    mapping(address => uint256) public withdrawnDividends;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event DividendsDistributed(address indexed from, uint256 weiAmount);
    event DividendWithdrawn(address indexed to, uint256 weiAmount);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    receive() external payable {
        require(totalSupply > 0, "no supply");
        if (msg.value > 0) {
            magnifiedDividendPerShare += (msg.value * MAGNITUDE) / totalSupply;
            emit DividendsDistributed(msg.sender, msg.value);
        }
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        int256 correction = int256(magnifiedDividendPerShare * value); // want "unsafe-downcast: " // FALSE ALARM: value is at most totalSupply and the per-share figure at most the ether sent times 2^128 over totalSupply, so the product stays below 2^255
        magnifiedCorrections[msg.sender] += correction;
        magnifiedCorrections[to] -= correction;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function accumulativeDividendOf(address owner) public view returns (uint256) {
        int256 magnified = int256(magnifiedDividendPerShare * balanceOf[owner]) + magnifiedCorrections[owner];
        return uint256(magnified) / MAGNITUDE;
    }

    function withdrawableDividendOf(address owner) public view returns (uint256) {
        return accumulativeDividendOf(owner) - withdrawnDividends[owner];
    }

    function withdrawDividend() external {
        uint256 amount = withdrawableDividendOf(msg.sender);
        require(amount > 0, "nothing");
        withdrawnDividends[msg.sender] += amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
        emit DividendWithdrawn(msg.sender, amount);
    }
}
