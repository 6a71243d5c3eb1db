pragma solidity ^0.4.24;

contract CheckpointRegistry {
    address public admin;
    bytes32[] public checkpoints;

    constructor() public {
        admin = msg.sender;
    }

    function push(bytes32 root) public {
        checkpoints.push(root);
    }

    function revertLast() public {
        checkpoints.length--;
    }

    function amend(uint256 index, bytes32 root) public {
        // <yes> <report> ACCESS_CONTROL
        checkpoints[index] = root;
    }

    function setAdmin(address next) public {
        require(msg.sender == admin);
        admin = next;
    }
}
