pragma solidity ^0.5.0;

// A caller's record reached through a storage pointer is a ledger entry like any other.
contract Invest {
    struct User {
        uint256 invested;
        uint256 since;
    }
    mapping(address => User) users;
    address payable public partner;

    function invest() external payable {
        users[msg.sender].invested += msg.value;
    }

    // Safe: the caller withdraws its own record, cleared first.
    function withdraw() external {
        User storage user = users[msg.sender];
        uint256 amount = user.invested;
        user.invested = 0;
        msg.sender.transfer(amount);
    }

    // Vulnerable: a pointer to someone else's record pays the caller.
    function withdrawFor(address who) external { // want "Invest.withdrawFor\\(\\) lets any caller send amount to msg.sender"
        User storage user = users[who];
        uint256 amount = user.invested;
        user.since = now;
        msg.sender.transfer(amount);
    }
}
