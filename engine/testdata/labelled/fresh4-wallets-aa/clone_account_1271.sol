// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// Clone-deployed account that also answers ERC-1271 for off-chain orders. The owner is written by initialize;
/// on the implementation, and on any clone deployed but not yet initialised, owner is zero, and ecrecover returns
/// zero for a malformed signature, so any garbage signature is "valid".
contract CloneAccount {
    bytes4 internal constant MAGICVALUE = 0x1626ba7e;

    address public owner;
    bool private initialized;

    event OwnerSet(address indexed owner);

    function initialize(address owner_) external {
        require(!initialized, "already initialized");
        initialized = true;
        owner = owner_;
        emit OwnerSet(owner_);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (uint8 v, bytes32 r, bytes32 s) = _splitSignature(signature);
        // <yes> <report> ACCESS_CONTROL
        address signer = ecrecover(hash, v, r, s);
        if (signer == owner) {
            return MAGICVALUE;
        }
        return 0xffffffff;
    }

    function _splitSignature(bytes calldata sig) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        require(sig.length == 65, "bad length");
        r = bytes32(sig[0:32]);
        s = bytes32(sig[32:64]);
        v = uint8(sig[64]);
    }
}
