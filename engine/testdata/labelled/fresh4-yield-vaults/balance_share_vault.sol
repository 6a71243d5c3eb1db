// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title yToken-style single asset vault
/// @notice Shares are priced against the vault's token balance. The first depositor can mint one share, then
/// donate a large amount straight to the vault, so every later deposit below the donation rounds to zero shares.
contract SingleAssetVault {
    IERC20 public immutable token;

    string public name;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Deposit(address indexed user, uint256 amount, uint256 shares);
    event Withdraw(address indexed user, uint256 amount, uint256 shares);

    constructor(IERC20 _token, string memory _name) {
        token = _token;
        name = _name;
    }

    function balance() public view returns (uint256) {
        return token.balanceOf(address(this));
    }

    function getPricePerFullShare() external view returns (uint256) {
        return totalSupply == 0 ? 1e18 : (balance() * 1e18) / totalSupply;
    }

    function deposit(uint256 _amount) external {
        uint256 pool = balance();
        require(token.transferFrom(msg.sender, address(this), _amount), "transferFrom failed");
        uint256 shares;
        if (totalSupply == 0) {
            shares = _amount;
        } else {
            // <yes> <report> OTHER
            shares = (_amount * totalSupply) / pool;
        }
        totalSupply += shares;
        balanceOf[msg.sender] += shares;
        emit Deposit(msg.sender, _amount, shares);
    }

    function withdraw(uint256 _shares) external {
        uint256 amount = (balance() * _shares) / totalSupply;
        balanceOf[msg.sender] -= _shares;
        totalSupply -= _shares;
        require(token.transfer(msg.sender, amount), "transfer failed");
        emit Withdraw(msg.sender, amount, _shares);
    }
}
