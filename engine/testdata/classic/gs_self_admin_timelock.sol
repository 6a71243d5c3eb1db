// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.10;

contract SelfAdminTimelock {
    event NewAdmin(address indexed newAdmin);
    event NewPendingAdmin(address indexed newPendingAdmin);
    event NewDelay(uint256 indexed newDelay);
    event QueueTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);
    event ExecuteTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);
    event CancelTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);

    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock: delay out of range");
        admin = admin_;
        delay = delay_;
    }

    receive() external payable {}

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "Timelock: call must come from Timelock");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock: delay out of range");
        delay = delay_;
        emit NewDelay(delay_);
    }

    function setPendingAdmin(address pendingAdmin_) external {
        require(msg.sender == address(this), "Timelock: call must come from Timelock");
        pendingAdmin = pendingAdmin_;
        emit NewPendingAdmin(pendingAdmin_);
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "Timelock: call must come from pendingAdmin");
        admin = msg.sender;
        pendingAdmin = address(0);
        emit NewAdmin(msg.sender);
    }

    function queueTransaction(address target, uint256 value, bytes calldata data, uint256 eta) external returns (bytes32 txHash) {
        require(msg.sender == admin, "Timelock: call must come from admin");
        require(eta >= block.timestamp + delay, "Timelock: eta must satisfy delay");
        txHash = keccak256(abi.encode(target, value, data, eta));
        queuedTransactions[txHash] = true;
        emit QueueTransaction(txHash, target, value, data, eta);
    }

    function cancelTransaction(address target, uint256 value, bytes calldata data, uint256 eta) external {
        require(msg.sender == admin, "Timelock: call must come from admin");
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        queuedTransactions[txHash] = false;
        emit CancelTransaction(txHash, target, value, data, eta);
    }

    function executeTransaction(address target, uint256 value, bytes calldata data, uint256 eta) external payable returns (bytes memory) {
        require(msg.sender == admin, "Timelock: call must come from admin");
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        require(queuedTransactions[txHash], "Timelock: transaction hasn't been queued");
        require(block.timestamp >= eta, "Timelock: transaction hasn't surpassed time lock");
        require(block.timestamp <= eta + GRACE_PERIOD, "Timelock: transaction is stale");
        queuedTransactions[txHash] = false;
        (bool success, bytes memory returnData) = target.call{value: value}(data);
        require(success, "Timelock: transaction execution reverted");
        emit ExecuteTransaction(txHash, target, value, data, eta);
        return returnData;
    }
}
