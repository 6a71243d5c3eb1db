// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Relay {
    address public signer;

    constructor(address _signer) payable {
        signer = _signer;
    }

    function payout(address payable to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(address(this), block.chainid, to, amount));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(h, v, r, s) == signer, "bad signature");
        to.transfer(amount);
    }
}
