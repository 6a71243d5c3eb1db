// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Minimal liquid staking pool: ETH in, stETH-like shares out. Buffered ETH is kept in the contract
/// until the operator deposits it to the beacon chain in 32 ETH chunks.
contract EtherPool {
    string public constant name = "Pooled Staked Ether";
    string public constant symbol = "psETH";
    uint8 public constant decimals = 18;

    address public operator;
    uint256 public beaconBalance;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;

    event Submitted(address indexed sender, uint256 amount, uint256 shares);
    event Withdrawn(address indexed owner, uint256 shares, uint256 amount);

    constructor() {
        operator = msg.sender;
    }

    function totalPooledEther() public view returns (uint256) {
        // <yes> <report> OTHER
        return address(this).balance + beaconBalance;
    }

    function getSharesByPooledEth(uint256 ethAmount) public view returns (uint256) {
        if (totalShares == 0) return ethAmount;
        return (ethAmount * totalShares) / (totalPooledEther() - msg.value);
    }

    function getPooledEthByShares(uint256 shares) public view returns (uint256) {
        return (shares * totalPooledEther()) / totalShares;
    }

    function submit() external payable returns (uint256 shares) {
        require(msg.value > 0, "ZERO_DEPOSIT");
        shares = getSharesByPooledEth(msg.value);
        require(shares > 0, "ZERO_SHARES");
        totalShares += shares;
        sharesOf[msg.sender] += shares;
        emit Submitted(msg.sender, msg.value, shares);
    }

    function withdraw(uint256 shares) external {
        require(sharesOf[msg.sender] >= shares, "BALANCE");
        uint256 amount = getPooledEthByShares(shares);
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "ETH_TRANSFER");
        emit Withdrawn(msg.sender, shares, amount);
    }

    function reportBeacon(uint256 balance) external {
        require(msg.sender == operator, "OPERATOR");
        beaconBalance = balance;
    }
}
