// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IMintable {
    function mint(address to, uint256 amount) external;
}

contract BridgeReceiver {
    IMintable public immutable wrapped;
    address public immutable messenger;
    mapping(bytes32 => bool) public processed;

    constructor(IMintable _wrapped, address _messenger) {
        wrapped = _wrapped;
        messenger = _messenger;
    }

    // <yes> <report> ACCESS_CONTROL
    function receiveMessage(bytes32 id, address to, uint256 amount) external {
        require(!processed[id], "processed");
        processed[id] = true;
        wrapped.mint(to, amount);
    }
}
