pragma solidity ^0.4.23;

contract Ownable {
    address public owner;
    constructor() public { owner = msg.sender; }
    modifier onlyOwner() { require(msg.sender == owner); _; }
}

contract EtherPriceOracle is Ownable {
    uint256 public weiPerCent;
    function setRate(uint256 rate) public onlyOwner { weiPerCent = rate; }
}

// Sells vouchers priced in dollar cents at the oracle's ether rate.
contract VoucherShop is Ownable {
    EtherPriceOracle public oracle;
    mapping(address => uint256) public voucherCents;
    uint256 public soldCents;

    constructor(EtherPriceOracle _oracle) public {
        oracle = _oracle;
    }

    function buy(uint256 cents) public payable {
        // A huge cents wraps the product to a small price.
        // <yes> <report> ARITHMETIC
        uint256 cost = cents * oracle.weiPerCent();
        require(msg.value >= cost);
        voucherCents[msg.sender] += cents;
        soldCents += cents;
        if (msg.value > cost) {
            msg.sender.transfer(msg.value - cost);
        }
    }

    function withdraw() public onlyOwner {
        owner.transfer(address(this).balance);
    }
}
