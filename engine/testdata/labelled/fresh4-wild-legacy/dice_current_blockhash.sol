pragma solidity ^0.4.20;

// EtherDice, 2018: roll under a chosen number, paid out immediately from the house bank.
contract EtherDice {
    address public owner;
    uint public houseEdge = 2;
    uint public minBet = 0.01 ether;
    uint public maxProfit = 2 ether;
    uint public totalBets;

    struct Roll {
        address player;
        uint bet;
        uint rollUnder;
        uint result;
        bool won;
    }

    Roll[] public rolls;

    event LogRoll(address indexed player, uint bet, uint rollUnder, uint result, uint payout);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function EtherDice() public payable {
        owner = msg.sender;
    }

    function playerRoll(uint rollUnder) public payable {
        require(msg.value >= minBet);
        require(rollUnder > 1 && rollUnder < 99);

        uint profit = msg.value * (100 - houseEdge) / (rollUnder - 1) - msg.value;
        require(profit <= maxProfit);

        // <yes> <report> BAD_RANDOMNESS
        uint result = uint(keccak256(block.blockhash(block.number), msg.sender, totalBets)) % 100 + 1;
        totalBets++;

        bool won = result < rollUnder;
        rolls.push(Roll(msg.sender, msg.value, rollUnder, result, won));
        if (won) {
            uint payout = msg.value + profit;
            // <yes> <report> UNCHECKED_LL_CALLS
            msg.sender.send(payout);
            LogRoll(msg.sender, msg.value, rollUnder, result, payout);
        } else {
            LogRoll(msg.sender, msg.value, rollUnder, result, 0);
        }
    }

    function ownerSetHouseEdge(uint newEdge) public onlyOwner {
        require(newEdge <= 5);
        houseEdge = newEdge;
    }

    function ownerWithdraw(uint amount) public onlyOwner {
        owner.transfer(amount);
    }

    function () public payable {
    }
}
