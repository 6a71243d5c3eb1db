pragma solidity ^0.6.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Port of a Uniswap V1 exchange (one token paired with ETH), open to any ERC-20 including ERC-777 tokens.
contract TokenEthExchange {
    IERC20 public token;
    uint256 public totalSupply;
    mapping(address => uint256) public balances;

    constructor(IERC20 _token) public {
        token = _token;
    }

    function getInputPrice(uint256 inputAmount, uint256 inputReserve, uint256 outputReserve)
        public
        pure
        returns (uint256)
    {
        require(inputReserve > 0 && outputReserve > 0, "reserves");
        uint256 inputAmountWithFee = inputAmount * 997;
        uint256 numerator = inputAmountWithFee * outputReserve;
        uint256 denominator = inputReserve * 1000 + inputAmountWithFee;
        return numerator / denominator;
    }

    function addLiquidity(uint256 maxTokens) external payable returns (uint256 minted) {
        uint256 ethReserve = address(this).balance - msg.value;
        uint256 tokenReserve = token.balanceOf(address(this));
        uint256 tokenAmount;
        if (totalSupply == 0) {
            tokenAmount = maxTokens;
            minted = address(this).balance;
        } else {
            tokenAmount = msg.value * tokenReserve / ethReserve + 1;
            minted = msg.value * totalSupply / ethReserve;
        }
        require(tokenAmount <= maxTokens, "max tokens");
        balances[msg.sender] += minted;
        totalSupply += minted;
        require(token.transferFrom(msg.sender, address(this), tokenAmount), "transfer");
    }

    function tokenToEthSwapInput(uint256 tokensSold, uint256 minEth, uint256 deadline) external returns (uint256) {
        require(deadline >= block.timestamp && tokensSold > 0 && minEth > 0, "params");
        uint256 tokenReserve = token.balanceOf(address(this));
        uint256 ethBought = getInputPrice(tokensSold, tokenReserve, address(this).balance);
        require(ethBought >= minEth, "slippage");
        msg.sender.transfer(ethBought);
        // <yes> <report> REENTRANCY
        require(token.transferFrom(msg.sender, address(this), tokensSold), "transfer");
        return ethBought;
    }

    function ethToTokenSwapInput(uint256 minTokens, uint256 deadline) external payable returns (uint256) {
        require(deadline >= block.timestamp && msg.value > 0 && minTokens > 0, "params");
        uint256 tokenReserve = token.balanceOf(address(this));
        uint256 tokensBought = getInputPrice(msg.value, address(this).balance - msg.value, tokenReserve);
        require(tokensBought >= minTokens, "slippage");
        require(token.transfer(msg.sender, tokensBought), "transfer");
        return tokensBought;
    }
}
