// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// Descending-price (Dutch) token launch: the price falls linearly from startPrice to floorPrice
/// over the auction; a buyer sends ether, receives tokens at the current price and gets the excess
/// back. The excess is returned before the sold counter moves, so a buyer contract re-enters buy()
/// from its receive() while the supply check still sees the old count and the auction oversells.
contract DutchLaunch {
    IMintable public immutable token;
    address public immutable treasury;
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startTime;
    uint256 public immutable duration;
    uint256 public immutable supply;
    uint256 public sold;

    event Purchase(address indexed buyer, uint256 amount, uint256 price);

    constructor(
        IMintable _token,
        address _treasury,
        uint256 _startPrice,
        uint256 _floorPrice,
        uint256 _startTime,
        uint256 _duration,
        uint256 _supply
    ) {
        require(_startPrice > _floorPrice, "prices");
        token = _token;
        treasury = _treasury;
        startPrice = _startPrice;
        floorPrice = _floorPrice;
        startTime = _startTime;
        duration = _duration;
        supply = _supply;
    }

    function currentPrice() public view returns (uint256) {
        if (block.timestamp <= startTime) return startPrice;
        uint256 elapsed = block.timestamp - startTime;
        if (elapsed >= duration) return floorPrice;
        return startPrice - ((startPrice - floorPrice) * elapsed) / duration;
    }

    function buy(uint256 amount) external payable {
        require(block.timestamp >= startTime, "not started");
        require(sold + amount <= supply, "sold out");
        uint256 price = currentPrice();
        uint256 cost = (price * amount) / 1e18;
        require(msg.value >= cost, "payment");
        if (msg.value > cost) {
            // <yes> <report> REENTRANCY
            (bool ok, ) = msg.sender.call{value: msg.value - cost}("");
            require(ok, "refund");
        }
        sold += amount;
        token.mint(msg.sender, amount);
        emit Purchase(msg.sender, amount, price);
    }

    function withdraw() external {
        require(block.timestamp >= startTime + duration || sold == supply, "running");
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
