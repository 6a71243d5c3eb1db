pragma solidity ^0.5.0;

/// Alien Codex-style record keeper: the array slot is computed by hand and the index is the caller's, with a
/// length the caller can underflow, so any storage slot (the owner's included) can be written.
contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }
}

contract RecordKeeper is Ownable {
    bool public contact;
    bytes32[] public records;

    modifier contacted() {
        require(contact, "no contact");
        _;
    }

    function makeContact() public {
        contact = true;
    }

    function record(bytes32 content) public contacted {
        records.push(content);
    }

    function retract() public contacted {
        assembly {
            // <yes> <report> ARITHMETIC
            sstore(records_slot, sub(sload(records_slot), 1))
        }
    }

    function revise(uint256 i, bytes32 content) public contacted {
        assembly {
            mstore(0, records_slot)
            let base := keccak256(0, 32)
            // <yes> <report> ACCESS_CONTROL
            sstore(add(base, i), content)
        }
    }
}
