// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IStable {
    function global_collateral_ratio() external view returns (uint256);
    function pool_burn_from(address from, uint256 amount) external;
}

interface IEthOracle {
    function ethUsdPrice() external view returns (uint256);
}

// Fractional stablecoin pool with native ether as collateral. Redemption is two-step: redeem burns the
// stablecoin and books the ether owed; collectRedemption pays it out at least one block later, so that a
// redemption cannot be combined with a flash-minted position in the same block.
contract EthCollateralPool {
    uint256 private constant PRICE_PRECISION = 1e6;

    IStable public immutable stable;
    IEthOracle public immutable oracle;
    address public immutable timelock;
    uint256 public redemptionDelay = 1;
    uint256 public redemptionFee = 4500;
    uint256 public unclaimedPoolCollateral;

    mapping(address => uint256) public redeemCollateralBalances;
    mapping(address => uint256) public lastRedeemed;

    constructor(IStable stable_, IEthOracle oracle_, address timelock_) {
        stable = stable_;
        oracle = oracle_;
        timelock = timelock_;
    }

    receive() external payable {}

    function setRedemptionDelay(uint256 delay) external {
        require(msg.sender == timelock, "timelock");
        redemptionDelay = delay;
    }

    function redeem1t1(uint256 stableAmount, uint256 minEthOut) external {
        require(stable.global_collateral_ratio() == PRICE_PRECISION, "not fully collateralised");
        uint256 usdValue = stableAmount * (PRICE_PRECISION - redemptionFee) / PRICE_PRECISION;
        uint256 ethOut = usdValue * PRICE_PRECISION / oracle.ethUsdPrice();
        require(ethOut >= minEthOut, "slippage");
        require(ethOut <= address(this).balance - unclaimedPoolCollateral, "not enough collateral");

        stable.pool_burn_from(msg.sender, stableAmount);
        redeemCollateralBalances[msg.sender] += ethOut;
        unclaimedPoolCollateral += ethOut;
        lastRedeemed[msg.sender] = block.number;
    }

    function collectRedemption() external {
        require(lastRedeemed[msg.sender] + redemptionDelay <= block.number, "wait a block");
        uint256 amount = redeemCollateralBalances[msg.sender];
        require(amount > 0, "nothing to collect");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "eth transfer");
        redeemCollateralBalances[msg.sender] = 0;
        unclaimedPoolCollateral -= amount;
    }
}
