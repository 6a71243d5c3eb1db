// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

/// Marketplace revenue share: the platform's fees are split between the founders and any partner the
/// owner onboards. Partners withdraw what has accrued to them.
contract PartnerRevenueShare {
    using SafeMath for uint256;

    address public owner;
    uint256 public totalShares;
    uint256 public totalReceived;

    mapping(address => uint256) public shares;
    mapping(address => uint256) public withdrawn;

    event PartnerSet(address indexed partner, uint256 shares);
    event Withdrawn(address indexed partner, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor(address[] memory founders, uint256[] memory founderShares) public {
        require(founders.length == founderShares.length, "length");
        owner = msg.sender;
        for (uint256 i = 0; i < founders.length; i++) {
            shares[founders[i]] = founderShares[i];
            totalShares = totalShares.add(founderShares[i]);
        }
    }

    receive() external payable {
        totalReceived = totalReceived.add(msg.value);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }

    /// Onboards a partner or changes its weight.
    function setPartner(address partner, uint256 newShares) external {
        require(partner != address(0), "zero");
        totalShares = totalShares.sub(shares[partner]).add(newShares);
        // <yes> <report> ACCESS_CONTROL
        shares[partner] = newShares;
        emit PartnerSet(partner, newShares);
    }

    function owed(address partner) public view returns (uint256) {
        if (totalShares == 0) return 0;
        uint256 entitled = totalReceived.mul(shares[partner]).div(totalShares);
        if (entitled <= withdrawn[partner]) return 0;
        return entitled.sub(withdrawn[partner]);
    }

    function withdraw() external {
        uint256 amount = owed(msg.sender);
        require(amount > 0, "nothing owed");
        withdrawn[msg.sender] = withdrawn[msg.sender].add(amount);
        msg.sender.transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }
}
