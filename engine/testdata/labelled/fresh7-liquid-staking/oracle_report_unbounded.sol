// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Rate provider of a rETH-like token: a trusted node posts the total ETH backing the token and the
/// exchange rate is derived from it. No sanity bound limits how far one report may move the rate.
contract NetworkBalances {
    address public guardian;
    mapping(address => bool) public trustedNodes;

    uint256 public balancesBlock;
    uint256 public totalEthBalance;
    uint256 public rethSupply;

    event BalancesUpdated(uint256 block, uint256 totalEth, uint256 rethSupply, uint256 time);

    constructor() {
        guardian = msg.sender;
    }

    modifier onlyTrustedNode() {
        require(trustedNodes[msg.sender], "Invalid trusted node");
        _;
    }

    function setTrustedNode(address node, bool trusted) external {
        require(msg.sender == guardian, "Only guardian");
        trustedNodes[node] = trusted;
    }

    function submitBalances(uint256 _block, uint256 _totalEth, uint256 _rethSupply) external onlyTrustedNode {
        require(_block > balancesBlock, "Network balances for an equal or higher block are set");
        require(_block < block.number, "Balances can not be submitted for a future block");
        balancesBlock = _block;
        // <yes> <report> OTHER
        totalEthBalance = _totalEth;
        rethSupply = _rethSupply;
        emit BalancesUpdated(_block, _totalEth, _rethSupply, block.timestamp);
    }

    function getExchangeRate() external view returns (uint256) {
        if (rethSupply == 0) return 1e18;
        return (totalEthBalance * 1e18) / rethSupply;
    }
}
