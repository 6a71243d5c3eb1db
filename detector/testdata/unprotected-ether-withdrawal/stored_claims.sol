pragma solidity ^0.8.20;

interface INFT {
    function transferFrom(address from, address to, uint256 id) external;
}

// Safe: settling pays the winning bid, which the bidder paid in, to the seller recorded when the auction was
// made, once (settled). Anyone may settle; nobody chooses who is paid or how much.
contract Auctions {
    struct Auction { address seller; address payable bidder; uint256 amount; uint64 endTime; bool settled; }
    INFT public immutable nft;
    mapping(uint256 => Auction) public auctions;

    constructor(INFT n) {
        nft = n;
    }

    function create(uint256 id, uint64 duration) external {
        nft.transferFrom(msg.sender, address(this), id);
        auctions[id] = Auction(msg.sender, payable(address(0)), 0, uint64(block.timestamp) + duration, false);
    }

    function bid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime && msg.value > a.amount);
        address payable previous = a.bidder;
        uint256 previousAmount = a.amount;
        a.bidder = payable(msg.sender);
        a.amount = msg.value;
        if (previous != address(0)) {
            previous.transfer(previousAmount);
        }
    }

    function settle(uint256 id) external {
        Auction storage a = auctions[id];
        require(block.timestamp >= a.endTime && !a.settled);
        a.settled = true;
        nft.transferFrom(address(this), a.bidder, id);
        (bool ok, ) = payable(a.seller).call{value: a.amount}("");
        require(ok);
    }
}

// Safe: an escrow released once to the one who deposited it, the flag set after the payment.
contract Escrow {
    struct Deposit { address payable owner; uint256 amount; bool released; }
    Deposit[] public deposits;

    function deposit() external payable {
        deposits.push(Deposit(payable(msg.sender), msg.value, false));
    }

    function release(uint256 i) external {
        Deposit storage d = deposits[i];
        require(!d.released);
        uint256 amount = d.amount;
        d.owner.transfer(amount);
        d.released = true;
    }
}

// Settled is read but never set: the seller is paid the same bid on every call, out of other auctions' ether.
contract NeverSettled {
    struct Auction { address seller; address bidder; uint256 amount; uint64 endTime; bool settled; }
    mapping(uint256 => Auction) public auctions;

    function create(uint256 id, uint64 duration) external {
        auctions[id] = Auction(msg.sender, address(0), 0, uint64(block.timestamp) + duration, false);
    }

    function bid(uint256 id) external payable {
        Auction storage a = auctions[id];
        require(block.timestamp < a.endTime && msg.value > a.amount && a.bidder == address(0));
        a.bidder = msg.sender;
        a.amount = msg.value;
    }

    function settle(uint256 id) external { // want "NeverSettled.settle\\(\\) lets any caller send a.amount to payable\\(a.seller\\)"
        Auction storage a = auctions[id];
        require(block.timestamp >= a.endTime && !a.settled);
        payable(a.seller).transfer(a.amount);
    }
}

// Anyone may rename an auction's seller, then settle it to that address.
contract OpenSeller {
    struct Auction { address seller; uint256 amount; bool settled; }
    mapping(uint256 => Auction) public auctions;

    function create(uint256 id) external payable {
        auctions[id] = Auction(msg.sender, msg.value, false);
    }

    function setSeller(uint256 id, address who) external {
        auctions[id].seller = who;
    }

    function settle(uint256 id) external { // want "OpenSeller.settle\\(\\) lets any caller send a.amount to payable\\(a.seller\\)"
        Auction storage a = auctions[id];
        require(!a.settled);
        a.settled = true;
        payable(a.seller).transfer(a.amount);
    }
}

// The amount is what the creator claims, not what was paid in.
contract ClaimedAmount {
    struct Claim { address payable to; uint256 amount; bool paid; }
    mapping(uint256 => Claim) public claims;

    function open(uint256 id, uint256 amount) external {
        claims[id] = Claim(payable(msg.sender), amount, false);
    }

    function pay(uint256 id) external { // want "ClaimedAmount.pay\\(\\) lets any caller send c.amount to c.to"
        Claim storage c = claims[id];
        require(!c.paid);
        c.paid = true;
        c.to.transfer(c.amount);
    }
}

// The caller names the receiver.
contract ChosenReceiver {
    struct Auction { address seller; uint256 amount; bool settled; }
    mapping(uint256 => Auction) public auctions;

    function create(uint256 id) external payable {
        auctions[id] = Auction(msg.sender, msg.value, false);
    }

    function settle(uint256 id, address payable to) external { // want "ChosenReceiver.settle\\(\\) lets any caller send a.amount to to"
        Auction storage a = auctions[id];
        require(!a.settled);
        a.settled = true;
        to.transfer(a.amount);
    }
}
