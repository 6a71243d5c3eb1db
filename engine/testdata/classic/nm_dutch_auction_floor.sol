// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract FlooredDutchDrop {
    uint256 public constant START_PRICE = 1 ether;
    uint256 public constant FLOOR_PRICE = 0.1 ether;
    uint256 public constant STEP = 0.05 ether;
    uint256 public constant STEP_INTERVAL = 10 minutes;
    uint256 public constant MAX_SUPPLY = 2000;

    address public immutable owner;
    uint256 public immutable startTime;
    uint256 public minted;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public refunds;

    constructor(uint256 _start) {
        owner = msg.sender;
        startTime = _start;
    }

    function currentPrice() public view returns (uint256) {
        if (block.timestamp <= startTime) return START_PRICE;
        uint256 steps = (block.timestamp - startTime) / STEP_INTERVAL;
        uint256 drop = steps * STEP;
        if (drop >= START_PRICE - FLOOR_PRICE) return FLOOR_PRICE;
        return START_PRICE - drop;
    }

    function mint(uint256 quantity) external payable {
        require(block.timestamp >= startTime, "not started");
        require(quantity > 0 && minted + quantity <= MAX_SUPPLY, "supply");
        uint256 cost = currentPrice() * quantity;
        require(msg.value >= cost, "payment");
        uint256 first = minted;
        minted = first + quantity;
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[first + i] = msg.sender;
        }
        if (msg.value > cost) {
            refunds[msg.sender] += msg.value - cost;
        }
    }

    function claimRefund() external {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "refund");
    }

    function withdraw(uint256 amount) external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: amount}("");
        require(ok, "withdraw");
    }
}
