// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IOptimismMintableERC20 {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function remoteToken() external view returns (address);
}

interface ICrossDomainMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

/// L2 side of the standard bridge: deposits mint only for messages of the L1 bridge and only for a token pair the
/// L2 token itself confirms; a mismatched pair is bounced back to L1 instead of minting.
contract L2StandardBridge {
    uint32 public constant RETURN_GAS = 200_000;

    ICrossDomainMessenger public immutable messenger;
    address public immutable otherBridge;

    event DepositFinalized(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event DepositFailed(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event WithdrawalInitiated(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);

    modifier onlyOtherBridge() {
        require(msg.sender == address(messenger), "StandardBridge: not messenger");
        require(messenger.xDomainMessageSender() == otherBridge, "StandardBridge: not other bridge");
        _;
    }

    constructor(ICrossDomainMessenger _messenger, address _otherBridge) {
        messenger = _messenger;
        otherBridge = _otherBridge;
    }

    function withdrawTo(address l2Token, address to, uint256 amount, uint32 minGasLimit) external {
        require(to != address(0), "StandardBridge: zero recipient");
        address l1Token = IOptimismMintableERC20(l2Token).remoteToken();
        IOptimismMintableERC20(l2Token).burn(msg.sender, amount);
        messenger.sendMessage(
            otherBridge,
            abi.encodeWithSignature("finalizeERC20Withdrawal(address,address,address,address,uint256)", l1Token, l2Token, msg.sender, to, amount),
            minGasLimit
        );
        emit WithdrawalInitiated(l1Token, l2Token, msg.sender, to, amount);
    }

    function finalizeDeposit(address l1Token, address l2Token, address from, address to, uint256 amount)
        external
        onlyOtherBridge
    {
        if (l2Token.code.length > 0 && IOptimismMintableERC20(l2Token).remoteToken() == l1Token) {
            IOptimismMintableERC20(l2Token).mint(to, amount);
            emit DepositFinalized(l1Token, l2Token, from, to, amount);
        } else {
            messenger.sendMessage(
                otherBridge,
                abi.encodeWithSignature("finalizeERC20Withdrawal(address,address,address,address,uint256)", l1Token, l2Token, to, from, amount),
                RETURN_GAS
            );
            emit DepositFailed(l1Token, l2Token, from, to, amount);
        }
    }
}
