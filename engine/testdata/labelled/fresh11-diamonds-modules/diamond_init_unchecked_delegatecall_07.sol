// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma experimental ABIEncoderV2;

interface IDiamondCut {
    enum FacetCutAction {Add, Replace, Remove}

    struct FacetCut {
        address facetAddress;
        FacetCutAction action;
        bytes4[] functionSelectors;
    }
}

library LibDiamondStorage {
    bytes32 constant POSITION = keccak256("diamond.standard.diamond.storage");

    struct Layout {
        mapping(bytes4 => address) selectorToFacet;
        mapping(bytes4 => uint256) selectorIndex;
        bytes4[] selectors;
        address owner;
        uint256 cutNonce;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 position = POSITION;
        assembly {
            l.slot := position
        }
    }
}

// A diamond whose cut applies the selector changes, then runs the migration initializer. A failing initializer
// (a revert halfway through a storage migration) goes unnoticed: the new facets are live over half-migrated
// storage and the cut is recorded as done.
contract MigratingDiamond {
    event DiamondCut(IDiamondCut.FacetCut[] cut, address init, bytes data);

    constructor(address owner_) {
        LibDiamondStorage.layout().owner = owner_;
    }

    modifier onlyOwner() {
        require(msg.sender == LibDiamondStorage.layout().owner, "Diamond: not owner");
        _;
    }

    function diamondCut(IDiamondCut.FacetCut[] calldata cut, address init, bytes calldata data) external onlyOwner {
        LibDiamondStorage.Layout storage l = LibDiamondStorage.layout();
        for (uint256 i = 0; i < cut.length; i++) {
            IDiamondCut.FacetCut calldata fc = cut[i];
            for (uint256 j = 0; j < fc.functionSelectors.length; j++) {
                bytes4 selector = fc.functionSelectors[j];
                if (fc.action == IDiamondCut.FacetCutAction.Add) {
                    require(l.selectorToFacet[selector] == address(0), "Diamond: selector exists");
                    l.selectorIndex[selector] = l.selectors.length;
                    l.selectors.push(selector);
                    l.selectorToFacet[selector] = fc.facetAddress;
                } else if (fc.action == IDiamondCut.FacetCutAction.Replace) {
                    require(l.selectorToFacet[selector] != address(0), "Diamond: missing selector");
                    l.selectorToFacet[selector] = fc.facetAddress;
                } else {
                    uint256 index = l.selectorIndex[selector];
                    bytes4 last = l.selectors[l.selectors.length - 1];
                    l.selectors[index] = last;
                    l.selectorIndex[last] = index;
                    l.selectors.pop();
                    delete l.selectorIndex[selector];
                    delete l.selectorToFacet[selector];
                }
            }
        }
        l.cutNonce += 1;
        emit DiamondCut(cut, init, data);
        if (init != address(0)) {
            // <yes> <report> UNCHECKED_LL_CALLS
            init.delegatecall(data);
        }
    }

    function facetAddress(bytes4 selector) external view returns (address) {
        return LibDiamondStorage.layout().selectorToFacet[selector];
    }

    fallback() external payable {
        address facet = LibDiamondStorage.layout().selectorToFacet[msg.sig];
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
