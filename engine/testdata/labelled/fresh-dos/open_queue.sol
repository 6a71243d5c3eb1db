// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract RefundQueue {
    struct Request {
        address payable who;
        uint256 amount;
    }

    Request[] public queue;
    uint256 public processed;

    function request() external payable {
        require(msg.value > 0, "nothing");
        queue.push(Request(payable(msg.sender), msg.value));
    }

    function processAll() external {
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = processed; i < queue.length; i++) {
            Request memory r = queue[i];
            (bool ok, ) = r.who.call{value: r.amount}("");
            require(ok, "refund failed");
        }
        processed = queue.length;
    }
}
