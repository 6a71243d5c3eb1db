// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// A constant-product pool selling tokens for ether: the tokens out are priced from the reserves the purchase
// moves apart, and sent to the caller.
contract EtherForTokensPool {
    IERC20 public immutable token;
    uint256 public reserveEth;
    uint256 public reserveToken;

    constructor(IERC20 t, uint256 re, uint256 rt) {
        token = t;
        reserveEth = re;
        reserveToken = rt;
    }

    function quote(uint256 ethIn) public view returns (uint256) {
        return (ethIn * 997 * reserveToken) / (reserveEth * 1000 + ethIn * 997);
    }

    function buy() external payable returns (uint256 out) {
        out = quote(msg.value); // want "EtherForTokensPool.buy\\(\\) prices the trade from reserveToken"
        reserveEth += msg.value;
        reserveToken -= out;
        require(token.transfer(msg.sender, out), "out");
    }

    function buyBounded(uint256 minOut) external payable returns (uint256 out) {
        out = quote(msg.value);
        require(out >= minOut, "slippage");
        reserveEth += msg.value;
        reserveToken -= out;
        require(token.transfer(msg.sender, out), "out");
    }
}

// A fixed-price sale paid in tokens: the price is no total the purchase moves, so there is nothing to sandwich.
contract FixedPriceTokenSale {
    IERC20 public immutable token;
    uint256 public immutable price;
    uint256 public sold;

    constructor(IERC20 t, uint256 p) {
        token = t;
        price = p;
    }

    function buy() external payable {
        uint256 out = (msg.value * 1e18) / price;
        sold += out;
        require(token.transfer(msg.sender, out), "out");
    }
}
