pragma solidity ^0.5.12;

// A local clamped to at most a value before it is taken from that value, or before it is added to a sum of
// ether: `if (x > cap) x = cap;` and `x = a <= b ? a : b` only ever lower x. The clamp must run on every path to
// the operation, with nothing in between that writes either value, calls out or starts a loop.
contract ClampedPool {
    uint256 public pool;
    uint256 public cap = 100;
    uint256 public matched;
    mapping(address => uint256) public credit;
    mapping(address => uint256) public given;

    function fill() external payable {
        pool += msg.value;
    }

    function drain() internal {
        pool = 0;
    }

    // Safe: the part is the smaller of the amount and the pool.
    function takeMin(uint256 amount) external {
        uint256 part = amount <= pool ? amount : pool;
        pool -= part;
    }

    // The larger of the two: the pool can be short.
    function takeMax(uint256 amount) external {
        uint256 part = amount >= pool ? amount : pool;
        pool -= part; // want "takeMax\\(\\): pool -= part can underflow"
    }

    // Safe: clamped to the pool.
    function takeClamped(uint256 amount) external {
        if (amount > pool) amount = pool;
        pool -= amount;
    }

    // Clamped to another value than the one it is taken from.
    function takeCapped(uint256 amount) external {
        uint256 part = amount <= cap ? amount : cap;
        pool -= part; // want "takeCapped\\(\\): pool -= part can underflow"
    }

    // The smaller of the two once, taken many times: the pool falls below it.
    function takeRepeated(uint256 amount, uint256 times) external {
        uint256 part = amount <= pool ? amount : pool;
        for (uint256 i = 0; i < times; i++) {
            pool -= part; // want "takeRepeated\\(\\): pool -= part can underflow"
        }
    }

    // The pool changes between the choice and the subtraction.
    function takeDrained(uint256 amount) external {
        uint256 part = amount <= pool ? amount : pool;
        drain();
        pool -= part; // want "takeDrained\\(\\): pool -= part can underflow"
    }

    // The choice is made on one branch only.
    function takeBranch(uint256 amount, bool flag) external {
        uint256 part = amount;
        if (flag) {
            part = amount <= pool ? amount : pool;
        }
        pool -= part; // want "takeBranch\\(\\): pool -= part can underflow"
    }

    // Safe: the match is at most the ether sent, and at most the pool.
    function matchMin(uint256 want) external payable {
        uint256 m = msg.value < want ? msg.value : want;
        if (m > pool) m = pool;
        pool -= m;
        matched += m;
        credit[msg.sender] += msg.value + m;
    }

    // The larger of the ether sent and what the caller asks.
    function matchMax(uint256 want) external payable {
        uint256 m = msg.value > want ? msg.value : want;
        matched += m; // want "matchMax\\(\\): matched \\+= m can overflow"
    }

    // The smaller of the two, then raised by what the caller asks.
    function matchRaised(uint256 want) external payable {
        uint256 m = msg.value < want ? msg.value : want;
        m += want; // want "matchRaised\\(\\): m \\+= want can overflow"
        matched += m; // want "matchRaised\\(\\): matched \\+= m can overflow"
    }

    // Set to what the caller asks after the ether sent.
    function matchSet(uint256 want) external payable {
        uint256 m = msg.value;
        m = want;
        matched += m; // want "matchSet\\(\\): matched \\+= m can overflow"
    }
}

