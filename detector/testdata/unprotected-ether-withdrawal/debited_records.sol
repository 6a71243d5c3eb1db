pragma solidity ^0.8.0;

// An exit queue: each request records the caller and an amount taken from the caller's own stake; anyone may
// process a ready request, which pays the recorded staker its recorded amount, once.
contract DebitedExitQueue {
    struct Exit { address payable staker; uint256 amount; uint256 readyAt; bool done; }
    mapping(address => uint256) public staked;
    Exit[] public exits;

    function stake() external payable {
        staked[msg.sender] += msg.value;
    }
    function requestExit(uint256 amount) external {
        staked[msg.sender] -= amount;
        exits.push(Exit(payable(msg.sender), amount, block.timestamp + 3 days, false));
    }
    function processExit(uint256 id) external {
        Exit storage e = exits[id];
        require(!e.done && block.timestamp >= e.readyAt, "not ready");
        e.done = true;
        e.staker.transfer(e.amount);
    }
}

// The amount recorded is whatever the caller asks, taken from nothing: processing pays it.
contract UndebitedExitQueue {
    struct Exit { address payable staker; uint256 amount; uint256 readyAt; bool done; }
    mapping(address => uint256) public staked;
    Exit[] public exits;

    function stake() external payable {
        staked[msg.sender] += msg.value;
    }
    function requestExit(uint256 amount) external {
        require(staked[msg.sender] > 0, "no stake");
        exits.push(Exit(payable(msg.sender), amount, block.timestamp + 3 days, false));
    }
    function processExit(uint256 id) external { // want "UndebitedExitQueue.processExit\\(\\) lets any caller send e.amount to e.staker"
        Exit storage e = exits[id];
        require(!e.done && block.timestamp >= e.readyAt, "not ready");
        e.done = true;
        e.staker.transfer(e.amount);
    }
}
