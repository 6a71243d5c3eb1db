// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface ICrossDomainMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

/// L1 side of a standard token bridge: deposits lock tokens and message the L2 bridge; withdrawals are finalized
/// when the L2 bridge's message is relayed by the messenger.
contract L1TokenBridge {
    ICrossDomainMessenger public immutable messenger;
    address public immutable l2TokenBridge;

    // l1Token => l2Token => balance locked
    mapping(address => mapping(address => uint256)) public deposits;

    event ERC20DepositInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event ERC20WithdrawalFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);

    constructor(ICrossDomainMessenger _messenger, address _l2TokenBridge) {
        messenger = _messenger;
        l2TokenBridge = _l2TokenBridge;
    }

    function depositERC20(address l1Token, address l2Token, uint256 amount, uint32 l2Gas) external {
        require(IERC20(l1Token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        deposits[l1Token][l2Token] += amount;
        bytes memory message = abi.encodeWithSignature(
            "finalizeDeposit(address,address,address,address,uint256)", l1Token, l2Token, msg.sender, msg.sender, amount
        );
        messenger.sendMessage(l2TokenBridge, message, l2Gas);
        emit ERC20DepositInitiated(l1Token, l2Token, msg.sender, msg.sender, amount);
    }

    /// Called by the messenger when a withdrawal initiated on L2 has passed the challenge period.
    function finalizeERC20Withdrawal(address l1Token, address l2Token, address from, address to, uint256 amount) external {
        deposits[l1Token][l2Token] -= amount;
        // <yes> <report> ACCESS_CONTROL
        require(IERC20(l1Token).transfer(to, amount), "transfer");
        emit ERC20WithdrawalFinalized(l1Token, l2Token, from, to, amount);
    }
}
