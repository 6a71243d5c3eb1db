pragma solidity ^0.4.24;

// A 2018 commit-reveal lottery: players commit a hash of a secret with their ticket, reveal it after the
// commit phase, and the winner is drawn from the XOR of every revealed secret; unrevealed tickets forfeit. Prizes
// and refunds are pulled.
contract CommitRevealLottery {
    enum Phase { Commit, Reveal, Done }

    uint public constant TICKET_PRICE = 0.1 ether;
    uint public commitDeadline;
    uint public revealDeadline;
    Phase public phase;
    address public operator;

    mapping(address => bytes32) public commitments;
    mapping(address => bool) public revealed;
    address[] public revealedPlayers;
    uint256 private seed;

    mapping(address => uint) public pendingWithdrawals;

    event Committed(address indexed player);
    event Revealed(address indexed player);
    event Drawn(address indexed winner, uint prize);

    modifier onlyOperator() {
        require(msg.sender == operator);
        _;
    }

    constructor(uint _commitBlocks, uint _revealBlocks) public {
        operator = msg.sender;
        commitDeadline = block.number + _commitBlocks;
        revealDeadline = commitDeadline + _revealBlocks;
        phase = Phase.Commit;
    }

    function commit(bytes32 _commitment) public payable {
        require(phase == Phase.Commit && block.number <= commitDeadline);
        require(msg.value == TICKET_PRICE);
        require(commitments[msg.sender] == bytes32(0));
        commitments[msg.sender] = _commitment;
        emit Committed(msg.sender);
    }

    function reveal(uint256 _secret) public {
        require(block.number > commitDeadline && block.number <= revealDeadline);
        require(!revealed[msg.sender]);
        require(keccak256(abi.encodePacked(msg.sender, _secret)) == commitments[msg.sender]);
        revealed[msg.sender] = true;
        revealedPlayers.push(msg.sender);
        seed ^= _secret;
        emit Revealed(msg.sender);
    }

    function draw() public onlyOperator {
        require(block.number > revealDeadline);
        require(phase != Phase.Done);
        phase = Phase.Done;
        if (revealedPlayers.length == 0) {
            pendingWithdrawals[operator] += address(this).balance;
            return;
        }
        address winner = revealedPlayers[seed % revealedPlayers.length];
        uint prize = address(this).balance * 95 / 100;
        pendingWithdrawals[winner] += prize;
        pendingWithdrawals[operator] += address(this).balance - prize;
        emit Drawn(winner, prize);
    }

    function withdraw() public {
        uint amount = pendingWithdrawals[msg.sender];
        require(amount > 0);
        pendingWithdrawals[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function playersCount() public view returns (uint) {
        return revealedPlayers.length;
    }
}
