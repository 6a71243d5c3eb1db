// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.12;

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
    function depositTo(address account) external payable;
    function withdrawTo(address payable withdrawAddress, uint256 withdrawAmount) external;
}

/// Sponsoring paymaster: an off-chain service signs the operations it agrees to pay for. The signed hash leaves
/// out the chain id and the paymaster's own address, so a sponsorship signed for one deployment is honoured by
/// every other deployment sharing the signer (other chains, a redeployed paymaster).
contract SponsorPaymaster {
    uint256 private constant VALID_TIMESTAMP_OFFSET = 20;
    uint256 private constant SIGNATURE_OFFSET = 84;

    IEntryPoint public immutable entryPoint;
    address public immutable verifyingSigner;
    address public owner;

    constructor(IEntryPoint _entryPoint, address _verifyingSigner) {
        entryPoint = _entryPoint;
        verifyingSigner = _verifyingSigner;
        owner = msg.sender;
    }

    function getHash(UserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.callGasLimit,
                userOp.verificationGasLimit,
                userOp.preVerificationGas,
                userOp.maxFeePerGas,
                userOp.maxPriorityFeePerGas,
                validUntil,
                validAfter
            )
        );
    }

    function validatePaymasterUserOp(UserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == address(entryPoint), "paymaster: not from entrypoint");
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = _parse(userOp.paymasterAndData);
        require(signature.length == 65, "paymaster: bad signature length");
        bytes32 hash = keccak256(
            abi.encodePacked("\x19Ethereum Signed Message:\n32", getHash(userOp, validUntil, validAfter))
        );
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // <yes> <report> ACCESS_CONTROL
        if (ecrecover(hash, v, r, s) != verifyingSigner) {
            return ("", _pack(true, validUntil, validAfter));
        }
        return ("", _pack(false, validUntil, validAfter));
    }

    function _parse(bytes calldata paymasterAndData)
        internal
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALID_TIMESTAMP_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _pack(bool sigFailed, uint48 validUntil, uint48 validAfter) internal pure returns (uint256) {
        return (sigFailed ? 1 : 0) | (uint256(validUntil) << 160) | (uint256(validAfter) << 208);
    }

    function deposit() external payable {
        entryPoint.depositTo{value: msg.value}(address(this));
    }

    function withdrawTo(address payable withdrawAddress, uint256 amount) external {
        require(msg.sender == owner, "paymaster: not owner");
        entryPoint.withdrawTo(withdrawAddress, amount);
    }
}
