// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Signs {
    IFeed feed;
    IERC20 token;
    mapping(address => int256) credit;
    mapping(address => uint256) stored;
    int256 net;

    function send(address to, uint256 amount) external {
        int256 d = int256(amount); // want "converts amount, which the caller chooses, to int256 with no check that it fits"
        require(credit[msg.sender] >= d);
        credit[msg.sender] -= d;
        credit[to] += d;
    }

    function setSigned(int256 x) external {
        stored[msg.sender] = uint256(x); // want "converts x, which the caller chooses, to uint256 with no check of its sign"
    }

    function price() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData();
        return uint256(answer); // want "converts answer, which another contract returns, to uint256 with no check of its sign"
    }

    // Safe: the sign is checked first.
    function priceChecked() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0, "price");
        return uint256(answer);
    }

    // Safe: the absolute value, taken by sign.
    function abs(int256 x) external pure returns (uint256) {
        return x >= 0 ? uint256(x) : uint256(-x);
    }

    // Safe: bounded from above before it is made signed.
    function sendBounded(address to, uint256 amount) external {
        require(amount <= uint256(type(int256).max), "too large");
        credit[msg.sender] -= int256(amount);
        credit[to] += int256(amount);
    }

    // Safe: the amount is pulled from the caller, which fails beyond any real balance.
    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        net += int256(amount);
    }

    // Safe: ether sent is far below 2^255, and a widening conversion keeps the sign meaningful.
    function pay(uint128 small) external payable {
        net += int256(msg.value);
        net += int256(uint256(small));
    }

    // Safe: a value the caller does not choose.
    function stamp() external {
        net = int256(block.timestamp);
    }
}

contract Ledger {
    struct Lock {
        uint128 amount;
        uint64 end;
    }
    mapping(address => uint256) balances;
    mapping(address => Lock) locks;
    IERC20 token;

    // Checked against a stored balance, or pulled as a token amount: rated low, reported.
    function lock(uint256 amount) external {
        require(amount <= balances[msg.sender], "balance");
        balances[msg.sender] -= amount;
        locks[msg.sender].amount = uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }

    function lockPulled(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        locks[msg.sender].amount += uint128(amount); // want "converts amount, which the caller chooses, to uint128"
    }
}

contract SignedMath {
    // Safe: the absolute value, chosen by a test of the sign inside the conversion.
    function absInside(int256 n) external pure returns (uint256) {
        unchecked {
            return uint256(n >= 0 ? n : -n);
        }
    }

    // A sum of two signed values can be negative.
    function sum(int128 a, int128 b) external pure returns (uint256) {
        return uint256(int256(a) + int256(b)); // want "converts int256\\(a\\) \\+ int256\\(b\\), which the caller chooses, to uint256 with no check of its sign"
    }
}

contract Reserves {
    uint112 r0;
    uint112 r1;
    IERC20 token;

    // Safe: a checked difference never exceeds the uint112 it starts from.
    function take(uint256 out) external {
        r1 = uint112(uint256(r1) - out);
    }

    // The amount is pulled from the caller: rated low, reported.
    function add(uint256 amountIn) external {
        require(token.transferFrom(msg.sender, address(this), amountIn));
        r0 = uint112(uint256(r0) + amountIn); // want "converts uint256\\(r0\\) \\+ amountIn, which the caller chooses, to uint112"
    }

    // Unchecked, the difference wraps.
    function takeUnchecked(uint256 out) external {
        unchecked {
            r1 = uint112(uint256(r1) - out); // want "converts uint256\\(r1\\) - out, which the caller chooses, to uint112"
        }
    }
}

contract NonZero {
    IFeed feed;

    // A check that the answer is not zero says nothing of its sign.
    function price() public view returns (uint256) {
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer != 0, "zero");
        return uint256(answer); // want "converts answer, which another contract returns, to uint256 with no check of its sign"
    }
}

contract SignedNarrow {
    mapping(address => int64) public pos;

    // An upper bound leaves a signed value free below zero.
    function set(int256 x) external {
        require(x <= 100, "cap");
        pos[msg.sender] = int64(x); // want "converts x, which the caller chooses, to int64"
    }

    // Safe: bounded on both sides.
    function setBounded(int256 x) external {
        require(x >= -100 && x <= 100, "range");
        pos[msg.sender] = int64(x);
    }
}

interface IPool {
    function swap(address to, bool zeroForOne, int256 amount) external returns (int256, int256);
}

contract Router {
    // Safe: the pool's output delta is negative by its convention, and the code negates it on purpose.
    function exactIn(IPool pool, address tokenIn, address tokenOut, uint256 amountIn) external returns (uint256) {
        bool zeroForOne = tokenIn < tokenOut;
        (int256 amount0, int256 amount1) = pool.swap(msg.sender, zeroForOne, int256(amountIn));
        return uint256(-(zeroForOne ? amount1 : amount0));
    }
}

interface IOracle {
    function tick() external view returns (int24);
}

contract TickPricing {
    IOracle oracle;
    mapping(address => uint256) minted;

    // Safe: the tick is checked against the range the offset makes non-negative.
    function mint(uint256 amountIn) external {
        int24 t = oracle.tick();
        require(t > -887272 && t < 887272, "tick");
        minted[msg.sender] += amountIn * uint256(int256(t + 887272)) / 887272;
    }
}
