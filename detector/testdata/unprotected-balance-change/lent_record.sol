pragma solidity ^0.8.12;

// Part of an account's balance lent out through a helper that bounds the amount by what the account has left
// and records it against the account: spending the account's balance as a transfer would.
contract LentRecord {
    struct Loan {
        uint256 amount;
        uint256 ts;
    }

    mapping(address => uint256) public power;
    mapping(address => Loan) public lent;
    mapping(address => Loan) public borrowed;
    mapping(address => mapping(address => uint256)) public allowance;

    function approve(address spender, uint256 value) external {
        allowance[msg.sender][spender] = value;
    }

    function available(address user) public view returns (uint256) {
        return power[user] - lent[user].amount;
    }

    function _lend(address from, address to, uint256 amount) internal {
        require(to != from, "self");
        require(amount <= available(from), "not enough");
        Loan memory l = lent[from];
        l.amount = l.amount + amount;
        l.ts = block.timestamp;
        lent[from] = l;
        Loan memory b = borrowed[to];
        b.amount = b.amount + amount;
        b.ts = block.timestamp;
        borrowed[to] = b;
    }

    function lend(address to, uint256 amount) external {
        _lend(msg.sender, to, amount);
    }

    // The allowance is checked and never spent: one approval lends the account's whole power, again and again.
    function lendFrom(address from, address to, uint256 amount) external { // want "LentRecord.lendFrom\\(\\) lets any caller move amount out of from's lent again and again, through LentRecord._lend\\(\\): the allowance it checks is never spent"
        require(allowance[from][msg.sender] >= amount, "allowance");
        _lend(from, to, amount);
    }

    // Checked and spent.
    function lendFromSpent(address from, address to, uint256 amount) external {
        require(allowance[from][msg.sender] >= amount, "allowance");
        allowance[from][msg.sender] -= amount;
        _lend(from, to, amount);
    }
}

// A helper that records an amount against an account without bounding it by what the account has: a note, not
// a spend of the account's balance.
contract NoteRecord {
    mapping(address => uint256) public noted;
    mapping(address => mapping(address => uint256)) public allowance;

    function _note(address from, uint256 amount) internal {
        noted[from] = amount;
    }

    function noteFor(address from, uint256 amount) external {
        require(allowance[from][msg.sender] >= amount, "allowance");
        _note(from, amount);
    }
}
