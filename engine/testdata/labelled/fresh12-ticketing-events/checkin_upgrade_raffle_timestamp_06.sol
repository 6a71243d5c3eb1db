// SPDX-License-Identifier: MIT
pragma solidity ^0.6.10;

interface ITicket {
    function ownerOf(uint256 tokenId) external view returns (address);
}

/// Backstage upgrades at check-in: every ticket holder who checks in through the app has a one-in-twenty chance of
/// a backstage pass, up to the number of passes the organiser put up. The organiser may also hand passes out.
contract BackstageUpgrades {
    ITicket public immutable tickets;
    address public organiser;
    uint256 public passesLeft;
    uint256 public doorsOpen;
    uint256 public doorsClose;

    mapping(uint256 => bool) public checkedIn;
    mapping(uint256 => bool) public backstage;

    event CheckedIn(uint256 indexed ticket, bool upgraded);

    constructor(ITicket _tickets, uint256 passes, uint256 _doorsOpen, uint256 _doorsClose) public {
        require(_doorsOpen < _doorsClose, "window");
        tickets = _tickets;
        organiser = msg.sender;
        passesLeft = passes;
        doorsOpen = _doorsOpen;
        doorsClose = _doorsClose;
    }

    function selfCheckIn(uint256 ticket) external {
        require(block.timestamp >= doorsOpen && block.timestamp <= doorsClose, "doors");
        require(tickets.ownerOf(ticket) == msg.sender, "holder");
        require(!checkedIn[ticket], "used");
        checkedIn[ticket] = true;
        bool upgraded;
        // <yes> <report> BAD_RANDOMNESS
        if (passesLeft > 0 && uint256(keccak256(abi.encodePacked(block.timestamp, msg.sender, ticket))) % 20 == 0) {
            passesLeft -= 1;
            backstage[ticket] = true;
            upgraded = true;
        }
        emit CheckedIn(ticket, upgraded);
    }

    function grantPass(uint256 ticket) external {
        require(msg.sender == organiser, "organiser");
        require(passesLeft > 0 && !backstage[ticket], "no pass");
        passesLeft -= 1;
        backstage[ticket] = true;
    }
}
