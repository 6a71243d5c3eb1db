// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Destination side of a fast bridge: a bonded relayer fronts the transfer and takes its fee out of the bridged
/// amount; the fee is named by the relayer when it submits.
contract FastBridgeReceiver {
    address public governance;
    IERC20 public immutable token;
    mapping(address => bool) public relayers;
    mapping(bytes32 => bool) public processed;
    mapping(address => uint256) public relayerFees;

    event TransferRelayed(bytes32 indexed transferId, address indexed recipient, uint256 amount, uint256 fee);

    constructor(IERC20 _token) {
        governance = msg.sender;
        token = _token;
    }

    function setRelayer(address relayer, bool allowed) external {
        require(msg.sender == governance, "governance");
        relayers[relayer] = allowed;
    }

    function relay(bytes32 transferId, address recipient, uint256 amount, uint256 relayerFee) external {
        require(relayers[msg.sender], "relayer");
        require(!processed[transferId], "processed");
        processed[transferId] = true;
        // <yes> <report> ARITHMETIC
        uint256 net = amount - relayerFee;
        relayerFees[msg.sender] += relayerFee;
        require(token.transfer(recipient, net), "transfer");
        emit TransferRelayed(transferId, recipient, net, relayerFee);
    }

    function claimFees() external {
        uint256 fees = relayerFees[msg.sender];
        relayerFees[msg.sender] = 0;
        require(token.transfer(msg.sender, fees), "transfer");
    }
}
