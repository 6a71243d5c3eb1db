pragma solidity ^0.5.11;

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

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

/// A 2019 rental marketplace for game items held in escrow: a lender offers an item at an hourly price, a
/// renter pays rent for a number of hours, and at the end of it anyone may call finish, which pays the lender
/// their share and the market its cut and hands the item back. The lender's payout uses send and ignores the
/// result: when the lender is a contract wallet whose fallback needs more than 2,300 gas, the rental is finished
/// and the lender's rent is left in the contract with no record of whom it belongs to.
contract ItemRentalMarket {
    using SafeMath for uint256;

    struct Rental {
        address payable lender;
        address renter;
        IERC721 item;
        uint256 tokenId;
        uint256 rentPaid;
        uint256 endsAt;
        bool finished;
    }

    address payable public market;
    uint256 public cutPercent = 5;
    struct Offer {
        address payable lender;
        IERC721 item;
        uint256 tokenId;
        uint256 pricePerHour;
    }

    Offer[] public offers;
    Rental[] public rentals;

    event Started(uint256 indexed id, address renter, uint256 endsAt);
    event Finished(uint256 indexed id, uint256 toLender);

    constructor() public {
        market = msg.sender;
    }

    function setCut(uint256 percent) external {
        require(msg.sender == market, "market");
        require(percent <= 20, "cap");
        cutPercent = percent;
    }

    function offer(IERC721 item, uint256 tokenId, uint256 pricePerHour) external returns (uint256 id) {
        require(pricePerHour > 0, "price");
        item.transferFrom(msg.sender, address(this), tokenId);
        id = offers.push(Offer(msg.sender, item, tokenId, pricePerHour)) - 1;
    }

    function start(uint256 offerId, uint256 numHours) external payable returns (uint256 id) {
        Offer memory o = offers[offerId];
        require(o.lender != address(0) && numHours >= 1, "terms");
        require(msg.value == o.pricePerHour.mul(numHours), "payment");
        delete offers[offerId];
        uint256 endsAt = now.add(numHours.mul(1 hours));
        id = rentals.push(Rental(o.lender, msg.sender, o.item, o.tokenId, msg.value, endsAt, false)) - 1;
        emit Started(id, msg.sender, endsAt);
    }

    function finish(uint256 id) external {
        Rental storage r = rentals[id];
        require(!r.finished && now >= r.endsAt, "running");
        r.finished = true;
        uint256 cut = r.rentPaid.mul(cutPercent).div(100);
        uint256 toLender = r.rentPaid.sub(cut);
        r.item.transferFrom(address(this), r.lender, r.tokenId);
        // <yes> <report> UNCHECKED_LL_CALLS
        r.lender.send(toLender);
        market.transfer(cut);
        emit Finished(id, toLender);
    }
}
