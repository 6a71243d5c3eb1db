// SPDX-License-Identifier: MIT
// An upgradeable vault whose implementation contract is deployed and never initialised: nothing stops
// anyone from calling initialize() on the implementation itself, becoming its owner, and upgrading it to
// a contract that selfdestructs (UUPS implementations hold the upgrade logic, so this bricks every proxy).
pragma solidity ^0.8.20;

abstract contract Initializable {
    uint8 private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(_initialized < 1, "Initializable: already initialized");
        _initialized = 1;
        _initializing = true;
        _;
        _initializing = false;
    }
}

contract VaultV1 is Initializable {
    bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    address public owner;
    mapping(address => uint256) public deposits;

    // <yes> <report> ACCESS_CONTROL
    function initialize(address owner_) external initializer {
        owner = owner_;
    }

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        deposits[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }

    function upgradeToAndCall(address newImplementation, bytes calldata data) external {
        require(msg.sender == owner, "not owner");
        assembly {
            sstore(_IMPLEMENTATION_SLOT, newImplementation)
        }
        if (data.length > 0) {
            (bool ok, ) = newImplementation.delegatecall(data);
            require(ok);
        }
    }
}
