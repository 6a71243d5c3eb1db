pragma solidity ^0.4.24;

// OpenZeppelin 2's counter guard: a nested guarded call bumps the counter and the outer call's final check
// reverts it all.
contract ReentrancyGuard {
    uint256 private _guardCounter = 1;

    modifier nonReentrant() {
        _guardCounter += 1;
        uint256 localCounter = _guardCounter;
        _;
        require(localCounter == _guardCounter);
    }
}

contract GuardedBank is ReentrancyGuard {
    mapping(address => uint256) public balances;
    uint256 private calls;

    function deposit() public payable nonReentrant {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) public nonReentrant {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)());
        balances[msg.sender] -= amount;
    }

    // A counter that is saved but never checked again is no guard.
    function withdrawCounted(uint256 amount) public {
        calls += 1;
        uint256 mine = calls;
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)()); // want "GuardedBank.withdrawCounted\\(\\) sends ether to msg.sender before it writes balances"
        balances[msg.sender] -= amount;
        mine;
    }
}
