// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// A gas-optimised NFT sale: the cost is computed in assembly, where 0.8's checks do not apply, so a huge quantity
/// wraps the product to a few wei.
contract GasLiteDrop {
    string public name;
    address public owner;
    uint256 public price;
    uint256 public totalSupply;
    uint256 public maxPerWallet;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public minted;

    constructor(string memory _name, uint256 _price, uint256 _maxPerWallet) {
        name = _name;
        owner = msg.sender;
        price = _price;
        maxPerWallet = _maxPerWallet;
    }

    function _cost(uint256 quantity) internal view returns (uint256 total) {
        uint256 p = price;
        assembly {
            // <yes> <report> ARITHMETIC
            total := mul(p, quantity)
        }
    }

    function mint(uint256 quantity) external payable {
        require(msg.value >= _cost(quantity), "insufficient payment");
        uint256 already = minted[msg.sender];
        uint256 next;
        assembly {
            // <yes> <report> ARITHMETIC
            next := add(already, quantity)
        }
        require(next <= maxPerWallet, "wallet cap");
        minted[msg.sender] = next;
        uint256 start = totalSupply;
        for (uint256 i = 0; i < 5 && i < quantity; i++) {
            ownerOf[start + i] = msg.sender;
        }
        balanceOf[msg.sender] += quantity;
        totalSupply = start + quantity;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(address(this).balance);
    }
}
