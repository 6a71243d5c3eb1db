pragma solidity ^0.5.11;

/// Crowdfund with a stretch-goal raffle: once the campaign passes its stretch goal, one backer
/// ticket (one per 0.1 ether pledged) wins the signed prototype and a cash prize. The winner is
/// drawn from the previous block's hash, which every backer contract can compute in the same block
/// and call draw() only when its own ticket wins.
contract RaffleCrowdfund {
    address payable public creator;
    uint256 public goal;
    uint256 public stretchGoal;
    uint256 public deadline;
    uint256 public raised;
    uint256 public prize;
    bool public drawn;
    bool public withdrawn;
    address payable[] public tickets;
    mapping(address => uint256) public pledges;

    uint256 public constant TICKET = 0.1 ether;

    event Pledged(address indexed backer, uint256 amount, uint256 tickets);
    event Winner(address indexed backer, uint256 prize);

    constructor(uint256 _goal, uint256 _stretchGoal, uint256 _duration) public payable {
        require(_stretchGoal > _goal, "goals");
        creator = msg.sender;
        goal = _goal;
        stretchGoal = _stretchGoal;
        deadline = now + _duration;
        prize = msg.value;
    }

    function pledge() external payable {
        require(now < deadline, "ended");
        require(msg.value >= TICKET, "min");
        uint256 count = msg.value / TICKET;
        require(count <= 100, "max");
        for (uint256 i = 0; i < count; i++) {
            tickets.push(msg.sender);
        }
        pledges[msg.sender] += msg.value;
        raised += msg.value;
        emit Pledged(msg.sender, msg.value, count);
    }

    function draw() external {
        require(now >= deadline, "running");
        require(raised >= stretchGoal, "stretch goal");
        require(!drawn, "drawn");
        drawn = true;
        // <yes> <report> BAD_RANDOMNESS
        uint256 index = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), tickets.length))) % tickets.length;
        address payable winner = tickets[index];
        uint256 amount = prize;
        prize = 0;
        emit Winner(winner, amount);
        winner.transfer(amount);
    }

    function withdraw() external {
        require(msg.sender == creator, "creator");
        require(now >= deadline && raised >= goal, "not funded");
        require(!withdrawn, "done");
        withdrawn = true;
        creator.transfer(raised);
    }

    function refund() external {
        require(now >= deadline && raised < goal, "no refund");
        uint256 amount = pledges[msg.sender];
        require(amount > 0, "none");
        pledges[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
