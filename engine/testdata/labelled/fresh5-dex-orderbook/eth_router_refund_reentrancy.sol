// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Fixed-price launch pool swapping ETH for the sale token. Excess ETH is refunded before the purchase is
/// recorded, so the refund's receiver re-enters buy() while `sold` and `bought` still hold the old values.
contract LaunchSwap {
    IERC20 public immutable saleToken;
    address public immutable treasury;
    uint256 public immutable pricePerToken; // wei per whole token
    uint256 public immutable cap;
    uint256 public immutable perWalletCap;

    uint256 public sold;
    mapping(address => uint256) public bought;

    constructor(IERC20 _saleToken, address _treasury, uint256 _price, uint256 _cap, uint256 _perWalletCap) {
        saleToken = _saleToken;
        treasury = _treasury;
        pricePerToken = _price;
        cap = _cap;
        perWalletCap = _perWalletCap;
    }

    function buy(uint256 tokens) external payable {
        require(sold + tokens <= cap, "LaunchSwap: sold out");
        require(bought[msg.sender] + tokens <= perWalletCap, "LaunchSwap: wallet cap");
        uint256 cost = tokens * pricePerToken;
        require(msg.value >= cost, "LaunchSwap: underpaid");

        if (msg.value > cost) {
            // <yes> <report> REENTRANCY
            (bool ok, ) = msg.sender.call{value: msg.value - cost}("");
            require(ok, "LaunchSwap: refund");
        }
        sold += tokens;
        bought[msg.sender] += tokens;
        require(saleToken.transfer(msg.sender, tokens * 1e18), "LaunchSwap: token");
    }

    function sweep() external {
        require(msg.sender == treasury, "LaunchSwap: treasury");
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "LaunchSwap: sweep");
    }
}
