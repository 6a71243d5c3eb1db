// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An ERC-2771 trusted forwarder whose relayer allow-list is enforced through tx.origin.
contract RelayForwarder {
    struct ForwardRequest {
        address from;
        address to;
        uint256 value;
        uint256 gas;
        uint256 nonce;
        bytes data;
    }

    address public admin;
    mapping(address => bool) public relayers;
    mapping(address => uint256) public nonces;

    modifier onlyRelayer() {
        // <yes> <report> ACCESS_CONTROL
        require(relayers[tx.origin], "not relayer");
        _;
    }

    constructor() {
        admin = msg.sender;
        relayers[msg.sender] = true;
    }

    function setRelayer(address relayer, bool allowed) external {
        require(msg.sender == admin, "admin");
        relayers[relayer] = allowed;
    }

    function execute(ForwardRequest calldata req) external payable onlyRelayer returns (bool, bytes memory) {
        require(nonces[req.from] == req.nonce, "nonce");
        nonces[req.from] = req.nonce + 1;
        (bool success, bytes memory ret) = req.to.call{gas: req.gas, value: req.value}(
            abi.encodePacked(req.data, req.from)
        );
        return (success, ret);
    }
}
