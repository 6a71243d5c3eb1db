pragma solidity ^0.4.24;

contract Auction {
    struct Bid {
        bytes32 blindedBid;
        uint deposit;
    }
    mapping(address => Bid[]) public bids;

    function bid(bytes32 blinded) public payable {
        bids[msg.sender].push(Bid({blindedBid: blinded, deposit: msg.value}));
    }

    // Safe: a local summing deposits, each an amount of ether received.
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

contract BonusAuction {
    struct Bid {
        bytes32 blindedBid;
        uint deposit;
    }
    mapping(address => Bid[]) public bids;
    mapping(address => uint) public credit;

    function bid(bytes32 blinded) public payable {
        bids[msg.sender].push(Bid(blinded, msg.value));
    }

    // The caller's word added to a deposit: the member no longer holds ether received alone.
    function topUp(uint i, uint extra) public {
        bids[msg.sender][i].deposit += extra; // want "can overflow"
    }

    // Reported: the deposits summed may hold any amount.
    function refundAll() public {
        uint refund;
        for (uint i = 0; i < bids[msg.sender].length; i++) {
            refund += bids[msg.sender][i].deposit; // want "can overflow"
        }
        credit[msg.sender] = refund;
    }

    // Reported: the sum takes the caller's number too.
    function refundWith(uint bonus) public {
        uint refund = bonus;
        refund += msg.value; // want "can overflow"
        credit[msg.sender] = refund;
    }
}

pragma experimental ABIEncoderV2;

contract BidBook {
    struct Bid {
        bytes32 blindedBid;
        uint deposit;
    }
    mapping(address => Bid[]) public bids;
    mapping(address => uint) public credit;

    function bid(bytes32 blinded) public payable {
        bids[msg.sender].push(Bid(blinded, msg.value));
    }

    // Reported: the bids are the caller's own, passed in, and their deposits any numbers it likes.
    function settle(Bid[] memory claimed) public {
        uint refund;
        for (uint i = 0; i < claimed.length; i++) {
            refund += claimed[i].deposit; // want "can overflow"
        }
        credit[msg.sender] = refund;
    }
}
