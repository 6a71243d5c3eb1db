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

/// A 2019 rental marketplace for game items held in escrow: the renter pays rent for a period, and at the end
/// of it anyone may call finish, which pays the lender their share and the market its cut and hands the item
/// back. The lender's payout uses send and ignores the result: when the lender is a contract wallet whose
/// fallback needs more than 2,300 gas, the rental is finished and the lender's rent is left in the contract with
/// no record of whom it belongs to.
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

    function start(address payable lender, IERC721 item, uint256 tokenId, uint256 duration) external payable returns (uint256 id) {
        require(msg.value > 0 && duration >= 1 hours, "terms");
        item.transferFrom(lender, address(this), tokenId);
        id = rentals.push(Rental(lender, msg.sender, item, tokenId, msg.value, now.add(duration), false)) - 1;
        emit Started(id, msg.sender, now.add(duration));
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
