pragma solidity ^0.4.24;

// A fee rate every write of which is capped below the denominator: the fee is a part of the value it is taken
// from, and ether times the rate stays far below 2^256.
contract CappedFeeJar {
    address public owner;
    uint256 public feeBps = 200;
    uint256 public collected;
    mapping(address => uint256) public credit;

    constructor(uint256 bps) public {
        require(bps <= 1000);
        owner = msg.sender;
        feeBps = bps;
    }

    function setFee(uint256 bps) public {
        require(msg.sender == owner);
        require(bps <= 1000);
        feeBps = bps;
    }

    function tip(address to) public payable {
        uint256 fee = msg.value * feeBps / 10000;
        uint256 net = msg.value - fee;
        collected += fee;
        credit[to] += net;
    }
}

// The same, but the owner may set any rate: the fee can exceed the value and the product can wrap.
contract UncappedFeeJar {
    address public owner;
    uint256 public feeBps = 200;
    uint256 public collected;
    mapping(address => uint256) public credit;

    constructor() public {
        owner = msg.sender;
    }

    function setFee(uint256 bps) public {
        require(msg.sender == owner);
        feeBps = bps;
    }

    function tip(address to) public payable {
        uint256 fee = msg.value * feeBps / 10000; // want "msg.value \\* feeBps can overflow \\(its other operand is set only"
        uint256 net = msg.value - fee; // want "msg.value - fee can underflow"
        collected += fee;
        credit[to] += net;
    }
}

// A rate capped, but above the denominator: the fee can still be more than the value.
contract OverCappedFeeJar {
    address public owner;
    uint256 public feeBps;
    mapping(address => uint256) public credit;

    constructor() public {
        owner = msg.sender;
    }

    function setFee(uint256 bps) public {
        require(msg.sender == owner);
        require(bps <= 20000);
        feeBps = bps;
    }

    function tip(address to) public payable {
        uint256 fee = msg.value * feeBps / 10000;
        credit[to] += msg.value - fee; // want "msg.value - fee can underflow"
    }
}

// A deployer's price times a count the function caps: a wrap takes a price no deployer sets. Without the cap
// the caller picks the count that wraps the product.
contract WeeklyPlans {
    uint256 public price;
    mapping(address => uint256) public weeksPaid;

    constructor(uint256 p) public {
        price = p;
    }

    function buyCapped(uint256 count) public payable {
        require(count <= 52);
        require(msg.value == price * count); // want "price \\* count can overflow \\(its other operand is set only by the deployer"
        weeksPaid[msg.sender] += count;
    }

    function buyAny(uint256 count) public payable {
        require(msg.value == price * count); // want "price \\* count can overflow$"
        weeksPaid[msg.sender] += count; // want "weeksPaid\\[msg.sender\\] \\+= count can overflow"
    }
}
