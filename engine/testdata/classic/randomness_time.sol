// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IVRFCoordinator {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 confirmations, uint32 gasLimit, uint32 words)
        external
        returns (uint256);
}

// A lottery whose winner comes from a verifiable random function: the coordinator's answer cannot be known
// before it is delivered, and only the coordinator can deliver it.
contract VrfLottery {
    IVRFCoordinator public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subId;
    address[] public players;
    uint256 public pendingRequest;
    address public lastWinner;
    uint256 public closesAt;

    constructor(IVRFCoordinator c, bytes32 k, uint64 s) {
        coordinator = c;
        keyHash = k;
        subId = s;
        closesAt = block.timestamp + 1 days;
    }

    function enter() external payable {
        require(msg.value == 0.01 ether, "ticket");
        require(block.timestamp < closesAt, "closed");
        players.push(msg.sender);
    }

    function close() external {
        require(block.timestamp >= closesAt, "open");
        require(pendingRequest == 0, "pending");
        pendingRequest = coordinator.requestRandomWords(keyHash, subId, 3, 200_000, 1);
    }

    function rawFulfillRandomWords(uint256 requestId, uint256[] memory words) external {
        require(msg.sender == address(coordinator), "coordinator");
        require(requestId == pendingRequest, "request");
        address winner = players[words[0] % players.length];
        lastWinner = winner;
        delete players; // want "dos-unbounded-loop: .*clears players"
        pendingRequest = 0;
        closesAt = block.timestamp + 1 days;
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "send");
    }
}

// An English auction: the end time is a deadline, and a validator's few seconds of drift cannot pick a winner.
contract Auction {
    address public immutable seller;
    uint256 public immutable endTime;
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public refunds;
    bool public settled;

    constructor(uint256 duration) {
        seller = msg.sender;
        endTime = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < endTime, "ended");
        require(msg.value > highestBid, "low");
        if (highestBidder != address(0)) {
            refunds[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdrawRefund() external {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function settle() external {
        require(block.timestamp >= endTime, "running");
        require(!settled, "settled");
        settled = true;
        (bool ok, ) = seller.call{value: highestBid}("");
        require(ok, "send");
    }
}

// A commit-reveal game: the outcome is the players' own secrets, unknown to each other until both revealed.
contract CommitRevealFlip {
    struct Game {
        address a;
        address b;
        bytes32 commitA;
        bytes32 commitB;
        uint256 secretA;
        uint256 secretB;
        uint8 revealed;
        uint256 deadline;
    }

    uint256 public constant STAKE = 1 ether;
    mapping(uint256 => Game) public games;
    uint256 public nextGame;

    function open(bytes32 commit) external payable returns (uint256 id) {
        require(msg.value == STAKE, "stake");
        id = nextGame++;
        games[id].a = msg.sender;
        games[id].commitA = commit;
    }

    function join(uint256 id, bytes32 commit) external payable {
        Game storage g = games[id];
        require(msg.value == STAKE && g.a != address(0) && g.b == address(0), "join");
        g.b = msg.sender;
        g.commitB = commit;
        g.deadline = block.timestamp + 1 days;
    }

    function reveal(uint256 id, uint256 secret) external {
        Game storage g = games[id];
        if (msg.sender == g.a) {
            require(keccak256(abi.encodePacked(secret)) == g.commitA, "commit");
            g.secretA = secret;
        } else {
            require(msg.sender == g.b && keccak256(abi.encodePacked(secret)) == g.commitB, "commit");
            g.secretB = secret;
        }
        g.revealed++;
        if (g.revealed == 2) {
            address winner = (g.secretA ^ g.secretB) % 2 == 0 ? g.a : g.b;
            delete games[id];
            (bool ok, ) = winner.call{value: 2 * STAKE}("");
            require(ok, "send");
        }
    }
}

// The same games, settled on block data.
contract BlockDataGames {
    address[] public players;
    mapping(address => uint256) public prizes;

    function enter() external payable {
        require(msg.value == 0.01 ether, "ticket");
        players.push(msg.sender);
    }

    function draw() external {
        uint256 i = uint256(keccak256(abi.encodePacked(block.prevrandao, block.timestamp))) % players.length; // want "weak-randomness: .*"
        address winner = players[i];
        delete players; // want "dos-unbounded-loop: .*clears players"
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "send");
    }

    function flip() external payable {
        require(msg.value <= 1 ether, "bet");
        if (uint256(blockhash(block.number - 1)) % 2 == 1) { // want "weak-randomness: .*"
            prizes[msg.sender] += msg.value * 2;
        }
    }

    function luckySecond() external payable {
        require(msg.value == 0.1 ether, "bet");
        if (block.timestamp % 10 == 7) { // want "weak-randomness: .*"
            prizes[msg.sender] += 1 ether;
        }
    }

    function claim() external {
        uint256 amount = prizes[msg.sender];
        prizes[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }
}
