// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.19;

/// An automation registry: the keeper is paid whether or not the upkeep succeeds, so the call must not revert.
/// The upkeep target is registered by anyone and the assembly copies all of its returndata into memory.
contract AutomationRegistry {
    struct Upkeep {
        address target;
        address admin;
        uint96 balance;
        uint32 gasLimit;
    }

    mapping(uint256 => Upkeep) public upkeeps;
    mapping(address => bool) public keepers;
    uint256 public upkeepCount;
    address public owner;
    uint96 public constant PAYMENT = 0.001 ether;

    event UpkeepPerformed(uint256 indexed id, bool success, bytes result);

    constructor() {
        owner = msg.sender;
    }

    function setKeeper(address keeper, bool active) external {
        require(msg.sender == owner, "owner");
        keepers[keeper] = active;
    }

    function registerUpkeep(address target, uint32 gasLimit) external payable returns (uint256 id) {
        id = ++upkeepCount;
        upkeeps[id] = Upkeep(target, msg.sender, uint96(msg.value), gasLimit);
    }

    function performUpkeep(uint256 id, bytes calldata performData) external {
        require(keepers[msg.sender], "not keeper");
        Upkeep storage u = upkeeps[id];
        require(u.balance >= PAYMENT, "underfunded");
        u.balance -= PAYMENT;
        address target = u.target;
        uint256 gasLimit = u.gasLimit;
        bytes memory data = abi.encodeWithSignature("performUpkeep(bytes)", performData);
        bool success;
        bytes memory result;
        assembly {
            success := call(gasLimit, target, 0, add(data, 0x20), mload(data), 0, 0)
            result := mload(0x40)
            let size := returndatasize()
            mstore(result, size)
            // <yes> <report> DENIAL_OF_SERVICE
            returndatacopy(add(result, 0x20), 0, size)
            mstore(0x40, add(add(result, 0x20), size))
        }
        emit UpkeepPerformed(id, success, result);
        payable(msg.sender).transfer(PAYMENT);
    }
}
