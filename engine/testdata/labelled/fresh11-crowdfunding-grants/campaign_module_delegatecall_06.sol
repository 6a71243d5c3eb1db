// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Crowdfund with pluggable reward modules (tiers, NFT perks, stretch goals): the creator enables
/// module contracts, and any module's logic runs in the campaign's own storage through
/// delegatecall. runModule() checks neither the caller nor that the module was enabled, so anyone
/// delegatecalls a contract of their own that overwrites the creator slot or self-destructs the
/// campaign with the pledges inside.
contract ModularCrowdfund {
    address payable public creator;
    uint256 public goal;
    uint256 public deadline;
    uint256 public raised;
    bool public claimed;
    mapping(address => uint256) public pledges;
    mapping(address => bool) public moduleEnabled;

    event ModuleSet(address indexed module, bool enabled);
    event ModuleRun(address indexed module, bytes data);

    modifier onlyCreator() {
        require(msg.sender == creator, "creator");
        _;
    }

    constructor(uint256 _goal, uint256 _duration) public {
        creator = msg.sender;
        goal = _goal;
        deadline = block.timestamp + _duration;
    }

    function setModule(address module, bool enabled) external onlyCreator {
        moduleEnabled[module] = enabled;
        emit ModuleSet(module, enabled);
    }

    function pledge() external payable {
        require(block.timestamp < deadline, "ended");
        pledges[msg.sender] += msg.value;
        raised += msg.value;
    }

    function runModule(address module, bytes calldata data) external returns (bytes memory) {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = module.delegatecall(data);
        require(ok, "module");
        emit ModuleRun(module, data);
        return ret;
    }

    function claim() external onlyCreator {
        require(block.timestamp >= deadline && raised >= goal, "not funded");
        require(!claimed, "claimed");
        claimed = true;
        creator.transfer(address(this).balance);
    }

    function refund() external {
        require(block.timestamp >= deadline && raised < goal, "no refund");
        uint256 amount = pledges[msg.sender];
        pledges[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
