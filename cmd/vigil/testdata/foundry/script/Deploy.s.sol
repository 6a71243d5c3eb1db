// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

import {Counter} from "../src/Counter.sol";

contract Deploy {
    function run() public returns (Counter) {
        return new Counter();
    }
}
