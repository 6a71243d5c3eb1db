// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

/// ERC-2771 forwarder: EIP-712 requests bound to this chain and contract, a per-signer nonce, a deadline, and the
/// 63/64 gas check so a relayer cannot starve the inner call and still burn the nonce.
contract CheckedForwarder {
    struct ForwardRequest {
        address from;
        address to;
        uint256 value;
        uint256 gas;
        uint256 nonce;
        uint256 deadline;
        bytes data;
    }

    bytes32 private constant TYPEHASH = keccak256(
        "ForwardRequest(address from,address to,uint256 value,uint256 gas,uint256 nonce,uint256 deadline,bytes data)");
    bytes32 private immutable _domainSeparator;
    uint256 private immutable _chainId;
    mapping(address => uint256) public nonces;

    constructor() {
        _chainId = block.chainid;
        _domainSeparator = _buildDomain();
    }

    function _buildDomain() private view returns (bytes32) {
        return keccak256(abi.encode(
            keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
            keccak256("CheckedForwarder"), keccak256("1"), block.chainid, address(this)));
    }

    function _digest(ForwardRequest calldata req) internal view returns (bytes32) {
        bytes32 domain = block.chainid == _chainId ? _domainSeparator : _buildDomain();
        bytes32 structHash = keccak256(abi.encode(TYPEHASH, req.from, req.to, req.value, req.gas, req.nonce,
            req.deadline, keccak256(req.data)));
        return keccak256(abi.encodePacked("\x19\x01", domain, structHash));
    }

    function verify(ForwardRequest calldata req, uint8 v, bytes32 r, bytes32 s) public view returns (bool) {
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
        address signer = ecrecover(_digest(req), v, r, s);
        return signer != address(0) && signer == req.from && nonces[req.from] == req.nonce;
    }

    function execute(ForwardRequest calldata req, uint8 v, bytes32 r, bytes32 s)
        external payable returns (bool success, bytes memory ret)
    {
        require(block.timestamp <= req.deadline, "expired");
        require(verify(req, v, r, s), "signature");
        require(msg.value == req.value, "value");
        nonces[req.from] = req.nonce + 1;
        (success, ret) = req.to.call{gas: req.gas, value: req.value}(abi.encodePacked(req.data, req.from));
        if (gasleft() <= req.gas / 63) {
            assembly {
                invalid()
            }
        }
    }
}
