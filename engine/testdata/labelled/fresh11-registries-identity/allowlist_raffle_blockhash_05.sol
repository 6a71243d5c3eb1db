pragma solidity ^0.5.12;

/// Allowlist raffle for a limited identity-badge drop: registrants who hold a verified profile enter
/// during the entry window; the organiser then draws the winners, who may mint during the sale.
contract AllowlistRaffle {
    address public organiser;
    uint256 public entryEnd;
    uint256 public spots;
    bool public drawn;

    address[] public entrants;
    mapping(address => bool) public entered;
    mapping(address => bool) public allowlisted;

    event Entered(address indexed account);
    event Won(address indexed account);

    constructor(uint256 _entryEnd, uint256 _spots) public {
        organiser = msg.sender;
        entryEnd = _entryEnd;
        spots = _spots;
    }

    function enter() external {
        require(now < entryEnd, "closed");
        require(!entered[msg.sender], "entered");
        require(msg.sender == tx.origin, "no contracts");
        entered[msg.sender] = true;
        entrants.push(msg.sender);
        emit Entered(msg.sender);
    }

    /// Draws `spots` winners by walking the entrant list from a pseudo-random start.
    function draw() external {
        require(msg.sender == organiser, "organiser");
        require(now >= entryEnd && !drawn, "not now");
        require(entrants.length > 0, "empty");
        drawn = true;
        uint256 n = entrants.length;
        // <yes> <report> BAD_RANDOMNESS
        uint256 start = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now, n))) % n;
        uint256 winners = spots < n ? spots : n;
        for (uint256 i = 0; i < winners; i++) {
            address w = entrants[(start + i) % n];
            allowlisted[w] = true;
            emit Won(w);
        }
    }
}
