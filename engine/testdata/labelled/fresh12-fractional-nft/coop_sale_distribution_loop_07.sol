// SPDX-License-Identifier: MIT
pragma solidity ^0.7.4;

// Art co-op: members buy in with ETH, the co-op buys a piece together, and when it is resold the
// proceeds are pushed to every member in proportion to the stake.
contract ArtCoop {
    address public manager;
    address payable[] public members;
    mapping(address => uint256) public stake;
    uint256 public totalStake;
    bool public open = true;

    event Joined(address member, uint256 amount);
    event Distributed(uint256 proceeds);

    constructor() {
        manager = msg.sender;
    }

    function join() external payable {
        require(open, "closed");
        require(msg.value >= 0.01 ether, "min");
        if (stake[msg.sender] == 0) {
            members.push(msg.sender);
        }
        stake[msg.sender] += msg.value;
        totalStake += msg.value;
        emit Joined(msg.sender, msg.value);
    }

    function close() external {
        require(msg.sender == manager, "manager");
        open = false;
    }

    function distributeSale() external payable {
        require(msg.sender == manager, "manager");
        require(!open, "open");
        uint256 proceeds = msg.value;
        for (uint256 i = 0; i < members.length; i++) {
            address payable m = members[i];
            // <yes> <report> DENIAL_OF_SERVICE
            m.transfer((proceeds * stake[m]) / totalStake);
        }
        emit Distributed(proceeds);
    }
}
