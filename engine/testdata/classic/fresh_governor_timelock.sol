// SPDX-License-Identifier: MIT
pragma solidity 0.8.23;

contract ProposalTimelock {
    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queued;

    event Queued(bytes32 indexed id, address target, uint256 value, bytes data, uint256 eta);
    event Executed(bytes32 indexed id, address target, uint256 value, bytes data, uint256 eta);
    event Cancelled(bytes32 indexed id);
    event NewAdmin(address admin);

    constructor(address _admin, uint256 _delay) {
        require(_delay >= MINIMUM_DELAY && _delay <= MAXIMUM_DELAY, "delay");
        admin = _admin;
        delay = _delay;
    }

    receive() external payable {}

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    function setDelay(uint256 newDelay) external {
        require(msg.sender == address(this), "self");
        require(newDelay >= MINIMUM_DELAY && newDelay <= MAXIMUM_DELAY, "delay");
        delay = newDelay;
    }

    function setPendingAdmin(address next) external {
        require(msg.sender == address(this), "self");
        pendingAdmin = next;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "pending");
        admin = msg.sender;
        pendingAdmin = address(0);
        emit NewAdmin(admin);
    }

    function queue(address target, uint256 value, bytes calldata data, uint256 eta) external onlyAdmin returns (bytes32 id) {
        require(eta >= block.timestamp + delay, "eta");
        id = keccak256(abi.encode(target, value, data, eta));
        queued[id] = true;
        emit Queued(id, target, value, data, eta);
    }

    function cancel(address target, uint256 value, bytes calldata data, uint256 eta) external onlyAdmin {
        bytes32 id = keccak256(abi.encode(target, value, data, eta));
        queued[id] = false;
        emit Cancelled(id);
    }

    function execute(address target, uint256 value, bytes calldata data, uint256 eta)
        external
        payable
        onlyAdmin
        returns (bytes memory)
    {
        bytes32 id = keccak256(abi.encode(target, value, data, eta));
        require(queued[id], "not queued");
        require(block.timestamp >= eta, "locked");
        require(block.timestamp <= eta + GRACE_PERIOD, "stale");
        queued[id] = false;
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        require(ok, "reverted");
        emit Executed(id, target, value, data, eta);
        return ret;
    }
}
