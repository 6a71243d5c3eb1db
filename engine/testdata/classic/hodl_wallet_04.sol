pragma solidity ^0.4.24;

/// A 2017-style time-locked savings wallet: each depositor's ether unlocks after the delay they chose; the
/// contract's creator can destroy it only once every deposit has been paid out.
contract TimeLockedWallet {
    struct Deposit {
        uint256 amount;
        uint256 unlockTime;
    }

    address public creator;
    uint256 public totalHeld;
    uint256 public constant MAX_DELAY = 4 * 365 days;
    mapping(address => Deposit) public deposits;

    event Deposited(address indexed who, uint256 amount, uint256 unlockTime);
    event Withdrawn(address indexed who, uint256 amount);

    constructor() public {
        creator = msg.sender;
    }

    function deposit(uint256 delay) public payable {
        require(msg.value > 0);
        require(delay <= MAX_DELAY);
        Deposit storage d = deposits[msg.sender];
        uint256 unlock = now + delay;
        if (unlock > d.unlockTime) {
            d.unlockTime = unlock;
        }
        d.amount += msg.value;
        totalHeld += msg.value;
        emit Deposited(msg.sender, msg.value, d.unlockTime);
    }

    function withdraw() public {
        Deposit storage d = deposits[msg.sender];
        require(d.amount > 0);
        require(now >= d.unlockTime);
        uint256 amount = d.amount;
        d.amount = 0;
        totalHeld -= amount;
        msg.sender.transfer(amount);
        emit Withdrawn(msg.sender, amount);
    }

    function destroy() public {
        require(msg.sender == creator);
        require(totalHeld == 0);
        selfdestruct(creator);
    }
}

// Safe 0.4 code: held to no finding above low. Each medium-or-above expectation marked FALSE ALARM is a known
// false alarm, kept so that fixing it shows here.
