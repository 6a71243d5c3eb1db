// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// UUPS implementation of a token bridge: the proxy delegates here, and the implementation slot is rewritten by
/// `upgradeTo`.
contract BridgeImplementationV1 {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    bool private initialized;
    address public admin;
    address public validator;
    IERC20 public token;
    mapping(bytes32 => bool) public processed;

    event Upgraded(address indexed implementation);

    function initialize(address _admin, address _validator, IERC20 _token) external {
        require(!initialized, "initialized");
        initialized = true;
        admin = _admin;
        validator = _validator;
        token = _token;
    }

    function upgradeTo(address newImplementation) external {
        require(newImplementation.code.length > 0, "not a contract");
        assembly {
            // <yes> <report> ACCESS_CONTROL
            sstore(IMPLEMENTATION_SLOT, newImplementation)
        }
        emit Upgraded(newImplementation);
    }

    function release(bytes32 id, address to, uint256 amount) external {
        require(msg.sender == validator, "validator");
        require(!processed[id], "processed");
        processed[id] = true;
        require(token.transfer(to, amount), "transfer");
    }
}
