// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

interface IMintBurn {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function balanceOf(address account) external view returns (uint256);
}

/// Linear bonding-curve token launch with the usual protections: minimum output and deadline on
/// both sides, effects before the ether is paid out, and a lock on top.
contract GuardedCurveSale {
    IMintBurn public immutable token;
    uint256 public immutable slope; // price increase per token, scaled by 1e18
    uint256 public supply;
    uint256 public reserve;
    uint256 private locked = 1;

    event Buy(address indexed buyer, uint256 ethIn, uint256 tokensOut);
    event Sell(address indexed seller, uint256 tokensIn, uint256 ethOut);

    modifier lock() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    modifier before(uint256 deadline) {
        require(block.timestamp <= deadline, "expired");
        _;
    }

    constructor(IMintBurn _token, uint256 _slope) {
        token = _token;
        slope = _slope;
    }

    function costBetween(uint256 s0, uint256 s1) public view returns (uint256) {
        return (slope * (s1 * s1 - s0 * s0)) / 2 / 1e36;
    }

    function buy(uint256 amount, uint256 maxCost, uint256 deadline) external payable lock before(deadline) {
        uint256 cost = costBetween(supply, supply + amount);
        require(cost <= maxCost, "slippage");
        require(msg.value >= cost, "payment");
        supply += amount;
        reserve += cost;
        token.mint(msg.sender, amount);
        if (msg.value > cost) {
            (bool ok, ) = msg.sender.call{value: msg.value - cost}("");
            require(ok, "change");
        }
        emit Buy(msg.sender, cost, amount);
    }

    function sell(uint256 amount, uint256 minOut, uint256 deadline) external lock before(deadline) {
        require(amount <= supply, "supply");
        uint256 out = costBetween(supply - amount, supply);
        require(out >= minOut, "slippage");
        supply -= amount;
        reserve -= out;
        token.burn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: out}("");
        require(ok, "payout");
        emit Sell(msg.sender, amount, out);
    }
}
