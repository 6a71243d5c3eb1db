// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

library Address {
    function sendValue(address payable recipient, uint256 amount) internal {
        require(address(this).balance >= amount, "Address: insufficient balance");
        (bool success, ) = recipient.call{value: amount}("");
        require(success, "Address: unable to send value, recipient may have reverted");
    }
}

// A referral program pays rewards with OpenZeppelin's Address.sendValue, which forwards all gas, and marks the
// referral paid after the payment.
contract Referrals {
    using Address for address payable;

    mapping(address => uint256) public earned;
    mapping(address => address) public referrerOf;
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function join(address referrer) external payable {
        require(msg.value == 0.1 ether, "fee");
        require(referrerOf[msg.sender] == address(0) && referrer != msg.sender, "joined");
        referrerOf[msg.sender] = referrer;
        earned[referrer] += msg.value / 10;
    }

    function claim() external {
        uint256 amount = earned[msg.sender];
        require(amount > 0, "nothing");
        // <yes> <report> REENTRANCY
        payable(msg.sender).sendValue(amount);
        earned[msg.sender] = 0;
    }
}
