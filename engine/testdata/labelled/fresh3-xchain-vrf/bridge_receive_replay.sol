// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

interface IMintableERC20 {
    function mint(address to, uint256 amount) external;
    function burnFrom(address from, uint256 amount) external;
}

contract SignedBridgeGateway {
    IMintableERC20 public immutable token;
    address public relayerSigner;
    address public admin;

    event Bridged(address indexed from, uint256 amount, uint256 dstChain);

    constructor(IMintableERC20 _token, address _signer) {
        token = _token;
        relayerSigner = _signer;
        admin = msg.sender;
    }

    function setSigner(address s) external {
        require(msg.sender == admin, "admin");
        relayerSigner = s;
    }

    function bridgeOut(uint256 amount, uint256 dstChain) external {
        token.burnFrom(msg.sender, amount);
        emit Bridged(msg.sender, amount, dstChain);
    }

    function receiveMessage(uint256 srcChain, address to, uint256 amount, bytes32 r, bytes32 s, uint8 v) external {
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(srcChain, block.chainid, address(this), to, amount))));
        // no nonce and no processed mark: the same signed message can be presented again
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == relayerSigner, "bad sig");
        token.mint(to, amount);
    }
}
