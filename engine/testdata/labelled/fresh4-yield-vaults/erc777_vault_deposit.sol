// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
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

/// @title Wrapped-BTC yield vault
/// @notice Accepts imBTC (an ERC-777 token). The pool size is read before the transfer in and the shares are
/// minted after it: the sender's tokensToSend hook runs inside transferFrom and can re-enter deposit while
/// the pool still looks small, minting shares at the stale price (the Uniswap V1 / Lendf.me imBTC pattern).
contract BtcYieldVault {
    using SafeMath for uint256;

    IERC20 public want;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(address _want) public {
        want = IERC20(_want);
    }

    function balance() public view returns (uint256) {
        return want.balanceOf(address(this));
    }

    function deposit(uint256 _amount) external {
        uint256 _pool = balance();
        // <yes> <report> REENTRANCY
        require(want.transferFrom(msg.sender, address(this), _amount), "transferFrom");
        uint256 shares = 0;
        if (totalSupply == 0) {
            shares = _amount;
        } else {
            shares = _amount.mul(totalSupply).div(_pool);
        }
        totalSupply = totalSupply.add(shares);
        balanceOf[msg.sender] = balanceOf[msg.sender].add(shares);
    }

    function withdraw(uint256 _shares) external {
        uint256 r = balance().mul(_shares).div(totalSupply);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(_shares);
        totalSupply = totalSupply.sub(_shares);
        require(want.transfer(msg.sender, r), "transfer");
    }
}
