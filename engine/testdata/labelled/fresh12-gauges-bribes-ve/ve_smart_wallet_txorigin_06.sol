// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface ISmartWalletChecker {
    function check(address addr) external view returns (bool);
}

// A vote-escrow that admits contracts only when the smart-wallet checker whitelists them (Curve's rule against
// tokenised locks); the admin commits and applies a new checker.
contract GuardedVotingEscrow {
    struct Lock {
        uint256 amount;
        uint256 end;
    }

    uint256 public constant MAXTIME = 4 * 365 days;

    IERC20 public token;
    address public admin;
    address public future_smart_wallet_checker;
    address public smart_wallet_checker;
    mapping(address => Lock) public locked;

    constructor(IERC20 _token) public {
        token = _token;
        admin = msg.sender;
    }

    function _assertNotContract(address addr) internal view {
        if (addr != tx.origin) {
            address checker = smart_wallet_checker;
            if (checker != address(0) && ISmartWalletChecker(checker).check(addr)) {
                return;
            }
            revert("smart contract depositors not allowed");
        }
    }

    // A phishing contract that the admin is lured into calling swaps in a checker that admits the attacker's
    // lock-wrapping contracts.
    function commit_smart_wallet_checker(address addr) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == admin, "admin only");
        future_smart_wallet_checker = addr;
    }

    function apply_smart_wallet_checker() external {
        require(msg.sender == admin, "admin only");
        smart_wallet_checker = future_smart_wallet_checker;
    }

    function create_lock(uint256 value, uint256 unlock_time) external {
        _assertNotContract(msg.sender);
        Lock storage l = locked[msg.sender];
        require(value > 0, "zero");
        require(l.amount == 0, "withdraw old tokens first");
        require(unlock_time > block.timestamp && unlock_time <= block.timestamp + MAXTIME, "bad unlock");
        l.amount = value;
        l.end = unlock_time;
        require(token.transferFrom(msg.sender, address(this), value), "transferFrom");
    }

    function withdraw() external {
        Lock storage l = locked[msg.sender];
        require(block.timestamp >= l.end, "not expired");
        uint256 value = l.amount;
        l.amount = 0;
        l.end = 0;
        require(token.transfer(msg.sender, value), "transfer");
    }
}
