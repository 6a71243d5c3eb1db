pragma solidity ^0.4.11;

/// Sealed-bid (Vickrey) auction registrar in the style of the first .eth registrar. Bidders deposit
/// ether behind a sealed hash; a bid that was never revealed can be cancelled after the reveal window
/// and its deposit returned to the bidder.
contract SealedBidRegistrar {
    uint32 constant totalAuctionLength = 5 days;
    uint32 constant revealPeriod = 48 hours;

    struct Entry {
        uint registrationDate;
        address winner;
        uint value;
        uint highestBid;
    }

    struct SealedBid {
        address bidder;
        uint deposit;
    }

    mapping (bytes32 => Entry) public entries;
    mapping (bytes32 => SealedBid) public sealedBids;

    event NewBid(bytes32 indexed sealedBid, address indexed bidder, uint deposit);
    event BidCancelled(bytes32 indexed sealedBid, address indexed bidder, uint deposit);
    event BidRevealed(bytes32 indexed hash, address indexed owner, uint value);

    function shaBid(bytes32 hash, address owner, uint value, bytes32 salt) public constant returns (bytes32) {
        return sha3(hash, owner, value, salt);
    }

    function startAuction(bytes32 hash) public {
        Entry storage entry = entries[hash];
        require(entry.registrationDate == 0 || entry.registrationDate + 1 years < now);
        entry.registrationDate = now + totalAuctionLength;
        entry.winner = 0;
        entry.value = 0;
        entry.highestBid = 0;
    }

    function newBid(bytes32 sealedBid) public payable {
        require(sealedBids[sealedBid].deposit == 0);
        require(msg.value >= 0.01 ether);
        sealedBids[sealedBid] = SealedBid(msg.sender, msg.value);
        NewBid(sealedBid, msg.sender, msg.value);
    }

    function unsealBid(bytes32 hash, uint value, bytes32 salt) public {
        bytes32 seal = shaBid(hash, msg.sender, value, salt);
        SealedBid storage bid = sealedBids[seal];
        require(bid.bidder == msg.sender && bid.deposit > 0);
        Entry storage entry = entries[hash];
        require(now < entry.registrationDate && now >= entry.registrationDate - revealPeriod);
        uint deposit = bid.deposit;
        delete sealedBids[seal];
        if (value > deposit) value = deposit;
        if (value > entry.highestBid) {
            if (entry.winner != 0) {
                pending[entry.winner] += entry.value;
            }
            entry.value = entry.highestBid > 0 ? entry.highestBid : value;
            entry.highestBid = value;
            entry.winner = msg.sender;
            pending[msg.sender] += deposit - value;
        } else {
            pending[msg.sender] += deposit;
        }
        BidRevealed(hash, msg.sender, value);
    }

    mapping (address => uint) public pending;

    /// Returns the deposit of a bid that was never revealed, once the reveal window is long past.
    function cancelBid(bytes32 seal) public {
        SealedBid storage bid = sealedBids[seal];
        require(bid.bidder == msg.sender && bid.deposit > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(bid.deposit)());
        BidCancelled(seal, msg.sender, bid.deposit);
        delete sealedBids[seal];
    }

    function withdrawPending() public {
        uint amount = pending[msg.sender];
        pending[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
