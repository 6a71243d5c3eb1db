// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IRouterClient {
    function ccipSend(uint64 destinationChainSelector, bytes calldata message) external payable returns (bytes32);
}

/// A cross-chain token bridge endpoint in the style of Chainlink CCIP receivers: messages are accepted only
/// from the router, and only from the allow-listed sender contract on the allow-listed source chain; each
/// message id is processed once; tokens locked here are released to the recipient the remote side names.
contract BridgeEndpoint {
    struct Any2EVMMessage {
        bytes32 messageId;
        uint64 sourceChainSelector;
        bytes sender;
        bytes data;
    }

    IRouterClient public immutable router;
    IERC20 public immutable token;
    address public immutable admin;
    mapping(uint64 => address) public peerOf;
    mapping(bytes32 => bool) public processed;

    event Sent(uint64 indexed chain, address indexed to, uint256 amount, bytes32 messageId);
    event Released(bytes32 indexed messageId, address indexed to, uint256 amount);

    error InvalidRouter(address caller);
    error UnknownPeer(uint64 chain, address sender);
    error AlreadyProcessed(bytes32 messageId);
    error NotAdmin();

    constructor(IRouterClient _router, IERC20 _token) {
        router = _router;
        token = _token;
        admin = msg.sender;
    }

    function setPeer(uint64 chain, address peer) external {
        if (msg.sender != admin) revert NotAdmin();
        peerOf[chain] = peer;
    }

    function send(uint64 chain, address to, uint256 amount) external payable {
        require(peerOf[chain] != address(0), "unknown chain");
        require(token.transferFrom(msg.sender, address(this), amount), "lock failed");
        bytes32 id = router.ccipSend{value: msg.value}(chain, abi.encode(to, amount));
        emit Sent(chain, to, amount, id);
    }

    function ccipReceive(Any2EVMMessage calldata message) external {
        if (msg.sender != address(router)) revert InvalidRouter(msg.sender);
        address sender = abi.decode(message.sender, (address));
        if (sender == address(0) || peerOf[message.sourceChainSelector] != sender) {
            revert UnknownPeer(message.sourceChainSelector, sender);
        }
        if (processed[message.messageId]) revert AlreadyProcessed(message.messageId);
        processed[message.messageId] = true;
        (address to, uint256 amount) = abi.decode(message.data, (address, uint256));
        require(token.transfer(to, amount), "release failed");
        emit Released(message.messageId, to, amount);
    }
}

// Safe code in the style of widely used contracts (CCIP receivers): held to no finding above low.
