// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// Safe here: anyone can clear an admin entry, which never lets a caller pass the admin check.
contract Admins {
    mapping(address => bool) public admins;

    constructor() {
        admins[msg.sender] = true;
    }

    function dropAdmin(address a) external {
        admins[a] = false;
    }

    function withdraw() external {
        require(admins[msg.sender], "admin");
        payable(msg.sender).transfer(address(this).balance);
    }
}

// Vulnerable: anyone can set an entry to true.
contract OpenAdmins {
    mapping(address => bool) public admins;

    constructor() {
        admins[msg.sender] = true;
    }

    function addAdmin(address a) external {
        admins[a] = true;
    }

    function withdraw() external { // want "OpenAdmins.withdraw\\(\\) lets any caller send"
        require(admins[msg.sender], "admin");
        payable(msg.sender).transfer(address(this).balance);
    }
}
