// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface AutomationCompatibleInterface {
    function checkUpkeep(bytes calldata checkData) external returns (bool upkeepNeeded, bytes memory performData);
    function performUpkeep(bytes calldata performData) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// Pays each contributor's monthly grant through Chainlink Automation: checkUpkeep finds the first payee whose
/// period has elapsed and hands (payee, amount) to performUpkeep in performData.
contract GrantPayoutAutomation is AutomationCompatibleInterface {
    struct Grant {
        uint256 monthly;
        uint256 lastPaid;
        bool active;
    }

    address public owner;
    IERC20 public immutable token;
    uint256 public constant PERIOD = 30 days;
    address[] public payees;
    mapping(address => Grant) public grants;

    event Paid(address indexed payee, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(IERC20 token_) {
        owner = msg.sender;
        token = token_;
    }

    function addGrant(address payee, uint256 monthly) external onlyOwner {
        require(!grants[payee].active, "exists");
        grants[payee] = Grant(monthly, block.timestamp, true);
        payees.push(payee);
    }

    function endGrant(address payee) external onlyOwner {
        grants[payee].active = false;
    }

    function checkUpkeep(bytes calldata) external view override returns (bool upkeepNeeded, bytes memory performData) {
        for (uint256 i = 0; i < payees.length; i++) {
            Grant storage g = grants[payees[i]];
            if (g.active && block.timestamp >= g.lastPaid + PERIOD) {
                return (true, abi.encode(payees[i], g.monthly));
            }
        }
        return (false, "");
    }

    /// Called by the Automation registry with the data checkUpkeep produced.
    function performUpkeep(bytes calldata performData) external override {
        (address payee, uint256 amount) = abi.decode(performData, (address, uint256));
        grants[payee].lastPaid = block.timestamp;
        // <yes> <report> ACCESS_CONTROL
        require(token.transfer(payee, amount), "transfer");
        emit Paid(payee, amount);
    }

    function withdraw(uint256 amount) external onlyOwner {
        require(token.transfer(owner, amount), "transfer");
    }
}
