pragma solidity ^0.8.20;

interface IWallet {
    function initialize(address owner) external;
}

library Clones {
    error FailedDeployment();

    // Safe: the address is checked before it is returned.
    function clone(address implementation) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d730000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create(0, 0x09, 0x37)
        }
        if (instance == address(0)) revert FailedDeployment();
    }

    // Returns the address unchecked: its callers decide.
    function cloneRaw(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d730000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create2(0, 0x09, 0x37, salt) // want "Clones.cloneRaw\\(\\) uses the address of the assembly create2\\(0, 0x09, 0x37, salt\\) without checking it for zero"
        }
    }
}

contract WalletFactory {
    address public implementation;
    mapping(address => address) public walletOf;
    address[] public wallets;

    constructor(address impl) {
        implementation = impl;
    }

    // The address is registered and "initialised" with a low-level call, which succeeds on address(0).
    function createWallet(bytes memory code, bytes32 salt) external returns (address wallet) {
        assembly {
            wallet := create2(0, add(code, 0x20), mload(code), salt) // want "WalletFactory.createWallet\\(\\) uses the address of the assembly create2"
        }
        (bool ok, ) = wallet.call(abi.encodeWithSignature("initialize(address)", msg.sender));
        require(ok);
        walletOf[msg.sender] = wallet;
    }

    // The caller of the unchecked library function stores what it gets.
    function createRaw(bytes32 salt) external {
        address w = Clones.cloneRaw(implementation, salt);
        wallets.push(w);
    }

    // Safe: iszero in assembly reverts.
    function createChecked(bytes memory code) external returns (address wallet) {
        assembly {
            wallet := create(0, add(code, 0x20), mload(code))
            if iszero(wallet) { revert(0, 0) }
        }
        walletOf[msg.sender] = wallet;
    }

    // Safe: a Yul local checked by extcodesize before it is stored.
    function createSized(bytes memory code) external {
        address wallet;
        assembly {
            let a := create(0, add(code, 0x20), mload(code))
            if iszero(extcodesize(a)) { revert(0, 0) }
            wallet := a
        }
        walletOf[msg.sender] = wallet;
    }

    // Safe: the code length is required after the assembly.
    function createCode(bytes memory code) external {
        address wallet;
        assembly {
            wallet := create(0, add(code, 0x20), mload(code))
        }
        require(wallet.code.length > 0, "deploy failed");
        walletOf[msg.sender] = wallet;
    }

    // Safe: a high-level call reverts when the address has no code.
    function createInit(bytes memory code) external {
        address wallet;
        assembly {
            wallet := create(0, add(code, 0x20), mload(code))
        }
        IWallet(wallet).initialize(msg.sender);
        walletOf[msg.sender] = wallet;
    }

    // Safe: the caller checks what the unchecked library function returns.
    function createRawChecked(bytes32 salt) external {
        address w = Clones.cloneRaw(implementation, salt);
        require(w != address(0), "create2 failed");
        wallets.push(w);
    }

    // Safe: a helper that checks its parameter for zero.
    function createHelped(bytes memory code) external {
        address wallet;
        assembly {
            wallet := create(0, add(code, 0x20), mload(code))
        }
        _requireDeployed(wallet);
        walletOf[msg.sender] = wallet;
    }

    function _requireDeployed(address a) internal pure {
        require(a != address(0), "deploy failed");
    }

    // Safe: the checked library function.
    function createClone() external {
        wallets.push(Clones.clone(implementation));
    }
}

contract RawDeployer {
    // A Yul local stored in a slot unchecked.
    function deployToSlot(bytes memory code, bytes32 slot) external {
        assembly {
            let a := create(0, add(code, 0x20), mload(code)) // want "RawDeployer.deployToSlot\\(\\) uses the address of the assembly create"
            sstore(slot, a)
        }
    }

    // Handed back to an outside caller unchecked.
    function deploy(bytes memory code) external returns (address a) {
        assembly {
            a := create(0, add(code, 0x20), mload(code)) // want "RawDeployer.deploy\\(\\) uses the address of the assembly create"
        }
    }

    // Safe: switch on the address reverts on zero.
    function deploySwitch(bytes memory code, bytes32 slot) external {
        assembly {
            let a := create(0, add(code, 0x20), mload(code))
            switch a
            case 0 { revert(0, 0) }
            default { sstore(slot, a) }
        }
    }

    // Safe: an internal function whose result no caller uses.
    function _fire(bytes memory code) internal returns (address a) {
        assembly {
            a := create(0, add(code, 0x20), mload(code))
        }
    }

    function fire(bytes memory code) external {
        _fire(code);
    }
}
