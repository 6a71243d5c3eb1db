pragma solidity ^0.8.4;

// Moves made through an internal _transfer, judged by whether the allowance the function checks is spent.
contract HelperMoves {
    error InsufficientAllowance(uint256 available, uint256 required);

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    // The allowance is checked and never spent: one approval moves the balance again and again.
    function transferFrom(address from, address to, uint256 amount) external returns (bool) { // want "HelperMoves.transferFrom\\(\\) lets any caller move amount out of from's balanceOf again and again, through HelperMoves._transfer\\(\\): the allowance it checks is never spent"
        require(allowance[from][msg.sender] >= amount, "allowance");
        _transfer(from, to, amount);
        return true;
    }

    // The same, with the allowance checked through a copy of it.
    function transferFromCopy(address from, address to, uint256 amount) external returns (bool) { // want "HelperMoves.transferFromCopy\\(\\) lets any caller move amount out of from's balanceOf again and again, through HelperMoves._transfer\\(\\): the allowance it checks is never spent"
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < amount) revert InsufficientAllowance(allowed, amount);
        _transfer(from, to, amount);
        return true;
    }

    // Checked through a copy, then spent from it.
    function transferFromSpent(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < amount) revert InsufficientAllowance(allowed, amount);
        allowance[from][msg.sender] = allowed - amount;
        _transfer(from, to, amount);
        return true;
    }

    // Spent through a helper handed the caller.
    function transferFromHelper(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    // The caller's own balance.
    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function _spendAllowance(address owner, address spender, uint256 amount) internal {
        uint256 current = allowance[owner][spender];
        require(current >= amount, "allowance");
        allowance[owner][spender] = current - amount;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 bal = balanceOf[from];
        require(bal >= amount, "balance");
        unchecked {
            balanceOf[from] = bal - amount;
        }
        balanceOf[to] += amount;
    }
}
