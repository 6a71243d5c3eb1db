// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IMintableERC20 {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function l1Token() external view returns (address);
}

interface ICrossDomainMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

/// L2 side of the standard bridge. Deposits are finalized only through the L2 messenger; withdrawals burn the
/// L2 representation and message the L1 bridge.
contract L2StandardBridge {
    address public immutable l2Messenger;
    address public immutable l1TokenBridge;

    event DepositFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event WithdrawalInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);

    modifier onlyMessenger() {
        require(msg.sender == l2Messenger, "L2Bridge: not messenger");
        _;
    }

    constructor(address _l2Messenger, address _l1TokenBridge) {
        l2Messenger = _l2Messenger;
        l1TokenBridge = _l1TokenBridge;
    }

    function withdraw(address l2Token, uint256 amount, uint32 l1Gas) external {
        IMintableERC20(l2Token).burn(msg.sender, amount);
        address l1Token = IMintableERC20(l2Token).l1Token();
        bytes memory message = abi.encodeWithSignature(
            "finalizeERC20Withdrawal(address,address,address,address,uint256)", l1Token, l2Token, msg.sender, msg.sender, amount
        );
        ICrossDomainMessenger(l2Messenger).sendMessage(l1TokenBridge, message, l1Gas);
        emit WithdrawalInitiated(l1Token, l2Token, msg.sender, msg.sender, amount);
    }

    /// Any L1 account can have the messenger call this; only the L1 bridge's messages should mint.
    function finalizeDeposit(address l1Token, address l2Token, address from, address to, uint256 amount)
        external
        onlyMessenger
    {
        require(IMintableERC20(l2Token).l1Token() == l1Token, "L2Bridge: wrong token");
        // <yes> <report> ACCESS_CONTROL
        IMintableERC20(l2Token).mint(to, amount);
        emit DepositFinalized(l1Token, l2Token, from, to, amount);
    }
}
