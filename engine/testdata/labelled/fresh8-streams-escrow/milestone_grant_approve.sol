// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Milestone-based grants: a funder escrows a grant split into milestones; the grantee claims each
/// milestone once the funder's reviewers approve it.
contract MilestoneGrants {
    struct Milestone {
        uint256 amount;
        bool approved;
        bool paid;
    }

    struct Grant {
        address funder;
        address grantee;
        IERC20 token;
        Milestone[] milestones;
    }

    mapping(uint256 => Grant) internal grants;
    mapping(uint256 => mapping(address => bool)) public reviewers;
    uint256 public grantCount;

    function createGrant(address grantee, IERC20 token, uint256[] calldata amounts, address[] calldata reviewerList)
        external
        returns (uint256 id)
    {
        id = ++grantCount;
        Grant storage g = grants[id];
        g.funder = msg.sender;
        g.grantee = grantee;
        g.token = token;
        uint256 total;
        for (uint256 i = 0; i < amounts.length; i++) {
            g.milestones.push(Milestone(amounts[i], false, false));
            total += amounts[i];
        }
        for (uint256 i = 0; i < reviewerList.length; i++) {
            reviewers[id][reviewerList[i]] = true;
        }
        require(token.transferFrom(msg.sender, address(this), total), "fund");
    }

    function approveMilestone(uint256 id, uint256 index) external {
        Grant storage g = grants[id];
        require(index < g.milestones.length, "index");
        // <yes> <report> ACCESS_CONTROL
        g.milestones[index].approved = true;
    }

    function claimMilestone(uint256 id, uint256 index) external {
        Grant storage g = grants[id];
        require(msg.sender == g.grantee, "grantee");
        Milestone storage m = g.milestones[index];
        require(m.approved && !m.paid, "not claimable");
        m.paid = true;
        require(g.token.transfer(g.grantee, m.amount), "transfer");
    }
}
