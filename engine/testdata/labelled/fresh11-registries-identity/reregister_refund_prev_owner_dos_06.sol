// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

/// Deposit-based handle registry: a handle is held by locking a deposit for a term. Once the term is
/// over, anyone may take the handle by locking a fresh deposit; the previous holder's deposit is then
/// returned to it.
contract HandleRegistry {
    struct Handle {
        address payable holder;
        uint256 deposit;
        uint256 expiresAt;
    }

    uint256 public constant TERM = 365 days;
    uint256 public minDeposit;
    address public admin;
    mapping(bytes32 => Handle) public handles;

    event Claimed(bytes32 indexed handle, address indexed holder, uint256 deposit);
    event Released(bytes32 indexed handle, address indexed holder);

    constructor(uint256 _minDeposit) public {
        admin = msg.sender;
        minDeposit = _minDeposit;
    }

    function claim(bytes32 handle) external payable {
        require(msg.value >= minDeposit, "deposit");
        Handle storage h = handles[handle];
        require(h.holder == address(0) || h.expiresAt < block.timestamp, "held");
        address payable previous = h.holder;
        uint256 refund = h.deposit;
        h.holder = msg.sender;
        h.deposit = msg.value;
        h.expiresAt = block.timestamp + TERM;
        if (previous != address(0)) {
            // A previous holder whose fallback reverts keeps the handle from ever changing hands.
            // <yes> <report> DENIAL_OF_SERVICE
            previous.transfer(refund);
        }
        emit Claimed(handle, msg.sender, msg.value);
    }

    function release(bytes32 handle) external {
        Handle storage h = handles[handle];
        require(h.holder == msg.sender, "holder");
        uint256 refund = h.deposit;
        delete handles[handle];
        msg.sender.transfer(refund);
        emit Released(handle, msg.sender);
    }

    function setMinDeposit(uint256 value) external {
        require(msg.sender == admin, "admin");
        minDeposit = value;
    }
}
