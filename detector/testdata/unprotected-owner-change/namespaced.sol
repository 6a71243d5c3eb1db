pragma solidity ^0.8.20;

// The owner lives in namespaced storage (ERC-7201), reached through a pointer set in assembly, as in
// OpenZeppelin's upgradeable contracts.
abstract contract OwnableUpgradeable {
    struct OwnableStorage {
        address _owner;
    }

    bytes32 private constant OwnableStorageLocation = 0x9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300;

    error Unauthorized(address account);

    function _getOwnableStorage() private pure returns (OwnableStorage storage $) {
        assembly {
            $.slot := OwnableStorageLocation
        }
    }

    modifier onlyOwner() {
        _checkOwner();
        _;
    }

    function owner() public view returns (address) {
        OwnableStorage storage $ = _getOwnableStorage();
        return $._owner;
    }

    function _checkOwner() internal view {
        if (owner() != msg.sender) {
            revert Unauthorized(msg.sender);
        }
    }

    function transferOwnership(address newOwner) public onlyOwner {
        _transferOwnership(newOwner);
    }

    function _transferOwnership(address newOwner) internal {
        OwnableStorage storage $ = _getOwnableStorage();
        $._owner = newOwner;
    }
}

contract Claimable is OwnableUpgradeable {
    function claim() external { // want "Claimable.claim\\(\\) lets any caller set _getOwnableStorage\\(\\)._owner, which the access check at line 31 compares with the caller"
        _transferOwnership(msg.sender);
    }

    function withdraw() external onlyOwner {
        payable(msg.sender).transfer(address(this).balance);
    }
}
