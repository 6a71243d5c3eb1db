// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IGauge {
    function notifyRewardAmount(address token, uint256 amount) external;
}

interface IGaugeFactory {
    function createGauge(address pool, address voter) external returns (address);
}

interface IPairFactory {
    function isPair(address pool) external view returns (bool);
}

// A Solidly-style voter: anyone creates a gauge for any pool from the pair factory; each epoch the minter
// sends emissions here and distribute() hands every gauge its share of the votes.
contract Voter {
    address public immutable minter;
    address public immutable emissionToken;
    IGaugeFactory public immutable gaugeFactory;
    IPairFactory public immutable pairFactory;

    address[] public pools;
    mapping(address => address) public gauges;
    mapping(address => uint256) public weights;
    uint256 public totalWeight;

    uint256 internal index;
    mapping(address => uint256) internal supplyIndex;
    mapping(address => uint256) public claimable;

    event GaugeCreated(address indexed gauge, address creator, address indexed pool);

    constructor(address _minter, address _token, IGaugeFactory _gf, IPairFactory _pf) {
        minter = _minter;
        emissionToken = _token;
        gaugeFactory = _gf;
        pairFactory = _pf;
    }

    function createGauge(address pool) external returns (address gauge) {
        require(gauges[pool] == address(0), "exists");
        require(pairFactory.isPair(pool), "not a pair");
        gauge = gaugeFactory.createGauge(pool, address(this));
        IERC20(emissionToken).approve(gauge, type(uint256).max);
        gauges[pool] = gauge;
        supplyIndex[gauge] = index;
        pools.push(pool);
        emit GaugeCreated(gauge, msg.sender, pool);
    }

    function notifyRewardAmount(uint256 amount) external {
        require(msg.sender == minter, "minter only");
        require(IERC20(emissionToken).transferFrom(msg.sender, address(this), amount), "transferFrom");
        if (totalWeight > 0) {
            index += (amount * 1e18) / totalWeight;
        }
    }

    function _updateFor(address gauge, address pool) internal {
        uint256 supplied = weights[pool];
        uint256 delta = index - supplyIndex[gauge];
        supplyIndex[gauge] = index;
        if (supplied > 0 && delta > 0) {
            claimable[gauge] += (supplied * delta) / 1e18;
        }
    }

    function distribute(address gauge, address pool) public {
        _updateFor(gauge, pool);
        uint256 amount = claimable[gauge];
        if (amount > 0) {
            claimable[gauge] = 0;
            IGauge(gauge).notifyRewardAmount(emissionToken, amount);
        }
    }

    // The minter's epoch flip calls this; pools grows with every gauge anyone creates, for a few pairs' cost.
    function distributeAll() external {
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < pools.length; i++) {
            address pool = pools[i];
            distribute(gauges[pool], pool);
        }
    }
}
