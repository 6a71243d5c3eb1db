// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Unstake manager of a liquid staking token: unstake requests are filled from the buffer when
/// validators exit; the claim sends the ETH to a recipient chosen at claim time.
contract UnstakeManager {
    struct UnstakeRequest {
        address staker;
        uint256 amount;
        uint256 readyAt;
        bool claimed;
    }

    address public manager;
    uint256 public nextRequestId;
    mapping(uint256 => UnstakeRequest) public requests;
    mapping(address => uint256) public staked;

    event UnstakeRequested(uint256 indexed id, address indexed staker, uint256 amount);
    event Claimed(uint256 indexed id, address indexed recipient, uint256 amount);

    constructor() {
        manager = msg.sender;
    }

    function stake() external payable {
        staked[msg.sender] += msg.value;
    }

    function requestUnstake(uint256 amount) external returns (uint256 id) {
        require(staked[msg.sender] >= amount, "BALANCE");
        staked[msg.sender] -= amount;
        id = nextRequestId++;
        requests[id] = UnstakeRequest(msg.sender, amount, block.timestamp + 7 days, false);
        emit UnstakeRequested(id, msg.sender, amount);
    }

    function claim(uint256 id, address payable recipient) external {
        UnstakeRequest storage r = requests[id];
        require(!r.claimed, "CLAIMED");
        require(block.timestamp >= r.readyAt, "NOT_READY");
        r.claimed = true;
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = recipient.call{value: r.amount}("");
        require(ok, "ETH");
        emit Claimed(id, recipient, r.amount);
    }
}
