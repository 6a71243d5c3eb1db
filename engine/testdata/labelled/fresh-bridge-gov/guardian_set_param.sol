// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract MessageVerifier {
    mapping(bytes32 => bool) public consumed;
    address[] public guardians;
    address public owner;

    constructor(address[] memory _guardians) {
        guardians = _guardians;
        owner = msg.sender;
    }

    function verifyAndRun(bytes32 hash, address[] calldata signers, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s, address target, bytes calldata data) external {
        require(!consumed[hash], "consumed");
        require(signers.length * 3 >= guardians.length * 2, "quorum");
        for (uint256 i = 0; i < signers.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            require(ecrecover(hash, v[i], r[i], s[i]) == signers[i], "bad signature");
        }
        consumed[hash] = true;
        (bool ok, ) = target.call(data);
        require(ok, "call failed");
    }
}
