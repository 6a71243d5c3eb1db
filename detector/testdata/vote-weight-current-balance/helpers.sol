pragma solidity ^0.8.20;

interface IToken {
    function balanceOf(address) external view returns (uint256);
    function getPriorVotes(address, uint256) external view returns (uint96);
}

abstract contract Context {
    function _msgSender() internal view virtual returns (address) { return msg.sender; }
}

// GovernorAlpha's shape, with the weight read from the token's current balance in the helper every cast goes
// through.
contract CurrentGovernor is Context {
    struct Receipt { bool hasVoted; bool support; uint256 votes; }
    struct Proposal { uint256 startBlock; uint256 forVotes; uint256 againstVotes; mapping(address => Receipt) receipts; }
    IToken public token;
    mapping(uint256 => Proposal) public proposals;

    function castVote(uint256 proposalId, bool support) external {
        _castVote(_msgSender(), proposalId, support);
    }
    function castVoteFor(uint256 proposalId) external {
        _castVote(msg.sender, proposalId, true);
    }
    function _castVote(address voter, uint256 proposalId, bool support) internal {
        Proposal storage proposal = proposals[proposalId];
        Receipt storage receipt = proposal.receipts[voter];
        require(!receipt.hasVoted, "voted");
        uint256 votes = token.balanceOf(voter); // want "CurrentGovernor._castVote\\(\\) adds token.balanceOf\\(voter\\), the caller's current token balance, to proposal.forVotes: tokens borrowed"
        if (support) {
            proposal.forVotes += votes;
        } else {
            proposal.againstVotes += votes;
        }
        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
    }
}

// Safe: GovernorAlpha itself, with the votes at the proposal's start block.
contract PriorGovernor {
    struct Receipt { bool hasVoted; bool support; uint96 votes; }
    struct Proposal { uint256 startBlock; uint256 forVotes; uint256 againstVotes; mapping(address => Receipt) receipts; }
    IToken public token;
    mapping(uint256 => Proposal) public proposals;

    function castVote(uint256 proposalId, bool support) external {
        _castVote(msg.sender, proposalId, support);
    }
    function _castVote(address voter, uint256 proposalId, bool support) internal {
        Proposal storage proposal = proposals[proposalId];
        Receipt storage receipt = proposal.receipts[voter];
        require(!receipt.hasVoted, "voted");
        uint96 votes = token.getPriorVotes(voter, proposal.startBlock);
        if (support) {
            proposal.forVotes += votes;
        } else {
            proposal.againstVotes += votes;
        }
        receipt.hasVoted = true;
    }
}

// A helper also called by an admin for an account it names: the holders' own votes still go through it with
// the caller's balance.
contract ProxyVoting {
    address public admin;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public tally;
    mapping(uint256 => mapping(address => bool)) public voted;
    function transfer(address to, uint256 v) external { balanceOf[msg.sender] -= v; balanceOf[to] += v; }
    function vote(uint256 id) external { _vote(msg.sender, id); }
    function voteFor(address who, uint256 id) external { require(msg.sender == admin); _vote(who, id); }
    function _vote(address who, uint256 id) internal {
        require(!voted[id][who]);
        voted[id][who] = true;
        tally[id] += balanceOf[who]; // want "ProxyVoting._vote\\(\\) adds balanceOf\\[who\\], the caller's current balance, to tally\\[id\\] without locking it: ProxyVoting.transfer\\(\\)"
    }
}

// A delegation counted with the caller's balance: delegate, transfer, delegate again from the new account.
contract DelegatingToken is Context {
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public delegatedPower;
    mapping(address => address) public delegateOf;
    function transfer(address to, uint256 v) external returns (bool) {
        balanceOf[_msgSender()] -= v; balanceOf[to] += v; return true;
    }
    function delegate(address to) external {
        require(delegateOf[_msgSender()] == address(0));
        delegateOf[_msgSender()] = to;
        delegatedPower[to] += balanceOf[_msgSender()]; // want "DelegatingToken.delegate\\(\\) adds balanceOf\\[_msgSender\\(\\)\\], the caller's current balance, to delegatedPower\\[to\\] without locking it: DelegatingToken.transfer\\(\\)"
    }
}

// The ledger and its transfer in a base contract, the vote in the token built on it.
abstract contract BaseToken {
    mapping(address => uint256) internal _balances;
    function balanceOf(address a) public view returns (uint256) { return _balances[a]; }
    function transfer(address to, uint256 v) public virtual returns (bool) {
        _balances[msg.sender] -= v; _balances[to] += v; return true;
    }
}
contract GovToken is BaseToken {
    mapping(uint256 => uint256) public support;
    mapping(address => uint256) public lastProposal;
    function back(uint256 id) external {
        require(lastProposal[msg.sender] < id);
        lastProposal[msg.sender] = id;
        support[id] += balanceOf(msg.sender); // want "GovToken.back\\(\\) adds balanceOf\\(msg.sender\\), the caller's current balance, to support\\[id\\] without locking it: BaseToken.transfer\\(\\)"
    }
}

// Safe: the same token, whose transfer waits for the holder's last proposal to close.
contract ClosingGovToken is BaseToken {
    mapping(uint256 => uint256) public support;
    mapping(uint256 => uint256) public closesAt;
    mapping(address => uint256) public lastProposal;
    function transfer(address to, uint256 v) public override returns (bool) {
        require(block.timestamp > closesAt[lastProposal[msg.sender]], "voting");
        return super.transfer(to, v);
    }
    function back(uint256 id) external {
        require(block.timestamp < closesAt[id] && lastProposal[msg.sender] < id);
        lastProposal[msg.sender] = id;
        support[id] += balanceOf(msg.sender);
    }
}
