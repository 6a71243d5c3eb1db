// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Time counted in long periods is a schedule, reported low; the same clock modulo a few seconds is a draw.
contract Schedule {
    uint256 public constant PERIOD = 1 weeks;
    uint256 public lastRebase;
    uint256[65535] public observations;
    mapping(address => uint256) public prize;

    function claimWindow() external view returns (bool) {
        return block.timestamp % PERIOD < 1 days; // a view: nothing is decided here
    }

    function observe(uint256 price) external {
        uint16 slot = uint16((block.timestamp / 15 minutes) % 65535); // want "derives a random value from block data"
        observations[slot] = price;
    }

    // Counted in a stored period, through a local: a schedule too, reported low.
    uint256 public periodSize = 30 minutes;

    function observeSlot(uint256 price) external {
        uint256 epoch = block.timestamp / periodSize; // want "picks an array element: observations\\[epoch % 65535\\]"
        observations[epoch % 65535] = price;
    }

    function observeNext(uint256 price) external {
        observations[(slotOf(block.timestamp) + 1) % 65535] = price; // want "picks an array element"
    }

    function slotOf(uint256 t) internal view returns (uint256) {
        return t / periodSize;
    }

    function play() external payable {
        if (block.timestamp % 7 == 3) { // want "decides the outcome of a condition: block.timestamp % 7 == 3"
            prize[msg.sender] += msg.value * 5;
        }
    }
}

// A clock rounded down to the start of its period (the allowance resets of Safe's AllowanceModule) is a time,
// not a draw; the remainder itself, compared, is one.
contract PeriodicAllowance {
    struct Allowance {
        uint96 amount;
        uint96 spent;
        uint16 resetTimeMin;
        uint32 lastResetMin;
    }

    mapping(address => Allowance) public allowances;

    function spend(uint96 amount) external {
        Allowance storage allowance = allowances[msg.sender];
        uint32 currentMin = uint32(block.timestamp / 60);
        if (allowance.resetTimeMin > 0 && allowance.lastResetMin <= currentMin - allowance.resetTimeMin) {
            allowance.spent = 0;
            allowance.lastResetMin = currentMin - ((currentMin - allowance.lastResetMin) % allowance.resetTimeMin);
        }
        require(allowance.spent + amount <= allowance.amount, "over allowance");
        allowance.spent += amount;
    }

    function setAllowance(uint96 amount, uint16 resetTimeMin) external {
        Allowance storage allowance = allowances[msg.sender];
        allowance.amount = amount;
        allowance.resetTimeMin = resetTimeMin;
        if (allowance.lastResetMin == 0) {
            allowance.lastResetMin = uint32(block.timestamp / 60);
        }
    }

    function lucky(uint32 start) external view returns (bool) {
        uint32 currentMin = uint32(block.timestamp / 60);
        return (currentMin - start) % 7 == 3;
    }

    function bonus(uint32 start) external {
        if ((uint32(block.timestamp) - start) % 7 == 3) { // want "decides the outcome of a condition"
            allowances[msg.sender].amount += 1;
        }
    }
}
