// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IMessenger {
    function xDomainMessageSender() external view returns (address);
}

/// Proxy-deployed L1 escrow for a canonical L2 bridge. The deploy script creates the proxy and calls
/// `initialize` in a later transaction.
contract L1Escrow {
    address public messenger;
    address public l2Bridge;
    address public admin;
    bool public initialized;

    event Initialized(address messenger, address l2Bridge, address admin);
    event Withdrawn(address indexed token, address indexed to, uint256 amount);

    function initialize(address _messenger, address _l2Bridge, address _admin) external {
        require(!initialized, "initialized");
        initialized = true;
        // <yes> <report> ACCESS_CONTROL
        messenger = _messenger;
        l2Bridge = _l2Bridge;
        admin = _admin;
        emit Initialized(_messenger, _l2Bridge, _admin);
    }

    function finalizeWithdrawal(address token, address to, uint256 amount) external {
        require(msg.sender == messenger, "messenger");
        require(IMessenger(messenger).xDomainMessageSender() == l2Bridge, "l2 bridge");
        require(IERC20(token).transfer(to, amount), "transfer");
        emit Withdrawn(token, to, amount);
    }
}
