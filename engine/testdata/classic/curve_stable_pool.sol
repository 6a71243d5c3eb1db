// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

/// Curve-style StableSwap pool of three coins with amplification ramping, fees, admin fees and an LP token
/// kept in the pool itself. Every user action carries a slippage bound.
contract StableSwap3Pool {
    using SafeERC20 for IERC20;

    uint256 public constant N_COINS = 3;
    uint256 public constant FEE_DENOMINATOR = 1e10;
    uint256 public constant PRECISION = 1e18;
    uint256 public constant A_PRECISION = 100;
    uint256 public constant MAX_ADMIN_FEE = 1e10;
    uint256 public constant MAX_FEE = 5e9;
    uint256 public constant MAX_A = 1e6;
    uint256 public constant MAX_A_CHANGE = 10;
    uint256 public constant MIN_RAMP_TIME = 1 days;
    uint256 public constant ADMIN_ACTIONS_DELAY = 3 days;

    IERC20[3] public coins;
    uint256[3] public balances;
    uint256[3] internal rates;

    uint256 public fee;
    uint256 public adminFee;
    uint256 public futureFee;
    uint256 public futureAdminFee;
    uint256 public adminActionsDeadline;

    uint256 public initialA;
    uint256 public futureA;
    uint256 public initialATime;
    uint256 public futureATime;

    address public owner;
    bool public isKilled;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    uint256 private unlocked = 1;

    event TokenExchange(address indexed buyer, uint256 soldId, uint256 tokensSold, uint256 boughtId, uint256 tokensBought);
    event AddLiquidity(address indexed provider, uint256[3] tokenAmounts, uint256 invariant, uint256 tokenSupply);
    event RemoveLiquidity(address indexed provider, uint256[3] tokenAmounts, uint256 tokenSupply);
    event RemoveLiquidityOne(address indexed provider, uint256 tokenAmount, uint256 coinAmount);
    event RampA(uint256 oldA, uint256 newA, uint256 initialTime, uint256 futureTime);
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyOwner() {
        require(msg.sender == owner, "only owner");
        _;
    }

    modifier nonReentrant() {
        require(unlocked == 1, "locked");
        unlocked = 2;
        _;
        unlocked = 1;
    }

    constructor(IERC20[3] memory coins_, uint256[3] memory precisionMul, uint256 a, uint256 fee_, uint256 adminFee_) {
        require(fee_ <= MAX_FEE && adminFee_ <= MAX_ADMIN_FEE, "fee");
        for (uint256 i = 0; i < N_COINS; i++) {
            require(address(coins_[i]) != address(0), "coin");
            coins[i] = coins_[i];
            rates[i] = PRECISION * precisionMul[i];
        }
        initialA = a * A_PRECISION;
        futureA = a * A_PRECISION;
        fee = fee_;
        adminFee = adminFee_;
        owner = msg.sender;
    }

    // ---------------------------------------------------------------- LP token

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - value;
        }
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    // ---------------------------------------------------------------- math

    function A() public view returns (uint256) {
        uint256 t1 = futureATime;
        uint256 a1 = futureA;
        if (block.timestamp < t1) {
            uint256 a0 = initialA;
            uint256 t0 = initialATime;
            if (a1 > a0) {
                return a0 + ((a1 - a0) * (block.timestamp - t0)) / (t1 - t0);
            }
            return a0 - ((a0 - a1) * (block.timestamp - t0)) / (t1 - t0);
        }
        return a1;
    }

    function _xp(uint256[3] memory bals) internal view returns (uint256[3] memory xp) {
        for (uint256 i = 0; i < N_COINS; i++) {
            xp[i] = (rates[i] * bals[i]) / PRECISION;
        }
    }

    function getD(uint256[3] memory xp, uint256 amp) internal pure returns (uint256) {
        uint256 s;
        for (uint256 i = 0; i < N_COINS; i++) {
            s += xp[i];
        }
        if (s == 0) {
            return 0;
        }
        uint256 d = s;
        uint256 ann = amp * N_COINS;
        for (uint256 it = 0; it < 255; it++) {
            uint256 dP = d;
            for (uint256 j = 0; j < N_COINS; j++) {
                dP = (dP * d) / (xp[j] * N_COINS);
            }
            uint256 dPrev = d;
            d = (((ann * s) / A_PRECISION + dP * N_COINS) * d) / (((ann - A_PRECISION) * d) / A_PRECISION + (N_COINS + 1) * dP);
            if (d > dPrev ? d - dPrev <= 1 : dPrev - d <= 1) {
                return d;
            }
        }
        revert("D did not converge");
    }

    function getY(uint256 i, uint256 j, uint256 x, uint256[3] memory xp) internal view returns (uint256) {
        require(i != j && i < N_COINS && j < N_COINS, "bad index");
        uint256 amp = A();
        uint256 d = getD(xp, amp);
        uint256 ann = amp * N_COINS;
        uint256 c = d;
        uint256 s;
        for (uint256 k = 0; k < N_COINS; k++) {
            uint256 xk;
            if (k == i) {
                xk = x;
            } else if (k != j) {
                xk = xp[k];
            } else {
                continue;
            }
            s += xk;
            c = (c * d) / (xk * N_COINS);
        }
        c = (c * d * A_PRECISION) / (ann * N_COINS);
        uint256 b = s + (d * A_PRECISION) / ann;
        uint256 y = d;
        for (uint256 it = 0; it < 255; it++) {
            uint256 yPrev = y;
            y = (y * y + c) / (2 * y + b - d);
            if (y > yPrev ? y - yPrev <= 1 : yPrev - y <= 1) {
                return y;
            }
        }
        revert("y did not converge");
    }

    function getVirtualPrice() external view returns (uint256) {
        uint256 d = getD(_xp(balances), A());
        return (d * PRECISION) / totalSupply;
    }

    function getDy(uint256 i, uint256 j, uint256 dx) external view returns (uint256) {
        uint256[3] memory xp = _xp(balances);
        uint256 x = xp[i] + (dx * rates[i]) / PRECISION;
        uint256 y = getY(i, j, x, xp);
        uint256 dy = ((xp[j] - y - 1) * PRECISION) / rates[j];
        return dy - (fee * dy) / FEE_DENOMINATOR;
    }

    // ---------------------------------------------------------------- liquidity

    function addLiquidity(uint256[3] calldata amounts, uint256 minMintAmount) external nonReentrant returns (uint256) {
        require(!isKilled, "killed");
        uint256 amp = A();
        uint256 supply = totalSupply;
        uint256[3] memory oldBalances = balances;
        uint256 d0 = supply > 0 ? getD(_xp(oldBalances), amp) : 0;
        uint256[3] memory newBalances = [oldBalances[0], oldBalances[1], oldBalances[2]];
        for (uint256 i = 0; i < N_COINS; i++) {
            if (supply == 0) {
                require(amounts[i] > 0, "initial deposit requires all coins");
            }
            if (amounts[i] > 0) {
                uint256 before = coins[i].balanceOf(address(this));
                coins[i].safeTransferFrom(msg.sender, address(this), amounts[i]);
                newBalances[i] += coins[i].balanceOf(address(this)) - before;
            }
        }
        uint256 d1 = getD(_xp(newBalances), amp);
        require(d1 > d0, "D must increase");
        uint256 mintAmount;
        if (supply > 0) {
            uint256 baseFee = (fee * N_COINS) / (4 * (N_COINS - 1));
            for (uint256 i = 0; i < N_COINS; i++) {
                uint256 ideal = (d1 * oldBalances[i]) / d0;
                uint256 difference = ideal > newBalances[i] ? ideal - newBalances[i] : newBalances[i] - ideal;
                uint256 f = (baseFee * difference) / FEE_DENOMINATOR;
                balances[i] = newBalances[i] - (f * adminFee) / FEE_DENOMINATOR;
                newBalances[i] -= f;
            }
            uint256 d2 = getD(_xp(newBalances), amp);
            mintAmount = (supply * (d2 - d0)) / d0;
        } else {
            for (uint256 i = 0; i < N_COINS; i++) {
                balances[i] = newBalances[i];
            }
            mintAmount = d1;
        }
        require(mintAmount >= minMintAmount, "slippage screwed you");
        totalSupply = supply + mintAmount;
        balanceOf[msg.sender] += mintAmount;
        emit Transfer(address(0), msg.sender, mintAmount);
        emit AddLiquidity(msg.sender, amounts, d1, supply + mintAmount);
        return mintAmount;
    }

    function exchange(uint256 i, uint256 j, uint256 dx, uint256 minDy) external nonReentrant returns (uint256) {
        require(!isKilled, "killed");
        uint256[3] memory xp = _xp(balances);
        uint256 before = coins[i].balanceOf(address(this));
        coins[i].safeTransferFrom(msg.sender, address(this), dx);
        uint256 received = coins[i].balanceOf(address(this)) - before;
        uint256 x = xp[i] + (received * rates[i]) / PRECISION;
        uint256 y = getY(i, j, x, xp);
        uint256 dy = xp[j] - y - 1;
        uint256 dyFee = (dy * fee) / FEE_DENOMINATOR;
        dy = ((dy - dyFee) * PRECISION) / rates[j];
        require(dy >= minDy, "exchange resulted in fewer coins than expected");
        uint256 dyAdminFee = (((dyFee * adminFee) / FEE_DENOMINATOR) * PRECISION) / rates[j];
        balances[i] += received;
        balances[j] -= dy + dyAdminFee;
        coins[j].safeTransfer(msg.sender, dy);
        emit TokenExchange(msg.sender, i, received, j, dy);
        return dy;
    }

    function removeLiquidity(uint256 amount, uint256[3] calldata minAmounts) external nonReentrant returns (uint256[3] memory out) {
        uint256 supply = totalSupply;
        balanceOf[msg.sender] -= amount;
        totalSupply = supply - amount;
        for (uint256 i = 0; i < N_COINS; i++) {
            uint256 value = (balances[i] * amount) / supply;
            require(value >= minAmounts[i], "withdrawal resulted in fewer coins than expected");
            balances[i] -= value;
            out[i] = value;
        }
        for (uint256 i = 0; i < N_COINS; i++) {
            coins[i].safeTransfer(msg.sender, out[i]);
        }
        emit Transfer(msg.sender, address(0), amount);
        emit RemoveLiquidity(msg.sender, out, supply - amount);
    }

    function removeLiquidityOneCoin(uint256 tokenAmount, uint256 i, uint256 minAmount) external nonReentrant returns (uint256) {
        require(!isKilled, "killed");
        require(i < N_COINS, "bad index");
        uint256 amp = A();
        uint256[3] memory xp = _xp(balances);
        uint256 d0 = getD(xp, amp);
        uint256 d1 = d0 - (tokenAmount * d0) / totalSupply;
        uint256 newY = _getYD(amp, i, xp, d1);
        uint256 baseFee = (fee * N_COINS) / (4 * (N_COINS - 1));
        uint256[3] memory reduced = [xp[0], xp[1], xp[2]];
        for (uint256 j = 0; j < N_COINS; j++) {
            uint256 expected = j == i ? (xp[j] * d1) / d0 - newY : xp[j] - (xp[j] * d1) / d0;
            reduced[j] -= (baseFee * expected) / FEE_DENOMINATOR;
        }
        uint256 dy = reduced[i] - _getYD(amp, i, reduced, d1);
        dy = ((dy - 1) * PRECISION) / rates[i];
        uint256 dy0 = ((xp[i] - newY) * PRECISION) / rates[i];
        require(dy >= minAmount, "not enough coins removed");
        balances[i] -= dy + ((dy0 - dy) * adminFee) / FEE_DENOMINATOR;
        balanceOf[msg.sender] -= tokenAmount;
        totalSupply -= tokenAmount;
        coins[i].safeTransfer(msg.sender, dy);
        emit Transfer(msg.sender, address(0), tokenAmount);
        emit RemoveLiquidityOne(msg.sender, tokenAmount, dy);
        return dy;
    }

    function _getYD(uint256 amp, uint256 i, uint256[3] memory xp, uint256 d) internal pure returns (uint256) {
        uint256 ann = amp * N_COINS;
        uint256 c = d;
        uint256 s;
        for (uint256 k = 0; k < N_COINS; k++) {
            if (k == i) {
                continue;
            }
            s += xp[k];
            c = (c * d) / (xp[k] * N_COINS);
        }
        c = (c * d * A_PRECISION) / (ann * N_COINS);
        uint256 b = s + (d * A_PRECISION) / ann;
        uint256 y = d;
        for (uint256 it = 0; it < 255; it++) {
            uint256 yPrev = y;
            y = (y * y + c) / (2 * y + b - d);
            if (y > yPrev ? y - yPrev <= 1 : yPrev - y <= 1) {
                return y;
            }
        }
        revert("y did not converge");
    }

    // ---------------------------------------------------------------- admin

    function rampA(uint256 futureA_, uint256 futureTime) external onlyOwner {
        require(block.timestamp >= initialATime + MIN_RAMP_TIME, "ramp too soon");
        require(futureTime >= block.timestamp + MIN_RAMP_TIME, "insufficient time");
        uint256 current = A();
        uint256 target = futureA_ * A_PRECISION;
        require(futureA_ > 0 && futureA_ < MAX_A, "bad A");
        require(target <= current * MAX_A_CHANGE && target * MAX_A_CHANGE >= current, "A change too large");
        initialA = current;
        futureA = target;
        initialATime = block.timestamp;
        futureATime = futureTime;
        emit RampA(current, target, block.timestamp, futureTime);
    }

    function commitNewFee(uint256 newFee, uint256 newAdminFee) external onlyOwner {
        require(adminActionsDeadline == 0, "active action");
        require(newFee <= MAX_FEE && newAdminFee <= MAX_ADMIN_FEE, "fee too high");
        adminActionsDeadline = block.timestamp + ADMIN_ACTIONS_DELAY;
        futureFee = newFee;
        futureAdminFee = newAdminFee;
    }

    function applyNewFee() external onlyOwner {
        require(adminActionsDeadline != 0 && block.timestamp >= adminActionsDeadline, "not yet");
        adminActionsDeadline = 0;
        fee = futureFee;
        adminFee = futureAdminFee;
    }

    function withdrawAdminFees() external onlyOwner nonReentrant {
        for (uint256 i = 0; i < N_COINS; i++) {
            uint256 excess = coins[i].balanceOf(address(this)) - balances[i];
            if (excess > 0) {
                coins[i].safeTransfer(msg.sender, excess);
            }
        }
    }

    function killMe() external onlyOwner {
        isKilled = true;
    }

    function unkillMe() external onlyOwner {
        isKilled = false;
    }
}
