pragma solidity ^0.4.18;

// An early on-chain price feed updated by a trusted bot, in the style of 2017 exchange oracles.
contract PriceFeed {
    address public reporter;
    uint256 public price;
    uint256 public lastUpdate;
    uint256 public maxMove = 20;

    event PriceUpdated(uint256 price, uint256 at);

    function PriceFeed(uint256 initial) public {
        reporter = msg.sender;
        price = initial;
        lastUpdate = now;
    }

    modifier onlyReporter() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == reporter);
        _;
    }

    function setPrice(uint256 newPrice) public onlyReporter {
        require(newPrice > 0);
        uint256 move = newPrice > price ? newPrice - price : price - newPrice;
        require(move * 100 <= price * maxMove);
        price = newPrice;
        lastUpdate = now;
        PriceUpdated(newPrice, now);
    }

    function changeReporter(address next) public {
        require(msg.sender == reporter);
        reporter = next;
    }

    function read() public view returns (uint256, uint256) {
        return (price, lastUpdate);
    }
}
