// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// The signer is set later by its admin; until then (or after it is cleared) any invalid signature recovers
// address(0) and matches it.
contract Minter {
    address public admin;
    address public signer;
    uint256 public totalMinted;
    mapping(address => uint256) public minted;
    mapping(bytes32 => bool) public done;

    constructor() {
        admin = msg.sender;
    }

    function setSigner(address s) external {
        require(msg.sender == admin, "admin");
        signer = s;
    }

    function mint(uint256 amount, uint256 salt, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount, salt));
        require(!done[digest], "used");
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == signer, "signature");
        done[digest] = true;
        minted[msg.sender] += amount;
        totalMinted += amount;
    }
}
