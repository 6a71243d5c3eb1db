// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

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

/// A fee-on-transfer token as launched by the thousand, done carefully: the fee is capped, it applies only to
/// trades with the pair, the collected fee is swapped for ether when it passes a threshold (with a lock so the
/// swap cannot recurse), and the marketing wallet is paid with a checked call.
contract TaxToken {
    string public constant name = "Tax Token";
    string public constant symbol = "TAX";
    uint8 public constant decimals = 18;
    uint256 public constant totalSupply = 1_000_000_000e18;
    uint256 public constant MAX_FEE_BPS = 500;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public isFeeExempt;

    address public owner;
    address public pair;
    address payable public marketingWallet;
    IUniswapV2Router02 public immutable router;
    uint256 public feeBps = 300;
    uint256 public swapThreshold = 500_000e18;
    bool private swapping;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NotOwner();
    error FeeTooHigh();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    constructor(IUniswapV2Router02 _router, address payable _marketingWallet) {
        owner = msg.sender;
        router = _router;
        marketingWallet = _marketingWallet;
        isFeeExempt[msg.sender] = true;
        isFeeExempt[address(this)] = true;
        balanceOf[msg.sender] = totalSupply;
        allowance[address(this)][address(_router)] = type(uint256).max;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    receive() external payable {}

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
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "zero address");
        if (!swapping && to == pair && from != address(this) && balanceOf[address(this)] >= swapThreshold) {
            _swapBack(swapThreshold);
        }
        uint256 fee;
        if (!swapping && !isFeeExempt[from] && !isFeeExempt[to] && (from == pair || to == pair)) {
            fee = (amount * feeBps) / 10_000;
        }
        balanceOf[from] -= amount;
        balanceOf[to] += amount - fee;
        emit Transfer(from, to, amount - fee);
        if (fee > 0) {
            balanceOf[address(this)] += fee;
            emit Transfer(from, address(this), fee);
        }
    }

    function _swapBack(uint256 amount) internal {
        swapping = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        // The fee is sold at whatever the pool gives: any minimum would let a seller's own trade revert, and
        // the amount is small next to the pool (the threshold is 0.05% of supply).
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, address(this), block.timestamp); // want "missing-slippage-protection: TaxToken._swapBack\\(\\) swaps through router accepting any amount out" // deserved: the fee sale can be sandwiched; the comment explains the trade-off but the value loss is real
        (bool ok, ) = marketingWallet.call{value: address(this).balance}("");
        require(ok, "marketing transfer failed");
        swapping = false;
    }

    function setPair(address _pair) external onlyOwner {
        pair = _pair;
    }

    function setFee(uint256 newFeeBps) external onlyOwner {
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh();
        feeBps = newFeeBps;
    }

    function setFeeExempt(address account, bool exempt) external onlyOwner {
        isFeeExempt[account] = exempt;
    }

    function setMarketingWallet(address payable wallet) external onlyOwner {
        marketingWallet = wallet;
    }

    function renounceOwnership() external onlyOwner {
        owner = address(0);
    }
}

// Code in the style of widely deployed fee tokens: held to no finding above low, except where a want says why.
