// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Revenue splitter for a music NFT drop: sales proceeds are split among collaborators by shares,
/// and each collaborator pulls their part.
contract RevenueSplitter {
    address public owner;
    uint256 public totalShares;
    uint256 public totalReleased;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;
    address[] public payees;

    constructor(address[] memory _payees, uint256[] memory _shares) {
        owner = msg.sender;
        for (uint256 i = 0; i < _payees.length; i++) {
            payees.push(_payees[i]);
            shares[_payees[i]] = _shares[i];
            totalShares += _shares[i];
        }
    }

    receive() external payable {}

    function setShares(address payee, uint256 newShares) external {
        require(shares[payee] > 0, "not a payee");
        totalShares = totalShares - shares[payee] + newShares;
        // <yes> <report> ACCESS_CONTROL
        shares[payee] = newShares;
    }

    function releasable(address payee) public view returns (uint256) {
        uint256 totalReceived = address(this).balance + totalReleased;
        return (totalReceived * shares[payee]) / totalShares - released[payee];
    }

    function release(address payable payee) external {
        uint256 payment = releasable(payee);
        require(payment > 0, "nothing due");
        released[payee] += payment;
        totalReleased += payment;
        (bool ok, ) = payee.call{value: payment}("");
        require(ok, "send");
    }
}
