pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A price table anyone can write: the seller names its own price for any token.
contract OpenPrices {
    mapping(address => uint256) public prices;

    function setPrice(address token, uint256 price) external { // want "OpenPrices.setPrice\\(\\) lets any caller set prices\\[token\\], which sets the amount OpenPrices.sell\\(\\) pays out"
        prices[token] = price;
    }

    function sell(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        uint256 out = amount * prices[address(token)] / 1e18;
        payable(msg.sender).transfer(out);
    }

    receive() external payable {}
}

// The same table behind an owner check, and per-account settings keyed by the caller.
contract OwnedPrices {
    address owner = msg.sender;
    mapping(address => uint256) public prices;
    mapping(address => uint256) public maxSpend;

    function setPrice(address token, uint256 price) external {
        require(msg.sender == owner);
        prices[token] = price;
    }

    function setMaxSpend(uint256 limit) external {
        maxSpend[msg.sender] = limit;
    }

    function sell(IERC20 token, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        uint256 out = amount * prices[address(token)] / 1e18;
        require(out <= maxSpend[msg.sender]);
        payable(msg.sender).transfer(out);
    }

    receive() external payable {}
}
