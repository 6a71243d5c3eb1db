// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Limit buy book paid in ETH with pull payments: filling or cancelling only books credits, state is cleared before
/// any ether moves, and the fee is taken as multiply-then-divide.
contract PullLimitBuyBook {
    struct Order {
        address buyer;
        uint256 ethAmount;
        uint256 tokensWanted;
    }

    IERC20 public immutable token;
    address public immutable feeRecipient;
    uint256 public constant FEE_BPS = 25;
    uint256 public nextId;
    mapping(uint256 => Order) public orders;
    mapping(address => uint256) public credit;

    constructor(IERC20 token_, address feeRecipient_) {
        token = token_;
        feeRecipient = feeRecipient_;
    }

    function placeBuy(uint256 tokensWanted) external payable returns (uint256 id) {
        require(msg.value > 0 && tokensWanted > 0, "empty");
        id = nextId++;
        orders[id] = Order(msg.sender, msg.value, tokensWanted);
    }

    function cancel(uint256 id) external {
        Order memory o = orders[id];
        require(o.buyer == msg.sender, "buyer");
        delete orders[id];
        credit[msg.sender] += o.ethAmount;
    }

    function fill(uint256 id, uint256 maxTokens) external {
        Order memory o = orders[id];
        require(o.buyer != address(0), "no order");
        require(o.tokensWanted <= maxTokens, "changed");
        delete orders[id];
        require(token.transferFrom(msg.sender, o.buyer, o.tokensWanted), "tokens");
        uint256 fee = o.ethAmount * FEE_BPS / 10_000;
        credit[feeRecipient] += fee;
        credit[msg.sender] += o.ethAmount - fee;
    }

    function withdraw() external {
        uint256 amount = credit[msg.sender];
        require(amount > 0, "nothing");
        credit[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
    }
}
