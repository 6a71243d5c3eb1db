pragma solidity ^0.5.12;

interface IGaugeController {
    function vote_user_power(address user) external view returns (uint256);
}

// A weekly voter raffle: every address that voted its full power in the gauge controller may enter; the prize
// pot, funded by a partner protocol, goes to one entrant drawn after the week closes.
contract VoterRaffle {
    IGaugeController public controller;
    address public sponsor;
    uint256 public constant WEEK = 1 weeks;

    uint256 public round;
    uint256 public roundEnd;
    mapping(uint256 => address payable[]) public entrants;
    mapping(uint256 => mapping(address => bool)) public entered;

    event Winner(uint256 indexed round, address winner, uint256 prize);

    constructor(IGaugeController _controller) public {
        controller = _controller;
        sponsor = msg.sender;
        roundEnd = now + WEEK;
    }

    function fund() external payable {
        require(msg.sender == sponsor, "sponsor only");
    }

    function enter() external {
        require(now < roundEnd, "round closed");
        require(!entered[round][msg.sender], "entered");
        require(controller.vote_user_power(msg.sender) == 10000, "vote all your power");
        require(entrants[round].length < 500, "full");
        entered[round][msg.sender] = true;
        entrants[round].push(msg.sender);
    }

    function draw() external {
        require(now >= roundEnd, "round running");
        address payable[] storage list = entrants[round];
        require(list.length > 0, "no entrants");
        // An entrant contract computes the same index in the draw's block and calls draw only when it wins.
        // <yes> <report> BAD_RANDOMNESS
        uint256 idx = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now))) % list.length;
        address payable winner = list[idx];
        uint256 prize = address(this).balance;
        round += 1;
        roundEnd = now + WEEK;
        emit Winner(round - 1, winner, prize);
        winner.transfer(prize);
    }
}
