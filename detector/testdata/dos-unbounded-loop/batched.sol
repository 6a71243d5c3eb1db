pragma solidity ^0.8.20;

contract Batched {
    address[] public users;
    mapping(address => uint256) public points;
    uint256 public cursor;

    function join() external {
        users.push(msg.sender);
    }

    // Safe: the second conjunct holds each call to a batch the caller picks.
    function process(uint256 max) external {
        uint256 i = cursor;
        for (; i < users.length && i < cursor + max; i++) {
            points[users[i]] += 1;
        }
        cursor = i;
    }

    // Safe: stops when the gas runs low.
    function processGas() external {
        uint256 i = cursor;
        while (i < users.length && gasleft() > 100_000) {
            points[users[i]] += 1;
            i++;
        }
        cursor = i;
    }

    // A search that stops at a match is still unbounded.
    function leave() external {
        for (uint256 i = 0; i < users.length && users[i] != address(0); i++) { // want "Batched.leave\\(\\) loops up to users.length"
            if (users[i] == msg.sender) {
                users[i] = users[users.length - 1];
                users.pop();
                break;
            }
        }
    }
}
