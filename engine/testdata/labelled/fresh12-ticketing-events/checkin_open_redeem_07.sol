// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC721Minimal {
    function ownerOf(uint256 tokenId) external view returns (address);
}

/// Door check-in for NFT tickets. Scanners run by the organiser mark a ticket as used at the gate; a used ticket
/// cannot enter again, and holders of redeemed tickets can claim the show's POAP-style collectible afterwards.
contract GateCheckIn {
    IERC721Minimal public immutable tickets;
    address public organiser;
    mapping(address => bool) public scanners;

    mapping(uint256 => bool) public checkedIn;
    mapping(uint256 => uint64) public checkedInAt;
    mapping(uint256 => bool) public collectibleClaimed;
    uint256 public attendance;

    event ScannerSet(address indexed scanner, bool enabled);
    event CheckedIn(uint256 indexed tokenId, address indexed holder, address indexed scanner);
    event Voided(uint256 indexed tokenId);
    event CollectibleClaimed(uint256 indexed tokenId, address indexed holder);

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    modifier onlyScanner() {
        require(scanners[msg.sender], "scanner");
        _;
    }

    constructor(IERC721Minimal _tickets) {
        tickets = _tickets;
        organiser = msg.sender;
    }

    function setScanner(address scanner, bool enabled) external onlyOrganiser {
        scanners[scanner] = enabled;
        emit ScannerSet(scanner, enabled);
    }

    function checkIn(uint256 tokenId) external onlyScanner {
        require(!checkedIn[tokenId], "already used");
        address holder = tickets.ownerOf(tokenId);
        checkedIn[tokenId] = true;
        checkedInAt[tokenId] = uint64(block.timestamp);
        attendance += 1;
        emit CheckedIn(tokenId, holder, msg.sender);
    }

    /// Voids a ticket reported stolen, so that it cannot be used at the gate.
    function voidTicket(uint256 tokenId) external {
        require(!checkedIn[tokenId], "already used");
        // <yes> <report> ACCESS_CONTROL
        checkedIn[tokenId] = true;
        emit Voided(tokenId);
    }

    function claimCollectible(uint256 tokenId) external {
        require(tickets.ownerOf(tokenId) == msg.sender, "holder");
        require(checkedInAt[tokenId] != 0, "not attended");
        require(!collectibleClaimed[tokenId], "claimed");
        collectibleClaimed[tokenId] = true;
        emit CollectibleClaimed(tokenId, msg.sender);
    }

    function transferOrganiser(address next) external onlyOrganiser {
        require(next != address(0), "zero");
        organiser = next;
    }
}
