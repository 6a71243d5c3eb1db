// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

interface IWrapped {
    function mint(address to, uint256 amount) external;
}

contract RelayedInbox {
    address public relayer;
    IWrapped public immutable wrapped;
    mapping(bytes32 => bool) public delivered;

    constructor(address _relayer, IWrapped _wrapped) {
        relayer = _relayer;
        wrapped = _wrapped;
    }

    modifier onlyRelayer() {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == relayer, "relayer");
        _;
    }

    function receiveMessage(bytes32 messageId, address to, uint256 amount) external onlyRelayer {
        require(!delivered[messageId], "delivered");
        delivered[messageId] = true;
        wrapped.mint(to, amount);
    }

    function setRelayer(address r) external onlyRelayer {
        relayer = r;
    }
}
