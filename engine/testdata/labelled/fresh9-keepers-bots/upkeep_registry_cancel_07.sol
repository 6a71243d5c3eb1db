// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// A small upkeep registry paid in ETH: anyone funds an upkeep, registered keepers perform it and are paid per
/// call, and the upkeep's admin may cancel it and take back the balance left after a grace period.
contract EthUpkeepRegistry {
    struct Upkeep {
        address target;
        address admin;
        uint96 balance;
        uint64 cancelledAt;
        uint32 gasLimit;
    }

    uint256 public constant CANCEL_DELAY = 50;
    uint96 public constant PAYMENT = 0.005 ether;

    address public owner;
    mapping(address => bool) public keepers;
    mapping(uint256 => Upkeep) public upkeeps;
    uint256 public count;

    event Performed(uint256 indexed id, address indexed keeper, bool success);

    constructor() {
        owner = msg.sender;
    }

    function setKeeper(address keeper, bool active) external {
        require(msg.sender == owner, "owner");
        keepers[keeper] = active;
    }

    function register(address target, uint32 gasLimit) external returns (uint256 id) {
        id = count++;
        upkeeps[id] = Upkeep(target, msg.sender, 0, 0, gasLimit);
    }

    function addFunds(uint256 id) external payable {
        require(upkeeps[id].cancelledAt == 0, "cancelled");
        upkeeps[id].balance += uint96(msg.value);
    }

    function perform(uint256 id, bytes calldata performData) external {
        require(keepers[msg.sender], "keeper");
        Upkeep storage u = upkeeps[id];
        require(u.cancelledAt == 0 && u.balance >= PAYMENT, "unfunded");
        u.balance -= PAYMENT;
        (bool ok, ) = u.target.call{gas: u.gasLimit}(abi.encodeWithSignature("performUpkeep(bytes)", performData));
        emit Performed(id, msg.sender, ok);
        msg.sender.transfer(PAYMENT);
    }

    function cancel(uint256 id) external {
        require(msg.sender == upkeeps[id].admin, "admin");
        require(upkeeps[id].cancelledAt == 0, "cancelled");
        upkeeps[id].cancelledAt = uint64(block.number + CANCEL_DELAY);
    }

    function withdrawFunds(uint256 id, address payable to) external {
        Upkeep storage u = upkeeps[id];
        require(msg.sender == u.admin, "admin");
        require(u.cancelledAt != 0 && u.cancelledAt <= block.number, "not cancelled");
        // <yes> <report> REENTRANCY
        (bool ok, ) = to.call{value: u.balance}("");
        require(ok, "withdraw");
        u.balance = 0;
    }
}
