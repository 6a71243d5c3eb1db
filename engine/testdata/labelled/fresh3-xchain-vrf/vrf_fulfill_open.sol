// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface VRFCoordinatorV2Interface {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 minimumRequestConfirmations, uint32 callbackGasLimit, uint32 numWords) external returns (uint256 requestId);
}

contract WeeklyRaffle {
    VRFCoordinatorV2Interface public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subscriptionId;
    address public owner;

    address payable[] public entrants;
    uint256 public pendingRequest;
    address public lastWinner;

    constructor(address _coordinator, bytes32 _keyHash, uint64 _subId) {
        coordinator = VRFCoordinatorV2Interface(_coordinator);
        keyHash = _keyHash;
        subscriptionId = _subId;
        owner = msg.sender;
    }

    function enter() external payable {
        require(msg.value == 0.05 ether, "ticket");
        entrants.push(payable(msg.sender));
    }

    function draw() external {
        require(msg.sender == owner, "owner");
        require(pendingRequest == 0, "pending");
        pendingRequest = coordinator.requestRandomWords(keyHash, subscriptionId, 3, 200000, 1);
    }

    // does not inherit VRFConsumerBaseV2 and never checks that the coordinator calls
    // <yes> <report> ACCESS_CONTROL
    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) external {
        require(requestId == pendingRequest, "unknown request");
        address payable winner = entrants[randomWords[0] % entrants.length];
        lastWinner = winner;
        delete entrants;
        pendingRequest = 0;
        winner.transfer(address(this).balance);
    }
}
