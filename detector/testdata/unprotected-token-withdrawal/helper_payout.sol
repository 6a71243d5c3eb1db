// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IGateway {
    function validateContractCall(bytes32 commandId, string calldata sourceChain, string calldata sourceAddress, bytes32 payloadHash) external returns (bool);
}

// A message receiver that never asks the gateway: the helper pays whom the payload names.
contract OpenReceiver {
    IERC20 public immutable token;
    mapping(bytes32 => bool) public executed;

    constructor(IERC20 t) {
        token = t;
    }

    function execute(bytes32 commandId, string calldata sourceChain, bytes calldata payload) external { // want "lets any caller transfer amount of the contract's tokens to recipient through OpenReceiver._execute\\(\\)"
        require(!executed[commandId], "executed");
        executed[commandId] = true;
        _execute(sourceChain, payload);
    }

    function _execute(string calldata, bytes calldata payload) internal {
        (address recipient, uint256 amount) = abi.decode(payload, (address, uint256));
        require(token.transfer(recipient, amount), "transfer");
    }
}

// The helper is handed the caller's own values, unchanged.
contract OpenPayout {
    IERC20 public immutable token;

    constructor(IERC20 t) {
        token = t;
    }

    function release(address to, uint256 amount) external { // want "lets any caller transfer amount of the contract's tokens to to through OpenPayout._pay\\(\\)"
        _pay(to, amount);
    }

    function _pay(address to, uint256 amount) internal {
        require(token.transfer(to, amount), "transfer");
    }
}

// The same receiver asking the gateway first, in the helper's caller.
contract GatewayReceiver {
    IERC20 public immutable token;
    IGateway public immutable gateway;

    constructor(IERC20 t, IGateway g) {
        token = t;
        gateway = g;
    }

    function execute(bytes32 commandId, string calldata sourceChain, string calldata sourceAddress, bytes calldata payload) external {
        require(gateway.validateContractCall(commandId, sourceChain, sourceAddress, keccak256(payload)), "not approved");
        _execute(payload);
    }

    function _execute(bytes calldata payload) internal {
        (address recipient, uint256 amount) = abi.decode(payload, (address, uint256));
        require(token.transfer(recipient, amount), "transfer");
    }
}

// Helpers handed what the contract records, or guarded callers.
contract LedgerPayout {
    IERC20 public immutable token;
    address public owner;
    address public treasury;
    mapping(address => uint256) public balances;

    constructor(IERC20 t, address tr) {
        token = t;
        owner = msg.sender;
        treasury = tr;
    }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "transferFrom");
        balances[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance");
        balances[msg.sender] -= amount;
        _pay(msg.sender, amount);
    }

    function withdrawAll() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        _pay(msg.sender, amount);
    }

    function redeemTo(address to, uint256 amount) external {
        _debitAndPay(msg.sender, to, amount);
    }

    function skim(uint256 amount) external {
        _pay(treasury, amount);
    }

    function rescue(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        _pay(to, amount);
    }

    function _debitAndPay(address from, address to, uint256 amount) internal {
        _debit(from, amount);
        _pay(to, amount);
    }

    function _debit(address from, uint256 amount) internal {
        balances[from] -= amount;
    }

    function _pay(address to, uint256 amount) internal {
        require(token.transfer(to, amount), "transfer");
    }
}
