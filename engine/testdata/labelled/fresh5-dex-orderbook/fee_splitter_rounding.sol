// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Aggregator fee module. Integrators earn a share of the protocol fee; the share is computed per whole
/// basis point of volume, so trades under 10_000 units pay no fee and every trade loses the remainder.
contract AggregatorFeeModule {
    uint256 public constant BPS = 10_000;

    address public immutable protocolTreasury;
    uint256 public immutable protocolFeeBps; // e.g. 5 = 0.05 %
    uint256 public immutable integratorShareBps; // share of the fee paid to the integrator

    mapping(address => mapping(address => uint256)) public integratorBalance; // integrator => token => amount

    constructor(address treasury, uint256 feeBps, uint256 shareBps) {
        require(feeBps <= 100 && shareBps <= BPS, "Fee: bounds");
        protocolTreasury = treasury;
        protocolFeeBps = feeBps;
        integratorShareBps = shareBps;
    }

    function takeFee(address token, uint256 amount, address integrator) external returns (uint256 net) {
        // <yes> <report> ARITHMETIC
        uint256 fee = (amount / BPS) * protocolFeeBps;
        uint256 integratorCut = (fee * integratorShareBps) / BPS;
        net = amount - fee;
        require(IERC20(token).transferFrom(msg.sender, address(this), fee), "Fee: pull");
        integratorBalance[integrator][token] += integratorCut;
        require(IERC20(token).transfer(protocolTreasury, fee - integratorCut), "Fee: treasury");
    }

    function claim(address token) external {
        uint256 owed = integratorBalance[msg.sender][token];
        integratorBalance[msg.sender][token] = 0;
        require(IERC20(token).transfer(msg.sender, owed), "Fee: claim");
    }
}
