pragma solidity ^0.7.6;

// A payout of the caller's own record that leaves the record as it was pays it again on every call.
contract NodeOperatorBond {
    struct Bond {
        uint256 amount;
        uint256 unlockAt;
        bool exiting;
    }

    uint256 public totalBonded;
    mapping(address => Bond) public bonds;
    mapping(address => bool) public unbonded;

    function bond() external payable {
        Bond storage b = bonds[msg.sender];
        require(!b.exiting, "exiting");
        b.amount += msg.value;
        totalBonded += msg.value;
    }

    function requestExit() external {
        Bond storage b = bonds[msg.sender];
        require(b.amount > 0, "no bond");
        b.exiting = true;
        b.unlockAt = block.timestamp + 14 days;
    }

    // Vulnerable: the bond is read, paid and left in place.
    function unbond() external {
        Bond storage b = bonds[msg.sender];
        require(b.exiting, "request exit first");
        require(block.timestamp >= b.unlockAt, "unbonding");
        uint256 amount = b.amount;
        totalBonded -= amount;
        msg.sender.transfer(amount); // want "NodeOperatorBond.unbond\\(\\) sends amount, the caller's recorded b.amount, to msg.sender and never debits that record, nor changes anything its checks read: the caller calls again and is paid the same amount again"
    }

    // Safe: the bond is cleared before it is paid.
    function unbondCleared() external {
        Bond storage b = bonds[msg.sender];
        require(b.exiting, "request exit first");
        require(block.timestamp >= b.unlockAt, "unbonding");
        uint256 amount = b.amount;
        b.amount = 0;
        b.exiting = false;
        totalBonded -= amount;
        msg.sender.transfer(amount);
    }

    // Safe: a flag of the caller's closes the payout.
    function unbondOnce() external {
        require(!unbonded[msg.sender], "done");
        unbonded[msg.sender] = true;
        msg.sender.transfer(bonds[msg.sender].amount);
    }
}
