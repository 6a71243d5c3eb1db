// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IUniswapV2Router02 {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// Tax token of the 2021 launchpad era: sells are taxed, and once the contract holds enough tax it dumps it
/// for ETH inside the next transfer, with no floor on the price, so anyone can sandwich the swap.
contract MoonTaxToken {
    string public constant name = "MoonTax";
    string public constant symbol = "MTAX";
    uint8 public constant decimals = 9;
    uint256 public totalSupply = 1_000_000_000 * 10**9;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public isExcludedFromFee;

    IUniswapV2Router02 public immutable uniswapV2Router;
    address public uniswapV2Pair;
    address payable public marketingWallet;
    address public owner;

    uint256 public sellTax = 8;
    uint256 public swapThreshold = 500_000 * 10**9;
    bool private inSwap;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier lockTheSwap() {
        inSwap = true;
        _;
        inSwap = false;
    }

    constructor(IUniswapV2Router02 router, address payable marketing) {
        owner = msg.sender;
        uniswapV2Router = router;
        marketingWallet = marketing;
        balanceOf[msg.sender] = totalSupply;
        isExcludedFromFee[msg.sender] = true;
        isExcludedFromFee[address(this)] = true;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function setPair(address pair) external {
        require(msg.sender == owner, "owner");
        uniswapV2Pair = pair;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        if (!inSwap && to == uniswapV2Pair && from != address(this) && balanceOf[address(this)] >= swapThreshold) {
            _swapTokensForEth(balanceOf[address(this)]);
        }
        uint256 tax = 0;
        if (to == uniswapV2Pair && !isExcludedFromFee[from]) {
            tax = (amount * sellTax) / 100;
        }
        balanceOf[from] -= amount;
        balanceOf[address(this)] += tax;
        balanceOf[to] += amount - tax;
        emit Transfer(from, to, amount - tax);
    }

    function _swapTokensForEth(uint256 tokenAmount) private lockTheSwap {
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = uniswapV2Router.WETH();
        allowance[address(this)][address(uniswapV2Router)] = tokenAmount;
        // <yes> <report> FRONT_RUNNING
        uniswapV2Router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            tokenAmount,
            0,
            path,
            marketingWallet,
            block.timestamp
        );
    }

    receive() external payable {}
}
