// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library LibStakeStorage {
    bytes32 internal constant POSITION = keccak256("diamond.stake.storage");

    struct Layout {
        mapping(address => uint256) staked;
        uint256 totalStaked;
        address owner;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }
}

// Batching facet of a staking diamond: one transaction runs several of the diamond's own functions. Each
// sub-call is a delegatecall in the same call frame, so every payable facet it reaches sees the whole msg.value
// again: batching stakeEth() ten times with one ether credits ten.
contract MulticallFacet {
    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            // <yes> <report> OTHER
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            if (!success) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
            results[i] = result;
        }
    }
}

contract StakeFacet {
    event Staked(address indexed account, uint256 amount);
    event Unstaked(address indexed account, uint256 amount);

    function stakeEth() external payable {
        require(msg.value > 0, "StakeFacet: zero");
        LibStakeStorage.Layout storage l = LibStakeStorage.layout();
        l.staked[msg.sender] += msg.value;
        l.totalStaked += msg.value;
        emit Staked(msg.sender, msg.value);
    }

    function unstake(uint256 amount) external {
        LibStakeStorage.Layout storage l = LibStakeStorage.layout();
        require(l.staked[msg.sender] >= amount, "StakeFacet: insufficient");
        l.staked[msg.sender] -= amount;
        l.totalStaked -= amount;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "StakeFacet: transfer failed");
        emit Unstaked(msg.sender, amount);
    }

    function stakedOf(address account) external view returns (uint256) {
        return LibStakeStorage.layout().staked[account];
    }
}
