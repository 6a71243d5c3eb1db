// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract RebateDistributor {
    struct Voucher {
        address recipient;
        uint256 amount;
        uint256 nonce;
        uint256 expiry;
    }

    bytes32 public constant VOUCHER_TYPEHASH = keccak256("Voucher(uint256 amount,uint256 nonce,uint256 expiry)");
    bytes32 public immutable DOMAIN_SEPARATOR;
    address public immutable operator;
    IERC20 public immutable rewardToken;
    mapping(uint256 => bool) public nonceUsed;

    constructor(address _operator, IERC20 _rewardToken) {
        operator = _operator;
        rewardToken = _rewardToken;
        uint256 chainId;
        assembly {
            chainId := chainid()
        }
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256(bytes("RebateDistributor")),
                chainId,
                address(this)
            )
        );
    }

    function claim(Voucher calldata voucher, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= voucher.expiry, "expired");
        require(!nonceUsed[voucher.nonce], "used");
        bytes32 structHash = keccak256(abi.encode(VOUCHER_TYPEHASH, voucher.amount, voucher.nonce, voucher.expiry));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == operator, "bad voucher");
        nonceUsed[voucher.nonce] = true;
        // <yes> <report> ACCESS_CONTROL
        require(rewardToken.transfer(voucher.recipient, voucher.amount), "transfer");
    }
}
