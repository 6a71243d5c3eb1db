// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library LibOwnership {
    bytes32 constant STORAGE_POSITION = keccak256("diamond.ownership.storage");

    struct Storage {
        address owner;
        address pendingOwner;
        mapping(address => bool) operators;
    }

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function layout() internal pure returns (Storage storage s) {
        bytes32 position = STORAGE_POSITION;
        assembly {
            s.slot := position
        }
    }

    // Checked against the transaction's signer, so any contract the owner interacts with (a malicious token,
    // an NFT marketplace callback) can call owner-only facets through the diamond while the owner signs.
    function enforceIsOwner() internal view {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == layout().owner, "LibOwnership: not owner");
    }
}

contract OwnershipFacet {
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event OperatorSet(address indexed operator, bool enabled);

    function owner() external view returns (address) {
        return LibOwnership.layout().owner;
    }

    function pendingOwner() external view returns (address) {
        return LibOwnership.layout().pendingOwner;
    }

    function transferOwnership(address newOwner) external {
        LibOwnership.enforceIsOwner();
        LibOwnership.layout().pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        LibOwnership.Storage storage s = LibOwnership.layout();
        require(msg.sender == s.pendingOwner, "OwnershipFacet: not pending owner");
        emit OwnershipTransferred(s.owner, msg.sender);
        s.owner = msg.sender;
        s.pendingOwner = address(0);
    }

    function setOperator(address operator, bool enabled) external {
        LibOwnership.enforceIsOwner();
        LibOwnership.layout().operators[operator] = enabled;
        emit OperatorSet(operator, enabled);
    }
}

contract TreasuryFacet {
    event Withdrawn(address indexed to, uint256 amount);

    function sweep(address payable to, uint256 amount) external {
        LibOwnership.enforceIsOwner();
        require(amount <= address(this).balance, "TreasuryFacet: balance");
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "TreasuryFacet: transfer failed");
        emit Withdrawn(to, amount);
    }
}
