// SPDX-License-Identifier: AGPL-3.0
pragma solidity ^0.6.12;

/// clr.fund-style round (ether edition): anyone registers a recipient during the registration
/// window, contributors fund the matching pool and their favourite projects, and after tallying the
/// coordinator distributes every allocation in one transaction. The distribution pushes ether to
/// each recipient in turn; one recipient contract that reverts on receipt (or a registry stuffed
/// with recipients) makes distribute() fail, and no project is ever paid.
contract FundingRound {
    struct Recipient {
        address payable payout;
        uint256 contributions;
        uint256 allocation;
    }

    address public coordinator;
    uint256 public registrationEnd;
    uint256 public contributionEnd;
    uint256 public matchingPool;
    bool public tallied;
    bool public distributed;
    Recipient[] public recipients;
    mapping(address => bool) public registered;

    event RecipientAdded(uint256 indexed index, address payout);
    event Contribution(address indexed contributor, uint256 indexed index, uint256 amount);

    modifier onlyCoordinator() {
        require(msg.sender == coordinator, "coordinator");
        _;
    }

    constructor(uint256 registrationPeriod, uint256 contributionPeriod) public {
        coordinator = msg.sender;
        registrationEnd = block.timestamp + registrationPeriod;
        contributionEnd = registrationEnd + contributionPeriod;
    }

    function addRecipient(address payable payout) external {
        require(block.timestamp < registrationEnd, "closed");
        require(payout != address(0), "zero");
        require(!registered[payout], "known");
        registered[payout] = true;
        recipients.push(Recipient(payout, 0, 0));
        emit RecipientAdded(recipients.length - 1, payout);
    }

    function fundMatchingPool() external payable {
        require(block.timestamp < contributionEnd, "closed");
        matchingPool += msg.value;
        require(matchingPool >= msg.value, "overflow");
    }

    function contribute(uint256 index) external payable {
        require(block.timestamp >= registrationEnd && block.timestamp < contributionEnd, "window");
        require(index < recipients.length, "index");
        require(msg.value > 0, "zero");
        Recipient storage r = recipients[index];
        r.contributions += msg.value;
        require(r.contributions >= msg.value, "overflow");
        emit Contribution(msg.sender, index, msg.value);
    }

    /// Allocations come from the off-chain quadratic tally; they must add up to the pool.
    function publishTally(uint256[] calldata allocations) external onlyCoordinator {
        require(block.timestamp >= contributionEnd, "running");
        require(!tallied, "tallied");
        require(allocations.length == recipients.length, "length");
        uint256 sum;
        for (uint256 i = 0; i < allocations.length; i++) {
            sum += allocations[i];
            require(sum >= allocations[i], "overflow");
            recipients[i].allocation = allocations[i];
        }
        require(sum <= matchingPool, "pool");
        tallied = true;
    }

    function distribute() external onlyCoordinator {
        require(tallied, "tally");
        require(!distributed, "done");
        distributed = true;
        for (uint256 i = 0; i < recipients.length; i++) {
            Recipient storage r = recipients[i];
            uint256 amount = r.contributions + r.allocation;
            r.contributions = 0;
            r.allocation = 0;
            // <yes> <report> DENIAL_OF_SERVICE
            r.payout.transfer(amount);
        }
    }
}
