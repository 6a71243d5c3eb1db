pragma solidity ^0.8.20;

contract Cached {
    address[] public users;
    mapping(address => uint256) public points;

    function join() external {
        users.push(msg.sender);
    }

    // The length kept in a local first is still the array's.
    function bumpAll() external {
        uint256 length = users.length;
        for (uint256 i; i < length; ) { // want "Cached.bumpAll\\(\\) loops up to users.length, which any caller can grow through Cached.join\\(\\)"
            points[users[i]] += 1;
            unchecked {
                ++i;
            }
        }
    }

    // Safe: the local is capped before the loop.
    function bumpCapped() external {
        uint256 n = users.length;
        if (n > 100) n = 100;
        for (uint256 i; i < n; ++i) {
            points[users[i]] += 1;
        }
    }

    // Safe: the smaller of the length and a batch the caller picks.
    function bumpMin(uint256 max) external {
        uint256 n = users.length < max ? users.length : max;
        for (uint256 i; i < n; ++i) {
            points[users[i]] += 1;
        }
    }
}

contract Countdown {
    address[] public queue;
    mapping(address => uint256) public served;

    function enqueue() external {
        queue.push(msg.sender);
    }

    // Counting down from the length is as long as counting up to it.
    function serveAll() external {
        for (uint256 i = queue.length; i > 0; i--) { // want "Countdown.serveAll\\(\\) loops up to queue.length, which any caller can grow through Countdown.enqueue\\(\\)"
            served[queue[i - 1]] += 1;
        }
    }

    // Safe: counts down from a constant.
    function serveTen() external {
        for (uint256 i = 10; i > 0; i--) {
            served[queue[i - 1]] += 1;
        }
    }
}
