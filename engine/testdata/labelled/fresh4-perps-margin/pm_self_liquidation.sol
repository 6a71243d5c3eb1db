// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IMarkPrice {
    function markPrice() external view returns (uint256);
}

/// Short-only perp: a short is liquidated when its margin ratio falls under the maintenance margin; the
/// liquidator pays off the remaining loss and keeps a bonus from the insurance reserve.
contract ShortPerp {
    struct Short {
        uint256 size;
        uint256 entryPrice;
        uint256 margin;
    }

    IERC20 public immutable quote;
    IMarkPrice public immutable mark;
    uint256 public constant MAINTENANCE_BPS = 500;
    uint256 public constant BONUS_BPS = 500;
    uint256 public insuranceReserve;
    mapping(address => Short) public shorts;

    constructor(IERC20 _quote, IMarkPrice _mark) {
        quote = _quote;
        mark = _mark;
    }

    function fundInsurance(uint256 amount) external {
        require(quote.transferFrom(msg.sender, address(this), amount), "transfer");
        insuranceReserve += amount;
    }

    function openShort(uint256 size, uint256 margin) external {
        require(shorts[msg.sender].size == 0, "open");
        require(quote.transferFrom(msg.sender, address(this), margin), "transfer");
        shorts[msg.sender] = Short(size, mark.markPrice(), margin);
    }

    function marginRatioBps(address trader) public view returns (uint256) {
        Short memory s = shorts[trader];
        uint256 price = mark.markPrice();
        uint256 notional = s.size * price / 1e18;
        if (price <= s.entryPrice) return type(uint256).max;
        uint256 loss = s.size * (price - s.entryPrice) / 1e18;
        if (loss >= s.margin) return 0;
        return (s.margin - loss) * 10000 / notional;
    }

    // <yes> <report> OTHER
    function liquidate(address trader) external {
        Short memory s = shorts[trader];
        require(s.size > 0, "none");
        require(marginRatioBps(trader) < MAINTENANCE_BPS, "healthy");
        uint256 price = mark.markPrice();
        uint256 loss = s.size * (price - s.entryPrice) / 1e18;
        uint256 shortfall = loss > s.margin ? loss - s.margin : 0;
        uint256 bonus = s.size * price / 1e18 * BONUS_BPS / 10000;
        delete shorts[trader];
        insuranceReserve -= bonus;
        if (shortfall > 0) require(quote.transferFrom(msg.sender, address(this), shortfall), "cover");
        require(quote.transfer(msg.sender, bonus + (s.margin > loss ? s.margin - loss : 0)), "bonus");
    }
}
