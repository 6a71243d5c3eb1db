// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// ETH escrow of a lock-and-mint bridge: relayers post signed releases, and a recipient claims the ETH once.
contract EthBridgeEscrow {
    address public owner;
    address public relayer;
    mapping(bytes32 => uint256) public pendingClaims;
    mapping(bytes32 => address) public claimRecipient;
    mapping(bytes32 => bool) public claimed;

    event Locked(address indexed from, uint256 amount, uint256 destChainId, address destRecipient);
    event Released(bytes32 indexed transferId, address indexed recipient, uint256 amount);

    constructor(address _relayer) {
        owner = msg.sender;
        relayer = _relayer;
    }

    function lock(uint256 destChainId, address destRecipient) external payable {
        require(msg.value > 0, "zero");
        emit Locked(msg.sender, msg.value, destChainId, destRecipient);
    }

    function postRelease(bytes32 transferId, address recipient, uint256 amount) external {
        require(msg.sender == relayer, "relayer");
        require(pendingClaims[transferId] == 0 && !claimed[transferId], "known");
        pendingClaims[transferId] = amount;
        claimRecipient[transferId] = recipient;
    }

    function claim(bytes32 transferId) external {
        require(!claimed[transferId], "claimed");
        uint256 amount = pendingClaims[transferId];
        address recipient = claimRecipient[transferId];
        require(amount > 0, "nothing");
        // <yes> <report> REENTRANCY
        (bool ok, ) = recipient.call{value: amount}("");
        require(ok, "send");
        claimed[transferId] = true;
        emit Released(transferId, recipient, amount);
    }
}
