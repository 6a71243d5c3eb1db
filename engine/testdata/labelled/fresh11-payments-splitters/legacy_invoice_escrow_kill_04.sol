pragma solidity ^0.4.18;

/// One escrow contract per invoice, deployed by the seller's invoicing app: the buyer pays the invoice into
/// it, confirms receipt and the seller is paid; after the deadline an unconfirmed payment goes back.
contract InvoiceEscrow {
    address public seller;
    address public buyer;
    address public app;
    uint public amount;
    uint public deadline;
    bool public paid;
    bool public settled;

    event Paid(address buyer, uint amount);
    event Settled(address to, uint amount);

    function InvoiceEscrow(address _seller, address _buyer, uint _amount, uint _days) public {
        app = msg.sender;
        seller = _seller;
        buyer = _buyer;
        amount = _amount;
        deadline = now + _days * 1 days;
    }

    function pay() public payable {
        require(msg.sender == buyer);
        require(!paid);
        require(msg.value == amount);
        paid = true;
        Paid(msg.sender, msg.value);
    }

    function confirm() public {
        require(msg.sender == buyer);
        require(paid && !settled);
        settled = true;
        seller.transfer(amount);
        Settled(seller, amount);
    }

    function reclaim() public {
        require(msg.sender == buyer);
        require(paid && !settled);
        require(now > deadline);
        settled = true;
        buyer.transfer(amount);
        Settled(buyer, amount);
    }

    /// Clears a settled escrow from the state to get the gas refund.
    function close(address beneficiary) public {
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(beneficiary);
    }
}
