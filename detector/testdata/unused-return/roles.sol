pragma solidity ^0.8.0;

// What the dropped value is decides whether dropping it can hide a failure, a partial amount or an id the caller
// needs later.

interface ITimelock {
    function queue(address target, uint256 value, bytes calldata data, uint256 eta) external returns (bytes32);
    function execute(address target, uint256 value, bytes calldata data, uint256 eta) external payable returns (bytes memory);
}

contract Governor {
    ITimelock public timelock;

    // Low: a hash no function takes back; the timelock is later called with the same arguments, not the hash.
    function queue(address target, uint256 value, bytes calldata data, uint256 eta) external {
        timelock.queue(target, value, data, eta); // want "ignores the value returned by timelock.queue\\(target, value, data, eta\\) \\(a hash or identifier no function takes back"
        emit Queued(target, eta);
    }

    // Low: the bytes are the target's return data, not a status.
    function execute(address target, uint256 value, bytes calldata data, uint256 eta) external payable {
        timelock.execute{value: value}(target, value, data, eta); // want "ignores the value returned by timelock.execute\\{value: value\\}\\(target, value, data, eta\\) \\(data passed back, not a success flag"
        emit Executed(target);
    }

    event Queued(address target, uint256 eta);
    event Executed(address target);
}

interface ICancellableTimelock {
    function schedule(address target, bytes calldata data) external returns (bytes32 id);
    function cancel(bytes32 id) external;
}

contract Scheduler {
    ICancellableTimelock public timelock;
    uint256 public scheduled;

    // The id is what cancel takes: dropping it loses the handle on the operation.
    function schedule(address target, bytes calldata data) external {
        timelock.schedule(target, data); // want "Scheduler.schedule\\(\\) ignores the value returned by timelock.schedule\\(target, data\\)$"
        scheduled++;
    }
}

interface ICompoundTimelock {
    function queuedTransactions(bytes32 txHash) external view returns (bool);
    function queueTransaction(address target, uint256 value, bytes calldata data, uint256 eta) external returns (bytes32);
}

contract CompoundGovernor {
    ICompoundTimelock public timelock;
    uint256 public queued;

    // Low: the timelock only looks the hash up, which the governor can recompute from the arguments.
    function queue(address target, bytes calldata data, uint256 eta) external {
        timelock.queueTransaction(target, 0, data, eta); // want "ignores the value returned by timelock.queueTransaction\\(target, 0, data, eta\\) \\(a hash or identifier no function takes back"
        queued++;
    }
}

interface ICoordinator {
    function requestRandomness(uint256 fee) external returns (bytes32 requestId);
}

contract Lottery {
    ICoordinator public coordinator;
    uint256 public requests;
    uint256 public winner;

    // The request id comes back through the callback, which cannot be matched to a request without it.
    function draw() external {
        coordinator.requestRandomness(1 ether); // want "Lottery.draw\\(\\) ignores the value returned by coordinator.requestRandomness\\(1 ether\\)$"
        requests++;
    }

    function fulfill(bytes32 requestId, uint256 randomness) external {
        require(msg.sender == address(coordinator));
        requestId;
        winner = randomness;
    }
}

contract Pool {
    mapping(address => uint256) public balance;
    uint256 public nonce;
    bool public paused;

    function deposit(uint256 amount) external returns (uint256) {
        balance[msg.sender] += amount;
        return amount;
    }

    function hashOf(address target, bytes calldata data) external returns (bytes32) {
        nonce;
        balance[target] += 0;
        return keccak256(abi.encode(target, data, msg.sender));
    }

    function open(address who) external returns (uint256) {
        balance[who] = 1;
        return nonce++;
    }

    function depositUnlessPaused(uint256 amount) external returns (uint256) {
        if (paused) return 0;
        balance[msg.sender] += amount;
        return amount;
    }

    function depositCapped(uint256 amount) external returns (uint256) {
        if (amount > 100) amount = 100;
        balance[msg.sender] += amount;
        return amount;
    }

    function poke(uint256 amount) external returns (bool) {
        balance[msg.sender] += amount;
        return true;
    }
}

contract PoolUser {
    Pool public pool;
    uint256 public deposited;

    // Low: the pool returns the amount passed in; the caller already has it.
    function deposit(uint256 amount) external {
        pool.deposit(amount); // want "ignores the value returned by pool.deposit\\(amount\\) \\(the value only echoes the arguments\\)"
        deposited += amount;
    }

    // Low: a hash of the arguments and the caller's own address.
    function hash(address target, bytes calldata data) external {
        pool.hashOf(target, data); // want "ignores the value returned by pool.hashOf\\(target, data\\) \\(the value only echoes the arguments\\)"
        deposited += 1;
    }

    // The id comes from the pool's counter: the caller cannot find it again.
    function open() external {
        pool.open(msg.sender); // want "PoolUser.open\\(\\) ignores the value returned by pool.open\\(msg.sender\\)$"
        deposited += 1;
    }

    // Zero when the pool is paused: the value tells whether anything was deposited.
    function depositUnlessPaused(uint256 amount) external {
        pool.depositUnlessPaused(amount); // want "PoolUser.depositUnlessPaused\\(\\) ignores the value returned by pool.depositUnlessPaused\\(amount\\)$"
        deposited += amount;
    }

    // The pool caps the amount: the value is what was actually deposited.
    function depositCapped(uint256 amount) external {
        pool.depositCapped(amount); // want "PoolUser.depositCapped\\(\\) ignores the value returned by pool.depositCapped\\(amount\\)$"
        deposited += amount;
    }

    // A success flag is never dismissed, even when it is a constant.
    function poke(uint256 amount) external {
        pool.poke(amount); // want "PoolUser.poke\\(\\) ignores the value returned by pool.poke\\(amount\\)$"
        deposited += amount;
    }
}
