// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// Escrow of a tour's ticket revenue: sales from every venue land here, and after each show the tour manager
/// releases the venue's share and the artist's share. Revenue stays locked until the show has happened.
contract TourRevenueEscrow {
    struct Show {
        address payable venue;
        uint256 showTime;
        uint256 revenue;
        uint16 venueShareBps;
        bool released;
    }

    address public manager;
    address payable public artist;
    Show[] public shows;

    event ShowAdded(uint256 indexed id, address venue, uint256 showTime);
    event Sale(uint256 indexed id, uint256 amount);
    event Released(uint256 indexed id, uint256 venueAmount, uint256 artistAmount);

    constructor(address payable _artist) {
        manager = msg.sender;
        artist = _artist;
    }

    function addShow(address payable venue, uint256 showTime, uint16 venueShareBps) external {
        require(msg.sender == manager, "manager");
        require(venueShareBps <= 10000, "bps");
        shows.push(Show(venue, showTime, 0, venueShareBps, false));
        emit ShowAdded(shows.length - 1, venue, showTime);
    }

    function recordSale(uint256 id) external payable {
        Show storage s = shows[id];
        require(block.timestamp < s.showTime, "show over");
        s.revenue += msg.value;
        emit Sale(id, msg.value);
    }

    function release(uint256 id) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == manager, "manager");
        Show storage s = shows[id];
        require(block.timestamp > s.showTime, "too early");
        require(!s.released, "released");
        s.released = true;
        uint256 venueAmount = s.revenue * s.venueShareBps / 10000;
        uint256 artistAmount = s.revenue - venueAmount;
        (bool ok1, ) = s.venue.call{value: venueAmount}("");
        require(ok1, "venue");
        (bool ok2, ) = artist.call{value: artistAmount}("");
        require(ok2, "artist");
        emit Released(id, venueAmount, artistAmount);
    }

    function setArtist(address payable next) external {
        require(msg.sender == manager, "manager");
        artist = next;
    }
}
