// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IBeacon {
    function implementation() external view returns (address);
}

// Vulnerable: the caller names the beacon, and the beacon (the caller's own contract) names the code.
contract OpenBeaconSwitch {
    address public beacon;

    function switchBeacon(address newBeacon, bytes calldata data) external {
        beacon = newBeacon;
        (bool ok, ) = IBeacon(newBeacon).implementation().delegatecall(data); // want "OpenBeaconSwitch.switchBeacon\\(\\) delegatecalls IBeacon\\(newBeacon\\).implementation\\(\\), which any caller can choose"
        require(ok);
    }

    function runThrough(address someBeacon, bytes calldata data) external {
        address impl = IBeacon(someBeacon).implementation();
        (bool ok, ) = impl.delegatecall(data); // want "OpenBeaconSwitch.runThrough\\(\\) delegatecalls impl, which any caller can choose"
        require(ok);
    }
}

// Safe: only the admin switches, and the stored beacon answers for the others.
contract AdminBeaconSwitch {
    address public beacon;
    address public admin;

    constructor(address beacon_) {
        beacon = beacon_;
        admin = msg.sender;
    }

    function switchBeacon(address newBeacon, bytes calldata data) external {
        require(msg.sender == admin, "not admin");
        beacon = newBeacon;
        (bool ok, ) = IBeacon(newBeacon).implementation().delegatecall(data);
        require(ok);
    }

    function run(bytes calldata data) external {
        (bool ok, ) = IBeacon(beacon).implementation().delegatecall(data);
        require(ok);
    }
}
