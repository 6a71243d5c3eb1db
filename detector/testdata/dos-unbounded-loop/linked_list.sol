// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Queue {
    struct Node {
        uint256 amount;
        address next;
    }

    mapping(address => Node) public nodes;
    mapping(address => address) public after_;
    address public head;
    address public owner = msg.sender;
    uint256 public total;

    function join(uint256 amount) external {
        require(nodes[msg.sender].amount == 0, "joined");
        nodes[msg.sender] = Node(amount, head);
        head = msg.sender;
    }

    function link(address who) external {
        after_[who] = head;
        head = who;
    }

    function settle() external {
        address cur = head;
        while (cur != address(0)) { // want "Queue.settle\\(\\) walks the list kept in nodes to its end \\(cur = nodes\\[cur\\].next\\), and any caller can add to it through Queue.join\\(\\)"
            total += nodes[cur].amount;
            cur = nodes[cur].next;
        }
    }

    function count() external view returns (uint256 k) {
        for (address cur = head; cur != address(0); cur = after_[cur]) { // want "Queue.count\\(\\) walks the list kept in after_ to its end .* \\(a view function no state-changing code here calls\\)"
            k++;
        }
    }
}

// Safe: only the owner adds to the list.
contract OwnedList {
    mapping(uint256 => uint256) public nextId;
    uint256 public first;
    address public owner = msg.sender;
    uint256 public visits;

    function add(uint256 id) external {
        require(msg.sender == owner, "owner");
        nextId[id] = first;
        first = id;
    }

    function visit() external {
        uint256 cur = first;
        while (cur != 0) {
            visits++;
            cur = nextId[cur];
        }
    }
}

// Safe: adding costs a fee, and a loop bounded by a batch size.
contract PaidList {
    mapping(uint256 => uint256) public nextId;
    uint256 public first;
    uint256 public counter;
    uint256 public visits;

    function add() external payable {
        require(msg.value == 1 ether, "fee");
        counter++;
        nextId[counter] = first;
        first = counter;
    }

    function visit() external {
        uint256 cur = first;
        while (cur != 0) {
            visits++;
            cur = nextId[cur];
        }
    }
}
