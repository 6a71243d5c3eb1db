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
            msg.sender.send(pot); // want "reentrancy-limited-gas: .*sends ether to msg.sender before it writes pot" "unchecked-low-level-call: .*ignores the result of msg.sender.send"
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
