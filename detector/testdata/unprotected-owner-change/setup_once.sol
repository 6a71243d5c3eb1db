// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity >=0.7.0 <0.9.0;

// Safe: Gnosis Safe's setup runs once (setupOwners requires threshold == 0, then sets it); the modules it
// enables are part of that set-up, which unprotected-initializer judges.
contract Safe {
    address internal constant SENTINEL = address(0x1);
    mapping(address => address) internal owners;
    mapping(address => address) internal modules;
    uint256 internal threshold;

    constructor() {
        threshold = 1;
    }

    function setupOwners(address[] memory _owners, uint256 _threshold) internal {
        require(threshold == 0, "GS200");
        address current = SENTINEL;
        for (uint256 i = 0; i < _owners.length; i++) {
            owners[current] = _owners[i];
            current = _owners[i];
        }
        owners[current] = SENTINEL;
        threshold = _threshold;
    }

    function setup(address[] calldata _owners, uint256 _threshold, address module) external {
        setupOwners(_owners, _threshold);
        modules[SENTINEL] = module;
    }

    function execFromModule(address payable to) external {
        require(msg.sender != SENTINEL && modules[msg.sender] != address(0), "GS104");
        to.transfer(address(this).balance);
    }

    // Vulnerable: enabling a module asks nothing, and runs any number of times.
    function enableModule(address module) external { // want "Safe.enableModule\\(\\) lets any caller grant or revoke modules for an address it chooses"
        modules[module] = SENTINEL;
    }
}
