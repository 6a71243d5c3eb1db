// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// Smart account with single and batched execution. The batch entry point was added in a later release and lost
/// the access modifier that guards the single call, so anyone can move the account's funds.
contract NovaAccount {
    error NotAuthorized();
    error LengthMismatch();

    address public immutable entryPoint;
    address public owner;

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyAuthorized() {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAuthorized();
        _;
    }

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256)
    {
        if (msg.sender != entryPoint) revert NotAuthorized();
        uint256 result = _recover(userOpHash, userOp.signature) == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool ok, ) = payable(msg.sender).call{value: missingAccountFunds}("");
            (ok);
        }
        return result;
    }

    function execute(address target, uint256 value, bytes calldata data) external onlyAuthorized {
        _call(target, value, data);
    }

    function executeBatch(address[] calldata targets, uint256[] calldata values, bytes[] calldata datas) external {
        if (targets.length != values.length || targets.length != datas.length) revert LengthMismatch();
        for (uint256 i = 0; i < targets.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, bytes memory ret) = targets[i].call{value: values[i]}(datas[i]);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }

    function _call(address target, uint256 value, bytes calldata data) internal {
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    function _recover(bytes32 hash, bytes calldata sig) internal pure returns (address) {
        if (sig.length != 65) return address(0);
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        return ecrecover(hash, v, r, s);
    }
}
