// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IUniswapV2Router02 {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);
}

/// Launch token with a 5% liquidity tax. Collected tax is sold and paired on every sell once the contract holds
/// more than swapTokensAtAmount.
contract MoonInu is IERC20 {
    string public constant name = "Moon Inu";
    string public constant symbol = "MINU";
    uint8 public constant decimals = 9;

    uint256 private constant _tTotal = 1_000_000_000 * 10 ** 9;
    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) private _allowances;
    mapping(address => bool) public isExcludedFromFee;

    IUniswapV2Router02 public immutable router;
    address public immutable pair;
    address public owner;
    uint256 public liquidityFee = 5;
    uint256 public swapTokensAtAmount = _tTotal / 2000;
    bool private inSwap;

    modifier lockTheSwap() {
        inSwap = true;
        _;
        inSwap = false;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(IUniswapV2Router02 _router, address _pair) {
        owner = msg.sender;
        router = _router;
        pair = _pair;
        _balances[msg.sender] = _tTotal;
        isExcludedFromFee[msg.sender] = true;
        isExcludedFromFee[address(this)] = true;
    }

    receive() external payable {}

    function totalSupply() external pure override returns (uint256) {
        return _tTotal;
    }

    function balanceOf(address account) public view override returns (uint256) {
        return _balances[account];
    }

    function allowance(address holder, address spender) external view override returns (uint256) {
        return _allowances[holder][spender];
    }

    function approve(address spender, uint256 amount) external override returns (bool) {
        _allowances[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external override returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external override returns (bool) {
        _allowances[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(from != address(0) && to != address(0), "zero address");
        uint256 contractTokenBalance = balanceOf(address(this));
        if (contractTokenBalance >= swapTokensAtAmount && !inSwap && to == pair) {
            swapAndLiquify(swapTokensAtAmount);
        }
        uint256 fee;
        if (!isExcludedFromFee[from] && !isExcludedFromFee[to]) {
            fee = (amount * liquidityFee) / 100;
            _balances[address(this)] += fee;
        }
        _balances[from] -= amount;
        _balances[to] += amount - fee;
    }

    function swapAndLiquify(uint256 tokens) private lockTheSwap {
        uint256 half = tokens / 2;
        uint256 otherHalf = tokens - half;
        uint256 initialBalance = address(this).balance;

        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        _allowances[address(this)][address(router)] = tokens;
        // <yes> <report> FRONT_RUNNING
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(half, 0, path, address(this), block.timestamp);

        uint256 newBalance = address(this).balance - initialBalance;
        // <yes> <report> FRONT_RUNNING
        router.addLiquidityETH{value: newBalance}(address(this), otherHalf, 0, 0, owner, block.timestamp);
    }

    function setSwapTokensAtAmount(uint256 amount) external onlyOwner {
        swapTokensAtAmount = amount;
    }
}
