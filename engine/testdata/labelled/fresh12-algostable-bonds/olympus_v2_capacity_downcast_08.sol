// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.8.15;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface ITreasury {
    function mint(address to, uint256 amount) external;
}

// Bond market in the style of a second-generation depository: each market sells a capacity of the payout
// token for a quote token at a price that decays between deposits; a purchase creates a note that matures
// after the market's vesting period. The debt that sets the price is packed into
// 64 bits.
contract BondMarkets {
    struct Market {
        uint256 capacity;
        uint256 maxPayout;
        uint256 sold;
        uint256 purchased;
        uint64 totalDebt;
        IERC20 quoteToken;
    }

    struct Terms {
        uint64 controlVariable;
        uint48 conclusion;
        uint48 vesting;
    }

    struct Note {
        uint256 payout;
        uint48 created;
        uint48 matured;
        uint48 redeemed;
    }

    address public immutable guardian;
    ITreasury public immutable treasury;
    Market[] public markets;
    Terms[] public terms;
    mapping(address => Note[]) public notes;

    event Bond(uint256 indexed id, uint256 amount, uint256 payout);

    constructor(ITreasury treasury_) {
        guardian = msg.sender;
        treasury = treasury_;
    }

    function create(IERC20 quote, uint256 capacity, uint256 maxPayout, uint64 bcv, uint48 vesting, uint48 conclusion) external returns (uint256 id) {
        require(msg.sender == guardian, "guardian");
        require(conclusion > block.timestamp, "concluded");
        id = markets.length;
        markets.push(Market({capacity: capacity, totalDebt: 0, maxPayout: maxPayout, sold: 0, purchased: 0, quoteToken: quote}));
        terms.push(Terms({controlVariable: bcv, conclusion: conclusion, vesting: vesting}));
    }

    function marketPrice(uint256 id) public view returns (uint256) {
        return uint256(terms[id].controlVariable) * (uint256(markets[id].totalDebt) + 1e9) / 1e18;
    }

    function deposit(uint256 id, uint256 amount, uint256 maxPrice, address user) external returns (uint256 payout, uint256 index) {
        Market storage market = markets[id];
        Terms memory term = terms[id];
        require(block.timestamp < term.conclusion, "concluded");

        uint256 price = marketPrice(id);
        require(price <= maxPrice, "max price");
        payout = amount * 1e18 / price;
        require(payout <= market.maxPayout, "max payout");
        require(payout <= market.capacity, "capacity");

        market.capacity -= payout;
        market.purchased += amount;
        market.sold += payout;
        // <yes> <report> ARITHMETIC
        market.totalDebt += uint64(payout);

        index = notes[user].length;
        notes[user].push(Note({
            payout: payout,
            created: uint48(block.timestamp),
            matured: uint48(block.timestamp + term.vesting),
            redeemed: 0
        }));
        require(market.quoteToken.transferFrom(msg.sender, address(treasury), amount), "transfer");
        treasury.mint(address(this), payout);
        emit Bond(id, amount, payout);
    }
}
