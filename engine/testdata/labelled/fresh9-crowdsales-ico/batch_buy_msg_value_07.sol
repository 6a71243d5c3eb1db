// SPDX-License-Identifier: MIT
pragma solidity ^0.7.4;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }
}

/// Presale with a "gift" feature: one transaction buys for several wallets, each receiving the
/// purchase made with the ether sent. Each loop iteration checks and credits msg.value again, so a
/// buyer pays once and is credited once per listed beneficiary.
contract GiftablePresale {
    using SafeMath for uint256;

    address public owner;
    address payable public treasury;
    uint256 public rate;
    uint256 public minBuy = 0.1 ether;
    uint256 public hardCap;
    uint256 public raised;
    mapping(address => uint256) public purchased;

    event Purchase(address indexed payer, address indexed beneficiary, uint256 weiAmount, uint256 tokens);

    constructor(address payable _treasury, uint256 _rate, uint256 _hardCap) {
        owner = msg.sender;
        treasury = _treasury;
        rate = _rate;
        hardCap = _hardCap;
    }

    function buyFor(address[] calldata beneficiaries) external payable {
        for (uint256 i = 0; i < beneficiaries.length; i++) {
            _buy(beneficiaries[i]);
        }
        treasury.transfer(msg.value);
    }

    function _buy(address beneficiary) internal {
        require(beneficiary != address(0), "zero");
        // <yes> <report> DENIAL_OF_SERVICE
        require(msg.value >= minBuy, "min");
        require(raised.add(msg.value) <= hardCap, "cap");
        raised = raised.add(msg.value);
        uint256 tokens = msg.value.mul(rate);
        purchased[beneficiary] = purchased[beneficiary].add(tokens);
        emit Purchase(msg.sender, beneficiary, msg.value, tokens);
    }
}
