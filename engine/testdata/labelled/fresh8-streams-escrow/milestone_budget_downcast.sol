// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Bounty board with milestone budgets packed into one slot per bounty.
contract BountyBoard {
    struct Bounty {
        address sponsor;
        uint96 budget;
        address hunter;
        uint96 paid;
    }

    IERC20 public immutable token;
    mapping(uint256 => Bounty) public bounties;
    uint256 public count;

    constructor(IERC20 _token) {
        token = _token;
    }

    function post(uint256 budget) external returns (uint256 id) {
        id = ++count;
        require(budget <= type(uint96).max, "budget");
        bounties[id] = Bounty(msg.sender, uint96(budget), address(0), 0);
        require(token.transferFrom(msg.sender, address(this), budget), "fund");
    }

    function assign(uint256 id, address hunter) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.sponsor, "sponsor");
        b.hunter = hunter;
    }

    function payMilestone(uint256 id, uint256 amount) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.sponsor, "sponsor");
        // <yes> <report> ARITHMETIC
        uint96 packed = uint96(amount);
        require(b.paid + packed <= b.budget, "over budget");
        b.paid += packed;
        require(token.transfer(b.hunter, amount), "pay");
    }

    function cancel(uint256 id) external {
        Bounty storage b = bounties[id];
        require(msg.sender == b.sponsor, "sponsor");
        uint256 rest = b.budget - b.paid;
        delete bounties[id];
        require(token.transfer(msg.sender, rest), "refund");
    }
}
