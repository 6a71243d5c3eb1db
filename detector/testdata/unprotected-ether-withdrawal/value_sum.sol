pragma solidity ^0.8.0;

// The renter pays rent plus collateral; the lender's share of the rent goes out at once: it is part of the
// caller's own payment. Paying more than the payment covers is not.
contract Desk {
    struct Lending { address payable lender; uint256 price; uint256 collateral; address renter; }
    mapping(uint256 => Lending) public lendings;
    mapping(address => uint256) public held;
    uint256 public count;
    uint256 public feeBps = 100;

    function lend(uint256 price, uint256 collateral) external returns (uint256 id) {
        id = ++count;
        lendings[id] = Lending(payable(msg.sender), price, collateral, address(0));
    }
    function rent(uint256 id, uint256 numDays) external payable {
        Lending storage l = lendings[id];
        require(l.renter == address(0));
        uint256 price = l.price * numDays;
        require(msg.value == price + l.collateral);
        uint256 fee = price * feeBps / 10000;
        l.renter = msg.sender;
        l.lender.transfer(price - fee);
    }
    function rentLoose(uint256 id, uint256 numDays, uint256 bonus) external payable { // want "Desk.rentLoose\\(\\) lets any caller send price \\+ bonus to l.lender"
        Lending storage l = lendings[id];
        require(l.renter == address(0));
        uint256 price = l.price * numDays;
        require(msg.value == price + l.collateral);
        l.renter = msg.sender;
        l.lender.transfer(price + bonus);
    }
}
