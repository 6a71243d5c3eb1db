// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IUniswapV2Router {
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// Invoices denominated in a stablecoin that the payer may settle in any token: the payment token is swapped
/// through the DEX and the proceeds go straight to the merchant; any surplus is the merchant's.
contract AnyTokenInvoices {
    struct Invoice {
        address merchant;
        uint256 amountDue;
        bool paid;
    }

    IERC20 public immutable stable;
    IUniswapV2Router public immutable router;
    mapping(bytes32 => Invoice) public invoices;

    event Created(bytes32 indexed id, address merchant, uint256 amountDue);
    event Settled(bytes32 indexed id, address payer, address tokenIn, uint256 received);

    constructor(IERC20 _stable, IUniswapV2Router _router) public {
        stable = _stable;
        router = _router;
    }

    function create(bytes32 id, uint256 amountDue) external {
        require(invoices[id].merchant == address(0), "exists");
        require(amountDue > 0, "amount");
        invoices[id] = Invoice(msg.sender, amountDue, false);
        emit Created(id, msg.sender, amountDue);
    }

    function payInStable(bytes32 id) external {
        Invoice storage inv = invoices[id];
        require(inv.merchant != address(0) && !inv.paid, "invoice");
        inv.paid = true;
        require(stable.transferFrom(msg.sender, inv.merchant, inv.amountDue), "pay");
        emit Settled(id, msg.sender, address(stable), inv.amountDue);
    }

    /// The payer brings `amountIn` of `tokenIn`, estimated off-chain to cover the invoice.
    function payWithToken(bytes32 id, address tokenIn, uint256 amountIn) external {
        Invoice storage inv = invoices[id];
        require(inv.merchant != address(0) && !inv.paid, "invoice");
        inv.paid = true;
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn), "pull");
        require(IERC20(tokenIn).approve(address(router), amountIn), "approve");
        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = address(stable);
        // <yes> <report> FRONT_RUNNING
        uint256[] memory out = router.swapExactTokensForTokens(amountIn, 0, path, inv.merchant, block.timestamp);
        emit Settled(id, msg.sender, tokenIn, out[out.length - 1]);
    }
}
