// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library Client {
    struct EVMTokenAmount {
        address token;
        uint256 amount;
    }

    struct Any2EVMMessage {
        bytes32 messageId;
        uint64 sourceChainSelector;
        bytes sender;
        bytes data;
        EVMTokenAmount[] destTokenAmounts;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract CrossChainPayroll {
    address public immutable router;
    address public owner;
    mapping(uint64 => mapping(address => bool)) public allowedSenders;
    mapping(bytes32 => bool) public seen;

    constructor(address _router) {
        router = _router;
        owner = msg.sender;
    }

    function allowSender(uint64 chain, address sender, bool allowed) external {
        require(msg.sender == owner, "owner");
        allowedSenders[chain][sender] = allowed;
    }

    // <yes> <report> ACCESS_CONTROL
    function ccipReceive(Client.Any2EVMMessage calldata message) external {
        require(allowedSenders[message.sourceChainSelector][abi.decode(message.sender, (address))], "sender");
        require(!seen[message.messageId], "seen");
        seen[message.messageId] = true;
        (address token, address employee, uint256 amount) = abi.decode(message.data, (address, address, uint256));
        require(IERC20(token).transfer(employee, amount), "transfer");
    }
}
