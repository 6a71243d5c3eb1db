// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IToken {
    function transfer(address, uint256) external returns (bool);
}

// Chainlink's automation registry keeps its reentrancy lock in a member of a packed struct. Releasing the lock
// after the call is no stale state; writing another member of the struct after the call is.
contract Registry {
    struct HotVars {
        bool paused;
        bool reentrancyGuard;
        uint96 totalPremium;
    }
    HotVars internal s_hotVars;
    mapping(uint256 => uint96) internal s_balance;
    mapping(uint256 => address) internal s_admin;

    modifier nonReentrant() {
        if (s_hotVars.reentrancyGuard) revert();
        s_hotVars.reentrancyGuard = true;
        _;
        s_hotVars.reentrancyGuard = false;
    }

    // Safe: only the lock's own member is written after the call.
    function withdrawFunds(uint256 id, IToken token, address to) external nonReentrant {
        require(s_admin[id] == msg.sender);
        uint96 amount = s_balance[id];
        s_balance[id] = 0;
        require(token.transfer(to, amount));
    }

    // Vulnerable: the premium is recorded after the call, and premium() reads it without the lock.
    function payPremium(uint256 id, IToken token, address to) external nonReentrant {
        require(s_admin[id] == msg.sender);
        uint96 amount = s_balance[id];
        s_balance[id] = 0;
        require(token.transfer(to, amount)); // want "Registry.payPremium\\(\\) calls token under a reentrancy lock that Registry.\\w+\\(\\) does not check before it writes s_hotVars \\(line 41\\)"
        s_hotVars.totalPremium += amount;
    }

    function premium() external view returns (uint96) {
        if (s_hotVars.paused) revert();
        return s_hotVars.totalPremium;
    }
}
