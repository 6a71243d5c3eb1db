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
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }
}

abstract contract CCIPReceiverBase {
    address internal immutable i_router;

    error InvalidRouter(address router);

    constructor(address router) {
        require(router != address(0), "router");
        i_router = router;
    }

    modifier onlyRouter() {
        if (msg.sender != i_router) revert InvalidRouter(msg.sender);
        _;
    }

    function getRouter() public view returns (address) {
        return i_router;
    }

    function ccipReceive(Client.Any2EVMMessage calldata message) external virtual onlyRouter {
        _ccipReceive(message);
    }

    function _ccipReceive(Client.Any2EVMMessage memory message) internal virtual;
}

contract CrossChainDepositVault is CCIPReceiverBase {
    using SafeERC20 for IERC20;

    address public owner;
    IERC20 public immutable asset;
    mapping(uint64 => bool) public allowlistedSourceChains;
    mapping(address => bool) public allowlistedSenders;
    mapping(bytes32 => bool) public processedMessages;
    mapping(address => uint256) public credited;

    event MessageReceived(bytes32 indexed messageId, uint64 indexed sourceChainSelector, address sender, address beneficiary, uint256 amount);
    event Withdrawn(address indexed who, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address router, IERC20 _asset) CCIPReceiverBase(router) {
        owner = msg.sender;
        asset = _asset;
    }

    function allowlistSourceChain(uint64 selector, bool allowed) external onlyOwner {
        allowlistedSourceChains[selector] = allowed;
    }

    function allowlistSender(address sender, bool allowed) external onlyOwner {
        allowlistedSenders[sender] = allowed;
    }

    function _ccipReceive(Client.Any2EVMMessage memory message) internal override {
        require(allowlistedSourceChains[message.sourceChainSelector], "source chain not allowlisted");
        address sender = abi.decode(message.sender, (address));
        require(allowlistedSenders[sender], "sender not allowlisted");
        require(!processedMessages[message.messageId], "processed");
        processedMessages[message.messageId] = true;
        require(message.destTokenAmounts.length == 1 && message.destTokenAmounts[0].token == address(asset), "token");
        address beneficiary = abi.decode(message.data, (address));
        credited[beneficiary] += message.destTokenAmounts[0].amount;
        emit MessageReceived(message.messageId, message.sourceChainSelector, sender, beneficiary, message.destTokenAmounts[0].amount);
    }

    function withdraw(uint256 amount) external {
        credited[msg.sender] -= amount;
        asset.safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, amount);
    }
}
