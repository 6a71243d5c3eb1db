// SPDX-License-Identifier: MIT
// A 2-of-n wallet whose transaction hash leaves out the receiver: a signed payment is replayed to any address
// by whoever submits it first.
pragma solidity ^0.8.20;

contract PairWallet {
    mapping(address => bool) public isOwner;
    uint256 public nonce;

    constructor(address[] memory owners) {
        for (uint256 i = 0; i < owners.length; i++) isOwner[owners[i]] = true;
    }

    receive() external payable {}

    function txHash(uint256 value, uint256 n) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), value, n));
    }

    function execute(address payable to, uint256 value, uint8[2] calldata v, bytes32[2] calldata r, bytes32[2] calldata s) external {
        bytes32 h = txHash(value, nonce);
        nonce++;
        address a = ecrecover(h, v[0], r[0], s[0]);
        address b = ecrecover(h, v[1], r[1], s[1]);
        require(a != b && isOwner[a] && isOwner[b], "signers");
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = to.call{value: value}("");
        require(ok, "send");
    }
}
