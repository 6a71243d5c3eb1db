// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); function transfer(address, uint256) external returns (bool); }
contract PuppetPool {
    IERC20 public immutable token;
    address public immutable uniswapPair;
    mapping(address => uint256) public deposits;
    constructor(IERC20 t, address pair) { token = t; uniswapPair = pair; }
    function borrow(uint256 amount, address recipient) external payable {
        uint256 depositRequired = calculateDepositRequired(amount);
        require(msg.value >= depositRequired, "Not enough collateral");
        if (msg.value > depositRequired) {
            payable(msg.sender).transfer(msg.value - depositRequired);
        }
        deposits[msg.sender] = deposits[msg.sender] + depositRequired;
        require(token.transfer(recipient, amount), "Transfer failed");
    }
    function calculateDepositRequired(uint256 amount) public view returns (uint256) {
        return amount * _computeOraclePrice() * 2 / 10 ** 18;
    }
    function _computeOraclePrice() private view returns (uint256) {
        // <yes> <report> OTHER
        return uniswapPair.balance * (10 ** 18) / token.balanceOf(uniswapPair);
    }
}
