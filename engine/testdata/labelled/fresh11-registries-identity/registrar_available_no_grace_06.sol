// SPDX-License-Identifier: MIT
pragma solidity ^0.6.8;

/// Base registrar for `.id` names. A name is held until its expiry; its holder then has a grace period
/// to renew before anyone else may register it. The controller (commit-reveal, pricing) calls in.
contract IdBaseRegistrar {
    uint256 public constant GRACE_PERIOD = 90 days;

    address public owner;
    mapping(address => bool) public controllers;
    mapping(uint256 => uint256) public expiries;
    mapping(uint256 => address) public holders;

    event NameRegistered(uint256 indexed id, address indexed holder, uint256 expires);
    event NameRenewed(uint256 indexed id, uint256 expires);
    event ControllerChanged(address indexed controller, bool enabled);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyController() {
        require(controllers[msg.sender], "controller");
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function setController(address controller, bool enabled) external onlyOwner {
        controllers[controller] = enabled;
        emit ControllerChanged(controller, enabled);
    }

    /// A name can be registered again once it has expired. The grace period is only honoured by
    /// renew(); registration does not wait for it.
    function available(uint256 id) public view returns (bool) {
        // <yes> <report> OTHER
        return expiries[id] < block.timestamp;
    }

    function register(uint256 id, address holder, uint256 duration) external onlyController returns (uint256) {
        require(available(id), "unavailable");
        require(block.timestamp + duration + GRACE_PERIOD > block.timestamp + GRACE_PERIOD, "overflow");
        expiries[id] = block.timestamp + duration;
        holders[id] = holder;
        emit NameRegistered(id, holder, block.timestamp + duration);
        return block.timestamp + duration;
    }

    function renew(uint256 id, uint256 duration) external onlyController returns (uint256) {
        require(expiries[id] + GRACE_PERIOD >= block.timestamp, "past grace");
        require(expiries[id] + duration + GRACE_PERIOD > duration + GRACE_PERIOD, "overflow");
        expiries[id] += duration;
        emit NameRenewed(id, expiries[id]);
        return expiries[id];
    }

    function ownerOf(uint256 id) external view returns (address) {
        require(expiries[id] > block.timestamp, "expired");
        return holders[id];
    }

    function transfer(uint256 id, address to) external {
        require(holders[id] == msg.sender && expiries[id] > block.timestamp, "not holder");
        holders[id] = to;
    }
}
