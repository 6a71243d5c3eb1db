pragma solidity ^0.4.21;

// The Capture-the-Ether token sale: the price check itself overflows, so a huge token count costs almost
// nothing, and the tokens are then sold back for real ether.
contract TokenSaleChallenge {
    mapping(address => uint256) public balanceOf;
    uint256 constant PRICE_PER_TOKEN = 1 ether;

    function TokenSaleChallenge(address _player) public payable {
        require(msg.value == 1 ether);
    }

    function buy(uint256 numTokens) public payable {
        require(msg.value == numTokens * PRICE_PER_TOKEN); // want "integer-overflow: .*numTokens \\* PRICE_PER_TOKEN can overflow"
        balanceOf[msg.sender] += numTokens; // want "integer-overflow: .*balanceOf\\[msg.sender\\] \\+= numTokens can overflow"
    }

    function sell(uint256 numTokens) public {
        require(balanceOf[msg.sender] >= numTokens);
        balanceOf[msg.sender] -= numTokens;
        msg.sender.transfer(numTokens * PRICE_PER_TOKEN); // want "integer-overflow: .*numTokens \\* PRICE_PER_TOKEN can overflow"
    }
}

// A check that always holds: an unsigned difference is never below zero.
contract AlwaysTrue {
    mapping(address => uint) balances;

    function transfer(address to, uint value) public returns (bool) {
        require(balances[msg.sender] - value >= 0); // want "integer-overflow: .*balances\\[msg.sender\\] - value can underflow"
        balances[msg.sender] -= value; // want "integer-overflow: .*can underflow"
        balances[to] += value; // want "integer-overflow: .*can overflow"
        return true;
    }
}

// A coin flip on the block number, kept in a boolean.
contract ParityLottery {
    struct Bet { uint betAmount; uint blockNumber; bool won; }
    Bet[] private bets;

    function makeBet() public payable {
        bool won = (block.number % 2) == 0; // want "weak-randomness: .*derives a random value from block data"
        bets.push(Bet(msg.value, block.number, won));
        if (won) {
            if (!msg.sender.send(msg.value * 2)) { throw; }
        }
    }
}

// Nothing here can wrap: ether received is bounded by the supply, a fee never written stays what it was
// declared, and an index counted back from an array's own length fails the bounds check.
contract Creditors {
    address[] public creditors;
    uint[] public amounts;
    uint private fee = 5;
    address owner;

    constructor() public { owner = msg.sender; }

    function lend() public payable {
        uint amount = msg.value;
        creditors.push(msg.sender);
        amounts.push(amount * 110 / 100);
        owner.transfer(amount * (100 - fee) / 100);
    }

    function last() public view returns (address) {
        return creditors[creditors.length - 1];
    }
}
