// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract TokenGateway {
    mapping(address => bool) public allowedToken;
    mapping(address => mapping(address => uint256)) public credited;
    address public admin;

    constructor() {
        admin = msg.sender;
        allowedToken[address(0)] = true;
    }

    function allow(address token) external {
        require(msg.sender == admin, "admin");
        allowedToken[token] = true;
    }

    function deposit(address token, uint256 amount) external {
        require(allowedToken[token], "token");
        // <yes> <report> UNCHECKED_LL_CALLS
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
        credited[token][msg.sender] += amount;
    }
}
