pragma solidity ^0.4.24;

contract Refunds {
    mapping (address => uint256) public refunds;

    function credit() public payable {
        refunds[msg.sender] += msg.value;
    }

    // The refund is given back only when the send failed: nothing the receiver did survives that.
    function withdrawRefund() public {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        if (!msg.sender.send(amount)) {
            refunds[msg.sender] = amount;
        }
    }

    // The success branch first.
    function withdrawRefundElse() public {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        if (msg.sender.send(amount)) {
            return;
        } else {
            refunds[msg.sender] = amount;
        }
    }

    // Cleared only once the send succeeded: stale during it.
    function withdrawLate() public {
        uint256 amount = refunds[msg.sender];
        if (msg.sender.send(amount)) { // want "Refunds.withdrawLate\\(\\) sends ether to msg.sender before it writes refunds"
            refunds[msg.sender] = 0;
        }
    }
}
