pragma solidity ^0.8.0;

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function totalSupply() external view returns (uint256);
}

interface IOracle {
    function price(address token) external view returns (uint256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract LPCollateral {
    IPair public pair;
    IOracle public oracle;
    IERC20 public stable;
    address public token0;
    address public token1;
    mapping(address => uint256) public lpOf;
    mapping(address => uint256) public debt;

    // The pool's reserves valued at outside prices: a swap away from those prices raises the sum.
    function lpValue() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        return (uint256(r0) * oracle.price(token0) + uint256(r1) * oracle.price(token1)) / pair.totalSupply(); // want "LPCollateral.borrow\\(\\) allows a payout on an amount priced at the ratio of balances read in the same transaction"
    }

    function borrow(uint256 amount) external {
        require((debt[msg.sender] + amount) * 2 <= lpOf[msg.sender] * lpValue(), "undercollateralized");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    // Safe: the fair value, from the invariant r0 * r1, which a swap does not lower or raise.
    function fairValue() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        return 2 * sqrt(uint256(r0) * uint256(r1)) * sqrt(oracle.price(token0) * oracle.price(token1)) / pair.totalSupply();
    }

    function borrowFair(uint256 amount) external {
        require((debt[msg.sender] + amount) * 2 <= lpOf[msg.sender] * fairValue(), "undercollateralized");
        debt[msg.sender] += amount;
        require(stable.transfer(msg.sender, amount));
    }

    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
