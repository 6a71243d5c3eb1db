// SPDX-License-Identifier: MIT OR Apache-2.0
pragma solidity 0.7.6;

interface IMessageRecipient {
    function handle(uint32 origin, uint32 nonce, bytes32 sender, bytes memory message) external;
}

/// Replica of an optimistic messaging layer (Nomad style): the updater posts roots; after the fraud window a
/// message proven under an accepted root can be processed once.
contract Replica {
    enum MessageStatus { None, Proven, Processed }

    address public owner;
    address public updater;
    uint256 public optimisticSeconds;
    bytes32 public committedRoot;
    mapping(bytes32 => uint256) public confirmAt;
    mapping(bytes32 => bytes32) public messages;
    bytes32 internal constant LEGACY_STATUS_PROCESSED = bytes32(uint256(2));

    event Process(bytes32 indexed messageHash, bool indexed success);

    constructor(address _updater, uint256 _optimisticSeconds) {
        owner = msg.sender;
        updater = _updater;
        optimisticSeconds = _optimisticSeconds;
    }

    function initialize(bytes32 _committedRoot) external {
        require(msg.sender == owner, "owner");
        committedRoot = _committedRoot;
        confirmAt[_committedRoot] = 1;
    }

    function update(bytes32 newRoot) external {
        require(msg.sender == updater, "updater");
        confirmAt[newRoot] = block.timestamp + optimisticSeconds;
        committedRoot = newRoot;
    }

    function acceptableRoot(bytes32 root) public view returns (bool) {
        uint256 time = confirmAt[root];
        if (time == 0) {
            return false;
        }
        return block.timestamp >= time;
    }

    function prove(bytes32 leaf, bytes32 root) external {
        require(msg.sender == updater, "updater");
        require(acceptableRoot(root), "not acceptable");
        messages[leaf] = root;
    }

    function process(uint32 origin, uint32 nonce, bytes32 sender, address recipient, bytes memory body) external returns (bool success) {
        bytes32 messageHash = keccak256(abi.encodePacked(origin, sender, nonce, recipient, body));
        // <yes> <report> OTHER
        require(acceptableRoot(messages[messageHash]), "!proven");
        messages[messageHash] = LEGACY_STATUS_PROCESSED;
        IMessageRecipient(recipient).handle(origin, nonce, sender, body);
        emit Process(messageHash, true);
        return true;
    }
}
