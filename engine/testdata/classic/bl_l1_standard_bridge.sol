// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

interface ICrossDomainMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

/// L1 side of the standard bridge: deposits lock tokens (credited by the balance actually received) and message
/// the L2 bridge; withdrawals are released only when the messenger relays a message of the L2 bridge.
contract L1StandardBridge {
    using SafeERC20 for IERC20;

    uint32 public constant MIN_DEPOSIT_GAS = 200_000;

    ICrossDomainMessenger public immutable messenger;
    address public immutable otherBridge;

    mapping(address => mapping(address => uint256)) public deposits;

    event ERC20DepositInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event ERC20WithdrawalFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);

    modifier onlyOtherBridge() {
        require(msg.sender == address(messenger), "StandardBridge: not messenger");
        require(messenger.xDomainMessageSender() == otherBridge, "StandardBridge: not other bridge");
        _;
    }

    constructor(ICrossDomainMessenger _messenger, address _otherBridge) {
        messenger = _messenger;
        otherBridge = _otherBridge;
    }

    function depositERC20To(address l1Token, address l2Token, address to, uint256 amount, uint32 minGasLimit) external {
        require(to != address(0), "StandardBridge: zero recipient");
        require(minGasLimit >= MIN_DEPOSIT_GAS, "StandardBridge: gas too low");
        uint256 before = IERC20(l1Token).balanceOf(address(this));
        IERC20(l1Token).safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = IERC20(l1Token).balanceOf(address(this)) - before;
        deposits[l1Token][l2Token] += received;
        messenger.sendMessage(
            otherBridge,
            abi.encodeWithSignature("finalizeDeposit(address,address,address,address,uint256)", l1Token, l2Token, msg.sender, to, received),
            minGasLimit
        );
        emit ERC20DepositInitiated(l1Token, l2Token, msg.sender, to, received);
    }

    function finalizeERC20Withdrawal(address l1Token, address l2Token, address from, address to, uint256 amount)
        external
        onlyOtherBridge
    {
        deposits[l1Token][l2Token] -= amount;
        IERC20(l1Token).safeTransfer(to, amount);
        emit ERC20WithdrawalFinalized(l1Token, l2Token, from, to, amount);
    }
}
