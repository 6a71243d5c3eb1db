pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// The arbiter's ruling accepts an escrow it already resolved, and the escrow keeps its amount: every ruling
// pays the escrow again.
contract ReResolvedEscrow {
    enum Status { None, Funded, Disputed, Resolved }
    struct Escrow { address payable client; address payable payee; uint256 amount; Status status; }
    address public arbiter;
    mapping(uint256 => Escrow) public escrows;

    function resolve(uint256 id, uint256 bps) external {
        require(msg.sender == arbiter, "arbiter");
        Escrow storage e = escrows[id];
        require(e.status == Status.Disputed || e.status == Status.Resolved, "not disputed"); // want "ReResolvedEscrow.resolve\\(\\) pays a stored amount behind a check that passes again with e.status = Status.Resolved"
        require(bps <= 10000, "bps");
        uint256 toPayee = e.amount * bps / 10000;
        e.status = Status.Resolved;
        e.payee.transfer(toPayee);
        e.client.transfer(e.amount - toPayee);
    }
}

// Anyone triggers the payout of an approved claim, which the check accepts once paid too.
contract OpenClaimPayout {
    enum State { Filed, Approved, Paid }
    struct Claim { address member; uint256 amount; State state; }
    IERC20 public token;
    address public assessor;
    Claim[] public claims;

    function approve(uint256 id) external {
        require(msg.sender == assessor, "assessor");
        claims[id].state = State.Approved;
    }

    function payOut(uint256 id) external {
        require(claims[id].state != State.Filed, "not approved"); // want "OpenClaimPayout.payOut\\(\\) pays a stored amount"
        claims[id].state = State.Paid;
        require(token.transfer(claims[id].member, claims[id].amount), "transfer");
    }
}

// The same escrows and claims, each paid once: the check accepts only the state the payout leaves, the amount
// is zeroed, or a paid flag the check reads is set. And fees collected while any are left: no finding.
contract PaidOnce {
    enum Status { None, Funded, Disputed, Resolved }
    struct Escrow { address payable client; address payable payee; uint256 amount; Status status; bool paid; }
    address public arbiter;
    address payable public collector;
    uint256 public fees;
    mapping(uint256 => Escrow) public escrows;

    function resolve(uint256 id, uint256 bps) external {
        require(msg.sender == arbiter, "arbiter");
        Escrow storage e = escrows[id];
        require(e.status == Status.Disputed, "not disputed");
        uint256 toPayee = e.amount * bps / 10000;
        e.status = Status.Resolved;
        e.payee.transfer(toPayee);
        e.client.transfer(e.amount - toPayee);
    }

    function resolveZeroed(uint256 id) external {
        require(msg.sender == arbiter, "arbiter");
        Escrow storage e = escrows[id];
        require(e.status == Status.Disputed || e.status == Status.Resolved, "not disputed");
        uint256 amount = e.amount;
        e.amount = 0;
        e.status = Status.Resolved;
        e.payee.transfer(amount);
    }

    function release(uint256 id) external {
        Escrow storage e = escrows[id];
        require(msg.sender == e.client, "client");
        if (e.paid) revert("paid");
        e.paid = true;
        e.payee.transfer(e.amount);
    }

    function collect() external {
        if (fees == 0) revert("none");
        collector.transfer(fees);
        fees = 0;
    }
}
