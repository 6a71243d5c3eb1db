// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Cash-settled European put vault: at expiry anyone may settle the round; the settlement price is read
/// from the spot reserves of a Uniswap V2 pair in the same transaction, so a flash-swapped pool sets it.
contract CashPutVault {
    IUniswapV2Pair public immutable pair;
    IERC20 public immutable usdc;
    address public immutable weth;

    uint256 public strike;
    uint256 public expiry;
    uint256 public settlementPrice;
    uint256 public totalPuts;
    bool public settled;
    mapping(address => uint256) public putsOf;

    constructor(IUniswapV2Pair pair_, IERC20 usdc_, address weth_, uint256 strike_, uint256 expiry_) {
        pair = pair_;
        usdc = usdc_;
        weth = weth_;
        strike = strike_;
        expiry = expiry_;
    }

    function buyPut(uint256 contracts, uint256 premium) external {
        require(block.timestamp < expiry, "expired");
        require(usdc.transferFrom(msg.sender, address(this), premium), "premium");
        putsOf[msg.sender] += contracts;
        totalPuts += contracts;
    }

    function settle() external {
        require(block.timestamp >= expiry && !settled, "cannot settle");
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        // <yes> <report> OTHER
        settlementPrice = pair.token0() == weth ? (uint256(r1) * 1e18) / r0 : (uint256(r0) * 1e18) / r1;
        settled = true;
    }

    function redeem() external {
        require(settled, "not settled");
        uint256 n = putsOf[msg.sender];
        putsOf[msg.sender] = 0;
        if (settlementPrice < strike) {
            uint256 payout = ((strike - settlementPrice) * n) / 1e18;
            require(usdc.transfer(msg.sender, payout), "payout");
        }
    }
}
