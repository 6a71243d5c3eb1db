// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Milestone grants approved by a quorum of reviewers; the grantee pulls each approved tranche once.
contract CommitteeGrants {
    struct Grant {
        address grantee;
        uint256 amountPerMilestone;
        uint256 milestones;
        uint256 paid;
        uint256 approvedUpTo;
        bool cancelled;
    }

    IERC20 public immutable token;
    address public admin;
    uint256 public quorum;
    mapping(address => bool) public isReviewer;
    mapping(uint256 => mapping(uint256 => uint256)) public approvals;
    mapping(uint256 => mapping(uint256 => mapping(address => bool))) public approvedBy;
    Grant[] public grants;
    uint256 private locked = 1;

    event Approved(uint256 indexed id, uint256 indexed milestone, address indexed reviewer);
    event Paid(uint256 indexed id, uint256 milestone, uint256 amount);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    modifier onlyReviewer() {
        require(isReviewer[msg.sender], "reviewer");
        _;
    }

    modifier nonReentrant() {
        require(locked == 1, "locked");
        locked = 2;
        _;
        locked = 1;
    }

    constructor(IERC20 _token, uint256 _quorum) {
        require(_quorum > 0, "quorum");
        token = _token;
        admin = msg.sender;
        quorum = _quorum;
    }

    function setReviewer(address reviewer, bool enabled) external onlyAdmin {
        isReviewer[reviewer] = enabled;
    }

    function createGrant(address grantee, uint256 amountPerMilestone, uint256 milestones)
        external
        onlyAdmin
        returns (uint256 id)
    {
        require(grantee != address(0) && milestones > 0 && milestones <= 20, "grant");
        uint256 total = amountPerMilestone * milestones;
        require(total / milestones == amountPerMilestone, "overflow");
        require(token.transferFrom(msg.sender, address(this), total), "transferFrom");
        id = grants.length;
        grants.push(Grant(grantee, amountPerMilestone, milestones, 0, 0, false));
    }

    function approve(uint256 id) external onlyReviewer {
        Grant storage g = grants[id];
        require(!g.cancelled, "cancelled");
        uint256 milestone = g.approvedUpTo;
        require(milestone < g.milestones, "done");
        require(!approvedBy[id][milestone][msg.sender], "voted");
        approvedBy[id][milestone][msg.sender] = true;
        approvals[id][milestone] += 1;
        if (approvals[id][milestone] >= quorum) {
            g.approvedUpTo = milestone + 1;
        }
        emit Approved(id, milestone, msg.sender);
    }

    function claim(uint256 id) external nonReentrant {
        Grant storage g = grants[id];
        require(msg.sender == g.grantee, "grantee");
        require(!g.cancelled, "cancelled");
        require(g.paid < g.approvedUpTo, "nothing approved");
        uint256 milestone = g.paid;
        g.paid = milestone + 1;
        require(token.transfer(g.grantee, g.amountPerMilestone), "transfer");
        emit Paid(id, milestone, g.amountPerMilestone);
    }

    function cancel(uint256 id) external onlyAdmin nonReentrant {
        Grant storage g = grants[id];
        require(!g.cancelled, "cancelled");
        g.cancelled = true;
        uint256 rest = (g.milestones - g.paid) * g.amountPerMilestone;
        require(token.transfer(admin, rest), "transfer");
    }
}
