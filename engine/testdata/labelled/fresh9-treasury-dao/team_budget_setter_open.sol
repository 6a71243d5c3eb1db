// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Per-team budgets for a DAO: governance sets each team's quarterly budget and its lead; the lead pays
/// contributors out of it.
contract TeamBudgets {
    struct Team {
        address lead;
        uint256 budget;
        uint256 spent;
        uint64 quarter;
    }

    address public governance;
    IERC20 public immutable token;
    mapping(bytes32 => Team) public teams;

    event BudgetSet(bytes32 indexed team, uint256 budget);
    event LeadSet(bytes32 indexed team, address lead);
    event Spent(bytes32 indexed team, address indexed to, uint256 amount);

    modifier onlyGovernance() {
        require(msg.sender == governance, "budgets: governance only");
        _;
    }

    constructor(address _governance, IERC20 _token) {
        governance = _governance;
        token = _token;
    }

    function currentQuarter() public view returns (uint64) {
        return uint64(block.timestamp / 91 days);
    }

    function setLead(bytes32 team, address lead) external onlyGovernance {
        teams[team].lead = lead;
        emit LeadSet(team, lead);
    }

    function setBudget(bytes32 team, uint256 budget) external {
        Team storage t = teams[team];
        // <yes> <report> ACCESS_CONTROL
        t.budget = budget;
        emit BudgetSet(team, budget);
    }

    function spend(bytes32 team, address to, uint256 amount) external {
        Team storage t = teams[team];
        require(msg.sender == t.lead, "budgets: lead only");
        uint64 q = currentQuarter();
        if (t.quarter != q) {
            t.quarter = q;
            t.spent = 0;
        }
        require(t.spent + amount <= t.budget, "budgets: over budget");
        t.spent += amount;
        require(token.transfer(to, amount), "budgets: transfer failed");
        emit Spent(team, to, amount);
    }

    function setGovernance(address next) external onlyGovernance {
        governance = next;
    }
}
