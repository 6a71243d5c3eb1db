// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Pick-the-number pool: the owner draws from a committed seed revealed after the close; winners pull their share.
contract NumberPoolPull {
    address public immutable owner;
    uint256 public immutable drawTime;
    bytes32 public immutable seedCommit;
    uint256 public constant TICKET = 0.05 ether;

    bool public drawn;
    uint8 public winningNumber;
    uint256 public share;
    mapping(uint8 => uint256) public ticketsOn;
    mapping(address => mapping(uint8 => uint256)) public ticketsOf;

    constructor(uint256 _drawTime, bytes32 _seedCommit) {
        owner = msg.sender;
        drawTime = _drawTime;
        seedCommit = _seedCommit;
    }

    function buy(uint8 number) external payable {
        require(msg.value == TICKET, "price");
        require(block.timestamp < drawTime, "closed");
        ticketsOn[number] += 1;
        ticketsOf[msg.sender][number] += 1;
    }

    function draw(bytes32 seed) external {
        require(msg.sender == owner, "owner");
        require(block.timestamp >= drawTime && !drawn, "not now");
        require(keccak256(abi.encodePacked(seed)) == seedCommit, "seed");
        drawn = true;
        winningNumber = uint8(uint256(seed));
        uint256 n = ticketsOn[winningNumber];
        if (n > 0) share = address(this).balance / n;
    }

    function collect() external {
        require(drawn, "pending");
        uint256 t = ticketsOf[msg.sender][winningNumber];
        require(t > 0, "nothing");
        ticketsOf[msg.sender][winningNumber] = 0;
        (bool ok, ) = msg.sender.call{value: t * share}("");
        require(ok, "send");
    }
}
