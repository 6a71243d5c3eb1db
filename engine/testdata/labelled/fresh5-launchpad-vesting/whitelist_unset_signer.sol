// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Tiered allocation sale. The signer is set by the owner after deployment; until then it is address(0),
/// and ecrecover returns address(0) for a malformed signature, so anyone passes the whitelist check.
contract TierAllocationSale {
    IERC20 public token;
    address public owner;
    address public allocationSigner;
    uint256 public tokensPerEth;
    mapping(address => bool) public participated;
    mapping(bytes32 => bool) public usedDigests;

    constructor(IERC20 _token, uint256 _tokensPerEth) {
        token = _token;
        owner = msg.sender;
        tokensPerEth = _tokensPerEth;
    }

    function setAllocationSigner(address _signer) external {
        require(msg.sender == owner, "Sale: owner");
        allocationSigner = _signer;
    }

    function participate(uint256 tier, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external payable {
        require(!participated[msg.sender], "Sale: participated");
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, msg.sender, tier, nonce));
        require(!usedDigests[digest], "Sale: used");
        usedDigests[digest] = true;
        // <yes> <report> ACCESS_CONTROL
        address recovered = ecrecover(digest, v, r, s);
        require(recovered == allocationSigner, "Sale: not whitelisted");
        require(msg.value <= tier * 1 ether, "Sale: tier limit");
        participated[msg.sender] = true;
        require(token.transfer(msg.sender, msg.value * tokensPerEth), "Sale: transfer");
    }
}
