pragma solidity ^0.5.3;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a);
        return a - b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }
}

/// An ether-only fork of Moloch v1: members pledge tribute for shares and may ragequit at any time, leaving
/// with their fair share of the guild bank.
contract EtherMoloch {
    using SafeMath for uint256;

    struct Member {
        uint256 shares;
        bool exists;
    }

    struct Proposal {
        address applicant;
        uint256 sharesRequested;
        uint256 tribute;
        uint256 yesVotes;
        uint256 noVotes;
        bool processed;
    }

    address public summoner;
    uint256 public totalShares;
    mapping(address => Member) public members;
    Proposal[] public proposalQueue;

    event Ragequit(address indexed member, uint256 sharesBurned, uint256 amount);

    modifier onlyMember() {
        require(members[msg.sender].shares > 0, "Moloch::onlyMember - not a member");
        _;
    }

    constructor(address _summoner) public {
        summoner = _summoner;
        members[_summoner] = Member(1, true);
        totalShares = 1;
    }

    function submitProposal(address applicant, uint256 sharesRequested) public payable onlyMember {
        proposalQueue.push(Proposal(applicant, sharesRequested, msg.value, 0, 0, false));
    }

    function submitVote(uint256 proposalIndex, bool yes) public onlyMember {
        Proposal storage proposal = proposalQueue[proposalIndex];
        require(!proposal.processed, "Moloch::submitVote - processed");
        if (yes) {
            proposal.yesVotes = proposal.yesVotes.add(members[msg.sender].shares);
        } else {
            proposal.noVotes = proposal.noVotes.add(members[msg.sender].shares);
        }
    }

    function processProposal(uint256 proposalIndex) public onlyMember {
        Proposal storage proposal = proposalQueue[proposalIndex];
        require(!proposal.processed, "Moloch::processProposal - processed");
        proposal.processed = true;
        if (proposal.yesVotes > proposal.noVotes) {
            members[proposal.applicant].shares = members[proposal.applicant].shares.add(proposal.sharesRequested);
            members[proposal.applicant].exists = true;
            totalShares = totalShares.add(proposal.sharesRequested);
        } else {
            address payable applicant = address(uint160(proposal.applicant));
            applicant.transfer(proposal.tribute);
        }
    }

    function ragequit(uint256 sharesToBurn) public onlyMember {
        Member storage member = members[msg.sender];
        require(member.shares >= sharesToBurn, "Moloch::ragequit - insufficient shares");

        uint256 amount = address(this).balance.mul(sharesToBurn).div(totalShares);
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "Moloch::ragequit - transfer failed");

        member.shares = member.shares.sub(sharesToBurn);
        totalShares = totalShares.sub(sharesToBurn);
        emit Ragequit(msg.sender, sharesToBurn, amount);
    }
}
