// SPDX-License-Identifier: BUSL-1.1
pragma solidity ^0.8.12;

/// Strategy manager with whitelisted strategies: deposits go through the strategy's deposit hook. To let
/// strategies keep accounting in the manager's storage, the hook is run with delegatecall, and the strategy address
/// is taken from the caller rather than the whitelist: any contract the caller names runs with the manager's storage
/// and can rewrite the owner or the share ledger.
interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract StrategyManager {
    address public owner;
    mapping(address => bool) public strategyIsWhitelisted;
    mapping(address => mapping(address => uint256)) public stakerStrategyShares;
    mapping(address => address[]) public stakerStrategyList;

    event Deposit(address indexed staker, address indexed strategy, uint256 shares);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function setStrategyWhitelist(address strategy, bool ok) external onlyOwner {
        strategyIsWhitelisted[strategy] = ok;
    }

    function depositIntoStrategy(address strategy, IERC20 token, uint256 amount) external returns (uint256 shares) {
        require(strategyIsWhitelisted[strategy], "strategy");
        require(token.transferFrom(msg.sender, strategy, amount), "transfer");
        shares = amount;
        if (stakerStrategyShares[msg.sender][strategy] == 0) {
            require(stakerStrategyList[msg.sender].length < 32, "too many strategies");
            stakerStrategyList[msg.sender].push(strategy);
        }
        stakerStrategyShares[msg.sender][strategy] += shares;
        emit Deposit(msg.sender, strategy, shares);
    }

    function runStrategyHook(address strategy, bytes calldata data) external returns (bytes memory) {
        require(stakerStrategyShares[msg.sender][strategy] > 0 || data.length > 0, "nothing to do");
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = strategy.delegatecall(data);
        require(ok, "hook failed");
        return ret;
    }
}
