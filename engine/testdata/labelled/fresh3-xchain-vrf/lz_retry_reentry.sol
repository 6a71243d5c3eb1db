// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract NonblockingReceiver {
    address public immutable lzEndpoint;
    address public owner;
    mapping(uint16 => bytes) public trustedRemoteLookup;
    mapping(uint16 => mapping(bytes => mapping(uint64 => bytes32))) public failedMessages;
    mapping(address => uint256) public credit;

    event MessageFailed(uint16 srcChainId, bytes srcAddress, uint64 nonce, bytes payload);

    constructor(address _endpoint) {
        lzEndpoint = _endpoint;
        owner = msg.sender;
    }

    function setTrustedRemote(uint16 chainId, bytes calldata path) external {
        require(msg.sender == owner, "owner");
        trustedRemoteLookup[chainId] = path;
    }

    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        require(msg.sender == lzEndpoint, "endpoint");
        require(keccak256(srcAddress) == keccak256(trustedRemoteLookup[srcChainId]), "remote");
        (bool ok, ) = address(this).call(abi.encodeWithSelector(this.nonblockingLzReceive.selector, srcChainId, srcAddress, nonce, payload));
        if (!ok) {
            failedMessages[srcChainId][srcAddress][nonce] = keccak256(payload);
            emit MessageFailed(srcChainId, srcAddress, nonce, payload);
        }
    }

    function nonblockingLzReceive(uint16, bytes calldata, uint64, bytes calldata payload) external {
        require(msg.sender == address(this), "self");
        (address payable to, uint256 amount) = abi.decode(payload, (address, uint256));
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "pay");
    }

    // the stored hash is cleared only after the payload ran: the recipient re-enters and retries again
    function retryMessage(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        bytes32 payloadHash = failedMessages[srcChainId][srcAddress][nonce];
        require(payloadHash != bytes32(0), "no stored message");
        require(keccak256(payload) == payloadHash, "invalid payload");
        (address payable to, uint256 amount) = abi.decode(payload, (address, uint256));
        // <yes> <report> REENTRANCY
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "pay");
        failedMessages[srcChainId][srcAddress][nonce] = bytes32(0);
    }

    receive() external payable {}
}
