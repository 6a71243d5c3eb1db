pragma solidity ^0.5.0;

contract Congress {
    struct Vote {
        address voter;
        bool inSupport;
    }

    struct Proposal {
        address payable recipient;
        uint256 amount;
        bool executed;
        Vote[] votes;
    }

    Proposal[] public proposals;
    mapping(address => uint256) public weight;

    function newProposal(address payable recipient, uint256 amount) public returns (uint256 id) {
        id = proposals.length++;
        Proposal storage p = proposals[id];
        p.recipient = recipient;
        p.amount = amount;
    }

    function vote(uint256 id, bool support) public {
        proposals[id].votes.push(Vote(msg.sender, support));
    }

    // Safe: the payment is what the voters decided; whoever runs the tally only triggers it.
    function executeProposal(uint256 id) public {
        Proposal storage p = proposals[id];
        require(!p.executed);
        uint256 yea = 0;
        uint256 nay = 0;
        for (uint256 i = 0; i < p.votes.length; ++i) {
            if (p.votes[i].inSupport) {
                yea += weight[p.votes[i].voter];
            } else {
                nay += weight[p.votes[i].voter];
            }
        }
        if (yea > nay) {
            p.executed = true;
            p.recipient.transfer(p.amount);
        }
    }

    // No vote: any caller pays any proposal out.
    function payOut(uint256 id, uint256 floor) public { // want "Congress.payOut\\(\\) lets any caller send p.amount to p.recipient"
        Proposal storage p = proposals[id];
        uint256 total = 0;
        for (uint256 i = 0; i < p.votes.length; ++i) {
            total += 1;
        }
        if (total > floor) {
            p.recipient.transfer(p.amount);
        }
    }
}
