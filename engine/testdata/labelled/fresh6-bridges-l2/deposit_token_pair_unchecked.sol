// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IL1Messenger {
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
    function xDomainMessageSender() external view returns (address);
}

/// L1 gateway of a token bridge. The L2 token to mint is named by the depositor; the L1 balance is kept per
/// (l1Token, l2Token) pair and withdrawn from the same pair.
contract L1ERC20Gateway {
    IL1Messenger public immutable messenger;
    address public immutable counterpartGateway;
    mapping(address => mapping(address => uint256)) public deposits;

    event DepositERC20(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);
    event FinalizeWithdrawERC20(address indexed l1Token, address indexed l2Token, address indexed from, address to, uint256 amount);

    constructor(IL1Messenger _messenger, address _counterpartGateway) {
        messenger = _messenger;
        counterpartGateway = _counterpartGateway;
    }

    function depositERC20To(address l1Token, address l2Token, address to, uint256 amount, uint32 gasLimit) external {
        require(to != address(0), "to");
        require(IERC20(l1Token).transferFrom(msg.sender, address(this), amount), "transferFrom");
        // <yes> <report> OTHER
        deposits[l1Token][l2Token] += amount;
        bytes memory message = abi.encodeWithSignature(
            "finalizeDepositERC20(address,address,address,address,uint256)", l1Token, l2Token, msg.sender, to, amount
        );
        messenger.sendMessage(counterpartGateway, message, gasLimit);
        emit DepositERC20(l1Token, l2Token, msg.sender, to, amount);
    }

    function finalizeWithdrawERC20(address l1Token, address l2Token, address from, address to, uint256 amount) external {
        require(msg.sender == address(messenger), "messenger");
        require(messenger.xDomainMessageSender() == counterpartGateway, "counterpart");
        deposits[l1Token][l2Token] -= amount;
        require(IERC20(l1Token).transfer(to, amount), "transfer");
        emit FinalizeWithdrawERC20(l1Token, l2Token, from, to, amount);
    }
}
