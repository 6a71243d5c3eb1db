pragma solidity ^0.4.21;

/// A coin-flip house: the owner funds a bankroll, a player bets on heads or tails and doubles the bet when the
/// coin agrees, less the house edge. Bets are capped at a share of the bankroll.
contract CoinFlipHouse {
    address public owner;
    uint256 public houseEdgePercent = 2;
    uint256 public maxBetDivisor = 20;

    event Flip(address indexed player, bool guess, bool outcome, uint256 bet, uint256 paid);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function CoinFlipHouse() public payable {
        owner = msg.sender;
    }

    function maxBet() public view returns (uint256) {
        return this.balance / maxBetDivisor;
    }

    function flip(bool heads) public payable {
        require(msg.value > 0);
        require(msg.value <= maxBet());
        // <yes> <report> BAD_RANDOMNESS
        bool outcome = uint256(block.blockhash(block.number - 1)) % 2 == 0;
        uint256 paid = 0;
        if (outcome == heads) {
            paid = msg.value * 2 * (100 - houseEdgePercent) / 100;
            msg.sender.transfer(paid);
        }
        emit Flip(msg.sender, heads, outcome, msg.value, paid);
    }

    function setEdge(uint256 percent) public onlyOwner {
        require(percent <= 10);
        houseEdgePercent = percent;
    }

    function fund() public payable onlyOwner {}

    function withdraw(uint256 amount) public onlyOwner {
        require(amount <= this.balance);
        owner.transfer(amount);
    }
}
