pragma solidity ^0.4.24;

contract Dice {
    address public owner;
    uint public houseEdge;
    uint public multiplier;
    uint public bonus;
    mapping(address => uint) public credit;

    struct Bet {
        address player;
        uint amount;
    }
    Bet[] public bets;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor(uint edge) public {
        owner = msg.sender;
        houseEdge = edge;
    }

    function setMultiplier(uint m) public onlyOwner {
        multiplier = m;
    }

    // Anyone sets it.
    function setBonus(uint b) public {
        bonus = b;
    }

    function play() public payable {
        bets.push(Bet(msg.sender, msg.value));
        // Lowered: the edge and the multiplier are the owner's settings.
        credit[msg.sender] += msg.value * (100 - houseEdge) / 100; // want "100 - houseEdge can underflow \\(its other operand is set only" "msg.value \\* \\(100 - houseEdge\\) can overflow \\(its other operand is set only"
        credit[msg.sender] += msg.value * multiplier; // want "msg.value \\* multiplier can overflow \\(its other operand is set only"
        // Reported high: anyone sets the bonus.
        credit[msg.sender] += msg.value * bonus; // want "msg.value \\* bonus can overflow$"
    }

    // Safe: a recorded stake of ether, doubled, stays far below 2^256.
    function settle(uint i) public {
        Bet storage b = bets[i];
        credit[b.player] += b.amount * 2;
        b.amount = 0;
    }
}

// A quantity capped by a stock the deployer sets and each sale lowers: the product is the deployer's to bound.
contract StockSale {
    address public organiser;
    uint256 public price;
    uint256 public remaining;
    uint256 public open;

    constructor(uint256 _price, uint256 _supply) public {
        organiser = msg.sender;
        price = _price;
        remaining = _supply;
        open = _supply;
    }

    function buy(uint256 quantity) public payable {
        require(quantity > 0 && quantity <= remaining);
        require(msg.value == price * quantity); // want "price \\* quantity can overflow \\(its other operand is set only"
        remaining -= quantity;
    }

    // Vulnerable: anyone can raise the other stock, so the cap bounds nothing.
    function restock(uint256 n) public {
        open = n;
    }

    function buyOpen(uint256 quantity) public payable {
        require(quantity <= open);
        require(msg.value == price * quantity); // want "price \\* quantity can overflow$"
        open -= quantity;
    }
}
