pragma solidity ^0.4.24;

// Safe: the sender is checked to be the receiver on the way (a broken owner setter is reported as access
// control); whoever changes owner first only makes withdraw fail.
contract Missing {
    address private owner;

    modifier onlyowner {
        require(msg.sender == owner);
        _;
    }

    function missing() public {
        owner = msg.sender;
    }

    function () public payable {}

    function withdraw() public onlyowner {
        owner.transfer(this.balance);
    }
}

// Safe: fees only grow by payments, and the collector is the caller.
contract Pyramid {
    uint private fees;
    address private creator;

    function setCreator() public {
        creator = msg.sender;
    }

    function () public payable {
        fees += msg.value / 10;
    }

    function collect() public {
        if (msg.sender == creator) {
            creator.transfer(fees);
            fees = 0;
        }
    }
}

// Vulnerable: anyone may call the payout, whose receiver anyone can change first.
contract Open {
    address private payee;

    function setPayee() public {
        payee = msg.sender;
    }

    function () public payable {}

    function pay() public { // want "sends ether using payee, which any caller can change first"
        payee.transfer(this.balance);
    }
}

// Safe: only the heir in place names the next, and it alone is paid: it races no one but itself.
contract Estate {
    address public heir;

    constructor() public {
        heir = msg.sender;
    }

    function () public payable {}

    function handOn(address next) public {
        if (msg.sender == heir) {
            heir = next;
        }
    }

    function settle() public {
        heir.send(this.balance);
    }
}

// Vulnerable: the owner can redirect a payout anyone triggers.
contract Treasury {
    address public owner;
    address public beneficiary;

    constructor() public {
        owner = msg.sender;
    }

    function () public payable {}

    function setBeneficiary(address b) public {
        require(msg.sender == owner);
        beneficiary = b;
    }

    function release() public { // want "sends ether using beneficiary, which a privileged account can change first"
        beneficiary.transfer(this.balance);
    }
}

// Safe: each allocator's own entry, which only the allocator's transactions change, paid to that allocator
// (the entry is never cleared, a bug of another kind).
contract Allocations {
    mapping(address => uint) allocations;

    function allocate() public payable {
        allocations[msg.sender] += msg.value;
    }

    function sendAllocation(address allocator) public {
        require(allocations[allocator] > 0);
        allocator.transfer(allocations[allocator]);
    }
}
