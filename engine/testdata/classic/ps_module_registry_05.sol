pragma solidity ^0.5.17;

contract ModuleManager {
    address public owner;
    mapping(address => bool) public authorisedModules;
    mapping(bytes4 => address) public enabledStaticCalls;
    uint256 public moduleCount;

    event ModuleAuthorised(address indexed module, bool value);
    event OwnerChanged(address indexed newOwner);
    event Invoked(address indexed module, address indexed target, uint256 value, bytes data);

    constructor(address _owner, address _initialModule) public {
        owner = _owner;
        authorisedModules[_initialModule] = true;
        moduleCount = 1;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "MM: sender not owner");
        _;
    }

    modifier moduleOnly() {
        require(authorisedModules[msg.sender], "MM: sender not authorized");
        _;
    }

    function setOwner(address _newOwner) external onlyOwner {
        require(_newOwner != address(0), "MM: zero owner");
        owner = _newOwner;
        emit OwnerChanged(_newOwner);
    }

    function authoriseModule(address _module, bool _value) external onlyOwner {
        if (authorisedModules[_module] != _value) {
            authorisedModules[_module] = _value;
            if (_value) {
                moduleCount += 1;
            } else {
                require(moduleCount > 1, "MM: last module");
                moduleCount -= 1;
            }
            emit ModuleAuthorised(_module, _value);
        }
    }

    function enableStaticCall(bytes4 _method, address _module) external onlyOwner {
        require(authorisedModules[_module], "MM: unknown module");
        enabledStaticCalls[_method] = _module;
    }

    function invoke(address _target, uint256 _value, bytes calldata _data) external moduleOnly returns (bytes memory) {
        (bool success, bytes memory result) = _target.call.value(_value)(_data);
        if (!success) {
            assembly {
                returndatacopy(0, 0, returndatasize)
                revert(0, returndatasize)
            }
        }
        emit Invoked(msg.sender, _target, _value, _data);
        return result;
    }

    function() external payable {
        address module = enabledStaticCalls[msg.sig];
        if (module == address(0)) {
            return;
        }
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := staticcall(gas, module, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}
