// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

library Clones {
    function clone(address implementation) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create(0, 0x09, 0x37)
        }
        require(instance != address(0), "create");
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Campaign cloned by the factory below for every new project. initialize() stands in for the
/// constructor but records nothing that stops a second call: anyone re-initialises a live campaign,
/// makes themselves its creator with a goal of one unit and a deadline already past, and collects
/// the backers' pledges.
contract CloneCampaign {
    IERC20 public token;
    address public creator;
    uint256 public goal;
    uint256 public deadline;
    uint256 public raised;
    bool public collected;
    mapping(address => uint256) public pledged;

    function initialize(IERC20 _token, address _creator, uint256 _goal, uint256 _deadline) external {
        require(_creator != address(0), "creator");
        token = _token;
        // <yes> <report> ACCESS_CONTROL
        creator = _creator;
        goal = _goal;
        deadline = _deadline;
    }

    function pledge(uint256 amount) external {
        require(block.timestamp < deadline, "ended");
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        pledged[msg.sender] += amount;
        raised += amount;
    }

    function collect() external {
        require(msg.sender == creator, "creator");
        require(block.timestamp >= deadline && raised >= goal, "not yet");
        require(!collected, "done");
        collected = true;
        require(token.transfer(creator, raised), "transfer");
    }

    function refund() external {
        require(block.timestamp >= deadline && raised < goal, "no refund");
        uint256 amount = pledged[msg.sender];
        pledged[msg.sender] = 0;
        require(token.transfer(msg.sender, amount), "transfer");
    }
}

contract CampaignFactory {
    address public immutable implementation;
    address[] public campaigns;

    event CampaignCreated(address indexed campaign, address indexed creator);

    constructor() {
        implementation = address(new CloneCampaign());
    }

    function create(IERC20 token, uint256 goal, uint256 duration) external returns (address campaign) {
        require(duration > 0 && duration <= 90 days, "duration");
        campaign = Clones.clone(implementation);
        CloneCampaign(campaign).initialize(token, msg.sender, goal, block.timestamp + duration);
        campaigns.push(campaign);
        emit CampaignCreated(campaign, msg.sender);
    }
}
