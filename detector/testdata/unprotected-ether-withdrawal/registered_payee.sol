// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

// Safe: anyone may deliver a grant's raised ether, but only to the payout address the owner registered.
contract Checkout {
    address public immutable owner;
    mapping(uint256 => address payable) public payoutAddress;
    mapping(uint256 => uint256) public raised;

    constructor() {
        owner = msg.sender;
    }

    function setPayout(uint256 grantId, address payable payout) external {
        require(msg.sender == owner, "owner");
        payoutAddress[grantId] = payout;
    }

    function donate(uint256 grantId) external payable {
        raised[grantId] += msg.value;
    }

    function payout(uint256 grantId) external {
        address payable to = payoutAddress[grantId];
        require(to != address(0), "checkout: no payout");
        uint256 amount = raised[grantId];
        raised[grantId] = 0;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "checkout: payout failed");
    }
}

// Vulnerable: anyone registers the payout address, then delivers the grant's ether to it.
contract OpenCheckout {
    mapping(uint256 => address payable) public payoutAddress;
    mapping(uint256 => uint256) public raised;

    function setPayout(uint256 grantId, address payable payout) external {
        payoutAddress[grantId] = payout;
    }

    function donate(uint256 grantId) external payable {
        raised[grantId] += msg.value;
    }

    function payout(uint256 grantId) external { // want "OpenCheckout.payout\\(\\) lets any caller send amount to to"
        address payable to = payoutAddress[grantId];
        uint256 amount = raised[grantId];
        raised[grantId] = 0;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "checkout: payout failed");
    }
}
