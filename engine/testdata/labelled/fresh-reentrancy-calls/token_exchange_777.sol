pragma solidity ^0.5.11;

contract ERC20Like {
    function balanceOf(address who) external view returns (uint256);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

contract TokenEtherExchange {
    ERC20Like public token;
    uint256 public totalSupply;
    mapping(address => uint256) public balances;

    event TokenPurchase(address indexed buyer, uint256 ethSold, uint256 tokensBought);
    event EthPurchase(address indexed buyer, uint256 tokensSold, uint256 ethBought);

    constructor(ERC20Like _token) public {
        token = _token;
    }

    function getInputPrice(uint256 inputAmount, uint256 inputReserve, uint256 outputReserve) public pure returns (uint256) {
        require(inputReserve > 0 && outputReserve > 0);
        uint256 inputAmountWithFee = inputAmount * 997;
        uint256 numerator = inputAmountWithFee * outputReserve;
        uint256 denominator = inputReserve * 1000 + inputAmountWithFee;
        return numerator / denominator;
    }

    function ethToTokenSwapInput(uint256 minTokens, uint256 deadline) external payable returns (uint256) {
        require(deadline >= block.timestamp && msg.value > 0 && minTokens > 0);
        uint256 tokenReserve = token.balanceOf(address(this));
        uint256 tokensBought = getInputPrice(msg.value, address(this).balance - msg.value, tokenReserve);
        require(tokensBought >= minTokens);
        require(token.transfer(msg.sender, tokensBought));
        emit TokenPurchase(msg.sender, msg.value, tokensBought);
        return tokensBought;
    }

    function tokenToEthSwapInput(uint256 tokensSold, uint256 minEth, uint256 deadline) external returns (uint256) {
        require(deadline >= block.timestamp && tokensSold > 0 && minEth > 0);
        uint256 tokenReserve = token.balanceOf(address(this));
        uint256 ethBought = getInputPrice(tokensSold, tokenReserve, address(this).balance);
        require(ethBought >= minEth);
        msg.sender.transfer(ethBought);
        // <yes> <report> REENTRANCY
        require(token.transferFrom(msg.sender, address(this), tokensSold));
        emit EthPurchase(msg.sender, tokensSold, ethBought);
        return ethBought;
    }
}
