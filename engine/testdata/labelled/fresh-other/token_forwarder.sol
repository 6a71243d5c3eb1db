// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

contract TokenForwarder {
    address public immutable token;
    address public owner;

    constructor(address _token) {
        token = _token;
        owner = msg.sender;
    }

    function forward(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        (bool ok, bytes memory data) = token.call(
            // <yes> <report> OTHER
            abi.encodeWithSignature("transfer(address, uint256)", to, amount)
        );
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}
