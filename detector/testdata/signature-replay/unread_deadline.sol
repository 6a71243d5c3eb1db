pragma solidity ^0.8.0;

contract PermitAllowance {
    mapping(address => uint256) public nonces;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(bytes32 => uint256) public filled;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    constructor() {
        DOMAIN_SEPARATOR = keccak256(abi.encode(block.chainid, address(this)));
    }

    // The deadline is signed, never compared with the clock: the permit never expires.
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR,
            keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))));
        address signer = ecrecover(digest, v, r, s); // want "PermitAllowance.permit\\(\\) checks a signature with ecrecover\\(digest, v, r, s\\) over a hash that signs deadline, which it reads nowhere else"
        require(signer != address(0) && signer == owner, "signature");
        allowance[owner][spender] = value;
    }

    // Safe: the deadline is enforced.
    function permitChecked(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR,
            keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == owner, "signature");
        allowance[owner][spender] = value;
    }

    // Safe: the salt only tells one signed order from another, and the order's hash is its record.
    function fill(address maker, uint256 amount, uint256 salt, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 orderHash = keccak256(abi.encode(DOMAIN_SEPARATOR, maker, amount, salt));
        require(ecrecover(orderHash, v, r, s) == maker && maker != address(0), "signature");
        require(filled[orderHash] == 0, "filled");
        filled[orderHash] = amount;
    }

    // Safe: the deadline is enforced; the match id only binds the reward to one match.
    function claimMatch(uint256 matchId, uint256 reward, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR,
            keccak256(abi.encode(msg.sender, matchId, reward, nonces[msg.sender]++, deadline))));
        require(ecrecover(digest, v, r, s) == owner() && owner() != address(0), "signature");
        allowance[msg.sender][address(this)] += reward;
    }

    // No signed field is compared with the clock, and the cap is read nowhere else: the limit is never enforced.
    function spendCapped(uint256 amount, uint256 cap, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(DOMAIN_SEPARATOR, msg.sender, cap, nonces[msg.sender]++));
        address signer = ecrecover(digest, v, r, s); // want "PermitAllowance.spendCapped\\(\\) checks a signature with ecrecover\\(digest, v, r, s\\) over a hash that signs cap, which it reads nowhere else"
        require(signer == owner() && signer != address(0), "signature");
        allowance[msg.sender][address(this)] += amount;
    }

    function owner() public pure returns (address) {
        return address(0x1234);
    }
}
