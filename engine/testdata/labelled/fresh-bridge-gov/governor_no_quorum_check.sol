// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract Treasury {
    address public governor;
    mapping(uint256 => bool) public executed;

    struct Spend {
        address payable to;
        uint256 amount;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 end;
    }

    Spend[] public spends;
    mapping(uint256 => mapping(address => bool)) public hasVoted;
    mapping(address => uint256) public weight;

    constructor() {
        governor = msg.sender;
    }

    receive() external payable {}

    function setWeight(address who, uint256 w) external {
        require(msg.sender == governor, "governor");
        weight[who] = w;
    }

    function proposeSpend(address payable to, uint256 amount) external returns (uint256) {
        spends.push(Spend(to, amount, 0, 0, block.timestamp + 3 days));
        return spends.length - 1;
    }

    function vote(uint256 id, bool support) external {
        Spend storage s = spends[id];
        require(block.timestamp < s.end, "closed");
        require(!hasVoted[id][msg.sender], "voted");
        hasVoted[id][msg.sender] = true;
        if (support) s.forVotes += weight[msg.sender];
        else s.againstVotes += weight[msg.sender];
    }

    // <yes> <report> ACCESS_CONTROL
    function execute(uint256 id) external {
        Spend storage s = spends[id];
        require(!executed[id], "executed");
        executed[id] = true;
        s.to.transfer(s.amount);
    }
}
