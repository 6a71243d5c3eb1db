pragma solidity ^0.4.24;

/// Gate check-in run by the organiser's scanners; ticket holders may void their own ticket if it is stolen.
contract GateScanner {
    address public organiser;
    mapping(address => bool) public scanners;
    mapping(uint256 => address) public holderOf;
    mapping(uint256 => bool) public used;
    uint256 public attendance;

    event Issued(uint256 ticket, address holder);
    event CheckedIn(uint256 ticket, address scanner);
    event Voided(uint256 ticket);

    modifier onlyOrganiser() {
        require(msg.sender == organiser);
        _;
    }

    constructor() public {
        organiser = msg.sender;
    }

    function setScanner(address scanner, bool enabled) public onlyOrganiser {
        scanners[scanner] = enabled;
    }

    function issue(uint256 ticket, address holder) public onlyOrganiser {
        require(holderOf[ticket] == address(0) && holder != address(0));
        holderOf[ticket] = holder;
        emit Issued(ticket, holder);
    }

    function transfer(uint256 ticket, address to) public {
        require(holderOf[ticket] == msg.sender && !used[ticket] && to != address(0));
        holderOf[ticket] = to;
    }

    function checkIn(uint256 ticket) public {
        require(scanners[msg.sender]);
        require(holderOf[ticket] != address(0) && !used[ticket]);
        used[ticket] = true;
        attendance += 1;
        emit CheckedIn(ticket, msg.sender);
    }

    function voidTicket(uint256 ticket) public {
        require(msg.sender == holderOf[ticket] || msg.sender == organiser);
        require(!used[ticket]);
        used[ticket] = true;
        emit Voided(ticket);
    }
}
