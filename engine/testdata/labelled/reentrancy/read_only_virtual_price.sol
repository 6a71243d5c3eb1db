// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// A two-asset pool (ether and a token) whose LP price others read. remove_liquidity sends the ether before it
// lowers the token reserve: during the call getVirtualPrice() counts a token reserve that is about to leave
// against the reduced supply, and a lender pricing the LP token with it over-values collateral.
contract EthPool {
    IERC20 public immutable token;
    uint256 public tokenReserve;
    uint256 public totalSupply;
    mapping(address => uint256) public lp;
    uint256 private status = 1;

    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }

    constructor(IERC20 t) {
        token = t;
    }

    function addLiquidity(uint256 tokenAmount) external payable nonReentrant {
        require(token.transferFrom(msg.sender, address(this), tokenAmount));
        uint256 shares = msg.value + tokenAmount;
        tokenReserve += tokenAmount;
        totalSupply += shares;
        lp[msg.sender] += shares;
    }

    function removeLiquidity(uint256 shares) external nonReentrant {
        uint256 ethOut = address(this).balance * shares / totalSupply;
        uint256 tokenOut = tokenReserve * shares / totalSupply;
        lp[msg.sender] -= shares;
        totalSupply -= shares;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: ethOut}("");
        require(ok, "eth");
        tokenReserve -= tokenOut;
        require(token.transfer(msg.sender, tokenOut));
    }

    function getVirtualPrice() external view returns (uint256) {
        return (address(this).balance + tokenReserve) * 1e18 / totalSupply;
    }
}

interface IPool {
    function getVirtualPrice() external view returns (uint256);
}

contract Lender {
    IPool public immutable pool;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(IPool p) {
        pool = p;
    }

    function borrowLimit(address user) public view returns (uint256) {
        return collateral[user] * pool.getVirtualPrice() / 1e18 * 80 / 100;
    }
}
