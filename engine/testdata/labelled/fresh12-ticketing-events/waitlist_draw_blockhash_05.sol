pragma solidity ^0.5.12;

/// Waitlist for a sold-out show. Fans join with a refundable deposit; when returned tickets come back, the
/// organiser opens a draw, and the drawn fans may buy a ticket at face value. Those not drawn take their deposit
/// back.
contract WaitlistDraw {
    address public organiser;
    uint256 public deposit;
    uint256 public faceValue;

    address[] public entrants;
    mapping(address => bool) public joined;
    mapping(address => bool) public drawn;
    mapping(address => bool) public refunded;
    uint256 public releasedTickets;
    bool public drawDone;

    event Joined(address indexed fan);
    event Drawn(address indexed fan);

    constructor(uint256 _deposit, uint256 _faceValue) public {
        organiser = msg.sender;
        deposit = _deposit;
        faceValue = _faceValue;
    }

    function join() external payable {
        require(!drawDone, "closed");
        require(!joined[msg.sender], "joined");
        require(msg.value == deposit, "deposit");
        joined[msg.sender] = true;
        entrants.push(msg.sender);
        emit Joined(msg.sender);
    }

    function releaseTickets(uint256 count) external {
        require(msg.sender == organiser, "organiser");
        require(!drawDone, "closed");
        releasedTickets += count;
    }

    function draw() external {
        require(!drawDone, "done");
        require(releasedTickets > 0 && entrants.length > 0, "nothing");
        drawDone = true;
        uint256 winners = releasedTickets < entrants.length ? releasedTickets : entrants.length;
        // <yes> <report> BAD_RANDOMNESS
        uint256 seed = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), entrants.length)));
        uint256 start = seed % entrants.length;
        for (uint256 i = 0; i < winners; i++) {
            address fan = entrants[(start + i) % entrants.length];
            drawn[fan] = true;
            emit Drawn(fan);
        }
    }

    function buyDrawn() external payable {
        require(drawn[msg.sender], "not drawn");
        require(msg.value == faceValue - deposit, "value");
        drawn[msg.sender] = false;
        refunded[msg.sender] = true;
    }

    function refundDeposit() external {
        require(drawDone, "open");
        require(joined[msg.sender] && !drawn[msg.sender] && !refunded[msg.sender], "no refund");
        refunded[msg.sender] = true;
        msg.sender.transfer(deposit);
    }
}
