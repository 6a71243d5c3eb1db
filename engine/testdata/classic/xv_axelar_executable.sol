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

abstract contract AxelarExecutable {
    IAxelarGateway public immutable gateway;

    error NotApprovedByGateway();

    constructor(address gateway_) {
        require(gateway_ != address(0), "gateway");
        gateway = IAxelarGateway(gateway_);
    }

    function execute(bytes32 commandId, string calldata sourceChain, string calldata sourceAddress, bytes calldata payload) external {
        bytes32 payloadHash = keccak256(payload);
        if (!gateway.validateContractCall(commandId, sourceChain, sourceAddress, payloadHash)) revert NotApprovedByGateway();
        _execute(sourceChain, sourceAddress, payload);
    }

    function _execute(string calldata sourceChain, string calldata sourceAddress, bytes calldata payload) internal virtual;
}

contract InterchainTokenEscrow is AxelarExecutable {
    IERC20 public immutable token;
    address public owner;
    mapping(bytes32 => bool) public trustedSources;

    event Sent(string destinationChain, address indexed from, address recipient, uint256 amount);
    event Released(string sourceChain, address indexed recipient, uint256 amount);

    constructor(address gateway_, IERC20 _token) AxelarExecutable(gateway_) {
        token = _token;
        owner = msg.sender;
    }

    function setTrustedSource(string calldata chain, string calldata addr, bool trusted) external {
        require(msg.sender == owner, "owner");
        trustedSources[keccak256(abi.encode(chain, addr))] = trusted;
    }

    function send(string calldata destinationChain, string calldata destinationAddress, address recipient, uint256 amount) external {
        require(trustedSources[keccak256(abi.encode(destinationChain, destinationAddress))], "destination");
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        gateway.callContract(destinationChain, destinationAddress, abi.encode(recipient, amount));
        emit Sent(destinationChain, msg.sender, recipient, amount);
    }

    function _execute(string calldata sourceChain, string calldata sourceAddress, bytes calldata payload) internal override {
        require(trustedSources[keccak256(abi.encode(sourceChain, sourceAddress))], "untrusted source");
        (address recipient, uint256 amount) = abi.decode(payload, (address, uint256));
        require(token.transfer(recipient, amount), "transfer");
        emit Released(sourceChain, recipient, amount);
    }
}
