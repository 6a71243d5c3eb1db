// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDiamondCut {
    enum FacetCutAction {Add, Replace, Remove}

    struct FacetCut {
        address facetAddress;
        FacetCutAction action;
        bytes4[] functionSelectors;
    }

    function diamondCut(FacetCut[] calldata _diamondCut, address _init, bytes calldata _calldata) external;
}

library LibDiamond {
    bytes32 constant DIAMOND_STORAGE_POSITION = keccak256("diamond.standard.diamond.storage");

    struct DiamondStorage {
        mapping(bytes4 => address) selectorToFacet;
        mapping(address => bool) knownFacet;
        address[] facets;
        address contractOwner;
        bool initialized;
    }

    event DiamondCut(IDiamondCut.FacetCut[] _diamondCut, address _init, bytes _calldata);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function diamondStorage() internal pure returns (DiamondStorage storage ds) {
        bytes32 position = DIAMOND_STORAGE_POSITION;
        assembly {
            ds.slot := position
        }
    }

    function enforceIsContractOwner() internal view {
        require(msg.sender == diamondStorage().contractOwner, "LibDiamond: Must be contract owner");
    }

    function setContractOwner(address newOwner) internal {
        DiamondStorage storage ds = diamondStorage();
        emit OwnershipTransferred(ds.contractOwner, newOwner);
        ds.contractOwner = newOwner;
    }

    function diamondCut(IDiamondCut.FacetCut[] memory cut, address init, bytes memory data) internal {
        DiamondStorage storage ds = diamondStorage();
        for (uint256 i; i < cut.length; i++) {
            address facet = cut[i].facetAddress;
            bytes4[] memory selectors = cut[i].functionSelectors;
            if (cut[i].action == IDiamondCut.FacetCutAction.Remove) {
                require(facet == address(0), "LibDiamond: remove facet must be zero");
            } else {
                require(facet.code.length > 0, "LibDiamond: facet has no code");
                if (!ds.knownFacet[facet]) {
                    ds.knownFacet[facet] = true;
                    ds.facets.push(facet);
                }
            }
            for (uint256 j; j < selectors.length; j++) {
                address current = ds.selectorToFacet[selectors[j]];
                if (cut[i].action == IDiamondCut.FacetCutAction.Add) {
                    require(current == address(0), "LibDiamond: selector exists");
                } else {
                    require(current != address(0), "LibDiamond: selector missing");
                    require(current != address(this), "LibDiamond: immutable selector");
                }
                ds.selectorToFacet[selectors[j]] = facet;
            }
        }
        emit DiamondCut(cut, init, data);
        if (init != address(0)) {
            require(init.code.length > 0, "LibDiamond: init has no code");
            (bool success, bytes memory err) = init.delegatecall(data);
            if (!success) {
                assembly {
                    revert(add(err, 32), mload(err))
                }
            }
        }
    }
}

contract Diamond {
    constructor(address owner, address cutFacet) payable {
        LibDiamond.setContractOwner(owner);
        require(cutFacet.code.length > 0, "Diamond: cut facet has no code");
        LibDiamond.diamondStorage().selectorToFacet[IDiamondCut.diamondCut.selector] = cutFacet;
    }

    fallback() external payable {
        address facet = LibDiamond.diamondStorage().selectorToFacet[msg.sig];
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

contract DiamondCutFacet is IDiamondCut {
    function diamondCut(FacetCut[] calldata _diamondCut, address _init, bytes calldata _calldata) external override {
        LibDiamond.enforceIsContractOwner();
        LibDiamond.diamondCut(_diamondCut, _init, _calldata);
    }
}

contract DiamondInit {
    function init(address treasury) external {
        LibDiamond.DiamondStorage storage ds = LibDiamond.diamondStorage();
        require(!ds.initialized, "DiamondInit: already initialized");
        require(msg.sender == ds.contractOwner, "DiamondInit: not owner");
        ds.initialized = true;
        ds.knownFacet[treasury] = true;
    }
}

contract OwnershipFacet {
    function transferOwnership(address newOwner) external {
        LibDiamond.enforceIsContractOwner();
        LibDiamond.setContractOwner(newOwner);
    }

    function owner() external view returns (address) {
        return LibDiamond.diamondStorage().contractOwner;
    }
}
