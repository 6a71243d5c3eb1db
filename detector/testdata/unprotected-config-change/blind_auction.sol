pragma solidity ^0.5.0;

// Safe: the Solidity docs' blind auction. reveal() sets the highest bid only to a value the bidder's own deposit
// covers.
contract BlindAuction {
    struct Bid { bytes32 blindedBid; uint deposit; }
    address payable public beneficiary;
    uint public biddingEnd;
    uint public revealEnd;
    bool public ended;
    mapping(address => Bid[]) public bids;
    address public highestBidder;
    uint public highestBid;
    mapping(address => uint) pendingReturns;
    event AuctionEnded(address winner, uint highestBid);
    modifier onlyBefore(uint _time) { require(now < _time); _; }
    modifier onlyAfter(uint _time) { require(now > _time); _; }
    constructor(uint _biddingTime, uint _revealTime, address payable _beneficiary) public {
        beneficiary = _beneficiary;
        biddingEnd = now + _biddingTime;
        revealEnd = biddingEnd + _revealTime;
    }
    function bid(bytes32 _blindedBid) public payable onlyBefore(biddingEnd) {
        bids[msg.sender].push(Bid({ blindedBid: _blindedBid, deposit: msg.value }));
    }
    function reveal(uint[] memory _values, bool[] memory _fake, bytes32[] memory _secret) public onlyAfter(biddingEnd) onlyBefore(revealEnd) {
        uint length = bids[msg.sender].length;
        require(_values.length == length);
        require(_fake.length == length);
        require(_secret.length == length);
        uint refund;
        for (uint i = 0; i < length; i++) {
            Bid storage bidToCheck = bids[msg.sender][i];
            (uint value, bool fake, bytes32 secret) = (_values[i], _fake[i], _secret[i]);
            if (bidToCheck.blindedBid != keccak256(abi.encodePacked(value, fake, secret))) {
                continue;
            }
            refund += bidToCheck.deposit;
            if (!fake && bidToCheck.deposit >= value) {
                if (placeBid(msg.sender, value))
                    refund -= value;
            }
            bidToCheck.blindedBid = bytes32(0);
        }
        msg.sender.transfer(refund);
    }
    function withdraw() public {
        uint amount = pendingReturns[msg.sender];
        if (amount > 0) {
            pendingReturns[msg.sender] = 0;
            msg.sender.transfer(amount);
        }
    }
    function auctionEnd() public onlyAfter(revealEnd) {
        require(!ended);
        emit AuctionEnded(highestBidder, highestBid);
        ended = true;
        beneficiary.transfer(highestBid);
    }
    function placeBid(address bidder, uint value) internal returns (bool success) {
        if (value <= highestBid) { return false; }
        if (highestBidder != address(0)) { pendingReturns[highestBidder] += highestBid; }
        highestBid = value;
        highestBidder = bidder;
        return true;
    }
}

// Vulnerable: the deposit checked is one the caller names, not its own.
contract LooseAuction {
    address payable public beneficiary;
    mapping(address => uint) public deposits;
    address public highestBidder;
    uint public highestBid;
    bool public ended;

    constructor(address payable _beneficiary) public {
        beneficiary = _beneficiary;
    }

    function deposit() public payable {
        deposits[msg.sender] += msg.value;
    }

    function bidFor(address bidder, uint value) public { // want "LooseAuction.bidFor\\(\\) lets any caller set highestBid"
        if (deposits[bidder] >= value) {
            highestBid = value;
            highestBidder = bidder;
        }
    }

    function auctionEnd() public {
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }
}

// Safe: the bid is checked against a copy of the caller's own deposit, which nothing changes after it is read.
contract CopiedDepositAuction {
    address payable public beneficiary;
    bool public ended;
    mapping(address => uint) public deposits;
    mapping(address => uint) public pendingReturns;
    address public highestBidder;
    uint public highestBid;

    function deposit() public payable {
        deposits[msg.sender] += msg.value;
    }

    function bid(uint value) public {
        uint own = deposits[msg.sender];
        deposits[msg.sender] = 0;
        if (own >= value && value > highestBid) {
            pendingReturns[highestBidder] += highestBid;
            highestBid = value;
            highestBidder = msg.sender;
            pendingReturns[msg.sender] += own - value;
        } else {
            pendingReturns[msg.sender] += own;
        }
    }

    // Vulnerable: the copy is raised by the caller's value before the check.
    function bidPadded(uint value, uint pad) public { // want "CopiedDepositAuction.bidPadded\\(\\) lets any caller set highestBid"
        uint own = deposits[msg.sender];
        own += pad;
        if (own >= value) {
            highestBid = value;
            highestBidder = msg.sender;
        }
    }

    function auctionEnd() public {
        require(!ended);
        ended = true;
        beneficiary.transfer(highestBid);
    }
}
