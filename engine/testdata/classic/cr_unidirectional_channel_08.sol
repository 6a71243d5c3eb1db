// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Unidirectional ether channel with a domain-bound, canonical-signature voucher: the sender funds, signs
/// cumulative amounts for this channel contract on this chain, the recipient closes with the latest voucher, and
/// the sender reclaims the deposit after the expiry. Every payout is checked.
contract UniDirectionalChannel {
    address payable public immutable sender;
    address payable public immutable recipient;
    uint256 public expiresAt;
    bool public closed;

    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    event Closed(uint256 paid, uint256 refunded);
    event Extended(uint256 expiresAt);

    constructor(address payable recipient_, uint256 duration) payable {
        require(recipient_ != address(0), "recipient");
        sender = payable(msg.sender);
        recipient = recipient_;
        expiresAt = block.timestamp + duration;
    }

    function voucherDigest(uint256 amount) public view returns (bytes32) {
        bytes32 inner = keccak256(abi.encode(block.chainid, address(this), amount));
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", inner));
    }

    function _signer(bytes32 digest, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        require(uint256(s) <= HALF_ORDER, "malleable s");
        require(v == 27 || v == 28, "bad v");
        address who = ecrecover(digest, v, r, s);
        require(who != address(0), "bad signature");
        return who;
    }

    function close(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(msg.sender == recipient, "recipient only");
        require(!closed, "closed");
        require(amount <= address(this).balance, "over deposit");
        require(_signer(voucherDigest(amount), v, r, s) == sender, "not the sender's voucher");
        closed = true;
        uint256 refund = address(this).balance - amount;
        (bool ok, ) = recipient.call{value: amount}("");
        require(ok, "pay recipient");
        (bool ok2, ) = sender.call{value: refund}("");
        require(ok2, "refund sender");
        emit Closed(amount, refund);
    }

    function extend(uint256 newExpiry) external {
        require(msg.sender == sender, "sender only");
        require(newExpiry > expiresAt, "not later");
        expiresAt = newExpiry;
        emit Extended(newExpiry);
    }

    function claimTimeout() external {
        require(msg.sender == sender, "sender only");
        require(!closed, "closed");
        require(block.timestamp >= expiresAt, "not expired");
        closed = true;
        uint256 refund = address(this).balance;
        (bool ok, ) = sender.call{value: refund}("");
        require(ok, "refund");
        emit Closed(0, refund);
    }
}
