pragma solidity ^0.8.20;

// Nothing this contract does reads its storage: the write is reported, with less severity.
contract Receiver {
    event Called();

    function writes(bytes32 slot, bytes32 value) public {
        assembly {
            sstore(slot, value) // want "Receiver.writes\\(\\) lets any caller choose the storage slot of sstore\\(slot, value\\); no check, payment or call of Receiver reads its storage"
        }
        emit Called();
    }
}

// Here the storage holds the owner every check compares the caller with.
contract Owned {
    address owner = msg.sender;

    function writes(bytes32 slot, bytes32 value) public {
        assembly {
            sstore(slot, value) // want "Owned.writes\\(\\) lets any caller choose the storage slot of sstore\\(slot, value\\)$"
        }
    }

    function sweep(address payable to) public {
        require(msg.sender == owner);
        to.transfer(address(this).balance);
    }
}
