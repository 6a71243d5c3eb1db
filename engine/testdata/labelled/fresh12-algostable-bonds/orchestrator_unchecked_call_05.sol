pragma solidity 0.5.17;

interface IPolicy {
    function rebase() external;
}

// After every rebase, the orchestrator syncs the AMM pools that hold the elastic token, so that their
// reserves match the new balances before anyone can trade against stale reserves.
contract Orchestrator {
    struct Transaction {
        bool enabled;
        address destination;
        bytes data;
    }

    address public owner;
    IPolicy public policy;
    Transaction[] public transactions;

    event TransactionFailed(address indexed destination, uint256 index, bytes data);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address policy_) public {
        owner = msg.sender;
        policy = IPolicy(policy_);
    }

    function rebase() external {
        require(msg.sender == tx.origin, "no contracts");
        policy.rebase();

        for (uint256 i = 0; i < transactions.length; i++) {
            Transaction storage t = transactions[i];
            if (t.enabled) {
                // <yes> <report> UNCHECKED_LL_CALLS
                t.destination.call(t.data);
            }
        }
    }

    function addTransaction(address destination, bytes calldata data) external onlyOwner {
        require(transactions.length < 20, "too many");
        transactions.push(Transaction({enabled: true, destination: destination, data: data}));
    }

    function removeTransaction(uint256 index) external onlyOwner {
        require(index < transactions.length, "index");
        if (index < transactions.length - 1) {
            transactions[index] = transactions[transactions.length - 1];
        }
        transactions.length--;
    }

    function setTransactionEnabled(uint256 index, bool enabled) external onlyOwner {
        require(index < transactions.length, "index");
        transactions[index].enabled = enabled;
    }

    function transactionsSize() external view returns (uint256) {
        return transactions.length;
    }
}
