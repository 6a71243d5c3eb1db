pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
    function transfer(address, uint256) external returns (bool);
}
interface IVotes {
    function getVotes(address) external view returns (uint256);
    function getPastVotes(address, uint256) external view returns (uint256);
}
interface ISnapshotToken {
    function balanceOfAt(address, uint256) external view returns (uint256);
}

// Votes weighted by another token's current balance: borrowed for one transaction (a flash loan), or moved
// to a second account after voting, the same tokens decide the vote.
contract Governance {
    struct Proposal { uint256 yes; uint256 no; uint256 snapshot; uint256 end; }
    IERC20 public token;
    IVotes public votesToken;
    ISnapshotToken public snapToken;
    mapping(uint256 => Proposal) public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;
    mapping(uint256 => uint256) public score;

    function vote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.timestamp < p.end && !voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        if (support) p.yes += token.balanceOf(msg.sender); // want "Governance.vote\\(\\) adds token.balanceOf\\(msg.sender\\), the caller's current token balance, to p.yes: tokens borrowed for the transaction \\(a flash loan\\) or moved to another account after voting count again"
        else p.no += token.balanceOf(msg.sender); // want "Governance.vote\\(\\) adds token.balanceOf\\(msg.sender\\).*to p.no"
    }
    // Current votes of a delegation token: a flash loan delegated to itself counts.
    function voteDelegated(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        uint256 w = votesToken.getVotes(msg.sender); // want "Governance.voteDelegated\\(\\) adds votesToken.getVotes\\(msg.sender\\)"
        score[id] += w;
    }
    // Safe: votes read at the proposal's snapshot block.
    function votePast(uint256 id) external {
        Proposal storage p = proposals[id];
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        p.yes += votesToken.getPastVotes(msg.sender, p.snapshot);
    }
    // Safe: a snapshot balance.
    function voteSnapshot(uint256 id) external {
        Proposal storage p = proposals[id];
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        p.yes += snapToken.balanceOfAt(msg.sender, p.snapshot);
    }
    // Safe: one vote per account.
    function voteOne(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        score[id] += 1;
    }
    // Safe: the tokens are pulled into the contract and stay there.
    function voteDeposit(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        uint256 w = token.balanceOf(msg.sender);
        require(token.transferFrom(msg.sender, address(this), w));
        score[id] += w;
    }
}
