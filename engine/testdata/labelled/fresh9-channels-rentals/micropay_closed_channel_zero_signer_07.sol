// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Pay-per-use escrow: a client escrows ether for a provider and signs cumulative receipts; the provider redeems
/// the newest receipt. When the client closes an escrow its record is deleted, so the stored client becomes the
/// zero address; ecrecover returns zero for a malformed signature, and a "receipt" with v = 0 then matches the
/// deleted record: the provider, or anyone naming themselves provider of a fresh id, drains the pooled ether.
contract PayPerUseEscrow {
    struct Escrow {
        address client;
        address payable provider;
        uint256 amount;
        uint256 redeemed;
        uint256 closesAt;
    }

    mapping(bytes32 => Escrow) public escrows;
    mapping(address => uint256) public nonces;

    event Funded(bytes32 indexed id, address client, address provider, uint256 amount);
    event Redeemed(bytes32 indexed id, uint256 amount);
    event Closed(bytes32 indexed id, uint256 refund);

    function fund(address payable provider, uint256 lifetime) external payable returns (bytes32 id) {
        require(msg.value > 0, "empty");
        id = keccak256(abi.encodePacked(msg.sender, provider, nonces[msg.sender]++));
        escrows[id] = Escrow(msg.sender, provider, msg.value, 0, block.timestamp + lifetime);
        emit Funded(id, msg.sender, provider, msg.value);
    }

    function redeem(bytes32 id, address payable provider, uint256 cumulative, uint8 v, bytes32 r, bytes32 s) external {
        Escrow storage e = escrows[id];
        bytes32 digest = keccak256(abi.encodePacked(address(this), id, provider, cumulative));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == e.client, "bad receipt");
        require(cumulative > e.redeemed && cumulative <= e.amount, "receipt amount");
        uint256 amount = cumulative - e.redeemed;
        e.redeemed = cumulative;
        (bool ok, ) = provider.call{value: amount}("");
        require(ok, "pay provider");
        emit Redeemed(id, amount);
    }

    function close(bytes32 id) external {
        Escrow storage e = escrows[id];
        require(msg.sender == e.client, "client only");
        require(block.timestamp >= e.closesAt, "open");
        uint256 refund = e.amount - e.redeemed;
        delete escrows[id];
        (bool ok, ) = msg.sender.call{value: refund}("");
        require(ok, "refund");
        emit Closed(id, refund);
    }
}
