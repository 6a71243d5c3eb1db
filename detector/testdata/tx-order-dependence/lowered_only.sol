// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

// A charge that grows with the total supply: holders can only lower the supply (burning their own), and only the
// issuer raises it.
contract CouponFunding {
    address public issuer;
    IERC20 public cash;
    uint256 public totalSupply;
    uint256 public index;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 c) {
        issuer = msg.sender;
        cash = c;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "issuer");
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }

    // Safe: a race can only lower what the issuer pays.
    function fund(uint256 perBond) external {
        require(msg.sender == issuer, "issuer");
        require(cash.transferFrom(msg.sender, address(this), perBond * totalSupply));
        index += perBond;
    }
}

// The same charge where anyone can raise the supply.
contract OpenCouponFunding {
    address public issuer;
    IERC20 public cash;
    uint256 public totalSupply;
    uint256 public index;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 c) {
        issuer = msg.sender;
        cash = c;
    }

    function join() external payable {
        balanceOf[msg.sender] += msg.value;
        totalSupply += msg.value;
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
    }

    function fund(uint256 perBond) external { // want "OpenCouponFunding.fund\\(\\) charges the caller perBond \\* totalSupply, which reads totalSupply; any caller can change it first"
        require(msg.sender == issuer, "issuer");
        require(cash.transferFrom(msg.sender, address(this), perBond * totalSupply));
        index += perBond;
    }
}
