// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Solady-style fixed-point math: the assembly multiplications check for overflow themselves before dividing,
/// and a sale that prices mints with them, with a checked per-wallet cap.
library FixedPointMathLib {
    uint256 internal constant WAD = 1e18;

    function mulWad(uint256 x, uint256 y) internal pure returns (uint256 z) {
        assembly {
            if mul(y, gt(x, div(not(0), y))) {
                mstore(0x00, 0xbac65e5b)
                revert(0x1c, 0x04)
            }
            z := div(mul(x, y), WAD)
        }
    }

    function mulDivDown(uint256 x, uint256 y, uint256 d) internal pure returns (uint256 z) {
        assembly {
            if iszero(mul(d, iszero(mul(y, gt(x, div(not(0), y)))))) {
                mstore(0x00, 0xad251c27)
                revert(0x1c, 0x04)
            }
            z := div(mul(x, y), d)
        }
    }
}

contract PricedSale {
    using FixedPointMathLib for uint256;

    address public owner;
    uint256 public priceWad;
    uint256 public maxPerWallet;
    uint256 public totalSold;
    mapping(address => uint256) public bought;

    constructor(uint256 _priceWad, uint256 _maxPerWallet) {
        owner = msg.sender;
        priceWad = _priceWad;
        maxPerWallet = _maxPerWallet;
    }

    function cost(uint256 quantity) public view returns (uint256) {
        return quantity.mulWad(priceWad);
    }

    function buy(uint256 quantity) external payable {
        require(msg.value >= cost(quantity), "insufficient payment");
        uint256 next = bought[msg.sender] + quantity;
        require(next <= maxPerWallet, "wallet cap");
        bought[msg.sender] = next;
        totalSold += quantity;
    }

    function share(uint256 amount, uint256 part, uint256 whole) external pure returns (uint256) {
        return amount.mulDivDown(part, whole);
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "withdraw failed");
    }
}
