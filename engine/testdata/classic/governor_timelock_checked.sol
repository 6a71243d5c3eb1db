// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract GovernorTimelockChecked {
    uint256 public constant MIN_DELAY = 2 days;
    uint256 public constant GRACE_PERIOD = 14 days;

    address public admin;
    address public pendingAdmin;
    mapping(bytes32 => bool) public queuedTransactions;

    event QueueTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);
    event ExecuteTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);
    event CancelTransaction(bytes32 indexed txHash);
    event NewAdmin(address indexed admin);

    error Unauthorized();
    error NotQueued();
    error TooEarly();
    error Stale();
    error ExecutionReverted(bytes reason);

    modifier onlyAdmin() {
        if (msg.sender != admin) revert Unauthorized();
        _;
    }

    constructor(address admin_) {
        admin = admin_;
    }

    receive() external payable {}

    function setPendingAdmin(address pendingAdmin_) external {
        if (msg.sender != address(this)) revert Unauthorized();
        pendingAdmin = pendingAdmin_;
    }

    function acceptAdmin() external {
        if (msg.sender != pendingAdmin) revert Unauthorized();
        admin = msg.sender;
        pendingAdmin = address(0);
        emit NewAdmin(msg.sender);
    }

    function queueTransaction(address target, uint256 value, bytes calldata data, uint256 eta)
        external
        onlyAdmin
        returns (bytes32 txHash)
    {
        require(eta >= block.timestamp + MIN_DELAY, "eta too soon");
        txHash = keccak256(abi.encode(target, value, data, eta));
        queuedTransactions[txHash] = true;
        emit QueueTransaction(txHash, target, value, data, eta);
    }

    function cancelTransaction(address target, uint256 value, bytes calldata data, uint256 eta) external onlyAdmin {
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        queuedTransactions[txHash] = false;
        emit CancelTransaction(txHash);
    }

    function executeTransaction(address target, uint256 value, bytes calldata data, uint256 eta)
        external
        payable
        onlyAdmin
        returns (bytes memory)
    {
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        if (!queuedTransactions[txHash]) revert NotQueued();
        if (block.timestamp < eta) revert TooEarly();
        if (block.timestamp > eta + GRACE_PERIOD) revert Stale();

        queuedTransactions[txHash] = false;

        (bool success, bytes memory returnData) = target.call{value: value}(data);
        if (!success) revert ExecutionReverted(returnData);

        emit ExecuteTransaction(txHash, target, value, data, eta);
        return returnData;
    }
}
