// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// Marks used signatures by their bytes: the (r, n - s, v') twin of a used signature is not marked and passes.
contract SignedClaims {
    address public immutable signer;
    mapping(bytes32 => bool) public claimed;

    constructor(address s) payable {
        signer = s;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        // <yes> <report> ACCESS_CONTROL
        bytes32 sigId = keccak256(abi.encodePacked(v, r, s));
        require(!claimed[sigId], "used");
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), msg.sender, amount));
        require(ecrecover(digest, v, r, s) == signer, "signature");
        claimed[sigId] = true;
        payable(msg.sender).transfer(amount);
    }
}
