// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// EIP-712 vouchers passed as structs: the type hash encodes some fields; a field it leaves out is the
// submitter's to choose.
contract VoucherFields {
    struct Voucher {
        address recipient;
        uint256 amount;
        uint256 nonce;
        uint256 expiry;
    }

    bytes32 public constant PARTIAL_TYPEHASH = keccak256("Voucher(uint256 amount,uint256 nonce,uint256 expiry)");
    bytes32 public constant FULL_TYPEHASH =
        keccak256("Voucher(address recipient,uint256 amount,uint256 nonce,uint256 expiry)");
    bytes32 public immutable DOMAIN_SEPARATOR;
    address public immutable operator;
    IERC20 public immutable token;
    mapping(uint256 => bool) public nonceUsed;
    mapping(address => uint256) public credit;

    constructor(address _operator, IERC20 _token) {
        operator = _operator;
        token = _token;
        DOMAIN_SEPARATOR = keccak256(abi.encode(block.chainid, address(this)));
    }

    function claimPartial(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= voucher.expiry, "expired");
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 structHash = keccak256(abi.encode(PARTIAL_TYPEHASH, voucher.amount, voucher.nonce, voucher.expiry));
        address signer = ecrecover(keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash)), v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        require(token.transfer(voucher.recipient, voucher.amount), "transfer"); // want "VoucherFields.claimPartial\\(\\) acts on voucher.recipient, a field the signed hash leaves out"
    }

    function creditPartial(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 structHash = keccak256(abi.encode(PARTIAL_TYPEHASH, voucher.amount, voucher.nonce, voucher.expiry));
        address signer = ecrecover(keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash)), v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        credit[voucher.recipient] += voucher.amount; // want "VoucherFields.creditPartial\\(\\) acts on voucher.recipient"
    }

    function claimFull(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= voucher.expiry, "expired");
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 structHash = keccak256(
            abi.encode(FULL_TYPEHASH, voucher.recipient, voucher.amount, voucher.nonce, voucher.expiry)
        );
        address signer = ecrecover(keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash)), v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        require(token.transfer(voucher.recipient, voucher.amount), "transfer");
    }

    // The recipient is left out of the hash but must be the caller.
    function claimOwn(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(voucher.recipient == msg.sender, "not yours");
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 structHash = keccak256(abi.encode(PARTIAL_TYPEHASH, voucher.amount, voucher.nonce, voucher.expiry));
        address signer = ecrecover(keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash)), v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        require(token.transfer(voucher.recipient, voucher.amount), "transfer");
    }

    // The whole struct is hashed (abi.encode(voucher)): every field is signed.
    function claimWhole(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 digest = keccak256(abi.encodePacked(DOMAIN_SEPARATOR, abi.encode(voucher)));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        require(token.transfer(voucher.recipient, voucher.amount), "transfer");
    }
}
