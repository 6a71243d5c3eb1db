// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Public-sale token with a hard cap. The cap is checked against the supply before this mint is added, so the
/// last buyer can mint any amount past the cap.
contract SaleToken {
    string public constant name = "Sale Token";
    string public constant symbol = "SALE";
    uint8 public constant decimals = 18;
    uint256 public constant MAX_SUPPLY = 100_000_000 ether;
    uint256 public constant PRICE = 0.0001 ether;

    address public immutable treasury;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(address _treasury) {
        treasury = _treasury;
    }

    function buy(uint256 amount) external payable {
        require(msg.value == (amount * PRICE) / 1 ether, "price");
        // <yes> <report> OTHER
        require(totalSupply <= MAX_SUPPLY, "sold out");
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
        emit Transfer(address(0), msg.sender, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function withdraw() external {
        (bool ok, ) = treasury.call{value: address(this).balance}("");
        require(ok, "transfer failed");
    }
}
