// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Royalty splitter that pushes every sale's proceeds to all payees at once.
contract RoyaltyPushSplitter {
    address public owner;
    address payable[] public payees;
    uint256[] public bps;

    constructor(address payable[] memory _payees, uint256[] memory _bps) public {
        require(_payees.length == _bps.length, "length");
        owner = msg.sender;
        payees = _payees;
        bps = _bps;
    }

    function addPayee(address payable payee, uint256 share) external {
        require(msg.sender == owner, "owner");
        payees.push(payee);
        bps.push(share);
    }

    receive() external payable {
        distribute(msg.value);
    }

    function distribute(uint256 amount) internal {
        for (uint256 i = 0; i < payees.length; i++) {
            uint256 part = amount * bps[i] / 10000;
            // <yes> <report> DENIAL_OF_SERVICE
            (bool ok, ) = payees[i].call{value: part}("");
            require(ok, "payout failed");
        }
    }
}
