pragma solidity ^0.8.0;

interface IProxy {
    function upgradeTo(address impl) external;
}

// Anyone can queue an upgrade stamped with its delay; only cancelling checks the caller, and the execution reads
// the queued entry through a memory copy.
contract OpenUpgradeQueue {
    uint256 public constant DELAY = 2 days;

    struct Pending {
        address implementation;
        uint256 eta;
    }

    address public governance;
    mapping(address => Pending) public pending;

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    function queue(address proxy, address implementation) external { // want "OpenUpgradeQueue.queue\\(\\) lets any caller set pending\\[proxy\\], which every other function that changes pending does only behind an access check"
        uint256 eta = block.timestamp + DELAY;
        pending[proxy] = Pending(implementation, eta);
    }

    function cancel(address proxy) external onlyGovernance {
        delete pending[proxy];
    }

    function execute(address proxy) external {
        Pending memory p = pending[proxy];
        require(p.implementation != address(0) && block.timestamp >= p.eta, "not ready");
        delete pending[proxy];
        IProxy(proxy).upgradeTo(p.implementation);
    }
}

// Safe: each caller queues only its own entry.
contract OwnRequestQueue {
    uint256 public constant DELAY = 2 days;

    struct Pending {
        address implementation;
        uint256 eta;
    }

    address public governance;
    mapping(address => Pending) public pending;

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    function queue(address implementation) external {
        uint256 eta = block.timestamp + DELAY;
        pending[msg.sender] = Pending(implementation, eta);
    }

    function cancel(address account) external onlyGovernance {
        delete pending[account];
    }

    function execute(address account) external {
        Pending memory p = pending[account];
        require(p.implementation != address(0) && block.timestamp >= p.eta, "not ready");
        delete pending[account];
    }
}

// Safe: queueing is guarded like cancelling.
contract GuardedUpgradeQueue {
    uint256 public constant DELAY = 2 days;

    struct Pending {
        address implementation;
        uint256 eta;
    }

    address public governance;
    mapping(address => Pending) public pending;

    modifier onlyGovernance() {
        require(msg.sender == governance, "governance");
        _;
    }

    function queue(address proxy, address implementation) external onlyGovernance {
        pending[proxy] = Pending(implementation, block.timestamp + DELAY);
    }

    function cancel(address proxy) external onlyGovernance {
        delete pending[proxy];
    }

    function execute(address proxy) external {
        Pending memory p = pending[proxy];
        require(p.implementation != address(0) && block.timestamp >= p.eta, "not ready");
        delete pending[proxy];
        IProxy(proxy).upgradeTo(p.implementation);
    }
}
