// SPDX-License-Identifier: LGPL-3.0
pragma solidity ^0.8.9;

/// Multisig whose owner set is managed by the wallet itself (calls the wallet makes to itself after a vote).
/// addOwner carries the onlyWallet modifier; removeOwner and changeRequirement were written later without it,
/// so any address can strip owners and lower the threshold to one.
contract VaultMultiSig {
    uint256 public constant MAX_OWNER_COUNT = 20;

    event OwnerAddition(address indexed owner);
    event OwnerRemoval(address indexed owner);
    event RequirementChange(uint256 required);

    mapping(address => bool) public isOwner;
    address[] public owners;
    uint256 public required;

    modifier onlyWallet() {
        require(msg.sender == address(this), "only wallet");
        _;
    }

    modifier ownerExists(address owner) {
        require(isOwner[owner], "no owner");
        _;
    }

    constructor(address[] memory _owners, uint256 _required) {
        for (uint256 i = 0; i < _owners.length; i++) {
            require(!isOwner[_owners[i]] && _owners[i] != address(0), "bad owner");
            isOwner[_owners[i]] = true;
        }
        owners = _owners;
        required = _required;
    }

    struct Transaction {
        address destination;
        uint256 value;
        bytes data;
        bool executed;
    }

    mapping(uint256 => Transaction) public transactions;
    mapping(uint256 => mapping(address => bool)) public confirmations;
    uint256 public transactionCount;

    receive() external payable {}

    function submitTransaction(address destination, uint256 value, bytes calldata data)
        external
        ownerExists(msg.sender)
        returns (uint256 transactionId)
    {
        transactionId = transactionCount++;
        transactions[transactionId] = Transaction(destination, value, data, false);
        confirmations[transactionId][msg.sender] = true;
    }

    function confirmTransaction(uint256 transactionId) external ownerExists(msg.sender) {
        require(transactions[transactionId].destination != address(0), "no tx");
        confirmations[transactionId][msg.sender] = true;
    }

    function executeTransaction(uint256 transactionId) external ownerExists(msg.sender) {
        Transaction storage txn = transactions[transactionId];
        require(!txn.executed, "executed");
        uint256 count;
        for (uint256 i = 0; i < owners.length; i++) {
            if (confirmations[transactionId][owners[i]]) count += 1;
        }
        require(count >= required, "not confirmed");
        txn.executed = true;
        (bool ok, ) = txn.destination.call{value: txn.value}(txn.data);
        require(ok, "execution failed");
    }

    function addOwner(address owner) external onlyWallet {
        require(!isOwner[owner] && owner != address(0), "bad owner");
        require(owners.length + 1 <= MAX_OWNER_COUNT, "too many");
        isOwner[owner] = true;
        owners.push(owner);
        emit OwnerAddition(owner);
    }

    function removeOwner(address owner) external ownerExists(owner) {
        // <yes> <report> ACCESS_CONTROL
        isOwner[owner] = false;
        for (uint256 i = 0; i < owners.length - 1; i++) {
            if (owners[i] == owner) {
                owners[i] = owners[owners.length - 1];
                break;
            }
        }
        owners.pop();
        if (required > owners.length) {
            _changeRequirement(owners.length);
        }
        emit OwnerRemoval(owner);
    }

    function changeRequirement(uint256 _required) external {
        // <yes> <report> ACCESS_CONTROL
        _changeRequirement(_required);
    }

    function _changeRequirement(uint256 _required) internal {
        require(_required > 0 && _required <= owners.length, "bad requirement");
        required = _required;
        emit RequirementChange(_required);
    }
}
