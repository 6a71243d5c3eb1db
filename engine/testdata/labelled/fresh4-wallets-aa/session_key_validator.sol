// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Session keys for a game wallet: the owner grants a short-lived key that may spend up to a token limit without a
/// wallet prompt. The expiry test is inverted (keys work only after they have expired, and every expired key works
/// forever), and the spend counter is bumped in an unchecked block, so a huge amount wraps it below the limit.
contract SessionKeyWallet {
    struct Session {
        uint48 validUntil;
        uint128 limit;
        uint256 spent;
        address token;
    }

    address public owner;
    mapping(address => Session) public sessions;

    event SessionGranted(address indexed key, address token, uint128 limit, uint48 validUntil);
    event SessionSpent(address indexed key, address indexed to, uint256 amount);

    constructor(address owner_) {
        owner = owner_;
    }

    function grantSession(address key, address token, uint128 limit, uint48 validUntil) external {
        require(msg.sender == owner, "only owner");
        require(validUntil > block.timestamp, "already expired");
        sessions[key] = Session({validUntil: validUntil, limit: limit, spent: 0, token: token});
        emit SessionGranted(key, token, limit, validUntil);
    }

    function revokeSession(address key) external {
        require(msg.sender == owner, "only owner");
        delete sessions[key];
    }

    function sessionTransfer(address to, uint256 amount) external {
        Session storage session = sessions[msg.sender];
        require(session.token != address(0), "no session");
        // <yes> <report> TIME_MANIPULATION
        require(block.timestamp >= session.validUntil, "session expired");
        uint256 spent;
        unchecked {
            // <yes> <report> ARITHMETIC
            spent = session.spent + amount;
        }
        require(spent <= session.limit, "over limit");
        session.spent = spent;
        require(IERC20(session.token).transfer(to, amount), "transfer failed");
        emit SessionSpent(msg.sender, to, amount);
    }
}
