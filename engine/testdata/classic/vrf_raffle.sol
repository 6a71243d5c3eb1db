// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface VRFCoordinatorV2Interface {
    function requestRandomWords(
        bytes32 keyHash,
        uint64 subId,
        uint16 minimumRequestConfirmations,
        uint32 callbackGasLimit,
        uint32 numWords
    ) external returns (uint256 requestId);
}

/// Chainlink's VRFConsumerBaseV2: only the coordinator may deliver the random words.
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

/// A raffle drawn with Chainlink VRF: tickets are bought while open, the owner closes the round and requests
/// randomness, the coordinator's callback picks the winner, and the winner withdraws the pot.
contract VRFRaffle is VRFConsumerBaseV2 {
    enum State { Open, Drawing, Closed }

    VRFCoordinatorV2Interface public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subscriptionId;
    uint256 public immutable ticketPrice;
    address public immutable owner;

    State public state;
    address[] public players;
    uint256 public pendingRequest;
    address public winner;
    mapping(address => uint256) public winnings;

    event TicketBought(address indexed player);
    event DrawRequested(uint256 requestId);
    event WinnerPicked(address indexed winner, uint256 amount);

    error NotOwner();
    error WrongState();
    error WrongPrice();
    error NothingToWithdraw();
    error TransferFailed();

    constructor(address _coordinator, bytes32 _keyHash, uint64 _subId, uint256 _ticketPrice)
        VRFConsumerBaseV2(_coordinator)
    {
        coordinator = VRFCoordinatorV2Interface(_coordinator);
        keyHash = _keyHash;
        subscriptionId = _subId;
        ticketPrice = _ticketPrice;
        owner = msg.sender;
    }

    function buyTicket() external payable {
        if (state != State.Open) revert WrongState();
        if (msg.value != ticketPrice) revert WrongPrice();
        players.push(msg.sender);
        emit TicketBought(msg.sender);
    }

    function draw() external {
        if (msg.sender != owner) revert NotOwner();
        if (state != State.Open || players.length == 0) revert WrongState();
        state = State.Drawing;
        pendingRequest = coordinator.requestRandomWords(keyHash, subscriptionId, 3, 200_000, 1);
        emit DrawRequested(pendingRequest);
    }

    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal override {
        if (state != State.Drawing || requestId != pendingRequest) revert WrongState();
        address picked = players[randomWords[0] % players.length];
        uint256 pot = address(this).balance;
        winner = picked;
        winnings[picked] += pot;
        state = State.Closed;
        emit WinnerPicked(picked, pot);
    }

    function withdrawWinnings() external {
        uint256 amount = winnings[msg.sender];
        if (amount == 0) revert NothingToWithdraw();
        winnings[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed();
    }
}

// Safe, widely used code (or written in its style): held to no finding above low, except where a want says why.
