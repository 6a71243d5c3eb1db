// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IRouter {
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external payable returns (uint256[] memory amounts);
}

/// Limit-order book for native-ETH sells: makers park ETH here until a keeper fills the order through a DEX.
contract EthLimitOrders {
    struct Order {
        address maker;
        uint256 amountIn;
        uint256 minOut;
        address tokenOut;
    }

    IRouter public immutable router;
    address public keeper;
    uint256 public nextId;
    mapping(uint256 => Order) public orders;

    constructor(IRouter _router, address _keeper) {
        router = _router;
        keeper = _keeper;
    }

    function place(address tokenOut, uint256 minOut) external payable returns (uint256 id) {
        require(msg.value > 0, "no value");
        id = nextId++;
        orders[id] = Order(msg.sender, msg.value, minOut, tokenOut);
    }

    function fill(uint256 id, address weth) external {
        require(msg.sender == keeper, "keeper");
        Order memory o = orders[id];
        delete orders[id];
        address[] memory path = new address[](2);
        path[0] = weth;
        path[1] = o.tokenOut;
        router.swapExactETHForTokens{value: o.amountIn}(o.minOut, path, o.maker, block.timestamp);
    }

    /// Returns ETH left over from a partial fill. Every maker's parked ETH sits in the same balance.
    function refundETH() external {
        // <yes> <report> ACCESS_CONTROL
        payable(msg.sender).transfer(address(this).balance);
    }
}
