// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// An optimistic oracle with ERC-20 bonds: state moves before any transfer, winners pull their bonds.
contract PullBondOptimisticOracle {
    enum State { None, Proposed, Disputed, Resolved }

    struct Request {
        address proposer;
        address disputer;
        uint64 expiry;
        State state;
        int256 value;
        uint256 bond;
    }

    IERC20 public immutable bondToken;
    address public immutable arbiter;
    uint64 public constant LIVENESS = 2 hours;
    mapping(bytes32 => Request) public requests;
    mapping(address => uint256) public claimable;
    uint256 private locked = 1;

    modifier nonReentrant() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IERC20 _bondToken, address _arbiter) {
        bondToken = _bondToken;
        arbiter = _arbiter;
    }

    function propose(bytes32 id, int256 value, uint256 bond) external nonReentrant {
        Request storage r = requests[id];
        require(r.state == State.None && bond > 0, "state");
        r.proposer = msg.sender;
        r.value = value;
        r.bond = bond;
        r.expiry = uint64(block.timestamp) + LIVENESS;
        r.state = State.Proposed;
        require(bondToken.transferFrom(msg.sender, address(this), bond), "bond");
    }

    function dispute(bytes32 id) external nonReentrant {
        Request storage r = requests[id];
        require(r.state == State.Proposed && block.timestamp < r.expiry, "state");
        r.disputer = msg.sender;
        r.state = State.Disputed;
        require(bondToken.transferFrom(msg.sender, address(this), r.bond), "bond");
    }

    function resolve(bytes32 id, bool proposerRight, int256 value) external {
        require(msg.sender == arbiter, "arbiter");
        Request storage r = requests[id];
        require(r.state == State.Disputed, "state");
        r.state = State.Resolved;
        r.value = value;
        claimable[proposerRight ? r.proposer : r.disputer] += r.bond * 2;
    }

    function settle(bytes32 id) external {
        Request storage r = requests[id];
        require(r.state == State.Proposed && block.timestamp >= r.expiry, "state");
        r.state = State.Resolved;
        claimable[r.proposer] += r.bond;
    }

    function claim() external nonReentrant {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "nothing");
        claimable[msg.sender] = 0;
        require(bondToken.transfer(msg.sender, amount), "transfer");
    }
}
