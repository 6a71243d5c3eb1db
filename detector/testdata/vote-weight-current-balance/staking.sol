pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address, address, uint256) external returns (bool);
    function transfer(address, uint256) external returns (bool);
}

// Stake deposited into the voting contract, withdrawable at any time: vote, withdraw, deposit from a second
// account, vote again.
contract StakeVoting {
    IERC20 public token;
    mapping(address => uint256) public stake;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => mapping(address => bool)) public voted;
    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        stake[msg.sender] += amount;
    }
    function withdraw(uint256 amount) external {
        stake[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
    function vote(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += stake[msg.sender]; // want "StakeVoting.vote\\(\\) adds stake\\[msg.sender\\], the caller's current balance, to votes\\[id\\] without locking it: StakeVoting.withdraw\\(\\) lets the holder move it to another account"
    }
}

// Safe: the stake cannot be withdrawn before the voting period ends.
contract WindowedStakeVoting {
    IERC20 public token;
    uint256 public votingEnd;
    mapping(address => uint256) public stake;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => mapping(address => bool)) public voted;
    function deposit(uint256 amount) external {
        require(block.timestamp < votingEnd);
        require(token.transferFrom(msg.sender, address(this), amount));
        stake[msg.sender] += amount;
    }
    function withdraw(uint256 amount) external {
        require(block.timestamp >= votingEnd, "voting");
        stake[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
    function vote(uint256 id) external {
        require(block.timestamp < votingEnd && !voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += stake[msg.sender];
    }
}

// Safe: a voter cannot withdraw until its votes are taken back.
contract CountedStakeVoting {
    IERC20 public token;
    mapping(address => uint256) public stake;
    mapping(address => uint256) public activeVotes;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => mapping(address => bool)) public voted;
    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        stake[msg.sender] += amount;
    }
    function withdraw(uint256 amount) external {
        require(activeVotes[msg.sender] == 0, "voting");
        stake[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }
    function vote(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        activeVotes[msg.sender] += 1;
        votes[id] += stake[msg.sender];
    }
}

// Safe: withdrawing is reserved to the owner (an emergency exit), no holder moves its stake.
contract OwnerExit {
    IERC20 public token;
    address public owner;
    mapping(address => uint256) public stake;
    mapping(uint256 => uint256) public votes;
    mapping(uint256 => mapping(address => bool)) public voted;
    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        stake[msg.sender] += amount;
    }
    function exit(address who) external {
        require(msg.sender == owner);
        uint256 s = stake[who];
        stake[who] -= s;
        require(token.transfer(who, s));
    }
    function vote(uint256 id) external {
        require(!voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        votes[id] += stake[msg.sender];
    }
}
