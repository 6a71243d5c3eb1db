// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

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

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract StakedGovToken {
    using SafeMath for uint256;

    IERC20 public gov;
    string public constant name = "Staked GOV";
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 _gov) public {
        gov = _gov;
    }

    function enter(uint256 _amount) public {
        uint256 totalGov = gov.balanceOf(address(this));
        uint256 totalShares = totalSupply;
        if (totalShares == 0 || totalGov == 0) {
            _mint(msg.sender, _amount);
        } else {
            // <yes> <report> OTHER
            uint256 what = _amount.mul(totalShares).div(totalGov);
            _mint(msg.sender, what);
        }
        gov.transferFrom(msg.sender, address(this), _amount);
    }

    function leave(uint256 _share) public {
        uint256 totalShares = totalSupply;
        uint256 what = _share.mul(gov.balanceOf(address(this))).div(totalShares);
        _burn(msg.sender, _share);
        gov.transfer(msg.sender, what);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
    }

    function _burn(address from, uint256 amount) internal {
        balanceOf[from] = balanceOf[from].sub(amount);
        totalSupply = totalSupply.sub(amount);
    }
}
