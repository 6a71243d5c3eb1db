// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IInbox {
    function createRetryableTicket(address to, uint256 l2CallValue, uint256 maxSubmissionCost, address excessFeeRefundAddress,
        address callValueRefundAddress, uint256 gasLimit, uint256 maxFeePerGas, bytes calldata data) external payable returns (uint256);
}

/// ETH gateway to an L2: deposits are credited to the depositor on L2; a refund of an undelivered ticket goes
/// back to the recorded depositor.
contract EthGateway {
    IInbox public immutable inbox;
    address public immutable l2Gateway;
    mapping(uint256 => address) public depositorOf;
    mapping(uint256 => uint256) public amountOf;

    event DepositInitiated(uint256 indexed ticketId, address indexed depositor, uint256 amount);

    constructor(IInbox _inbox, address _l2Gateway) {
        inbox = _inbox;
        l2Gateway = _l2Gateway;
    }

    function depositEth(uint256 maxSubmissionCost, uint256 gasLimit, uint256 maxFeePerGas) external payable returns (uint256 ticketId) {
        uint256 fees = maxSubmissionCost + gasLimit * maxFeePerGas;
        require(msg.value > fees, "fees");
        uint256 amount = msg.value - fees;
        // <yes> <report> ACCESS_CONTROL
        address depositor = tx.origin;
        bytes memory data = abi.encodeWithSignature("finalizeInboundTransfer(address,uint256)", depositor, amount);
        ticketId = inbox.createRetryableTicket{value: msg.value}(
            l2Gateway, amount, maxSubmissionCost, depositor, depositor, gasLimit, maxFeePerGas, data
        );
        depositorOf[ticketId] = depositor;
        amountOf[ticketId] = amount;
        emit DepositInitiated(ticketId, depositor, amount);
    }
}
