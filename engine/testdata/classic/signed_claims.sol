// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library ECDSA {
    error InvalidSignature();

    function recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert InvalidSignature();
        signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
    }
}

/// Rewards computed off-chain and authorised by a backend signer with EIP-712: each voucher names the account,
/// the cumulative amount earned and a deadline; the contract pays the difference with what was already claimed,
/// so a voucher can be used once in effect and an older voucher pays nothing.
contract SignedRewards {
    bytes32 private constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address account,uint256 cumulativeAmount,uint256 deadline)");
    bytes32 private immutable DOMAIN_SEPARATOR;

    IERC20 public immutable token;
    address public signer;
    address public immutable admin;
    mapping(address => uint256) public claimed;

    event Claimed(address indexed account, uint256 amount, uint256 cumulative);
    event SignerChanged(address signer);

    error Expired();
    error BadSigner();
    error NothingToClaim();
    error NotAdmin();

    constructor(IERC20 _token, address _signer) {
        token = _token;
        signer = _signer;
        admin = msg.sender;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("SignedRewards"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    function setSigner(address newSigner) external {
        if (msg.sender != admin) revert NotAdmin();
        signer = newSigner;
        emit SignerChanged(newSigner);
    }

    function claim(address account, uint256 cumulativeAmount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (block.timestamp > deadline) revert Expired();
        bytes32 structHash = keccak256(abi.encode(VOUCHER_TYPEHASH, account, cumulativeAmount, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        if (ECDSA.recover(digest, v, r, s) != signer) revert BadSigner(); // want "signature-replay: SignedRewards.claim\\(\\) checks a signature with ECDSA.recover" // FALSE ALARM: defi (replay pays nothing: claimed[account] is set to the signed cumulative amount; the immutable DOMAIN_SEPARATOR holds chainid and address(this))

        uint256 already = claimed[account];
        if (cumulativeAmount <= already) revert NothingToClaim();
        claimed[account] = cumulativeAmount;
        uint256 amount = cumulativeAmount - already;
        require(token.transfer(account, amount), "transfer failed");
        emit Claimed(account, amount, cumulativeAmount);
    }
}

// Safe code in the style of widely used contracts: held to no finding above low. Each medium-or-above expectation
// marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
