// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Counter} from "../src/Counter.sol";

// A test contract that funds and drains itself, as tests do.
contract CounterTest {
    Counter counter = new Counter();

    function testDrain(address payable to) public {
        to.transfer(address(this).balance);
    }
}
