// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Approval holder of a cross-chain swap router (the Transit Swap shape): users approve this proxy, and the
/// router contracts ask it to pull their tokens when a swap starts.
contract TransitApproveProxy {
    address public owner;
    mapping(address => bool) public routers;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function setRouter(address router, bool allowed) external onlyOwner {
        routers[router] = allowed;
    }

    /// Meant to be called by a router; the check was left out of the upgrade.
    function claimTokens(address token, address from, address to, uint256 amount) external {
        if (amount > 0) {
            // <yes> <report> ACCESS_CONTROL
            require(IERC20(token).transferFrom(from, to, amount), "claim failed");
        }
    }
}
