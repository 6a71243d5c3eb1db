// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div zero");
        return a / b;
    }
}

// Art co-op with pull payouts: resale proceeds are booked per unit of stake and each member withdraws.
contract PullArtCoop {
    using SafeMath for uint256;

    address public manager;
    mapping(address => uint256) public stake;
    uint256 public totalStake;
    uint256 public proceedsPerStake;
    mapping(address => uint256) public claimedPerStake;
    bool public open = true;
    uint256 private constant PRECISION = 1e18;

    constructor() {
        manager = msg.sender;
    }

    function join() external payable {
        require(open, "closed");
        require(msg.value >= 0.01 ether, "min");
        stake[msg.sender] = stake[msg.sender].add(msg.value);
        totalStake = totalStake.add(msg.value);
    }

    function close() external {
        require(msg.sender == manager, "manager");
        open = false;
    }

    function depositSale() external payable {
        require(msg.sender == manager, "manager");
        require(!open && totalStake > 0, "state");
        proceedsPerStake = proceedsPerStake.add(msg.value.mul(PRECISION).div(totalStake));
    }

    function withdraw() external {
        uint256 owedPer = proceedsPerStake.sub(claimedPerStake[msg.sender]);
        claimedPerStake[msg.sender] = proceedsPerStake;
        uint256 amount = stake[msg.sender].mul(owedPer).div(PRECISION);
        require(amount > 0, "nothing");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
