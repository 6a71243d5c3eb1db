// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract GaslessVault {
    IERC20 public immutable token;
    mapping(address => uint256) public balances;
    mapping(address => uint256) public nonces;
    bytes32 public immutable domainSeparator;

    constructor(IERC20 _token) {
        token = _token;
        domainSeparator = keccak256(abi.encode(keccak256("GaslessVault"), block.chainid, address(this)));
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        balances[msg.sender] += amount;
    }

    function withdrawWithSig(address account, address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 structHash = keccak256(abi.encode(account, to, amount));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signer = ecrecover(digest, v, r, s);
        // <yes> <report> ACCESS_CONTROL
        require(signer != address(0) && signer == account, "bad signature");
        nonces[account]++;
        balances[account] -= amount;
        require(token.transfer(to, amount), "transfer");
    }
}
