// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A diamond whose facets place their AppStorage at slot 0 by hand, while the diamond keeps its owner in slot 0
/// as a plain state variable: the facet's first field write overwrites the diamond owner.
struct AppStorage {
    address feeRecipient;
    uint256 feeBps;
    mapping(address => uint256) balances;
}

contract FeeFacet {
    function _s() internal pure returns (AppStorage storage s) {
        assembly {
            // <yes> <report> OTHER
            s.slot := 0
        }
    }

    function setFeeRecipient(address recipient) external {
        AppStorage storage s = _s();
        require(s.feeRecipient == address(0) || msg.sender == s.feeRecipient, "recipient");
        s.feeRecipient = recipient;
    }

    function deposit() external payable {
        AppStorage storage s = _s();
        uint256 fee = (msg.value * s.feeBps) / 10000;
        s.balances[msg.sender] += msg.value - fee;
        s.balances[s.feeRecipient] += fee;
    }
}

contract Diamond {
    address public owner;
    mapping(bytes4 => address) public facetOf;

    constructor(address feeFacet) {
        owner = msg.sender;
        facetOf[FeeFacet.setFeeRecipient.selector] = feeFacet;
        facetOf[FeeFacet.deposit.selector] = feeFacet;
    }

    function setFacet(bytes4 selector, address facet) external {
        require(msg.sender == owner, "owner");
        facetOf[selector] = facet;
    }

    fallback() external payable {
        address facet = facetOf[msg.sig];
        require(facet != address(0), "no facet");
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}
