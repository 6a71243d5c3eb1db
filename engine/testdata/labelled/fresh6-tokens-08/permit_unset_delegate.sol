// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// Vote-escrow receipt token. Holders may name a "signer" key that approves on their behalf off-chain; for a
/// holder who never named one the stored signer is address(0), and an invalid signature recovers address(0).
contract VeReceipt {
    string public constant name = "veReceipt";
    string public constant symbol = "veR";
    uint8 public constant decimals = 18;

    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 public constant APPROVE_TYPEHASH =
        keccak256("Approve(address holder,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    address public escrow;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => address) public signerOf;
    mapping(address => uint256) public nonces;

    constructor(address _escrow) {
        escrow = _escrow;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name)),
                block.chainid,
                address(this)
            )
        );
    }

    function setSigner(address signer) external {
        signerOf[msg.sender] = signer;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == escrow, "escrow");
        totalSupply += amount;
        balanceOf[to] += amount;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function approveBySig(address holder, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(APPROVE_TYPEHASH, holder, spender, value, nonces[holder]++, deadline))
            )
        );
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(digest, v, r, s) == signerOf[holder], "bad signature");
        allowance[holder][spender] = value;
    }
}
