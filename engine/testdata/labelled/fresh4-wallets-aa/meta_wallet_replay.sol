// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

/// Relayed wallet from the pre-4337 era: the owner signs (to, value, data) off-chain and any relayer submits it.
/// The signed message carries neither a nonce nor the chain id, so one signed payment can be submitted again
/// and again, here and on every fork.
contract RelayedWallet {
    address public owner;

    event Relayed(address indexed relayer, address indexed to, uint256 value);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function executeSigned(address to, uint256 value, bytes calldata data, uint8 v, bytes32 r, bytes32 s)
        external
        returns (bytes memory)
    {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encode(address(this), to, value, data)))
        );
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == owner, "invalid signature");
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call reverted");
        emit Relayed(msg.sender, to, value);
        return ret;
    }

    function changeOwner(address newOwner) external {
        require(msg.sender == owner, "only owner");
        require(newOwner != address(0), "zero owner");
        owner = newOwner;
    }
}
