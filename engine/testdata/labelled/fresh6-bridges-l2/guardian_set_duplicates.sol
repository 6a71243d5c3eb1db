// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Token bridge core in the Wormhole style: a VAA is accepted when a quorum of the current guardian set signed
/// its hash; each signature carries the index of the guardian that made it.
contract GuardianBridge {
    struct Signature {
        bytes32 r;
        bytes32 s;
        uint8 v;
        uint8 guardianIndex;
    }

    address[] public guardians;
    mapping(bytes32 => bool) public completedTransfers;
    IERC20 public immutable wrapped;

    event TransferCompleted(bytes32 indexed vmHash, address indexed to, uint256 amount);

    constructor(address[] memory initialGuardians, IERC20 _wrapped) {
        guardians = initialGuardians;
        wrapped = _wrapped;
    }

    function quorum() public view returns (uint256) {
        return (guardians.length * 2) / 3 + 1;
    }

    function verifySignatures(bytes32 hash, Signature[] memory signatures) public view returns (bool) {
        require(signatures.length >= quorum(), "no quorum");
        for (uint256 i = 0; i < signatures.length; i++) {
            Signature memory sig = signatures[i];
            require(sig.guardianIndex < guardians.length, "guardian index out of bounds");
            // <yes> <report> ACCESS_CONTROL
            require(ecrecover(hash, sig.v, sig.r, sig.s) == guardians[sig.guardianIndex], "VM signature invalid");
        }
        return true;
    }

    function completeTransfer(address to, uint256 amount, uint64 sequence, uint16 emitterChain, Signature[] memory signatures) external {
        bytes32 vmHash = keccak256(abi.encode(to, amount, sequence, emitterChain, block.chainid, address(this)));
        require(!completedTransfers[vmHash], "transfer already completed");
        require(verifySignatures(vmHash, signatures), "signatures");
        completedTransfers[vmHash] = true;
        require(wrapped.transfer(to, amount), "transfer");
        emit TransferCompleted(vmHash, to, amount);
    }
}
