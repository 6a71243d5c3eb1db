// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.10;

/// ERC-1400 token with transfer certificates: each transfer carries a certificate signed by the issuer's off-chain
/// validator (KYC, investor limits), valid until an expiry time.
contract CertificateToken {
    address public owner;
    address public certificateSigner;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    event TransferWithData(address indexed operator, address indexed from, address indexed to, uint256 value, bytes data);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    constructor(address signer) {
        owner = msg.sender;
        certificateSigner = signer;
    }

    function setCertificateSigner(address signer) external onlyOwner {
        require(signer != address(0), "zero signer");
        certificateSigner = signer;
    }

    function issue(address to, uint256 value) external onlyOwner {
        totalSupply += value;
        balanceOf[to] += value;
    }

    function _checkCertificate(address from, address to, uint256 value, bytes calldata data) internal view {
        (uint256 expiry, uint8 v, bytes32 r, bytes32 s) = abi.decode(data, (uint256, uint8, bytes32, bytes32));
        require(block.timestamp <= expiry, "certificate expired");
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(address(this), from, to, value, expiry)))
        );
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == certificateSigner, "invalid certificate");
    }

    function transferWithData(address to, uint256 value, bytes calldata data) external {
        _checkCertificate(msg.sender, to, value, data);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit TransferWithData(msg.sender, msg.sender, to, value, data);
    }
}
