// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IHook {
    function notify(address who) external;
}

contract SelfCalls {
    mapping(address => uint256) public balances;
    uint256 public count;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function quote(address who) external view returns (uint256) {
        return balances[who];
    }

    function lookup(address who) external returns (uint256) {
        require(msg.sender == address(this));
        count += 1;
        return balances[who];
    }

    function lookupAndNotify(address who) external returns (uint256) {
        require(msg.sender == address(this));
        IHook(who).notify(who);
        return balances[who];
    }

    // A call of the contract itself runs only its own code: nothing re-enters.
    function settle() external {
        uint256 b = this.lookup(msg.sender);
        require(b > 0);
        balances[msg.sender] = 0;
    }

    // Unless the function it calls calls out.
    function settleNotified() external {
        uint256 b = this.lookupAndNotify(msg.sender); // want "SelfCalls.settleNotified\\(\\) calls this before it writes balances"
        require(b > 0);
        balances[msg.sender] = 0;
    }

    function transfer(address to, uint256 amount) external {
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}
