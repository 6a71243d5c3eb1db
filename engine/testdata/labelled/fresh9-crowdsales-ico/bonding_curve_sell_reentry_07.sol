// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Linear bonding-curve launch: price grows with supply, buyers mint and sellers burn against the
/// ether reserve. sell() pays the seller before it burns the tokens and lowers the supply, so a
/// contract seller re-enters sell() at the old, higher price with the same balance.
contract LinearCurveToken {
    string public constant name = "Curve Launch";
    string public constant symbol = "CRV-L";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    uint256 public reserve;
    uint256 public immutable slope;
    mapping(address => uint256) public balanceOf;

    event Bought(address indexed buyer, uint256 amount, uint256 cost);
    event Sold(address indexed seller, uint256 amount, uint256 refund);

    constructor(uint256 _slope) {
        slope = _slope;
    }

    function priceToMint(uint256 amount) public view returns (uint256) {
        uint256 s0 = totalSupply;
        uint256 s1 = s0 + amount;
        return (slope * (s1 * s1 - s0 * s0)) / 2 / 1e36;
    }

    function rewardForBurn(uint256 amount) public view returns (uint256) {
        uint256 s0 = totalSupply;
        require(amount <= s0, "supply");
        uint256 s1 = s0 - amount;
        return (slope * (s0 * s0 - s1 * s1)) / 2 / 1e36;
    }

    function buy(uint256 amount) external payable {
        uint256 cost = priceToMint(amount);
        require(msg.value >= cost, "price");
        totalSupply += amount;
        reserve += cost;
        balanceOf[msg.sender] += amount;
        if (msg.value > cost) {
            msg.sender.transfer(msg.value - cost);
        }
        emit Bought(msg.sender, amount, cost);
    }

    function sell(uint256 amount) external {
        require(balanceOf[msg.sender] >= amount, "balance");
        uint256 refund = rewardForBurn(amount);
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: refund}("");
        require(ok, "send");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        reserve -= refund;
        emit Sold(msg.sender, amount, refund);
    }
}
