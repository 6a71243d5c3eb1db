// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// Mint side of a custodial bridge: each source chain has one attester key; a transfer from that chain is minted
/// when the attester signed it. Chains are enabled by setting their attester.
contract AttestedMinter {
    address public owner;
    IMintable public immutable token;
    mapping(uint256 => address) public attesterOf;
    mapping(bytes32 => bool) public minted;

    event Minted(uint256 indexed srcChainId, uint256 indexed nonce, address indexed to, uint256 amount);

    constructor(IMintable _token) {
        owner = msg.sender;
        token = _token;
    }

    function setAttester(uint256 srcChainId, address attester) external {
        require(msg.sender == owner, "owner");
        attesterOf[srcChainId] = attester;
    }

    function mint(uint256 srcChainId, uint256 nonce, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 id = keccak256(abi.encode(srcChainId, block.chainid, nonce, to, amount));
        require(!minted[id], "minted");
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(id, v, r, s);
        require(signer == attesterOf[srcChainId], "bad attestation");
        minted[id] = true;
        token.mint(to, amount);
        emit Minted(srcChainId, nonce, to, amount);
    }
}
