pragma solidity ^0.5.17;

interface IBeacon {
    function implementation() external view returns (address);
}

contract MinimalBeaconProxy {
    address private beacon;

    constructor(address _beacon) public {
        beacon = _beacon;
    }

    function() external payable {
        address impl = IBeacon(beacon).implementation();
        assembly {
            calldatacopy(0, 0, calldatasize)
            let result := delegatecall(gas, impl, 0, calldatasize, 0, 0)
            returndatacopy(0, 0, returndatasize)
            switch result
            case 0 { revert(0, returndatasize) }
            default { return(0, returndatasize) }
        }
    }
}

// Deploys vault instances behind one beacon. Each instance costs a refundable deposit, returned when the
// creator retires the instance. The refund is sent before the deposit record is cleared, so the creator's
// fallback can retire the same instance again and drain the deposits of everyone else.
contract BeaconInstanceFactory {
    address public beacon;
    address public owner;
    uint256 public deposit;

    mapping(address => address) public creatorOf;
    mapping(address => uint256) public depositOf;
    mapping(address => bool) public retired;

    event InstanceCreated(address indexed creator, address instance);
    event InstanceRetired(address indexed instance, uint256 refund);

    constructor(address _beacon, uint256 _deposit) public {
        beacon = _beacon;
        owner = msg.sender;
        deposit = _deposit;
    }

    function createInstance() external payable returns (address instance) {
        require(msg.value == deposit, "Factory: wrong deposit");
        instance = address(new MinimalBeaconProxy(beacon));
        creatorOf[instance] = msg.sender;
        depositOf[instance] = msg.value;
        emit InstanceCreated(msg.sender, instance);
    }

    function retireInstance(address instance) external {
        require(creatorOf[instance] == msg.sender, "Factory: not creator");
        uint256 refund = depositOf[instance];
        require(refund > 0, "Factory: no deposit");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call.value(refund)("");
        require(ok, "Factory: refund failed");
        depositOf[instance] = 0;
        retired[instance] = true;
        emit InstanceRetired(instance, refund);
    }

    function setDeposit(uint256 _deposit) external {
        require(msg.sender == owner, "Factory: not owner");
        deposit = _deposit;
    }
}
