// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
}

/// Token bridge core in the Wormhole style: a transfer is completed once when a quorum of distinct guardians of
/// the current set signed its hash; signatures must come in strictly ascending guardian index, and the set can be
/// replaced only by a quorum of the current set.
contract GuardianTokenBridge {
    using SafeERC20 for IERC20;

    uint256 internal constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    struct Signature {
        bytes32 r;
        bytes32 s;
        uint8 v;
        uint8 guardianIndex;
    }

    address[] public guardians;
    uint32 public guardianSetIndex;
    mapping(bytes32 => bool) public completedTransfers;
    IERC20 public immutable wrapped;

    event TransferCompleted(bytes32 indexed vmHash, address indexed to, uint256 amount);
    event GuardianSetChanged(uint32 indexed index);

    constructor(address[] memory initialGuardians, IERC20 _wrapped) {
        require(initialGuardians.length > 0, "empty guardian set");
        for (uint256 i = 0; i < initialGuardians.length; i++) {
            require(initialGuardians[i] != address(0), "zero guardian");
        }
        guardians = initialGuardians;
        wrapped = _wrapped;
    }

    function quorum() public view returns (uint256) {
        return (guardians.length * 2) / 3 + 1;
    }

    function verifySignatures(bytes32 hash, Signature[] memory signatures) public view returns (bool) {
        require(signatures.length >= quorum(), "no quorum");
        int256 lastIndex = -1;
        for (uint256 i = 0; i < signatures.length; i++) {
            Signature memory sig = signatures[i];
            require(int256(uint256(sig.guardianIndex)) > lastIndex, "signature indices must be ascending");
            lastIndex = int256(uint256(sig.guardianIndex));
            require(sig.guardianIndex < guardians.length, "guardian index out of bounds");
            require(uint256(sig.s) <= HALF_ORDER, "malleable signature");
            address signer = ecrecover(hash, sig.v, sig.r, sig.s);
            require(signer != address(0) && signer == guardians[sig.guardianIndex], "VM signature invalid");
        }
        return true;
    }

    function completeTransfer(address to, uint256 amount, uint64 sequence, uint16 emitterChain, Signature[] memory signatures) external {
        bytes32 vmHash = keccak256(abi.encode(guardianSetIndex, to, amount, sequence, emitterChain, block.chainid, address(this)));
        require(!completedTransfers[vmHash], "transfer already completed");
        require(verifySignatures(vmHash, signatures), "signatures");
        completedTransfers[vmHash] = true;
        wrapped.safeTransfer(to, amount);
        emit TransferCompleted(vmHash, to, amount);
    }

    function upgradeGuardianSet(address[] memory newGuardians, Signature[] memory signatures) external {
        require(newGuardians.length > 0, "empty guardian set");
        for (uint256 i = 0; i < newGuardians.length; i++) {
            require(newGuardians[i] != address(0), "zero guardian");
        }
        bytes32 vmHash = keccak256(abi.encode("GuardianSetUpgrade", guardianSetIndex + 1, newGuardians, block.chainid, address(this)));
        require(verifySignatures(vmHash, signatures), "signatures");
        guardians = newGuardians;
        guardianSetIndex += 1;
        emit GuardianSetChanged(guardianSetIndex);
    }
}
