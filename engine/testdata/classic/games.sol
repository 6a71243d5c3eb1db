pragma solidity ^0.4.24;

contract Lottery {
    address owner;
    uint public pot;

    constructor() public { owner = msg.sender; }

    function play() public payable {
        require(msg.value == 1 ether);
        pot += msg.value;
        uint rand = uint(keccak256(abi.encodePacked(block.timestamp, block.difficulty, msg.sender))) % 10; // want "weak-randomness: .*derives a random value from block data"
        if (rand == 7) {
            msg.sender.send(pot); // want "unchecked-low-level-call: .*ignores the result of msg.sender.send"
            pot = 0;
        }
    }

    function refund(address who, uint amount) public {
        require(tx.origin == owner); // want "tx-origin-auth: .*authorizes with tx.origin"
        who.transfer(amount);
    }
}

contract TimeLock {
    mapping(address => uint) public balances;
    mapping(address => uint) public lockTime;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
        lockTime[msg.sender] = now + 1 weeks;
    }

    function increaseLockTime(uint _secondsToIncrease) public {
        lockTime[msg.sender] += _secondsToIncrease; // want "integer-overflow: .*can overflow"
    }

    function withdraw() public {
        require(balances[msg.sender] > 0);
        require(now > lockTime[msg.sender]);
        uint transferValue = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(transferValue);
    }
}

// The SWC roulette: a paid spin whose payout is decided by the block's timestamp. The flaw is the predictable
// draw; paying the winner the pot is what the game is for.
contract Roulette {
    uint public pastBlockTime;

    constructor() public payable {}

    function () external payable {
        require(msg.value == 10 ether);
        require(now != pastBlockTime);
        pastBlockTime = now;
        if (now % 15 == 0) { // want "weak-randomness: .*decides the outcome of a condition: now % 15 == 0"
            msg.sender.transfer(address(this).balance);
        }
    }
}

// Without the stake, the same draw lets anyone empty the contract by calling until the block suits them.
contract FreeRoulette {
    constructor() public payable {}

    function spin() external { // want "unprotected-ether-withdrawal: .*lets any caller send address\\(this\\).balance to msg.sender"
        if (now % 15 == 0) { // want "weak-randomness: .*decides the outcome of a condition: now % 15 == 0"
            msg.sender.transfer(address(this).balance);
        }
    }
}
