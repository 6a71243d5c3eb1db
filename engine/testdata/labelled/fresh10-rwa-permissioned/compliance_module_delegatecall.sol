// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

/// Modular compliance: the token's compliance contract runs each bound module's check, and lets modules update
/// their bookkeeping (country counters, holder limits) by calling into them with the compliance contract's storage.
contract ModularCompliance {
    address public owner;
    address public token;
    address[] public modules;
    mapping(address => bool) public isModule;
    mapping(uint16 => uint256) public holdersPerCountry;

    event ModuleAdded(address module);
    event ModuleInteraction(address module, bytes4 selector);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    modifier onlyToken() {
        require(msg.sender == token, "token only");
        _;
    }

    constructor(address _token) {
        owner = msg.sender;
        token = _token;
    }

    function addModule(address module) external onlyOwner {
        require(!isModule[module], "bound");
        require(modules.length < 25, "too many modules");
        isModule[module] = true;
        modules.push(module);
        emit ModuleAdded(module);
    }

    function transferred(address from, address to, uint256 amount) external onlyToken {
        for (uint256 i = 0; i < modules.length; i++) {
            (bool ok, ) = modules[i].delegatecall(
                abi.encodeWithSignature("moduleTransferAction(address,address,uint256)", from, to, amount)
            );
            require(ok, "module failed");
        }
    }

    /// Lets the operator call a setter of a module (limits, country lists) in the compliance context.
    function callModuleFunction(bytes calldata callData, address module) external {
        // <yes> <report> ACCESS_CONTROL
        (bool ok, ) = module.delegatecall(callData);
        require(ok, "call failed");
        emit ModuleInteraction(module, bytes4(callData[:4]));
    }
}