contract SealedBids {
    struct Bid {
        address bidder;
        uint256 deposit;
    }

    mapping(bytes32 => Bid) public bids;
    mapping(address => uint256) public pending;

    function bid(bytes32 seal) external payable {
        bids[seal] = Bid(msg.sender, msg.value);
    }

    // Safe: the value is clamped to the deposit, so what is left of it is part of an amount of ether.
    function reveal(bytes32 seal, uint256 value) external {
        Bid storage b = bids[seal];
        require(b.bidder == msg.sender);
        uint256 deposit = b.deposit;
        delete bids[seal];
        if (value > deposit) value = deposit;
        pending[msg.sender] += deposit - value;
    }

    // Clamped, then set to what the caller asks.
    function revealReset(bytes32 seal, uint256 value, uint256 other) external {
        uint256 deposit = bids[seal].deposit;
        delete bids[seal];
        if (value > deposit) value = deposit;
        value = other;
        pending[msg.sender] += deposit - value; // want "revealReset\\(\\): pending\\[msg\\.sender\\] \\+= deposit - value can overflow"
    }

    // Clamped on one branch only.
    function revealBranch(bytes32 seal, uint256 value, bool flag) external {
        uint256 deposit = bids[seal].deposit;
        delete bids[seal];
        if (flag) {
            if (value > deposit) value = deposit;
        }
        pending[msg.sender] += deposit - value; // want "revealBranch\\(\\): pending\\[msg\\.sender\\] \\+= deposit - value can overflow"
    }

    // The deposit is lowered after the clamp.
    function revealHalved(bytes32 seal, uint256 value) external {
        uint256 deposit = bids[seal].deposit;
        delete bids[seal];
        if (value > deposit) value = deposit;
        deposit = deposit / 2;
        pending[msg.sender] += deposit - value; // want "revealHalved\\(\\): pending\\[msg\\.sender\\] \\+= deposit - value can overflow"
    }

    // Clamped once, the deposit halved in the loop after it.
    function revealLoop(bytes32 seal, uint256 value, uint256 times) external {
        uint256 deposit = bids[seal].deposit;
        delete bids[seal];
        if (value > deposit) value = deposit;
        for (uint256 i = 0; i < times; i++) {
            pending[msg.sender] += deposit - value; // want "revealLoop\\(\\): pending\\[msg\\.sender\\] \\+= deposit - value can overflow"
            deposit = deposit / 2;
        }
    }

    // Raised to the deposit rather than clamped to it.
    function revealWrong(bytes32 seal, uint256 value) external {
        Bid storage b = bids[seal];
        require(b.bidder == msg.sender);
        uint256 deposit = b.deposit;
        delete bids[seal];
        if (value < deposit) value = deposit;
        pending[msg.sender] += deposit - value; // want "revealWrong\\(\\): pending\\[msg\\.sender\\] \\+= deposit - value can overflow"
    }
}

// Amounts checked against a stored balance before they are moved to another table.
contract Credits {
    mapping(address => uint256) public credits;
    mapping(uint256 => uint256) public received;
    mapping(address => uint256) public last;
    uint256 public total;

    function deposit() external payable {
        credits[msg.sender] += msg.value;
    }

    // Safe: the amount is at most a stored balance.
    function vote(address voter, uint256 project, uint256 amount) external {
        require(credits[voter] >= amount, "credits");
        credits[voter] -= amount;
        received[project] += amount;
    }

    // Taken with no check: the balance wraps, and so can the credit.
    function voteUnchecked(address voter, uint256 project, uint256 amount) external {
        credits[voter] -= amount; // want "voteUnchecked\\(\\): credits\\[voter\\] -= amount can underflow"
        received[project] += amount; // want "voteUnchecked\\(\\): received\\[project\\] \\+= amount can overflow"
    }

    // The check bounds nothing about the amount.
    function voteAny(address voter, uint256 project, uint256 amount) external {
        require(credits[voter] >= 1, "credits");
        received[project] += amount; // want "voteAny\\(\\): received\\[project\\] \\+= amount can overflow"
    }

    // Safe: a whole number of months times a month is at most the time elapsed.
    function claim() external {
        require(now >= last[msg.sender] + 30 days);
        uint256 months = (now - last[msg.sender]) / 30 days;
        last[msg.sender] += months * 30 days;
    }

    // Halved, then taken four times.
    function scale(uint256 amount) external {
        uint256 half = amount / 2;
        total = half * 4; // want "scale\\(\\): half \\* 4 can overflow"
    }
}

// The smaller of an amount and a stored debt, taken from the debt through a storage pointer.
contract Troves {
    struct Trove {
        uint256 debt;
        uint256 coll;
    }

    mapping(address => Trove) public troves;

    // Safe: writing another member leaves the debt as it was.
    function repay(address who, uint256 amount, uint256 coll) external {
        Trove storage t = troves[who];
        uint256 take = amount < t.debt ? amount : t.debt;
        t.coll = coll;
        t.debt = t.debt - take;
    }

    // The debt itself is rewritten between the choice and the subtraction.
    function repayReset(address who, uint256 amount, uint256 debt) external {
        Trove storage t = troves[who];
        uint256 take = amount < t.debt ? amount : t.debt;
        t.debt = debt;
        t.debt = t.debt - take; // want "repayReset\\(\\): t.debt - take can underflow"
    }
}
