pragma solidity ^0.5.12;

/// Prepaid hosting plans: a customer buys any number of months up front in ether; the node operators read
/// `paidUntil` to decide whose node keeps running.
contract PrepaidHosting {
    address payable public operator;
    uint256 public pricePerMonth;
    uint256 public constant MONTH = 30 days;

    mapping(address => uint256) public paidUntil;

    event Prepaid(address indexed customer, uint256 months, uint256 until);
    event PriceChanged(uint256 price);

    modifier onlyOperator() {
        require(msg.sender == operator, "operator");
        _;
    }

    constructor(uint256 _pricePerMonth) public {
        operator = msg.sender;
        pricePerMonth = _pricePerMonth;
    }

    function setPrice(uint256 _price) external onlyOperator {
        require(_price > 0, "zero price");
        pricePerMonth = _price;
        emit PriceChanged(_price);
    }

    function prepay(uint256 months) external payable {
        require(months > 0, "zero months");
        // <yes> <report> ARITHMETIC
        uint256 cost = pricePerMonth * months;
        require(msg.value == cost, "wrong amount");
        uint256 start = paidUntil[msg.sender] > now ? paidUntil[msg.sender] : now;
        // <yes> <report> ARITHMETIC
        paidUntil[msg.sender] = start + months * MONTH;
        emit Prepaid(msg.sender, months, paidUntil[msg.sender]);
    }

    function isActive(address customer) external view returns (bool) {
        return paidUntil[customer] >= now;
    }

    function sweep() external onlyOperator {
        operator.transfer(address(this).balance);
    }
}
