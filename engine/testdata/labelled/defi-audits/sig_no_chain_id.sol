// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

// A relayed withdrawal with a nonce but no chain id or contract address in the signed message: the same
// signature works on every chain and every copy of this contract.
contract RelayedWallet {
    address public immutable owner;
    mapping(uint256 => bool) public usedNonces;

    constructor() payable {
        owner = msg.sender;
    }

    function withdrawWithSig(address payable to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!usedNonces[nonce], "nonce");
        usedNonces[nonce] = true;
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(to, amount, nonce))));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == owner, "signature");
        to.transfer(amount);
    }

    receive() external payable {}
}
