pragma solidity ^0.4.24;

/// Keeper pool of an early oracle network: keepers report rounds, and at the end of each epoch the pool pays every
/// keeper in turn for the rounds it reported.
contract KeeperPayroll {
    address public owner;
    address[] public keepers;
    mapping(address => bool) public isKeeper;
    mapping(address => uint) public reported;
    uint public ratePerReport = 0.001 ether;

    function KeeperPayroll() public {
        owner = msg.sender;
    }

    function() public payable {}

    function join() public {
        require(!isKeeper[msg.sender]);
        isKeeper[msg.sender] = true;
        keepers.push(msg.sender);
    }

    function report(uint roundId, int answer) public {
        require(isKeeper[msg.sender]);
        roundId;
        answer;
        reported[msg.sender] += 1;
    }

    function payEpoch() public {
        require(msg.sender == owner);
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint i = 0; i < keepers.length; i++) {
            address k = keepers[i];
            uint due = reported[k] * ratePerReport;
            reported[k] = 0;
            if (due > 0) {
                // <yes> <report> DENIAL_OF_SERVICE
                k.transfer(due);
            }
        }
    }
}
