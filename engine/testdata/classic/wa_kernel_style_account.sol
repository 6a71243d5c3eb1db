// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

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

interface IEntryPoint {
    function getNonce(address sender, uint192 key) external view returns (uint256);
    function depositTo(address account) external payable;
    function withdrawTo(address payable withdrawAddress, uint256 withdrawAmount) external;
}

/// ERC-4337 account: validation only from the EntryPoint (which also checks the nonce), execution from the
/// EntryPoint or the owner, prefund paid to the EntryPoint, signatures checked for s-malleability and zero signer.
contract SmartAccount {
    uint256 internal constant SIG_VALIDATION_SUCCESS = 0;
    uint256 internal constant SIG_VALIDATION_FAILED = 1;
    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;

    IEntryPoint private immutable _entryPoint;
    address public owner;

    error NotFromEntryPoint();
    error NotAuthorized();
    error WrongArrayLengths();

    event OwnerChanged(address indexed previousOwner, address indexed newOwner);

    constructor(IEntryPoint anEntryPoint, address anOwner) {
        require(anOwner != address(0), "zero owner");
        _entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    function entryPoint() public view returns (IEntryPoint) {
        return _entryPoint;
    }

    modifier onlyEntryPoint() {
        if (msg.sender != address(_entryPoint)) revert NotFromEntryPoint();
        _;
    }

    modifier onlyEntryPointOrOwner() {
        if (msg.sender != address(_entryPoint) && msg.sender != owner) revert NotAuthorized();
        _;
    }

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        onlyEntryPoint
        returns (uint256 validationData)
    {
        validationData = _validateSignature(userOp, userOpHash);
        _payPrefund(missingAccountFunds);
    }

    function execute(address dest, uint256 value, bytes calldata func) external onlyEntryPointOrOwner {
        _call(dest, value, func);
    }

    function executeBatch(address[] calldata dest, uint256[] calldata value, bytes[] calldata func)
        external
        onlyEntryPointOrOwner
    {
        if (dest.length != func.length || dest.length != value.length) revert WrongArrayLengths();
        for (uint256 i = 0; i < dest.length; i++) {
            _call(dest[i], value[i], func[i]);
        }
    }

    function changeOwner(address newOwner) external onlyEntryPointOrOwner {
        require(newOwner != address(0), "zero owner");
        emit OwnerChanged(owner, newOwner);
        owner = newOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = _recover(hash, signature);
        if (signer != address(0) && signer == owner) return ERC1271_MAGIC;
        return 0xffffffff;
    }

    function getNonce() external view returns (uint256) {
        return _entryPoint.getNonce(address(this), 0);
    }

    function addDeposit() external payable {
        _entryPoint.depositTo{value: msg.value}(address(this));
    }

    function withdrawDepositTo(address payable withdrawAddress, uint256 amount) external {
        require(msg.sender == owner || msg.sender == address(this), "only owner");
        _entryPoint.withdrawTo(withdrawAddress, amount);
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        view
        returns (uint256)
    {
        bytes32 hash = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        address signer = _recover(hash, userOp.signature);
        if (signer == address(0) || signer != owner) return SIG_VALIDATION_FAILED;
        return SIG_VALIDATION_SUCCESS;
    }

    function _recover(bytes32 hash, bytes calldata sig) internal pure returns (address) {
        if (sig.length != 65) return address(0);
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(hash, v, r, s);
    }

    function _payPrefund(uint256 missingAccountFunds) internal {
        if (missingAccountFunds != 0) {
            (bool success, ) = payable(msg.sender).call{value: missingAccountFunds, gas: type(uint256).max}("");
            (success);
        }
    }

    function _call(address target, uint256 value, bytes memory data) internal {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
