// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.18;

/// Social-recovery wallet: a majority of guardians signs (wallet, new owner, recovery nonce) and anyone submits the
/// signatures. Each recovered signer is checked to be a guardian, but nothing stops the same guardian's signature
/// from being submitted several times, so one guardian meets any threshold.
contract GuardianWallet {
    address public owner;
    mapping(address => bool) public isGuardian;
    uint256 public guardianCount;
    uint256 public recoveryNonce;

    event OwnerRecovered(address indexed previousOwner, address indexed newOwner);

    constructor(address owner_, address[] memory guardians) {
        owner = owner_;
        for (uint256 i = 0; i < guardians.length; i++) {
            require(guardians[i] != address(0) && !isGuardian[guardians[i]], "bad guardian");
            isGuardian[guardians[i]] = true;
        }
        guardianCount = guardians.length;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "not owner");
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }

    function recover(address newOwner, bytes[] calldata signatures) external {
        require(newOwner != address(0), "zero owner");
        uint256 threshold = guardianCount / 2 + 1;
        require(signatures.length >= threshold, "not enough signatures");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19Ethereum Signed Message:\n32",
                keccak256(abi.encode(block.chainid, address(this), newOwner, recoveryNonce))
            )
        );
        for (uint256 i = 0; i < signatures.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            address signer = _recover(digest, signatures[i]);
            require(isGuardian[signer], "not a guardian");
        }
        recoveryNonce++;
        emit OwnerRecovered(owner, newOwner);
        owner = newOwner;
    }

    function _recover(bytes32 digest, bytes calldata sig) internal pure returns (address) {
        require(sig.length == 65, "sig length");
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s value");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "invalid signature");
        return signer;
    }
}
