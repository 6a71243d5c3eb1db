// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Safe: the ether paid out is the price of the tokens the caller hands over in the same call.
contract TokenToEth {
    IERC20 public immutable token;

    constructor(IERC20 t) {
        token = t;
    }

    receive() external payable {}

    function price(uint256 input, uint256 inReserve, uint256 outReserve) public pure returns (uint256) {
        return (input * 997 * outReserve) / (inReserve * 1000 + input * 997);
    }

    function sell(uint256 tokensSold, uint256 minEth) external returns (uint256 ethBought) {
        ethBought = price(tokensSold, token.balanceOf(address(this)), address(this).balance);
        require(ethBought >= minEth, "slippage");
        require(token.transferFrom(msg.sender, address(this), tokensSold), "pull");
        payable(msg.sender).transfer(ethBought);
    }
}

// Vulnerable: the tokens pulled do not decide the ether paid.
contract LooseTokenToEth {
    IERC20 public immutable token;

    constructor(IERC20 t) {
        token = t;
    }

    receive() external payable {}

    function sell(uint256 tokensSold, uint256 ethWanted) external { // want "LooseTokenToEth.sell\\(\\) lets any caller send ethWanted to payable\\(msg.sender\\)"
        require(token.transferFrom(msg.sender, address(this), tokensSold), "pull");
        payable(msg.sender).transfer(ethWanted);
    }
}

// Vulnerable: the tokens pulled are the victim's recorded debt, not an amount the caller names; anyone repays
// any account's debt and takes all its collateral, healthy or not.
contract OpenLiquidation {
    IERC20 public immutable debtToken;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IERC20 d) {
        debtToken = d;
    }

    function liquidate(address user) external { // want "OpenLiquidation.liquidate\\(\\) lets any caller send seized to payable\\(msg.sender\\)"
        uint256 owed = debt[user];
        require(debtToken.transferFrom(msg.sender, address(this), owed), "repay");
        uint256 seized = collateral[user];
        debt[user] = 0;
        collateral[user] = 0;
        payable(msg.sender).transfer(seized);
    }
}
