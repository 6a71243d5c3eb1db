// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// @title ETH staking vault (shares of an ETH pool that earns validator rewards)
/// @notice redeem sends the ETH before burning the shares: the recipient re-enters redeem from its fallback
/// and is paid again at the same share price.
contract EthShareVault {
    address public operator;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    event Deposited(address indexed account, uint256 amount, uint256 shares);
    event Redeemed(address indexed account, uint256 amount, uint256 shares);

    constructor() {
        operator = msg.sender;
    }

    function totalPooled() public view returns (uint256) {
        return address(this).balance;
    }

    function deposit() external payable {
        require(msg.value > 0, "zero");
        uint256 pooledBefore = address(this).balance - msg.value;
        uint256 minted = totalShares == 0 ? msg.value : (msg.value * totalShares) / pooledBefore;
        shares[msg.sender] += minted;
        totalShares += minted;
        emit Deposited(msg.sender, msg.value, minted);
    }

    /// @notice Validator rewards are pushed here by the operator.
    function reportRewards() external payable {
        require(msg.sender == operator, "operator");
    }

    function redeem(uint256 amount) external {
        require(shares[msg.sender] >= amount, "shares");
        uint256 eth = (amount * address(this).balance) / totalShares;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: eth}("");
        require(ok, "send");
        shares[msg.sender] -= amount;
        totalShares -= amount;
        emit Redeemed(msg.sender, eth, amount);
    }
}
