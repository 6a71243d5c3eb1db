// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 {
  function balanceOf(address) external view returns (uint256);
  function transferFrom(address, address, uint256) external returns (bool);
  function approve(address, uint256) external returns (bool);
}
contract Dex {
  address public token1;
  address public token2;
  address public owner;
  constructor() { owner = msg.sender; }
  function setTokens(address _token1, address _token2) public {
    require(msg.sender == owner);
    token1 = _token1;
    token2 = _token2;
  }
  function swap(address from, address to, uint amount) public {
    require((from == token1 && to == token2) || (from == token2 && to == token1), "Invalid tokens");
    require(IERC20(from).balanceOf(msg.sender) >= amount, "Not enough to swap");
    uint swapAmount = getSwapPrice(from, to, amount);
    IERC20(from).transferFrom(msg.sender, address(this), amount);
    IERC20(to).approve(address(this), swapAmount);
    IERC20(to).transferFrom(address(this), msg.sender, swapAmount);
  }
  function getSwapPrice(address from, address to, uint amount) public view returns(uint){
    // <yes> <report> OTHER
    return((amount * IERC20(to).balanceOf(address(this)))/IERC20(from).balanceOf(address(this)));
  }
}
