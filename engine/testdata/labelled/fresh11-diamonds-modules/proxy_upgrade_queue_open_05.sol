pragma solidity ^0.5.16;

interface IAdminUpgradeabilityProxy {
    function upgradeTo(address newImplementation) external;
    function changeAdmin(address newAdmin) external;
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }
}

// The admin of a protocol's proxies: upgrades are queued by governance, wait DELAY, and are then executed by
// anyone. Queueing should be governance-only; this version checks the caller only when cancelling, so anyone can
// queue an implementation of their own and execute it two days later.
contract ProxyUpgradeQueue {
    using SafeMath for uint256;

    uint256 public constant DELAY = 2 days;
    uint256 public constant GRACE_PERIOD = 14 days;

    struct Pending {
        address implementation;
        uint256 eta;
    }

    address public governance;
    mapping(address => Pending) public pending;

    event Queued(address indexed proxy, address implementation, uint256 eta);
    event Executed(address indexed proxy, address implementation);
    event Cancelled(address indexed proxy);
    event GovernanceChanged(address governance);

    constructor(address _governance) public {
        governance = _governance;
    }

    modifier onlyGovernance() {
        require(msg.sender == governance, "ProxyUpgradeQueue: not governance");
        _;
    }

    function queueUpgrade(address proxy, address implementation) external {
        require(implementation != address(0), "ProxyUpgradeQueue: zero implementation");
        uint256 eta = block.timestamp.add(DELAY);
        // <yes> <report> ACCESS_CONTROL
        pending[proxy] = Pending(implementation, eta);
        emit Queued(proxy, implementation, eta);
    }

    function cancelUpgrade(address proxy) external onlyGovernance {
        delete pending[proxy];
        emit Cancelled(proxy);
    }

    function executeUpgrade(address proxy) external {
        Pending memory p = pending[proxy];
        require(p.implementation != address(0), "ProxyUpgradeQueue: nothing queued");
        require(block.timestamp >= p.eta, "ProxyUpgradeQueue: too early");
        require(block.timestamp <= p.eta.add(GRACE_PERIOD), "ProxyUpgradeQueue: stale");
        delete pending[proxy];
        IAdminUpgradeabilityProxy(proxy).upgradeTo(p.implementation);
        emit Executed(proxy, p.implementation);
    }

    function changeProxyAdmin(address proxy, address newAdmin) external onlyGovernance {
        IAdminUpgradeabilityProxy(proxy).changeAdmin(newAdmin);
    }

    function setGovernance(address _governance) external onlyGovernance {
        require(_governance != address(0), "ProxyUpgradeQueue: zero governance");
        governance = _governance;
        emit GovernanceChanged(_governance);
    }
}
