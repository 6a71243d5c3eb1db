pragma solidity ^0.8.0;

contract Batch {
    mapping(address => uint256) public balances;
    uint256 public price;

    function creditAll(address[] calldata to) external payable {
        for (uint256 i = 0; i < to.length; i++) {
            balances[to[i]] += msg.value; // want "Batch.creditAll\\(\\) reads msg.value inside a loop"
        }
    }

    function creditViaHelper(address[] calldata to) external payable {
        uint256 i = 0;
        while (i < to.length) {
            _credit(to[i]); // want "calls Batch._credit\\(\\) inside a loop, and it reads msg.value"
            i++;
        }
    }

    function _credit(address a) internal {
        balances[a] += msg.value; // want "Batch._credit\\(\\) reads msg.value, and Batch.creditViaHelper\\(\\) runs it once per turn of a loop \\(line 16\\)"
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function multicall(bytes[] calldata data) external payable {
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, ) = address(this).delegatecall(data[i]); // want "delegatecalls this contract inside a loop; the payable Batch\\.\\w+\\(\\) would see"
            require(ok);
        }
    }

    // Safe: msg.value read once, spent per iteration against a running total.
    function split(address[] calldata to) external payable {
        uint256 share = msg.value / to.length;
        for (uint256 i = 0; i < to.length; i++) {
            balances[to[i]] += share;
        }
    }

    event Credited(address indexed to, uint256 share, uint256 paid);

    // Safe: msg.value is only logged in the loop; the credit is the share read once before it.
    function splitLogged(address[] calldata to) external payable {
        uint256 share = msg.value / to.length;
        for (uint256 i = 0; i < to.length; i++) {
            balances[to[i]] += share;
            emit Credited(to[i], share, msg.value);
        }
    }

    // Safe: msg.value outside any loop.
    function single() external payable {
        balances[msg.sender] += msg.value;
    }
}

// Safe: a function that cannot take ether sees msg.value == 0 in every iteration.
contract NonPayable {
    mapping(address => uint256) public seen;

    function mark(address[] calldata to) external {
        for (uint256 i = 0; i < to.length; i++) {
            seen[to[i]] = msg.value;
        }
    }
}

contract WeightedSplit {
    mapping(address => uint256) public claimable;
    address[] public payees;
    mapping(address => uint256) public weight;
    uint256 public totalWeight;

    // Safe: each payee is credited its fraction of the one payment, over the fixed total weight.
    function allocate() external payable {
        uint256 total = totalWeight;
        for (uint256 i = 0; i < payees.length; i++) {
            claimable[payees[i]] += (msg.value * weight[payees[i]]) / total;
        }
    }

    // Unsafe: the whole payment times a weight, never divided, credits more than was paid.
    function allocateScaled() external payable {
        for (uint256 i = 0; i < payees.length; i++) {
            claimable[payees[i]] += msg.value * weight[payees[i]]; // want "WeightedSplit.allocateScaled\\(\\) reads msg.value inside a loop"
        }
    }
}

contract StakeQueue {
    struct Ticket {
        address player;
        uint256 stake;
        bool active;
    }

    Ticket[] public queue;
    mapping(uint256 => uint256) public pots;
    mapping(address => uint256) public credit;
    uint256 public matches;

    // Safe: the loop looks for one open ticket of the same stake, and the payment is used once, as it leaves.
    function enter() external payable {
        for (uint256 i = 0; i < queue.length; i++) {
            Ticket storage t = queue[i];
            if (t.active && t.stake == msg.value && t.player != msg.sender) {
                t.active = false;
                pots[++matches] = msg.value * 2;
                return;
            }
        }
        queue.push(Ticket(msg.sender, msg.value, true));
    }

    // Unsafe: the loop goes on after crediting the payment, so every matching ticket counts it again.
    function enterAll() external payable {
        for (uint256 i = 0; i < queue.length; i++) {
            if (queue[i].stake == msg.value) { // want "StakeQueue.enterAll\\(\\) reads msg.value inside a loop"
                credit[queue[i].player] += msg.value; // want "StakeQueue.enterAll\\(\\) reads msg.value inside a loop"
            }
        }
    }

    // Unsafe: a do-while whose first statement counts the payment runs it again on every turn.
    function creditEach(address[] calldata to) external payable {
        uint256 i = 0;
        do {
            credit[to[i]] += msg.value; // want "StakeQueue.creditEach\\(\\) reads msg.value inside a loop"
            i++;
        } while (i < to.length);
    }

    // Unsafe: a break only on one path leaves the other paths counting again.
    function creditUntil(address[] calldata to, address stop) external payable {
        for (uint256 i = 0; i < to.length; i++) {
            credit[to[i]] += msg.value; // want "StakeQueue.creditUntil\\(\\) reads msg.value inside a loop"
            if (to[i] == stop) {
                break;
            }
        }
    }
}
