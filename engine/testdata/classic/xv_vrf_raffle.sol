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

contract SeasonRaffle is VRFConsumerBaseV2 {
    enum State { Open, Drawing, Closed }

    VRFCoordinatorV2Interface public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subscriptionId;
    uint32 public constant CALLBACK_GAS = 200000;
    uint256 public constant TICKET = 0.05 ether;
    uint256 public constant MAX_ENTRANTS = 500;

    address public owner;
    State public state;
    address[] public entrants;
    uint256 public requestId;
    address public winner;
    mapping(address => uint256) public claimable;

    event Entered(address indexed who);
    event DrawRequested(uint256 requestId);
    event WinnerPicked(address indexed winner, uint256 prize);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address _coordinator, bytes32 _keyHash, uint64 _subId) VRFConsumerBaseV2(_coordinator) {
        coordinator = VRFCoordinatorV2Interface(_coordinator);
        keyHash = _keyHash;
        subscriptionId = _subId;
        owner = msg.sender;
    }

    function enter() external payable {
        require(state == State.Open, "closed");
        require(msg.value == TICKET, "ticket");
        require(entrants.length < MAX_ENTRANTS, "full");
        entrants.push(msg.sender);
        emit Entered(msg.sender);
    }

    function entrantCount() external view returns (uint256) {
        return entrants.length;
    }

    function draw() external onlyOwner {
        require(state == State.Open, "state");
        require(entrants.length > 0, "empty");
        state = State.Drawing;
        requestId = coordinator.requestRandomWords(keyHash, subscriptionId, 3, CALLBACK_GAS, 1);
        emit DrawRequested(requestId);
    }

    // the callback only records: it cannot revert on a recipient, and pays through claim()
    function fulfillRandomWords(uint256 id, uint256[] memory randomWords) internal override {
        if (id != requestId || state != State.Drawing) return;
        address picked = entrants[randomWords[0] % entrants.length];
        uint256 prize = entrants.length * TICKET;
        winner = picked;
        claimable[picked] += prize;
        state = State.Closed;
        emit WinnerPicked(picked, prize);
    }

    function claim() external {
        uint256 amount = claimable[msg.sender];
        require(amount > 0, "nothing");
        claimable[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer failed");
    }

    function reopen() external onlyOwner {
        require(state == State.Closed, "state");
        delete entrants;
        winner = address(0);
        state = State.Open;
    }
}
