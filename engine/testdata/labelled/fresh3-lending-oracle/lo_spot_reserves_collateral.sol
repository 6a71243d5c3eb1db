// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function token0() external view returns (address);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

contract GovTokenLender {
    using SafeMath for uint256;

    IUniswapV2Pair public pair; // GOV / USDC
    IERC20 public gov;
    IERC20 public usdc;
    mapping(address => uint256) public posted;
    mapping(address => uint256) public owed;

    constructor(IUniswapV2Pair _pair, IERC20 _gov, IERC20 _usdc) {
        pair = _pair;
        gov = _gov;
        usdc = _usdc;
    }

    function govPrice() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        (uint256 govReserve, uint256 usdcReserve) = pair.token0() == address(gov) ? (r0, r1) : (r1, r0);
        // <yes> <report> OTHER
        return uint256(usdcReserve).mul(1e30).div(govReserve);
    }

    function post(uint256 amount) external {
        require(gov.transferFrom(msg.sender, address(this), amount), "post");
        posted[msg.sender] = posted[msg.sender].add(amount);
    }

    function draw(uint256 amount) external {
        uint256 limit = posted[msg.sender].mul(govPrice()).div(1e18).mul(50).div(100);
        require(owed[msg.sender].add(amount) <= limit, "limit");
        owed[msg.sender] = owed[msg.sender].add(amount);
        require(usdc.transfer(msg.sender, amount), "draw");
    }
}
