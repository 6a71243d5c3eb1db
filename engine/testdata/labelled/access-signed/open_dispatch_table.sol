// SPDX-License-Identifier: MIT
// A selector router (a minimal diamond): the fallback delegatecalls the facet stored for msg.sig, but the
// function that stores facets has no owner check, so anyone routes a selector to code that rewrites storage.
pragma solidity ^0.8.20;

contract SelectorRouter {
    address public owner;
    mapping(bytes4 => address) public facetOf;

    constructor() {
        owner = msg.sender;
    }

    function setFacet(bytes4 selector, address facet) external {
        facetOf[selector] = facet;
    }

    fallback() external payable {
        address facet = facetOf[msg.sig];
        require(facet != address(0), "no facet");
        // <yes> <report> ACCESS_CONTROL
        (bool ok, bytes memory ret) = facet.delegatecall(msg.data);
        require(ok, string(ret));
    }
}
