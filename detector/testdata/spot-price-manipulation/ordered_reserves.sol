pragma solidity ^0.8.0;

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

interface IERC20 {
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

contract OrderedReservesLender {
    IPair public immutable pair;
    address public immutable collateral;
    IERC20 public immutable stable;
    mapping(address => uint256) public deposits;
    mapping(address => uint256) public debt;

    constructor(IPair p, address c, IERC20 s) {
        pair = p;
        collateral = c;
        stable = s;
    }

    // The reserves are put in order by a conditional choice between two tuples, then divided.
    function price() internal view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 rc, uint256 rs) = pair.token0() == collateral ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        return rs * 1e18 / rc; // want "OrderedReservesLender.borrow\\(\\) allows a payout on an amount priced at the ratio of balances"
    }

    // Safe: the ordered reserves price the trade on the constant-product curve, which includes the amount.
    function quoteOut(uint256 amountIn) internal view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 rIn, uint256 rOut) = pair.token0() == collateral ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        return amountIn * 997 * rOut / (rIn * 1000 + amountIn * 997);
    }

    // The reserves are ordered by a branch, each returning its own ratio: both are the price.
    function branchPrice() internal view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        if (pair.token0() == collateral) {
            return uint256(r1) * 1e18 / uint256(r0); // want "OrderedReservesLender.borrowAtBranch\\(\\) allows a payout on an amount priced at the ratio of balances read in the same transaction \\(uint256\\(r1\\)"
        }
        return uint256(r0) * 1e18 / uint256(r1); // want "OrderedReservesLender.borrowAtBranch\\(\\) allows a payout on an amount priced at the ratio of balances read in the same transaction \\(uint256\\(r0\\)"
    }

    function borrowAtBranch(uint256 amount) external {
        require(debt[msg.sender] + amount <= deposits[msg.sender] * branchPrice() / 1e18 / 2, "limit");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    function borrow(uint256 amount) external {
        require(debt[msg.sender] + amount <= deposits[msg.sender] * price() / 1e18 / 2, "limit");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    function sell(uint256 amountIn) external {
        require(IERC20(collateral).transferFrom(msg.sender, address(this), amountIn));
        require(stable.transfer(msg.sender, quoteOut(amountIn)));
    }
}
