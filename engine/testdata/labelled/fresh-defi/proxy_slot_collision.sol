pragma solidity ^0.5.0;

contract AdminUpgradeabilityProxy {
    address public implementation;
    address public proxyAdmin;

    constructor(address _logic) public {
        implementation = _logic;
        proxyAdmin = msg.sender;
    }

    function upgradeTo(address _newImpl) external {
        require(msg.sender == proxyAdmin, "only admin");
        implementation = _newImpl;
    }

    function () external payable {
        address impl = implementation;
        assembly {
            calldatacopy(0, 0, calldatasize)
            // <yes> <report> OTHER
            let result := delegatecall(gas, impl, 0, calldatasize, 0, 0)
            returndatacopy(0, 0, returndatasize)
            switch result
            case 0 { revert(0, returndatasize) }
            default { return(0, returndatasize) }
        }
    }
}

contract GovernanceLogic {
    bool private initialized;
    bool private initializing;
    address public guardian;
    uint256 public votingPeriod;

    modifier initializer() {
        require(initializing || !initialized, "already initialized");
        bool top = !initializing;
        if (top) {
            initializing = true;
            initialized = true;
        }
        _;
        if (top) {
            initializing = false;
        }
    }

    function initialize(address _guardian, uint256 _votingPeriod) public initializer {
        guardian = _guardian;
        votingPeriod = _votingPeriod;
    }

    function setGuardian(address _guardian) external {
        require(msg.sender == guardian, "only guardian");
        guardian = _guardian;
    }
}
