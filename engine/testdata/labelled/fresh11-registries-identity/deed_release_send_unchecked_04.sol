pragma solidity ^0.4.19;

/// Holds the value locked behind a registered name. Only the registrar moves it.
contract Deed {
    address public registrar;
    address public owner;
    uint public value;
    bool public active;

    modifier onlyRegistrar {
        require(msg.sender == registrar);
        _;
    }

    function Deed(address _owner) public payable {
        registrar = msg.sender;
        owner = _owner;
        value = msg.value;
        active = true;
    }

    function setOwner(address newOwner) public onlyRegistrar {
        require(newOwner != 0);
        owner = newOwner;
    }

    /// Returns the locked value to the owner when the name is released.
    function closeDeed() public onlyRegistrar {
        require(active);
        active = false;
        // The send's result is ignored: a failed send leaves the value here with the deed closed for good.
        // <yes> <report> UNCHECKED_LL_CALLS
        owner.send(value);
        value = 0;
    }
}

contract DeedRegistrar {
    uint public constant lockPeriod = 1 years;

    struct Entry {
        Deed deed;
        uint registrationDate;
    }

    mapping (bytes32 => Entry) public entries;

    event HashRegistered(bytes32 indexed hash, address indexed owner, uint value);
    event HashReleased(bytes32 indexed hash, uint value);

    function register(bytes32 hash) public payable {
        require(msg.value >= 0.01 ether);
        require(address(entries[hash].deed) == 0);
        Deed deed = (new Deed).value(msg.value)(msg.sender);
        entries[hash] = Entry(deed, now);
        HashRegistered(hash, msg.sender, msg.value);
    }

    function transfer(bytes32 hash, address newOwner) public {
        Entry storage entry = entries[hash];
        require(address(entry.deed) != 0 && entry.deed.owner() == msg.sender);
        entry.deed.setOwner(newOwner);
    }

    function releaseDeed(bytes32 hash) public {
        Entry storage entry = entries[hash];
        Deed deed = entry.deed;
        require(address(deed) != 0 && deed.owner() == msg.sender);
        require(now >= entry.registrationDate + lockPeriod);
        uint value = deed.value();
        delete entries[hash];
        deed.closeDeed();
        HashReleased(hash, value);
    }
}
