// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

// Vulnerable: anyone can strip an admin of the role (and lock the admins out), but not grant it: the admin
// checks still hold, so grantAdmin and withdraw are not reported.
contract Admins {
    mapping(address => bool) public admins;

    constructor() {
        admins[msg.sender] = true;
    }

    function grantAdmin(address a) external {
        require(admins[msg.sender], "admin");
        admins[a] = true;
    }

    function dropAdmin(address a) external { // want "Admins.dropAdmin\\(\\) lets any caller revoke admins for an address it chooses"
        admins[a] = false;
    }

    function forget(address a) external { // want "Admins.forget\\(\\) lets any caller revoke admins"
        delete admins[a];
    }

    function withdraw() external {
        require(admins[msg.sender], "admin");
        payable(msg.sender).transfer(address(this).balance);
    }
}

// Vulnerable: setting an entry to a value the caller picks can grant it.
contract Toggle {
    mapping(address => bool) public admins;

    constructor() {
        admins[msg.sender] = true;
    }

    function setAdmin(address a, bool on) external { // want "Toggle.setAdmin\\(\\) lets any caller grant or revoke admins"
        admins[a] = on;
    }

    function grantAdmin(address a) external {
        require(admins[msg.sender], "admin");
        admins[a] = true;
    }
}
