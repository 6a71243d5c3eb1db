// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

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

/// Tax token whose owner sells the collected tax by hand with a quoted minimum: nothing is swapped inside
/// transfers, the taxes are capped, and every setter is owner-only.
contract SteadyTax {
    string public constant name = "Steady";
    string public constant symbol = "STDY";
    uint8 public constant decimals = 18;
    uint256 public constant MAX_TAX = 5;

    IUniswapV2Router02 public immutable router;
    address public immutable pair;
    address public owner;
    address public treasury;
    uint256 public buyTax = 2;
    uint256 public sellTax = 2;
    uint256 public totalSupply = 100_000_000 ether;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public isExempt;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event TaxesUpdated(uint256 buyTax, uint256 sellTax);

    modifier onlyOwner() {
        require(msg.sender == owner, "STDY: not owner");
        _;
    }

    constructor(IUniswapV2Router02 _router, address _pair, address _treasury) {
        owner = msg.sender;
        router = _router;
        pair = _pair;
        treasury = _treasury;
        isExempt[msg.sender] = true;
        isExempt[address(this)] = true;
        balanceOf[msg.sender] = totalSupply;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function setTaxes(uint256 _buyTax, uint256 _sellTax) external onlyOwner {
        require(_buyTax <= MAX_TAX && _sellTax <= MAX_TAX, "STDY: tax above cap");
        buyTax = _buyTax;
        sellTax = _sellTax;
        emit TaxesUpdated(_buyTax, _sellTax);
    }

    function setExempt(address account, bool exempt) external onlyOwner {
        isExempt[account] = exempt;
    }

    function sellTaxes(uint256 amount, uint256 minOut) external onlyOwner {
        require(minOut > 0, "STDY: no minimum");
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        allowance[address(this)][address(router)] = amount;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, minOut, path, treasury, block.timestamp);
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
        uint256 tax;
        if (!isExempt[from] && !isExempt[to]) {
            if (from == pair) tax = (amount * buyTax) / 100;
            else if (to == pair) tax = (amount * sellTax) / 100;
        }
        balanceOf[from] -= amount;
        balanceOf[to] += amount - tax;
        if (tax > 0) {
            balanceOf[address(this)] += tax;
            emit Transfer(from, address(this), tax);
        }
        emit Transfer(from, to, amount - tax);
    }
}
