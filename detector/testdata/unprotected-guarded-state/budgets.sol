// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Budgets {
    struct Team {
        address lead;
        uint256 budget;
        uint256 spent;
        uint256 cap;
    }

    address public governance;
    IERC20 public token;
    mapping(bytes32 => Team) public teams;

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    constructor(address _governance, IERC20 _token) {
        governance = _governance;
        token = _token;
    }

    function setLead(bytes32 team, address lead) external onlyGovernance {
        teams[team].lead = lead;
    }

    // The setter the others' guard was left off, through a storage pointer.
    function setBudget(bytes32 team, uint256 budget) external { // want "Budgets.setBudget\\(\\) lets any caller set t.budget, which every other function that changes teams does only behind an access check"
        Team storage t = teams[team];
        t.budget = budget;
    }

    // The same, written directly, for another field.
    function setCap(bytes32 team, uint256 cap) external { // want "Budgets.setCap\\(\\) lets any caller set teams\\[team\\].cap"
        teams[team].cap = cap;
    }

    // Guarded like its siblings.
    function setBudgetGoverned(bytes32 team, uint256 budget) external onlyGovernance {
        teams[team].budget = budget;
    }

    // The lead changes its own team's record: the check ties the caller to the entry.
    function renameLead(bytes32 team, address next) external {
        Team storage t = teams[team];
        require(msg.sender == t.lead, "lead");
        t.lead = next;
    }

    function spend(bytes32 team, address to, uint256 amount) external {
        Team storage t = teams[team];
        require(msg.sender == t.lead, "lead");
        require(t.spent + amount <= t.budget && amount <= t.cap, "over budget");
        t.spent += amount;
        require(token.transfer(to, amount), "transfer");
    }
}

// A registry anyone may write: no function guards the table, so an open setter is its design.
contract OpenRegistry {
    struct Entry {
        address target;
        uint256 weight;
    }

    mapping(bytes32 => Entry) public entries;

    function set(bytes32 key, address target, uint256 weight) external {
        entries[key].target = target;
        entries[key].weight = weight;
    }

    function weightOf(bytes32 key) external view returns (uint256) {
        require(entries[key].target != address(0), "unset");
        return entries[key].weight;
    }
}

// The caller's own record, keyed by msg.sender, next to an admin override.
contract Profiles {
    struct Profile {
        address payout;
        uint256 limit;
    }

    address public admin;
    mapping(address => Profile) public profiles;

    constructor() {
        admin = msg.sender;
    }

    function setLimitFor(address user, uint256 limit) external {
        require(msg.sender == admin, "admin");
        profiles[user].limit = limit;
    }

    function setPayout(address payout) external {
        profiles[msg.sender].payout = payout;
    }

    function check(address user, uint256 amount) external view {
        require(amount <= profiles[user].limit, "limit");
    }
}

// First come, first served: the caller claims a fresh entry, which a check on the way finds unset.
contract Names {
    struct Record {
        address owner;
        address resolver;
    }

    address public registrar;
    mapping(bytes32 => Record) public records;

    constructor() {
        registrar = msg.sender;
    }

    function claim(bytes32 node, address resolver) external {
        require(records[node].owner == address(0), "taken");
        records[node].owner = msg.sender;
        records[node].resolver = resolver;
    }

    function seize(bytes32 node, address owner) external {
        require(msg.sender == registrar, "registrar");
        records[node].owner = owner;
    }
}

// A bid the caller pays for, next to a guarded cancel.
contract Auctions {
    struct Auction {
        address bidder;
        uint256 bid;
        bool cancelled;
    }

    address public owner;
    mapping(uint256 => Auction) public auctions;

    constructor() {
        owner = msg.sender;
    }

    function bid(uint256 id, uint256 amount) external payable {
        require(msg.value == amount, "value");
        auctions[id].bid = amount;
    }

    function cancel(uint256 id, bool cancelled) external {
        require(msg.sender == owner, "owner");
        auctions[id].cancelled = cancelled;
    }

    function settle(uint256 id) external view returns (uint256) {
        require(!auctions[id].cancelled, "cancelled");
        return auctions[id].bid;
    }
}
