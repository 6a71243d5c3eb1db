// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory returndata) =
            address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (returndata.length == 0 || abi.decode(returndata, (bool))), "SafeERC20: transfer failed");
    }
}

/// Session keys with a validity window and a checked spend limit; the owner grants and revokes them.
contract SessionWallet {
    using SafeERC20 for IERC20;

    struct Session {
        uint48 validAfter;
        uint48 validUntil;
        uint128 limit;
        uint128 spent;
        IERC20 token;
    }

    address public immutable owner;
    mapping(address => Session) public sessions;

    event SessionGranted(address indexed key, address token, uint128 limit, uint48 validAfter, uint48 validUntil);
    event SessionRevoked(address indexed key);
    event SessionSpent(address indexed key, address indexed to, uint256 amount);

    constructor(address owner_) {
        owner = owner_;
    }

    function grantSession(address key, IERC20 token, uint128 limit, uint48 validAfter, uint48 validUntil) external {
        require(msg.sender == owner, "only owner");
        require(validAfter < validUntil, "empty window");
        sessions[key] = Session(validAfter, validUntil, limit, 0, token);
        emit SessionGranted(key, address(token), limit, validAfter, validUntil);
    }

    function revokeSession(address key) external {
        require(msg.sender == owner, "only owner");
        delete sessions[key];
        emit SessionRevoked(key);
    }

    function sessionTransfer(address to, uint128 amount) external {
        Session storage session = sessions[msg.sender];
        require(address(session.token) != address(0), "no session");
        require(block.timestamp >= session.validAfter && block.timestamp < session.validUntil, "outside window");
        uint128 spent = session.spent + amount;
        require(spent <= session.limit, "over limit");
        session.spent = spent;
        session.token.safeTransfer(to, amount);
        emit SessionSpent(msg.sender, to, amount);
    }
}
