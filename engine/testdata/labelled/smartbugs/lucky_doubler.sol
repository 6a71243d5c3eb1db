pragma solidity ^0.4.0;
contract LuckyDoubler {
    address private owner;
    uint private balance = 0;
    uint private fee = 5;
    uint private multiplier = 125;
    mapping (address => User) private users;
    Entry[] private entries;
    uint[] private unpaidEntries;
    function LuckyDoubler() {
        owner = msg.sender;
    }
    modifier onlyowner { if (msg.sender == owner) _; }
    struct User {
        address id;
        uint deposits;
        uint payoutsReceived;
    }
    struct Entry {
        address entryAddress;
        uint deposit;
        uint payout;
        bool paid;
    }
    function() {
        init();
    }
    function init() private{
        if (msg.value < 1 ether) {
             msg.sender.send(msg.value);
            return;
        }
        join();
    }
    function join() private {
        uint dValue = 1 ether;
        if (msg.value > 1 ether) {
        	msg.sender.send(msg.value - 1 ether);
        	dValue = 1 ether;
        }
        if (users[msg.sender].id == address(0)) {
            users[msg.sender].id = msg.sender;
            users[msg.sender].deposits = 0;
            users[msg.sender].payoutsReceived = 0;
        }
        entries.push(Entry(msg.sender, dValue, (dValue * (multiplier) / 100), false));
        users[msg.sender].deposits++;
        unpaidEntries.push(entries.length -1);
        balance += (dValue * (100 - fee)) / 100;
        uint index = unpaidEntries.length > 1 ? rand(unpaidEntries.length) : 0;
        Entry theEntry = entries[unpaidEntries[index]];
        if (balance > theEntry.payout) {
            uint payout = theEntry.payout;
            theEntry.entryAddress.send(payout);
            theEntry.paid = true;
            users[theEntry.entryAddress].payoutsReceived++;
            balance -= payout;
            if (index < unpaidEntries.length - 1)
                unpaidEntries[index] = unpaidEntries[unpaidEntries.length - 1];
            unpaidEntries.length--;
        }
        uint fees = this.balance - balance;
        if (fees > 0)
        {
                owner.send(fees);
        }
    }
    uint256 constant private FACTOR =  1157920892373161954235709850086879078532699846656405640394575840079131296399;
    function rand(uint max) constant private returns (uint256 result){
        // <yes> <report> BAD_RANDOMNESS
        uint256 factor = FACTOR * 100 / max;
        uint256 lastBlockNumber = block.number - 1;
        // <yes> <report> BAD_RANDOMNESS
        uint256 hashVal = uint256(block.blockhash(lastBlockNumber));
        return uint256((uint256(hashVal) / factor)) % max;
    }
}
