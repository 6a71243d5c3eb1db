// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface VRFCoordinatorV2Interface {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 minimumRequestConfirmations, uint32 callbackGasLimit, uint32 numWords) external returns (uint256 requestId);
}

abstract contract VRFConsumerBaseV2 {
    error OnlyCoordinatorCanFulfill(address have, address want);
    address private immutable vrfCoordinator;

    constructor(address _vrfCoordinator) {
        vrfCoordinator = _vrfCoordinator;
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal virtual;

    function rawFulfillRandomWords(uint256 requestId, uint256[] memory randomWords) external {
        if (msg.sender != vrfCoordinator) {
            revert OnlyCoordinatorCanFulfill(msg.sender, vrfCoordinator);
        }
        fulfillRandomWords(requestId, randomWords);
    }
}

contract LootBoxOpener is VRFConsumerBaseV2 {
    VRFCoordinatorV2Interface public immutable coordinator;
    bytes32 public keyHash;
    uint64 public subId;

    struct Box {
        address owner;
        uint256 requestId;
        uint256 rarity;
        bool revealed;
    }

    mapping(uint256 => Box) public boxes;
    mapping(uint256 => uint256) public requestToBox;
    uint256 public nextBox;

    constructor(address _coordinator, bytes32 _keyHash, uint64 _subId) VRFConsumerBaseV2(_coordinator) {
        coordinator = VRFCoordinatorV2Interface(_coordinator);
        keyHash = _keyHash;
        subId = _subId;
    }

    function buy() external payable returns (uint256 id) {
        require(msg.value == 0.02 ether, "price");
        id = nextBox++;
        boxes[id].owner = msg.sender;
        boxes[id].requestId = coordinator.requestRandomWords(keyHash, subId, 3, 150000, 1);
        requestToBox[boxes[id].requestId] = id;
    }

    // the holder may request again while the first answer is visible in the mempool: an unfavourable
    // fulfilment is dropped by re-rolling, as the newest request id is the only one honoured
    function reroll(uint256 id) external {
        require(boxes[id].owner == msg.sender, "not owner");
        require(!boxes[id].revealed, "revealed");
        // <yes> <report> BAD_RANDOMNESS
        boxes[id].requestId = coordinator.requestRandomWords(keyHash, subId, 3, 150000, 1);
        requestToBox[boxes[id].requestId] = id;
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal override {
        uint256 id = requestToBox[requestId];
        Box storage b = boxes[id];
        if (b.requestId != requestId) return;
        b.rarity = randomWords[0] % 1000;
        b.revealed = true;
    }
}
