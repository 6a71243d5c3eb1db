pragma solidity ^0.8.20;

// Under checked arithmetic, a debit of the amount sent made after the call reverts a second withdrawal: the outer
// subtraction finds the entry already debited by the re-entrant one and underflows. The state is still stale
// during the call, so the finding stays, at low severity.
contract CheckedBank {
    mapping(address => uint256) public balances;
    uint256 public totalDeposits;
    uint256 public fee = 1;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
        totalDeposits += msg.value;
    }

    // Low: the amount sent is debited from the entry that bounds it, on every path after the call.
    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances.*the checked subtraction"
        require(ok);
        balances[msg.sender] -= amount;
    }

    // Low: the whole balance read into a local, then debited by the same local, and the total with it.
    function withdrawAll() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes .*the checked subtraction"
        require(ok, "send failed");
        balances[msg.sender] = balances[msg.sender] - amount;
        totalDeposits -= amount;
    }

    // Critical: the balance is set to zero, not debited: a re-entrant call is paid from the stale balance.
    function withdrawZero() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        balances[msg.sender] = 0;
    }

    // Critical: the debit is smaller than what was sent.
    function withdrawLess(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount + fee}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        balances[msg.sender] -= amount;
    }

    // Critical: the amount is changed between the call and the debit.
    function withdrawHalfDebit(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        amount = amount / 2;
        balances[msg.sender] -= amount;
    }

    // Critical: the debit is skipped on one path after the call.
    function withdrawMaybe(uint256 amount, bool skip) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        if (!skip) {
            balances[msg.sender] -= amount;
        }
    }

    // Critical: the debit is made in an unchecked block, which wraps instead of reverting.
    function withdrawUnchecked(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes balances\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        unchecked {
            balances[msg.sender] -= amount;
        }
    }

    // Critical: besides the debit, a flag is set after the call that a re-entrant call passes while stale.
    mapping(address => bool) public claimed;
    function claimOnce(uint256 amount) external {
        require(!claimed[msg.sender] && balances[msg.sender] >= amount);
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "sends ether to msg.sender before it writes .*claimed\\[msg.sender\\] \\(line [0-9]+\\)$"
        require(ok);
        balances[msg.sender] -= amount;
        claimed[msg.sender] = true;
    }
}
