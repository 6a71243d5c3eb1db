// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

/// Capped loyalty token with role-gated issuance. The cap is checked on the supply after the mint, burnFrom
/// spends the caller's allowance, and the blacklist is owner-only.
contract CappedPoints {
    string public constant name = "Capped Points";
    string public constant symbol = "CPT";
    uint8 public constant decimals = 18;
    uint256 public immutable cap;

    address public owner;
    uint256 public totalSupply;
    mapping(address => bool) public isMinter;
    mapping(address => bool) public blocked;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MinterSet(address indexed account, bool allowed);
    event Blocked(address indexed account, bool flagged);

    modifier onlyOwner() {
        require(msg.sender == owner, "CPT: not owner");
        _;
    }

    modifier onlyMinter() {
        require(isMinter[msg.sender], "CPT: not minter");
        _;
    }

    constructor(uint256 _cap) {
        require(_cap > 0, "CPT: cap is 0");
        cap = _cap;
        owner = msg.sender;
    }

    function setMinter(address account, bool allowed) external onlyOwner {
        isMinter[account] = allowed;
        emit MinterSet(account, allowed);
    }

    function setBlocked(address account, bool flagged) external onlyOwner {
        blocked[account] = flagged;
        emit Blocked(account, flagged);
    }

    function mint(address to, uint256 amount) external onlyMinter {
        require(to != address(0), "CPT: mint to zero");
        require(totalSupply + amount <= cap, "CPT: cap exceeded");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) external {
        uint256 current = allowance[account][msg.sender];
        require(current >= amount, "CPT: burn amount exceeds allowance");
        allowance[account][msg.sender] = current - amount;
        _burn(account, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        allowance[msg.sender][spender] += added;
        emit Approval(msg.sender, spender, allowance[msg.sender][spender]);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtracted) external returns (bool) {
        allowance[msg.sender][spender] -= subtracted;
        emit Approval(msg.sender, spender, allowance[msg.sender][spender]);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(!blocked[from] && !blocked[to], "CPT: blocked");
        require(to != address(0), "CPT: transfer to zero");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _burn(address account, uint256 amount) private {
        balanceOf[account] -= amount;
        totalSupply -= amount;
        emit Transfer(account, address(0), amount);
    }
}
