// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

// Set once, but only after expiry: the first caller past it picks the settlement price every holder is paid by.
contract OpenPut {
    uint256 public strike;
    uint256 public expiry;
    uint256 public settlementPrice;
    mapping(address => uint256) public units;

    function postSettlement(uint256 price) external { // want "OpenPut.postSettlement\\(\\) lets any caller set settlementPrice"
        require(block.timestamp >= expiry, "early");
        require(settlementPrice == 0, "posted");
        settlementPrice = price;
    }

    function exercise() external {
        require(settlementPrice != 0 && settlementPrice < strike, "otm");
        uint256 u = units[msg.sender];
        units[msg.sender] = 0;
        payable(msg.sender).transfer(u * (strike - settlementPrice));
    }
}

// The outcome chosen by any caller decides which side's stake is paid.
contract OpenMarket {
    uint64 public closeTime;
    bool public resolved;
    bool public outcomeYes;
    uint256 public totalYes;
    uint256 public totalNo;
    mapping(address => uint256) public yes;
    mapping(address => uint256) public no;

    function resolve(bool _outcomeYes) external { // want "OpenMarket.resolve\\(\\) lets any caller set outcomeYes, which decides the amount"
        require(block.timestamp >= closeTime, "open");
        require(!resolved, "resolved");
        resolved = true;
        outcomeYes = _outcomeYes;
    }

    function claim() external {
        require(resolved, "pending");
        uint256 stake = outcomeYes ? yes[msg.sender] : no[msg.sender];
        yes[msg.sender] = 0;
        no[msg.sender] = 0;
        payable(msg.sender).transfer((stake * (totalYes + totalNo)) / (outcomeYes ? totalYes : totalNo));
    }
}

// A set-up made once, with no time condition: the deployer's step (an open initialiser is judged elsewhere).
contract OneTimeSetup {
    uint256 public fee;
    mapping(address => uint256) public owed;

    function setup(uint256 _fee) external {
        require(fee == 0, "set");
        fee = _fee;
    }

    function withdraw() external {
        uint256 a = owed[msg.sender];
        owed[msg.sender] = 0;
        payable(msg.sender).transfer(a - fee);
    }
}

// Guarded by the resolver: no finding.
contract GuardedMarket {
    address public resolver;
    uint64 public closeTime;
    bool public outcomeYes;
    mapping(address => uint256) public yes;
    mapping(address => uint256) public no;

    function resolve(bool _outcomeYes) external {
        require(msg.sender == resolver, "resolver");
        require(block.timestamp >= closeTime, "open");
        outcomeYes = _outcomeYes;
    }

    function claim() external {
        uint256 stake = outcomeYes ? yes[msg.sender] : no[msg.sender];
        yes[msg.sender] = 0;
        no[msg.sender] = 0;
        payable(msg.sender).transfer(stake * 2);
    }
}
