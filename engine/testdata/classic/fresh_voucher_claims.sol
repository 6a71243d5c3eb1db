// SPDX-License-Identifier: MIT
pragma solidity 0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library ECDSA {
    function recover(bytes32 digest, bytes memory signature) internal pure returns (address) {
        require(signature.length == 65, "ECDSA: bad length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "ECDSA: bad s");
        require(v == 27 || v == 28, "ECDSA: bad v");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0), "ECDSA: invalid");
        return signer;
    }
}

contract VoucherClaims {
    bytes32 private constant CLAIM_TYPEHASH = keccak256("Claim(address account,uint256 amount,uint256 nonce,uint256 deadline)");
    bytes32 private immutable cachedDomain;
    uint256 private immutable cachedChainId;

    IERC20 public immutable token;
    address public owner;
    address public issuer;
    mapping(address => uint256) public nonces;

    event Claimed(address indexed account, uint256 amount, uint256 nonce);
    event IssuerChanged(address previous, address next);

    constructor(IERC20 _token, address _issuer) {
        require(_issuer != address(0), "issuer");
        token = _token;
        owner = msg.sender;
        issuer = _issuer;
        cachedChainId = block.chainid;
        cachedDomain = _buildDomain();
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function _buildDomain() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("VoucherClaims"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function domainSeparator() public view returns (bytes32) {
        return block.chainid == cachedChainId ? cachedDomain : _buildDomain();
    }

    function setIssuer(address next) external onlyOwner {
        require(next != address(0), "issuer");
        emit IssuerChanged(issuer, next);
        issuer = next;
    }

    function claim(uint256 amount, uint256 deadline, bytes calldata signature) external {
        require(block.timestamp <= deadline, "expired");
        uint256 nonce = nonces[msg.sender]++;
        bytes32 structHash = keccak256(abi.encode(CLAIM_TYPEHASH, msg.sender, amount, nonce, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
        require(ECDSA.recover(digest, signature) == issuer, "signature");
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount, nonce);
    }
}
