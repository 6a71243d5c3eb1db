// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface VRFCoordinatorV2Interface {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 minimumRequestConfirmations, uint32 callbackGasLimit, uint32 numWords) external returns (uint256 requestId);
}

abstract contract VRFConsumerBaseV2 {
    address private immutable vrfCoordinator;

    constructor(address _vrfCoordinator) {
        vrfCoordinator = _vrfCoordinator;
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal virtual;

    function rawFulfillRandomWords(uint256 requestId, uint256[] memory randomWords) external {
        require(msg.sender == vrfCoordinator, "only coordinator");
        fulfillRandomWords(requestId, randomWords);
    }
}

contract JackpotPool is VRFConsumerBaseV2 {
    VRFCoordinatorV2Interface public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subId;
    address public operator;
    address[] public players;
    bool public drawing;

    constructor(address _coordinator, bytes32 _keyHash, uint64 _subId) VRFConsumerBaseV2(_coordinator) {
        coordinator = VRFCoordinatorV2Interface(_coordinator);
        keyHash = _keyHash;
        subId = _subId;
        operator = msg.sender;
    }

    function join() external payable {
        require(!drawing, "drawing");
        require(msg.value == 0.1 ether, "stake");
        players.push(msg.sender);
    }

    function startDraw() external {
        require(msg.sender == operator, "operator");
        drawing = true;
        coordinator.requestRandomWords(keyHash, subId, 3, 300000, 1);
    }

    // a winner whose fallback reverts makes the coordinator's callback fail: the draw never completes
    function fulfillRandomWords(uint256, uint256[] memory randomWords) internal override {
        address winner = players[randomWords[0] % players.length];
        delete players;
        drawing = false;
        // <yes> <report> DENIAL_OF_SERVICE
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "payout failed");
    }
}
