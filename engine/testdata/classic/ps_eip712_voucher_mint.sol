// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

library ECDSA {
    error InvalidSignature();
    error InvalidSignatureS();
    error InvalidSignatureLength();

    function recover(bytes32 hash, bytes memory signature) internal pure returns (address) {
        if (signature.length != 65) revert InvalidSignatureLength();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        return recover(hash, v, r, s);
    }

    function recover(bytes32 hash, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) {
            revert InvalidSignatureS();
        }
        signer = ecrecover(hash, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
    }

    function toTypedDataHash(bytes32 domainSeparator, bytes32 structHash) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
    }
}

contract TicketMinter {
    struct MintVoucher {
        address to;
        uint256 tokenId;
        uint256 price;
        uint256 nonce;
        uint256 deadline;
    }

    bytes32 private constant VOUCHER_TYPEHASH =
        keccak256("MintVoucher(address to,uint256 tokenId,uint256 price,uint256 nonce,uint256 deadline)");
    bytes32 private immutable _cachedDomainSeparator;
    uint256 private immutable _cachedChainId;

    address public owner;
    address public signer;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(uint256 => bool)) public nonceUsed;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event SignerChanged(address signer);

    constructor(address _signer) {
        require(_signer != address(0), "signer");
        owner = msg.sender;
        signer = _signer;
        _cachedChainId = block.chainid;
        _cachedDomainSeparator = _buildDomainSeparator();
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("TicketMinter"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function domainSeparator() public view returns (bytes32) {
        return block.chainid == _cachedChainId ? _cachedDomainSeparator : _buildDomainSeparator();
    }

    function setSigner(address newSigner) external onlyOwner {
        require(newSigner != address(0), "signer");
        signer = newSigner;
        emit SignerChanged(newSigner);
    }

    function redeem(MintVoucher calldata voucher, bytes calldata signature) external payable {
        require(block.timestamp <= voucher.deadline, "expired");
        require(msg.value == voucher.price, "price");
        require(!nonceUsed[voucher.to][voucher.nonce], "nonce used");
        require(ownerOf[voucher.tokenId] == address(0), "minted");
        bytes32 structHash = keccak256(
            abi.encode(VOUCHER_TYPEHASH, voucher.to, voucher.tokenId, voucher.price, voucher.nonce, voucher.deadline)
        );
        address recovered = ECDSA.recover(ECDSA.toTypedDataHash(domainSeparator(), structHash), signature);
        require(recovered == signer, "bad voucher");
        nonceUsed[voucher.to][voucher.nonce] = true;
        ownerOf[voucher.tokenId] = voucher.to;
        balanceOf[voucher.to] += 1;
        emit Transfer(address(0), voucher.to, voucher.tokenId);
    }

    function withdraw(address payable to) external onlyOwner {
        (bool ok, ) = to.call{value: address(this).balance}("");
        require(ok, "withdraw failed");
    }
}
