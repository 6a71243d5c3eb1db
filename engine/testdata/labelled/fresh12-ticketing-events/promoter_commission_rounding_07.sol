// SPDX-License-Identifier: MIT
pragma solidity ^0.7.4;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Promoter referral codes for a stablecoin-priced ticket sale: every ticket sold through a promoter's code earns
/// the promoter a percentage of the ticket price, paid out after the event with the organiser's proceeds.
contract PromoterCommissions {
    using SafeMath for uint256;

    IERC20 public immutable stable;
    address public organiser;
    uint256 public ticketPrice;
    uint256 public commissionPercent;
    uint256 public eventEnd;
    bool public settled;

    mapping(address => bool) public isPromoter;
    mapping(address => uint256) public soldBy;
    mapping(address => bool) public commissionPaid;
    uint256 public totalSold;

    event TicketSold(address indexed buyer, address indexed promoter, uint256 quantity);
    event CommissionPaid(address indexed promoter, uint256 amount);

    constructor(IERC20 _stable, uint256 price, uint256 percent, uint256 end) {
        require(percent <= 30, "percent");
        stable = _stable;
        organiser = msg.sender;
        ticketPrice = price;
        commissionPercent = percent;
        eventEnd = end;
    }

    function addPromoter(address promoter) external {
        require(msg.sender == organiser, "organiser");
        isPromoter[promoter] = true;
    }

    function buy(uint256 quantity, address promoter) external {
        require(block.timestamp < eventEnd, "ended");
        require(quantity > 0 && quantity <= 20, "quantity");
        require(stable.transferFrom(msg.sender, address(this), ticketPrice.mul(quantity)), "payment");
        totalSold = totalSold.add(quantity);
        if (isPromoter[promoter]) {
            soldBy[promoter] = soldBy[promoter].add(quantity);
        }
        emit TicketSold(msg.sender, promoter, quantity);
    }

    function commissionOf(address promoter) public view returns (uint256) {
        // <yes> <report> ARITHMETIC
        return soldBy[promoter].div(100).mul(commissionPercent).mul(ticketPrice);
    }

    function claimCommission() external {
        require(block.timestamp >= eventEnd, "event not over");
        require(!commissionPaid[msg.sender], "paid");
        uint256 amount = commissionOf(msg.sender);
        require(amount > 0, "nothing");
        commissionPaid[msg.sender] = true;
        require(stable.transfer(msg.sender, amount), "transfer");
        emit CommissionPaid(msg.sender, amount);
    }

    function settleOrganiser() external {
        require(msg.sender == organiser, "organiser");
        require(block.timestamp >= eventEnd && !settled, "state");
        settled = true;
        uint256 gross = totalSold.mul(ticketPrice);
        uint256 reserved = gross.mul(commissionPercent).div(100);
        require(stable.transfer(organiser, gross.sub(reserved)), "transfer");
    }
}
