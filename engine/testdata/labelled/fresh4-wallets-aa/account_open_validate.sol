// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.19;

struct UserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    uint256 callGasLimit;
    uint256 verificationGasLimit;
    uint256 preVerificationGas;
    uint256 maxFeePerGas;
    uint256 maxPriorityFeePerGas;
    bytes paymasterAndData;
    bytes signature;
}

interface IEntryPoint {
    function getNonce(address sender, uint192 key) external view returns (uint256);
    function depositTo(address account) external payable;
}

/// Minimal ERC-4337 account. validateUserOp is meant to be called by the EntryPoint only, which then charges the
/// prefund; here any caller gets the prefund paid out to itself, once per call.
contract LiteAccount {
    uint256 internal constant SIG_VALIDATION_FAILED = 1;

    IEntryPoint public immutable entryPoint;
    address public owner;

    event Executed(address indexed target, uint256 value, bytes data);

    constructor(IEntryPoint anEntryPoint, address anOwner) {
        entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    modifier onlyEntryPointOrOwner() {
        require(msg.sender == address(entryPoint) || msg.sender == owner, "account: not authorized");
        _;
    }

    function validateUserOp(UserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        validationData = _validateSignature(userOp, userOpHash);
        if (missingAccountFunds != 0) {
            // <yes> <report> ACCESS_CONTROL
            (bool success, ) = payable(msg.sender).call{value: missingAccountFunds, gas: type(uint256).max}("");
            (success);
        }
    }

    function execute(address dest, uint256 value, bytes calldata func) external onlyEntryPointOrOwner {
        (bool success, bytes memory result) = dest.call{value: value}(func);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(dest, value, func);
    }

    function _validateSignature(UserOperation calldata userOp, bytes32 userOpHash) internal view returns (uint256) {
        bytes32 hash = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        (bytes32 r, bytes32 s, uint8 v) = _split(userOp.signature);
        if (ecrecover(hash, v, r, s) != owner) return SIG_VALIDATION_FAILED;
        return 0;
    }

    function _split(bytes memory sig) internal pure returns (bytes32 r, bytes32 s, uint8 v) {
        require(sig.length == 65, "account: bad signature length");
        assembly {
            r := mload(add(sig, 0x20))
            s := mload(add(sig, 0x40))
            v := byte(0, mload(add(sig, 0x60)))
        }
    }
}
