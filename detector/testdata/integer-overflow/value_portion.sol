pragma solidity ^0.4.24;

contract TipJar {
    uint256 public feesCollected;
    mapping(address => uint256) public tipsOf;

    // Safe: the fee is a fiftieth of the ether sent, so the rest cannot underflow.
    function tip(address creator) public payable {
        uint256 fee = msg.value / 50;
        feesCollected += fee;
        tipsOf[creator] += msg.value - fee;
    }

    // Safe: a portion in basis points of at most the whole.
    function tipBps(address creator) public payable {
        uint256 fee = msg.value * 250 / 10000;
        feesCollected += fee;
        tipsOf[creator] += msg.value - fee;
    }

    // The fee is not a part of the ether sent: it can exceed it.
    function tipFlat(address creator, uint256 fee) public payable {
        tipsOf[creator] += msg.value - fee; // want "msg.value - fee can underflow" "tipsOf\\[creator\\] \\+= msg.value - fee can overflow"
    }
}
