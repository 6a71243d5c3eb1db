pragma solidity ^0.8.20;

// A receiver that stores a failed delivery for a retry, calling a target named in the message with a gas cap
// and keeping the returned reason.
contract Receiver {
    address public immutable endpoint;
    mapping(uint64 => bytes32) public failed;

    constructor(address e) {
        endpoint = e;
    }

    function receiveMessage(uint64 nonce, bytes calldata payload) external {
        require(msg.sender == endpoint, "endpoint");
        (address target, bytes memory data) = abi.decode(payload, (address, bytes));
        (bool ok, bytes memory reason) = target.call{gas: gasleft() - 30000}(data); // want "Receiver.receiveMessage\\(\\) calls target with a gas cap and goes on when the call fails, but copies all the data it returns into reason"
        if (!ok) {
            failed[nonce] = keccak256(payload);
            emit Failed(nonce, reason);
        }
    }

    // The same, assigning to locals declared before.
    function receiveAssigned(uint64 nonce, address target, bytes calldata data) external {
        require(msg.sender == endpoint, "endpoint");
        bool ok;
        bytes memory reason;
        (ok, reason) = target.call{gas: 200000}(data); // want "Receiver.receiveAssigned\\(\\) calls target with a gas cap"
        if (!ok) {
            failed[nonce] = keccak256(reason);
        }
    }

    event Failed(uint64 nonce, bytes reason);
}

// A keeper registry whose upkeep targets anyone registers.
contract Registry {
    struct Upkeep {
        address target;
        uint32 gasLimit;
    }
    mapping(uint256 => Upkeep) public upkeeps;
    uint256 public count;

    function register(address target, uint32 gasLimit) external returns (uint256 id) {
        id = ++count;
        upkeeps[id] = Upkeep(target, gasLimit);
    }

    function perform(uint256 id, bytes calldata data) external {
        address target = upkeeps[id].target;
        (bool ok, bytes memory result) = target.call{gas: upkeeps[id].gasLimit}(data); // want "Registry.perform\\(\\) calls target with a gas cap"
        emit Performed(id, ok, result);
        payable(msg.sender).transfer(0.01 ether);
    }

    event Performed(uint256 id, bool ok, bytes result);
}
