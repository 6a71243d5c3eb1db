// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Merchant checkout with off-chain refunds: customers pay orders in ether; support staff sign refund
/// vouchers off-chain and the customer redeems the voucher on-chain.
contract CheckoutRefunds {
    address public merchant;
    address public refundSigner;
    mapping(bytes32 => uint256) public orderPaid;

    event OrderPaid(bytes32 indexed orderId, address indexed customer, uint256 amount);
    event Refunded(bytes32 indexed orderId, address indexed customer, uint256 amount);

    constructor(address _refundSigner) {
        merchant = msg.sender;
        refundSigner = _refundSigner;
    }

    function payOrder(bytes32 orderId) external payable {
        require(msg.value > 0, "amount");
        require(orderPaid[orderId] == 0, "paid");
        orderPaid[orderId] = msg.value;
        emit OrderPaid(orderId, msg.sender, msg.value);
    }

    function setRefundSigner(address signer) external {
        require(msg.sender == merchant, "merchant");
        refundSigner = signer;
    }

    function redeemRefund(bytes32 orderId, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        require(amount <= orderPaid[orderId], "more than paid");
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(address(this), orderId, msg.sender, amount)))
        );
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == refundSigner, "bad voucher");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "refund failed");
        emit Refunded(orderId, msg.sender, amount);
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == merchant, "merchant");
        (bool ok, ) = merchant.call{value: amount}("");
        require(ok, "withdraw failed");
    }
}
