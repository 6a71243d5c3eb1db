// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
}

// Chainlink's keeper registries migrate balances only to a registry the owner gave the permission.
contract Registry {
    enum Permission { NONE, OUTGOING, INCOMING, BIDIRECTIONAL }
    IERC20 public immutable link;
    address public owner;
    mapping(address => Permission) public s_peerPermission;
    mapping(address => bool) public approved;
    mapping(address => uint256) public balanceOf;
    uint256 public totalBalance;

    constructor(IERC20 l) {
        link = l;
        owner = msg.sender;
    }

    function setPeerPermission(address peer, Permission p) external {
        require(msg.sender == owner);
        s_peerPermission[peer] = p;
    }

    function approve(address peer) external {
        require(msg.sender == owner);
        approved[peer] = true;
    }

    // Safe: the destination must be a peer the owner permitted.
    function migrate(address destination) external {
        if (s_peerPermission[destination] != Permission.OUTGOING && s_peerPermission[destination] != Permission.BIDIRECTIONAL) revert();
        uint256 amount = totalBalance;
        totalBalance = 0;
        require(link.transfer(destination, amount));
    }

    // Safe: an approved receiver.
    function payApproved(address to, uint256 amount) external {
        require(approved[to]);
        require(link.transfer(to, amount));
    }

    // Vulnerable: a check of the receiver's balance lists nobody.
    function payHolder(address to, uint256 amount) external { // want "Registry.payHolder\\(\\) lets any caller transfer amount of the contract's tokens to to"
        require(balanceOf[to] > 0);
        require(link.transfer(to, amount));
    }
}
