// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

library Clones {
    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create2(0, ptr, 0x37, salt)
        }
        require(instance != address(0), "ERC1167: create2 failed");
    }

    function predictDeterministicAddress(address implementation, bytes32 salt, address deployer)
        internal
        pure
        returns (address predicted)
    {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf3ff00000000000000000000000000000000)
            mstore(add(ptr, 0x38), shl(0x60, deployer))
            mstore(add(ptr, 0x4c), salt)
            mstore(add(ptr, 0x6c), keccak256(ptr, 0x37))
            predicted := keccak256(add(ptr, 0x37), 0x55)
        }
    }
}

interface ISplitWallet {
    function initialize(address[] calldata payees, uint256[] calldata shares) external;
}

// Counterfactual payment splitters: a DAO tells its contributors the address of their splitter before it exists
// and funds may arrive there first. The address depends on the salt alone, not on the payees, so whoever sees the
// deployment in the mempool deploys the same address first with themselves as the only payee.
contract SplitterFactory {
    address public immutable implementation;

    event SplitterCreated(address indexed splitter, bytes32 indexed salt, address[] payees);

    constructor(address implementation_) {
        implementation = implementation_;
    }

    function predict(bytes32 salt) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, salt, address(this));
    }

    function createSplitter(bytes32 salt, address[] calldata payees, uint256[] calldata shares)
        external
        returns (address splitter)
    {
        require(payees.length == shares.length && payees.length > 0, "SplitterFactory: bad payees");
        // <yes> <report> FRONT_RUNNING
        splitter = Clones.cloneDeterministic(implementation, salt);
        ISplitWallet(splitter).initialize(payees, shares);
        emit SplitterCreated(splitter, salt, payees);
    }
}

contract SplitWallet is ISplitWallet {
    address[] public payees;
    mapping(address => uint256) public shares;
    uint256 public totalShares;
    address public factory;
    mapping(address => uint256) public released;
    uint256 public totalReleased;

    constructor() {
        factory = address(0xdead);
    }

    function initialize(address[] calldata _payees, uint256[] calldata _shares) external override {
        require(factory == address(0), "SplitWallet: initialized");
        factory = msg.sender;
        for (uint256 i = 0; i < _payees.length; i++) {
            require(shares[_payees[i]] == 0 && _shares[i] > 0, "SplitWallet: bad share");
            payees.push(_payees[i]);
            shares[_payees[i]] = _shares[i];
            totalShares += _shares[i];
        }
    }

    function release(address payable account) external {
        require(shares[account] > 0, "SplitWallet: no shares");
        uint256 totalReceived = address(this).balance + totalReleased;
        uint256 payment = (totalReceived * shares[account]) / totalShares - released[account];
        require(payment > 0, "SplitWallet: nothing due");
        released[account] += payment;
        totalReleased += payment;
        (bool ok, ) = account.call{value: payment}("");
        require(ok, "SplitWallet: transfer failed");
    }

    receive() external payable {}
}
