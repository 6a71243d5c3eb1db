// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IElastic {
    function totalSupply() external view returns (uint256);
    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256);
}

interface IPriceOracle {
    function consult() external view returns (uint256);
}

// A rebaser that rebases at an unpredictable moment: once the minimum interval has passed, each call has a
// chance of triggering the rebase, so that traders cannot position themselves just before it.
contract RandomTimingRebaser {
    using SafeMath for uint256;

    IElastic public token;
    IPriceOracle public oracle;
    address public governance;
    uint256 public constant TARGET = 1e18;
    uint256 public minInterval = 12 hours;
    uint256 public chancePercent = 10;
    uint256 public lastRebase;
    uint256 public epoch;

    event Rebased(uint256 epoch, int256 delta);

    constructor(IElastic token_, IPriceOracle oracle_) public {
        governance = msg.sender;
        token = token_;
        oracle = oracle_;
        lastRebase = block.timestamp;
    }

    function setChance(uint256 percent) external {
        require(msg.sender == governance, "gov");
        require(percent > 0 && percent <= 100, "range");
        chancePercent = percent;
    }

    function tryRebase() external {
        require(msg.sender == tx.origin, "eoa");
        require(block.timestamp >= lastRebase.add(minInterval), "interval");
        // <yes> <report> BAD_RANDOMNESS
        uint256 roll = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), block.timestamp, msg.sender))) % 100;
        if (roll >= chancePercent) {
            return;
        }
        lastRebase = block.timestamp;
        epoch = epoch.add(1);

        uint256 price = oracle.consult();
        uint256 supply = token.totalSupply();
        int256 delta;
        if (price > TARGET) {
            delta = int256(supply.mul(price.sub(TARGET)).div(TARGET).div(10));
        } else {
            delta = -int256(supply.mul(TARGET.sub(price)).div(TARGET).div(10));
        }
        token.rebase(epoch, delta);
        emit Rebased(epoch, delta);
    }
}
