// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.7.6;

import "@openzeppelin/contracts/math/SafeMath.sol";

// An ETH-bonded optimistic oracle: a proposer posts an answer with a bond, anyone may dispute within the
// liveness window by matching the bond, and the arbiter resolves disputes.
contract EthOptimisticOracle {
    using SafeMath for uint256;

    enum State { None, Proposed, Disputed, Settled }

    struct Request {
        address proposer;
        address disputer;
        int256 proposedPrice;
        uint256 bond;
        uint256 expiry;
        State state;
        bool proposerWins;
    }

    address public arbiter;
    uint256 public liveness = 2 hours;
    mapping(bytes32 => Request) public requests;
    mapping(bytes32 => int256) public resolvedPrice;

    constructor(address _arbiter) {
        arbiter = _arbiter;
    }

    function propose(bytes32 id, int256 price) external payable {
        Request storage r = requests[id];
        require(r.state == State.None, "exists");
        require(msg.value > 0, "bond");
        r.proposer = msg.sender;
        r.proposedPrice = price;
        r.bond = msg.value;
        r.expiry = block.timestamp.add(liveness);
        r.state = State.Proposed;
    }

    function dispute(bytes32 id) external payable {
        Request storage r = requests[id];
        require(r.state == State.Proposed && block.timestamp < r.expiry, "not disputable");
        require(msg.value == r.bond, "bond");
        r.disputer = msg.sender;
        r.state = State.Disputed;
    }

    function resolve(bytes32 id, bool proposerWins, int256 price) external {
        require(msg.sender == arbiter, "arbiter");
        Request storage r = requests[id];
        require(r.state == State.Disputed, "not disputed");
        r.proposerWins = proposerWins;
        r.proposedPrice = price;
        r.expiry = 0;
    }

    function settle(bytes32 id) external {
        Request storage r = requests[id];
        require(r.state == State.Proposed || r.state == State.Disputed, "nothing to settle");
        require(block.timestamp >= r.expiry, "live");
        address winner = r.state == State.Disputed && !r.proposerWins ? r.disputer : r.proposer;
        uint256 payout = r.state == State.Disputed ? r.bond.mul(2) : r.bond;
        // The winner's fallback settles again while the request is still open.
        // <yes> <report> REENTRANCY
        (bool ok, ) = winner.call{value: payout}("");
        require(ok, "payout");
        resolvedPrice[id] = r.proposedPrice;
        r.state = State.Settled;
    }
}
