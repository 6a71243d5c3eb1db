pragma solidity ^0.5.0;

/// Library-style wallet whose state is set up by an init function called from the proxy's constructor,
/// with a per-day withdrawal allowance for the owner.
contract AllowanceWallet {
    address payable public owner;
    uint256 public dailyAllowance;
    uint256 public withdrawnToday;
    uint256 public dayStart;
    bool public initialized;

    function initWallet(address payable _owner, uint256 _allowance) public {
        // <yes> <report> ACCESS_CONTROL
        owner = _owner;
        dailyAllowance = _allowance;
        dayStart = now;
        initialized = true;
    }

    function () external payable {}

    function withdraw(uint256 amount) external {
        require(msg.sender == owner, "owner");
        if (now >= dayStart + 1 days) {
            dayStart = now;
            withdrawnToday = 0;
        }
        // <yes> <report> ARITHMETIC
        withdrawnToday += amount;
        require(withdrawnToday <= dailyAllowance, "over allowance");
        owner.transfer(amount);
    }
}
