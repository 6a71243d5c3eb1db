// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Vouchers signed by the operator can be redeemed again and again: nothing records that one was used.
contract VoucherRedeemer {
    address public immutable operator;
    IERC20 public immutable token;

    constructor(address op, IERC20 t) {
        operator = op;
        token = t;
    }

    function redeem(address to, uint256 amount, bytes32 r, bytes32 s, uint8 v) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), to, amount));
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer == operator, "signature");
        require(token.transfer(to, amount), "transfer");
    }
}
