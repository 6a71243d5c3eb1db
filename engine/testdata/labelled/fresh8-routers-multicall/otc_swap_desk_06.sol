pragma solidity ^0.6.6;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Two-party OTC desk: a maker escrows token A and names how much of token B it wants; any taker fills it.
contract OtcSwapDesk {
    struct Offer {
        address maker;
        IERC20 give;
        uint256 giveAmount;
        IERC20 want;
        uint256 wantAmount;
        bool open;
    }

    Offer[] public offers;

    function make(IERC20 give, uint256 giveAmount, IERC20 want, uint256 wantAmount) external returns (uint256) {
        require(give.transferFrom(msg.sender, address(this), giveAmount), "escrow");
        offers.push(Offer(msg.sender, give, giveAmount, want, wantAmount, true));
        return offers.length - 1;
    }

    function take(uint256 id) external {
        Offer storage o = offers[id];
        require(o.open, "closed");
        o.open = false;
        // <yes> <report> UNCHECKED_LL_CALLS
        o.want.transferFrom(msg.sender, o.maker, o.wantAmount);
        require(o.give.transfer(msg.sender, o.giveAmount), "deliver");
    }

    function cancel(uint256 id) external {
        Offer storage o = offers[id];
        require(o.open && msg.sender == o.maker, "maker");
        o.open = false;
        require(o.give.transfer(o.maker, o.giveAmount), "refund");
    }
}
