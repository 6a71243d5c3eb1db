// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

library LibCut {
    bytes32 constant POSITION = keccak256("diamond.standard.diamond.storage");

    struct Layout {
        mapping(bytes4 => address) facetOf;
        address owner;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }

    function enforceOwner() internal view {
        require(msg.sender == layout().owner, "not owner");
    }

    function cut(bytes4 sel, address facet, address init, bytes memory data) internal {
        layout().facetOf[sel] = facet;
        runInit(init, data);
    }

    function runInit(address init, bytes memory data) internal {
        if (init == address(0)) {
            return;
        }
        require(init.code.length > 0, "no code");
        (bool ok, ) = init.delegatecall(data);
        require(ok, "init failed");
    }
}

// Vulnerable: the facet forgets the owner check the library offers.
contract OpenCutFacet {
    function cut(bytes4 sel, address facet, address init, bytes calldata data) external {
        LibCut.cut(sel, facet, init, data); // want "OpenCutFacet.cut\\(\\) passes init to LibCut.cut\\(\\), which delegatecalls it"
    }
}

// Safe: the owner check runs first.
contract OwnedCutFacet {
    function cut(bytes4 sel, address facet, address init, bytes calldata data) external {
        LibCut.enforceOwner();
        LibCut.cut(sel, facet, init, data);
    }
}

// Safe: the initializer run is a fixed one, not the caller's.
contract FixedInitFacet {
    address public immutable migration;

    constructor(address migration_) {
        migration = migration_;
    }

    function migrate(bytes calldata data) external {
        LibCut.enforceOwner();
        LibCut.runInit(migration, data);
    }

    function poke() external {
        LibCut.runInit(migration, "");
    }
}
