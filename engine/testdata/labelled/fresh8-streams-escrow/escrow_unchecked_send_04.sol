pragma solidity ^0.4.18;

/// Two-party escrow with an arbiter, from the era of `send`.
contract ArbitratedEscrow {
    address public buyer;
    address public seller;
    address public arbiter;
    uint public amount;
    bool public closed;

    function ArbitratedEscrow(address _seller, address _arbiter) public payable {
        buyer = msg.sender;
        seller = _seller;
        arbiter = _arbiter;
        amount = msg.value;
    }

    function releaseToSeller() public {
        require(msg.sender == buyer || msg.sender == arbiter);
        require(!closed);
        closed = true;
        // <yes> <report> UNCHECKED_LL_CALLS
        seller.send(amount);
    }

    function refundToBuyer() public {
        require(msg.sender == seller || msg.sender == arbiter);
        require(!closed);
        closed = true;
        // <yes> <report> UNCHECKED_LL_CALLS
        buyer.send(amount);
    }
}
