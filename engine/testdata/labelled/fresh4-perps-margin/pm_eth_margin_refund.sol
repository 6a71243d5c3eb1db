// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

interface IOracle {
    function getPrice() external view returns (uint256);
}

/// ETH-margined perpetual: traders post ETH as margin and receive margin plus profit back in ETH on close.
contract EthPerp {
    struct Position {
        uint256 margin;
        uint256 size;
        uint256 entryPrice;
    }

    IOracle public immutable oracle;
    address public immutable owner;
    mapping(address => Position) public positions;
    uint256 public totalMargin;

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
        uint256 price = oracle.getPrice();
        uint256 payout = p.margin;
        if (price > p.entryPrice) {
            payout += p.size * (price - p.entryPrice) / price;
        } else {
            uint256 loss = p.size * (p.entryPrice - price) / price;
            payout = loss >= payout ? 0 : payout - loss;
        }
        // <yes> <report> REENTRANCY
        (bool ok, ) = payable(msg.sender).call{value: payout}("");
        require(ok, "refund");
        totalMargin -= p.margin;
        delete positions[msg.sender];
    }
}
