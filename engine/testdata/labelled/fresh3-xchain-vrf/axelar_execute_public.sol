// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IAxelarGateway {
    function validateContractCall(bytes32 commandId, string calldata sourceChain, string calldata sourceAddress, bytes32 payloadHash) external returns (bool);
    function callContract(string calldata destinationChain, string calldata contractAddress, bytes calldata payload) external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract InterchainEscrow {
    IAxelarGateway public immutable gateway;
    IERC20 public immutable token;
    mapping(bytes32 => bool) public executed;

    constructor(address _gateway, address _token) {
        gateway = IAxelarGateway(_gateway);
        token = IERC20(_token);
    }

    function deposit(string calldata destinationChain, string calldata destinationAddress, address recipient, uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        gateway.callContract(destinationChain, destinationAddress, abi.encode(recipient, amount));
    }

    // the gateway's approval of the command is never asked for
    // <yes> <report> ACCESS_CONTROL
    function execute(bytes32 commandId, string calldata sourceChain, string calldata sourceAddress, bytes calldata payload) external {
        require(!executed[commandId], "executed");
        executed[commandId] = true;
        _execute(sourceChain, sourceAddress, payload);
    }

    function _execute(string calldata, string calldata, bytes calldata payload) internal {
        (address recipient, uint256 amount) = abi.decode(payload, (address, uint256));
        require(token.transfer(recipient, amount), "transfer");
    }
}
