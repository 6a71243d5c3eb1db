pragma solidity ^0.7.4;

contract EditionDrop {
    address public owner;
    uint256 public pricePerEdition;
    uint256 public maxEditions;
    uint256 public sold;
    mapping(address => uint256) public editionsOf;

    constructor(uint256 _price, uint256 _maxEditions) {
        owner = msg.sender;
        pricePerEdition = _price;
        maxEditions = _maxEditions;
    }

    function purchase(uint256 amount) external payable {
        // <yes> <report> ARITHMETIC
        require(msg.value == pricePerEdition * amount, "wrong value");
        require(sold + amount <= maxEditions, "sold out");
        sold += amount;
        editionsOf[msg.sender] += amount;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        msg.sender.transfer(address(this).balance);
    }
}
