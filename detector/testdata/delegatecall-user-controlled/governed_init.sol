pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

// Safe for this detector: anyone proposes init code, but it runs only once vote() has counted a supermajority
// for the proposal (whether the votes can be borrowed is vote-weight-current-balance's question).
contract GovernedInit {
    struct Bip {
        address proposer;
        address initContract;
        bytes initData;
        uint256 forVotes;
        bool executed;
    }

    IERC20 public stalk;
    mapping(uint256 => Bip) public bips;
    mapping(uint256 => mapping(address => bool)) public voted;
    uint256 public bipCount;

    function propose(address initContract, bytes calldata initData) external returns (uint256 id) {
        id = bipCount++;
        bips[id] = Bip(msg.sender, initContract, initData, 0, false);
    }

    function vote(uint256 id) external {
        require(!voted[id][msg.sender], "voted");
        voted[id][msg.sender] = true;
        bips[id].forVotes += stalk.balanceOf(msg.sender);
    }

    function commit(uint256 id) external {
        Bip storage b = bips[id];
        require(!b.executed && b.forVotes * 3 >= stalk.totalSupply() * 2, "no supermajority");
        b.executed = true;
        (bool ok, ) = b.initContract.delegatecall(b.initData);
        require(ok, "init failed");
    }
}

// The same registry with no vote: whoever registers the code has the contract run it.
contract OpenInit {
    struct Job {
        address initContract;
        bytes initData;
        bool executed;
    }

    mapping(uint256 => Job) public jobs;
    uint256 public jobCount;

    function register(address initContract, bytes calldata initData) external returns (uint256 id) {
        id = jobCount++;
        jobs[id] = Job(initContract, initData, false);
    }

    function commit(uint256 id) external {
        Job storage j = jobs[id];
        require(!j.executed, "done");
        j.executed = true;
        (bool ok, ) = j.initContract.delegatecall(j.initData); // want "OpenInit.commit\\(\\) delegatecalls j.initContract, which any caller can choose"
        require(ok, "init failed");
    }
}
