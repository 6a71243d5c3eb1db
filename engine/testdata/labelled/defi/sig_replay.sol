// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract Claims {
    address public immutable signer;
    constructor(address s) { signer = s; }
    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encodePacked(msg.sender, amount));
        // <yes> <report> ACCESS_CONTROL
        require(ecrecover(h, v, r, s) == signer, "bad signature");
        payable(msg.sender).transfer(amount);
    }
    receive() external payable {}
}
