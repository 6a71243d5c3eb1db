// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Safe: the caller picks the selector (the key); the facet is stored, and only the owner stores one.
contract Router {
    address public immutable owner;
    mapping(bytes4 => address) public facetOf;

    constructor() { owner = msg.sender; }

    function setFacet(bytes4 sel, address facet) external {
        require(msg.sender == owner);
        facetOf[sel] = facet;
    }

    fallback() external payable {
        address facet = facetOf[msg.sig];
        require(facet != address(0));
        (bool ok, ) = facet.delegatecall(msg.data);
        require(ok);
    }
}

// Vulnerable: anyone may store the facet a selector dispatches to.
contract OpenRouter {
    mapping(bytes4 => address) public facetOf;

    function setFacet(bytes4 sel, address facet) external {
        facetOf[sel] = facet;
    }

    fallback() external payable {
        address facet = facetOf[msg.sig];
        (bool ok, ) = facet.delegatecall(msg.data); // want "OpenRouter.fallback\\(\\) delegatecalls facet, which any caller can choose"
        require(ok);
    }
}

library LibDiamond {
    bytes32 constant POSITION = keccak256("diamond.standard.diamond.storage");

    struct DiamondStorage {
        mapping(bytes4 => address) facetOf;
        address owner;
    }

    function diamondStorage() internal pure returns (DiamondStorage storage ds) {
        bytes32 position = POSITION;
        assembly {
            ds.slot := position
        }
    }

    function setFacet(bytes4 sel, address facet) internal {
        diamondStorage().facetOf[sel] = facet;
    }
}

// Safe: an EIP-2535 diamond whose table only its constructor fills (cuts go through a delegatecalled facet).
contract Diamond {
    constructor(bytes4 sel, address cutFacet) {
        LibDiamond.setFacet(sel, cutFacet);
    }

    fallback() external payable {
        address facet = LibDiamond.diamondStorage().facetOf[msg.sig];
        require(facet != address(0));
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}

// Vulnerable: a public cut with no owner check writes the same namespaced table.
contract OpenDiamond {
    function cut(bytes4 sel, address facet) external {
        LibDiamond.setFacet(sel, facet);
    }

    fallback() external payable {
        address facet = LibDiamond.diamondStorage().facetOf[msg.sig];
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), facet, 0, calldatasize(), 0, 0) // want "OpenDiamond.fallback\\(\\) delegatecalls facet, which any caller can choose"
            if iszero(result) { revert(0, 0) }
        }
    }
}

// Safe: the diamond cuts itself, but only for the owner kept in the same namespace.
contract OwnedDiamond {
    constructor(address owner) {
        LibDiamond.diamondStorage().owner = owner;
    }

    modifier onlyOwner() {
        require(msg.sender == LibDiamond.diamondStorage().owner, "not owner");
        _;
    }

    function cut(bytes4 sel, address facet) external onlyOwner {
        LibDiamond.setFacet(sel, facet);
    }

    fallback() external payable {
        address facet = LibDiamond.diamondStorage().facetOf[msg.sig];
        require(facet != address(0));
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}
