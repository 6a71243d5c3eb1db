// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

// Constant-product pool of fractions against ETH, run by the vault so fractions have a market while the
// NFT is locked.
contract FractionPool {
    IERC20 public immutable fractions;
    uint256 public reserveEth;
    uint256 public reserveFrac;
    address public immutable vault;
    uint256 public constant FEE_BPS = 30;

    constructor(IERC20 _fractions, address _vault) {
        fractions = _fractions;
        vault = _vault;
    }

    function seed(uint256 fracAmount) external payable {
        require(msg.sender == vault, "vault only");
        require(reserveEth == 0 && reserveFrac == 0, "seeded");
        require(fractions.transferFrom(msg.sender, address(this), fracAmount), "pull");
        reserveEth = msg.value;
        reserveFrac = fracAmount;
    }

    function quote(uint256 ethIn) public view returns (uint256) {
        uint256 inAfterFee = ethIn * (10_000 - FEE_BPS);
        return (inAfterFee * reserveFrac) / (reserveEth * 10_000 + inAfterFee);
    }

    /// @notice buy fractions with ETH at the pool's current price
    function buyFractions() external payable returns (uint256 out) {
        require(msg.value > 0, "zero");
        // <yes> <report> FRONT_RUNNING
        out = quote(msg.value);
        reserveEth += msg.value;
        reserveFrac -= out;
        require(fractions.transfer(msg.sender, out), "push");
    }

    function sellFractions(uint256 fracIn, uint256 minEthOut) external returns (uint256 out) {
        uint256 inAfterFee = fracIn * (10_000 - FEE_BPS);
        out = (inAfterFee * reserveEth) / (reserveFrac * 10_000 + inAfterFee);
        require(out >= minEthOut, "slippage");
        require(fractions.transferFrom(msg.sender, address(this), fracIn), "pull");
        reserveFrac += fracIn;
        reserveEth -= out;
        (bool ok, ) = msg.sender.call{value: out}("");
        require(ok, "eth");
    }
}
