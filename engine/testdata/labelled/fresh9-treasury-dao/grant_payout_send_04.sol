pragma solidity ^0.4.18;

library SafeMath {
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }
}

/// Ether grants programme of a 2017-era DAO: the committee approves milestone payments, and anyone may trigger a
/// payment once it is approved.
contract GrantsProgramme {
    using SafeMath for uint256;

    struct Milestone {
        address grantee;
        uint256 amount;
        bool approved;
        bool paid;
    }

    mapping(address => bool) public committee;
    Milestone[] public milestones;
    uint256 public committed;

    event MilestonePaid(uint256 indexed id, address grantee, uint256 amount);

    modifier onlyCommittee() {
        require(committee[msg.sender]);
        _;
    }

    function GrantsProgramme(address[] _committee) public {
        for (uint256 i = 0; i < _committee.length; i++) {
            committee[_committee[i]] = true;
        }
    }

    function() public payable {}

    function addMilestone(address grantee, uint256 amount) public onlyCommittee returns (uint256) {
        require(committed.add(amount) <= this.balance);
        committed = committed.add(amount);
        milestones.push(Milestone(grantee, amount, false, false));
        return milestones.length - 1;
    }

    function approve(uint256 id) public onlyCommittee {
        milestones[id].approved = true;
    }

    function release(uint256 id) public {
        Milestone storage m = milestones[id];
        require(m.approved && !m.paid);
        m.paid = true;
        committed = committed.sub(m.amount);
        // <yes> <report> UNCHECKED_LL_CALLS
        m.grantee.send(m.amount);
        MilestonePaid(id, m.grantee, m.amount);
    }

    function refundUnused(address to, uint256 amount) public onlyCommittee {
        require(this.balance.sub(committed) >= amount);
        require(to.send(amount));
    }
}
