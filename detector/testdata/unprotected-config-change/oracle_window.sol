pragma solidity ^0.8.0;

interface IPair {
    function price0CumulativeLast() external view returns (uint256);
}

// A number a check reads before the stored price a view reports: loosened by anyone, the caller sets the price.
contract WindowOracle {
    IPair public pair;
    address public owner;
    uint256 public period = 1 hours;
    uint256 public minGap = 1 hours;
    uint256 public lastCumulative;
    uint256 public lastTime;
    uint256 public average;

    constructor(IPair p) {
        pair = p;
        owner = msg.sender;
    }

    function setPeriod(uint256 p) external { // want "lets any caller set period, which a check in WindowOracle.update\\(\\) reads before it stores"
        period = p;
    }

    // Safe: only the owner sets it.
    function setMinGap(uint256 g) external {
        require(msg.sender == owner, "owner");
        minGap = g;
    }

    function update() external {
        uint256 elapsed = block.timestamp - lastTime;
        require(elapsed >= period && elapsed >= minGap, "period");
        uint256 cumulative = pair.price0CumulativeLast();
        average = (cumulative - lastCumulative) / elapsed;
        lastCumulative = cumulative;
        lastTime = block.timestamp;
    }

    function consult(uint256 amountIn) external view returns (uint256 amountOut) {
        amountOut = (average * amountIn) >> 112;
    }
}

// A window worked into a named result a view reports.
contract TickWindow {
    address public gov;
    uint32 public window = 1800;
    uint32 public maxWindow = 3600;
    int56 public cumulative;

    constructor() {
        gov = msg.sender;
    }

    function setWindow(uint32 w) external { // want "lets any caller set window, which TickWindow.meanTick\\(\\) works into the rate it reports"
        window = w;
    }

    // Safe: guarded.
    function setMaxWindow(uint32 w) external {
        require(msg.sender == gov, "gov");
        maxWindow = w;
    }

    function meanTick() external view returns (int24 tick) {
        tick = int24(cumulative / int56(uint56(window)) / int56(uint56(maxWindow)));
    }
}

// Safe: a check on a number before a store no view reports.
contract Counter {
    uint256 public step = 1;
    uint256 private hidden;

    function setStep(uint256 s) external {
        step = s;
    }

    function bump(uint256 x) external {
        require(x >= step, "step");
        hidden = x;
    }
}
