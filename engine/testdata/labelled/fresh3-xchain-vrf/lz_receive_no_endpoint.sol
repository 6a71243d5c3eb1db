// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface ILayerZeroEndpoint {
    function send(uint16 dstChainId, bytes calldata destination, bytes calldata payload, address payable refundAddress, address zroPaymentAddress, bytes calldata adapterParams) external payable;
}

contract OmniToken {
    string public name = "Omni";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    ILayerZeroEndpoint public immutable endpoint;
    address public owner;
    mapping(uint16 => bytes) public trustedRemoteLookup;

    event ReceiveFromChain(uint16 indexed srcChainId, address indexed to, uint256 amount);

    constructor(address _endpoint) {
        endpoint = ILayerZeroEndpoint(_endpoint);
        owner = msg.sender;
    }

    function setTrustedRemote(uint16 chainId, bytes calldata path) external {
        require(msg.sender == owner, "owner");
        trustedRemoteLookup[chainId] = path;
    }

    function sendFrom(uint16 dstChainId, address to, uint256 amount) external payable {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        endpoint.send{value: msg.value}(dstChainId, trustedRemoteLookup[dstChainId], abi.encode(to, amount), payable(msg.sender), address(0), bytes(""));
    }

    // <yes> <report> ACCESS_CONTROL
    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64, bytes calldata payload) external {
        bytes memory trusted = trustedRemoteLookup[srcChainId];
        require(trusted.length == srcAddress.length && keccak256(trusted) == keccak256(srcAddress), "untrusted source");
        (address to, uint256 amount) = abi.decode(payload, (address, uint256));
        balanceOf[to] += amount;
        totalSupply += amount;
        emit ReceiveFromChain(srcChainId, to, amount);
    }
}
