// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

library Clones {
    function clone(address implementation) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create(0, ptr, 0x37)
        }
        require(instance != address(0), "ERC1167: create failed");
    }
}

// The logic contract behind every clone of a wallet factory. Clones are initialised in the factory's
// transaction, but the master copy itself is deployed bare: no constructor locks it, so anyone may initialise it,
// become its owner and make it delegatecall a contract that self-destructs, leaving every clone pointing at
// empty code.
contract CloneableWallet {
    address public owner;
    bool private initialized;
    mapping(bytes32 => bool) public executed;

    event Executed(address indexed target, uint256 value, bytes data);

    function initialize(address _owner) external {
        require(!initialized, "CloneableWallet: already initialized");
        initialized = true;
        // <yes> <report> ACCESS_CONTROL
        owner = _owner;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "CloneableWallet: not owner");
        _;
    }

    function execute(address target, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        require(ok, "CloneableWallet: call failed");
        emit Executed(target, value, data);
        return ret;
    }

    function executeDelegate(address target, bytes calldata data) external onlyOwner returns (bytes memory) {
        (bool ok, bytes memory ret) = target.delegatecall(data);
        require(ok, "CloneableWallet: delegatecall failed");
        return ret;
    }

    receive() external payable {}
}

contract WalletFactory {
    address public immutable implementation;
    mapping(address => address[]) public walletsOf;

    event WalletCreated(address indexed owner, address wallet);

    constructor() {
        implementation = address(new CloneableWallet());
    }

    function createWallet() external returns (address wallet) {
        wallet = Clones.clone(implementation);
        CloneableWallet(payable(wallet)).initialize(msg.sender);
        walletsOf[msg.sender].push(wallet);
        emit WalletCreated(msg.sender, wallet);
    }
}
