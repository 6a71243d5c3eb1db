// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IOracle {
    function price() external view returns (uint256);
}

contract PerpLiquidations {
    struct Position {
        uint256 size;
        uint256 entryPrice;
        uint256 margin;
    }

    IERC20 public immutable quote;
    IOracle public immutable oracle;
    mapping(address => Position) public positions;
    mapping(uint256 => Position) public byId;

    constructor(IERC20 q, IOracle o) {
        quote = q;
        oracle = o;
    }

    function _underwater(Position memory p, uint256 price) internal pure returns (bool) {
        return price < p.entryPrice && (p.entryPrice - price) * p.size / 1e18 * 2 > p.margin;
    }

    function open(uint256 size, uint256 margin) external {
        require(quote.transferFrom(msg.sender, address(this), margin), "transfer");
        positions[msg.sender] = Position(size, oracle.price(), margin);
    }

    // Safe: the contract decides from the trader's position and the oracle that the liquidation is due; the
    // caller only names the trader and takes the reward.
    function liquidate(address trader) external {
        Position memory p = positions[trader];
        require(p.size > 0, "none");
        require(_underwater(p, oracle.price()), "healthy");
        delete positions[trader];
        quote.transfer(msg.sender, p.margin / 20);
    }

    // Vulnerable: the price the liquidation is judged at is the caller's.
    function liquidateAt(address trader, uint256 price) external { // want "liquidateAt\\(\\) lets any caller transfer p.margin / 20"
        Position memory p = positions[trader];
        require(p.size > 0, "none");
        require(_underwater(p, price), "healthy");
        delete positions[trader];
        quote.transfer(msg.sender, p.margin / 20);
    }

    // Vulnerable: only the position's existence is checked, nothing decides that it is due.
    function close(address trader) external { // want "close\\(\\) lets any caller transfer p.margin"
        Position memory p = positions[trader];
        require(p.size > 0, "none");
        delete positions[trader];
        quote.transfer(msg.sender, p.margin);
    }

    // Vulnerable: a record kept by id has an owner, whom the caller is never checked to be.
    function settle(uint256 id) external { // want "settle\\(\\) lets any caller transfer p.margin"
        Position memory p = byId[id];
        require(_underwater(p, oracle.price()), "healthy");
        delete byId[id];
        quote.transfer(msg.sender, p.margin);
    }
}
