// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface IStrategy {
    function harvest() external;
}

/// Behind an ERC-1967 proxy: the keeper vault that the protocol's automation calls to harvest strategies. The
/// proxy is deployed and initialised in one script; later versions are installed by upgradeTo from the admin.
contract KeeperVaultV1 {
    address public owner;
    address public keeper;
    IERC20 public rewardToken;
    IStrategy[] public strategies;
    uint256 public harvestCount;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyKeeper() {
        require(msg.sender == keeper || msg.sender == owner, "keeper");
        _;
    }

    function initialize(address owner_, address keeper_, IERC20 rewardToken_) external {
        // <yes> <report> ACCESS_CONTROL
        owner = owner_;
        keeper = keeper_;
        rewardToken = rewardToken_;
    }

    function addStrategy(IStrategy s) external onlyOwner {
        strategies.push(s);
    }

    function harvestAll() external onlyKeeper {
        for (uint256 i = 0; i < strategies.length; i++) {
            strategies[i].harvest();
        }
        harvestCount++;
    }

    function sweepRewards(address to) external onlyOwner {
        require(rewardToken.transfer(to, rewardToken.balanceOf(address(this))), "transfer");
    }
}
