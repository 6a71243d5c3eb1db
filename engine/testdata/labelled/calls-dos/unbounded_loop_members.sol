// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Anyone can join, and the reward update walks every member: after enough joins no call fits in a block.
contract RewardClub {
    struct Member {
        address account;
        uint256 points;
    }

    Member[] public members;
    mapping(address => bool) public joined;
    address public keeper;

    constructor() {
        keeper = msg.sender;
    }

    function join() external {
        require(!joined[msg.sender], "joined");
        joined[msg.sender] = true;
        members.push(Member(msg.sender, 0));
    }

    function accrue(uint256 pointsEach) external {
        require(msg.sender == keeper, "keeper");
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint256 i = 0; i < members.length; i++) {
            members[i].points += pointsEach;
        }
    }
}
