// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library ECDSA {
    function recover(bytes32 hash, uint8 v, bytes32 r, bytes32 s) internal pure returns (address signer) {
        require(
            uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0,
            "ECDSA: invalid signature 's' value"
        );
        require(v == 27 || v == 28, "ECDSA: invalid signature 'v' value");
        signer = ecrecover(hash, v, r, s);
        require(signer != address(0), "ECDSA: invalid signature");
    }
}

/// Whitelisted sale with EIP-712 allocations: each signed allocation binds the buyer, the cap, a nonce and a
/// deadline under a domain with the chain id and this contract; the signer cannot be zero.
contract WhitelistAllocationSale {
    bytes32 private constant ALLOCATION_TYPEHASH =
        keccak256("Allocation(address buyer,uint256 maxWei,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    IERC20 public immutable token;
    address public immutable owner;
    uint256 public immutable tokensPerEth;
    address public signer;
    mapping(address => uint256) public nonces;
    mapping(address => uint256) public spent;

    event SignerChanged(address signer);
    event Bought(address indexed buyer, uint256 paid, uint256 tokens);

    constructor(IERC20 token_, address signer_, uint256 tokensPerEth_) {
        require(signer_ != address(0), "Sale: zero signer");
        token = token_;
        owner = msg.sender;
        signer = signer_;
        tokensPerEth = tokensPerEth_;
    }

    function setSigner(address signer_) external {
        require(msg.sender == owner, "Sale: not owner");
        require(signer_ != address(0), "Sale: zero signer");
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function domainSeparator() public view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("WhitelistAllocationSale"), keccak256("1"), block.chainid, address(this))
        );
    }

    function buy(uint256 maxWei, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external payable {
        require(block.timestamp <= deadline, "Sale: expired");
        bytes32 structHash = keccak256(abi.encode(ALLOCATION_TYPEHASH, msg.sender, maxWei, nonces[msg.sender], deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator(), structHash));
        require(ECDSA.recover(digest, v, r, s) == signer, "Sale: bad signature");
        nonces[msg.sender] += 1;
        spent[msg.sender] += msg.value;
        require(spent[msg.sender] <= maxWei, "Sale: above allocation");
        uint256 tokens = msg.value * tokensPerEth;
        require(token.transfer(msg.sender, tokens), "Sale: transfer failed");
        emit Bought(msg.sender, msg.value, tokens);
    }

    function withdraw() external {
        require(msg.sender == owner, "Sale: not owner");
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "Sale: withdraw failed");
    }
}
