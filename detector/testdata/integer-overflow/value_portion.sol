pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }
}

contract TipJar {
    using SafeMath for uint256;

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

    // Safe: the same portion, taken with SafeMath's helpers.
    function tipHelpers(address creator) public payable {
        uint256 fee = msg.value.mul(10).div(100);
        feesCollected += fee;
        tipsOf[creator] += msg.value - fee;
    }

    // A multiple of the ether sent is no part of it.
    function tipScaled(address creator) public payable {
        uint256 fee = msg.value.mul(3).div(2);
        feesCollected += fee;
        tipsOf[creator] += msg.value - fee; // want "msg.value - fee can underflow"
    }

    // The fee is not a part of the ether sent: it can exceed it.
    function tipFlat(address creator, uint256 fee) public payable {
        tipsOf[creator] += msg.value - fee; // want "msg.value - fee can underflow" "tipsOf\\[creator\\] \\+= msg.value - fee can overflow"
    }
}
