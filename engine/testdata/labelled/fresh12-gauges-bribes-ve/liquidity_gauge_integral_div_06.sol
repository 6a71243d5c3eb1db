// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div by zero");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IController {
    function gauge_relative_weight(address gauge, uint256 time) external view returns (uint256);
}

interface IMinter {
    function rate() external view returns (uint256);
}

// A liquidity gauge with Curve's integrals: integrate_inv_supply accumulates rate * weight / supply, and each
// user's integrate_fraction grows by balance times the growth since its last checkpoint.
contract LiquidityGaugeV1 {
    using SafeMath for uint256;

    IERC20 public lp_token;
    IController public controller;
    IMinter public minter;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    uint256 public period_timestamp;
    uint256 public integrate_inv_supply;
    mapping(address => uint256) public integrate_inv_supply_of;
    mapping(address => uint256) public integrate_fraction;

    constructor(IERC20 _lp, IController _controller, IMinter _minter) public {
        lp_token = _lp;
        controller = _controller;
        minter = _minter;
        period_timestamp = block.timestamp;
    }

    function _checkpoint(address addr) internal {
        uint256 prev = period_timestamp;
        if (block.timestamp > prev && totalSupply > 0) {
            uint256 w = controller.gauge_relative_weight(address(this), prev);
            uint256 dt = block.timestamp.sub(prev);
            uint256 r = minter.rate();
            // rate * weight is divided by the whole LP supply before dt multiplies it: a large pool's weekly
            // growth rounds to zero and stakers' emissions are lost.
            // <yes> <report> ARITHMETIC
            integrate_inv_supply = integrate_inv_supply.add(r.mul(w).div(totalSupply).mul(dt));
        }
        period_timestamp = block.timestamp;
        uint256 growth = integrate_inv_supply.sub(integrate_inv_supply_of[addr]);
        integrate_fraction[addr] = integrate_fraction[addr].add(balanceOf[addr].mul(growth).div(1e18));
        integrate_inv_supply_of[addr] = integrate_inv_supply;
    }

    function user_checkpoint(address addr) external returns (bool) {
        require(msg.sender == addr || msg.sender == address(minter), "unauthorized");
        _checkpoint(addr);
        return true;
    }

    function deposit(uint256 value) external {
        _checkpoint(msg.sender);
        if (value != 0) {
            balanceOf[msg.sender] = balanceOf[msg.sender].add(value);
            totalSupply = totalSupply.add(value);
            require(lp_token.transferFrom(msg.sender, address(this), value), "transferFrom");
        }
    }

    function withdraw(uint256 value) external {
        _checkpoint(msg.sender);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(value);
        totalSupply = totalSupply.sub(value);
        require(lp_token.transfer(msg.sender, value), "transfer");
    }
}
