// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

// Payees set by a run-once initialiser: no later transaction changes them under a pending payout.
contract InitialisedSplit {
    address public controller;
    address payable public payee;
    bool private initialized;

    function initialize(address _controller, address payable _payee) external {
        require(!initialized, "initialized");
        initialized = true;
        controller = _controller;
        payee = _payee;
    }

    receive() external payable {}

    function distribute() external {
        require(msg.sender == controller, "controller");
        payee.transfer(address(this).balance);
    }
}

// The same payee with a setter anyone can call again.
contract ResettableSplit {
    address public controller;
    address payable public payee;
    bool private initialized;

    function initialize(address _controller, address payable _payee) external {
        require(!initialized, "initialized");
        initialized = true;
        controller = _controller;
        payee = _payee;
    }

    function setPayee(address payable _payee) external {
        payee = _payee;
    }

    receive() external payable {}

    function distribute() external { // want "ResettableSplit.distribute\\(\\) sends ether using payee, which any caller can change first"
        require(msg.sender == controller, "controller");
        payee.transfer(address(this).balance);
    }
}
