// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function transferFrom(address, address, uint256) external returns (bool); }
// A buy-back desk whose price table anyone can write.
contract Desk {
    address public owner = msg.sender;
    mapping(address => uint256) public priceOf;
    // <yes> <report> ACCESS_CONTROL
    function setPrice(address token, uint256 price) external { priceOf[token] = price; }
    function sell(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        payable(msg.sender).transfer(amount * priceOf[address(token)] / 1e18);
    }
    function withdraw() external { require(msg.sender == owner); payable(owner).transfer(address(this).balance); }
    receive() external payable {}
}
