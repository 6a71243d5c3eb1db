// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

// Safe: signers recovered through a helper, in ascending order, each checked against the council and counted.
contract SortedCouncil {
    mapping(address => bool) public isCouncil;
    uint256 public immutable threshold;
    uint256 public nonce;

    constructor(address[] memory council, uint256 _threshold) {
        for (uint256 i = 0; i < council.length; i++) {
            isCouncil[council[i]] = true;
        }
        threshold = _threshold;
    }

    receive() external payable {}

    function _recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "multisig: sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(digest, v, r, s);
    }

    function execute(address payable to, uint256 value, bytes[] calldata sigs) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), to, value, nonce));
        uint256 valid;
        address last;
        for (uint256 i = 0; i < sigs.length; i++) {
            address signer = _recover(digest, sigs[i]);
            require(signer > last, "multisig: order");
            last = signer;
            if (isCouncil[signer]) valid++;
        }
        require(valid >= threshold, "multisig: not enough signatures");
        nonce++;
        (bool ok, ) = to.call{value: value}("");
        require(ok, "multisig: call failed");
    }
}

// Vulnerable: the same signature listed again counts again.
contract RepeatCouncil {
    mapping(address => bool) public isCouncil;
    uint256 public immutable threshold;
    uint256 public nonce;

    constructor(address[] memory council, uint256 _threshold) {
        for (uint256 i = 0; i < council.length; i++) {
            isCouncil[council[i]] = true;
        }
        threshold = _threshold;
    }

    receive() external payable {}

    function _recover(bytes32 digest, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "multisig: sig length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        return ecrecover(digest, v, r, s);
    }

    function execute(address payable to, uint256 value, bytes[] calldata sigs) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), to, value, nonce));
        uint256 valid;
        for (uint256 i = 0; i < sigs.length; i++) {
            address signer = _recover(digest, sigs[i]); // want "RepeatCouncil.execute\\(\\) counts the signatures of sigs toward its quorum without requiring their signers to differ"
            if (isCouncil[signer]) valid++;
        }
        require(valid >= threshold, "multisig: not enough signatures");
        nonce++;
        (bool ok, ) = to.call{value: value}("");
        require(ok, "multisig: call failed");
    }
}
