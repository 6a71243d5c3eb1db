// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

interface IProxyAdmin {
    function upgrade(address proxy, address implementation) external;
}

contract UpgradeTimelock {
    using SafeMath for uint256;

    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    IProxyAdmin public proxyAdmin;
    mapping(bytes32 => bool) public queued;

    event QueueUpgrade(bytes32 indexed id, address proxy, address implementation, uint256 eta);
    event ExecuteUpgrade(bytes32 indexed id, address proxy, address implementation);
    event CancelUpgrade(bytes32 indexed id);
    event NewAdmin(address admin);

    constructor(address admin_, IProxyAdmin proxyAdmin_, uint256 delay_) public {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock: bad delay");
        admin = admin_;
        proxyAdmin = proxyAdmin_;
        delay = delay_;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "Timelock: not admin");
        _;
    }

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "Timelock: only through the timelock");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock: bad delay");
        delay = delay_;
    }

    function setPendingAdmin(address pendingAdmin_) external {
        require(msg.sender == address(this), "Timelock: only through the timelock");
        pendingAdmin = pendingAdmin_;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "Timelock: not pending admin");
        admin = msg.sender;
        pendingAdmin = address(0);
        emit NewAdmin(msg.sender);
    }

    function queueUpgrade(address proxy, address implementation, uint256 eta) external onlyAdmin returns (bytes32 id) {
        require(eta >= block.timestamp.add(delay), "Timelock: eta too early");
        id = keccak256(abi.encode(proxy, implementation, eta));
        queued[id] = true;
        emit QueueUpgrade(id, proxy, implementation, eta);
    }

    function cancelUpgrade(address proxy, address implementation, uint256 eta) external onlyAdmin {
        bytes32 id = keccak256(abi.encode(proxy, implementation, eta));
        queued[id] = false;
        emit CancelUpgrade(id);
    }

    function executeUpgrade(address proxy, address implementation, uint256 eta) external onlyAdmin {
        bytes32 id = keccak256(abi.encode(proxy, implementation, eta));
        require(queued[id], "Timelock: not queued");
        require(block.timestamp >= eta, "Timelock: too early");
        require(block.timestamp <= eta.add(GRACE_PERIOD), "Timelock: stale");
        queued[id] = false;
        proxyAdmin.upgrade(proxy, implementation);
        emit ExecuteUpgrade(id, proxy, implementation);
    }
}
