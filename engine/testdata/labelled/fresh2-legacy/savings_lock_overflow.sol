pragma solidity ^0.4.21;

// A 2018 savings lock: deposits are frozen until a time the saver may only push later, but the extension is an
// unchecked addition, and a huge extension wraps the unlock time into the past.
contract HodlSavings {
    mapping(address => uint) public balances;
    mapping(address => uint) public unlockTime;
    uint public constant MIN_LOCK = 1 weeks;

    event Locked(address indexed saver, uint amount, uint until);
    event Extended(address indexed saver, uint until);
    event Released(address indexed saver, uint amount);

    function deposit() public payable {
        require(msg.value > 0);
        balances[msg.sender] += msg.value;
        if (unlockTime[msg.sender] < now + MIN_LOCK) {
            unlockTime[msg.sender] = now + MIN_LOCK;
        }
        emit Locked(msg.sender, msg.value, unlockTime[msg.sender]);
    }

    function extendLock(uint _extraSeconds) public {
        require(balances[msg.sender] > 0);
        // <yes> <report> ARITHMETIC
        unlockTime[msg.sender] += _extraSeconds;
        emit Extended(msg.sender, unlockTime[msg.sender]);
    }

    function withdraw() public {
        require(balances[msg.sender] > 0);
        require(now > unlockTime[msg.sender]);
        uint amount = balances[msg.sender];
        balances[msg.sender] = 0;
        msg.sender.transfer(amount);
        emit Released(msg.sender, amount);
    }
}
