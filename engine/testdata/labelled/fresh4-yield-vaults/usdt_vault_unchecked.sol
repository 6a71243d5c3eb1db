// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub overflow");
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

/// @title Stablecoin savings vault
/// @notice The token calls ignore the returned flag. With a token that returns false instead of reverting,
/// a failed pull still credits the depositor.
contract StableSavingsVault {
    using SafeMath for uint256;

    IERC20 public stable;
    uint256 public totalShares;
    uint256 public totalManaged;
    mapping(address => uint256) public sharesOf;

    constructor(IERC20 _stable) public {
        stable = _stable;
    }

    function deposit(uint256 amount) external {
        uint256 minted = totalShares == 0 ? amount : amount.mul(totalShares).div(totalManaged);
        // <yes> <report> UNCHECKED_LL_CALLS
        stable.transferFrom(msg.sender, address(this), amount);
        totalManaged = totalManaged.add(amount);
        totalShares = totalShares.add(minted);
        sharesOf[msg.sender] = sharesOf[msg.sender].add(minted);
    }

    function withdraw(uint256 shareAmount) external {
        uint256 amount = shareAmount.mul(totalManaged).div(totalShares);
        sharesOf[msg.sender] = sharesOf[msg.sender].sub(shareAmount);
        totalShares = totalShares.sub(shareAmount);
        totalManaged = totalManaged.sub(amount);
        // <yes> <report> UNCHECKED_LL_CALLS
        stable.transfer(msg.sender, amount);
    }
}
