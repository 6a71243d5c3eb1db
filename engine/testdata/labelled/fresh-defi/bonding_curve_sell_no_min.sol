// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract LinearBondingCurveToken {
    string public constant name = "Curve Share";
    uint256 public totalSupply;
    uint256 public reserve;
    mapping(address => uint256) public balanceOf;
    uint256 public constant SLOPE = 1e12;

    event Bought(address indexed buyer, uint256 amount, uint256 cost);
    event Sold(address indexed seller, uint256 amount, uint256 refund);

    function priceToMint(uint256 amount) public view returns (uint256) {
        uint256 s = totalSupply;
        return SLOPE * ((s + amount) * (s + amount) - s * s) / 2;
    }

    function buy(uint256 amount) external payable {
        uint256 cost = priceToMint(amount);
        require(msg.value >= cost, "insufficient payment");
        totalSupply += amount;
        reserve += cost;
        balanceOf[msg.sender] += amount;
        if (msg.value > cost) {
            payable(msg.sender).transfer(msg.value - cost);
        }
        emit Bought(msg.sender, amount, cost);
    }

    function sell(uint256 amount) external {
        require(balanceOf[msg.sender] >= amount, "balance");
        uint256 s = totalSupply;
        // <yes> <report> FRONT_RUNNING
        uint256 refund = SLOPE * (s * s - (s - amount) * (s - amount)) / 2;
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        reserve -= refund;
        payable(msg.sender).transfer(refund);
        emit Sold(msg.sender, amount, refund);
    }
}
