pragma solidity ^0.5.0;

// Safe: the refund is the sum of the caller's own deposits, each zeroed as it is counted through a storage
// pointer into the caller's array (the Solidity docs' BlindAuction).
contract Auction {
    struct Bid { bytes32 blindedBid; uint deposit; }
    mapping(address => Bid[]) public bids;

    function bid(bytes32 blinded) public payable {
        bids[msg.sender].push(Bid({blindedBid: blinded, deposit: msg.value}));
    }

    function refundAll() public {
        uint refund;
        for (uint i = 0; i < bids[msg.sender].length; i++) {
            Bid storage b = bids[msg.sender][i];
            refund += b.deposit;
            b.deposit = 0;
        }
        msg.sender.transfer(refund);
    }
}

// Vulnerable: the same sum over anyone's deposits, paid to the caller.
contract LooseAuction {
    struct Bid { bytes32 blindedBid; uint deposit; }
    mapping(address => Bid[]) public bids;

    function bid(bytes32 blinded) public payable {
        bids[msg.sender].push(Bid({blindedBid: blinded, deposit: msg.value}));
    }

    function refundAll(address who) public { // want "LooseAuction.refundAll\\(\\) lets any caller send refund to msg.sender"
        uint refund;
        for (uint i = 0; i < bids[who].length; i++) {
            Bid storage b = bids[who][i];
            refund += b.deposit;
            b.deposit = 0;
        }
        msg.sender.transfer(refund);
    }
}
