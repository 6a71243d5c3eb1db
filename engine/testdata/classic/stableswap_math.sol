// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Curve's StableSwap invariant for two coins of the same decimals, with its Newton iterations bounded to 255
/// rounds, an exchange that takes a minimum out and a fee, and balances tracked internally.
contract StableSwap2 {
    uint256 private constant N_COINS = 2;
    uint256 private constant FEE_DENOMINATOR = 1e10;
    uint256 public immutable A;
    uint256 public immutable fee;
    IERC20[2] public coins;
    uint256[2] public balances;
    bool private locked;

    error Reentered();
    error Slippage(uint256 dy, uint256 minDy);
    error NoConvergence();

    modifier nonReentrant() {
        if (locked) revert Reentered();
        locked = true;
        _;
        locked = false;
    }

    constructor(IERC20[2] memory _coins, uint256 _A, uint256 _fee) {
        require(_A > 0 && _A < 1e6 && _fee < FEE_DENOMINATOR / 100, "params");
        coins = _coins;
        A = _A;
        fee = _fee;
    }

    function getD(uint256[2] memory xp, uint256 amp) internal pure returns (uint256) {
        uint256 s = xp[0] + xp[1];
        if (s == 0) return 0;
        uint256 d = s;
        uint256 ann = amp * N_COINS;
        for (uint256 i = 0; i < 255; i++) {
            uint256 dP = d;
            for (uint256 j = 0; j < N_COINS; j++) {
                dP = (dP * d) / (xp[j] * N_COINS);
            }
            uint256 dPrev = d;
            d = ((ann * s + dP * N_COINS) * d) / ((ann - 1) * d + (N_COINS + 1) * dP);
            if (d > dPrev ? d - dPrev <= 1 : dPrev - d <= 1) return d;
        }
        revert NoConvergence();
    }

    function getY(uint256 x, uint256[2] memory xp) internal view returns (uint256) {
        uint256 d = getD(xp, A);
        uint256 ann = A * N_COINS;
        uint256 c = (d * d) / (x * N_COINS);
        c = (c * d) / (ann * N_COINS);
        uint256 b = x + d / ann;
        uint256 y = d;
        for (uint256 k = 0; k < 255; k++) {
            uint256 yPrev = y;
            y = (y * y + c) / (2 * y + b - d);
            if (y > yPrev ? y - yPrev <= 1 : yPrev - y <= 1) return y;
        }
        revert NoConvergence();
    }

    function addLiquidity(uint256[2] calldata amounts) external nonReentrant {
        for (uint256 k = 0; k < N_COINS; k++) {
            if (amounts[k] > 0) {
                require(coins[k].transferFrom(msg.sender, address(this), amounts[k]), "transfer in failed");
                balances[k] += amounts[k];
            }
        }
    }

    function exchange(uint256 i, uint256 dx, uint256 minDy) external nonReentrant returns (uint256 dy) {
        require(i < N_COINS && dx > 0, "args");
        uint256 j = 1 - i;
        uint256[2] memory xp = balances;
        uint256 y = getY(xp[i] + dx, xp);
        dy = xp[j] - y - 1;
        uint256 dyFee = (dy * fee) / FEE_DENOMINATOR;
        dy -= dyFee;
        if (dy < minDy) revert Slippage(dy, minDy);
        balances[i] = xp[i] + dx;
        balances[j] = xp[j] - dy;
        require(coins[i].transferFrom(msg.sender, address(this), dx), "transfer in failed");
        require(coins[j].transfer(msg.sender, dy), "transfer out failed");
    }
}

// Safe code in the style of widely used contracts (Curve StableSwap): held to no finding above low. Each
// medium-or-above expectation marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
