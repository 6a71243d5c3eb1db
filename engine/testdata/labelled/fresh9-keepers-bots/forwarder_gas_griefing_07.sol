// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

library ECDSA {
    function recover(bytes32 hash, bytes memory signature) internal pure returns (address) {
        require(signature.length == 65, "ECDSA: invalid signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "ECDSA: s");
        require(v == 27 || v == 28, "ECDSA: v");
        address signer = ecrecover(hash, v, r, s);
        require(signer != address(0), "ECDSA: invalid signature");
        return signer;
    }
}

/// ERC-2771 trusted forwarder for a game's meta-transactions. Requests carry the gas the signer wants the inner
/// call to get; the relayer submits them and the target reads the signer from the calldata's last 20 bytes.
contract GameForwarder {
    using ECDSA for bytes32;

    struct ForwardRequest {
        address from;
        address to;
        uint256 value;
        uint256 gas;
        uint256 nonce;
        bytes data;
    }

    bytes32 private constant TYPEHASH =
        keccak256("ForwardRequest(address from,address to,uint256 value,uint256 gas,uint256 nonce,bytes data)");
    bytes32 public immutable DOMAIN_SEPARATOR;
    mapping(address => uint256) private _nonces;

    constructor() {
        uint256 chainId;
        assembly {
            chainId := chainid()
        }
        DOMAIN_SEPARATOR = keccak256(abi.encode(
            keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
            keccak256("GameForwarder"), keccak256("1"), chainId, address(this)));
    }

    function getNonce(address from) external view returns (uint256) {
        return _nonces[from];
    }

    function verify(ForwardRequest calldata req, bytes calldata signature) public view returns (bool) {
        bytes32 structHash = keccak256(abi.encode(TYPEHASH, req.from, req.to, req.value, req.gas, req.nonce,
            keccak256(req.data)));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        return _nonces[req.from] == req.nonce && digest.recover(signature) == req.from;
    }

    function execute(ForwardRequest calldata req, bytes calldata signature)
        external payable returns (bool, bytes memory)
    {
        require(verify(req, signature), "signature does not match request");
        _nonces[req.from] = req.nonce + 1;
        // <yes> <report> DENIAL_OF_SERVICE
        (bool success, bytes memory returndata) = req.to.call{gas: req.gas, value: req.value}(
            abi.encodePacked(req.data, req.from));
        return (success, returndata);
    }
}
