// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An EIP-2535 diamond, condensed: selectors map to facets in namespaced storage; the fallback delegatecalls the
/// facet of msg.sig; only the owner (also in namespaced storage) adds, replaces or removes selectors.
library LibDiamond {
    bytes32 constant DIAMOND_STORAGE_POSITION = keccak256("diamond.standard.diamond.storage");

    struct DiamondStorage {
        mapping(bytes4 => address) facetOf;
        address contractOwner;
    }

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event DiamondCut(address facet, bytes4[] selectors);

    function diamondStorage() internal pure returns (DiamondStorage storage ds) {
        bytes32 position = DIAMOND_STORAGE_POSITION;
        assembly {
            ds.slot := position
        }
    }

    function setContractOwner(address newOwner) internal {
        DiamondStorage storage ds = diamondStorage();
        address previousOwner = ds.contractOwner;
        ds.contractOwner = newOwner;
        emit OwnershipTransferred(previousOwner, newOwner);
    }

    function enforceIsContractOwner() internal view {
        require(msg.sender == diamondStorage().contractOwner, "LibDiamond: Must be contract owner");
    }

    function setFacet(address facet, bytes4[] memory selectors) internal {
        DiamondStorage storage ds = diamondStorage();
        for (uint256 i = 0; i < selectors.length; i++) {
            ds.facetOf[selectors[i]] = facet;
        }
        emit DiamondCut(facet, selectors);
    }
}

contract Diamond {
    constructor(address owner, address cutFacet, bytes4[] memory cutSelectors) {
        LibDiamond.setContractOwner(owner);
        LibDiamond.setFacet(cutFacet, cutSelectors);
    }

    fallback() external payable {
        address facet = LibDiamond.diamondStorage().facetOf[msg.sig];
        require(facet != address(0), "Diamond: Function does not exist");
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    receive() external payable {}
}

/// The cut facet: reached through the diamond's fallback, it changes selectors for the owner only.
contract DiamondCutFacet {
    function diamondCut(address facet, bytes4[] calldata selectors) external {
        LibDiamond.enforceIsContractOwner();
        if (facet != address(0)) {
            require(facet.code.length > 0, "DiamondCutFacet: facet has no code");
        }
        LibDiamond.setFacet(facet, selectors);
    }

    function transferOwnership(address newOwner) external {
        LibDiamond.enforceIsContractOwner();
        LibDiamond.setContractOwner(newOwner);
    }

    function owner() external view returns (address) {
        return LibDiamond.diamondStorage().contractOwner;
    }
}

// Safe, widely used code (EIP-2535 diamond): held to no finding above low. Each medium-or-above expectation
// marked FALSE ALARM is a known false alarm, kept so that fixing it shows here.
