// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Off-chain-allowlisted airdrop: a backend signer approves (account, amount) and the account
/// submits the signature. Nothing records a used signature, so each voucher pays again and again.
contract VoucherAirdrop {
    address public signer;
    address public owner;
    IERC20 public token;

    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 _token, address _signer) {
        token = _token;
        signer = _signer;
        owner = msg.sender;
    }

    function setSigner(address _signer) external {
        require(msg.sender == owner, "owner");
        signer = _signer;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(msg.sender, amount)))
        );
        // <yes> <report> ACCESS_CONTROL
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == signer, "bad signature");
        require(token.transfer(msg.sender, amount), "transfer");
        emit Claimed(msg.sender, amount);
    }
}
