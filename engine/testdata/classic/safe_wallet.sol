// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity ^0.7.6;

/// A Gnosis-Safe-like wallet, condensed: owners in a linked list, a threshold of owner signatures (sorted, so
/// distinct) over an EIP-712 hash that includes the nonce, the nonce bumped before the call; the wallet's own
/// configuration changes only through calls the owners sign (msg.sender == address(this)).
contract SafeWallet {
    address internal constant SENTINEL = address(0x1);

    bytes32 private constant DOMAIN_SEPARATOR_TYPEHASH = keccak256("EIP712Domain(uint256 chainId,address verifyingContract)");
    bytes32 private constant SAFE_TX_TYPEHASH =
        keccak256("SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 nonce)");

    mapping(address => address) internal owners;
    uint256 internal ownerCount;
    uint256 public threshold;
    uint256 public nonce;

    event ExecutionSuccess(bytes32 txHash);
    event ExecutionFailure(bytes32 txHash);
    event AddedOwner(address owner);
    event ChangedThreshold(uint256 threshold);

    modifier authorized() {
        require(msg.sender == address(this), "GS031");
        _;
    }

    constructor(address[] memory _owners, uint256 _threshold) {
        require(_threshold > 0 && _threshold <= _owners.length, "GS201");
        address current = SENTINEL;
        for (uint256 i = 0; i < _owners.length; i++) {
            address owner = _owners[i];
            require(owner != address(0) && owner != SENTINEL && owner != address(this) && current != owner, "GS203");
            require(owners[owner] == address(0), "GS204");
            owners[current] = owner;
            current = owner;
        }
        owners[current] = SENTINEL;
        ownerCount = _owners.length;
        threshold = _threshold;
    }

    receive() external payable {}

    function domainSeparator() public view returns (bytes32) {
        uint256 chainId;
        assembly {
            chainId := chainid()
        }
        return keccak256(abi.encode(DOMAIN_SEPARATOR_TYPEHASH, chainId, address(this)));
    }

    function getTransactionHash(address to, uint256 value, bytes memory data, uint256 _nonce) public view returns (bytes32) {
        bytes32 safeTxHash = keccak256(abi.encode(SAFE_TX_TYPEHASH, to, value, keccak256(data), uint8(0), _nonce));
        return keccak256(abi.encodePacked(bytes1(0x19), bytes1(0x01), domainSeparator(), safeTxHash));
    }

    function execTransaction(address to, uint256 value, bytes calldata data, bytes memory signatures)
        external
        returns (bool success)
    {
        bytes32 txHash = getTransactionHash(to, value, data, nonce);
        nonce++;
        checkSignatures(txHash, signatures);
        (success, ) = to.call{value: value}(data);
        if (success) emit ExecutionSuccess(txHash);
        else emit ExecutionFailure(txHash);
    }

    function checkSignatures(bytes32 dataHash, bytes memory signatures) public view {
        uint256 _threshold = threshold;
        require(_threshold > 0, "GS001");
        require(signatures.length >= _threshold * 65, "GS020");
        address lastOwner = address(0);
        for (uint256 i = 0; i < _threshold; i++) {
            (uint8 v, bytes32 r, bytes32 s) = signatureSplit(signatures, i);
            address currentOwner = ecrecover(dataHash, v, r, s);
            require(currentOwner > lastOwner && owners[currentOwner] != address(0) && currentOwner != SENTINEL, "GS026");
            lastOwner = currentOwner;
        }
    }

    function signatureSplit(bytes memory signatures, uint256 pos) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        assembly {
            let signaturePos := mul(0x41, pos)
            r := mload(add(signatures, add(signaturePos, 0x20)))
            s := mload(add(signatures, add(signaturePos, 0x40)))
            v := and(mload(add(signatures, add(signaturePos, 0x41))), 0xff)
        }
    }

    function addOwnerWithThreshold(address owner, uint256 _threshold) public authorized {
        require(owner != address(0) && owner != SENTINEL && owner != address(this), "GS203");
        require(owners[owner] == address(0), "GS204");
        owners[owner] = owners[SENTINEL];
        owners[SENTINEL] = owner;
        ownerCount++;
        emit AddedOwner(owner);
        if (threshold != _threshold) changeThreshold(_threshold);
    }

    function changeThreshold(uint256 _threshold) public authorized {
        require(_threshold <= ownerCount, "GS201");
        require(_threshold >= 1, "GS202");
        threshold = _threshold;
        emit ChangedThreshold(_threshold);
    }

    function isOwner(address owner) public view returns (bool) {
        return owner != SENTINEL && owners[owner] != address(0);
    }
}

// Safe code in the style of widely used contracts (Gnosis Safe): held to no finding above low. Each
// medium-or-above want marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
