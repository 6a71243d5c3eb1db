// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Safe: Gnosis Safe's shape. execTransaction runs only what the owners signed: checkSignatures recovers each
// signer of the hash of (to, value, data, nonce) and requires it in the owner table.
contract MiniSafe {
    mapping(address => address) internal owners;
    uint256 public threshold;
    uint256 public nonce;
    address internal constant SENTINEL = address(0x1);
    constructor(address[] memory _owners, uint256 _threshold) {
        address cur = SENTINEL;
        for (uint256 i = 0; i < _owners.length; i++) { owners[cur] = _owners[i]; cur = _owners[i]; }
        owners[cur] = SENTINEL;
        threshold = _threshold;
    }
    receive() external payable {}
    function execTransaction(address to, uint256 value, bytes calldata data, bytes memory signatures) external returns (bool success) {
        bytes32 txHash = keccak256(abi.encode(block.chainid, address(this), to, value, keccak256(data), nonce));
        nonce++;
        checkSignatures(txHash, signatures);
        (success, ) = to.call{value: value}(data);
        require(success, "call failed");
    }
    function checkSignatures(bytes32 dataHash, bytes memory signatures) public view {
        require(signatures.length >= threshold * 65, "sigs");
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            (uint8 v, bytes32 r, bytes32 s) = signatureSplit(signatures, i);
            address owner = ecrecover(dataHash, v, r, s);
            require(owner > last && owners[owner] != address(0) && owner != SENTINEL, "owner");
            last = owner;
        }
    }
    function signatureSplit(bytes memory sigs, uint256 pos) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        assembly {
            let p := mul(0x41, pos)
            r := mload(add(sigs, add(p, 0x20)))
            s := mload(add(sigs, add(p, 0x40)))
            v := and(mload(add(sigs, add(p, 0x41))), 0xff)
        }
    }
}

// Vulnerable: the signers recovered are never checked against the owners.
contract AnySignerSafe {
    mapping(address => address) internal owners;
    uint256 public threshold;
    uint256 public nonce;
    address internal constant SENTINEL = address(0x1);
    constructor(address[] memory _owners, uint256 _threshold) {
        address cur = SENTINEL;
        for (uint256 i = 0; i < _owners.length; i++) { owners[cur] = _owners[i]; cur = _owners[i]; }
        owners[cur] = SENTINEL;
        threshold = _threshold;
    }
    receive() external payable {}
    function execTransaction(address to, uint256 value, bytes calldata data, bytes memory signatures) external returns (bool success) { // want "AnySignerSafe.execTransaction\\(\\) lets any caller send value to to"
        bytes32 txHash = keccak256(abi.encode(block.chainid, address(this), to, value, keccak256(data), nonce));
        nonce++;
        checkSignatures(txHash, signatures);
        (success, ) = to.call{value: value}(data);
        require(success, "call failed");
    }
    function checkSignatures(bytes32 dataHash, bytes memory signatures) public view {
        require(signatures.length >= threshold * 65, "sigs");
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            (uint8 v, bytes32 r, bytes32 s) = signatureSplit(signatures, i);
            address owner = ecrecover(dataHash, v, r, s);
            require(owner > last, "order");
            last = owner;
        }
    }
    function signatureSplit(bytes memory sigs, uint256 pos) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        assembly {
            let p := mul(0x41, pos)
            r := mload(add(sigs, add(p, 0x20)))
            s := mload(add(sigs, add(p, 0x40)))
            v := and(mload(add(sigs, add(p, 0x41))), 0xff)
        }
    }
}

// Safe: the same, with the hash made by a public helper (Gnosis Safe's getTransactionHash).
contract HelperHashSafe {
    mapping(address => bool) internal isOwner;
    uint256 public threshold;
    uint256 public nonce;
    constructor(address[] memory _owners, uint256 _threshold) {
        for (uint256 i = 0; i < _owners.length; i++) isOwner[_owners[i]] = true;
        threshold = _threshold;
    }
    receive() external payable {}
    function getTransactionHash(address to, uint256 value, bytes calldata data, uint256 _nonce) public view returns (bytes32) {
        bytes32 h = keccak256(abi.encode(to, value, keccak256(data), _nonce));
        return keccak256(abi.encodePacked(bytes1(0x19), bytes1(0x01), block.chainid, address(this), h));
    }
    function execTransaction(address to, uint256 value, bytes calldata data, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) external returns (bool success) {
        bytes32 txHash = getTransactionHash(to, value, data, nonce);
        nonce++;
        checkSignatures(txHash, v, r, s);
        (success, ) = to.call{value: value}(data);
        require(success, "call failed");
    }
    function checkSignatures(bytes32 dataHash, uint8[] calldata v, bytes32[] calldata r, bytes32[] calldata s) public view {
        require(v.length >= threshold, "sigs");
        address last = address(0);
        for (uint256 i = 0; i < v.length; i++) {
            address owner = ecrecover(dataHash, v[i], r[i], s[i]);
            require(owner > last && isOwner[owner], "owner");
            last = owner;
        }
    }
}

// Vulnerable: the helper's hash leaves out the receiver, so a signed payment can be sent anywhere.
contract LooseHashSafe {
    mapping(address => bool) internal isOwner;
    uint256 public nonce;
    constructor(address o) { isOwner[o] = true; }
    receive() external payable {}
    function getTransactionHash(uint256 value, uint256 _nonce) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), value, _nonce));
    }
    function execTransaction(address to, uint256 value, uint8 v, bytes32 r, bytes32 s) external { // want "LooseHashSafe.execTransaction\\(\\) lets any caller send value to to"
        bytes32 txHash = getTransactionHash(value, nonce);
        nonce++;
        checkSignature(txHash, v, r, s);
        (bool ok, ) = to.call{value: value}("");
        require(ok);
    }
    function checkSignature(bytes32 dataHash, uint8 v, bytes32 r, bytes32 s) public view {
        address owner = ecrecover(dataHash, v, r, s);
        require(owner != address(0) && isOwner[owner], "owner");
    }
}
