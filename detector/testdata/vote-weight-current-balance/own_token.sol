pragma solidity ^0.8.20;

// A token whose holders vote with their current balance, which transfer moves freely: vote, transfer the
// tokens to a second account, vote again.
contract Token {
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => mapping(address => bool)) public voted;
    constructor() { balanceOf[msg.sender] = 1e24; }
    function transfer(address to, uint256 v) external returns (bool) {
        balanceOf[msg.sender] -= v; balanceOf[to] += v; return true;
    }
    function vote(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += balanceOf[msg.sender]; // want "Token.vote\\(\\) adds balanceOf\\[msg.sender\\], the caller's current balance, to votes\\[id\\] without locking it: Token.transfer\\(\\) lets the holder move it to another account, where the same tokens count again"
    }
    // Safe: one vote per account, whatever it holds.
    function voteOnce(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += 1;
    }
}

// The weight read into a local and added to a proposal's tallies through a storage pointer; the balance moves
// through an internal helper and through transferFrom.
contract PointerToken {
    struct Proposal { uint256 forVotes; uint256 againstVotes; mapping(address => bool) hasVoted; }
    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(uint256 => Proposal) internal proposals;

    function balanceOf(address account) public view returns (uint256) { return _balances[account]; }
    function _transfer(address from, address to, uint256 v) internal {
        _balances[from] -= v;
        _balances[to] += v;
    }
    function transfer(address to, uint256 v) external returns (bool) { _transfer(msg.sender, to, v); return true; }
    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        allowance[from][msg.sender] -= v;
        _transfer(from, to, v);
        return true;
    }
    function castVote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(!p.hasVoted[msg.sender], "voted");
        p.hasVoted[msg.sender] = true;
        uint256 weight = balanceOf(msg.sender); // want "PointerToken.castVote\\(\\) adds balanceOf\\(msg.sender\\), the caller's current balance, to p.forVotes without locking it: PointerToken.transfer\\(\\) lets the holder move it"
        if (support) {
            p.forVotes += weight;
        } else {
            p.againstVotes += weight;
        }
    }
}

// Pre-0.8 code with SafeMath: the same tally, written as votes[id] = votes[id].add(…).
library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) { uint256 c = a + b; require(c >= a); return c; }
    function sub(uint256 a, uint256 b) internal pure returns (uint256) { require(b <= a); return a - b; }
}
contract OldToken {
    using SafeMath for uint256;
    mapping(address => uint256) balances;
    mapping(uint256 => uint256) public tally;
    mapping(address => uint256) public lastVoted;
    function transfer(address to, uint256 v) public returns (bool) {
        balances[msg.sender] = balances[msg.sender].sub(v);
        balances[to] = balances[to].add(v);
        return true;
    }
    function vote(uint256 candidate) public {
        require(lastVoted[msg.sender] == 0);
        lastVoted[msg.sender] = candidate;
        tally[candidate] = tally[candidate].add(balances[msg.sender]); // want "OldToken.vote\\(\\) adds balances\\[msg.sender\\]"
    }
}

// Safe: voting locks the balance until the vote ends, and both ways of moving it check the lock.
contract LockingToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(uint256 => uint256) public votes;
    mapping(address => uint256) public lockedUntil;
    mapping(uint256 => uint256) public endOf;
    function transfer(address to, uint256 v) external returns (bool) {
        require(block.timestamp > lockedUntil[msg.sender], "locked");
        balanceOf[msg.sender] -= v; balanceOf[to] += v; return true;
    }
    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        require(block.timestamp > lockedUntil[from], "locked");
        allowance[from][msg.sender] -= v;
        balanceOf[from] -= v; balanceOf[to] += v; return true;
    }
    function vote(uint256 id) external {
        require(block.timestamp < endOf[id] && lockedUntil[msg.sender] < endOf[id]);
        lockedUntil[msg.sender] = endOf[id];
        votes[id] += balanceOf[msg.sender];
    }
}

// A lock checked by transfer but forgotten by transferFrom: the balance still moves.
contract HalfLockedToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(uint256 => uint256) public votes;
    mapping(address => bool) public locked;
    function transfer(address to, uint256 v) external returns (bool) {
        require(!locked[msg.sender]);
        balanceOf[msg.sender] -= v; balanceOf[to] += v; return true;
    }
    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        allowance[from][msg.sender] -= v;
        balanceOf[from] -= v; balanceOf[to] += v; return true;
    }
    function vote(uint256 id) external {
        require(!locked[msg.sender]);
        locked[msg.sender] = true;
        votes[id] += balanceOf[msg.sender]; // want "HalfLockedToken.vote\\(\\) adds balanceOf\\[msg.sender\\].*HalfLockedToken.transferFrom\\(\\) lets the holder move it"
    }
}

// Safe: the tokens that vote are moved into the contract.
contract EscrowVote {
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public escrowed;
    mapping(uint256 => uint256) public votes;
    function transfer(address to, uint256 v) external returns (bool) {
        balanceOf[msg.sender] -= v; balanceOf[to] += v; return true;
    }
    function vote(uint256 id) external {
        uint256 w = balanceOf[msg.sender];
        balanceOf[msg.sender] = 0;
        balanceOf[address(this)] += w;
        escrowed[msg.sender] += w;
        votes[id] += w;
    }
}

// Safe: the weight is recorded, and a transfer takes it back from the tally it went to.
contract RecordedWeight {
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public votes;
    mapping(address => uint256) public votedFor;
    function transfer(address to, uint256 v) external returns (bool) {
        if (votedFor[msg.sender] != 0) {
            votes[votedFor[msg.sender]] -= v;
        }
        balanceOf[msg.sender] -= v; balanceOf[to] += v; return true;
    }
    function vote(uint256 id) external {
        require(id != 0 && votedFor[msg.sender] == 0);
        votedFor[msg.sender] = id;
        votes[id] += balanceOf[msg.sender];
    }
}

// Safe: a checkpoint read at the proposal's snapshot block.
contract CheckpointToken {
    struct Checkpoint { uint64 fromBlock; uint192 balance; }
    mapping(address => Checkpoint[]) checkpoints;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => uint256) public snapshotOf;
    mapping(uint256 => mapping(address => bool)) public voted;
    function transfer(address to, uint256 v) external returns (bool) {
        balanceOf[msg.sender] -= v; balanceOf[to] += v;
        checkpoints[msg.sender].push(Checkpoint(uint64(block.number), uint192(balanceOf[msg.sender])));
        checkpoints[to].push(Checkpoint(uint64(block.number), uint192(balanceOf[to])));
        return true;
    }
    function balanceOfAt(address account, uint256 blockNumber) public view returns (uint256) {
        Checkpoint[] storage cs = checkpoints[account];
        for (uint256 i = cs.length; i > 0; i--) {
            if (cs[i - 1].fromBlock <= blockNumber) return cs[i - 1].balance;
        }
        return 0;
    }
    function vote(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += balanceOfAt(msg.sender, snapshotOf[id]);
    }
}

// Safe: only the owner mints, and nothing moves a balance once given.
contract Ballot {
    address public chairperson = msg.sender;
    mapping(address => uint256) public weight;
    mapping(address => bool) public voted;
    mapping(uint256 => uint256) public voteCount;
    function giveRightToVote(address voter) external {
        require(msg.sender == chairperson);
        weight[voter] = 1;
    }
    function vote(uint256 proposal) external {
        require(!voted[msg.sender] && weight[msg.sender] != 0);
        voted[msg.sender] = true;
        voteCount[proposal] += weight[msg.sender];
    }
}
