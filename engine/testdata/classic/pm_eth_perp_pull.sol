// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IOracle {
    function getPrice() external view returns (uint256);
}

/// ETH-margined perpetual that settles closes into a withdrawable balance (pull payments) and clears state
/// before any ETH leaves.
contract PullEthPerp {
    struct Position {
        uint256 margin;
        uint256 size;
        uint256 entryPrice;
    }

    IOracle public immutable oracle;
    address public immutable owner;
    mapping(address => Position) public positions;
    mapping(address => uint256) public withdrawable;
    uint256 public totalMargin;

    event Withdrawal(address indexed account, uint256 amount);

    constructor(IOracle _oracle) {
        oracle = _oracle;
        owner = msg.sender;
    }

    receive() external payable {
        require(msg.sender == owner, "lp only");
    }

    function openLong(uint256 size) external payable {
        require(msg.value > 0, "margin");
        require(positions[msg.sender].size == 0, "open");
        positions[msg.sender] = Position(msg.value, size, oracle.getPrice());
        totalMargin += msg.value;
    }

    function closeLong() external {
        Position memory p = positions[msg.sender];
        require(p.size > 0, "none");
        delete positions[msg.sender];
        totalMargin -= p.margin;
        uint256 price = oracle.getPrice();
        uint256 payout = p.margin;
        if (price > p.entryPrice) {
            payout += p.size * (price - p.entryPrice) / price;
        } else {
            uint256 loss = p.size * (p.entryPrice - price) / price;
            payout = loss >= payout ? 0 : payout - loss;
        }
        withdrawable[msg.sender] += payout;
    }

    function withdraw() external {
        uint256 amount = withdrawable[msg.sender];
        require(amount > 0, "nothing");
        withdrawable[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send");
        emit Withdrawal(msg.sender, amount);
    }
}
