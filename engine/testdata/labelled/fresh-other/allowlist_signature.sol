// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

contract AllowlistMinter {
    address public signer;
    mapping(address => uint256) public minted;
    mapping(bytes32 => bool) public used;

    constructor(address _signer) {
        signer = _signer;
    }

    function mint(address[] calldata admins, address[] calldata regulars, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> OTHER
        bytes32 digest = keccak256(abi.encodePacked(admins, regulars));
        require(!used[digest], "used");
        require(ecrecover(digest, v, r, s) == signer, "bad signature");
        used[digest] = true;
        for (uint256 i = 0; i < admins.length; i++) {
            minted[admins[i]] += 10;
        }
        for (uint256 i = 0; i < regulars.length; i++) {
            minted[regulars[i]] += 1;
        }
    }
}
