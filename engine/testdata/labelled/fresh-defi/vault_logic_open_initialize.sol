// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract FeeVaultLogic {
    address public governance;
    address public feeRecipient;
    IERC20 public token;
    uint256 public feeBps;
    mapping(address => uint256) public deposits;

    modifier onlyGovernance() {
        require(msg.sender == governance, "!gov");
        _;
    }

    // <yes> <report> ACCESS_CONTROL
    function initialize(address _governance, IERC20 _token, address _feeRecipient) external {
        governance = _governance;
        token = _token;
        feeRecipient = _feeRecipient;
        feeBps = 30;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        uint256 fee = amount * feeBps / 10000;
        require(token.transfer(feeRecipient, fee), "fee");
        require(token.transfer(msg.sender, amount - fee), "transfer");
    }

    function sweep(address to, uint256 amount) external onlyGovernance {
        require(token.transfer(to, amount), "transfer");
    }
}
