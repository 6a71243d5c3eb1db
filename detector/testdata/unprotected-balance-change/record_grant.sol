// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

// Anyone registers a vesting record for any account, counted among the tokens the contract owes: a mint into a
// ledger of records.
contract OpenGrants {
    struct Grant {
        uint256 amount;
        uint256 claimed;
        uint64 start;
    }

    IERC20 public immutable token;
    uint256 public allocated;
    mapping(address => Grant) public grants;

    constructor(IERC20 t) {
        token = t;
    }

    function grant(address account, uint256 amount) external { // want "OpenGrants.grant\\(\\) lets any caller grant amount to account in grants, counted in allocated"
        require(token.balanceOf(address(this)) - allocated >= amount, "unfunded");
        allocated += amount;
        grants[account] = Grant(amount, 0, uint64(block.timestamp));
    }

    function claim() external {
        Grant storage g = grants[msg.sender];
        uint256 amount = g.amount - g.claimed;
        g.claimed = g.amount;
        allocated -= amount;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}

// The same records, granted by the owner only; or bought by the caller with tokens it pays in; or for the caller
// itself with ether.
contract GuardedGrants {
    struct Grant {
        uint256 amount;
        uint256 claimed;
        uint64 start;
    }

    IERC20 public immutable token;
    address public immutable owner;
    uint256 public allocated;
    uint256 public escrowed;
    mapping(address => Grant) public grants;
    mapping(address => Grant) public deposits;
    mapping(address => Grant) public credits;

    constructor(IERC20 t) {
        token = t;
        owner = msg.sender;
    }

    function grant(address account, uint256 amount) external {
        require(msg.sender == owner, "owner");
        allocated += amount;
        grants[account] = Grant(amount, 0, uint64(block.timestamp));
    }

    function depositFor(address account, uint256 amount) external {
        require(deposits[account].amount == 0, "exists");
        require(token.transferFrom(msg.sender, address(this), amount), "pay");
        escrowed += amount;
        deposits[account] = Grant(amount, 0, uint64(block.timestamp));
    }

    function creditFor(address account) external payable {
        escrowed += msg.value;
        credits[account] = Grant(msg.value, 0, uint64(block.timestamp));
    }
}
