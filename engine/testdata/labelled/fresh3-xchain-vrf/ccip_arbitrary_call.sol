// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

library Client {
    struct EVMTokenAmount {
        address token;
        uint256 amount;
    }

    struct Any2EVMMessage {
        bytes32 messageId;
        uint64 sourceChainSelector;
        bytes sender;
        bytes data;
        EVMTokenAmount[] destTokenAmounts;
    }
}

abstract contract CCIPReceiverLite {
    address internal immutable i_router;

    constructor(address router) {
        i_router = router;
    }

    modifier onlyRouter() {
        require(msg.sender == i_router, "InvalidRouter");
        _;
    }

    function ccipReceive(Client.Any2EVMMessage calldata message) external virtual onlyRouter {
        _ccipReceive(message);
    }

    function _ccipReceive(Client.Any2EVMMessage memory message) internal virtual;
}

contract CrossChainExecutor is CCIPReceiverLite {
    constructor(address router) CCIPReceiverLite(router) {}

    receive() external payable {}

    // the router is checked, the sending chain and contract are not: any sender on any lane runs any call
    function _ccipReceive(Client.Any2EVMMessage memory message) internal override {
        (address target, uint256 value, bytes memory data) = abi.decode(message.data, (address, uint256, bytes));
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = target.call{value: value}(data);
        require(ok, "call failed");
    }
}
