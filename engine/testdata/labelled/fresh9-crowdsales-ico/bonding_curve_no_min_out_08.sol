// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IMintableERC20 is IERC20 {
    function mint(address to, uint256 amount) external;
    function burnFrom(address from, uint256 amount) external;
}

/// Pump-style launchpad curve (virtual reserves, constant product) selling a new token for a quote
/// token. buy() and sell() take no minimum output and no deadline: a searcher sandwiches every large
/// buy, buying before it and selling after it at the price the victim pushed up.
contract LaunchCurve {
    IERC20 public immutable quote;
    IMintableERC20 public immutable launched;
    address public immutable feeTo;

    uint256 public virtualQuote;
    uint256 public virtualToken;
    uint256 public constant FEE_BPS = 100;

    event Trade(address indexed trader, bool isBuy, uint256 quoteAmount, uint256 tokenAmount);

    constructor(IERC20 _quote, IMintableERC20 _launched, address _feeTo, uint256 _vq, uint256 _vt) {
        quote = _quote;
        launched = _launched;
        feeTo = _feeTo;
        virtualQuote = _vq;
        virtualToken = _vt;
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        return (amountIn * reserveOut) / (reserveIn + amountIn);
    }

    function buy(uint256 quoteIn) external returns (uint256 tokensOut) {
        uint256 fee = (quoteIn * FEE_BPS) / 10_000;
        uint256 net = quoteIn - fee;
        // <yes> <report> FRONT_RUNNING
        tokensOut = getAmountOut(net, virtualQuote, virtualToken);
        virtualQuote += net;
        virtualToken -= tokensOut;
        require(quote.transferFrom(msg.sender, address(this), net), "pay");
        require(quote.transferFrom(msg.sender, feeTo, fee), "fee");
        launched.mint(msg.sender, tokensOut);
        emit Trade(msg.sender, true, quoteIn, tokensOut);
    }

    function sell(uint256 tokensIn) external returns (uint256 quoteOut) {
        quoteOut = getAmountOut(tokensIn, virtualToken, virtualQuote);
        virtualToken += tokensIn;
        virtualQuote -= quoteOut;
        launched.burnFrom(msg.sender, tokensIn);
        uint256 fee = (quoteOut * FEE_BPS) / 10_000;
        require(quote.transfer(feeTo, fee), "fee");
        require(quote.transfer(msg.sender, quoteOut - fee), "out");
        emit Trade(msg.sender, false, quoteOut, tokensIn);
    }
}
