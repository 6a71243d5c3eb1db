pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
}

// A swap priced linearly at the ratio of the pool's balances.
contract Dex {
    address public token1;
    address public token2;

    function swap(address from, address to, uint256 amount) public {
        require((from == token1 && to == token2) || (from == token2 && to == token1));
        uint256 swapAmount = getSwapPrice(from, to, amount);
        IERC20(from).transferFrom(msg.sender, address(this), amount);
        IERC20(to).transfer(msg.sender, swapAmount);
    }

    function getSwapPrice(address from, address to, uint256 amount) public view returns (uint256) {
        return ((amount * IERC20(to).balanceOf(address(this))) / IERC20(from).balanceOf(address(this))); // want "Dex.swap\\(\\) pays out an amount priced at the ratio of balances read in the same transaction"
    }
}

// Collateral valued at a pool's current reserves.
contract Lender {
    IPair public pair;
    IERC20 public collateral;
    IERC20 public stable;
    mapping(address => uint256) public deposited;

    function borrow(uint256 amount) external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        uint256 value = deposited[msg.sender] * r1 / r0; // want "Lender.borrow\\(\\) allows a payout on an amount priced at the ratio of balances"
        require(value >= amount * 2, "undercollateralised");
        stable.transfer(msg.sender, amount);
    }
}

// Safe: a constant-product curve, whose divisor includes the amount traded in.
contract Pool {
    IERC20 public tokenIn;
    IERC20 public tokenOut;

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        uint256 withFee = amountIn * 997;
        return withFee * reserveOut / (reserveIn * 1000 + withFee);
    }

    function swap(uint256 amountIn) external {
        uint256 out = getAmountOut(amountIn, tokenIn.balanceOf(address(this)), tokenOut.balanceOf(address(this)));
        tokenIn.transferFrom(msg.sender, address(this), amountIn);
        tokenOut.transfer(msg.sender, out);
    }
}

// Safe: a linear quote only sizes what the caller pays in.
contract Router {
    IPair public pair;
    IERC20 public tokenA;

    function addLiquidity(uint256 amountB) external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        uint256 amountA = amountB * r0 / r1;
        tokenA.transferFrom(msg.sender, address(pair), amountA);
    }
}

// Safe: shares in proportion to the deposit; the balance is the divisor, not a factor.
contract Vault {
    IERC20 public asset;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    function withdraw(uint256 s) external {
        uint256 amount = s * asset.balanceOf(address(this)) / totalShares;
        shares[msg.sender] -= s;
        totalShares -= s;
        asset.transfer(msg.sender, amount);
    }
}
