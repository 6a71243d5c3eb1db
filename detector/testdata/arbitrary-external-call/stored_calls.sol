pragma solidity ^0.8.10;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Anyone registers a task; the executors run it from the contract that holds every user's prepaid fees.
contract OpenTaskRunner {
    struct Task {
        address owner;
        address target;
        bytes data;
    }

    IERC20 public immutable feeToken;
    mapping(address => bool) public executors;
    mapping(address => uint256) public fees;
    mapping(bytes32 => Task) public tasks;

    constructor(IERC20 feeToken_) {
        feeToken = feeToken_;
        executors[msg.sender] = true;
    }

    function deposit(uint256 amount) external {
        require(feeToken.transferFrom(msg.sender, address(this), amount), "pull");
        fees[msg.sender] += amount;
    }

    function createTask(address target, bytes calldata data) external returns (bytes32 id) {
        id = keccak256(abi.encode(msg.sender, target, data));
        tasks[id] = Task(msg.sender, target, data);
    }

    function exec(bytes32 id) external {
        require(executors[msg.sender], "executor");
        Task storage t = tasks[id];
        (bool ok, ) = t.target.call(t.data); // want "OpenTaskRunner.exec\\(\\) calls t.target with t.data, which OpenTaskRunner.createTask\\(\\) stores from any caller's arguments"
        require(ok, "task");
    }
}

// Safe: only owners submit the calls the wallet makes.
contract OwnersWallet {
    struct Txn {
        address to;
        bytes data;
        bool done;
    }

    mapping(address => bool) public isOwner;
    Txn[] public txns;

    constructor() {
        isOwner[msg.sender] = true;
    }

    function submit(address to, bytes calldata data) external returns (uint256 id) {
        require(isOwner[msg.sender], "owner");
        id = txns.length;
        txns.push(Txn(to, data, false));
    }

    function run(uint256 id) external {
        Txn storage t = txns[id];
        require(!t.done, "done");
        t.done = true;
        (bool ok, ) = t.to.call(t.data);
        require(ok, "call");
    }
}

// Safe: anyone registers a target, but the call made on it is fixed.
contract UpkeepRegistry {
    struct Upkeep {
        address target;
        bytes checkData;
    }

    mapping(uint256 => Upkeep) public upkeeps;
    uint256 public count;

    function register(address target, bytes calldata checkData) external returns (uint256 id) {
        id = count++;
        upkeeps[id] = Upkeep(target, checkData);
    }

    function perform(uint256 id) external {
        Upkeep storage u = upkeeps[id];
        (bool ok, ) = u.target.call(abi.encodeWithSignature("performUpkeep(bytes)", u.checkData));
        require(ok, "upkeep");
    }
}

interface IVotes {
    function getPastVotes(address account, uint256 blockNumber) external view returns (uint256);
}

// Safe: only holders above the threshold propose, and a proposal runs once the vote passed.
contract ThresholdGovernor {
    struct Proposal {
        address target;
        bytes data;
        uint256 end;
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
    }

    IVotes public immutable token;
    Proposal[] public proposals;

    constructor(IVotes token_) {
        token = token_;
    }

    function propose(address target, bytes calldata data) external returns (uint256) {
        require(token.getPastVotes(msg.sender, block.number - 1) >= 1000e18, "threshold");
        proposals.push(Proposal(target, data, block.timestamp + 3 days, 0, 0, false));
        return proposals.length - 1;
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp >= p.end && !p.executed, "state");
        require(p.forVotes > p.againstVotes, "defeated");
        p.executed = true;
        (bool ok, ) = p.target.call(p.data);
        require(ok, "call");
    }
}

interface IVotes {
    function balanceOf(address account) external view returns (uint256);
    function totalSupply() external view returns (uint256);
}

// Safe: anyone proposes, but a proposal runs only once vote() has counted a supermajority for it, which the
// execution asks through a helper of the base contract.
contract GovernanceBase {
    struct Bip {
        address proposer;
        address target;
        bytes data;
        uint256 roots;
        bool executed;
    }

    IVotes public seeds;
    Bip[] public bips;

    function _isSupermajority(uint256 bip) internal view returns (bool) {
        return bips[bip].roots * 3 >= seeds.totalSupply() * 2;
    }
}

contract OpenProposals is GovernanceBase {
    mapping(uint256 => mapping(address => bool)) public votedFor;

    function propose(address target, bytes calldata data) external returns (uint256 bip) {
        bip = bips.length;
        bips.push(Bip(msg.sender, target, data, 0, false));
    }

    function vote(uint256 bip) external {
        require(!votedFor[bip][msg.sender], "voted");
        votedFor[bip][msg.sender] = true;
        bips[bip].roots += seeds.balanceOf(msg.sender);
    }

    function commit(uint256 bip) external {
        Bip storage b = bips[bip];
        require(!b.executed && _isSupermajority(bip), "no supermajority");
        b.executed = true;
        (bool ok, ) = b.target.call(b.data);
        require(ok, "failed");
    }
}

// A registry whose owner check any caller can void (the owner is set by an open init): the call it stores runs
// as the owner's, a consequence of that open write, which is reported where it is made.
contract VoidedScheduler {
    struct Call {
        address target;
        bytes data;
    }

    address public owner;
    Call[] public calls;

    function init() external {
        owner = msg.sender;
    }

    function schedule(address target, bytes calldata data) external {
        require(msg.sender == owner, "owner");
        calls.push(Call(target, data));
    }

    function run(uint256 id) external {
        (bool ok, ) = calls[id].target.call(calls[id].data); // want "VoidedScheduler.run\\(\\) calls calls\\[id\\].target with calls\\[id\\].data, which VoidedScheduler.schedule\\(\\) stores from any caller's arguments.*reported where it is set"
        require(ok, "failed");
    }
}
