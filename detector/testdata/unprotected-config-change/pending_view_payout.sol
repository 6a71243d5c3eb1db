// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// The rate reaches the payout through an accumulator and a pending-reward view: the deposit pays
// _pending(msg.sender), which reads accPerShare, which _accrue works out from the rate.
contract Emissions {
    IERC20 public reward;
    address public keeper;
    uint256 public emissionPerSecond;
    uint256 public guardedRate;
    uint256 public lastAccrual;
    uint256 public accPerShare;
    uint256 public totalDeposited;
    uint256 public locked;
    mapping(address => uint256) public deposited;
    mapping(address => uint256) public debt;

    function setEmission(uint256 perSecond) external { // want "Emissions.setEmission\\(\\) lets any caller set emissionPerSecond, which Emissions._accrue\\(\\) stores in accPerShare \\(line \\d+\\), which sets the amount Emissions.claim\\(\\) pays out through Emissions._pending\\(\\)"
        _accrue();
        emissionPerSecond = perSecond;
    }

    // Safe: only the keeper.
    function setGuardedRate(uint256 perSecond) external {
        require(msg.sender == keeper, "keeper");
        _accrue();
        guardedRate = perSecond;
    }

    // Safe: the figure moves on from its own value, read through _unlocked(); it is not set.
    function report(uint256 gain) external {
        locked = _unlocked() + gain;
    }

    function _unlocked() internal view returns (uint256) {
        return locked / 2;
    }

    function _accrue() internal {
        if (totalDeposited > 0) {
            accPerShare += ((block.timestamp - lastAccrual) * (emissionPerSecond + guardedRate) * 1e18) / totalDeposited;
        }
        lastAccrual = block.timestamp;
    }

    function _pending(address user) internal view returns (uint256) {
        return (deposited[user] * accPerShare) / 1e18 - debt[user];
    }

    function claim() external {
        _accrue();
        uint256 owed = _pending(msg.sender);
        debt[msg.sender] = (deposited[msg.sender] * accPerShare) / 1e18;
        require(reward.transfer(msg.sender, owed));
    }

    function release() external {
        uint256 amount = _unlocked();
        require(reward.transfer(msg.sender, amount));
    }
}
