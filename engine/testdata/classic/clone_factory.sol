// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library Clones {
    error FailedDeployment();

    function cloneDeterministic(address implementation, bytes32 salt) internal returns (address instance) {
        assembly ("memory-safe") {
            mstore(0x00, or(shr(0xe8, shl(0x60, implementation)), 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000))
            mstore(0x20, or(shl(0x78, implementation), 0x5af43d82803e903d91602b57fd5bf3))
            instance := create2(0, 0x09, 0x37, salt)
        }
        if (instance == address(0)) revert FailedDeployment();
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// A per-user escrow deployed as an EIP-1167 clone: the factory creates and initialises it in one transaction,
/// the implementation locks itself in its constructor, and the initializer can run once.
contract SplitEscrow {
    address public payer;
    address public payee;
    address public arbiter;
    IERC20 public token;
    uint256 public amount;
    bool public initialized;
    bool public settled;

    event Released(address to, uint256 amount);

    constructor() {
        initialized = true; // the implementation itself can never be initialised
    }

    function initialize(address _payer, address _payee, address _arbiter, IERC20 _token, uint256 _amount) external {
        require(!initialized, "initialized");
        initialized = true;
        payer = _payer;
        payee = _payee;
        arbiter = _arbiter;
        token = _token;
        amount = _amount;
    }

    function release() external {
        require(msg.sender == payer || msg.sender == arbiter, "not allowed");
        require(!settled, "settled");
        settled = true;
        require(token.transfer(payee, amount), "transfer failed");
        emit Released(payee, amount);
    }

    function refund() external {
        require(msg.sender == payee || msg.sender == arbiter, "not allowed");
        require(!settled, "settled");
        settled = true;
        require(token.transfer(payer, amount), "transfer failed");
        emit Released(payer, amount);
    }
}

contract EscrowFactory {
    address public immutable implementation;

    event EscrowCreated(address escrow, address payer, address payee);

    constructor() {
        implementation = address(new SplitEscrow());
    }

    function create(address payee, address arbiter, IERC20 token, uint256 amount, bytes32 salt) external returns (address escrow) {
        escrow = Clones.cloneDeterministic(implementation, keccak256(abi.encode(msg.sender, salt)));
        SplitEscrow(escrow).initialize(msg.sender, payee, arbiter, token, amount);
        require(token.transferFrom(msg.sender, escrow, amount), "funding failed");
        emit EscrowCreated(escrow, msg.sender, payee);
    }
}

// Safe code in the style of widely used contracts (EIP-1167 clones): held to no finding above low.
