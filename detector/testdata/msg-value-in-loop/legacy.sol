pragma solidity ^0.4.24;

contract Tickets {
    mapping(address => uint) tickets;
    uint price = 1 ether;

    function buy(uint n) public payable {
        for (uint i = 0; i < n; i++) {
            require(msg.value >= price); // want "reads msg.value inside a loop"
            tickets[msg.sender] += 1;
        }
    }

    // Safe: a multicall through a plain call, not delegatecall.
    function relay(address[] targets) public payable {
        for (uint i = 0; i < targets.length; i++) {
            require(targets[i].call(bytes4(0x12345678)));
        }
    }
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }
}

contract WeightedSplit {
    using SafeMath for uint256;

    address[] recipients;
    uint256[] weights;
    uint256 totalWeight;
    mapping(address => uint256) owed;

    // Safe: each recipient is credited its weight's part of the one payment, through SafeMath.
    function donate() public payable {
        for (uint256 i = 0; i < recipients.length; i++) {
            owed[recipients[i]] = owed[recipients[i]].add(msg.value.mul(weights[i]).div(totalWeight));
        }
    }

    // The whole payment multiplied by a weight, never divided: counted once per recipient.
    function donateScaled() public payable {
        for (uint256 i = 0; i < recipients.length; i++) {
            owed[recipients[i]] = owed[recipients[i]].add(msg.value.mul(weights[i])); // want "reads msg.value inside a loop"
        }
    }
}
