// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.7.6;

interface IOracle {
    function getData() external returns (uint256, bool);
}

interface IUFragments {
    function totalSupply() external view returns (uint256);
    function rebase(uint256 epoch, int256 supplyDelta) external returns (uint256);
}

// Ampleforth-style monetary policy: once per rebase window the orchestrator asks for a rebase, the policy
// reads the market price and the CPI target and changes the supply by a damped share of the deviation.
contract UFragmentsPolicy {
    uint256 private constant DECIMALS = 18;
    uint256 private constant MAX_RATE = 10**6 * 10**DECIMALS;
    uint256 private constant MAX_SUPPLY = uint256(type(int256).max) / MAX_RATE;

    IUFragments public uFrags;
    IOracle public cpiOracle;
    IOracle public marketOracle;
    address public owner;
    address public orchestrator;

    uint256 public baseCpi;
    uint256 public deviationThreshold = 5 * 10**(DECIMALS - 2);
    uint256 public rebaseLag = 30;
    uint256 public minRebaseTimeIntervalSec = 1 days;
    uint256 public lastRebaseTimestampSec;
    uint256 public epoch;

    event LogRebase(uint256 indexed epoch, uint256 exchangeRate, uint256 cpi, int256 requestedSupplyAdjustment);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IUFragments uFrags_, uint256 baseCpi_) {
        owner = msg.sender;
        uFrags = uFrags_;
        baseCpi = baseCpi_;
    }

    function rebase() external {
        require(msg.sender == orchestrator, "orchestrator");
        require(lastRebaseTimestampSec + minRebaseTimeIntervalSec <= block.timestamp, "too soon");
        lastRebaseTimestampSec = block.timestamp;
        epoch = epoch + 1;

        (uint256 cpi, bool cpiValid) = cpiOracle.getData();
        require(cpiValid, "cpi");
        uint256 targetRate = cpi * 10**DECIMALS / baseCpi;

        (uint256 exchangeRate, bool rateValid) = marketOracle.getData();
        require(rateValid, "rate");
        if (exchangeRate > MAX_RATE) {
            exchangeRate = MAX_RATE;
        }

        int256 supplyDelta = computeSupplyDelta(exchangeRate, targetRate);
        supplyDelta = supplyDelta / int256(rebaseLag);
        if (supplyDelta > 0 && uFrags.totalSupply() + uint256(supplyDelta) > MAX_SUPPLY) {
            supplyDelta = int256(MAX_SUPPLY - uFrags.totalSupply());
        }
        uFrags.rebase(epoch, supplyDelta);
        emit LogRebase(epoch, exchangeRate, cpi, supplyDelta);
    }

    function computeSupplyDelta(uint256 rate, uint256 targetRate) internal view returns (int256) {
        uint256 absDiff = rate > targetRate ? rate - targetRate : targetRate - rate;
        if (absDiff * 10**DECIMALS / targetRate < deviationThreshold) {
            return 0;
        }
        int256 supply = int256(uFrags.totalSupply());
        return supply * (int256(rate) - int256(targetRate)) / int256(targetRate);
    }

    function setCpiOracle(IOracle cpiOracle_) external onlyOwner {
        cpiOracle = cpiOracle_;
    }

    function setMarketOracle(IOracle marketOracle_) external {
        // <yes> <report> ACCESS_CONTROL
        marketOracle = marketOracle_;
    }

    function setOrchestrator(address orchestrator_) external onlyOwner {
        orchestrator = orchestrator_;
    }

    function setRebaseLag(uint256 rebaseLag_) external onlyOwner {
        require(rebaseLag_ > 0, "lag");
        rebaseLag = rebaseLag_;
    }

    function setDeviationThreshold(uint256 threshold) external onlyOwner {
        deviationThreshold = threshold;
    }
}
