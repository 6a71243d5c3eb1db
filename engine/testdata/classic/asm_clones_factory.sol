// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// OpenZeppelin Clones with the zero-address check after create/create2, and a factory that initialises each
/// clone with a checked call.
library Clones {
    error FailedDeployment();

    function clone(address implementation) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d730000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create(0, 0x09, 0x37)
        }
        if (instance == address(0)) revert FailedDeployment();
    }

    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d730000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create2(0, 0x09, 0x37, salt)
        }
        if (instance == address(0)) revert FailedDeployment();
    }
}

interface IEscrow {
    function initialize(address buyer, address seller, uint256 price) external;
}

contract EscrowFactory {
    address public immutable implementation;
    address public owner;
    address[] public escrows;
    mapping(address => bool) public isEscrow;

    event EscrowCreated(address indexed escrow, address buyer, address seller, uint256 price);

    constructor(address _implementation) {
        require(_implementation.code.length > 0, "no code");
        implementation = _implementation;
        owner = msg.sender;
    }

    function createEscrow(address buyer, address seller, uint256 price) external returns (address escrow) {
        escrow = Clones.clone(implementation);
        IEscrow(escrow).initialize(buyer, seller, price);
        escrows.push(escrow);
        isEscrow[escrow] = true;
        emit EscrowCreated(escrow, buyer, seller, price);
    }

    function createEscrowDeterministic(address buyer, address seller, uint256 price, bytes32 salt)
        external
        returns (address escrow)
    {
        escrow = Clones.cloneDeterministic(implementation, keccak256(abi.encode(msg.sender, salt)));
        (bool ok, ) = escrow.call(abi.encodeCall(IEscrow.initialize, (buyer, seller, price)));
        require(ok, "init failed");
        escrows.push(escrow);
        isEscrow[escrow] = true;
        emit EscrowCreated(escrow, buyer, seller, price);
    }

    function escrowCount() external view returns (uint256) {
        return escrows.length;
    }
}
