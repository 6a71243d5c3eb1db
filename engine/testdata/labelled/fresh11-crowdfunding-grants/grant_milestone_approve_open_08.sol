// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Ecosystem grants program: the foundation funds a grant with a list of milestones; a reviewer of
/// the grants committee approves each delivered milestone, after which the grantee claims its
/// tranche. approveMilestone() never checks that the caller sits on the committee, so a grantee
/// approves its own milestones and drains the grant without delivering anything.
contract MilestoneGrants {
    struct Grant {
        address grantee;
        uint256[] amounts;
        bool[] approved;
        bool[] paid;
        bool cancelled;
    }

    IERC20 public immutable token;
    address public foundation;
    mapping(address => bool) public reviewers;
    Grant[] private grants;

    event GrantCreated(uint256 indexed id, address indexed grantee, uint256 total);
    event MilestoneApproved(uint256 indexed id, uint256 indexed milestone, address reviewer);
    event MilestonePaid(uint256 indexed id, uint256 indexed milestone, uint256 amount);
    event GrantCancelled(uint256 indexed id, uint256 refunded);

    error NotFoundation();
    error NotGrantee();
    error BadMilestone();
    error AlreadyDone();
    error TransferFailed();

    modifier onlyFoundation() {
        if (msg.sender != foundation) revert NotFoundation();
        _;
    }

    constructor(IERC20 _token) {
        token = _token;
        foundation = msg.sender;
    }

    function setReviewer(address reviewer, bool enabled) external onlyFoundation {
        reviewers[reviewer] = enabled;
    }

    function createGrant(address grantee, uint256[] calldata amounts) external onlyFoundation returns (uint256 id) {
        require(grantee != address(0) && amounts.length > 0, "grant");
        uint256 total;
        for (uint256 i = 0; i < amounts.length; i++) {
            total += amounts[i];
        }
        if (!token.transferFrom(msg.sender, address(this), total)) revert TransferFailed();
        id = grants.length;
        Grant storage g = grants.push();
        g.grantee = grantee;
        g.amounts = amounts;
        g.approved = new bool[](amounts.length);
        g.paid = new bool[](amounts.length);
        emit GrantCreated(id, grantee, total);
    }

    function approveMilestone(uint256 id, uint256 milestone) external {
        Grant storage g = grants[id];
        if (g.cancelled || milestone >= g.amounts.length) revert BadMilestone();
        if (g.approved[milestone]) revert AlreadyDone();
        // <yes> <report> ACCESS_CONTROL
        g.approved[milestone] = true;
        emit MilestoneApproved(id, milestone, msg.sender);
    }

    function claimMilestone(uint256 id, uint256 milestone) external {
        Grant storage g = grants[id];
        if (msg.sender != g.grantee) revert NotGrantee();
        if (g.cancelled || milestone >= g.amounts.length || !g.approved[milestone]) revert BadMilestone();
        if (g.paid[milestone]) revert AlreadyDone();
        g.paid[milestone] = true;
        if (!token.transfer(g.grantee, g.amounts[milestone])) revert TransferFailed();
        emit MilestonePaid(id, milestone, g.amounts[milestone]);
    }

    function cancelGrant(uint256 id) external onlyFoundation {
        Grant storage g = grants[id];
        if (g.cancelled) revert AlreadyDone();
        g.cancelled = true;
        uint256 refund;
        for (uint256 i = 0; i < g.amounts.length; i++) {
            if (!g.paid[i]) refund += g.amounts[i];
        }
        if (!token.transfer(foundation, refund)) revert TransferFailed();
        emit GrantCancelled(id, refund);
    }
}
