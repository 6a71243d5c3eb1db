// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IRandomnessOracle {
    function latestRandom() external view returns (uint256);
    function requestRandom() external returns (uint256);
}

contract CoinFlipTable {
    IRandomnessOracle public immutable oracle;
    address public house;
    mapping(address => uint256) public winnings;

    constructor(IRandomnessOracle _oracle) payable {
        oracle = _oracle;
        house = msg.sender;
    }

    function flip(bool heads) external payable {
        require(msg.value > 0 && msg.value <= 1 ether, "bet");
        oracle.requestRandom();
        // the previous round's value is public before this call: a contract checks it and bets only to win
        uint256 r = oracle.latestRandom();
        // <yes> <report> BAD_RANDOMNESS
        if ((r % 2 == 0) == heads) {
            winnings[msg.sender] += msg.value * 2;
        }
    }

    function withdraw() external {
        uint256 amount = winnings[msg.sender];
        winnings[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}
