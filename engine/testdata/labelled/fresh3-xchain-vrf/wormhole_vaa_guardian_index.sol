// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.0;

contract LiteCoreMessenger {
    struct GuardianSet {
        address[] keys;
        uint32 expirationTime;
    }

    struct Signature {
        bytes32 r;
        bytes32 s;
        uint8 v;
        uint8 guardianIndex;
    }

    mapping(uint32 => GuardianSet) public guardianSets;
    uint32 public currentGuardianSetIndex;
    address public governance;
    mapping(bytes32 => bool) public consumedVAAs;
    mapping(address => uint256) public credits;

    constructor(address[] memory initialKeys) {
        guardianSets[0] = GuardianSet(initialKeys, 0);
        governance = msg.sender;
    }

    function rotateGuardians(address[] calldata keys) external {
        require(msg.sender == governance, "governance");
        guardianSets[currentGuardianSetIndex].expirationTime = uint32(block.timestamp) + 1 days;
        currentGuardianSetIndex += 1;
        guardianSets[currentGuardianSetIndex] = GuardianSet(keys, 0);
    }

    // the set index is the caller's: an expired (or empty, never-written) set is accepted
    function verifySignatures(bytes32 hash, uint32 guardianSetIndex, Signature[] calldata sigs) public view returns (bool) {
        // <yes> <report> ACCESS_CONTROL
        GuardianSet storage gs = guardianSets[guardianSetIndex];
        require(sigs.length * 3 >= gs.keys.length * 2, "no quorum");
        for (uint256 i = 0; i < sigs.length; i++) {
            if (ecrecover(hash, sigs[i].v, sigs[i].r, sigs[i].s) != gs.keys[sigs[i].guardianIndex]) return false;
        }
        return true;
    }

    function redeem(bytes calldata body, uint32 guardianSetIndex, Signature[] calldata sigs) external {
        bytes32 hash = keccak256(abi.encodePacked(keccak256(body)));
        require(!consumedVAAs[hash], "consumed");
        require(verifySignatures(hash, guardianSetIndex, sigs), "invalid VAA");
        consumedVAAs[hash] = true;
        (address to, uint256 amount) = abi.decode(body, (address, uint256));
        credits[to] += amount;
    }
}
