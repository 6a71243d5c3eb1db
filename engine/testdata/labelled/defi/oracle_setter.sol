// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IOracle { function price() external view returns (uint256); }
interface IERC20 { function transfer(address, uint256) external returns (bool); function transferFrom(address, address, uint256) external returns (bool); }
contract Lender {
    IOracle public oracle;
    IERC20 public immutable token;
    address public owner;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;
    constructor(IOracle o, IERC20 t) { oracle = o; token = t; owner = msg.sender; }
    // <yes> <report> ACCESS_CONTROL
    function setOracle(IOracle o) external { oracle = o; }
    function deposit() external payable { collateral[msg.sender] += msg.value; }
    function borrow(uint256 amount) external {
        debt[msg.sender] += amount;
        require(debt[msg.sender] <= collateral[msg.sender] * oracle.price() / 1e18 / 2, "undercollateralised");
        require(token.transfer(msg.sender, amount));
    }
}
