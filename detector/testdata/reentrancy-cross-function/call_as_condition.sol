pragma solidity ^0.4.24;

// The call is the branch's condition (the 2017 MultiSigWallet's executeTransaction): a write made only in the
// branch taken when the call failed follows the undoing of everything the callee did, re-entrant calls
// included. A write in the branch taken when it succeeded is one the callee can observe half made.
contract ExecuteOnce {
    struct Transaction {
        address destination;
        uint value;
        bytes data;
        bool executed;
    }

    mapping(uint => Transaction) public transactions;
    mapping(address => bool) public isOwner;
    uint public transactionCount;
    uint public paidTotal;

    modifier notExecuted(uint id) {
        require(!transactions[id].executed);
        _;
    }

    modifier onlyOwner() {
        require(isOwner[msg.sender]);
        _;
    }

    constructor() public {
        isOwner[msg.sender] = true;
    }

    function submit(address destination, uint value, bytes data) public onlyOwner returns (uint id) {
        id = transactionCount++;
        transactions[id] = Transaction(destination, value, data, false);
    }

    function execute(uint id) public onlyOwner notExecuted(id) {
        Transaction storage txn = transactions[id];
        txn.executed = true;
        if (txn.destination.call.value(txn.value)(txn.data)) {
            emit Executed(id);
        } else {
            txn.executed = false;
        }
    }

    function executeCounted(uint id) public onlyOwner notExecuted(id) {
        Transaction storage txn = transactions[id];
        txn.executed = true;
        if (txn.destination.call.value(txn.value)(txn.data)) { // want "ExecuteOnce.executeCounted\\(\\) calls txn.destination under a reentrancy lock that ExecuteOnce.paidSoFar\\(\\) does not check before it writes paidTotal"
            paidTotal += txn.value;
        } else {
            txn.executed = false;
        }
    }

    function pendingCount() public view returns (uint count) {
        for (uint i = 0; i < transactionCount; i++) {
            if (!transactions[i].executed) {
                count += 1;
            }
        }
    }

    function paidSoFar() public view returns (uint) {
        return paidTotal;
    }

    event Executed(uint indexed id);
}
