// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract BridgeVault {
    IERC20 public immutable token;
    address public validator;
    mapping(uint256 => bool) public usedNonce;

    constructor(IERC20 _token, address _validator) {
        token = _token;
        validator = _validator;
    }

    function withdraw(address to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!usedNonce[nonce], "used");
        // <yes> <report> ACCESS_CONTROL
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(to, amount, nonce))));
        require(ecrecover(digest, v, r, s) == validator, "bad signature");
        usedNonce[nonce] = true;
        require(token.transfer(to, amount), "transfer failed");
    }
}
