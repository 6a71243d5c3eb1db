// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IFractionSale {
    function pricePerFraction() external view returns (uint256);
    function buy(address to, uint256 amount) external payable;
}

// Router that buys fractions of several vaults' primary sales in one transaction; the fixed-price sales
// hold ETH for the vault's curator, and the router keeps leftover ETH from rounding for its treasury.
contract FractionSaleRouter {
    address public immutable treasury;
    mapping(address => bool) public listedSale;
    address public admin;

    event Bought(address indexed sale, address indexed buyer, uint256 amount, uint256 paid);

    constructor(address _treasury) {
        treasury = _treasury;
        admin = msg.sender;
    }

    function listSale(address sale, bool listed) external {
        require(msg.sender == admin, "admin");
        listedSale[sale] = listed;
    }

    function buyMany(address[] calldata sales, uint256[] calldata amounts) external payable {
        require(sales.length == amounts.length, "length");
        for (uint256 i = 0; i < sales.length; i++) {
            require(listedSale[sales[i]], "unlisted");
            uint256 cost = IFractionSale(sales[i]).pricePerFraction() * amounts[i];
            // <yes> <report> DENIAL_OF_SERVICE
            require(msg.value >= cost, "underpaid");
            IFractionSale(sales[i]).buy{value: cost}(msg.sender, amounts[i]);
            emit Bought(sales[i], msg.sender, amounts[i], cost);
        }
    }

    function sweep() external {
        require(msg.sender == admin, "admin");
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "sweep");
    }

    receive() external payable {}
}
