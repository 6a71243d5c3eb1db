// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity 0.7.5;

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

// The control-variable part of a bond depository: the policy sets terms and schedules a gradual change of
// the bond control variable, which each deposit steps towards its target.
contract BondTermsController {
    using SafeMath for uint256;

    enum Parameter { VESTING, PAYOUT, FEE, DEBT }

    struct Adjust {
        bool add;
        uint256 rate;
        uint256 target;
        uint256 buffer;
        uint256 lastBlock;
    }

    address public policy;
    address public depository;
    uint256 public controlVariable;
    uint256 public vestingTerm;
    uint256 public maxPayout;
    uint256 public fee;
    uint256 public maxDebt;
    Adjust public adjustment;

    event ControlVariableAdjustment(uint256 initialBCV, uint256 newBCV, uint256 adjustment, bool addition);

    modifier onlyPolicy() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == policy, "caller is not the policy");
        _;
    }

    constructor(address depository_, uint256 bcv) {
        policy = msg.sender;
        depository = depository_;
        controlVariable = bcv;
    }

    function setBondTerms(Parameter parameter, uint256 input) external onlyPolicy {
        if (parameter == Parameter.VESTING) {
            require(input >= 10000, "vesting too short");
            vestingTerm = input;
        } else if (parameter == Parameter.PAYOUT) {
            require(input <= 1000, "payout too large");
            maxPayout = input;
        } else if (parameter == Parameter.FEE) {
            require(input <= 10000, "fee too large");
            fee = input;
        } else if (parameter == Parameter.DEBT) {
            maxDebt = input;
        }
    }

    function setAdjustment(bool addition, uint256 increment, uint256 target, uint256 buffer) external onlyPolicy {
        require(increment <= controlVariable.mul(25).div(1000), "increment too large");
        adjustment = Adjust({add: addition, rate: increment, target: target, buffer: buffer, lastBlock: block.number});
    }

    function pushPolicy(address newPolicy) external onlyPolicy {
        require(newPolicy != address(0), "zero");
        policy = newPolicy;
    }

    function adjust() external {
        require(msg.sender == depository, "depository");
        uint256 blockCanAdjust = adjustment.lastBlock.add(adjustment.buffer);
        if (adjustment.rate == 0 || block.number < blockCanAdjust) {
            return;
        }
        uint256 initial = controlVariable;
        if (adjustment.add) {
            controlVariable = controlVariable.add(adjustment.rate);
            if (controlVariable >= adjustment.target) {
                adjustment.rate = 0;
            }
        } else {
            controlVariable = controlVariable.sub(adjustment.rate);
            if (controlVariable <= adjustment.target) {
                adjustment.rate = 0;
            }
        }
        adjustment.lastBlock = block.number;
        emit ControlVariableAdjustment(initial, controlVariable, adjustment.rate, adjustment.add);
    }
}
