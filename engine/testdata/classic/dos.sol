pragma solidity ^0.4.25;

contract DosNumber {
    uint numberOfElements = 0;
    uint[] array;

    function insertNnumbers(uint value, uint numbers) public {
        // Gas DOS if number > 382 more or less, it depends on actual gas limit
        for (uint i = 0; i < numbers; i++) {
            if (numberOfElements == array.length) {
                array.length += 1;
            }
            array[numberOfElements++] = value;
        }
    }

    function clear() public {
        require(numberOfElements > 1500);
        numberOfElements = 0;
    }

    function clearDOS() public {
        require(numberOfElements > 1500);
        array = new uint[](0); // want "dos-unbounded-loop: .*clears array, which costs ga"
        numberOfElements = 0;
    }
}

contract DosAddress {
    address[] listAddresses;
    function ifillArray() public returns (bool) {
        if (listAddresses.length < 1500) { // want "dos-unbounded-loop: .*clears listAddresses on a branch taken by its length \\(listAddresses\\.length < 1500\\)"
            for (uint i = 0; i < 350; i++) {
                listAddresses.push(msg.sender);
            }
            return true;
        } else {
            listAddresses = new address[](0);
            return false;
        }
    }
}

contract Refunder {
    address[] private refundAddresses;
    mapping (address => uint) public refunds;

    constructor() {
        refundAddresses.push(0x79B483371E87d664cd39491b5F06250165e4b184);
        refundAddresses.push(0x79B483371E87d664cd39491b5F06250165e4b185);
    }

    // bad
    function refundAll() public {
        for (uint x; x < refundAddresses.length; x++) { // arbitrary length iteration based on how many addresses participated
            require(refundAddresses[x].send(refunds[refundAddresses[x]])); // doubly bad, now a single failure on send will hold up all funds // want "dos-failed-call: .*calls refundAddresses\\[x\\] ins"
        }
    }
}

contract DosAuction {
    address currentFrontrunner;
    uint currentBid;

    function bid() payable {
        require(msg.value > currentBid);
        if (currentFrontrunner != 0) {
            require(currentFrontrunner.send(currentBid)); // want "dos-failed-call: .*pays the previous currentFro"
        }
        currentFrontrunner = msg.sender;
        currentBid         = msg.value;
    }
}
