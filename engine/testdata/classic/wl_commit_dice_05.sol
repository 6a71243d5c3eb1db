pragma solidity ^0.5.10;

// A 2019 dice game in the commit-reveal style of the era: the house commits to a secret before the bet, the bet
// fixes the block whose hash is mixed in, and the house reveals within 250 blocks or the player takes a refund.
contract CommitDice {
    struct Bet {
        address payable player;
        uint256 amount;
        uint8 rollUnder;
        uint256 placeBlock;
    }

    address public croupier;
    uint256 public lockedInBets;
    mapping (uint256 => Bet) public bets;   // keyed by the croupier's commit

    event Placed(uint256 indexed commit, address player, uint256 amount);
    event Settled(uint256 indexed commit, uint256 dice, uint256 payout);

    constructor() public payable {
        croupier = msg.sender;
    }

    function place(uint8 rollUnder, uint256 commit) external payable {
        Bet storage b = bets[commit];
        require(b.player == address(0), "commit used");
        require(rollUnder > 1 && rollUnder <= 95, "range");
        require(msg.value >= 0.01 ether && msg.value <= 1 ether, "amount");
        uint256 win = msg.value * 98 / (rollUnder - 1);
        require(lockedInBets + win <= address(this).balance, "bank");
        lockedInBets += win;
        b.player = msg.sender;
        b.amount = msg.value;
        b.rollUnder = rollUnder;
        b.placeBlock = block.number;
        emit Placed(commit, msg.sender, msg.value);
    }

    function settle(uint256 reveal) external {
        require(msg.sender == croupier, "croupier");
        uint256 commit = uint256(keccak256(abi.encodePacked(reveal)));
        Bet storage b = bets[commit];
        require(b.amount > 0, "no bet");
        require(block.number > b.placeBlock && block.number <= b.placeBlock + 250, "window");
        uint256 dice = uint256(keccak256(abi.encodePacked(reveal, blockhash(b.placeBlock)))) % 100;
        uint256 amount = b.amount;
        uint256 win = amount * 98 / (b.rollUnder - 1);
        lockedInBets -= win;
        b.amount = 0;
        uint256 payout = dice < b.rollUnder ? win : 0;
        if (payout > 0) {
            b.player.transfer(payout);
        }
        emit Settled(commit, dice, payout);
    }

    function refund(uint256 commit) external {
        Bet storage b = bets[commit];
        require(b.amount > 0, "no bet");
        require(block.number > b.placeBlock + 250, "wait");
        uint256 amount = b.amount;
        lockedInBets -= amount * 98 / (b.rollUnder - 1); // want "integer-overflow: .*lockedInBets -= amount \\* 98 / \\(b.rollUnder - 1\\) can underflow" "integer-overflow: .*\\(\\): b.rollUnder - 1 can underflow" // FALSE ALARM: arith (place() requires rollUnder > 1 before storing it and adds the same lock to lockedInBets; both are invariants across functions)
        b.amount = 0;
        b.player.transfer(amount);
    }

    function withdrawHouse(uint256 amount) external {
        require(msg.sender == croupier, "croupier");
        require(lockedInBets + amount <= address(this).balance, "locked");
        msg.sender.transfer(amount);
    }
}
